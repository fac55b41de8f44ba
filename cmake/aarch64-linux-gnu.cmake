# Cross-compiling for 64-bit ARM Linux (Raspberry Pi OS 64-bit, handhelds) with Debian's
# g++-aarch64-linux-gnu and multiarch arm64 -dev packages. Test programs run under qemu-aarch64,
# so ctest and gtest_discover_tests work in the cross build.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(TILEFLOW_TRIPLE aarch64-linux-gnu)

set(CMAKE_C_COMPILER ${TILEFLOW_TRIPLE}-gcc)
set(CMAKE_CXX_COMPILER ${TILEFLOW_TRIPLE}-g++)

# Debian multiarch: arm64 libraries live in /usr/lib/aarch64-linux-gnu, headers mostly shared.
set(CMAKE_LIBRARY_ARCHITECTURE ${TILEFLOW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH /usr/${TILEFLOW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)

# pkg-config must report the arm64 .pc files, never the build machine's.
# PKG_CONFIG_PATH stays: scripts/cross-aarch64.sh uses it for a yaml-cpp shim.
set(ENV{PKG_CONFIG_LIBDIR} /usr/lib/${TILEFLOW_TRIPLE}/pkgconfig:/usr/share/pkgconfig)
find_program(TILEFLOW_CROSS_PKG_CONFIG NAMES ${TILEFLOW_TRIPLE}-pkg-config pkg-config)
set(PKG_CONFIG_EXECUTABLE ${TILEFLOW_CROSS_PKG_CONFIG} CACHE FILEPATH "")

# The arm64 -dev packages bring multiarch libc6:arm64, whose loader /lib/ld-linux-aarch64.so.1
# qemu then finds by itself. -L /usr/aarch64-linux-gnu (the cross compiler's libc6-arm64-cross) is
# only a fallback: mixed with the multiarch libraries it made threaded tests hang at thread join.
find_program(TILEFLOW_QEMU qemu-aarch64 qemu-aarch64-static)
if(TILEFLOW_QEMU)
  if(EXISTS /lib/ld-linux-aarch64.so.1)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${TILEFLOW_QEMU})
  else()
    set(CMAKE_CROSSCOMPILING_EMULATOR ${TILEFLOW_QEMU};-L;/usr/${TILEFLOW_TRIPLE})
  endif()
endif()
