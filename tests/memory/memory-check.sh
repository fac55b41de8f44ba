#!/usr/bin/env bash
# memory-check: runs `tileflow memory-check` in an Xvfb window of its own on one renderer and fails
# when resident memory grows past the budget after the first minute of game time.
# Usage: tests/memory/memory-check.sh PATH/TO/tileflow gl|software [memory-check options...]
#   gl: SDL's default renderer (OpenGL, Mesa's software driver under Xvfb); software: SDL's own.
set -euo pipefail
bin=$(realpath "$1")
renderer=$2
shift 2

command -v Xvfb >/dev/null || { echo "FAIL: Xvfb missing (scripts/install-deps.sh --test installs it)"; exit 1; }
scratch=$(mktemp -d /tmp/tileflow-memory.XXXXXX)

# A display of our own, large enough for the largest random window size. Xvfb picks a free
# number itself (-displayfd), so checks started at the same moment never share or kill a display.
Xvfb -displayfd 3 -screen 0 2048x1280x24 -nolisten tcp -noreset 3>"$scratch/display" >"$scratch/xvfb.log" 2>&1 &
xvfb=$!
cleanup() {
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT
n=
for _ in $(seq 100); do
  n=$(tr -dc 0-9 <"$scratch/display" 2>/dev/null || true)
  [[ -n "$n" && -e /tmp/.X11-unix/X$n ]] && break
  sleep 0.1
done
[[ -n "$n" ]] || { echo "FAIL: Xvfb did not start: $(cat "$scratch/xvfb.log")"; exit 1; }

export DISPLAY=":$n" SDL_AUDIODRIVER=dummy SDL_RENDER_VSYNC=0 TILEFLOW_PREF_DIR="$scratch/pref"
mkdir -p "$TILEFLOW_PREF_DIR"
case "$renderer" in
  gl) unset SDL_RENDER_DRIVER; want=opengl ;;
  software) export SDL_RENDER_DRIVER=software; want=software ;;
  *) echo "usage: $0 PATH/TO/tileflow gl|software [options]"; exit 2 ;;
esac

status=0
"$bin" memory-check "$@" | tee "$scratch/run.log" || status=$?
# A silent fallback to another renderer would check the wrong thing.
grep -q "renderer $want," "$scratch/run.log" || { echo "FAIL: the game did not use the $want renderer"; exit 1; }
exit "$status"
