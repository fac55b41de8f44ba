#!/usr/bin/env bash
# One command to test: installs what is missing, builds the game and every test program into build/
# (or $TILEFLOW_BUILD_DIR), and runs every test with ctest. Extra arguments go to ctest (e.g. -L
# unit). Without any, the memory check (label memory, ten minutes of game time per renderer) is
# left to CI's own stage: `ctest -L memory` runs it. The benchmarks are built when
# TILEFLOW_BENCHMARKS=ON (they are no tests; CI's sanitizer build keeps them compiling).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test
werror=OFF
benchmarks="${TILEFLOW_BENCHMARKS:-OFF}"
if [[ -n "${CI:-}" ]]; then
  werror=ON
fi
scripts/build.sh -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTILEFLOW_BUILD_TESTS=ON -DTILEFLOW_BUILD_BENCHMARKS="$benchmarks" \
  -DTILEFLOW_WERROR="$werror"
if (($# == 0)); then set -- -LE memory; fi
ctest --test-dir "${TILEFLOW_BUILD_DIR:-build}" --output-on-failure --parallel "$(nproc)" "$@"
