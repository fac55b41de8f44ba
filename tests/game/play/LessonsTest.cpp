// Lessons: each shows on the first board that calls for it, in order, until done; the words
// follow the device.
#include "game/play/Lessons.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace lessons_test {
namespace {

using test::testCatalog;
using test::tileId;

Board board(std::initializer_list<const char*> tiles) {
  Board b(testCatalog(), static_cast<int>(tiles.size()), 1);
  int i = 0;
  for (const char* t : tiles) b.place(i++, tileId(t), 0);
  return b;
}

TEST(Lessons, EachShowsOnTheFirstBoardThatCallsForItInOrderUntilDone) {
  const Board plain = board({"road-end", "road-end"});
  const Rules match;
  std::set<std::string> done;
  EXPECT_EQ(Lesson::Turn, lessonFor(plain, match, done));
  done.insert("turn");
  EXPECT_EQ(Lesson::Twins, lessonFor(plain, match, done));
  done.insert("twins");
  EXPECT_EQ(std::nullopt, lessonFor(plain, match, done)) << "no heights, bridges, landmarks or network rules here";
  EXPECT_EQ(std::nullopt, lessonFor(board({"blank", "blank"}), match, {})) << "nothing to turn, nothing to teach";

  // A Link board teaches its landmarks first, before ends and bridges.
  Board link = plain;
  link.setLandmark(0, 1);
  EXPECT_EQ(Lesson::Landmarks, lessonFor(link, match, {"turn"}));
  EXPECT_EQ(Lesson::Landmarks, lessonFor(link, match, done));
  done.insert("landmarks");
  EXPECT_EQ(std::nullopt, lessonFor(link, match, done));
}

TEST(Lessons, NetRulesTeachOneNetworkAndNoLoops) {
  const Board plain = board({"road-end", "road-end"});
  std::set<std::string> done = {"turn", "twins"};
  EXPECT_EQ(Lesson::OneNetwork, lessonFor(plain, Rules::net(), done));
  done.insert("network");
  EXPECT_EQ(Lesson::NoLoops, lessonFor(plain, Rules::net(), done));
  EXPECT_EQ(std::nullopt, lessonFor(plain, Rules{true, false}, done)) << "loops are allowed there";
  done.insert("loops");
  EXPECT_EQ(std::nullopt, lessonFor(plain, Rules::net(), done));
  // Ends meeting "of their own kind": no talk of roads and rivers on a board of one kind.
  EXPECT_EQ(std::string::npos, lessonText(Lesson::Twins, LessonDevice::Touch).find("river"));
}

TEST(Lessons, HeightsNeedOneKindAtTwoHeightsAndBridgesTheirPieces) {
  const std::set<std::string> done = {"turn", "twins"};
  const Rules match;
  // Every piece alone: one height per kind teaches nothing about heights, however low.
  for (const TileType& t : testCatalog().tileTypes()) {
    Board b(testCatalog(), 1, 1);
    b.place(0, static_cast<int>(&t - testCatalog().tileTypes().data()), 0);
    std::set<int> heights[MaxFlowKinds + 1];
    for (int s = 0; s < b.sides(); ++s)
      if (hasFlow(b.side(0, s))) heights[flowOf(b.side(0, s))].insert(static_cast<int>(heightOf(b.side(0, s))));
    bool twoHeights = false;
    for (const auto& h : heights) twoHeights = twoHeights || h.size() > 1;
    const auto lesson = lessonFor(b, match, done);
    if (twoHeights) {
      EXPECT_EQ(Lesson::Heights, lesson) << t.id;
    } else if (t.channelCount >= 2) {
      EXPECT_EQ(Lesson::Bridges, lesson) << t.id;
    } else {
      EXPECT_EQ(std::nullopt, lesson) << t.id;
    }
  }
  // A raised road beside a level one: heights matter.
  EXPECT_EQ(Lesson::Heights, lessonFor(board({"road-high-end", "road-end"}), match, done));
}

TEST(Lessons, TheWordsFollowTheDeviceAndEveryLessonHasThem) {
  EXPECT_NE(std::string::npos, lessonText(Lesson::Turn, LessonDevice::Touch).find("Tap"));
  EXPECT_NE(std::string::npos, lessonText(Lesson::Turn, LessonDevice::Mouse).find("Click"));
  EXPECT_NE(std::string::npos, lessonText(Lesson::Turn, LessonDevice::Gamepad).find("press A"));
  EXPECT_NE(std::string::npos, lessonText(Lesson::Turn, LessonDevice::Keyboard).find("Enter"));
  for (int i = 0; i < LessonCount; ++i) {
    const auto lesson = static_cast<Lesson>(i);
    EXPECT_EQ(lesson, lessonNamed(LessonIds[static_cast<std::size_t>(i)]));
    for (const auto device :
         {LessonDevice::Touch, LessonDevice::Mouse, LessonDevice::Keyboard, LessonDevice::Gamepad}) {
      EXPECT_FALSE(lessonText(lesson, device).empty());
      EXPECT_LE(lessonShortText(lesson, device).size(), 28u) << "fits half a status line";
    }
  }
  EXPECT_EQ(std::nullopt, lessonNamed("juggling"));
  EXPECT_TRUE(lessonDoneByTurn(Lesson::Turn));
  EXPECT_FALSE(lessonDoneByTurn(Lesson::Twins));
}

}  // namespace
}  // namespace lessons_test
}  // namespace tileflow
