// LayoutCheck: each rule reports what breaks it and nothing else.
#include "engine/ui/LayoutCheck.hpp"

#include "engine/ui/Paint.hpp"

#include <gtest/gtest.h>

#include <string>

namespace tileflow {
namespace layout_check_test {
namespace {

DrawProbe::Control control(const std::string& name, SDL_Rect r) { return {name, r}; }
DrawProbe::Text text(const std::string& s, SDL_Rect r, int px, int owner = -1, SDL_Rect box = {},
                     const std::string& full = {}) {
  return {s, r, px, owner, box, full};
}

std::string joined(const std::vector<LayoutProblem>& problems) {
  std::string out;
  for (const auto& p : problems) out += p.where + ": " + p.what + "\n";
  return out;
}

TEST(LayoutCheckTest, ACleanLayoutHasNoProblems) {
  DrawProbe probe;
  probe.controls = {control("Play", {10, 10, 100, 44}), control("Quit", {10, 60, 100, 44})};
  probe.texts = {text("Play", {30, 20, 40, 16}, 16, 0, {10, 10, 100, 44}), text("Title", {10, 120, 80, 20}, 20)};
  EXPECT_EQ(joined(layoutProblems(probe, 320, 240)), "");
}

TEST(LayoutCheckTest, ControlsOutsideTheWindowOrOnEachOther) {
  DrawProbe probe;
  probe.controls = {control("Back", {250, 200, 100, 44}), control("Generate", {10, 10, 100, 44}),
                    control("Wrap", {60, 40, 100, 44})};
  const auto problems = layoutProblems(probe, 320, 240);
  ASSERT_EQ(problems.size(), 2u) << joined(problems);
  EXPECT_EQ(problems[0].where, "'Back'");
  EXPECT_EQ(problems[0].what, "outside the window");
  EXPECT_EQ(problems[1].where, "'Generate'");
  EXPECT_EQ(problems[1].what, "overlaps 'Wrap'");
}

TEST(LayoutCheckTest, AControlsLabelCutShortIsAProblemOtherTextCutIsNot) {
  DrawProbe probe;
  probe.controls = {control("Copy code", {10, 10, 60, 44})};
  probe.texts = {
      text("Copy\xe2\x80\xa6", {14, 20, 50, 16}, 12, 0, {14, 10, 52, 44}, "Copy code"),
      text("A long level na\xe2\x80\xa6", {10, 100, 200, 16}, 12, -1, {10, 100, 200, 20}, "A long level name")};
  const auto problems = layoutProblems(probe, 320, 240);
  ASSERT_EQ(problems.size(), 1u) << joined(problems);
  EXPECT_EQ(problems[0].where, "text 'Copy code'");
  EXPECT_EQ(problems[0].what, "label cut short");
}

TEST(LayoutCheckTest, TouchingEdgesAreNotOverlaps) {
  DrawProbe probe;
  probe.controls = {control("A", {0, 0, 50, 50}), control("B", {50, 0, 50, 50}), control("C", {0, 50, 50, 50})};
  EXPECT_TRUE(layoutProblems(probe, 100, 100).empty());
}

TEST(LayoutCheckTest, SmallTextIsMeasuredAgainstTheWindow) {
  EXPECT_EQ(minimumTextPixels(480, 320), 12);
  EXPECT_EQ(minimumTextPixels(3840, 2160), 36);
  DrawProbe probe;
  probe.texts = {text("tiny", {0, 0, 20, 9}, 9)};
  const auto small = layoutProblems(probe, 480, 320);
  ASSERT_EQ(small.size(), 1u);
  EXPECT_EQ(small[0].what, "9 px, below the minimum 12");
  probe.texts = {text("ok here", {0, 0, 60, 14}, 14)};
  EXPECT_TRUE(layoutProblems(probe, 480, 320).empty());
  EXPECT_EQ(layoutProblems(probe, 3840, 2160).size(), 1u);
}

TEST(LayoutCheckTest, TextOnAControlThatDidNotDrawIt) {
  DrawProbe probe;
  probe.controls = {control("\xe2\x88\x92", {100, 0, 44, 44})};
  probe.texts = {text("Width", {80, 10, 50, 16}, 16), text("\xe2\x88\x92", {110, 10, 20, 16}, 16, 0)};
  const auto problems = layoutProblems(probe, 320, 240);
  ASSERT_EQ(problems.size(), 2u) << joined(problems);
  EXPECT_EQ(problems[0].what, "lies on '\xe2\x88\x92'");
  EXPECT_EQ(problems[1].what, "overlaps text '\xe2\x88\x92'");
}

TEST(LayoutCheckTest, AShadowIsNotACollision) {
  DrawProbe probe;
  probe.texts = {text("Settings", {100, 10, 120, 34}, 34), text("Settings", {102, 12, 120, 34}, 34)};
  EXPECT_TRUE(layoutProblems(probe, 320, 240).empty());
  probe.texts[1].rect.x = 140;  // the same word drawn twice, far apart enough to collide
  EXPECT_EQ(layoutProblems(probe, 320, 240).size(), 1u);
}

TEST(LayoutCheckTest, TextWiderThanItsSpace) {
  DrawProbe probe;
  probe.texts = {text("A long level name", {10, 10, 150, 16}, 16, -1, {10, 8, 100, 20})};
  const auto problems = layoutProblems(probe, 320, 240);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].what, "does not fit its space");
  // A line's height may stand a little out of a tight box: letters sit inside it.
  probe.texts = {text("Fits", {10, 6, 40, 24}, 20, -1, {10, 8, 100, 20})};
  EXPECT_TRUE(layoutProblems(probe, 320, 240).empty());
}

}  // namespace
}  // namespace layout_check_test
}  // namespace tileflow
