// InputTranslator: mouse, touch, keyboard and gamepad events become the right actions; the
// mouse copies SDL makes of touches are dropped; a long press turns counter-clockwise.
#include <gtest/gtest.h>

#include <SDL.h>

#include <vector>

#include "engine/input/InputTranslator.hpp"

namespace tileflow {
namespace input_translator_test {
namespace {

SDL_Event mouseUp(int x, int y, Uint8 button, Uint32 which = 0) {
  SDL_Event e{};
  e.type = SDL_MOUSEBUTTONUP;
  e.button.x = x;
  e.button.y = y;
  e.button.button = button;
  e.button.which = which;
  return e;
}

SDL_Event mouseDown(int x, int y, Uint8 button = SDL_BUTTON_LEFT) {
  SDL_Event e = mouseUp(x, y, button);
  e.type = SDL_MOUSEBUTTONDOWN;
  return e;
}

SDL_Event mouseMove(int x, int y, Uint32 buttons) {
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.x = x;
  e.motion.y = y;
  e.motion.state = buttons;
  return e;
}

SDL_Event wheel(float notches, int x, int y, Uint32 direction = SDL_MOUSEWHEEL_NORMAL) {
  SDL_Event e{};
  e.type = SDL_MOUSEWHEEL;
  e.wheel.y = static_cast<Sint32>(notches);
  e.wheel.preciseY = notches;
  e.wheel.direction = direction;
  e.wheel.mouseX = x;
  e.wheel.mouseY = y;
  return e;
}

SDL_Event finger(Uint32 type, float x, float y, Uint32 ms, SDL_FingerID id = 1) {
  SDL_Event e{};
  e.type = type;
  e.tfinger.x = x;
  e.tfinger.y = y;
  e.tfinger.fingerId = id;
  e.tfinger.timestamp = ms;
  return e;
}

SDL_Event key(SDL_Keycode sym, Uint16 mod = 0) {
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.keysym.sym = sym;
  e.key.keysym.mod = mod;
  return e;
}

SDL_Event pad(Uint32 type, Uint8 button, Uint32 ms = 0) {
  SDL_Event e{};
  e.type = type;
  e.cbutton.button = button;
  e.cbutton.timestamp = ms;
  return e;
}

class InputTranslatorTest : public ::testing::Test {
 protected:
  void SetUp() override { input.setSizes(400, 300, 800, 600); }
  std::vector<InputEvent> translate(const SDL_Event& e) {
    std::vector<InputEvent> out;
    input.translate(e, out);
    return out;
  }
  Action actionOf(const SDL_Event& e) {
    auto out = translate(e);
    return out.size() == 1 && out[0].kind == InputEvent::Kind::Action ? out[0].action : Action::None;
  }
  InputTranslator input;
};

TEST_F(InputTranslatorTest, LeftClickIsAClockwiseTapInOutputPixels) {
  EXPECT_TRUE(translate(mouseDown(100, 50)).empty());
  auto out = translate(mouseUp(100, 50, SDL_BUTTON_LEFT));
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(InputEvent::Kind::Tap, out[0].kind);
  EXPECT_FALSE(out[0].alternate);
  EXPECT_EQ(200, out[0].x) << "HiDPI: window points are scaled to renderer pixels";
  EXPECT_EQ(100, out[0].y);
}

TEST_F(InputTranslatorTest, RightClickIsACounterClockwiseTap) {
  translate(mouseDown(10, 10, SDL_BUTTON_RIGHT));
  auto out = translate(mouseUp(10, 10, SDL_BUTTON_RIGHT));
  ASSERT_EQ(1u, out.size());
  EXPECT_TRUE(out[0].alternate);
}

// A release whose press went to the screen before (or came before the window had the pointer) is
// no click; nor is one whose press was under way when the screen changed.
TEST_F(InputTranslatorTest, AReleaseWithoutItsPressIsNoClick) {
  EXPECT_TRUE(translate(mouseUp(10, 10, SDL_BUTTON_LEFT)).empty());
  translate(mouseDown(10, 10));
  input.cancelGestures();
  EXPECT_TRUE(translate(mouseUp(10, 10, SDL_BUTTON_LEFT)).empty());
  SDL_Event finger{};
  finger.type = SDL_FINGERDOWN;
  finger.tfinger.fingerId = 3;
  finger.tfinger.x = 0.5f;
  finger.tfinger.y = 0.5f;
  translate(finger);
  input.cancelGestures();
  finger.type = SDL_FINGERUP;
  EXPECT_TRUE(translate(finger).empty());
}

TEST_F(InputTranslatorTest, MouseEventsSynthesisedFromTouchAreDropped) {
  EXPECT_TRUE(translate(mouseUp(10, 10, SDL_BUTTON_LEFT, SDL_TOUCH_MOUSEID)).empty());
  SDL_Event motion{};
  motion.type = SDL_MOUSEMOTION;
  motion.motion.which = SDL_TOUCH_MOUSEID;
  EXPECT_TRUE(translate(motion).empty());
}

TEST_F(InputTranslatorTest, AShortTouchIsAClockwiseTapWhereTheFingerWent) {
  EXPECT_TRUE(translate(finger(SDL_FINGERDOWN, 0.5f, 0.25f, 1000)).empty());
  auto out = translate(finger(SDL_FINGERUP, 0.5f, 0.25f, 1120));
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(InputEvent::Kind::Tap, out[0].kind);
  EXPECT_FALSE(out[0].alternate);
  EXPECT_EQ(400, out[0].x);
  EXPECT_EQ(150, out[0].y);
  EXPECT_EQ(Device::Touch, out[0].device);
}

TEST_F(InputTranslatorTest, ALongPressTurnsCounterClockwiseWhileTheFingerIsStillDown) {
  translate(finger(SDL_FINGERDOWN, 0.1f, 0.1f, 1000));
  std::vector<InputEvent> out;
  input.poll(1000 + InputTranslator::LongPressMs - 1, out);
  EXPECT_TRUE(out.empty());
  EXPECT_EQ(1, input.msUntilNextPoll(1000 + InputTranslator::LongPressMs - 1));
  input.poll(1000 + InputTranslator::LongPressMs, out);
  ASSERT_EQ(1u, out.size());
  EXPECT_TRUE(out[0].alternate);
  EXPECT_TRUE(translate(finger(SDL_FINGERUP, 0.1f, 0.1f, 2000)).empty()) << "lifting after a long press adds nothing";
}

TEST_F(InputTranslatorTest, ALongPressReportedOnlyAtLiftIsStillCounterClockwise) {
  translate(finger(SDL_FINGERDOWN, 0.1f, 0.1f, 1000));
  auto out = translate(finger(SDL_FINGERUP, 0.1f, 0.1f, 1000 + InputTranslator::LongPressMs + 10));
  ASSERT_EQ(1u, out.size());
  EXPECT_TRUE(out[0].alternate);
}

TEST_F(InputTranslatorTest, InHoldModeALongPressIsAHoldWhileDownAndTurnsBackOnlyWhenLifted) {
  input.setHoldMode(true);
  translate(finger(SDL_FINGERDOWN, 0.1f, 0.1f, 1000));
  std::vector<InputEvent> out;
  input.poll(1000 + InputTranslator::LongPressMs, out);
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(InputEvent::Kind::Hold, out[0].kind) << "held: nothing turns yet, a drag may follow";
  EXPECT_EQ(80, out[0].x);
  out = translate(finger(SDL_FINGERUP, 0.1f, 0.1f, 2000));
  ASSERT_EQ(1u, out.size()) << "lifted without moving: the long press's tap";
  EXPECT_EQ(InputEvent::Kind::Tap, out[0].kind);
  EXPECT_TRUE(out[0].alternate);
}

TEST_F(InputTranslatorTest, InHoldModeADragAfterALongPressIsMarkedAlternateAndIsNoTap) {
  input.setHoldMode(true);
  translate(finger(SDL_FINGERDOWN, 0.1f, 0.1f, 1000));
  std::vector<InputEvent> out;
  input.poll(1000 + InputTranslator::LongPressMs, out);
  auto start = translate(finger(SDL_FINGERMOTION, 0.3f, 0.1f, 1600));
  ASSERT_EQ(1u, start.size());
  EXPECT_EQ(InputEvent::Kind::Drag, start[0].kind);
  EXPECT_TRUE(start[0].alternate);
  auto move = translate(finger(SDL_FINGERMOTION, 0.4f, 0.1f, 1650));
  ASSERT_EQ(1u, move.size());
  EXPECT_TRUE(move[0].alternate);
  auto end = translate(finger(SDL_FINGERUP, 0.4f, 0.1f, 1700));
  ASSERT_EQ(1u, end.size()) << "the drag's end, no tap";
  EXPECT_EQ(InputEvent::Phase::End, end[0].phase);
  EXPECT_TRUE(end[0].alternate);
  // A quick slide is a plain drag.
  translate(finger(SDL_FINGERDOWN, 0.1f, 0.1f, 3000));
  auto quick = translate(finger(SDL_FINGERMOTION, 0.3f, 0.1f, 3050));
  ASSERT_EQ(1u, quick.size());
  EXPECT_FALSE(quick[0].alternate);
}

TEST_F(InputTranslatorTest, ADragIsNotATap) {
  translate(finger(SDL_FINGERDOWN, 0.1f, 0.1f, 1000));
  translate(finger(SDL_FINGERMOTION, 0.4f, 0.1f, 1050));
  const auto out = translate(finger(SDL_FINGERUP, 0.4f, 0.1f, 1100));
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(InputEvent::Kind::Drag, out[0].kind) << "lifting the finger only ends the drag";
  EXPECT_EQ(InputEvent::Phase::End, out[0].phase);
}

TEST_F(InputTranslatorTest, KeysMapToActions) {
  EXPECT_EQ(Action::Up, actionOf(key(SDLK_UP)));
  EXPECT_EQ(Action::Left, actionOf(key(SDLK_LEFT)));
  EXPECT_EQ(Action::Primary, actionOf(key(SDLK_RETURN)));
  EXPECT_EQ(Action::Primary, actionOf(key(SDLK_SPACE)));
  EXPECT_EQ(Action::Quaternary, actionOf(key(SDLK_z)));
  EXPECT_EQ(Action::Tertiary, actionOf(key(SDLK_x)));
  EXPECT_EQ(Action::Undo, actionOf(key(SDLK_u)));
  EXPECT_EQ(Action::Undo, actionOf(key(SDLK_z, KMOD_LCTRL)));
  EXPECT_EQ(Action::Redo, actionOf(key(SDLK_r)));
  EXPECT_EQ(Action::Back, actionOf(key(SDLK_ESCAPE)));
  EXPECT_EQ(Action::Fullscreen, actionOf(key(SDLK_F11)));
  EXPECT_EQ(Action::Fullscreen, actionOf(key(SDLK_RETURN, KMOD_LALT)));
  EXPECT_EQ(Action::None, actionOf(key(SDLK_q)));
}

TEST_F(InputTranslatorTest, PlusMinusAndZeroZoom) {
  EXPECT_EQ(Action::ZoomIn, actionOf(key(SDLK_PLUS)));
  EXPECT_EQ(Action::ZoomIn, actionOf(key(SDLK_EQUALS)));
  EXPECT_EQ(Action::ZoomIn, actionOf(key(SDLK_KP_PLUS)));
  EXPECT_EQ(Action::ZoomOut, actionOf(key(SDLK_MINUS)));
  EXPECT_EQ(Action::ZoomOut, actionOf(key(SDLK_KP_MINUS)));
  EXPECT_EQ(Action::ZoomFit, actionOf(key(SDLK_0)));
  EXPECT_EQ(Action::ZoomFit, actionOf(key(SDLK_KP_0)));
  EXPECT_EQ(Action::Seek, actionOf(key(SDLK_n)));
}

SDL_Event trigger(Uint8 axis, Sint16 value) {
  SDL_Event e{};
  e.type = SDL_CONTROLLERAXISMOTION;
  e.caxis.axis = axis;
  e.caxis.value = value;
  return e;
}

TEST_F(InputTranslatorTest, AHeldRightStickScrollsEveryFrameFasterWhenTiltedFurther) {
  std::vector<InputEvent> out;
  SDL_Event e = trigger(SDL_CONTROLLER_AXIS_RIGHTX, 4000);
  e.caxis.timestamp = 1000;
  EXPECT_TRUE(translate(e).empty());
  input.poll(1100, out);
  EXPECT_TRUE(out.empty()) << "inside the dead zone";
  EXPECT_EQ(-1, input.msUntilNextPoll(1100)) << "nothing to wake for";

  e.caxis.value = SDL_JOYSTICK_AXIS_MAX;
  e.caxis.timestamp = 2000;
  EXPECT_TRUE(translate(e).empty()) << "the stick scrolls from poll(), frame by frame";
  EXPECT_GE(input.msUntilNextPoll(2000), 0);
  EXPECT_LE(input.msUntilNextPoll(2000), 16);
  input.poll(2050, out);
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(InputEvent::Kind::Scroll, out[0].kind);
  EXPECT_NEAR(70, out[0].dx, 1) << "full tilt: 1400 px/s for 50 ms";
  EXPECT_EQ(0, out[0].dy);
  out.clear();
  input.poll(5000, out);
  ASSERT_EQ(1u, out.size());
  EXPECT_NEAR(140, out[0].dx, 1) << "a long sleep counts as a tenth of a second";

  out.clear();
  SDL_Event up = trigger(SDL_CONTROLLER_AXIS_RIGHTY, -20000);
  translate(up);
  e.caxis.value = 0;
  translate(e);
  input.poll(5100, out);
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(0, out[0].dx);
  EXPECT_LT(out[0].dy, 0) << "up scrolls up";
  EXPECT_GT(out[0].dy, -70) << "part tilt, slower";
  translate(trigger(SDL_CONTROLLER_AXIS_RIGHTY, 0));
  out.clear();
  input.poll(5200, out);
  EXPECT_TRUE(out.empty()) << "let go: still";
}

TEST_F(InputTranslatorTest, ATriggerPulledPastHalfWayZoomsOnceUntilLetGo) {
  EXPECT_TRUE(translate(trigger(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 9000)).empty());
  EXPECT_EQ(Action::ZoomIn, actionOf(trigger(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 20000)));
  // Held, or wobbling above a quarter: no second zoom.
  EXPECT_TRUE(translate(trigger(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767)).empty());
  EXPECT_TRUE(translate(trigger(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 12000)).empty());
  EXPECT_TRUE(translate(trigger(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 20000)).empty());
  // Let go, pulled again: a second zoom.
  EXPECT_TRUE(translate(trigger(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 0)).empty());
  EXPECT_EQ(Action::ZoomIn, actionOf(trigger(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 30000)));
  EXPECT_EQ(Action::ZoomOut, actionOf(trigger(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 30000)));
  // The sticks are not triggers.
  EXPECT_TRUE(translate(trigger(SDL_CONTROLLER_AXIS_LEFTX, 30000)).empty());
}

SDL_Event textInput(const char* utf8) {
  SDL_Event e{};
  e.type = SDL_TEXTINPUT;
  SDL_strlcpy(e.text.text, utf8, sizeof(e.text.text));
  return e;
}

TEST_F(InputTranslatorTest, OutsideTextModeTypedTextIsIgnoredAndLettersAreActions) {
  EXPECT_TRUE(translate(textInput("x")).empty());
  EXPECT_EQ(Action::Tertiary, actionOf(key(SDLK_x)));
  EXPECT_EQ(Action::Erase, actionOf(key(SDLK_BACKSPACE)));
}

TEST_F(InputTranslatorTest, InTextModeLettersArriveAsTextAndEditingKeysStayActions) {
  input.setTextMode(true);
  EXPECT_TRUE(translate(key(SDLK_x)).empty()) << "the SDL_TEXTINPUT that follows carries the letter";
  EXPECT_TRUE(translate(key(SDLK_SPACE)).empty());
  EXPECT_TRUE(translate(key(SDLK_KP_5)).empty());
  const auto typed = translate(textInput("Ã©x"));
  ASSERT_EQ(typed.size(), 1u);
  EXPECT_EQ(typed[0].kind, InputEvent::Kind::Text);
  EXPECT_EQ(typed[0].text, "Ã©x");
  EXPECT_EQ(Action::Primary, actionOf(key(SDLK_RETURN)));
  EXPECT_EQ(Action::Primary, actionOf(key(SDLK_KP_ENTER)));
  EXPECT_EQ(Action::Back, actionOf(key(SDLK_ESCAPE)));
  EXPECT_EQ(Action::Erase, actionOf(key(SDLK_BACKSPACE)));
  EXPECT_EQ(Action::Left, actionOf(key(SDLK_LEFT)));
  EXPECT_EQ(Action::Undo, actionOf(key(SDLK_z, KMOD_LCTRL))) << "shortcuts with Ctrl are not text";
  EXPECT_EQ(Action::Primary, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_A)));
  input.setTextMode(false);
  EXPECT_EQ(Action::Tertiary, actionOf(key(SDLK_x)));
}

TEST_F(InputTranslatorTest, GamepadButtonsMapToActions) {
  EXPECT_EQ(Action::Down, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_DPAD_DOWN)));
  EXPECT_EQ(Action::Primary, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_A)));
  EXPECT_EQ(Action::Secondary, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_B)));
  EXPECT_EQ(Action::Undo, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_LEFTSHOULDER)));
  EXPECT_EQ(Action::Redo, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER)));
  EXPECT_EQ(Action::Menu, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_START)));
  EXPECT_EQ(Action::Seek, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_RIGHTSTICK)));
  EXPECT_EQ(Action::Seek, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_LEFTSTICK)));
  EXPECT_EQ(Action::Back, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_BACK)));
}

TEST_F(InputTranslatorTest, AHeldDpadRepeatsUntilReleased) {
  translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 100));
  std::vector<InputEvent> out;
  input.poll(100 + InputTranslator::RepeatDelayMs, out);
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(Action::Right, out[0].action);
  translate(pad(SDL_CONTROLLERBUTTONUP, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 600));
  out.clear();
  input.poll(2000, out);
  EXPECT_TRUE(out.empty());
  EXPECT_EQ(-1, input.msUntilNextPoll(2000)) << "nothing pending: the loop may sleep";
}

// Only the events of one kind, in order.
std::vector<InputEvent> only(const std::vector<InputEvent>& events, InputEvent::Kind kind) {
  std::vector<InputEvent> out;
  for (const InputEvent& e : events)
    if (e.kind == kind) out.push_back(e);
  return out;
}

TEST_F(InputTranslatorTest, AClickThatWobblesALittleIsStillATap) {
  std::vector<InputEvent> all;
  for (const SDL_Event& e :
       {mouseDown(100, 50), mouseMove(102, 51, SDL_BUTTON_LMASK), mouseUp(102, 51, SDL_BUTTON_LEFT)})
    input.translate(e, all);
  EXPECT_TRUE(only(all, InputEvent::Kind::Drag).empty());
  const auto taps = only(all, InputEvent::Kind::Tap);
  ASSERT_EQ(1u, taps.size());
  EXPECT_EQ(204, taps[0].x);
}

TEST_F(InputTranslatorTest, AMouseDragStartsMovesAndEndsWithoutATap) {
  std::vector<InputEvent> all;
  input.translate(mouseDown(100, 50), all);
  input.translate(mouseMove(130, 50, SDL_BUTTON_LMASK), all);  // 60 output pixels: past the threshold
  input.translate(mouseMove(135, 45, SDL_BUTTON_LMASK), all);
  input.translate(mouseUp(140, 45, SDL_BUTTON_LEFT), all);
  EXPECT_TRUE(only(all, InputEvent::Kind::Tap).empty()) << "a drag is not also a click";
  const auto drags = only(all, InputEvent::Kind::Drag);
  ASSERT_EQ(3u, drags.size());
  EXPECT_EQ(InputEvent::Phase::Start, drags[0].phase);
  EXPECT_EQ(60, drags[0].dx);
  EXPECT_EQ(0, drags[0].dy);
  EXPECT_EQ(InputEvent::Phase::Move, drags[1].phase);
  EXPECT_EQ(10, drags[1].dx);
  EXPECT_EQ(-10, drags[1].dy);
  EXPECT_EQ(270, drags[1].x);
  EXPECT_EQ(InputEvent::Phase::End, drags[2].phase);
  EXPECT_EQ(10, drags[2].dx);
  EXPECT_EQ(Device::Mouse, drags[2].device);
}

TEST_F(InputTranslatorTest, ARightButtonDragIsMarkedAlternateAndALeftOneIsNot) {
  for (const Uint8 button : {SDL_BUTTON_RIGHT, SDL_BUTTON_LEFT}) {
    const Uint32 mask = button == SDL_BUTTON_RIGHT ? SDL_BUTTON_RMASK : SDL_BUTTON_LMASK;
    std::vector<InputEvent> all;
    input.translate(mouseDown(100, 50, button), all);
    input.translate(mouseMove(130, 50, mask), all);
    input.translate(mouseMove(140, 50, mask), all);
    input.translate(mouseUp(140, 50, button), all);
    EXPECT_TRUE(only(all, InputEvent::Kind::Tap).empty());
    const auto drags = only(all, InputEvent::Kind::Drag);
    ASSERT_EQ(3u, drags.size());
    for (const InputEvent& d : drags) EXPECT_EQ(button == SDL_BUTTON_RIGHT, d.alternate) << int{button};
  }
}

SDL_Event keyUp(SDL_Keycode sym) {
  SDL_Event e = key(sym);
  e.type = SDL_KEYUP;
  return e;
}

TEST_F(InputTranslatorTest, ArrowsPressedWhileLIsHeldAreMarkedAlternateAndLDoesNotRepeat) {
  EXPECT_FALSE(translate(key(SDLK_RIGHT))[0].alternate);
  ASSERT_EQ(Action::Mark, actionOf(key(SDLK_l)));
  SDL_Event repeat = key(SDLK_l);
  repeat.key.repeat = 1;
  EXPECT_TRUE(translate(repeat).empty()) << "a held L marks once";
  auto out = translate(key(SDLK_RIGHT));
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(Action::Right, out[0].action);
  EXPECT_TRUE(out[0].alternate);
  EXPECT_FALSE(translate(key(SDLK_RETURN))[0].alternate) << "only directions carry it";
  translate(keyUp(SDLK_l));
  EXPECT_FALSE(translate(key(SDLK_DOWN))[0].alternate);
}

TEST_F(InputTranslatorTest, DpadPressesAndRepeatsWhileYIsHeldAreMarkedAlternate) {
  EXPECT_EQ(Action::Mark, actionOf(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_Y, 10)));
  auto out = translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_DPAD_LEFT, 100));
  ASSERT_EQ(1u, out.size());
  EXPECT_TRUE(out[0].alternate);
  out.clear();
  input.poll(100 + InputTranslator::RepeatDelayMs, out);
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(Action::Left, out[0].action);
  EXPECT_TRUE(out[0].alternate) << "the repeat too";
  translate(pad(SDL_CONTROLLERBUTTONUP, SDL_CONTROLLER_BUTTON_Y, 700));
  out.clear();
  input.poll(2000, out);
  ASSERT_EQ(1u, out.size());
  EXPECT_FALSE(out[0].alternate) << "Y let go";
  EXPECT_FALSE(translate(key(SDLK_LEFT))[0].alternate) << "the keyboard's L is not held";
}

TEST_F(InputTranslatorTest, MovingWithoutAButtonIsNoDrag) {
  std::vector<InputEvent> all;
  input.translate(mouseMove(10, 10, 0), all);
  input.translate(mouseMove(200, 200, 0), all);
  EXPECT_TRUE(only(all, InputEvent::Kind::Drag).empty());
  EXPECT_EQ(2u, only(all, InputEvent::Kind::Pointer).size());
}

TEST_F(InputTranslatorTest, TheWheelGivesStepsWhereThePointerIs) {
  const auto out = translate(wheel(2, 100, 30));
  ASSERT_EQ(1u, out.size());
  EXPECT_EQ(InputEvent::Kind::Wheel, out[0].kind);
  EXPECT_DOUBLE_EQ(2, out[0].steps);
  EXPECT_EQ(200, out[0].x);
  EXPECT_EQ(60, out[0].y);
}

TEST_F(InputTranslatorTest, AFlippedWheelTurnsTheOtherWay) {
  const auto out = translate(wheel(1, 0, 0, SDL_MOUSEWHEEL_FLIPPED));
  ASSERT_EQ(1u, out.size());
  EXPECT_DOUBLE_EQ(-1, out[0].steps);
}

TEST_F(InputTranslatorTest, AFingerDragIsNoTap) {
  std::vector<InputEvent> all;
  input.translate(finger(SDL_FINGERDOWN, 0.5f, 0.5f, 1000), all);
  input.translate(finger(SDL_FINGERMOTION, 0.6f, 0.5f, 1050), all);
  input.translate(finger(SDL_FINGERMOTION, 0.75f, 0.5f, 1080), all);
  input.translate(finger(SDL_FINGERUP, 0.75f, 0.5f, 1100), all);
  input.poll(5000, all);
  EXPECT_TRUE(only(all, InputEvent::Kind::Tap).empty());
  const auto drags = only(all, InputEvent::Kind::Drag);
  ASSERT_EQ(3u, drags.size());
  EXPECT_EQ(InputEvent::Phase::Start, drags[0].phase);
  EXPECT_EQ(80, drags[0].dx);
  EXPECT_EQ(InputEvent::Phase::Move, drags[1].phase);
  EXPECT_EQ(120, drags[1].dx);
  EXPECT_EQ(InputEvent::Phase::End, drags[2].phase);
  EXPECT_EQ(Device::Touch, drags[2].device);
}

TEST_F(InputTranslatorTest, TwoFingersSpreadingApartPinchAboutTheirMiddle) {
  std::vector<InputEvent> all;
  input.translate(finger(SDL_FINGERDOWN, 0.4f, 0.5f, 1000, 1), all);
  input.translate(finger(SDL_FINGERDOWN, 0.6f, 0.5f, 1010, 2), all);
  input.translate(finger(SDL_FINGERMOTION, 0.7f, 0.5f, 1050, 2), all);  // spread 160 px -> 240 px
  input.translate(finger(SDL_FINGERUP, 0.4f, 0.5f, 1100, 1), all);
  input.translate(finger(SDL_FINGERUP, 0.7f, 0.5f, 1110, 2), all);
  const auto pinches = only(all, InputEvent::Kind::Pinch);
  ASSERT_EQ(1u, pinches.size());
  EXPECT_NEAR(1.5, pinches[0].scale, 1e-4);
  EXPECT_EQ(440, pinches[0].x);
  EXPECT_EQ(300, pinches[0].y);
  EXPECT_TRUE(only(all, InputEvent::Kind::Tap).empty()) << "a pinch is not also two taps";
  EXPECT_TRUE(only(all, InputEvent::Kind::Drag).empty());
  EXPECT_EQ(40, pinches[0].dx) << "the midpoint went from 400 to 440 px";
  EXPECT_EQ(0, pinches[0].dy);
}

TEST_F(InputTranslatorTest, TwoFingersMovingTogetherPanWithoutZooming) {
  std::vector<InputEvent> all;
  input.translate(finger(SDL_FINGERDOWN, 0.4f, 0.5f, 1000, 1), all);
  input.translate(finger(SDL_FINGERDOWN, 0.6f, 0.5f, 1010, 2), all);
  // Both fingers 0.1 down (60 px), one after the other: two half-way shifts of the midpoint.
  input.translate(finger(SDL_FINGERMOTION, 0.4f, 0.6f, 1050, 1), all);
  input.translate(finger(SDL_FINGERMOTION, 0.6f, 0.6f, 1060, 2), all);
  input.translate(finger(SDL_FINGERUP, 0.4f, 0.6f, 1100, 1), all);
  input.translate(finger(SDL_FINGERUP, 0.6f, 0.6f, 1110, 2), all);
  const auto pinches = only(all, InputEvent::Kind::Pinch);
  ASSERT_EQ(2u, pinches.size());
  int dy = 0;
  double zoom = 1;
  for (const InputEvent& p : pinches) {
    EXPECT_EQ(0, p.dx);
    dy += p.dy;
    zoom *= p.scale;
  }
  EXPECT_EQ(60, dy) << "the midpoint moved as far as the fingers";
  EXPECT_NEAR(1.0, zoom, 1e-4) << "same spread at the end: no zoom overall";
  EXPECT_TRUE(only(all, InputEvent::Kind::Tap).empty());
  EXPECT_TRUE(only(all, InputEvent::Kind::Drag).empty());
}

// X with the d-pad, or Shift with an arrow, marks an edge: the direction carries `edge`. X alone
// asks for help when it is let go, and not after it gave a direction.
TEST_F(InputTranslatorTest, XWithADirectionOrShiftWithAnArrowMarksAnEdgeAndXAloneAssistsOnRelease) {
  EXPECT_TRUE(translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_X)).empty()) << "not yet";
  const auto right = translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 10));
  ASSERT_EQ(right.size(), 1u);
  EXPECT_EQ(right[0].action, Action::Right);
  EXPECT_TRUE(right[0].edge);
  std::vector<InputEvent> out;
  input.poll(10 + 5 * InputTranslator::RepeatDelayMs, out);
  EXPECT_TRUE(out.empty()) << "a mark does not repeat";
  translate(pad(SDL_CONTROLLERBUTTONUP, SDL_CONTROLLER_BUTTON_DPAD_RIGHT));
  EXPECT_TRUE(translate(pad(SDL_CONTROLLERBUTTONUP, SDL_CONTROLLER_BUTTON_X)).empty()) << "it marked: no help";
  translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_X));
  EXPECT_EQ(Action::Assist, actionOf(pad(SDL_CONTROLLERBUTTONUP, SDL_CONTROLLER_BUTTON_X)));
  const auto plain = translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_DPAD_LEFT));
  ASSERT_EQ(plain.size(), 1u);
  EXPECT_FALSE(plain[0].edge);
  const auto shifted = translate(key(SDLK_UP, KMOD_LSHIFT));
  ASSERT_EQ(shifted.size(), 1u);
  EXPECT_EQ(shifted[0].action, Action::Up);
  EXPECT_TRUE(shifted[0].edge);
  EXPECT_FALSE(translate(key(SDLK_UP))[0].edge);
  // A click while Shift is down marks; the Shift key itself is no action.
  EXPECT_TRUE(translate(key(SDLK_LSHIFT)).empty());
  translate(mouseDown(10, 10));
  const auto shiftClick = only(translate(mouseUp(10, 10, SDL_BUTTON_LEFT)), InputEvent::Kind::Tap);
  ASSERT_EQ(shiftClick.size(), 1u);
  EXPECT_TRUE(shiftClick[0].edge);
  translate(keyUp(SDLK_LSHIFT));
  translate(mouseDown(10, 10));
  const auto click = only(translate(mouseUp(10, 10, SDL_BUTTON_LEFT)), InputEvent::Kind::Tap);
  ASSERT_EQ(click.size(), 1u);
  EXPECT_FALSE(click[0].edge);
}

}  // namespace
}  // namespace input_translator_test
}  // namespace tileflow
