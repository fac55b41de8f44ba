# tileflow_module(NAME DIRS dir... DEPS target...): one static library from every .cpp in the given
# folders, so adding a file to a module needs no CMake edit.
function(tileflow_module name)
  cmake_parse_arguments(M "" "" "DIRS;DEPS" ${ARGN})
  set(sources)
  foreach(dir IN LISTS M_DIRS)
    file(GLOB found CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${dir}/*.cpp)
    list(APPEND sources ${found})
  endforeach()
  add_library(${name} STATIC ${sources})
  target_include_directories(${name} PUBLIC ${CMAKE_SOURCE_DIR})
  target_link_libraries(${name} PUBLIC ${M_DEPS} PRIVATE tileflow_options)
endfunction()

# tileflow_test(NAME DIR dir DEPS target...): one GoogleTest executable from every .cpp in tests/<dir>.
function(tileflow_test name)
  cmake_parse_arguments(T "" "DIR;LABEL" "DEPS" ${ARGN})
  file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/${T_DIR}/*.cpp)
  add_executable(${name} ${sources})
  target_link_libraries(${name} PRIVATE ${T_DEPS} GTest::gtest GTest::gtest_main tileflow_options)
  target_compile_definitions(${name} PRIVATE
    TILEFLOW_SOURCE_DIR="${CMAKE_SOURCE_DIR}" TILEFLOW_BINARY_DIR="${CMAKE_BINARY_DIR}")
  if(NOT T_LABEL)
    set(T_LABEL unit)
  endif()
  gtest_discover_tests(${name} PROPERTIES LABELS ${T_LABEL} DISCOVERY_TIMEOUT 60)
endfunction()
