#!/bin/sh
# Rebuilds the built-in level packs from their recipes, byte for byte: levels/NN-*.yaml from
# levels/recipes/packs.yaml and levels/lines/NN-*.yaml from levels/recipes/lines-packs.yaml.
# usage: scripts/make-levels.sh [BUILD_DIR] [--check]
#   BUILD_DIR defaults to build; --check compares with levels/ instead of writing.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case "$build" in /*) ;; *) build="$root/$build" ;; esac
shift 2>/dev/null || true
if [ ! -x "$build/tileflow" ]; then
  echo "make-levels: $build/tileflow not found; build first (scripts/build.sh)" >&2
  exit 2
fi
status=0
"$build/tileflow" make-packs "$root/levels/recipes/packs.yaml" --out "$root/levels" "$@" || status=$?
"$build/tileflow" make-packs "$root/levels/recipes/lines-packs.yaml" --out "$root/levels/lines" "$@" || status=$?
exit $status
