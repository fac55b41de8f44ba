#!/usr/bin/env bash
# race-flow-solver.sh: times Tileflow's Lines solver (`tileflow lines solve`, counting covers up
# to two: a proof of uniqueness) against mzucker's flow_solver (finds one solution, proves
# nothing) on flow_solver's own puzzles (Flow Free levels, 5x5 to 14x14), in one run.
# Two comparisons from the same runs: whole-process wall time (start-up included, which is most of
# it on small puzzles for both tools), and each tool's own reported solve time (flow_solver's
# "search ... after X seconds", to the millisecond; our `time_ms:`). flow_solver's own time under
# a millisecond prints as 0.000: no ratio can be told there, and such a puzzle counts as not won.
# A third comparison tells those apart: each tool solves the puzzle N times in one process
# (flow_solver given the file N times, ours a file of N copies separated by blank lines), N such
# that flow_solver's run lasts about REPEAT_MS, and (that run's time - one solve's whole run) /
# (N - 1) is the time one more solve takes, start-up left out, to the microsecond. A puzzle whose
# single run already lasts REPEAT_MS (N = 1) is compared by whole runs there.
#
# Usage: scripts/race-flow-solver.sh [BUILD_DIR]        (default build/; builds nothing of ours)
# flow_solver is cloned and built outside the project tree, in a temporary folder, from
# FLOW_SOLVER_REPO (default https://github.com/mzucker/flow_solver.git; a local clone or mirror
# works too). Environment: ROUNDS (default 3) whole-process runs per tool and puzzle, alternating
# the two, of which the median counts; LIMIT (default 60) seconds a run may take before it
# counts as "over"; PUZZLES, a glob of puzzle names to race (default all); REPEAT_MS (default
# 300) the length of flow_solver's repeated run, N at most 5000.
set -euo pipefail
shopt -s inherit_errexit

build=${1:-build}
tileflow="$build/tileflow-headless"
[[ -x "$tileflow" ]] || tileflow="$build/tileflow"
repo=${FLOW_SOLVER_REPO:-https://github.com/mzucker/flow_solver.git}
rounds=${ROUNDS:-3}
limit=${LIMIT:-60}
pattern=${PUZZLES:-*}
repeat_ms=${REPEAT_MS:-300}

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

printf '%-22s %11s %11s %7s %11s %11s %7s %5s %11s %11s %7s %9s\n' puzzle fs_whole_ms tf_whole_ms ratio fs_own_ms tf_own_ms ratio n \
  fs_each_ms tf_each_ms ratio solutions
wins=0
ownWins=0
eachWins=0
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
  # Repeated: N solves in one process each, N such that flow_solver's run lasts about REPEAT_MS,
  # from one trial run of 100 solves.
  n=1
  if [[ $a != over ]] && awk -v a="$a" -v want="$repeat_ms" 'BEGIN { exit !(a * 1000 < want / 2) }'; then
    trial=()
    for ((k = 0; k < 100; ++k)); do trial+=("$file"); done
    t=$(seconds "$work/flow_solver.bin" -q "${trial[@]}")
    [[ $t != over ]] && n=$(awk -v a="$a" -v t="$t" -v want="$repeat_ms" 'BEGIN {
      m = (t - a) / 99; if (m < 0.00001) m = 0.00001
      n = int(want / 1000 / m); print (n < 2 ? 2 : (n > 5000 ? 5000 : n)) }')
  fi
  copies=()
  puzzle=$(<"$file")
  for ((k = 0; k < n; ++k)); do
    copies+=("$file")
    printf '%s\n\n' "$puzzle"
  done >"$work/copies.txt"
  theirsEach=()
  oursEach=()
  for ((r = 0; r < rounds; ++r)); do
    theirsEach+=("$(seconds "$work/flow_solver.bin" -q "${copies[@]}")")
    oursEach+=("$(seconds "$tileflow" lines solve "$work/copies.txt")")
  done
  ae=$(median "${theirsEach[@]}")
  be=$(median "${oursEach[@]}")
  # One more solve's time: (N solves' run - one solve's run) / (N - 1); with N = 1 the run itself.
  each() {
    awk -v all="$1" -v one="$2" -v n="$n" 'BEGIN {
      if (all == "over" || one == "over") { print "over"; exit }
      if (n < 2) { print all; exit }
      t = (all - one) / (n - 1); printf "%.7f\n", t < 0 ? 0 : t }'
  }
  ae=$(each "$ae" "$a")
  be=$(each "$be" "$b")
  total=$((total + 1))
  awk -v a="$a" -v b="$b" -v ao="$ao" -v bo="$bo" -v n="$n" -v ae="$ae" -v be="$be" -v name="$name" -v s="${answer:--}" 'BEGIN {
    am = a == "over" ? "over" : sprintf("%.1f", a * 1000)
    bm = b == "over" ? "over" : sprintf("%.1f", b * 1000)
    ratio = (a == "over" || b == "over" || a == 0) ? "-" : sprintf("%.2f", b / a)
    aom = ao == "over" ? "over" : ao == 0 ? "<1" : sprintf("%.0f", ao * 1000)
    bom = bo == "over" ? "over" : sprintf("%.2f", bo * 1000)
    oratio = (ao == "over" || bo == "over" || ao == 0) ? "-" : sprintf("%.2f", bo / ao)
    aem = ae == "over" ? "over" : sprintf("%.3f", ae * 1000)
    bem = be == "over" ? "over" : sprintf("%.3f", be * 1000)
    eratio = (ae == "over" || be == "over" || ae == 0) ? "-" : sprintf("%.2f", be / ae)
    printf "%-22s %11s %11s %7s %11s %11s %7s %5s %11s %11s %7s %9s\n", name, am, bm, ratio, aom, bom, oratio, n, aem, bem, eratio, s }'
  if [[ $a != over && $b != over ]] && awk -v a="$a" -v b="$b" 'BEGIN { exit !(b <= a / 2) }'; then
    wins=$((wins + 1))
  fi
  if [[ $ao != over && $bo != over ]] && awk -v a="$ao" -v b="$bo" 'BEGIN { exit !(a > 0 && b <= a / 2) }'; then
    ownWins=$((ownWins + 1))
  fi
  if [[ $ae != over && $be != over ]] && awk -v a="$ae" -v b="$be" 'BEGIN { exit !(b <= a / 2) }'; then
    eachWins=$((eachWins + 1))
  fi
done
echo "within half of flow_solver's time, whole process: $wins of $total puzzles"
echo "within half of flow_solver's time, own solve times: $ownWins of $total puzzles"
echo "within half of flow_solver's time, per solve of N in one process: $eachWins of $total puzzles"
