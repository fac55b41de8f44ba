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
