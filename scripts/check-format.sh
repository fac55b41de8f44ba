#!/usr/bin/env bash
# Fails if a tracked C++ source differs from what the committed .clang-format makes of it.
# Run `scripts/check-format.sh --fix` to format them in place.
set -euo pipefail
cd "$(dirname "$0")/.."
formatter="${CLANG_FORMAT:-clang-format}"
if ! command -v "$formatter" >/dev/null; then
  echo "$formatter is not installed (scripts/install-deps.sh --test installs it)" >&2
  exit 1
fi
mapfile -t files < <(git ls-files -- '*.cpp' '*.hpp' 2>/dev/null || find engine game tests benchmarks -name '*.[ch]pp')
if [[ "${1:-}" == "--fix" ]]; then
  "$formatter" -i "${files[@]}"
  exit 0
fi
if ! "$formatter" --dry-run -Werror "${files[@]}"; then
  echo "these files are not formatted: run scripts/check-format.sh --fix" >&2
  exit 1
fi
echo "${#files[@]} files formatted as .clang-format says"
