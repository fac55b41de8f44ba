# Build speed: unity batches, precompiled headers, ccache and a fast linker (docs/build-speed.md).
# Each is an option, so a developer can turn one off to look at a problem without it.
option(TILEFLOW_UNITY "Compile each module's sources in batches (unity build)" ON)
set(TILEFLOW_UNITY_BATCH 8 CACHE STRING "Source files per unity batch")
option(TILEFLOW_PCH "Precompile the heavy headers (standard library, GoogleTest, SDL) once" ON)
set(TILEFLOW_LINKER "auto" CACHE STRING "Linker for -fuse-ld: auto (lld, then gold, when the compiler takes it), bfd, gold or lld")

# ccache, when it is installed: a rebuild of what was built before (another branch, a clean build
# folder) takes it from the cache. The sloppiness lets it cache compilations that use the
# precompiled headers.
find_program(TILEFLOW_CCACHE ccache)
if(TILEFLOW_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env
    CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime ${TILEFLOW_CCACHE})
endif()

# The default linker (GNU ld) spends seconds on each test program's debug information; lld and
# gold take a fraction of that.
if(TILEFLOW_LINKER STREQUAL "auto")
  include(CheckLinkerFlag)
  foreach(linker lld gold)
    check_linker_flag(CXX -fuse-ld=${linker} TILEFLOW_LINKER_${linker})
    if(TILEFLOW_LINKER_${linker})
      target_link_options(tileflow_options INTERFACE -fuse-ld=${linker})
      break()
    endif()
  endforeach()
elseif(NOT TILEFLOW_LINKER STREQUAL "bfd")
  target_link_options(tileflow_options INTERFACE -fuse-ld=${TILEFLOW_LINKER})
endif()

# Every header-alone check target joins this one (TILEFLOW_CHECK_HEADERS; CI's header stage).
add_custom_target(tileflow_header_check)

# The precompiled headers. A precompiled header serves only compilations with the same options and
# predefined macros, so there is one per set of flags: the libraries, the libraries on SDL (whose
# pkg-config flags define _REENTRANT), and the same two for the tests with GoogleTest. Each is
# compiled once by a small object library and reused by every target of its kind. Only headers
# from outside the project are precompiled, so a change to the project's own headers never
# rebuilds them; the header check (above) still compiles each project header on its own, without
# them.
set(TILEFLOW_PCH_STD <algorithm> <array> <atomic> <chrono> <cstddef> <cstdint> <cstdio> <cstdlib>
  <cstring> <filesystem> <fstream> <functional> <map> <memory> <optional> <set> <sstream> <stdexcept>
  <string> <string_view> <system_error> <thread> <utility> <vector>)

function(tileflow_pch_holder name)
  cmake_parse_arguments(P "" "" "HEADERS;LIBS" ${ARGN})
  set(source ${CMAKE_BINARY_DIR}/pch/${name}.cpp)
  file(CONFIGURE OUTPUT ${source} CONTENT "// Compiles the precompiled header of ${name}.\n")
  add_library(${name} OBJECT ${source})
  target_link_libraries(${name} PRIVATE ${P_LIBS} tileflow_options)
  target_precompile_headers(${name} PRIVATE ${P_HEADERS})
endfunction()

if(TILEFLOW_PCH)
  tileflow_pch_holder(tileflow_pch HEADERS ${TILEFLOW_PCH_STD})
  if(TILEFLOW_BUILD_GAME)
    tileflow_pch_holder(tileflow_pch_sdl HEADERS ${TILEFLOW_PCH_STD} <SDL.h> LIBS PkgConfig::SDL2)
  endif()
  if(TILEFLOW_BUILD_TESTS)
    tileflow_pch_holder(tileflow_pch_tests HEADERS ${TILEFLOW_PCH_STD} <gtest/gtest.h> LIBS GTest::gtest)
    if(TILEFLOW_BUILD_GAME)
      tileflow_pch_holder(tileflow_pch_tests_sdl HEADERS ${TILEFLOW_PCH_STD} <gtest/gtest.h> <SDL.h>
        LIBS GTest::gtest PkgConfig::SDL2)
    endif()
  endif()
endif()

# tileflow_speed_up(TARGET [TESTS]): unity batches and the precompiled header that fits the
# target's flags (SDL or not, tests or not).
function(tileflow_speed_up target)
  cmake_parse_arguments(S "TESTS" "" "" ${ARGN})
  if(TILEFLOW_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${TILEFLOW_UNITY_BATCH})
  endif()
  if(TILEFLOW_PCH)
    # SDL's flags reach a target through any library it links that links SDL.
    set(holder tileflow_pch)
    if(S_TESTS)
      set(holder tileflow_pch_tests)
    endif()
    if(TILEFLOW_BUILD_GAME)
      tileflow_links_sdl(${target} sdl)
      if(sdl)
        set(holder ${holder}_sdl)
      endif()
    endif()
    target_precompile_headers(${target} REUSE_FROM ${holder})
  endif()
endfunction()

# Sets OUT to TRUE when TARGET links PkgConfig::SDL2, directly or through the project's libraries.
function(tileflow_links_sdl target out)
  set(found FALSE)
  set(pending ${target})
  set(seen)
  while(pending)
    list(POP_FRONT pending current)
    if(current IN_LIST seen OR NOT TARGET ${current})
      continue()
    endif()
    list(APPEND seen ${current})
    if(current STREQUAL "PkgConfig::SDL2")
      set(found TRUE)
      break()
    endif()
    get_target_property(links ${current} LINK_LIBRARIES)
    get_target_property(interface ${current} INTERFACE_LINK_LIBRARIES)
    foreach(link IN LISTS links interface)
      if(link AND NOT link MATCHES "^\\$<")
        list(APPEND pending ${link})
      endif()
    endforeach()
  endwhile()
  set(${out} ${found} PARENT_SCOPE)
endfunction()
