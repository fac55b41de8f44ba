# ctest script: cmake --install BUILD_DIR into PREFIX, then checks files, data lookup and metadata.
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
  RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${rc}")
endif()

set(id io.github.tileflow.Tileflow)
foreach(f bin/tileflow bin/tileflow-game share/tileflow/assets/catalog.yaml share/tileflow/assets/fonts/DejaVuSans.ttf
    share/tileflow/levels/01-meadow.yaml share/applications/${id}.desktop share/metainfo/${id}.metainfo.xml
    share/icons/hicolor/64x64/apps/${id}.png share/icons/hicolor/128x128/apps/${id}.png
    share/icons/hicolor/256x256/apps/${id}.png share/doc/tileflow/LICENSE)
  if(NOT EXISTS ${PREFIX}/${f})
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()

# The installed binary must find share/tileflow by itself (no TILEFLOW_DATA_DIR), run from a folder
# that is neither the build nor the source tree.
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=TILEFLOW_DATA_DIR ${EMULATOR} ${PREFIX}/bin/tileflow catalog
  WORKING_DIRECTORY ${PREFIX} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "tile types: [1-9]")
  message(FATAL_ERROR "installed catalog failed (${rc}): ${out}${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=TILEFLOW_DATA_DIR
    ${EMULATOR} ${PREFIX}/bin/tileflow check ${PREFIX}/share/tileflow/levels/01-meadow.yaml
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "installed check failed (${rc}): ${out}${err}")
endif()

# `tileflow` runs the headless commands itself and hands the rest to bin/tileflow-game beside it:
# its help lists the drawing commands only the game binary has. (Not through an emulator: the
# program it execs would run natively.)
if(NOT EMULATOR)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=TILEFLOW_DATA_DIR ${PREFIX}/bin/tileflow --help
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "tileflow screenshot")
    message(FATAL_ERROR "installed tileflow did not reach tileflow-game (${rc}): ${out}${err}")
  endif()
endif()

# A build also knows its source tree as a last resort, so prove the installed copy is the one read:
# a broken installed catalog must make the installed binary fail.
set(catalog ${PREFIX}/share/tileflow/assets/catalog.yaml)
file(RENAME ${catalog} ${catalog}.good)
file(WRITE ${catalog} "flows: [unterminated\n")
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=TILEFLOW_DATA_DIR ${EMULATOR} ${PREFIX}/bin/tileflow catalog
  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
file(RENAME ${catalog}.good ${catalog})
if(rc EQUAL 0)
  message(FATAL_ERROR "the installed binary did not read share/tileflow/assets/catalog.yaml")
endif()

# The desktop entry and metainfo carry the translations (msgfmt --desktop / --xml at build time).
file(READ ${PREFIX}/share/applications/${id}.desktop desktop)
file(READ ${PREFIX}/share/metainfo/${id}.metainfo.xml metainfo)
if(NOT desktop MATCHES "\nComment\\[de\\]=" OR NOT metainfo MATCHES "<summary xml:lang=\"ru\">")
  message(FATAL_ERROR "the installed desktop entry or metainfo is not translated")
endif()

find_program(DFV desktop-file-validate)
if(DFV)
  execute_process(COMMAND ${DFV} ${PREFIX}/share/applications/${id}.desktop
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT "${out}${err}" STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate: ${out}${err}")
  endif()
endif()
find_program(ASCLI appstreamcli)
if(ASCLI)
  execute_process(COMMAND ${ASCLI} validate --no-net --pedantic ${PREFIX}/share/metainfo/${id}.metainfo.xml
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "appstreamcli validate: ${out}${err}")
  endif()
endif()
