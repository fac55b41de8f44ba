#!/usr/bin/env bash
# Fails if the pure logic (game/model, game/solve, game/generate, game/play, game/edit,
# game/geometry, game/mode, game/flood, game/lines, game/daily, game/net, engine/core, engine/net) includes SDL or YAML,
# or if the SDL-free layers above it (game/io, game/store, game/netmatch, the headless game/cli) include SDL or
# anything that wraps it (engine/platform, engine/input, engine/ui, game/view, game/screens,
# game/cli_sdl).
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -rnE '#\s*include\s*[<"](SDL|yaml-cpp)' game/model game/solve game/generate game/play game/edit game/geometry game/mode game/flood game/lines game/daily game/net engine/core engine/net; then
  echo "pure logic must not include SDL or yaml-cpp headers" >&2
  exit 1
fi
if grep -rnE '#\s*include\s*[<"](SDL|qrencode|engine/(platform|input|ui)/|game/(view|screens|cli_sdl)/)' \
  game/io game/store game/cli game/netmatch engine/core engine/net; then
  echo "game/io, game/store and game/cli must build without SDL" >&2
  exit 1
fi
echo "pure logic is free of SDL and yaml-cpp; io, store and the headless CLI are free of SDL"
