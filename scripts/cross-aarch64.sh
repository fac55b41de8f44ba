#!/usr/bin/env bash
# Cross-builds Tileflow for aarch64 (64-bit Raspberry Pi OS, Linux handhelds) with Debian's cross
# toolchain, then runs the unit tests under qemu-aarch64. Installs what is missing (arm64 multiarch).
# Usage: scripts/cross-aarch64.sh [extra cmake arguments]   e.g. -DTILEFLOW_STATIC_RUNTIME=ON
# Environment: TILEFLOW_CROSS_DIR (default build-aarch64), TILEFLOW_CROSS_TESTS=0 to skip ctest,
# TILEFLOW_CROSS_INSTALL_ONLY=1 to install the packages and stop (CI does it while it builds).
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${TILEFLOW_CROSS_DIR:-build-aarch64}"

sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

# libyaml-cpp-dev is not Multi-Arch: same on Debian 12, so its arm64 and amd64 copies replace each
# other. The native build keeps the amd64 one; the cross build links the arm64 runtime library
# (libyaml-cpp0.7:arm64, co-installable) through a small pkg-config shim below.
packages=(g++-aarch64-linux-gnu qemu-user pkg-config
  libsdl2-dev:arm64 libsdl2-ttf-dev:arm64 libsdl2-image-dev:arm64 libgtest-dev:arm64 libqrencode-dev:arm64 libyaml-cpp0.7:arm64)
missing=()
for p in "${packages[@]}"; do installed "$p" || missing+=("$p"); done
if ((${#missing[@]} > 0)); then
  echo "Installing: ${missing[*]}"
  if ! dpkg --print-foreign-architectures | grep -qx arm64; then $sudo dpkg --add-architecture arm64; fi
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends -o Dpkg::Options::=--force-unsafe-io "${missing[@]}" >/dev/null
fi
if [[ "${TILEFLOW_CROSS_INSTALL_ONLY:-0}" == 1 ]]; then exit 0; fi

shim="$(realpath -m "$build_dir")/cross-deps"
mkdir -p "$shim/lib" "$shim/pkgconfig"
if ! installed libyaml-cpp-dev:arm64; then
  ln -sf /usr/lib/aarch64-linux-gnu/libyaml-cpp.so.0.7 "$shim/lib/libyaml-cpp.so"
  cat >"$shim/pkgconfig/yaml-cpp.pc" <<PC
Name: yaml-cpp
Description: yaml-cpp 0.7 for aarch64 (arm64 runtime library, architecture-independent headers)
Version: 0.7.0
Libs: -L$shim/lib -lyaml-cpp
Cflags: -I/usr/include
PC
fi

# libcadical-dev (CaDiCaL: a static library and its header) is not Multi-Arch either, and has no
# runtime package: the arm64 static library is taken out of the arm64 package into the shim; the
# header is the same for both architectures.
cadical="$shim/cadical/usr/lib/aarch64-linux-gnu/libcadical.a"
if [[ ! -f "$cadical" ]]; then
  (cd "$shim" && rm -f libcadical-dev_*_arm64.deb && apt-get download -qq libcadical-dev:arm64 &&
    dpkg-deb -x libcadical-dev_*_arm64.deb cadical)
fi

start=$(date +%s)
generator=()
if command -v ninja >/dev/null && [[ ! -f "$build_dir/CMakeCache.txt" ]]; then generator=(-G Ninja); fi
PKG_CONFIG_PATH="$shim/pkgconfig" cmake -S . -B "$build_dir" "${generator[@]}" \
  -DCMAKE_TOOLCHAIN_FILE="$PWD/cmake/aarch64-linux-gnu.cmake" -DCMAKE_BUILD_TYPE=Release \
  -DTILEFLOW_BUILD_BENCHMARKS=OFF -DCADICAL_LIBRARY="$cadical" -DCADICAL_INCLUDE_DIR=/usr/include "$@" >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)"
echo "aarch64 build: $(($(date +%s) - start)) s"

if [[ "${TILEFLOW_CROSS_TESTS:-1}" != 0 ]]; then
  start=$(date +%s)
  ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" -L unit
  echo "aarch64 tests under qemu: $(($(date +%s) - start)) s"
fi
