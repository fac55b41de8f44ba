// Translate: the positional formatter, the language choice and gettext switching languages live
// with the German catalogue built from po/de.po, on a system with only the C locales generated.
#include "engine/core/Translate.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace tileflow {
namespace translate_test {
namespace {

TEST(FormatText, PutsTheArgumentsWhereThePatternSaysInAnyOrder) {
  EXPECT_EQ("Level 3 of 40", formatText("Level {1} of {2}", 3, 40));
  EXPECT_EQ("40 levels, now 3", formatText("{2} levels, now {1}", 3, 40));
  EXPECT_EQ("Ada and Ada", formatText("{1} and {1}", std::string("Ada")));
  EXPECT_EQ("-7 moves", formatText("{1} moves", -7L));
}

TEST(FormatText, KeepsWhatItCannotFillAndUnescapesBraces) {
  EXPECT_EQ("{3} {0} {x} {} {12345}", formatText("{3} {0} {x} {} {12345}", 1, 2));
  EXPECT_EQ("{1} is 5}", formatText("{{1}} is {1}}", 5));
  EXPECT_EQ("open {", formatText("open {"));
  EXPECT_EQ("a{", formatText("a{1", 9).substr(0, 2));
}

TEST(LanguageChoice, TheEnvironmentGivesLanguageThenTheLocaleWithoutItsEncoding) {
  std::map<std::string, std::string> env;
  const auto get = [&env](const char* name) -> const char* {
    const auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  };
  EXPECT_EQ("", languageFromEnvironment(get));
  env["LANG"] = "de_DE.UTF-8";
  EXPECT_EQ("de_DE", languageFromEnvironment(get));
  env["LC_MESSAGES"] = "fr_FR@euro";
  EXPECT_EQ("fr_FR", languageFromEnvironment(get));
  env["LC_ALL"] = "C.UTF-8";
  EXPECT_EQ("en", languageFromEnvironment(get));
  env["LANGUAGE"] = "pl:ru";
  EXPECT_EQ("pl:ru", languageFromEnvironment(get));
}

TEST(LanguageChoice, TheSettingWinsThenTheEnvironmentThenThePlatform) {
  EXPECT_EQ("de", chooseLanguages("de", "fr", "it"));
  EXPECT_EQ("fr", chooseLanguages("", "fr", "it"));
  EXPECT_EQ("fr", chooseLanguages("xx", "fr", "it"));  // a language this version does not ship
  EXPECT_EQ("it", chooseLanguages("", "", "it"));
  EXPECT_EQ("en", chooseLanguages("", "", ""));
}

TEST(LanguageChoice, ShippedLanguagesGoByTheirOwnNamesAndLocaleCodesFindThem) {
  ASSERT_NE(nullptr, findLanguage("de_AT.UTF-8"));
  EXPECT_STREQ("Deutsch", findLanguage("de_AT.UTF-8")->name);
  EXPECT_STREQ("English", findLanguage("en")->name);
  EXPECT_EQ(nullptr, findLanguage("xx"));
  EXPECT_STREQ("en", shippedLanguages().front().code);
}

// The build writes the list from the catalogues: po/LINGUAS's languages by code after English, each
// named by its po/LANG.po header, so adding a language needs no code.
TEST(LanguageChoice, TheShippedLanguagesAreThoseOfPoLinguasNamedByTheirCatalogues) {
  std::ifstream linguas(std::string(TILEFLOW_SOURCE_DIR) + "/po/LINGUAS");
  ASSERT_TRUE(linguas.good());
  std::vector<std::string> codes;
  for (std::string line; std::getline(linguas, line);) {
    std::istringstream words(line.substr(0, line.find('#')));
    for (std::string code; words >> code;) codes.push_back(code);
  }
  std::sort(codes.begin(), codes.end());
  ASSERT_FALSE(codes.empty());
  const auto& shipped = shippedLanguages();
  ASSERT_EQ(codes.size() + 1, shipped.size());
  EXPECT_STREQ("en", shipped[0].code);
  EXPECT_STREQ("English", shipped[0].name);
  for (std::size_t i = 0; i < codes.size(); ++i) {
    EXPECT_EQ(codes[i], shipped[i + 1].code);
    std::ifstream po(std::string(TILEFLOW_SOURCE_DIR) + "/po/" + codes[i] + ".po");
    std::string header;
    for (std::string line; std::getline(po, line);)
      if (line.starts_with("\"X-Language-Name: ")) header = line;
    EXPECT_EQ("\"X-Language-Name: " + std::string(shipped[i + 1].name) + "\\n\"", header) << codes[i];
  }
  ASSERT_NE(nullptr, findLanguage("pt_BR"));
  EXPECT_STREQ("Português (Brasil)", findLanguage("pt_BR.UTF-8")->name);
}

// Switches through gettext itself: German, back to English and to German again, each live.
TEST(Translations, SwitchLiveBetweenGermanAndEnglishWithOnlyTheCLocales) {
  const std::filesystem::path dir = findLocaleDir();
  ASSERT_FALSE(dir.empty()) << "no locale folder: the build makes BUILD/locale";
  ASSERT_TRUE(std::filesystem::exists(dir / "de" / "LC_MESSAGES" / "tileflow.mo")) << dir;
  const std::uint32_t before = languageGeneration();
  ASSERT_TRUE(useLanguages(dir, "de"));
  EXPECT_EQ("de", languagesInUse());
  EXPECT_STREQ("Optionen", tr("Settings"));
  EXPECT_STREQ("Zurück", tr("Back"));
  EXPECT_STREQ("Automatisch", trp("language", "System"));
  EXPECT_STREQ("System", trp("no such context", "System"));
  EXPECT_EQ("1 Zug", formatText(trn("{1} move", "{1} moves", 1), 1));
  EXPECT_EQ("3 Züge", formatText(trn("{1} move", "{1} moves", 3), 3));
  EXPECT_STREQ("no such text", tr("no such text"));
  EXPECT_STREQ("", tr(""));
  ASSERT_TRUE(useLanguages(dir, "en"));
  EXPECT_STREQ("Settings", tr("Settings"));
  EXPECT_STREQ("Back", tr("Back"));
  EXPECT_STREQ("System", trp("language", "System"));
  EXPECT_STREQ("moves", trn("move", "moves", 2));
  ASSERT_TRUE(useLanguages(dir, "de_DE"));  // a locale's name falls back to its language
  EXPECT_STREQ("Optionen", tr("Settings"));
  EXPECT_EQ(before + 3, languageGeneration());
  ASSERT_TRUE(useLanguages(dir, "en"));
}

}  // namespace
}  // namespace translate_test
}  // namespace tileflow
