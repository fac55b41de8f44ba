# TILEFLOW_FUZZ: libFuzzer targets for the loaders (tests/fuzz), built with clang under ASan+UBSan.
# Configure a separate build folder, e.g.
#   cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DTILEFLOW_FUZZ=ON -DTILEFLOW_BUILD_GAME=OFF
# Each target also runs briefly over its seed corpus as a ctest case with the label `fuzz`.
option(TILEFLOW_FUZZ "Build the libFuzzer targets (needs clang)" OFF)
set(TILEFLOW_FUZZ_RUNS 2000 CACHE STRING "Inputs each fuzz target tries inside ctest")

if(TILEFLOW_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "TILEFLOW_FUZZ needs clang: configure with -DCMAKE_CXX_COMPILER=clang++")
  endif()
  # Coverage feedback and sanitizers for all of our code, not only the fuzz entry points; this
  # works because tileflow_options is linked by every module and read at generate time.
  target_compile_options(tileflow_options INTERFACE
    -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(tileflow_options INTERFACE -fsanitize=address,undefined)

  set(targets fuzz_catalog fuzz_level fuzz_net_id fuzz_hexapipes fuzz_saves fuzz_flood_id fuzz_flood_file
    fuzz_net_messages fuzz_lines_file fuzz_lines_share_code fuzz_flood_share_code fuzz_compiled_catalog)
  # The share-code decoder joins once it is in the tree.
  if(EXISTS ${CMAKE_SOURCE_DIR}/game/io/ShareCode.hpp)
    list(APPEND targets fuzz_share_code fuzz_code_file)
  endif()
  # The transport's frame decoder and discovery parser need only the engine's net library.
  set(net_targets fuzz_net_frames)
  foreach(target IN LISTS targets net_targets)
    add_executable(${target} ${CMAKE_SOURCE_DIR}/tests/fuzz/${target}.cpp)
    if(target IN_LIST net_targets)
      target_link_libraries(${target} PRIVATE tileflow_engine_net tileflow_options)
    else()
      target_link_libraries(${target} PRIVATE tileflow_io tileflow_options)
    endif()
    target_link_options(${target} PRIVATE -fsanitize=fuzzer)
    target_compile_definitions(${target} PRIVATE TILEFLOW_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
    set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/fuzz)
    file(MAKE_DIRECTORY ${CMAKE_SOURCE_DIR}/tests/fuzz/corpus/${target})
    # A working corpus in the build folder keeps the committed seeds untouched; -max_len lets the
    # level seeds (a few kilobytes) mutate whole.
    set(work ${CMAKE_BINARY_DIR}/fuzz/${target}-corpus)
    file(MAKE_DIRECTORY ${work})
    add_test(NAME ${target}_smoke
      COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
        $<TARGET_FILE:${target}> -runs=${TILEFLOW_FUZZ_RUNS} -max_len=16384 -timeout=10 -rss_limit_mb=2048
        -seed=1 -artifact_prefix=${CMAKE_BINARY_DIR}/fuzz/ ${work} ${CMAKE_SOURCE_DIR}/tests/fuzz/corpus/${target})
    set_tests_properties(${target}_smoke PROPERTIES LABELS fuzz TIMEOUT 300)
  endforeach()
endif()
