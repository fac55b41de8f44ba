#!/usr/bin/env bash
# Installs the Debian packages Tileflow needs to build, run and test; skips what is present.
# Usage: scripts/install-deps.sh [--test]   (--test adds what only the test suite needs)
set -euo pipefail

packages=(build-essential cmake ninja-build pkg-config git
  libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libyaml-cpp-dev libqrencode-dev)
if [[ "${1:-}" == "--test" ]]; then
  packages+=(libgtest-dev libgmock-dev libbenchmark-dev sgt-puzzles zbar-tools clang-format)
  # Fuzzing (clang with libFuzzer and its sanitizer runtimes) and the real-window test.
  packages+=(clang libclang-rt-14-dev llvm xvfb xauth xdotool imagemagick)
  # The memory check: Mesa's software OpenGL (llvmpipe) behind SDL's default renderer under Xvfb.
  packages+=(libgl1-mesa-dri libglx-mesa0)
  # Install test: validators for the desktop entry and AppStream metainfo; dpkg-shlibdeps for cpack.
  packages+=(desktop-file-utils appstream dpkg-dev)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "Installing: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
