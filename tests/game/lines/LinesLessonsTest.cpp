// The Lines lessons: drawing first, then each feature the board has, each once, in the device's
// words.
#include "game/lines/LinesLessons.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace tileflow {
namespace lines_lessons_test {
namespace {

TEST(LinesLessons, DrawingComesFirstThenEachFeatureTheBoardHas) {
  LinesBoard board(4, 4, Shape::Square, true);
  board.setBridge(5, board.everyAxis());
  board.addPortal(0, 15);
  std::set<std::string> done;
  std::vector<LinesLesson> seen;
  while (const auto lesson = linesLessonFor(board, done)) {
    seen.push_back(*lesson);
    ASSERT_TRUE(done.insert(linesLessonId(*lesson)).second) << "each lesson once";
  }
  EXPECT_EQ(seen, (std::vector<LinesLesson>{LinesLesson::Draw, LinesLesson::Bridges, LinesLesson::Warps,
                                            LinesLesson::Portals}));
}

TEST(LinesLessons, APlainBoardTeachesOnlyDrawing) {
  const LinesBoard board(5, 5);
  std::set<std::string> done;
  ASSERT_EQ(linesLessonFor(board, done), LinesLesson::Draw);
  done.insert(linesLessonId(LinesLesson::Draw));
  EXPECT_EQ(linesLessonFor(board, done), std::nullopt);
}

TEST(LinesLessons, TheWordsFollowTheDevice) {
  EXPECT_NE(linesLessonText(LinesLesson::Draw, LessonDevice::Touch).find("Drag"), std::string::npos);
  EXPECT_NE(linesLessonText(LinesLesson::Draw, LessonDevice::Mouse).find("click"), std::string::npos);
  EXPECT_NE(linesLessonText(LinesLesson::Draw, LessonDevice::Keyboard).find("Enter"), std::string::npos);
  EXPECT_NE(linesLessonText(LinesLesson::Draw, LessonDevice::Gamepad).find("d-pad"), std::string::npos);
  for (const auto l : {LinesLesson::Draw, LinesLesson::Bridges, LinesLesson::Warps, LinesLesson::Portals}) {
    EXPECT_FALSE(linesLessonTitle(l).empty());
    EXPECT_FALSE(linesLessonText(l, LessonDevice::Touch).empty());
  }
}

}  // namespace
}  // namespace lines_lessons_test
}  // namespace tileflow
