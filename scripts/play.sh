#!/usr/bin/env bash
# One command to play: installs what is missing, builds the game alone (optimised, no debug
# information, no tests or benchmarks) into build-play/ (or $TILEFLOW_BUILD_DIR), and starts it.
# Arguments go to the game (e.g. --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export TILEFLOW_BUILD_DIR="${TILEFLOW_BUILD_DIR:-build-play}"
TILEFLOW_TARGETS=tileflow scripts/build.sh -DCMAKE_BUILD_TYPE=Release -DTILEFLOW_BUILD_TESTS=OFF \
  -DTILEFLOW_BUILD_BENCHMARKS=OFF -DTILEFLOW_CHECK_HEADERS=OFF
exec "$TILEFLOW_BUILD_DIR/tileflow" "$@"
