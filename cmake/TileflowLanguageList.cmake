# Writes the game's list of languages (engine/core/Translate shippedLanguages) from the catalogues:
# English first, then every language of po/LINGUAS sorted by its code, each by the name it gives
# itself in its po/LANG.po header ("X-Language-Name: Deutsch\n"). Run by the build as
#   cmake -DSOURCE_DIR=... -DOUTPUT=... -P cmake/TileflowLanguageList.cmake
# whenever po/LINGUAS or a catalogue changes; the output is rewritten only when its text changes, so
# a new translation recompiles nothing. Adding a language needs no C++ (docs/translations.md).
file(STRINGS ${SOURCE_DIR}/po/LINGUAS lines)
set(codes)
foreach(line IN LISTS lines)
  string(REGEX REPLACE "#.*" "" line "${line}")
  string(REGEX MATCHALL "[^ \t]+" words "${line}")
  list(APPEND codes ${words})
endforeach()
list(SORT codes)
list(REMOVE_DUPLICATES codes)
set(entries "      {\"en\", \"English\"},\n")
foreach(code IN LISTS codes)
  set(po ${SOURCE_DIR}/po/${code}.po)
  if(NOT EXISTS ${po})
    message(FATAL_ERROR "po/LINGUAS lists ${code} but there is no po/${code}.po")
  endif()
  file(STRINGS ${po} header REGEX "^\"X-Language-Name: .*\\\\n\"$" LIMIT_COUNT 1 ENCODING UTF-8)
  if(NOT header)
    message(FATAL_ERROR "po/${code}.po has no \"X-Language-Name: ...\\n\" header line (the language's own name)")
  endif()
  string(REGEX REPLACE "^\"X-Language-Name: (.*)\\\\n\"$" "\\1" name "${header}")
  string(STRIP "${name}" name)
  if(name STREQUAL "" OR name MATCHES "[\"\\\\]")
    message(FATAL_ERROR "po/${code}.po: X-Language-Name \"${name}\" is empty or holds a quote or a backslash")
  endif()
  string(APPEND entries "      {\"${code}\", \"${name}\"},\n")
endforeach()
file(CONFIGURE OUTPUT ${OUTPUT} @ONLY CONTENT "// Written by cmake/TileflowLanguageList.cmake from po/LINGUAS and the catalogues' headers.
#include \"engine/core/Translate.hpp\"

namespace tileflow {

const std::vector<Language>& shippedLanguages() {
  static const std::vector<Language> languages = {
${entries}  };
  return languages;
}

}  // namespace tileflow
")
