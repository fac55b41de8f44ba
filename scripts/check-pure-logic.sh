#!/usr/bin/env bash
# Fails if the pure logic (game/model, game/solve, game/generate, game/play, game/edit, game/geometry, engine/core) includes SDL or YAML.
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -rnE '#\s*include\s*[<"](SDL|yaml-cpp)' game/model game/solve game/generate game/play game/edit game/geometry engine/core; then
  echo "pure logic must not include SDL or yaml-cpp headers" >&2
  exit 1
fi
echo "pure logic is free of SDL and yaml-cpp"
