# Warnings, warnings-as-errors and sanitizers in one place.
option(TILEFLOW_WERROR "Treat warnings as errors" OFF)
set(TILEFLOW_SANITIZE "" CACHE STRING "Sanitizers: '', 'address,undefined' or 'thread'")

add_library(tileflow_options INTERFACE)
target_compile_options(tileflow_options INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual
  -Wnull-dereference -Wimplicit-fallthrough)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  # g++ 12 reports false positives from libstdc++ internals at -O2/-O3 (GCC bugs 105651, 106199).
  target_compile_options(tileflow_options INTERFACE -Wno-restrict -Wno-stringop-overflow -Wno-array-bounds)
endif()
if(TILEFLOW_WERROR)
  target_compile_options(tileflow_options INTERFACE -Werror)
endif()
if(TILEFLOW_SANITIZE)
  target_compile_options(tileflow_options INTERFACE -fsanitize=${TILEFLOW_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all)
  target_link_options(tileflow_options INTERFACE -fsanitize=${TILEFLOW_SANITIZE})
endif()
option(TILEFLOW_CHECK_HEADERS "Compile every header of every module on its own (CI's header stage)" OFF)
# 0: ctest runs each GoogleTest test in a process of its own (the default: a failure names its test,
# and `ctest -R` picks single tests). N > 0: each test program runs whole, as N gtest shards, for
# builds where a process start is dear (sanitizers load ~0.4 s of instrumented program per start;
# an emulator translates the start-up again). Cross builds default to 4.
set(TILEFLOW_TEST_SHARDS 0 CACHE STRING "Run each test program whole as this many gtest shards (0: a process per test)")
