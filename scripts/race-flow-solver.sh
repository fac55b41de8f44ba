#!/usr/bin/env bash
# race-flow-solver.sh: times Tileflow's Lines solver (`tileflow lines solve`, counting covers up
# to two: a proof of uniqueness) against mzucker's flow_solver (finds one solution, proves
# nothing) on flow_solver's own puzzles (Flow Free levels, 5x5 to 14x14), in one run.
# Two comparisons from the same runs: whole-process wall time (start-up included, which is most of
# it on small puzzles for both tools), and each tool's own reported solve time (flow_solver's
# "search ... after X seconds", to the millisecond; our `time_ms:`). flow_solver's own time under
# a millisecond prints as 0.000: no ratio can be told there, and such a puzzle counts as not won.
#
# Usage: scripts/race-flow-solver.sh [BUILD_DIR]        (default build/; builds nothing of ours)
# flow_solver is cloned and built outside the project tree, in a temporary folder, from
# FLOW_SOLVER_REPO (default https://github.com/mzucker/flow_solver.git; a local clone or mirror
# works too). Environment: ROUNDS (default 3) whole-process runs per tool and puzzle, alternating
# the two, of which the median counts; LIMIT (default 60) seconds a run may take before it
# counts as "over"; PUZZLES, a glob of puzzle names to race (default all).
set -euo pipefail
shopt -s inherit_errexit

build=${1:-build}
tileflow="$build/tileflow-headless"
[[ -x "$tileflow" ]] || tileflow="$build/tileflow"
repo=${FLOW_SOLVER_REPO:-https://github.com/mzucker/flow_solver.git}
rounds=${ROUNDS:-3}
limit=${LIMIT:-60}
pattern=${PUZZLES:-*}

if [[ ! -x "$tileflow" ]]; then
  echo "race-flow-solver: $build/tileflow not found; build first (scripts/build.sh)" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! git clone --quiet --depth 1 "$repo" "$work/flow_solver" 2>"$work/clone.log"; then
  echo "race-flow-solver: cannot clone $repo: $(head -c 300 "$work/clone.log")" >&2
  exit 2
fi
# glibc has no mergesort(); qsort sorts the same arrays.
gcc -O3 -Dmergesort=qsort "$work/flow_solver/flow_solver.c" -o "$work/flow_solver.bin" -lm

# seconds CMD...: wall-clock seconds of one run (its output in $work/out), or "over" past LIMIT.
seconds() {
  local start end
  start=$(date +%s%N)
  if ! timeout "$limit" "$@" >"$work/out" 2>&1; then
    echo over
    return
  fi
  end=$(date +%s%N)
  awk -v ns=$((end - start)) 'BEGIN { printf "%.4f\n", ns / 1e9 }'
}

# median VALUES...: the middle value ("over" sorts last).
median() {
  printf '%s\n' "$@" | sed 's/^over$/999999/' | sort -g | awk '{ v[NR] = $1 } END {
    m = v[int((NR + 1) / 2)]; if (m == 999999) print "over"; else print m }'
}

# own: the solve time a tool reported in $work/out, in seconds ("over" when the run was).
own_flow_solver() {
  [[ $1 == over ]] && { echo over; return; }
  awk 'NF >= 3 && ($2 == "s" || $2 == "u") { print $3; found = 1 } END { if (!found) print "over" }' "$work/out"
}
own_tileflow() {
  [[ $1 == over ]] && { echo over; return; }
  awk '/^time_ms:/ { printf "%.6f\n", $2 / 1000; found = 1 } END { if (!found) print "over" }' "$work/out"
}

printf '%-22s %11s %11s %7s %11s %11s %7s %9s\n' puzzle fs_whole_ms tf_whole_ms ratio fs_own_ms tf_own_ms ratio solutions
wins=0
ownWins=0
total=0
for file in "$work"/flow_solver/puzzles/$pattern.txt; do
  name=$(basename "$file" .txt)
  ours=()
  theirs=()
  oursOwn=()
  theirsOwn=()
  answer=""
  for ((r = 0; r < rounds; ++r)); do
    t=$(seconds "$work/flow_solver.bin" -q "$file")
    theirs+=("$t")
    theirsOwn+=("$(own_flow_solver "$t")")
    t=$(seconds "$tileflow" lines solve "$file")
    ours+=("$t")
    oursOwn+=("$(own_tileflow "$t")")
    [[ $t == over ]] || answer=$(awk '/^solutions:/ { print $2 }' "$work/out")
  done
  a=$(median "${theirs[@]}")
  b=$(median "${ours[@]}")
  ao=$(median "${theirsOwn[@]}")
  bo=$(median "${oursOwn[@]}")
  total=$((total + 1))
  awk -v a="$a" -v b="$b" -v ao="$ao" -v bo="$bo" -v name="$name" -v s="${answer:--}" 'BEGIN {
    am = a == "over" ? "over" : sprintf("%.1f", a * 1000)
    bm = b == "over" ? "over" : sprintf("%.1f", b * 1000)
    ratio = (a == "over" || b == "over" || a == 0) ? "-" : sprintf("%.2f", b / a)
    aom = ao == "over" ? "over" : ao == 0 ? "<1" : sprintf("%.0f", ao * 1000)
    bom = bo == "over" ? "over" : sprintf("%.2f", bo * 1000)
    oratio = (ao == "over" || bo == "over" || ao == 0) ? "-" : sprintf("%.2f", bo / ao)
    printf "%-22s %11s %11s %7s %11s %11s %7s %9s\n", name, am, bm, ratio, aom, bom, oratio, s }'
  if [[ $a != over && $b != over ]] && awk -v a="$a" -v b="$b" 'BEGIN { exit !(b <= a / 2) }'; then
    wins=$((wins + 1))
  fi
  if [[ $ao != over && $bo != over ]] && awk -v a="$ao" -v b="$bo" 'BEGIN { exit !(a > 0 && b <= a / 2) }'; then
    ownWins=$((ownWins + 1))
  fi
done
echo "within half of flow_solver's time, whole process: $wins of $total puzzles"
echo "within half of flow_solver's time, own solve times: $ownWins of $total puzzles"
