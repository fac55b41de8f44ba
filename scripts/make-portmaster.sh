#!/usr/bin/env bash
# Assembles the PortMaster zip (dist/portmaster -> build-aarch64/tileflow.zip) from an aarch64
# build with the static C++ runtime. Builds it first with scripts/cross-aarch64.sh when missing.
# Usage: scripts/make-portmaster.sh [OUT.zip]
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${TILEFLOW_CROSS_DIR:-build-aarch64}"
out="$(realpath -m "${1:-$build_dir/tileflow.zip}")"
cache="$build_dir/CMakeCache.txt"
if [[ ! -x "$build_dir/tileflow-game" ]] || ! grep -qs 'TILEFLOW_STATIC_RUNTIME:BOOL=ON' "$cache" \
    || ! grep -qs 'TILEFLOW_BUILD_GAME:BOOL=ON' "$cache"; then
  TILEFLOW_CROSS_TESTS=0 scripts/cross-aarch64.sh -DTILEFLOW_STATIC_RUNTIME=ON -DTILEFLOW_BUILD_GAME=ON
fi
if ! command -v zip >/dev/null; then
  sudo=""; if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends zip >/dev/null
fi

stage="$build_dir/portmaster"
rm -rf "$stage"
game="$stage/tileflow"
mkdir -p "$game/libs.aarch64" "$game/licenses" "$game/conf"
cp dist/portmaster/Tileflow.sh dist/portmaster/port.json dist/portmaster/README.md "$stage/"
cp dist/portmaster/README.md dist/portmaster/port.json "$game/"
cp -r assets levels "$game/"
# The translations beside the binary, where the game looks first (engine/core/Translate).
cp -r "$build_dir/locale" "$game/"
rm -rf "$game/assets/icons"
cp assets/icons/tileflow-256.png "$stage/tileflow.png"
cp LICENSE "$game/licenses/LICENSE-Tileflow.txt"
cp assets/fonts/LICENSE-DejaVu.txt "$game/licenses/"
# The game binary holds every subcommand too; the launcher runs it directly (no exec step).
aarch64-linux-gnu-strip -o "$game/tileflow.aarch64" "$build_dir/tileflow-game"
if [[ -f /usr/share/sdl-gamecontrollerdb/gamecontrollerdb.txt ]]; then
  cp /usr/share/sdl-gamecontrollerdb/gamecontrollerdb.txt "$game/"
fi

# Bundle the shared libraries a firmware may lack: everything the binary needs, walked
# recursively, except what every firmware that runs SDL2 games has (libc, SDL2 and its video,
# audio and input stack).
system='^(libc|libm|libdl|librt|libpthread|ld-linux-aarch64|libgcc_s|libstdc\+\+|libSDL2-2\.0|libz|libdrm|libgbm|libEGL|libGL|libGLES|libasound|libpulse|libudev|libdbus|libX|libxcb|libwayland|libxkbcommon|libdecor)'
declare -A seen=()
walk() {
  local lib
  for lib in $(aarch64-linux-gnu-readelf -d "$1" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p'); do
    [[ -n "${seen[$lib]:-}" || "$lib" =~ $system ]] && continue
    seen[$lib]=1
    local path=/usr/lib/aarch64-linux-gnu/$lib
    [[ -e "$path" ]] || path=/lib/aarch64-linux-gnu/$lib
    [[ -e "$path" ]] || { echo "missing arm64 library: $lib" >&2; exit 1; }
    cp -L "$path" "$game/libs.aarch64/$lib"
    walk "$path"
  done
}
walk "$game/tileflow.aarch64"

rm -f "$out"
(cd "$stage" && zip -qr9 "$out" Tileflow.sh tileflow tileflow.png port.json README.md)
echo "$out: $(du -h "$out" | cut -f1), $(ls "$game/libs.aarch64" | wc -l) bundled libraries"
