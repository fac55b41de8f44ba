// navigationProblems: a sound list passes; a widget the arrows cannot reach, or a focus left on a
// widget that cannot take it, is named.
#include "engine/ui/Navigation.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "engine/ui/Button.hpp"
#include "engine/ui/Toggle.hpp"

namespace tileflow {
namespace navigation_test {
namespace {

Button& addButton(WidgetList& list, const std::string& label, SDL_Rect rect) {
  Button& b = list.add(std::make_unique<Button>(label, [] {}));
  b.rect = rect;
  return b;
}

TEST(Navigation, AGridWithAWideRowHasNoProblems) {
  WidgetList list;
  addButton(list, "Play", {100, 0, 300, 50});
  addButton(list, "Generate", {100, 60, 145, 50});
  addButton(list, "Create", {254, 60, 146, 50});
  addButton(list, "Settings", {100, 120, 145, 50});
  addButton(list, "Import", {254, 120, 146, 50});
  list.settleFocus();
  EXPECT_TRUE(navigationProblems(list).empty());
  EXPECT_EQ(1, list.neighbour(0, Action::Down));
}

TEST(Navigation, AWidgetInsideAnotherCannotBeReachedAndIsNamed) {
  WidgetList list;
  addButton(list, "Big", {0, 0, 300, 300});
  addButton(list, "Inside", {100, 100, 50, 50});
  list.settleFocus();
  const auto problems = navigationProblems(list);
  ASSERT_EQ(1u, problems.size());
  EXPECT_NE(std::string::npos, problems[0].find("#1 Inside at 100,100")) << problems[0];
  EXPECT_NE(std::string::npos, problems[0].find("cannot be reached")) << problems[0];
}

TEST(Navigation, SwitchesKeepLeftAndRightSoOnlyUpAndDownReachPastThem) {
  // A switch beside a button: Left and Right change the switch, so from it the button on its
  // right is not reachable until a button above that one opens a way round.
  WidgetList list;
  list.add(std::make_unique<Toggle>("Sound", true, [](bool) {})).rect = SDL_Rect{0, 100, 200, 50};
  addButton(list, "Right of it", {210, 100, 100, 50});
  list.settleFocus();
  auto problems = navigationProblems(list);
  ASSERT_EQ(1u, problems.size());
  EXPECT_NE(std::string::npos, problems[0].find("Right of it")) << problems[0];
  addButton(list, "Above it", {210, 0, 100, 50});
  problems = navigationProblems(list);
  EXPECT_TRUE(problems.empty()) << problems.front();
}

TEST(Navigation, AFocusOnADisabledWidgetIsReported) {
  WidgetList list;
  Button& a = addButton(list, "A", {0, 0, 100, 50});
  addButton(list, "B", {0, 60, 100, 50});
  list.focus(&a);
  a.enabled = false;
  const auto problems = navigationProblems(list);
  ASSERT_EQ(1u, problems.size());
  EXPECT_NE(std::string::npos, problems[0].find("cannot take it")) << problems[0];
}

}  // namespace
}  // namespace navigation_test
}  // namespace tileflow
