// DrawPacing: a paced renderer hands its draws over and waits once per DrawsPerPart draws; other
// renderers never wait.
#include <gtest/gtest.h>

#include <SDL.h>

#include "engine/platform/DrawPacing.hpp"
#include "engine/platform/OffscreenCanvas.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace draw_pacing_test {
namespace {

int waits = 0;
void countWait() { ++waits; }

TEST(DrawPacingTest, APacedRendererWaitsOncePerPartAndNoOtherDoes) {
  test::ensureHeadlessSdl();
  OffscreenCanvas paced(8, 8);
  OffscreenCanvas other(8, 8);
  waits = 0;
  pacePretending(paced.renderer(), &countWait);
  for (int i = 0; i < DrawsPerPart - 1; ++i) paceDraws(paced.renderer());
  EXPECT_EQ(waits, 0) << "no wait before a whole part has gathered";
  paceDraws(paced.renderer());
  EXPECT_EQ(waits, 1);
  for (int i = 0; i < 10 * DrawsPerPart; ++i) paceDraws(other.renderer());
  EXPECT_EQ(waits, 1) << "draws on another renderer are not counted";
  // Draws counted several at a time (a cell's walls) reach a part as soon as one at a time would.
  paceDraws(paced.renderer(), DrawsPerPart / 2);
  paceDraws(paced.renderer(), DrawsPerPart / 2);
  EXPECT_EQ(waits, 2);
  // Stopping another renderer's pacing leaves this one paced; stopping its own ends it.
  pacePretending(other.renderer(), nullptr);
  paceDraws(paced.renderer(), DrawsPerPart);
  EXPECT_EQ(waits, 3);
  pacePretending(paced.renderer(), nullptr);
  paceDraws(paced.renderer(), 10 * DrawsPerPart);
  EXPECT_EQ(waits, 3);
}

}  // namespace
}  // namespace draw_pacing_test
}  // namespace tileflow
