option(TILEFLOW_CHECK_HEADERS "Compile every header of every module on its own" ON)

# tileflow_module(NAME DIRS dir... DEPS target...): one static library from every .cpp in the given
# folders, so adding a file to a module needs no CMake edit. With TILEFLOW_CHECK_HEADERS, each
# header also gets a translation unit of its own that includes only it (target NAME_headers, part
# of the default build), so a header that leans on what its includers happened to include first
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
  endif()
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
