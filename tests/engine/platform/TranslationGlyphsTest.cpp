// Every translation can be drawn: each msgstr of each po/LANG.po is checked, character by
// character, against the game's fonts (assets/fonts, DejaVu Sans regular and bold, opened the way
// the game opens them), and a missing glyph fails naming the language, the string and the
// character.
#include <SDL_ttf.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "engine/platform/Assets.hpp"
#include "engine/platform/OffscreenCanvas.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace translation_glyphs_test {
namespace {

// One translated string of a catalogue: the text as the game shows it (escapes undone).
struct Translation {
  int line = 0;         // where its msgstr starts in the .po
  bool header = false;  // the catalogue's header (msgid "")
  std::string text;
};

// The C string literal that starts at `at` in `line` ("..."), with \n, \t, \" and \\ undone.
std::string literal(const std::string& line, std::size_t at) {
  std::string out;
  for (std::size_t i = line.find('"', at) + 1; i < line.size() && line[i] != '"'; ++i) {
    if (line[i] != '\\' || i + 1 >= line.size()) {
      out += line[i];
      continue;
    }
    const char e = line[++i];
    out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
  }
  return out;
}

// Every msgstr and msgstr[N] of a .po file, continuation lines joined, but the header's (the entry
// of msgid "", never shown).
std::vector<Translation> translationsOf(const std::filesystem::path& po) {
  std::vector<Translation> out;
  std::ifstream in(po);
  std::string line;
  std::string msgid;
  enum class In { Other, Msgid, Msgstr } part = In::Other;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.rfind("msgid ", 0) == 0) {
      msgid = literal(line, 5);
      part = In::Msgid;
    } else if (line.rfind("msgstr", 0) == 0) {
      out.push_back({number, msgid.empty(), literal(line, 6)});
      part = In::Msgstr;
    } else if (line.rfind("\"", 0) == 0 && part == In::Msgid) {
      msgid += literal(line, 0);
    } else if (line.rfind("\"", 0) == 0 && part == In::Msgstr) {
      out.back().text += literal(line, 0);
    } else if (line.rfind("msgid_plural", 0) != 0) {
      part = In::Other;
    }
  }
  return out;
}

// The code points of UTF-8 text; nullopt when it is not UTF-8.
std::optional<std::vector<char32_t>> codePoints(const std::string& text) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const int length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xe ? 3 : (lead >> 3) == 0x1e ? 4 : 0;
    if (length == 0 || i + static_cast<std::size_t>(length) > text.size()) return std::nullopt;
    char32_t c = length == 1 ? lead : lead & (0x7f >> length);
    for (int k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      if ((next & 0xc0) != 0x80) return std::nullopt;
      c = (c << 6) | (next & 0x3f);
    }
    out.push_back(c);
    i += static_cast<std::size_t>(length);
  }
  return out;
}

// "U+0416 \"Ж\"": a character for a failure message.
std::string codeName(char32_t c) {
  char name[16];
  std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(c));
  std::string utf8;
  if (c < 0x80) {
    utf8 += static_cast<char>(c);
  } else if (c < 0x800) {
    utf8 += static_cast<char>(0xc0 | (c >> 6));
    utf8 += static_cast<char>(0x80 | (c & 0x3f));
  } else if (c < 0x10000) {
    utf8 += static_cast<char>(0xe0 | (c >> 12));
    utf8 += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    utf8 += static_cast<char>(0x80 | (c & 0x3f));
  } else {
    utf8 += static_cast<char>(0xf0 | (c >> 18));
    utf8 += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
    utf8 += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    utf8 += static_cast<char>(0x80 | (c & 0x3f));
  }
  return std::string(name) + " \"" + utf8 + "\"";
}

TEST(TranslationGlyphsTest, EveryTranslatedStringHasItsGlyphsInTheGameFonts) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(16, 16);
  Assets assets(canvas.renderer(), fontDirectory());
  const std::vector<std::pair<const char*, TTF_Font*>> fonts{{"DejaVuSans", assets.font(FontStyle::Regular, 16)},
                                                             {"DejaVuSans-Bold", assets.font(FontStyle::Bold, 16)}};
  for (const auto& [name, font] : fonts) ASSERT_NE(font, nullptr) << name;

  std::vector<std::filesystem::path> catalogues;
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(TILEFLOW_SOURCE_DIR) / "po"))
    if (entry.path().extension() == ".po") catalogues.push_back(entry.path());
  ASSERT_GE(catalogues.size(), 7u) << "the seven shipped languages";

  int checked = 0;
  for (const std::filesystem::path& po : catalogues) {
    const std::string language = po.stem().string();
    const std::vector<Translation> translations = translationsOf(po);
    EXPECT_GT(translations.size(), 100u) << language;
    for (const Translation& t : translations) {
      if (t.header) continue;
      const auto points = codePoints(t.text);
      EXPECT_TRUE(points.has_value()) << language << " line " << t.line << ": not UTF-8: " << t.text;
      if (!points) continue;
      for (const char32_t c : *points) {
        if (c == U'\n') continue;
        for (const auto& [name, font] : fonts) {
          ++checked;
          EXPECT_TRUE(TTF_GlyphIsProvided32(font, static_cast<Uint32>(c)))
              << language << ": \"" << t.text << "\" (po/" << language << ".po line " << t.line << ") needs "
              << codeName(c) << ", which " << name << " has not";
        }
      }
    }
  }
  EXPECT_GT(checked, 100000);
}

// The check itself finds a character the fonts lack (a private-use code point) and knows the ones
// they have.
TEST(TranslationGlyphsTest, TheFontsLackAPrivateUseCharacterAndHaveCyrillic) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(16, 16);
  Assets assets(canvas.renderer(), fontDirectory());
  TTF_Font* font = assets.font(FontStyle::Regular, 16);
  ASSERT_NE(font, nullptr);
  EXPECT_FALSE(TTF_GlyphIsProvided32(font, 0xF8FF));
  EXPECT_TRUE(TTF_GlyphIsProvided32(font, U'\u0416'));  // Ж
  EXPECT_TRUE(TTF_GlyphIsProvided32(font, U'\u0105'));  // ą
  const auto points = codePoints("Zurück");
  ASSERT_TRUE(points.has_value());
  EXPECT_EQ(points->size(), 6u);
  EXPECT_EQ((*points)[3], U'\u00fc');
  EXPECT_FALSE(codePoints("\xc3").has_value());
  EXPECT_EQ(codeName(U'\u0416'), "U+0416 \"\xd0\x96\"");
}

}  // namespace
}  // namespace translation_glyphs_test
}  // namespace tileflow
