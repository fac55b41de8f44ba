#!/usr/bin/env bash
# Renders assets/icons/tileflow.svg to the PNG sizes desktops and launchers ask for. The PNGs are
# committed so that building and packaging need no SVG renderer; rerun after editing the SVG.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v rsvg-convert >/dev/null || { echo "needs rsvg-convert (Debian: librsvg2-bin)" >&2; exit 1; }
for size in 64 128 256; do
  rsvg-convert -w "$size" -h "$size" assets/icons/tileflow.svg -o "assets/icons/tileflow-${size}.png"
done
