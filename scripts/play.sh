#!/usr/bin/env bash
# One command to play: installs what is missing, builds, and starts the game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
TILEFLOW_BUILD_TESTS=OFF scripts/build.sh -DTILEFLOW_BUILD_TESTS=OFF -DTILEFLOW_BUILD_BENCHMARKS=OFF
exec "${TILEFLOW_BUILD_DIR:-build}/tileflow" "$@"
