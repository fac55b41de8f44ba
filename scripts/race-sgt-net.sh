#!/usr/bin/env bash
# race-sgt-net.sh: times Tileflow's Net-rules generation (unique solutions) against Simon
# Tatham's sgt-net, per puzzle, at 15x15, 15x15 wrapping, 50x50 and 100x100, in one run.
#
# Usage: scripts/race-sgt-net.sh [BUILD_DIR]        (default build/; builds nothing itself)
# Environment: ROUNDS (default 3) timed runs per tool and size, alternating the two tools, of
# which the median counts; MIN_SECONDS (default 1) that every timed run must last at least;
# SIZES to race other sizes (default "15x15 15x15w 50x50 100x100").
# Uses hyperfine when installed (all runs of one tool, then the other); otherwise times each run
# with `date +%s%N`, alternating the tools.
set -euo pipefail
shopt -s inherit_errexit

build=${1:-build}
tileflow="$build/tileflow"
sgt=/usr/games/sgt-net
rounds=${ROUNDS:-3}
min_seconds=${MIN_SECONDS:-1}
sizes=${SIZES:-"15x15 15x15w 50x50 100x100"}

if [[ ! -x "$tileflow" ]]; then
  echo "race-sgt-net: $tileflow not found; build first (scripts/build.sh)" >&2
  exit 2
fi
if [[ ! -x "$sgt" ]]; then
  echo "race-sgt-net: $sgt not found; install sgt-puzzles (scripts/install-deps.sh --test)" >&2
  exit 2
fi

errors=$(mktemp)
trap 'rm -f "$errors"' EXIT

# cmdline TOOL SIZE N: the command line that makes N puzzles of SIZE ("WxH" or "WxHw").
cmdline() {
  local tool=$1 size=$2 n=$3
  if [[ $tool == sgt ]]; then
    echo "$sgt --generate $n $size"
  elif [[ $size == *w ]]; then
    echo "$tileflow generate --rules net --size ${size%w} --wrap --count $n --seed 1 --out /dev/null"
  else
    echo "$tileflow generate --rules net --size $size --count $n --seed 1 --out /dev/null"
  fi
}

# seconds TOOL SIZE N: wall-clock seconds of one run, output discarded.
seconds() {
  local start end
  start=$(date +%s%N)
  if ! $(cmdline "$1" "$2" "$3") >/dev/null 2>"$errors"; then
    echo "race-sgt-net: '$(cmdline "$1" "$2" "$3")' failed: $(head -c 300 "$errors")" >&2
    exit 1
  fi
  end=$(date +%s%N)
  awk -v ns=$((end - start)) 'BEGIN { printf "%.6f\n", ns / 1e9 }'
}

# more N SECONDS: a count that should take 30% past MIN_SECONDS, judging by N taking SECONDS.
more() {
  awk -v n="$1" -v t="$2" -v m="$min_seconds" 'BEGIN {
    if (t < 0.05) { printf "%d\n", n * 10; exit }
    k = int(n * m * 1.3 / t) + 1; if (k < n * 2 && t < m / 2) k = n * 2; if (k <= n) k = n + 1
    printf "%d\n", k }'
}

# count TOOL SIZE: how many puzzles make one run last at least MIN_SECONDS.
count() {
  local tool=$1 size=$2 n=1 t
  while :; do
    t=$(seconds "$tool" "$size" "$n")
    if awk -v t="$t" -v m="$min_seconds" 'BEGIN { exit !(t >= m) }'; then
      echo "$n"
      return
    fi
    n=$(more "$n" "$t")
  done
}

# timed TOOL SIZE: sets ms to the milliseconds per puzzle of one run of $n puzzles, first raising
# n until the run lasts at least MIN_SECONDS, in case the machine was busier while counting.
timed() {
  local t
  while :; do
    t=$(seconds "$1" "$2" "$n")
    if awk -v t="$t" -v m="$min_seconds" 'BEGIN { exit !(t >= m) }'; then break; fi
    n=$(more "$n" "$t")
  done
  ms=$(awk -v t="$t" -v n="$n" 'BEGIN { printf "%.4f\n", t * 1000 / n }')
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "Net generation per puzzle, unique solutions, median of $rounds runs of at least ${min_seconds}s each"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%Y-%m-%dT%H:%MZ)"
printf '%-10s %8s %8s %16s %16s %8s\n' size "n sgt" "n tf" "sgt-net ms" "tileflow ms" ratio
for size in $sizes; do
  n_sgt=$(count sgt "$size")
  n_tf=$(count tf "$size")
  if command -v hyperfine >/dev/null 2>&1; then
    json=$(mktemp)
    hyperfine --runs "$rounds" --export-json "$json" "$(cmdline sgt "$size" "$n_sgt")" "$(cmdline tf "$size" "$n_tf")" >/dev/null
    read -r s t < <(python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))["results"]
print(r[0]["median"] * 1000 / int(sys.argv[2]), r[1]["median"] * 1000 / int(sys.argv[3]))' "$json" "$n_sgt" "$n_tf")
    rm -f "$json"
  else
    sgt_ms=()
    tf_ms=()
    for ((r = 0; r < rounds; r++)); do
      n=$n_sgt
      timed sgt "$size"
      n_sgt=$n
      sgt_ms+=("$ms")
      n=$n_tf
      timed tf "$size"
      n_tf=$n
      tf_ms+=("$ms")
    done
    s=$(printf '%s\n' "${sgt_ms[@]}" | median)
    t=$(printf '%s\n' "${tf_ms[@]}" | median)
  fi
  printf '%-10s %8d %8d %16.4f %16.4f %8.3f\n' "$size" "$n_sgt" "$n_tf" "$s" "$t" "$(awk -v s="$s" -v t="$t" 'BEGIN { print t / s }')"
done
