#!/usr/bin/env bash
# race-flow-solver.sh: times Tileflow's Lines solver (`tileflow lines solve`, counting covers up
# to two: a proof of uniqueness) against mzucker's flow_solver (finds one solution, proves
# nothing) on flow_solver's own puzzles (Flow Free levels, 5x5 to 14x14), in one run.
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

# seconds CMD...: wall-clock seconds of one run (output discarded), or "over" past LIMIT.
seconds() {
  local start end
  start=$(date +%s%N)
  if ! timeout "$limit" "$@" >/dev/null 2>&1; then
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

printf '%-24s %12s %12s %8s %10s\n' puzzle flow_solver_ms tileflow_ms ratio solutions
wins=0
total=0
for file in "$work"/flow_solver/puzzles/$pattern.txt; do
  name=$(basename "$file" .txt)
  ours=()
  theirs=()
  for ((r = 0; r < rounds; ++r)); do
    theirs+=("$(seconds "$work/flow_solver.bin" -q "$file")")
    ours+=("$(seconds "$tileflow" lines solve "$file")")
  done
  a=$(median "${theirs[@]}")
  b=$(median "${ours[@]}")
  answer=$(timeout "$limit" "$tileflow" lines solve "$file" 2>/dev/null | awk '/^solutions:/ { print $2 }') || answer=""
  total=$((total + 1))
  awk -v a="$a" -v b="$b" -v name="$name" -v s="${answer:--}" 'BEGIN {
    am = a == "over" ? "over" : sprintf("%.1f", a * 1000)
    bm = b == "over" ? "over" : sprintf("%.1f", b * 1000)
    ratio = (a == "over" || b == "over" || a == 0) ? "-" : sprintf("%.2f", b / a)
    printf "%-24s %12s %12s %8s %10s\n", name, am, bm, ratio, s }'
  if [[ $a != over && $b != over ]] && awk -v a="$a" -v b="$b" 'BEGIN { exit !(b <= a / 2) }'; then
    wins=$((wins + 1))
  fi
done
echo "within half of flow_solver's time: $wins of $total puzzles"
