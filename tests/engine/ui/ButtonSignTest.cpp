// Buttons in a language of long words: a row shares its width by the buttons' words, and a
// button too narrow for its word shows its sign ("↶" for Undo), with the rest of its row.
#include "engine/ui/Button.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include "engine/platform/DrawProbe.hpp"
#include "engine/platform/OffscreenCanvas.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Toggle.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/CardButton.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace button_sign_test {
namespace {

int total(const std::vector<int>& widths) { return std::accumulate(widths.begin(), widths.end(), 0); }

TEST(ShareRowTest, WantsThatFitKeepTheirDifferencesAndShareWhatIsLeft) {
  const std::vector<int> w = shareRow(300, {100, 40, 60}, 10, 44);
  EXPECT_EQ(w, (std::vector<int>{126, 66, 86}));  // 280 - 200 = 80 over, 26 each
  EXPECT_LE(total(w) + 20, 300);
}

TEST(ShareRowTest, WantsThatDoNotFitAreCutInProportionNoneBelowTheLeast) {
  const std::vector<int> w = shareRow(200, {300, 50, 150}, 0, 44);
  EXPECT_LE(total(w), 200);
  EXPECT_GE(w[1], 44) << "the short word keeps a fingertip's width";
  EXPECT_GT(w[0], w[2]);
  EXPECT_GT(w[2], w[1]);
  EXPECT_GE(total(w), 198) << "the row is used, bar rounding";
}

TEST(ShareRowTest, ARowTooNarrowForTheLeastSharesItEvenly) {
  EXPECT_EQ(shareRow(100, {300, 10, 10}, 5, 44), (std::vector<int>{30, 30, 30}));
  EXPECT_TRUE(shareRow(100, {}, 5, 44).empty());
}

TEST(ShareRowTest, SharedRowRectsLieInTheRowWithTheirGaps) {
  const SDL_Rect row{10, 20, 300, 40};
  const auto rects = sharedRowRects(row, {100, 40, 60}, 10, 44);
  ASSERT_EQ(rects.size(), 3u);
  for (std::size_t i = 0; i < rects.size(); ++i) {
    EXPECT_EQ(rects[i].y, 20);
    EXPECT_EQ(rects[i].h, 40);
    EXPECT_GE(rects[i].x, row.x);
    EXPECT_LE(rects[i].x + rects[i].w, row.x + row.w);
    if (i > 0) {
      EXPECT_EQ(rects[i].x, rects[i - 1].x + rects[i - 1].w + 10);
    }
  }
  EXPECT_GT(rects[0].w, rects[2].w);
}

TEST(ShareRowTest, AGridKeepsEqualCellsWhileEveryWordFitsAndSharesARowByWordsWhereOneDoesNot) {
  const SDL_Rect area{0, 0, 410, 90};
  const auto even = gridByWants(area, {60, 60, 60, 60}, 2, 40, 10, 44);
  const auto plain = gridRects(area, 4, 2, 40, 10);
  ASSERT_EQ(even.size(), plain.size());
  for (std::size_t i = 0; i < even.size(); ++i)
    EXPECT_TRUE(SDL_RectEquals(&even[i], &plain[i])) << "words that fit keep the plain grid, cell " << i;
  const auto shared = gridByWants(area, {60, 60, 300, 60}, 2, 40, 10, 44);
  ASSERT_EQ(shared.size(), 4u);
  EXPECT_EQ(shared[0].w, shared[1].w) << "a row whose words fit is left even";
  EXPECT_GT(shared[2].w, shared[3].w) << "the long word takes room from its neighbour";
  EXPECT_GE(shared[3].w, 44);
  EXPECT_EQ(shared[2].y, shared[3].y);
  EXPECT_GT(shared[2].y, shared[0].y);
  EXPECT_LE(shared[3].x + shared[3].w, area.x + area.w);
}

struct Canvas {
  OffscreenCanvas canvas{320, 240};
  Assets assets{canvas.renderer(), fontDirectory()};
  UiContext ui;
  Canvas() {
    test::ensureHeadlessSdl();
    ui.renderer = canvas.renderer();
    ui.assets = &assets;
    ui.metrics = Metrics::of(320, 240, 1.0f);
  }
  int width(const std::string& text) { return assets.measure(text, FontStyle::Bold, MinTextPixels).x; }
  // All that drawing `w` cut short ("" where nothing was).
  std::string cutShort(const Widget& w) {
    DrawProbe probe;
    assets.probe = &probe;
    w.draw(ui, false);
    assets.probe = nullptr;
    std::string text;
    for (const auto& t : probe.texts) text += t.full;
    return text;
  }
};

TEST(ButtonSignTest, AButtonShowsItsWordWhereItFitsAndItsSignWhereItWouldBeCut) {
  Canvas c;
  Button undo("Undo", [] {});
  undo.sign = "\xe2\x86\xb6";
  undo.rect = SDL_Rect{0, 0, 200, 44};
  EXPECT_TRUE(undo.labelFits(c.ui));
  EXPECT_EQ(undo.shown(c.ui), "Undo");
  undo.rect.w = c.width("Undo") / 2;
  EXPECT_FALSE(undo.labelFits(c.ui));
  EXPECT_TRUE(undo.saysWhole(c.ui)) << "the sign fits where the word does not";
  EXPECT_EQ(undo.shown(c.ui), "\xe2\x86\xb6");
  EXPECT_EQ(undo.name(), "Undo") << "the button keeps its name for tests and reports";

  DrawProbe probe;
  c.assets.probe = &probe;
  undo.draw(c.ui, false);
  c.assets.probe = nullptr;
  for (const auto& t : probe.texts) EXPECT_EQ(t.full, "") << "nothing drawn was cut short";
}

TEST(ButtonSignTest, ARowShowsSignsTogether) {
  Canvas c;
  Button undo("Undo", [] {});
  Button redo("Redo and a great deal more", [] {});
  Button hint("Hint", [] {});
  signsTogether({{&undo, "\xe2\x86\xb6"}, {&redo, "\xe2\x86\xb7"}, {&hint, "?"}});
  undo.rect = hint.rect = SDL_Rect{0, 0, 120, 44};
  redo.rect = SDL_Rect{0, 0, 120, 20};  // too low for two lines: the long label is cut
  EXPECT_TRUE(undo.labelFits(c.ui));
  EXPECT_FALSE(redo.labelFits(c.ui));
  EXPECT_EQ(undo.shown(c.ui), "\xe2\x86\xb6") << "a row never mixes words and signs";
  EXPECT_EQ(hint.shown(c.ui), "?");
  EXPECT_EQ(redo.shown(c.ui), "\xe2\x86\xb7");
  // A peer out of sight does not turn the others into signs.
  redo.visible = false;
  EXPECT_EQ(undo.shown(c.ui), "Undo");
  EXPECT_EQ(hint.shown(c.ui), "Hint");
}

TEST(ButtonSignTest, ANaturalWidthHoldsTheWordOrTheSign) {
  Canvas c;
  Button undo("Rückgängig", [] {});
  undo.sign = "\xe2\x86\xb6";
  const int word = undo.naturalWidth(c.assets, c.ui.metrics);
  const int sign = undo.naturalWidth(c.assets, c.ui.metrics, true);
  EXPECT_GT(word, sign);
  undo.rect = SDL_Rect{0, 0, word, c.ui.metrics.touch()};
  EXPECT_TRUE(undo.labelFits(c.ui)) << "its natural width shows the word whole";
}

TEST(ButtonSignTest, TheSignsHaveGlyphsInTheBoldFont) {
  Canvas c;
  TTF_Font* bold = c.assets.font(FontStyle::Bold, 16);
  ASSERT_NE(bold, nullptr);
  // ↶ ↷ ? ≡ ★: Undo, Redo, Hint, Menu, Best.
  // ↔ ↕: a board's width and height on a stepper too narrow for the words.
  for (const Uint32 sign : {0x21B6u, 0x21B7u, 0x3Fu, 0x2261u, 0x2605u, 0x2194u, 0x2195u})
    EXPECT_TRUE(TTF_GlyphIsProvided32(bold, sign)) << "U+" << std::hex << sign;
}

TEST(ButtonSignTest, AStepperWhoseValueSaysAllShowsItAloneWhereTheLabelDoesNotFit) {
  Canvas c;
  Stepper tool("A tool of many letters", 0, 0, 2, [](int) {});
  tool.format = [](int) { return std::string("Rotate"); };
  tool.rect = SDL_Rect{0, 0, 2 * 44 + c.width("Rotate") + 8, 30};  // compact, one line high
  ASSERT_TRUE(tool.compact());
  const auto drawn = [&] { return c.cutShort(tool); };
  EXPECT_NE(drawn(), "") << "label and value together are cut short";
  tool.valueSaysAll = true;
  EXPECT_EQ(drawn(), "") << "the value alone fits";
}

TEST(ButtonSignTest, AStepperWhoseLabelIsCutBesideItsValueStacksThemWhereThatShowsItWhole) {
  Canvas c;
  const int h = c.ui.metrics.touch();
  Stepper puzzle("Puzzle", 0, 0, 3, [](int) {});
  puzzle.format = [](int) { return std::string("Classic"); };
  // Wide enough for a short label beside the value: the usual row.
  puzzle.rect = SDL_Rect{0, 0, 2 * h + 2 * c.width("Puzzle Classic") + 40, h};
  ASSERT_FALSE(puzzle.compact());
  EXPECT_EQ(c.cutShort(puzzle), "");
  EXPECT_FALSE(puzzle.compact()) << "a label that fits beside the value stays there";
  const SDL_Rect besideMinus = puzzle.minusRect();
  // The same row with a label too long to sit beside the value (one letter past the room there),
  // short enough to stack over it.
  const int beside = besideMinus.x - c.ui.metrics.px(15);
  std::string word = "Puzzle";
  while (c.assets.measure(word, FontStyle::Regular, c.ui.metrics.font(19)).x <= beside) word += "e";
  ASSERT_LT(c.assets.measure(word, FontStyle::Bold, c.ui.metrics.font(18)).x, puzzle.rect.w - 2 * h);
  Stepper longer(word, 0, 0, 3, [](int) {});
  longer.format = puzzle.format;
  longer.rect = puzzle.rect;
  EXPECT_EQ(c.cutShort(longer), "") << "stacked over the value, the label is whole";
  EXPECT_TRUE(longer.compact());
  EXPECT_EQ(longer.minusRect().x, longer.rect.x) << "− moves to the left, where the drawing shows it";
  EXPECT_NE(besideMinus.x, longer.minusRect().x);
}

TEST(ButtonSignTest, AMenuInTwoColumnsTakesOneWhereAControlThereCutsItsWords) {
  Canvas c;
  const Metrics& m = c.ui.metrics;
  WidgetList widgets;
  widgets.add(std::make_unique<Button>("Back", [] {}));
  std::vector<Stepper*> steppers;
  for (const char* label : {"Width", "Height", "Walls", "Portals", "Bridges", "Shape", "Holes"})
    steppers.push_back(&widgets.add(std::make_unique<Stepper>(label, 0, 0, 8, [](int) {})));
  const int top = m.px(60);
  layoutMenuColumn(widgets, m, top, m.px(460), true, 1, &c.ui);
  ASSERT_NE(steppers[0]->rect.x, steppers[6]->rect.x) << "English: two columns";
  const SDL_Rect twoColumns = steppers[3]->rect;
  // A word that is cut over the value in half the width and whole in all of it.
  std::string word = "Portals";
  while (c.assets.measure(word, FontStyle::Bold, MinTextPixels).x <= twoColumns.w - 2 * twoColumns.h) word += "s";
  steppers[3]->label = word;
  ASSERT_FALSE(steppers[3]->saysWhole(c.ui));
  layoutMenuColumn(widgets, m, top, m.px(460), true, 1);
  EXPECT_TRUE(SDL_RectEquals(&twoColumns, &steppers[3]->rect)) << "without the words, the same two columns";
  layoutMenuColumn(widgets, m, top, m.px(460), true, 1, &c.ui);
  EXPECT_EQ(steppers[0]->rect.x, steppers[6]->rect.x) << "one column";
  EXPECT_GT(steppers[3]->rect.w, twoColumns.w);
  EXPECT_TRUE(steppers[3]->saysWhole(c.ui));
  EXPECT_EQ(c.cutShort(*steppers[3]), "");
}

TEST(ButtonSignTest, AToggleAtItsNaturalWidthShowsItsLabelWholeBesideTheSwitch) {
  Canvas c;
  Toggle edit("Modifica", false, [](bool) {});
  const auto cut = [&] { return c.cutShort(edit); };
  const int h = c.ui.metrics.touch(48);
  edit.rect = SDL_Rect{0, 0, edit.naturalWidth(c.assets, c.ui.metrics, h) / 2, h};
  EXPECT_NE(cut(), "") << "half its natural width cuts the label";
  edit.rect.w = edit.naturalWidth(c.assets, c.ui.metrics, h);
  EXPECT_EQ(cut(), "") << "its natural width holds the label and the switch";
  Toggle longer("Modifica i livelli", false, [](bool) {});
  EXPECT_GT(longer.naturalWidth(c.assets, c.ui.metrics, h), edit.rect.w);
}

TEST(ButtonSignTest, ACardSaysItsShortDetailWhereItsDetailWouldBeCut) {
  Canvas c;
  CardButton card("Pakiet", [] {});
  card.detail = "24/30 rozwi\xc4\x85zanych  \xe2\x98\x85 48/90";
  card.rect = SDL_Rect{0, 0, c.width("24/30  \xe2\x98\x85 48/90") + 24, 60};
  const auto cut = [&] { return c.cutShort(card); };
  EXPECT_NE(cut(), "") << "the words do not fit";
  card.shortDetail = "24/30  \xe2\x98\x85 48/90";
  EXPECT_EQ(cut(), "") << "the numbers alone do";
  card.rect.w = 400;
  DrawProbe probe;
  c.assets.probe = &probe;
  card.draw(c.ui, false);
  c.assets.probe = nullptr;
  bool whole = false;
  for (const auto& t : probe.texts) whole = whole || t.text == card.detail;
  EXPECT_TRUE(whole) << "a card wide enough says the words";
}

TEST(ButtonSignTest, ACardTitleOnTwoLinesTakesTheRoomItNeedsFromAShortDetail) {
  Canvas c;
  CardButton card("Primeras l\xc3\xadneas", [] {});
  card.detail = "0/30";
  const int pad = std::max(3, c.ui.metrics.px(6));
  // Each word fits the width, not both; a fingertip high, where the title's usual share holds one line.
  card.rect = SDL_Rect{0, 0, c.width("Primeras") + 2 * pad + 4, Metrics::MinTouchTarget};
  ASSERT_GT(c.width("Primeras l\xc3\xadneas"), card.rect.w);
  EXPECT_EQ(c.cutShort(card), "") << "the title on two lines and the detail under it";
  EXPECT_TRUE(card.saysAll(c.assets, c.ui.metrics));
}

TEST(ButtonSignTest, ACardGridTakesFewerColumnsWhereTooManyWouldCutACardsWords) {
  Canvas c;
  std::vector<std::unique_ptr<CardButton>> owned;
  std::vector<CardButton*> cards;
  for (int i = 0; i < 12; ++i) {
    owned.push_back(std::make_unique<CardButton>("Card", [] {}));
    owned.back()->detail = "Locked";
    cards.push_back(owned.back().get());
  }
  const SDL_Rect area{5, 50, 310, 185};
  const CardSizes sizes{200, 140, 96};
  const auto rects = [&] {
    std::vector<SDL_Rect> out;
    for (const CardButton* card : cards) out.push_back(card->rect);
    return out;
  };
  const auto same = [](const std::vector<SDL_Rect>& a, const std::vector<SDL_Rect>& b) {
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!SDL_RectEquals(&a[i], &b[i])) return false;
    return true;
  };
  layoutCardGrid(cards, area, c.ui.metrics, sizes);
  const auto plain = rects();
  layoutCardGrid(cards, area, c.ui.metrics, sizes, &c.assets);
  EXPECT_TRUE(same(rects(), plain)) << "short words keep the grid as it was";

  cards[1]->detail = "Qualsiasi dimensione";
  layoutCardGrid(cards, area, c.ui.metrics, sizes);
  ASSERT_FALSE(cards[1]->saysAll(c.assets, c.ui.metrics)) << "the detail is cut in the usual grid";
  const int usualW = cards[1]->rect.w;
  layoutCardGrid(cards, area, c.ui.metrics, sizes, &c.assets);
  EXPECT_GT(cards[1]->rect.w, usualW) << "fewer, wider cards";
  for (const CardButton* card : cards) {
    EXPECT_TRUE(card->saysAll(c.assets, c.ui.metrics)) << card->label << " / " << card->detail;
    EXPECT_EQ(c.cutShort(*card), "");
  }
}

TEST(ButtonSignTest, ARowThatCutsALabelSharesItsWidthByWordsOnTwoLines) {
  Canvas c;
  Button resume("Weiter", [] {});
  Button save("In Meine Level speichern", [] {});
  Button controls("Steuerung", [] {});
  std::vector<Button*> row{&resume, &save, &controls};
  const int h = 44;
  // Equal thirds, each a little wider than the longer line of the long label broken in two:
  // the long label does not fit its third, the row has room for all three by their words.
  const int third = save.twoLineWidth(c.assets, c.ui.metrics) - 2;
  const SDL_Rect area{0, 0, 3 * third + 2 * 4, h};
  const auto layEven = [&] {
    for (int i = 0; i < 3; ++i) row[static_cast<std::size_t>(i)]->rect = SDL_Rect{i * (third + 4), 0, third, h};
  };
  layEven();
  ASSERT_FALSE(save.labelFits(c.ui));
  EXPECT_EQ(shareRowByWords(c.ui, row, area, 4, 44), 0) << "no label left cut";
  for (const Button* b : row) EXPECT_TRUE(b->labelFits(c.ui)) << b->label;
  EXPECT_GT(save.rect.w, controls.rect.w) << "the long label takes room from the short ones";
  EXPECT_LE(controls.rect.x + controls.rect.w, area.w);

  save.label = "Save";
  layEven();
  const SDL_Rect before = save.rect;
  shareRowByWords(c.ui, row, area, 4, 44);
  EXPECT_TRUE(SDL_RectEquals(&before, &save.rect)) << "a row that cuts nothing keeps its rects";

  // A row with no room for the words even broken in two says how many it leaves cut, so the
  // caller can give it more room.
  save.label = "In Meine Level speichern";
  const SDL_Rect narrow{0, 0, 3 * 44 + 2 * 4, h};
  for (int i = 0; i < 3; ++i) row[static_cast<std::size_t>(i)]->rect = SDL_Rect{i * 48, 0, 44, h};
  EXPECT_GT(shareRowByWords(c.ui, row, narrow, 4, 44), 0);
}

TEST(ButtonSignTest, ARowOfSlotsSharesByWordsAroundASlotWithoutWords) {
  Canvas c;
  Button save("In Meine Level speichern", [] {});
  // The second slot holds no button of its own (Undo and Redo halving it) and wants `spare`.
  std::vector<Button*> row{&save, nullptr};
  const int h = 44;
  const int spare = 2 * 44 + 4;
  const int half = save.twoLineWidth(c.assets, c.ui.metrics) - 2;
  const SDL_Rect area{0, 0, 2 * half + 4, h};
  std::vector<SDL_Rect> cells{SDL_Rect{0, 0, half, h}, SDL_Rect{half + 4, 0, half, h}};
  const std::vector<SDL_Rect> even = cells;
  EXPECT_EQ(shareRowByWords(c.ui, row, cells, area, 4, 44, spare), 0);
  EXPECT_TRUE(SDL_RectEquals(&save.rect, &cells[0])) << "the button has its rect";
  EXPECT_GT(cells[0].w, even[0].w) << "the label takes room from the slot without words";
  EXPECT_GE(cells[1].w, 44);
  EXPECT_TRUE(save.labelFits(c.ui));

  // Too narrow for the label even broken in two: one label left cut, the rects as they were.
  const SDL_Rect narrow{0, 0, 44 + spare + 4, h};
  cells = {SDL_Rect{0, 0, 44, h}, SDL_Rect{48, 0, spare, h}};
  const std::vector<SDL_Rect> before = cells;
  EXPECT_EQ(shareRowByWords(c.ui, row, cells, narrow, 4, 44, spare), 1);
  EXPECT_TRUE(SDL_RectEquals(&before[1], &cells[1]));
}

TEST(ButtonSignTest, AStepperSaysWhetherItsWordsAreWholeAsDrawn) {
  Canvas c;
  const int h = c.ui.metrics.touch();
  Stepper portals("Portals", 0, 0, 8, [](int) {});
  // Compact, with room over the value for a short word and not for a long one.
  portals.rect = SDL_Rect{0, 0, 2 * h + c.width("Portals") + 8, h};
  EXPECT_TRUE(portals.saysWhole(c.ui));
  EXPECT_EQ(c.cutShort(portals), "");
  portals.label = "Portalsportals";
  EXPECT_FALSE(portals.saysWhole(c.ui));
  EXPECT_NE(c.cutShort(portals), "") << "as drawn";
  portals.rect.w = 2 * h + 4 * c.assets.measure("Portalsportals 88", FontStyle::Bold, c.ui.metrics.font(20)).x;
  EXPECT_TRUE(portals.saysWhole(c.ui)) << "a wide row holds it beside the value";
  EXPECT_EQ(c.cutShort(portals), "");
}

TEST(ButtonSignTest, ASideStepperSaysItsSignWhereItsWordDoesNotFit) {
  Canvas c;
  Stepper width("Szeroko\xc5\x9b\xc4\x87", 15, 2, 30, [](int) {});
  width.rect = SDL_Rect{0, 0, 2 * 44 + c.width("15") * 2, 44};  // compact: room for a short word over the value
  ASSERT_TRUE(width.compact());
  const auto drawn = [&] { return c.cutShort(width); };
  EXPECT_NE(drawn(), "") << "the word over the value is cut short";
  width.shortLabel = Stepper::WidthSign;
  EXPECT_EQ(drawn(), "") << "the sign over the value fits";
}

}  // namespace
}  // namespace button_sign_test
}  // namespace tileflow
