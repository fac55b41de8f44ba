// InputTranslator: SDL events to InputEvents for mouse, touch, keyboard and game controllers.
#include "engine/input/InputTranslator.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iterator>

namespace tileflow {

namespace {

// A finger or held mouse button that travels further than this share of the shorter screen side
// is a drag, not a tap.
constexpr float TapSlop = 0.04f;

std::optional<Action> keyAction(const SDL_KeyboardEvent& key) {
  switch (key.keysym.sym) {
    case SDLK_UP:
      return Action::Up;
    case SDLK_DOWN:
      return Action::Down;
    case SDLK_LEFT:
      return Action::Left;
    case SDLK_RIGHT:
      return Action::Right;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
      return Action::Primary;
    case SDLK_x:
      return Action::Tertiary;
    case SDLK_z:
      return Action::Quaternary;
    case SDLK_u:
      return Action::Undo;
    case SDLK_r:
      return Action::Redo;
    case SDLK_l:
      return Action::Mark;
    case SDLK_h:
      return Action::Assist;
    case SDLK_BACKSPACE:
      return Action::Erase;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
      return Action::Back;
    case SDLK_F10:
      return Action::Menu;
    case SDLK_F11:
      return Action::Fullscreen;
    case SDLK_PLUS:
    case SDLK_EQUALS:  // + without Shift on most layouts
    case SDLK_KP_PLUS:
      return Action::ZoomIn;
    case SDLK_MINUS:
    case SDLK_KP_MINUS:
      return Action::ZoomOut;
    case SDLK_0:
    case SDLK_KP_0:
      return Action::ZoomFit;
    case SDLK_n:
      return Action::Seek;
    default:
      return std::nullopt;
  }
}

// 1 to 9 for the digit keys of the top row and the keypad (without Ctrl, Alt or the system key),
// otherwise 0.
int digitKey(const SDL_Keysym& key) {
  if ((key.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) != 0) return 0;
  if (key.sym >= SDLK_1 && key.sym <= SDLK_9) return key.sym - SDLK_1 + 1;
  if (key.sym >= SDLK_KP_1 && key.sym <= SDLK_KP_9) return key.sym - SDLK_KP_1 + 1;
  return 0;
}

std::optional<Action> buttonAction(Uint8 button) {
  switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
      return Action::Up;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
      return Action::Down;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
      return Action::Left;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
      return Action::Right;
    case SDL_CONTROLLER_BUTTON_A:
      return Action::Primary;
    case SDL_CONTROLLER_BUTTON_B:
      return Action::Secondary;
    case SDL_CONTROLLER_BUTTON_X:
      return Action::Assist;
    case SDL_CONTROLLER_BUTTON_Y:
      return Action::Mark;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
      return Action::Undo;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
      return Action::Redo;
    case SDL_CONTROLLER_BUTTON_START:
      return Action::Menu;
    case SDL_CONTROLLER_BUTTON_BACK:
      return Action::Back;
    case SDL_CONTROLLER_BUTTON_LEFTSTICK:
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK:
      return Action::Seek;
    default:
      return std::nullopt;
  }
}

bool isShiftOrCtrl(SDL_Keycode sym) {
  return sym == SDLK_LSHIFT || sym == SDLK_RSHIFT || sym == SDLK_LCTRL || sym == SDLK_RCTRL;
}

// Keys that type a character; in text mode they arrive as SDL_TEXTINPUT instead of actions.
bool typesText(const SDL_Keysym& key) {
  if ((key.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) != 0) return false;
  return (key.sym >= SDLK_SPACE && key.sym <= SDLK_z) ||
         (key.sym >= SDLK_KP_DIVIDE && key.sym <= SDLK_KP_PERIOD && key.sym != SDLK_KP_ENTER);
}

// Pasted text for a one-line field: control characters (line breaks, tabs) become spaces.
std::string oneLine(const char* text) {
  std::string out = text != nullptr ? text : "";
  for (char& c : out) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
  }
  return out;
}

bool isDirection(Action a) { return a == Action::Up || a == Action::Down || a == Action::Left || a == Action::Right; }

}  // namespace

void InputTranslator::setSizes(int windowW, int windowH, int outputW, int outputH) {
  windowW_ = windowW > 0 ? windowW : 1;
  windowH_ = windowH > 0 ? windowH : 1;
  outputW_ = outputW > 0 ? outputW : windowW_;
  outputH_ = outputH > 0 ? outputH : windowH_;
}

InputEvent InputTranslator::tapAt(float nx, float ny, bool alternate) const {
  return InputEvent::tap(static_cast<int>(nx * static_cast<float>(outputW_)),
                         static_cast<int>(ny * static_cast<float>(outputH_)), alternate, Device::Touch);
}

float InputTranslator::slopPixels() const { return TapSlop * static_cast<float>(std::min(outputW_, outputH_)); }

void InputTranslator::endTouchDrag(std::vector<InputEvent>& out) {
  if (!dragFinger_) return;
  InputEvent e = InputEvent::drag(InputEvent::Phase::End, dragLastX_, dragLastY_, 0, 0, Device::Touch);
  e.alternate = dragAfterHold_;
  out.push_back(e);
  dragFinger_.reset();
}

void InputTranslator::fingerMoved(const SDL_TouchFingerEvent& f, std::vector<InputEvent>& out) {
  auto it = fingers_.find(f.fingerId);
  if (it == fingers_.end()) return;
  Finger& finger = it->second;
  const auto w = static_cast<float>(outputW_);
  const auto h = static_cast<float>(outputH_);
  if (fingers_.size() == 2) {
    // Two fingers: the change in their spread is a pinch about their midpoint.
    Finger& other =
        fingers_.begin()->first == f.fingerId ? std::next(fingers_.begin())->second : fingers_.begin()->second;
    const float before = std::hypot((finger.nowX - other.nowX) * w, (finger.nowY - other.nowY) * h);
    const float after = std::hypot((f.x - other.nowX) * w, (f.y - other.nowY) * h);
    // The midpoint in whole pixels before and after, so its moves add up without drift.
    const auto midX = [&](float a) { return static_cast<int>(std::lround((a + other.nowX) / 2 * w)); };
    const auto midY = [&](float a) { return static_cast<int>(std::lround((a + other.nowY) / 2 * h)); };
    const int shiftX = midX(f.x) - midX(finger.nowX);
    const int shiftY = midY(f.y) - midY(finger.nowY);
    finger.nowX = f.x;
    finger.nowY = f.y;
    finger.moved = true;
    other.moved = true;
    const bool spread = before > 0 && after > 0 && before != after;
    if (spread || shiftX != 0 || shiftY != 0) {
      InputEvent e =
          InputEvent::pinch(spread ? static_cast<double>(after / before) : 1.0, midX(f.x), midY(f.y), Device::Touch);
      e.dx = shiftX;
      e.dy = shiftY;
      out.push_back(e);
    }
    return;
  }
  finger.nowX = f.x;
  finger.nowY = f.y;
  if (fingers_.size() != 1) return;
  const int x = static_cast<int>(f.x * w);
  const int y = static_cast<int>(f.y * h);
  if (!finger.moved) {
    if (std::hypot((f.x - finger.x) * w, (f.y - finger.y) * h) <= slopPixels()) return;
    finger.moved = true;
    dragFinger_ = f.fingerId;
    dragAfterHold_ = finger.holding;
    InputEvent e = InputEvent::drag(InputEvent::Phase::Start, x, y, x - static_cast<int>(finger.x * w),
                                    y - static_cast<int>(finger.y * h), Device::Touch);
    e.alternate = dragAfterHold_;
    out.push_back(e);
  } else if (dragFinger_ == f.fingerId) {
    InputEvent e = InputEvent::drag(InputEvent::Phase::Move, x, y, x - dragLastX_, y - dragLastY_, Device::Touch);
    e.alternate = dragAfterHold_;
    out.push_back(e);
  } else {
    return;
  }
  dragLastX_ = x;
  dragLastY_ = y;
}

void InputTranslator::openController(int deviceIndex) {
  if (!SDL_IsGameController(deviceIndex)) return;
  ControllerPtr c(SDL_GameControllerOpen(deviceIndex));
  if (!c) return;
  const SDL_JoystickID id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c.get()));
  controllers_[id] = std::move(c);
}

void InputTranslator::translate(const SDL_Event& e, std::vector<InputEvent>& out) {
  switch (e.type) {
    case SDL_QUIT:
      out.push_back(InputEvent::act(Action::Quit, Device::Keyboard));
      break;
    case SDL_TEXTINPUT:
      if (textMode_ && e.text.text[0] != '\0') out.push_back(InputEvent::typed(e.text.text, Device::Keyboard));
      break;
    case SDL_KEYDOWN:
      if (isShiftOrCtrl(e.key.keysym.sym)) {
        shiftOrCtrlHeld_ = true;
        break;
      }
      if (textMode_ && typesText(e.key.keysym)) break;  // the SDL_TEXTINPUT that follows carries it
      if (textMode_ && (e.key.keysym.mod & KMOD_CTRL) != 0 && e.key.keysym.sym == SDLK_v) {
        if (SDL_HasClipboardText() == SDL_TRUE) {
          char* clip = SDL_GetClipboardText();
          std::string text = oneLine(clip);
          SDL_free(clip);
          if (!text.empty()) out.push_back(InputEvent::typed(std::move(text), Device::Keyboard));
        }
        break;
      }
      if ((e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER) &&
          (e.key.keysym.mod & KMOD_ALT) != 0) {
        out.push_back(InputEvent::act(Action::Fullscreen, Device::Keyboard));
      } else if (auto a = keyAction(e.key)) {
        // Ctrl+Z / Ctrl+Y are the desktop habit for undo and redo.
        if ((e.key.keysym.mod & KMOD_CTRL) != 0 && e.key.keysym.sym == SDLK_z) a = Action::Undo;
        if (*a == Action::Mark) {
          // Held, Mark does not repeat: it marks once, and the arrows then mark along the way.
          if (e.key.repeat != 0) break;
          markKeyHeld_ = true;
        }
        InputEvent ev = direction(*a, Device::Keyboard);
        ev.edge = isDirection(*a) && (e.key.keysym.mod & KMOD_SHIFT) != 0;
        out.push_back(ev);
      } else if (const int n = digitKey(e.key.keysym); n > 0) {
        out.push_back(InputEvent::digit(n, Device::Keyboard));
      } else if ((e.key.keysym.mod & KMOD_CTRL) != 0 && e.key.keysym.sym == SDLK_y) {
        out.push_back(InputEvent::act(Action::Redo, Device::Keyboard));
      }
      break;
    case SDL_KEYUP:
      if (isShiftOrCtrl(e.key.keysym.sym)) shiftOrCtrlHeld_ = false;
      if (auto a = keyAction(e.key); a && *a == Action::Mark) markKeyHeld_ = false;
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.which == SDL_TOUCH_MOUSEID) break;
      if (e.button.button != SDL_BUTTON_LEFT && e.button.button != SDL_BUTTON_RIGHT) break;
      {
        const int x = e.button.x * outputW_ / windowW_;
        const int y = e.button.y * outputH_ / windowH_;
        press_ = Press{x, y, x, y, false, e.button.button == SDL_BUTTON_RIGHT};
      }
      break;
    case SDL_MOUSEBUTTONUP: {
      // Touch screens also report every finger as a mouse click; the finger events are the
      // real ones, so the copies are dropped here.
      if (e.button.which == SDL_TOUCH_MOUSEID) break;
      if (e.button.button != SDL_BUTTON_LEFT && e.button.button != SDL_BUTTON_RIGHT) break;
      const int x = e.button.x * outputW_ / windowW_;
      const int y = e.button.y * outputH_ / windowH_;
      const std::optional<Press> press = press_;
      press_.reset();
      // A release whose press this translator never saw (it began before the screen changed, or
      // outside the window) is no click.
      if (!press) break;
      if (press->dragging) {
        // The end of a drag is not also a click.
        InputEvent end =
            InputEvent::drag(InputEvent::Phase::End, x, y, x - press->lastX, y - press->lastY, Device::Mouse);
        end.alternate = press->right;
        out.push_back(end);
        break;
      }
      out.push_back(InputEvent::tap(x, y, e.button.button == SDL_BUTTON_RIGHT, Device::Mouse));
      out.back().edge = shiftOrCtrlHeld_ || (SDL_GetModState() & (KMOD_SHIFT | KMOD_CTRL)) != 0;
      break;
    }
    case SDL_MOUSEMOTION: {
      if (e.motion.which == SDL_TOUCH_MOUSEID) break;
      const int x = e.motion.x * outputW_ / windowW_;
      const int y = e.motion.y * outputH_ / windowH_;
      out.push_back(InputEvent::pointer(x, y));
      if (!press_ || (e.motion.state & (SDL_BUTTON_LMASK | SDL_BUTTON_RMASK)) == 0) break;
      Press& p = *press_;
      // A drag with the right button is the mouse's long press and drag: it carries `alternate`.
      if (!p.dragging) {
        if (std::hypot(static_cast<float>(x - p.x), static_cast<float>(y - p.y)) <= slopPixels()) break;
        p.dragging = true;
        out.push_back(InputEvent::drag(InputEvent::Phase::Start, x, y, x - p.x, y - p.y, Device::Mouse));
      } else {
        out.push_back(InputEvent::drag(InputEvent::Phase::Move, x, y, x - p.lastX, y - p.lastY, Device::Mouse));
      }
      out.back().alternate = p.right;
      p.lastX = x;
      p.lastY = y;
      break;
    }
    case SDL_MOUSEWHEEL: {
      if (e.wheel.which == SDL_TOUCH_MOUSEID) break;
      double steps = e.wheel.preciseY != 0.0f ? static_cast<double>(e.wheel.preciseY) : e.wheel.y;
      if (e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED) steps = -steps;
      if (steps == 0) break;  // sideways scrolling means nothing yet
      out.push_back(InputEvent::wheel(steps, e.wheel.mouseX * outputW_ / windowW_, e.wheel.mouseY * outputH_ / windowH_,
                                      Device::Mouse));
      break;
    }
    case SDL_FINGERDOWN:
      // A second finger turns a drag into a pinch.
      if (!fingers_.empty()) endTouchDrag(out);
      fingers_[e.tfinger.fingerId] =
          Finger{e.tfinger.x, e.tfinger.y, e.tfinger.timestamp, false, false, false, e.tfinger.x, e.tfinger.y};
      break;
    case SDL_FINGERMOTION:
      fingerMoved(e.tfinger, out);
      break;
    case SDL_FINGERUP: {
      auto it = fingers_.find(e.tfinger.fingerId);
      if (it == fingers_.end()) break;
      const Finger f = it->second;
      fingers_.erase(it);
      if (dragFinger_ == e.tfinger.fingerId) endTouchDrag(out);
      if (f.moved || (f.fired && !f.holding)) break;
      const bool longPress = f.holding || e.tfinger.timestamp - f.downMs >= LongPressMs;
      out.push_back(tapAt(f.x, f.y, longPress));
      break;
    }
    case SDL_CONTROLLERDEVICEADDED:
      openController(e.cdevice.which);
      break;
    case SDL_CONTROLLERDEVICEREMOVED:
      controllers_.erase(e.cdevice.which);
      markButtonHeld_ = false;
      assistButtonHeld_ = false;
      heldDirection_.reset();
      break;
    case SDL_CONTROLLERBUTTONDOWN:
      if (auto a = buttonAction(e.cbutton.button)) {
        if (*a == Action::Assist) {
          // X with a direction marks an edge; alone, it asks for help when let go.
          assistButtonHeld_ = true;
          edgeGiven_ = false;
          break;
        }
        if (*a == Action::Mark) markButtonHeld_ = true;
        out.push_back(direction(*a, Device::Gamepad));
        if (out.back().edge) {
          edgeGiven_ = true;
        } else if (isDirection(*a)) {
          heldDirection_ = *a;
          nextRepeatMs_ = e.cbutton.timestamp + RepeatDelayMs;
        }
      }
      break;
    case SDL_CONTROLLERAXISMOTION: {
      if (e.caxis.axis == SDL_CONTROLLER_AXIS_RIGHTX || e.caxis.axis == SDL_CONTROLLER_AXIS_RIGHTY) {
        const bool was = stickHeld();
        stick_[e.caxis.axis == SDL_CONTROLLER_AXIS_RIGHTX ? 0 : 1] = e.caxis.value;
        if (!was && stickHeld()) {
          stickMs_ = e.caxis.timestamp;
          stickCarry_[0] = stickCarry_[1] = 0;
        }
        break;
      }
      const bool left = e.caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT;
      if (!left && e.caxis.axis != SDL_CONTROLLER_AXIS_TRIGGERRIGHT) break;
      bool& down = triggerDown_[left ? 0 : 1];
      if (!down && e.caxis.value > SDL_JOYSTICK_AXIS_MAX / 2) {
        down = true;
        out.push_back(InputEvent::act(left ? Action::ZoomOut : Action::ZoomIn, Device::Gamepad));
      } else if (down && e.caxis.value < SDL_JOYSTICK_AXIS_MAX / 4) {
        down = false;
      }
      break;
    }
    case SDL_CONTROLLERBUTTONUP:
      if (auto a = buttonAction(e.cbutton.button); a && heldDirection_ == a) heldDirection_.reset();
      if (auto a = buttonAction(e.cbutton.button); a && *a == Action::Mark) markButtonHeld_ = false;
      if (auto a = buttonAction(e.cbutton.button); a && *a == Action::Assist && assistButtonHeld_) {
        assistButtonHeld_ = false;
        if (!edgeGiven_) out.push_back(InputEvent::act(Action::Assist, Device::Gamepad));
      }
      break;
    default:
      break;
  }
}

bool InputTranslator::stickHeld() const {
  return std::abs(stick_[0]) > StickDeadZone || std::abs(stick_[1]) > StickDeadZone;
}

void InputTranslator::poll(std::uint32_t nowMs, std::vector<InputEvent>& out) {
  if (stickHeld()) {
    // A long gap (the loop slept, a slow frame) moves no further than a tenth of a second would.
    const double seconds = std::min<std::uint32_t>(nowMs - stickMs_, 100) / 1000.0;
    stickMs_ = nowMs;
    int move[2] = {0, 0};
    for (int axis = 0; axis < 2; ++axis) {
      const int v = stick_[axis];
      const double tilt =
          std::max(0.0, (std::abs(v) - StickDeadZone) / static_cast<double>(SDL_JOYSTICK_AXIS_MAX - StickDeadZone));
      stickCarry_[axis] +=
          (v < 0 ? -1 : 1) * std::min(1.0, tilt) * std::min(1.0, tilt) * StickPixelsPerSecond * seconds;
      move[axis] = static_cast<int>(stickCarry_[axis]);
      stickCarry_[axis] -= move[axis];
    }
    if (move[0] != 0 || move[1] != 0) out.push_back(InputEvent::scroll(move[0], move[1]));
  }
  for (auto& [id, f] : fingers_) {
    if (!f.fired && !f.moved && nowMs - f.downMs >= LongPressMs) {
      // Fire while the finger is still down, so the player sees the turn without lifting; in hold
      // mode say only that it is held, as a drag may follow.
      f.fired = true;
      f.holding = holdMode_;
      if (holdMode_) {
        const InputEvent tap = tapAt(f.x, f.y, true);
        out.push_back(InputEvent::hold(tap.x, tap.y, Device::Touch));
      } else {
        out.push_back(tapAt(f.x, f.y, true));
      }
    }
  }
  if (heldDirection_ && !assistButtonHeld_ && static_cast<std::int32_t>(nowMs - nextRepeatMs_) >= 0) {
    out.push_back(direction(*heldDirection_, Device::Gamepad));
    nextRepeatMs_ = nowMs + RepeatIntervalMs;
  }
}

InputEvent InputTranslator::direction(Action a, Device d) const {
  InputEvent e = InputEvent::act(a, d);
  if (isDirection(a)) {
    e.alternate = d == Device::Keyboard ? markKeyHeld_ : markButtonHeld_;
    e.edge = d == Device::Gamepad && assistButtonHeld_;
  }
  return e;
}

int InputTranslator::msUntilNextPoll(std::uint32_t nowMs) const {
  int best = -1;
  auto consider = [&](std::uint32_t at) {
    const auto d = static_cast<std::int32_t>(at - nowMs);
    const int ms = d < 0 ? 0 : d;
    if (best < 0 || ms < best) best = ms;
  };
  for (const auto& [id, f] : fingers_)
    if (!f.fired && !f.moved) consider(f.downMs + LongPressMs);
  if (heldDirection_) consider(nextRepeatMs_);
  if (stickHeld()) consider(nowMs + 16);  // a held stick scrolls every frame
  return best;
}

}  // namespace tileflow
