// PressCue: a control used through a widget list (a tap, Primary on a button, a stepper's step)
// gives the program's cue once; moving the focus, a miss or a disabled control gives none.
#include "engine/ui/PressCue.hpp"

#include <gtest/gtest.h>

#include <memory>

#include "engine/ui/Button.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/WidgetList.hpp"

namespace tileflow {
namespace press_cue_test {
namespace {

class PressCueTest : public ::testing::Test {
 protected:
  void SetUp() override {
    setPressCue([this] { ++cues; });
    button = &list.add(std::make_unique<Button>("Go", [this] { ++presses; }));
    button->rect = SDL_Rect{0, 0, 100, 50};
    stepper = &list.add(std::make_unique<Stepper>("Volume", 5, 0, 10, [](int) {}));
    stepper->rect = SDL_Rect{0, 60, 100, 50};
    list.settleFocus();
  }
  void TearDown() override { setPressCue({}); }

  WidgetList list;
  Button* button = nullptr;
  Stepper* stepper = nullptr;
  int cues = 0;
  int presses = 0;
};

TEST_F(PressCueTest, ATapOnAButtonCuesOnce) {
  EXPECT_TRUE(list.handle(InputEvent::tap(10, 10)));
  EXPECT_EQ(1, presses);
  EXPECT_EQ(1, cues);
}

TEST_F(PressCueTest, PrimaryOnTheFocusedButtonCues) {
  list.handle(InputEvent::act(Action::Primary));
  EXPECT_EQ(1, presses);
  EXPECT_EQ(1, cues);
}

TEST_F(PressCueTest, AStepperStepCuesButMovingTheFocusDoesNot) {
  list.handle(InputEvent::act(Action::Down));
  EXPECT_EQ(0, cues);
  ASSERT_EQ(stepper, list.focused());
  list.handle(InputEvent::act(Action::Right));
  EXPECT_EQ(6, stepper->value);
  EXPECT_EQ(1, cues);
}

TEST_F(PressCueTest, AMissOrADisabledButtonDoesNotCue) {
  list.handle(InputEvent::tap(300, 300));
  button->enabled = false;
  list.handle(InputEvent::tap(10, 10));
  EXPECT_EQ(0, presses);
  EXPECT_EQ(0, cues);
}

TEST_F(PressCueTest, WithNoCueInstalledAPressStillWorks) {
  setPressCue({});
  list.handle(InputEvent::tap(10, 10));
  EXPECT_EQ(1, presses);
  EXPECT_EQ(0, cues);
}

}  // namespace
}  // namespace press_cue_test
}  // namespace tileflow
