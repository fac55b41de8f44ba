# tileflow_module(NAME DIRS dir... DEPS target...): one static library from every .cpp in the given
# folders, so adding a file to a module needs no CMake edit. Its sources are compiled in unity
# batches on the shared precompiled headers (TileflowSpeed.cmake). With TILEFLOW_CHECK_HEADERS
# (CI's header stage), each header also gets a translation unit of its own that includes only it,
# without precompiled headers or batching (target NAME_headers, all of them built by
# tileflow_header_check), so a header that leans on what its includers happened to include first
# fails the build.
function(tileflow_module name)
  cmake_parse_arguments(M "" "" "DIRS;DEPS" ${ARGN})
  set(sources)
  set(headers)
  foreach(dir IN LISTS M_DIRS)
    file(GLOB found CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${dir}/*.cpp)
    list(APPEND sources ${found})
    file(GLOB found CONFIGURE_DEPENDS RELATIVE ${CMAKE_SOURCE_DIR} ${CMAKE_SOURCE_DIR}/${dir}/*.hpp)
    list(APPEND headers ${found})
  endforeach()
  add_library(${name} STATIC ${sources})
  target_include_directories(${name} PUBLIC ${CMAKE_SOURCE_DIR})
  target_link_libraries(${name} PUBLIC ${M_DEPS} PRIVATE tileflow_options)
  tileflow_speed_up(${name})
  if(TILEFLOW_CHECK_HEADERS AND headers)
    set(checks)
    foreach(header IN LISTS headers)
      set(check ${CMAKE_BINARY_DIR}/header-check/${header}.cpp)
      # Written only when missing or different, so a reconfigure does not rebuild every check.
      file(CONFIGURE OUTPUT ${check} CONTENT "#include \"${header}\"\n")
      list(APPEND checks ${check})
    endforeach()
    add_library(${name}_headers OBJECT ${checks})
    target_link_libraries(${name}_headers PRIVATE ${name} tileflow_options)
    # Parsing is what is checked: no code to optimise or describe, one header per translation unit.
    target_compile_options(${name}_headers PRIVATE -O0 -g0)
    set_target_properties(${name}_headers PROPERTIES UNITY_BUILD OFF)
    add_dependencies(tileflow_header_check ${name}_headers)
  endif()
endfunction()

# tileflow_test(NAME DIRS dir... DEPS target... [LABEL label]): one GoogleTest executable from every
# .cpp in the given folders under tests/. Folders that link the same libraries share an executable,
# so a change to a library relinks a few test programs rather than one per folder.
function(tileflow_test name)
  cmake_parse_arguments(T "" "LABEL" "DIRS;DEPS" ${ARGN})
  set(sources)
  foreach(dir IN LISTS T_DIRS)
    file(GLOB found CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/${dir}/*.cpp)
    list(APPEND sources ${found})
  endforeach()
  if(TILEFLOW_TESTS_MATCHING)
    # Only the files with a test whose name matches; an executable left with none is not made.
    set(kept)
    foreach(source IN LISTS sources)
      file(STRINGS ${source} hits REGEX "^(TEST|TEST_F|TEST_P)\\(.*(${TILEFLOW_TESTS_MATCHING})")
      if(hits)
        list(APPEND kept ${source})
      endif()
    endforeach()
    set(sources ${kept})
    if(NOT sources)
      return()
    endif()
  endif()
  add_executable(${name} ${sources})
  target_link_libraries(${name} PRIVATE ${T_DEPS} GTest::gtest GTest::gtest_main tileflow_options)
  target_compile_definitions(${name} PRIVATE
    TILEFLOW_SOURCE_DIR="${CMAKE_SOURCE_DIR}" TILEFLOW_BINARY_DIR="${CMAKE_BINARY_DIR}")
  tileflow_speed_up(${name} TESTS)
  if(NOT T_LABEL)
    set(T_LABEL unit)
  endif()
  set(shards ${TILEFLOW_TEST_SHARDS})
  if(CMAKE_CROSSCOMPILING)
    # The tests run under an emulator, where every step costs several times its native price: the
    # longest property tests run a quarter of their random cases (tests/support/TestScale.hpp).
    target_compile_definitions(${name} PRIVATE TILEFLOW_TEST_EMULATED)
    if(NOT shards)
      # Each process start costs most of a second there (qemu translates the program's start-up
      # again): 839 of them took about 14 minutes of CI's aarch64 stage.
      set(shards 4)
    endif()
  endif()
  if(shards GREATER 0)
    # Each test program whole, as `shards` gtest shards (TILEFLOW_TEST_SHARDS), which ctest runs
    # side by side; a failure's output names the test.
    math(EXPR last "${shards} - 1")
    foreach(shard RANGE ${last})
      add_test(NAME ${name}_shard_${shard} COMMAND ${name})
      set_tests_properties(${name}_shard_${shard} PROPERTIES LABELS ${T_LABEL} TIMEOUT 1500
        ENVIRONMENT "GTEST_TOTAL_SHARDS=${shards};GTEST_SHARD_INDEX=${shard}")
    endforeach()
  else()
    gtest_discover_tests(${name} PROPERTIES LABELS ${T_LABEL} DISCOVERY_TIMEOUT 60)
  endif()
endfunction()
