// LinesGestures: the strokes the soak and the memory check draw on a Lines board start at a dot or
// a line's end and go from cell to neighbouring cell on screen, they draw lines when played, and
// the same seed chooses the same gestures.
#include "game/cli_sdl/LinesGestures.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesLessons.hpp"
#include "game/lines/LinesPacks.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow::cli {
namespace lines_gestures_test {
namespace {

LinesPlayScreen& openLevel(ScreenHarness& h) {
  test::ensureHeadlessSdl();
  for (const auto lesson : {LinesLesson::Draw, LinesLesson::Bridges, LinesLesson::Warps, LinesLesson::Portals})
    h.app().settings.lessonsDone.insert(linesLessonId(lesson));
  LinesGenerateOptions o;
  o.width = o.height = 8;
  o.seed = 9;
  const auto made = generateLines(o);
  if (!made) throw std::runtime_error("no level");
  h.push(std::make_unique<LinesPlayScreen>(h.lines(), linesLevelOf(*made, "g", "G", 9)));
  h.drawFrame();
  return *h.top<LinesPlayScreen>();
}

// The gesture's points as the screen's events, one finger.
void playStroke(ScreenHarness& h, const Gesture& g) {
  int x = g.x;
  int y = g.y;
  bool started = false;
  for (const auto& [px, py] : g.path) {
    h.send(InputEvent::drag(started ? InputEvent::Phase::Move : InputEvent::Phase::Start, px, py, px - x, py - y,
                            Device::Touch));
    started = true;
    x = px;
    y = py;
  }
  h.send(InputEvent::drag(InputEvent::Phase::End, x, y, 0, 0, Device::Touch));
}

TEST(LinesGestures, StrokesStartAtADotOrALinesEndAndWalkFromCellToNeighbour) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = openLevel(h);
  const LinesBoard& board = play.level().board;
  Rng rng(5);
  LinesPlayCounts counts;
  int strokes = 0;
  for (int i = 0; i < 300; ++i) {
    const Gesture g = linesGesture(play, rng, counts);
    if (g.path.empty()) continue;
    const int start = play.view().cellAt(g.x, g.y);
    ASSERT_GE(start, 0);
    const LinesPosition& p = play.shown();
    bool lineEnd = false;
    for (int colour = 0; colour < board.colours(); ++colour)
      lineEnd = lineEnd || (p.line(colour).size() > 1 && p.line(colour).back() == start);
    EXPECT_TRUE(board.endpoint(start) >= 0 || lineEnd) << "a stroke starts where drawing can";
    int at = start;
    for (const auto& [px, py] : g.path) {
      const int to = play.view().cellAt(px, py);
      ASSERT_GE(to, 0) << "every point is on a cell in view";
      bool neighbour = false;
      for (int side = 0; side < board.sides(); ++side) neighbour = neighbour || board.next(at, side) == to;
      EXPECT_TRUE(neighbour) << at << " to " << to;
      at = to;
    }
    playStroke(h, g);
    ++strokes;
  }
  EXPECT_GT(strokes, 50);
  EXPECT_EQ(counts.played[LinesPlayCounts::Stroke], strokes);
  EXPECT_GT(play.game().played().size(), 10u) << "the strokes drew lines";
  EXPECT_NE(counts.line().find("strokes "), std::string::npos);
}

TEST(LinesGestures, TheSameSeedChoosesTheSameGestures) {
  ScreenHarness h(480, 320, &test::uiTestCatalog());
  const LinesPlayScreen& play = openLevel(h);
  const auto run = [&] {
    Rng rng(77);
    LinesPlayCounts counts;
    std::vector<std::vector<int>> seen;
    for (int i = 0; i < 100; ++i) {
      const Gesture g = linesGesture(play, rng, counts);
      std::vector<int> v{static_cast<int>(g.kind), g.x, g.y, g.wheel, static_cast<int>(g.pad)};
      for (const auto& [px, py] : g.path) v.insert(v.end(), {px, py});
      seen.push_back(v);
    }
    return seen;
  };
  EXPECT_EQ(run(), run());
}

}  // namespace
}  // namespace lines_gestures_test
}  // namespace tileflow::cli
