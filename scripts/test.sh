#!/usr/bin/env bash
# One command to test: installs what is missing, builds everything, and runs every test with ctest.
# Extra arguments go to ctest (e.g. -L unit).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test
werror=OFF
if [[ -n "${CI:-}" ]]; then werror=ON; fi
scripts/build.sh -DTILEFLOW_BUILD_TESTS=ON -DTILEFLOW_BUILD_BENCHMARKS=ON -DTILEFLOW_WERROR="$werror"
ctest --test-dir "${TILEFLOW_BUILD_DIR:-build}" --output-on-failure --parallel "$(nproc)" "$@"
