#!/usr/bin/env bash
# Installs the Debian packages Tileflow needs to build, run and test; skips what is present.
# Usage: scripts/install-deps.sh [--test] [--fuzz]
#   --test adds what only the test suite needs; --fuzz what CI's fuzzing stage needs (clang).
set -euo pipefail

packages=(build-essential cmake ninja-build pkg-config git
  libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libyaml-cpp-dev libqrencode-dev libcadical-dev
  gettext)  # xgettext and msgfmt: the translation catalogues (docs/translations.md)
for option in "$@"; do
  case "$option" in
    --test)
      packages+=(libgtest-dev libgmock-dev libbenchmark-dev sgt-puzzles zbar-tools clang-format)
      # The real-window test.
      packages+=(xvfb xauth xdotool imagemagick)
      # The memory check: Mesa's software OpenGL (llvmpipe) behind SDL's default renderer under Xvfb.
      packages+=(libgl1-mesa-dri libglx-mesa0)
      # Install test: validators for the desktop entry and AppStream metainfo; dpkg-shlibdeps for cpack.
      packages+=(desktop-file-utils appstream dpkg-dev)
      ;;
    --fuzz)
      # Fuzzing: clang with libFuzzer and its sanitizer runtimes.
      packages+=(clang libclang-rt-14-dev llvm)
      ;;
    *)
      echo "install-deps: unknown option $option (expected --test or --fuzz)" >&2
      exit 2
      ;;
  esac
done

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
# Unpacking without an fsync per file takes a fraction of the time; a crash mid-install would
# need a reinstall either way.
$sudo apt-get install -y -qq --no-install-recommends -o Dpkg::Options::=--force-unsafe-io "${missing[@]}" >/dev/null
