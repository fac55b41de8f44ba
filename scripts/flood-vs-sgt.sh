#!/usr/bin/env bash
# flood-vs-sgt.sh: Tileflow's Flood solver against Simon Tatham's Flood on the IDs sgt-flood
# generates. With leniency 0 (`m0`) an ID's move limit is exactly what sgt's own solver needed, so
# each ID is solved by `tileflow-headless flood solve` and its move count set against that.
#
# Usage: scripts/flood-vs-sgt.sh [BUILD_DIR]        (default build/; builds nothing itself)
# Environment: COUNT (default 100) IDs; PARAMS (default 12x12c6m0); SEED (default tileflow) for
# sgt-flood's random state, so the same IDs come every run; NODES to pass --nodes.
# Prints a Markdown table; with VERBOSE=1 also one line per ID (sgt's count, ours, proven, ms).
set -euo pipefail
shopt -s inherit_errexit

build=${1:-build}
tileflow="$build/tileflow-headless"
sgt=/usr/games/sgt-flood
count=${COUNT:-100}
params=${PARAMS:-12x12c6m0}
seed=${SEED:-tileflow}

if [[ ! -x "$tileflow" ]]; then
  echo "flood-vs-sgt: $tileflow not found; build first (cmake --build $build --target tileflow-headless)" >&2
  exit 2
fi
if [[ ! -x "$sgt" ]]; then
  echo "flood-vs-sgt: $sgt not found; install sgt-puzzles (scripts/install-deps.sh --test)" >&2
  exit 2
fi
if [[ "$params" != *m0* ]]; then
  echo "flood-vs-sgt: PARAMS must have leniency m0, or the IDs' limits are not sgt's own counts" >&2
  exit 2
fi

rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
extra=()
[[ -n "${NODES:-}" ]] && extra=(--nodes "$NODES")
"$sgt" --generate "$count" "$params#$seed" | while read -r id; do
  theirs=${id##*,}
  result=$("$tileflow" flood solve "$id" "${extra[@]}")
  ours=$(sed -n 's/^moves: //p' <<<"$result")
  proven=$(sed -n 's/^proven: //p' <<<"$result")
  ms=$(sed -n 's/^time_ms: //p' <<<"$result")
  echo "$theirs $ours $proven $ms" >>"$rows"
  [[ "${VERBOSE:-0}" == 1 ]] && echo "$theirs $ours $proven $ms" >&2
  true
done

sort -k4,4g "$rows" | awk -v params="$params" -v seed="$seed" '
  { n++; sgt += $1; ours += $2; t[n] = $4
    if ($2 < $1) fewer++; else if ($2 == $1) same++; else more++
    if ($3 == "yes") proven++
    d = $1 - $2; if (d > best) best = d }
  END {
    printf "| %s, seed %s: %d IDs | |\n|---|---|\n", params, seed, n
    printf "| sgt-flood moves, mean | %.2f |\n", sgt / n
    printf "| Tileflow moves, mean | %.2f |\n", ours / n
    printf "| Tileflow fewer / equal / more | %d / %d / %d |\n", fewer, same, more
    printf "| most moves saved on one ID | %d |\n", best
    printf "| proven optimal | %d of %d |\n", proven, n
    printf "| solve time_ms, median / 90th percentile / max | %.2f / %.2f / %.2f |\n", t[int((n + 1) / 2)], t[int(n * 0.9)], t[n]
  }'
