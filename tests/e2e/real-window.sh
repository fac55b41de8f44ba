#!/usr/bin/env bash
# real-window: drives the real tileflow binary in an Xvfb window with xdotool. Solves a known
# 2x2 level by clicks, starts and cancels a 15x15 and a 200x200 generation, quits, keeps a
# generated puzzle through a launcher's quit (SIGTERM), and checks the lines the game logs
# (`tileflow play --log-events`) and the screenshots ImageMagick takes along the way.
# Usage: tests/e2e/real-window.sh PATH/TO/tileflow [OUT_DIR]
set -euo pipefail
bin=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
out=${2:-$(mktemp -d /tmp/tileflow-e2e.XXXXXX)}
mkdir -p "$out"
rm -f "$out"/*.png "$out"/*.log

for tool in Xvfb xdotool import identify; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool missing (scripts/install-deps.sh --test installs it)"; exit 1; }
done

step=0
say() { step=$((step + 1)); echo "[$step] $*"; }
fail() { echo "FAIL: $*"; for f in "$out"/*.log; do echo "--- $f"; tail -20 "$f"; done; exit 1; }

# A display of our own: Xvfb picks a free number itself (-displayfd), so runs started at the
# same moment never share one. -noreset: the server does not reset (and lose its state) in the gaps
# when no client is connected, between one xdotool call and the next.
rm -f "$out/display"  # (the folder may hold an earlier run's)
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp -noreset 3>"$out/display" >"$out/xvfb.log" 2>&1 &
xvfb=$!
game=""
cleanup() {
  if [[ -n "$game" ]] && kill -0 "$game" 2>/dev/null; then kill -9 "$game" 2>/dev/null || true; fi
  kill "$xvfb" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT
n=
for _ in $(seq 100); do
  n=$(tr -dc 0-9 <"$out/display" 2>/dev/null || true)
  [[ -n "$n" && -e /tmp/.X11-unix/X$n ]] && break
  sleep 0.1
done
[[ -n "$n" ]] || fail "Xvfb did not start"
export DISPLAY=":$n"
for _ in $(seq 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start on $DISPLAY"
say "Xvfb on $DISPLAY ($(xdotool getdisplaygeometry))"

export SDL_AUDIODRIVER=dummy
export TILEFLOW_PREF_DIR="$out/pref"
mkdir -p "$TILEFLOW_PREF_DIR"

# wait_for LOG REGEX SECONDS: until the game has logged a matching line.
wait_for() {
  local deadline=$((SECONDS + $3))
  until grep -qE "$2" "$1"; do
    ((SECONDS < deadline)) || fail "no line matching '$2' in $1 within $3 s"
    sleep 0.05
  done
}

# start NAME [PLAY-OPTION...]: runs the game (`tileflow play`, logging its events), waits for its
# window, sets $game, $log and $win. A game whose window has not shown after 30 s is reported and
# started once more before the test fails.
start() {
  local name=$1 try
  shift
  log="$out/$name.log"
  for try in 1 2; do
    "$bin" play --log-events "$@" >"$log" 2>&1 &
    game=$!
    find_window && break
    echo "[$name, try $try] no Tileflow window after 30 s"
    kill -0 "$game" 2>/dev/null && echo "the game is running" || echo "the game has ended"
    echo "windows of the game (mapped or not): $(xdotool search --pid "$game" 2>/dev/null | tr '\n' ' ')"
    echo "windows named Tileflow (mapped or not): $(xdotool search --name Tileflow 2>/dev/null | tr '\n' ' ')"
    echo "--- $log"; tail -5 "$log"
    kill -9 "$game" 2>/dev/null || true
    wait "$game" 2>/dev/null || true
    game=""
    ((try < 2)) || fail "no Tileflow window"
  done
  xdotool windowactivate --sync "$win" >/dev/null 2>&1 || xdotool windowfocus --sync "$win" || true
  say "$name: window $win up"
}

# find_window: sets $win to the game's visible window, known by its title or, failing that, by the
# process id SDL puts on it; false after 30 s. xdotool's search can die on a window that goes away
# while it looks (X's BadWindow, e.g. a helper window of the GL driver): it looks again.
find_window() {
  local deadline=$((SECONDS + 30))
  win=""
  until [[ -n "$win" ]]; do
    win=$(xdotool search --onlyvisible --name '^Tileflow$' 2>/dev/null | head -1) || true
    [[ -n "$win" ]] && return 0
    win=$(xdotool search --onlyvisible --pid "$game" 2>/dev/null | head -1) || true
    [[ -n "$win" ]] && return 0
    ((SECONDS < deadline)) || return 1
    sleep 0.1
  done
}

# shot NAME: a screenshot of the whole display; the window may not have drawn its first frame
# yet (the game logs its layout before drawing), so a blank picture is retried for a while.
shot() {
  local colours deadline=$((SECONDS + 10))
  while :; do
    import -window root "$out/$1.png"
    colours=$(identify -format '%k' "$out/$1.png")
    ((colours > 8)) && break
    ((SECONDS < deadline)) || fail "screenshot $1 is blank ($colours colours)"
    sleep 0.2
  done
  say "screenshot $1.png ($colours colours)"
}

# quit_game: Esc backs out screen by screen; on the title Esc asks "Quit Tileflow?" (logged as
# "quit asked") and Right, Return answers Quit. The game must log "quit" and exit 0 on its own.
quit_game() {
  local asked deadline=$((SECONDS + 10))
  while kill -0 "$game" 2>/dev/null; do
    ((SECONDS < deadline)) || fail "game did not quit"
    asked=$(grep -c '^tileflow: quit asked$' "$log" || true)
    xdotool key --window "$win" Escape 2>/dev/null || true
    sleep 0.3
    if (($(grep -c '^tileflow: quit asked$' "$log" || true) > asked)); then
      xdotool key --window "$win" Right Return 2>/dev/null || true
      sleep 0.3
    fi
  done
  wait "$game" || fail "game exited with status $?"
  grep -q '^tileflow: quit$' "$log" || fail "no quit line"
  game=""
  say "quit cleanly"
}

key() { xdotool key --window "$win" "$@"; }

# 1. Solve the ring by clicking each tile once, at the cell centres the game reports.
start play --level "$here/ring.yaml"
wait_for "$log" '^tileflow: board 2x2 at [0-9]+,[0-9]+ cell [0-9]+$' 10
read -r bx by cell < <(grep -E '^tileflow: board 2x2' "$log" | tail -1 | sed -E 's/.* at ([0-9]+),([0-9]+) cell ([0-9]+)/\1 \2 \3/')
shot 01-ring-start
for rc in "0 0" "0 1" "1 1" "1 0"; do
  read -r r c <<<"$rc"
  x=$((bx + c * cell + cell / 2))
  y=$((by + r * cell + cell / 2))
  xdotool mousemove --window "$win" "$x" "$y" click 1
  sleep 0.25
done
say "clicked 4 tiles"
wait_for "$log" "^tileflow: won 'Ring' moves 4 " 10
say "game reports: $(grep -E '^tileflow: won' "$log")"
shot 02-ring-won
quit_game

# 2. Generator at 15x15 (from the saved choices) and 200x200: start, then cancel at once. A
# 100x100 takes only about 15 ms on an idle machine, often less than the Esc sent right after the
# Return needs to reach the game, so the large board is 200x200, the largest there is (about 55 ms);
# a try that still ends first says nothing of cancelling and is made again.
for size in 15x15 200x200; do
  for attempt in 1 2 3; do
    printf 'format: 1\ngenerator: {width: 15, height: 15}\n' >"$TILEFLOW_PREF_DIR/settings.yaml"
    start "generate-$size-$attempt" --generate-size "$size"
    key Down Return # title: Play is focused, Generate is next
    sleep 0.5
    shot "03-generator-$size"
    key Return Escape # Generate is focused; Esc cancels
    wait_for "$log" "^tileflow: generate start $size$" 10
    wait_for "$log" '^tileflow: generate (cancelled|done)' 10
    line=$(grep -E '^tileflow: generate (cancelled|done)' "$log" | head -1)
    say "game reports: $line"
    if [[ $line =~ within\ ([0-9]+)\ ms ]] && ((BASH_REMATCH[1] > 250)); then
      fail "cancel took ${BASH_REMATCH[1]} ms"
    fi
    shot "04-after-cancel-$size"
    quit_game
    [[ $size == 200x200 && $line != *cancelled* ]] || break
    ((attempt < 3)) || fail "the 200x200 generation finished before the cancel, three times"
  done
done

# 3. A launcher's quit (SIGTERM, which SDL turns into SDL_QUIT) with a generated puzzle in play
# and one tile turned: no question, the puzzle joins My levels, the game exits 0 on its own.
printf 'format: 1\ngenerator: {width: 4, height: 4}\n' >"$TILEFLOW_PREF_DIR/settings.yaml"
rm -f "$TILEFLOW_PREF_DIR/my-levels.yaml"
start launcher-quit --generate-size 4x4
key Down Return # title: Play is focused, Generate is next
sleep 0.5
key Return # Generate
wait_for "$log" '^tileflow: generate done' 20
wait_for "$log" '^tileflow: board 4x4 at [0-9]+,[0-9]+ cell [0-9]+$' 10
read -r bx by cell < <(grep -E '^tileflow: board 4x4' "$log" | tail -1 | sed -E 's/.* at ([0-9]+),([0-9]+) cell ([0-9]+)/\1 \2 \3/')
xdotool mousemove --window "$win" $((bx + cell / 2)) $((by + cell / 2)) click 1
sleep 0.5
kill -TERM "$game"
deadline=$((SECONDS + 10))
while kill -0 "$game" 2>/dev/null; do
  ((SECONDS < deadline)) || fail "the game did not quit on SIGTERM"
  sleep 0.1
done
wait "$game" || fail "game exited with status $?"
game=""
grep -q '^tileflow: saved before quitting: 1, not saved: 0$' "$log" || fail "the puzzle was not saved before quitting"
grep -q '^tileflow: quit$' "$log" || fail "no quit line"
saved=$(grep -c '^  - id: ' "$TILEFLOW_PREF_DIR/my-levels.yaml" || true)
((saved == 1)) || fail "my-levels.yaml holds $saved levels, not 1"
say "launcher's quit: $(grep -E "^tileflow: kept" "$log"), game ended without a question"

# 4. Zoom and pan with the mouse on a 12x12 board: three wheel notches up over the board's centre
# make the tiles larger; a drag across the zoomed board moves it by the drag and turns nothing.
"$bin" generate --size 12x12 --seed 13 --out "$out/big.yaml" >/dev/null || fail "could not generate a 12x12 level"
start zoom --level "$out/big.yaml"
wait_for "$log" '^tileflow: board 12x12 at [0-9]+,[0-9]+ cell [0-9]+$' 10
read -r bx by cell < <(grep -E '^tileflow: board 12x12' "$log" | tail -1 | sed -E 's/.* at ([0-9]+),([0-9]+) cell ([0-9]+)/\1 \2 \3/')
cx=$((bx + 6 * cell))
cy=$((by + 6 * cell))
xdotool mousemove --window "$win" "$cx" "$cy"
for _ in 1 2 3; do
  xdotool click --window "$win" 4
  sleep 0.15
done
wait_for "$log" '^tileflow: view cell [0-9]+ board at -?[0-9]+,-?[0-9]+$' 10
read -r zcell zx zy < <(grep -E '^tileflow: view cell' "$log" | tail -1 | sed -E 's/.* cell ([0-9]+) board at (-?[0-9]+),(-?[0-9]+)/\1 \2 \3/')
((zcell > cell)) || fail "three wheel notches left the tiles at $zcell px (fitted: $cell px)"
say "wheel: tiles $cell -> $zcell px, board at $zx,$zy"
shot 05-zoomed
zooms=$(grep -c '^tileflow: view cell' "$log")
xdotool mousedown --window "$win" 1
for step in 1 2 3 4 5 6; do
  xdotool mousemove --window "$win" $((cx + step * 10)) $((cy + step * 6))
  sleep 0.05
done
xdotool mouseup --window "$win" 1
wait_for "$log" "^tileflow: view cell $zcell board at" 10
deadline=$((SECONDS + 10))
until (($(grep -c '^tileflow: view cell' "$log") > zooms)); do
  ((SECONDS < deadline)) || fail "the drag was not logged as a pan"
  sleep 0.05
done
read -r px py < <(grep -E '^tileflow: view cell' "$log" | tail -1 | sed -E 's/.* board at (-?[0-9]+),(-?[0-9]+)/\1 \2/')
((px > zx && py > zy)) || fail "the drag right and down left the board at $px,$py (was $zx,$zy)"
say "drag: board $zx,$zy -> $px,$py"
shot 06-panned
quit_game
grep -q "^tileflow: won" "$log" && fail "a pan turned tiles into a win"

say "all steps passed in $SECONDS s; screenshots and logs in $out"
