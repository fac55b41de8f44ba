// InputTranslator: turns SDL events into InputEvents: mouse (click, drag, wheel), touch (tap,
// long press, drag, two-finger pinch), keyboard and game controllers, with d-pad auto-repeat.
// Keeps the little state that needs: buttons and fingers down, controllers open, held d-pad
// direction.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/input/InputEvent.hpp"
#include "engine/platform/SdlHandles.hpp"

namespace tileflow {

class InputTranslator {
 public:
  static constexpr std::uint32_t LongPressMs = 450;
  static constexpr std::uint32_t RepeatDelayMs = 320;
  static constexpr std::uint32_t RepeatIntervalMs = 90;
  // The right stick scrolls: nothing inside the dead zone, then up to this speed at full tilt
  // (growing with the square of the tilt, so small tilts are fine control).
  static constexpr int StickDeadZone = 8000;
  static constexpr double StickPixelsPerSecond = 1400;

  // Window size in points and renderer output size in pixels; pointer coordinates are scaled by
  // their ratio (HiDPI). Touch coordinates are normalised and use the output size directly.
  void setSizes(int windowW, int windowH, int outputW, int outputH);

  // Translates one event; most give zero or one InputEvent, appended to `out`.
  void translate(const SDL_Event& event, std::vector<InputEvent>& out);
  // Emits what time alone produces (a long press reached while the finger is still down, d-pad
  // repeat). Call once per loop turn with SDL_GetTicks().
  void poll(std::uint32_t nowMs, std::vector<InputEvent>& out);
  // Milliseconds until poll() may produce something, or -1 if nothing is pending.
  int msUntilNextPoll(std::uint32_t nowMs) const;

  // Forgets the presses, touches and drags under way (the screen they began on has gone): their
  // releases then make no tap, and a held direction stops repeating.
  void cancelGestures() {
    fingers_.clear();
    press_.reset();
    dragFinger_.reset();
    dragAfterHold_ = false;
    heldDirection_.reset();
    assistButtonHeld_ = false;
  }
  // While on, keys that type characters give Text events (from SDL_TEXTINPUT, so keyboard
  // layouts and input methods work) instead of their actions, and Ctrl+V pastes; Enter, Esc,
  // Backspace, arrows and the gamepad keep their actions.
  void setTextMode(bool on) { textMode_ = on; }
  bool textMode() const { return textMode_; }

  // While on, a long press is reported as Hold while the finger is still down and as the
  // alternate Tap only if it lifts without moving; a drag after it carries `alternate`. Off, the
  // long press's Tap comes at once, while the finger is down.
  void setHoldMode(bool on) { holdMode_ = on; }
  bool holdMode() const { return holdMode_; }

 private:
  struct Finger {
    float x = 0;
    float y = 0;
    std::uint32_t downMs = 0;
    bool moved = false;
    bool fired = false;    // the long press already produced its event
    bool holding = false;  // that event was a Hold: the Tap waits for the lift
    float nowX = 0;        // where the finger is now
    float nowY = 0;
  };
  // The mouse button held down, while it is.
  struct Press {
    int x = 0;
    int y = 0;
    int lastX = 0;
    int lastY = 0;
    bool dragging = false;
    bool right = false;  // the right button: its drag carries `alternate`
  };

  void openController(int deviceIndex);
  InputEvent tapAt(float nx, float ny, bool alternate) const;
  float slopPixels() const;
  void fingerMoved(const SDL_TouchFingerEvent& f, std::vector<InputEvent>& out);
  void endTouchDrag(std::vector<InputEvent>& out);

  int windowW_ = 1;
  int windowH_ = 1;
  int outputW_ = 1;
  int outputH_ = 1;
  std::map<SDL_FingerID, Finger> fingers_;
  std::optional<Press> press_;
  // The finger dragging (only while exactly one is down), and where the drag last reported.
  std::optional<SDL_FingerID> dragFinger_;
  int dragLastX_ = 0;
  int dragLastY_ = 0;
  bool dragAfterHold_ = false;  // the drag began with a long press (hold mode)
  std::map<SDL_JoystickID, ControllerPtr> controllers_;
  std::optional<Action> heldDirection_;
  // Mark (L, gamepad Y) held down: a direction pressed meanwhile carries `alternate`, so a
  // screen can mark along the way.
  bool markKeyHeld_ = false;
  bool markButtonHeld_ = false;
  // Assist (gamepad X) held down: a direction pressed meanwhile carries `edge`; X released
  // without one gives Assist (so its press comes on release).
  bool assistButtonHeld_ = false;
  // Shift or Ctrl down (as its key events said): a click then carries `edge`.
  bool shiftOrCtrlHeld_ = false;
  bool edgeGiven_ = false;
  InputEvent direction(Action a, Device d) const;
  // The analogue triggers act as buttons: pressed past half way, released below a quarter.
  bool triggerDown_[2] = {false, false};  // left, right
  int stick_[2] = {0, 0};                 // right stick x, y
  std::uint32_t stickMs_ = 0;             // when the held stick last scrolled
  double stickCarry_[2] = {0, 0};         // fractions of a pixel still to scroll
  bool stickHeld() const;
  std::uint32_t nextRepeatMs_ = 0;
  bool textMode_ = false;
  bool holdMode_ = false;
};

}  // namespace tileflow
