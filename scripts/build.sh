#!/usr/bin/env bash
# Configures and builds Tileflow into build/ (or $TILEFLOW_BUILD_DIR). Extra arguments go to cmake.
# TILEFLOW_TARGETS (space-separated) builds only those targets and what they need; TILEFLOW_JOBS sets
# how many compile at once (default: one per core).
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${TILEFLOW_BUILD_DIR:-build}"
generator=()
if command -v ninja >/dev/null && [[ ! -f "$build_dir/CMakeCache.txt" ]]; then generator=(-G Ninja); fi
cmake -S . -B "$build_dir" "${generator[@]}" "$@" >/dev/null
targets=()
for t in ${TILEFLOW_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build "$build_dir" --parallel "${TILEFLOW_JOBS:-$(nproc)}" "${targets[@]}"
