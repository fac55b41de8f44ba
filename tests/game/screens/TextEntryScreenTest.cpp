// TextEntryScreen: a name typed on a keyboard, tapped on the on-screen keys or picked with a
// gamepad; long, odd or empty text is handled; Done can be refused and Cancel changes nothing.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "engine/input/InputTranslator.hpp"
#include "engine/ui/Button.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace text_entry_screen_test {
namespace {

class TextEntryTest : public ::testing::Test {
 protected:
  void SetUp() override { test::ensureHeadlessSdl(); }

  // Opens the field over a plain base screen, so closing it leaves something on the stack.
  TextEntryScreen* open(std::string initial, std::size_t maxBytes = 40, std::string refuse = {}) {
    TextEntryScreen::Options o;
    o.title = "Level name";
    o.initial = std::move(initial);
    o.maxBytes = maxBytes;
    o.accept = [this, refuse](const std::string& text) {
      if (!refuse.empty() && text == refuse) return std::string("That name is taken");
      accepted = text;
      return std::string();
    };
    harness.push(std::make_unique<TextEntryScreen>(harness.app(), std::move(o)));
    harness.drawFrame();
    return harness.top<TextEntryScreen>();
  }
  void tapKey(TextEntryScreen* screen, std::string_view label) {
    const Button* b = screen->key(label);
    ASSERT_NE(b, nullptr) << label;
    harness.send(InputEvent::tap(b->rect.x + b->rect.w / 2, b->rect.y + b->rect.h / 2, false, Device::Touch));
  }
  bool open() { return harness.top<TextEntryScreen>() != nullptr; }

  ScreenHarness harness{480, 320, &test::shippedCatalog()};
  std::optional<std::string> accepted;
};

TEST_F(TextEntryTest, KeyboardTextIsTypedAndEnterAcceptsIt) {
  TextEntryScreen* s = open("");
  ASSERT_NE(s, nullptr);
  EXPECT_TRUE(s->wantsText()) << "the loop turns on text input for it";
  harness.send(InputEvent::typed("Canal "));
  harness.send(InputEvent::typed("bend"));
  EXPECT_EQ(s->text(), "Canal bend");
  harness.send(InputEvent::act(Action::Erase, Device::Keyboard));
  EXPECT_EQ(s->text(), "Canal ben");
  harness.send(InputEvent::act(Action::Primary, Device::Keyboard));
  EXPECT_EQ(accepted, "Canal ben");
  EXPECT_FALSE(open());
}

TEST_F(TextEntryTest, OnScreenKeysTypeACapitalFirstThenSmallLetters) {
  TextEntryScreen* s = open("");
  EXPECT_TRUE(s->shifted()) << "an empty name starts with a capital";
  tapKey(s, "R");
  tapKey(s, "I");
  tapKey(s, "V");
  tapKey(s, "Space");
  tapKey(s, "2");
  EXPECT_EQ(s->text(), "Riv 2");
  tapKey(s, "Erase");
  tapKey(s, "Erase");
  tapKey(s, "Shift");
  tapKey(s, "E");
  EXPECT_EQ(s->text(), "RivE");
  tapKey(s, "Done");
  EXPECT_EQ(accepted, "RivE");
  EXPECT_FALSE(open());
}

TEST_F(TextEntryTest, AGamepadWalksTheKeysAndTypesWithA) {
  TextEntryScreen* s = open("");
  // Focus starts on Q; right twice is E, down once is D.
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  harness.send(InputEvent::act(Action::Right, Device::Gamepad));
  harness.send(InputEvent::act(Action::Right, Device::Gamepad));
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  harness.send(InputEvent::act(Action::Down, Device::Gamepad));
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_EQ(s->text(), "Qed");
  harness.send(InputEvent::act(Action::Assist, Device::Gamepad));     // X: space
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));    // d again
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));  // B erases it
  EXPECT_EQ(s->text(), "Qed ");
  harness.drawFrame();
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));  // Start: done
  EXPECT_EQ(accepted, "Qed") << "spaces at the ends are trimmed";
  EXPECT_FALSE(open());
}

TEST_F(TextEntryTest, CancelLeavesTheOldTextAlone) {
  TextEntryScreen* s = open("Old name");
  harness.send(InputEvent::typed("!!"));
  EXPECT_EQ(s->text(), "Old name!!");
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  EXPECT_FALSE(open());
  EXPECT_FALSE(accepted.has_value());
}

TEST_F(TextEntryTest, AnEmptyNameIsRefusedWithAReason) {
  TextEntryScreen* s = open("");
  harness.send(InputEvent::typed("   "));
  harness.send(InputEvent::act(Action::Primary, Device::Keyboard));
  EXPECT_TRUE(open());
  EXPECT_NE(s->problem().find("at least one letter"), std::string::npos) << s->problem();
  harness.drawFrame();
  harness.send(InputEvent::typed("A"));
  EXPECT_TRUE(s->problem().empty()) << "typing clears the complaint";
}

TEST_F(TextEntryTest, TheAcceptCheckCanRefuseAndTheFieldStaysOpen) {
  TextEntryScreen* s = open("Taken", 40, "Taken");
  harness.send(InputEvent::act(Action::Primary, Device::Keyboard));
  EXPECT_TRUE(open());
  EXPECT_EQ(s->problem(), "That name is taken");
  EXPECT_FALSE(accepted.has_value());
  harness.drawFrame();
}

TEST_F(TextEntryTest, TextStopsAtTheLimitWithoutSplittingACharacter) {
  TextEntryScreen* s = open("", 6);
  harness.send(InputEvent::typed("ab\xc3\xa9\xc3\xa9"));  // "abéé": 6 bytes
  EXPECT_EQ(s->text(), "ab\xc3\xa9\xc3\xa9");
  harness.send(InputEvent::typed("c"));
  EXPECT_EQ(s->text(), "ab\xc3\xa9\xc3\xa9");
  EXPECT_FALSE(s->problem().empty()) << "the player is told why nothing appeared";
  harness.send(InputEvent::act(Action::Erase, Device::Keyboard));
  EXPECT_EQ(s->text(), "ab\xc3\xa9") << "erase takes the whole last character";
  harness.send(InputEvent::typed("\xe2\x82\xac"));  // € is 3 bytes: does not fit in 2
  EXPECT_EQ(s->text(), "ab\xc3\xa9");
}

TEST_F(TextEntryTest, ControlCharactersAndBrokenUtf8AreDropped) {
  TextEntryScreen* s = open("");
  harness.send(InputEvent::typed(std::string("a\tb\nc\x7f\xff\xc3", 8)));
  EXPECT_EQ(s->text(), "abc");
  harness.send(InputEvent::typed(std::string("d\0e", 3)));
  EXPECT_EQ(s->text(), "abcde");
}

TEST_F(TextEntryTest, CtrlVPastesTheClipboardAsOneLine) {
  ASSERT_EQ(SDL_SetClipboardText("Long\nway\tround"), 0) << SDL_GetError();
  InputTranslator input;
  SDL_Event paste{};
  paste.type = SDL_KEYDOWN;
  paste.key.keysym.sym = SDLK_v;
  paste.key.keysym.mod = KMOD_LCTRL;
  std::vector<InputEvent> out;
  input.translate(paste, out);
  EXPECT_TRUE(out.empty()) << "outside a text field Ctrl+V does nothing";
  input.setTextMode(true);
  input.translate(paste, out);
  ASSERT_EQ(out.size(), 1u);
  TextEntryScreen* s = open("");
  harness.send(out[0]);
  EXPECT_EQ(s->text(), "Long way round");
}

TEST_F(TextEntryTest, EveryKeyFitsTheScreenAndIsBigEnoughToTouch) {
  for (const auto& [w, h] : {std::pair{480, 320}, {640, 480}, {720, 720}, {1280, 720}, {480, 800}, {320, 480}}) {
    ScreenHarness sized(w, h, &test::shippedCatalog());
    TextEntryScreen::Options o;
    sized.push(std::make_unique<TextEntryScreen>(sized.app(), o));
    const auto* s = sized.top<TextEntryScreen>();
    ASSERT_NE(s, nullptr);
    for (int i = 0; i < s->widgets().size(); ++i) {
      const SDL_Rect r = s->widgets().at(i).rect;
      EXPECT_GE(r.x, 0) << w << "x" << h << " key " << i;
      EXPECT_GE(r.y, 0) << w << "x" << h << " key " << i;
      EXPECT_LE(r.x + r.w, w) << w << "x" << h << " key " << i;
      EXPECT_LE(r.y + r.h, h) << w << "x" << h << " key " << i;
      EXPECT_GE(r.h, Metrics::MinTouchTarget) << w << "x" << h << " key " << i;
      for (int j = 0; j < i; ++j) {
        const SDL_Rect q = s->widgets().at(j).rect;
        EXPECT_FALSE(SDL_HasIntersection(&r, &q)) << w << "x" << h << " keys " << j << " and " << i;
      }
    }
  }
}

class CodeEntryTest : public TextEntryTest {
 protected:
  TextEntryScreen* openCode(std::string initial = {}) {
    TextEntryScreen::Options o;
    o.title = "Code";
    o.initial = std::move(initial);
    o.maxBytes = 12;
    o.alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ2345671.";
    o.accept = [this](const std::string& text) {
      accepted = text;
      return std::string();
    };
    o.keepDraft = [this](const std::string& text) { kept = text; };
    harness.push(std::make_unique<TextEntryScreen>(harness.app(), std::move(o)));
    harness.drawFrame();
    return harness.top<TextEntryScreen>();
  }
  std::optional<std::string> kept;
};

TEST_F(CodeEntryTest, OnlyTheAlphabetIsTypedAndLettersBecomeCapitals) {
  TextEntryScreen* s = openCode();
  harness.send(InputEvent::typed("tf1.ab-c d 089"));
  EXPECT_EQ(s->text(), "TF1.ABCD") << "dashes, spaces and digits outside the alphabet are dropped";
  harness.send(InputEvent::typed("EFGHIJK"));
  EXPECT_EQ(s->text(), "TF1.ABCDEFGH") << "up to the limit";
  EXPECT_FALSE(s->problem().empty());
}

TEST_F(CodeEntryTest, OnlyTheAlphabetHasKeys) {
  TextEntryScreen* s = openCode();
  EXPECT_NE(s->key("A"), nullptr);
  EXPECT_NE(s->key("7"), nullptr);
  EXPECT_NE(s->key("."), nullptr);
  EXPECT_EQ(s->key("8"), nullptr);
  EXPECT_EQ(s->key("Space"), nullptr);
  EXPECT_EQ(s->key("Shift"), nullptr);
  EXPECT_NE(s->key("Erase"), nullptr);
  EXPECT_NE(s->key("Done"), nullptr);
  EXPECT_EQ(s->widgets().focused(), s->key("A")) << "a gamepad starts on the first key";
}

TEST_F(CodeEntryTest, ADpadAndATypeStartFinishes) {
  TextEntryScreen* s = openCode();
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));  // A
  harness.send(InputEvent::act(Action::Right, Device::Gamepad));
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));  // B
  harness.send(InputEvent::act(Action::Down, Device::Gamepad));
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));  // L
  EXPECT_EQ(s->text(), "ABL");
  harness.send(InputEvent::act(Action::Assist, Device::Gamepad));  // X types no space here
  harness.send(InputEvent::act(Action::Mark, Device::Gamepad));    // nor does Y shift
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_EQ(s->text(), "ABLL");
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));
  EXPECT_EQ(accepted, "ABLL");
  EXPECT_FALSE(open());
}

TEST_F(CodeEntryTest, BErasesAndLeavesOnlyOnceTheFieldIsEmpty) {
  TextEntryScreen* s = openCode("AB");
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));
  EXPECT_EQ(s->text(), "A");
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));
  EXPECT_EQ(s->text(), "");
  EXPECT_TRUE(open()) << "one press too many does not throw the field away";
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));
  EXPECT_FALSE(open());
  EXPECT_EQ(kept, "");
  EXPECT_FALSE(accepted.has_value());
}

TEST_F(CodeEntryTest, LeavingHandsTheDraftBack) {
  openCode("TF1.QQ");
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  EXPECT_FALSE(open());
  EXPECT_EQ(kept, "TF1.QQ");
  EXPECT_FALSE(accepted.has_value());
}

TEST_F(CodeEntryTest, ALongCodeDrawsItsEnd) {
  TextEntryScreen::Options o;
  o.alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  o.maxBytes = 8192;
  o.initial = std::string(8000, 'M') + "XYZ";
  harness.push(std::make_unique<TextEntryScreen>(harness.app(), o));
  const TextEntryScreen* s = harness.top<TextEntryScreen>();
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->text().size(), 8003u);
  harness.drawFrame();  // must not shrink the text to nothing or take long
}

TEST_F(TextEntryTest, EveryCodeKeyFitsTheScreenAndIsBigEnoughToTouch) {
  for (const auto& [w, h] : {std::pair{480, 320}, {640, 480}, {720, 720}, {1280, 720}, {480, 800}, {320, 480}}) {
    ScreenHarness sized(w, h, &test::shippedCatalog());
    TextEntryScreen::Options o;
    o.alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ2345671.";
    sized.push(std::make_unique<TextEntryScreen>(sized.app(), o));
    const auto* s = sized.top<TextEntryScreen>();
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->widgets().size(), 34 + 3);
    for (int i = 0; i < s->widgets().size(); ++i) {
      const SDL_Rect r = s->widgets().at(i).rect;
      EXPECT_GE(r.x, 0) << w << "x" << h << " key " << i;
      EXPECT_GE(r.y, 0) << w << "x" << h << " key " << i;
      EXPECT_LE(r.x + r.w, w) << w << "x" << h << " key " << i;
      EXPECT_LE(r.y + r.h, h) << w << "x" << h << " key " << i;
      EXPECT_GE(r.h, Metrics::MinTouchTarget) << w << "x" << h << " key " << i;
      EXPECT_GE(r.w, 16) << w << "x" << h << " key " << i;
      for (int j = 0; j < i; ++j) {
        const SDL_Rect q = s->widgets().at(j).rect;
        EXPECT_FALSE(SDL_HasIntersection(&r, &q)) << w << "x" << h << " keys " << j << " and " << i;
      }
    }
  }
}

}  // namespace
}  // namespace text_entry_screen_test
}  // namespace tileflow
