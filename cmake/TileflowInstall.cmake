# Installation (GNUInstallDirs), desktop integration and the Debian package (CPack).
# Layout: bin/tileflow (headless commands; execs bin/tileflow-game for the game); share/tileflow/{assets,levels}, which DataDir finds as <exe>/../share/tileflow;
# share/applications, share/metainfo and share/icons/hicolor for desktops and software centres.
include(GNUInstallDirs)

# Handheld firmwares ship their own, often older, libstdc++; linking it in makes one binary run on all.
option(TILEFLOW_STATIC_RUNTIME "Link libstdc++ and libgcc statically" OFF)
if(TILEFLOW_STATIC_RUNTIME)
  target_link_options(tileflow_options INTERFACE -static-libstdc++ -static-libgcc)
endif()

set(TILEFLOW_APP_ID io.github.tileflow.Tileflow)
set(TILEFLOW_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/tileflow)

if(TARGET tileflow)
  install(TARGETS tileflow tileflow-game RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT game)
endif()
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/ DESTINATION ${TILEFLOW_INSTALL_DATADIR}/assets COMPONENT game
  PATTERN icons EXCLUDE)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/levels/ DESTINATION ${TILEFLOW_INSTALL_DATADIR}/levels COMPONENT game)
# Translated at build time from dist/linux (cmake/TileflowTranslations.cmake).
install(FILES ${CMAKE_BINARY_DIR}/dist/${TILEFLOW_APP_ID}.desktop
  DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT game)
install(FILES ${CMAKE_BINARY_DIR}/dist/${TILEFLOW_APP_ID}.metainfo.xml
  DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT game)
foreach(size 64 128 256)
  install(FILES ${CMAKE_SOURCE_DIR}/assets/icons/tileflow-${size}.png
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
    RENAME ${TILEFLOW_APP_ID}.png COMPONENT game)
endforeach()
install(FILES ${CMAKE_SOURCE_DIR}/assets/icons/tileflow.svg
  DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME ${TILEFLOW_APP_ID}.svg COMPONENT game)
install(FILES ${CMAKE_SOURCE_DIR}/LICENSE ${CMAKE_SOURCE_DIR}/assets/fonts/LICENSE-DejaVu.txt
  DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT game)

# cpack -G DEB in the build folder. Depends come from dpkg-shlibdeps when it is there (dpkg-dev),
# so they match the libraries the binary was really linked against (SDL2, SDL2_ttf, SDL2_image,
# yaml-cpp, libstdc++ unless linked statically).
set(CPACK_PACKAGE_NAME tileflow)
set(CPACK_PACKAGE_VENDOR "The Tileflow developers")
set(CPACK_PACKAGE_CONTACT "The Tileflow developers <tileflow@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Tap-to-rotate tile puzzle with roads, rivers and rails")
set(CPACK_PACKAGE_DESCRIPTION
  "Rotate tiles until every flow meets the same flow at the same height on its neighbour.\n\
Hundreds of levels, a generator for new puzzles, touch, keyboard and gamepad controls.")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/tileflow/tileflow")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_INSTALL_DIRECTORY /usr)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
find_program(TILEFLOW_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(TILEFLOW_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  # Debian 12 names; newer releases renamed some (t64), hence the preference for dpkg-shlibdeps.
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libsdl2-2.0-0 (>= 2.0.18), libsdl2-ttf-2.0-0, libsdl2-image-2.0-0, libyaml-cpp0.7, libstdc++6 (>= 12), libc6")
endif()
if(CMAKE_CROSSCOMPILING AND CMAKE_SYSTEM_PROCESSOR MATCHES "aarch64|arm64")
  set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE arm64)
endif()
set(CPACK_GENERATOR DEB)
include(CPack)
