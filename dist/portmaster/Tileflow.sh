#!/bin/bash
# PortMaster launcher for Tileflow. The game reads SDL game controllers directly, so no gptokeyb.

XDG_DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}

if [ -d "/opt/system/Tools/PortMaster/" ]; then
  controlfolder="/opt/system/Tools/PortMaster"
elif [ -d "/opt/tools/PortMaster/" ]; then
  controlfolder="/opt/tools/PortMaster"
elif [ -d "$XDG_DATA_HOME/PortMaster/" ]; then
  controlfolder="$XDG_DATA_HOME/PortMaster"
else
  controlfolder="/roms/ports/PortMaster"
fi

source "$controlfolder/control.txt"
[ -f "${controlfolder}/mod_${CFW_NAME}.txt" ] && source "${controlfolder}/mod_${CFW_NAME}.txt"
get_controls

GAMEDIR="/$directory/ports/tileflow"
cd "$GAMEDIR" || exit 1
> "$GAMEDIR/log.txt" && exec > >(tee "$GAMEDIR/log.txt") 2>&1

# Saves and settings live with the port, so they follow the SD card between devices.
mkdir -p "$GAMEDIR/conf"
export XDG_DATA_HOME="$GAMEDIR/conf"
export TILEFLOW_PREF_DIR="$GAMEDIR/conf/tileflow"
export TILEFLOW_DATA_DIR="$GAMEDIR"

# The firmware's controller mapping first; the port's own gamecontrollerdb.txt as a fallback.
if [ -n "$sdl_controllerconfig" ]; then
  export SDL_GAMECONTROLLERCONFIG="$sdl_controllerconfig"
elif [ -f "$GAMEDIR/gamecontrollerdb.txt" ]; then
  export SDL_GAMECONTROLLERCONFIG="$(cat "$GAMEDIR/gamecontrollerdb.txt")"
fi

# Libraries the firmware may lack (SDL2_ttf, SDL2_image, yaml-cpp, qrencode) ship in libs.aarch64.
export LD_LIBRARY_PATH="$GAMEDIR/libs.${DEVICE_ARCH:-aarch64}:$LD_LIBRARY_PATH"

pm_platform_helper "$GAMEDIR/tileflow.${DEVICE_ARCH:-aarch64}"
"./tileflow.${DEVICE_ARCH:-aarch64}"

pm_finish
