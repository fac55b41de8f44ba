// WidgetList scrolling: a column longer than its view follows the focus, hides what lies
// outside (no taps reach it) and scrolls on the wheel and on drags.
#include <gtest/gtest.h>

#include <memory>

#include "engine/ui/WidgetList.hpp"

namespace tileflow {
namespace widget_scroll_test {
namespace {

struct Row : Widget {
  void draw(UiContext&, bool) const override {}
  bool act(Action a) override { return a == Action::Primary && (++presses, true); }
  bool tap(int, int, bool) override { return ++taps, true; }
  int presses = 0;
  int taps = 0;
};

// Ten rows 40 high with 10 between, in a view 140 high: three rows show.
struct Column {
  Column() {
    for (int i = 0; i < 10; ++i) rows[i] = &list.add(std::make_unique<Row>());
    for (int i = 0; i < 10; ++i) rows[i]->rect = SDL_Rect{0, 100 + i * 50, 200, 40};
  }
  WidgetList list;
  Row* rows[10];
  const SDL_Rect view{0, 100, 200, 140};
};

TEST(WidgetScrollTest, AColumnThatFitsDoesNotScroll) {
  WidgetList list;
  auto& a = list.add(std::make_unique<Row>());
  a.rect = SDL_Rect{0, 100, 200, 40};
  EXPECT_FALSE(list.scrollFrom(0, SDL_Rect{0, 100, 200, 140}));
  EXPECT_FALSE(a.clipped);
}

TEST(WidgetScrollTest, RowsOutsideTheViewAreHiddenAndUntappable) {
  Column c;
  ASSERT_TRUE(c.list.scrollFrom(0, c.view));
  EXPECT_FALSE(c.rows[0]->clipped);
  EXPECT_FALSE(c.rows[2]->clipped);
  EXPECT_TRUE(c.rows[3]->clipped);
  EXPECT_TRUE(c.rows[9]->clipped);
  // Row 3 would lie at y 250..290: a tap there reaches nothing.
  EXPECT_FALSE(c.list.handle(InputEvent::tap(50, 260)));
  EXPECT_EQ(c.rows[3]->taps, 0);
}

TEST(WidgetScrollTest, TheFocusMovingDownScrollsItIntoView) {
  Column c;
  c.list.scrollFrom(0, c.view);
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(c.list.handle(InputEvent::act(Action::Down)));
  EXPECT_EQ(c.list.focused(), c.rows[5]);
  EXPECT_FALSE(c.rows[5]->clipped);
  // The least scrolling: row 5 sits at the bottom of the view.
  EXPECT_EQ(c.rows[5]->rect.y + c.rows[5]->rect.h, c.view.y + c.view.h);
  EXPECT_TRUE(c.rows[2]->clipped);
  c.list.handle(InputEvent::act(Action::Primary));
  EXPECT_EQ(c.rows[5]->presses, 1);
  // A tap on the row now shown reaches it.
  const SDL_Rect r = c.rows[5]->rect;
  EXPECT_TRUE(c.list.handle(InputEvent::tap(r.x + 5, r.y + 5)));
  EXPECT_EQ(c.rows[5]->taps, 1);
}

TEST(WidgetScrollTest, WheelAndDragScrollWithinTheContent) {
  Column c;
  c.list.scrollFrom(0, c.view);
  // Content is 490 high, the view 140: it scrolls 350 at most.
  c.list.handle(InputEvent::wheel(-20, 50, 150));
  EXPECT_EQ(c.rows[9]->rect.y + c.rows[9]->rect.h, c.view.y + c.view.h);
  EXPECT_FALSE(c.rows[9]->clipped);
  c.list.handle(InputEvent::drag(InputEvent::Phase::Move, 50, 150, 0, 1000));
  EXPECT_EQ(c.rows[0]->rect.y, c.view.y);
  // Outside the view the wheel does nothing.
  EXPECT_FALSE(c.list.handle(InputEvent::wheel(-1, 50, 20)));
}

TEST(WidgetScrollTest, ANewLayoutKeepsTheFocusInView) {
  Column c;
  c.list.scrollFrom(0, c.view);
  for (int i = 0; i < 8; ++i) c.list.handle(InputEvent::act(Action::Down));
  // Laid out again (a resize): rows back at their content positions, then scrolled.
  for (int i = 0; i < 10; ++i) c.rows[i]->rect = SDL_Rect{0, 100 + i * 50, 200, 40};
  c.list.scrollFrom(0, c.view);
  EXPECT_FALSE(c.rows[8]->clipped);
}

}  // namespace
}  // namespace widget_scroll_test
}  // namespace tileflow
