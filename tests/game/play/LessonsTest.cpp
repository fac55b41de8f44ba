// Lessons: each shows on the first board that calls for it, in order, until done; the words
// follow the device.
#include "game/play/Lessons.hpp"

#include <gtest/gtest.h>

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
  std::set<std::string> done;
  EXPECT_EQ(Lesson::Turn, lessonFor(plain, done));
  done.insert("turn");
  EXPECT_EQ(Lesson::Twins, lessonFor(plain, done));
  done.insert("twins");
  EXPECT_EQ(std::nullopt, lessonFor(plain, done)) << "no heights, bridges or landmarks here";
  EXPECT_EQ(std::nullopt, lessonFor(board({"blank", "blank"}), {})) << "nothing to turn, nothing to teach";

  Board link = plain;
  link.setLandmark(0, 1);
  EXPECT_EQ(Lesson::Landmarks, lessonFor(link, done));
  done.insert("landmarks");
  EXPECT_EQ(std::nullopt, lessonFor(link, done));
}

TEST(Lessons, HeightsAndBridgesNeedTheirPieces) {
  std::set<std::string> done = {"turn", "twins"};
  // The test catalog's raised road and its bridge (two channels).
  for (const TileType& t : testCatalog().tileTypes()) {
    Board b(testCatalog(), 1, 1);
    b.place(0, static_cast<int>(&t - testCatalog().tileTypes().data()), 0);
    bool raised = false;
    for (int s = 0; s < b.sides(); ++s)
      raised = raised || (hasFlow(b.side(0, s)) && heightOf(b.side(0, s)) != Height::Normal);
    const auto lesson = lessonFor(b, done);
    if (raised) {
      EXPECT_EQ(Lesson::Heights, lesson) << t.id;
    } else if (t.channelCount >= 2) {
      EXPECT_EQ(Lesson::Bridges, lesson) << t.id;
    } else {
      EXPECT_EQ(std::nullopt, lesson) << t.id;
    }
  }
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
