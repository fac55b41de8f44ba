#!/usr/bin/env bash
# One command to test: installs what is missing, builds everything, and runs every test with ctest.
# Extra arguments go to ctest (e.g. -L unit). Without any, the memory check (label memory, ten
# minutes of game time per renderer) is left to CI's own stage: `ctest -L memory` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test
werror=OFF
if [[ -n "${CI:-}" ]]; then werror=ON; fi
scripts/build.sh -DTILEFLOW_BUILD_TESTS=ON -DTILEFLOW_BUILD_BENCHMARKS=ON -DTILEFLOW_WERROR="$werror"
if (($# == 0)); then set -- -LE memory; fi
ctest --test-dir "${TILEFLOW_BUILD_DIR:-build}" --output-on-failure --parallel "$(nproc)" "$@"
