# Translations (docs/translations.md): each po/LANG.po is checked and compiled by msgfmt into
# BUILD/locale/LANG/LC_MESSAGES/tileflow.mo at build time, where the game run from the build folder
# finds it (engine/core/Translate findLocaleDir), and installed to share/locale. The target
# tileflow_pot writes po/tileflow.pot again from the sources (xgettext); a test fails when the
# committed one is stale or a .po is broken. The desktop entry and AppStream metainfo are translated
# the same way. gettext's tools are Debian's gettext package.
find_program(TILEFLOW_MSGFMT msgfmt REQUIRED)
find_program(TILEFLOW_XGETTEXT xgettext)
file(GLOB TILEFLOW_PO_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/po/*.po)
set(TILEFLOW_MO_FILES)
foreach(po IN LISTS TILEFLOW_PO_FILES)
  get_filename_component(lang ${po} NAME_WE)
  set(mo ${CMAKE_BINARY_DIR}/locale/${lang}/LC_MESSAGES/tileflow.mo)
  add_custom_command(OUTPUT ${mo}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/locale/${lang}/LC_MESSAGES
    COMMAND ${TILEFLOW_MSGFMT} --check --output-file=${mo} ${po}
    DEPENDS ${po} COMMENT "Compiling the ${lang} translation" VERBATIM)
  list(APPEND TILEFLOW_MO_FILES ${mo})
endforeach()
# The desktop entry and the AppStream metainfo with every language's Name, Comment, summary and
# description (msgfmt --desktop / --xml, the languages of po/LINGUAS), installed from BUILD/dist.
set(TILEFLOW_DIST_FILES)
foreach(kind desktop metainfo.xml)
  set(template ${CMAKE_SOURCE_DIR}/dist/linux/${TILEFLOW_APP_ID}.${kind})
  set(out ${CMAKE_BINARY_DIR}/dist/${TILEFLOW_APP_ID}.${kind})
  set(mode --desktop)
  if(kind STREQUAL "metainfo.xml")
    set(mode --xml)
  endif()
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/dist
    COMMAND ${TILEFLOW_MSGFMT} ${mode} --template=${template} -d ${CMAKE_SOURCE_DIR}/po --output-file=${out}
    DEPENDS ${template} ${TILEFLOW_PO_FILES} ${CMAKE_SOURCE_DIR}/po/LINGUAS
    COMMENT "Translating ${TILEFLOW_APP_ID}.${kind}" VERBATIM)
  list(APPEND TILEFLOW_DIST_FILES ${out})
endforeach()
add_custom_target(tileflow_translations ALL DEPENDS ${TILEFLOW_MO_FILES} ${TILEFLOW_DIST_FILES})
install(DIRECTORY ${CMAKE_BINARY_DIR}/locale/ DESTINATION ${CMAKE_INSTALL_LOCALEDIR} COMPONENT game)
add_custom_target(tileflow_pot COMMAND ${CMAKE_SOURCE_DIR}/scripts/translations.sh pot
  WORKING_DIRECTORY ${CMAKE_SOURCE_DIR} COMMENT "Writing po/tileflow.pot" VERBATIM)
if(TILEFLOW_BUILD_TESTS)
  add_test(NAME translations_pot_current COMMAND ${CMAKE_SOURCE_DIR}/scripts/translations.sh check-pot)
  add_test(NAME translations_po_valid COMMAND ${CMAKE_SOURCE_DIR}/scripts/translations.sh check-po)
  set_tests_properties(translations_pot_current translations_po_valid PROPERTIES LABELS unit)
endif()
# The programs that switch languages in their tests, and the game, find the catalogues built.
foreach(target tileflow_tests tileflow_ui_tests tileflow-game)
  if(TARGET ${target})
    add_dependencies(${target} tileflow_translations)
  endif()
endforeach()
