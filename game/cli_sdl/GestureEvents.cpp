// GestureEvents: gestures as SDL events; see GestureEvents.hpp.
#include "game/cli_sdl/GestureEvents.hpp"

#include <cstring>
#include <string>

namespace tileflow::cli {

namespace {

class Events {
 public:
  std::vector<TimedEvent> list;

  void add(const SDL_Event& e, int afterMs = 0) {
    TimedEvent t;
    t.afterMs = afterMs;
    t.event = e;
    list.push_back(t);
  }

  void mouse(Uint32 type, Uint8 button, int x, int y, int afterMs = 0) {
    SDL_Event e{};
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
      e.motion.x = x;
      e.motion.y = y;
      e.motion.state = held_;
    } else {
      e.button.button = button;
      e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
      e.button.clicks = 1;
      e.button.x = x;
      e.button.y = y;
      held_ = type == SDL_MOUSEBUTTONDOWN ? SDL_BUTTON(button) : 0;
    }
    add(e, afterMs);
  }

  void key(SDL_Keycode sym, Uint16 mod = KMOD_NONE) {
    for (Uint32 type : {SDL_KEYDOWN, SDL_KEYUP}) keyOnly(type, sym, mod);
  }
  // A key going down or up alone (a modifier held around other input).
  void keyOnly(Uint32 type, SDL_Keycode sym, Uint16 mod) {
    SDL_Event e{};
    e.type = type;
    e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.sym = sym;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
    e.key.keysym.mod = mod;
    add(e);
  }

  void text(const std::string& typed) {
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    std::strncpy(e.text.text, typed.c_str(), sizeof e.text.text - 1);
    add(e);
  }

  void finger(Uint32 type, SDL_FingerID id, float x, float y, int afterMs) {
    SDL_Event e{};
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = id;
    e.tfinger.x = x;
    e.tfinger.y = y;
    e.tfinger.pressure = type == SDL_FINGERUP ? 0.0f : 1.0f;
    add(e, afterMs);
  }

  void axis(SDL_GameControllerAxis which, int value, int afterMs) {
    SDL_Event e{};
    e.type = SDL_CONTROLLERAXISMOTION;
    e.caxis.axis = static_cast<Uint8>(which);
    e.caxis.value = static_cast<Sint16>(value);
    add(e, afterMs);
  }

 private:
  Uint32 held_ = 0;
};

float clamp01(float v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

// A stroke along a path moves on about a frame apart.
constexpr int StrokeStepMs = 20;

}  // namespace

std::vector<TimedEvent> gestureEvents(const Gesture& g, int width, int height) {
  Events out;
  const float w = static_cast<float>(width > 0 ? width : 1);
  const float h = static_cast<float>(height > 0 ? height : 1);
  switch (g.kind) {
    case Gesture::Kind::Tap:
    case Gesture::Kind::RightTap: {
      const Uint8 button = g.kind == Gesture::Kind::Tap ? SDL_BUTTON_LEFT : SDL_BUTTON_RIGHT;
      if (g.shift) out.keyOnly(SDL_KEYDOWN, SDLK_LSHIFT, KMOD_LSHIFT);
      out.mouse(SDL_MOUSEMOTION, 0, g.x, g.y);
      out.mouse(SDL_MOUSEBUTTONDOWN, button, g.x, g.y);
      out.mouse(SDL_MOUSEBUTTONUP, button, g.x, g.y);
      if (g.shift) out.keyOnly(SDL_KEYUP, SDLK_LSHIFT, KMOD_NONE);
      break;
    }
    case Gesture::Kind::Touch:
      if (!g.path.empty()) {
        out.finger(SDL_FINGERDOWN, 1, static_cast<float>(g.x) / w, static_cast<float>(g.y) / h, 0);
        int at = 0;
        for (const auto& [px, py] : g.path) {
          at += StrokeStepMs;
          out.finger(SDL_FINGERMOTION, 1, static_cast<float>(px) / w, static_cast<float>(py) / h, at);
        }
        out.finger(SDL_FINGERUP, 1, static_cast<float>(g.path.back().first) / w,
                   static_cast<float>(g.path.back().second) / h, at + StrokeStepMs);
        break;
      }
      out.finger(SDL_FINGERDOWN, 1, static_cast<float>(g.x) / w, static_cast<float>(g.y) / h, 0);
      out.finger(SDL_FINGERUP, 1, static_cast<float>(g.x) / w, static_cast<float>(g.y) / h, g.holdMs);
      break;
    case Gesture::Kind::Drag:
      if (!g.path.empty()) {
        out.mouse(SDL_MOUSEMOTION, 0, g.x, g.y);
        out.mouse(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, g.x, g.y);
        int at = 0;
        for (const auto& [px, py] : g.path) out.mouse(SDL_MOUSEMOTION, 0, px, py, at += StrokeStepMs);
        out.mouse(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, g.path.back().first, g.path.back().second, at + StrokeStepMs);
        break;
      }
      out.mouse(SDL_MOUSEMOTION, 0, g.x, g.y);
      out.mouse(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, g.x, g.y);
      out.mouse(SDL_MOUSEMOTION, 0, (g.x + g.x2) / 2, (g.y + g.y2) / 2);
      out.mouse(SDL_MOUSEMOTION, 0, g.x2, g.y2);
      out.mouse(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, g.x2, g.y2);
      break;
    case Gesture::Kind::Wheel: {
      SDL_Event e{};
      e.type = SDL_MOUSEWHEEL;
      e.wheel.y = g.wheel;
      e.wheel.mouseX = g.x;
      e.wheel.mouseY = g.y;
      e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
      out.add(e);
      break;
    }
    case Gesture::Kind::Key: {
      static constexpr SDL_Keycode Keys[] = {SDLK_RETURN, SDLK_ESCAPE, SDLK_UP,    SDLK_DOWN,      SDLK_LEFT,
                                             SDLK_RIGHT,  SDLK_TAB,    SDLK_SPACE, SDLK_BACKSPACE, SDLK_z};
      if (g.key == Gesture::Key::Letter) {
        out.key(static_cast<SDL_Keycode>(g.text[0]));
        out.text(g.text);
      } else {
        out.key(Keys[static_cast<int>(g.key)], g.key == Gesture::Key::Undo ? KMOD_LCTRL
                                               : g.shift                   ? KMOD_LSHIFT
                                                                           : KMOD_NONE);
      }
      break;
    }
    case Gesture::Kind::Pad: {
      static constexpr SDL_GameControllerButton Buttons[] = {SDL_CONTROLLER_BUTTON_A,
                                                             SDL_CONTROLLER_BUTTON_B,
                                                             SDL_CONTROLLER_BUTTON_X,
                                                             SDL_CONTROLLER_BUTTON_Y,
                                                             SDL_CONTROLLER_BUTTON_DPAD_UP,
                                                             SDL_CONTROLLER_BUTTON_DPAD_DOWN,
                                                             SDL_CONTROLLER_BUTTON_DPAD_LEFT,
                                                             SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
                                                             SDL_CONTROLLER_BUTTON_LEFTSHOULDER,
                                                             SDL_CONTROLLER_BUTTON_RIGHTSHOULDER,
                                                             SDL_CONTROLLER_BUTTON_START,
                                                             SDL_CONTROLLER_BUTTON_BACK};
      auto press = [&](Uint32 type, SDL_GameControllerButton button) {
        SDL_Event e{};
        e.type = type;
        e.cbutton.button = static_cast<Uint8>(button);
        e.cbutton.state = type == SDL_CONTROLLERBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        out.add(e);
      };
      // With `shift`, X is held around the button: X and a direction mark an edge.
      if (g.shift) press(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_X);
      for (Uint32 type : {SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP})
        press(type, Buttons[static_cast<int>(g.pad)]);
      if (g.shift) press(SDL_CONTROLLERBUTTONUP, SDL_CONTROLLER_BUTTON_X);
      break;
    }
    case Gesture::Kind::Text:
      out.text(g.text);
      break;
    case Gesture::Kind::Resize: {
      TimedEvent t;
      t.width = g.width;
      t.height = g.height;
      out.list.push_back(t);
      break;
    }
    case Gesture::Kind::Pinch: {
      // Two fingers on a line through (x, y), moved apart or together over a tenth of a second.
      const float cx = static_cast<float>(g.x) / w;
      const float cy = static_cast<float>(g.y) / h;
      const auto at = [&](int spread, int finger) {
        return clamp01(cx + (finger == 1 ? -0.5f : 0.5f) * static_cast<float>(spread) / w);
      };
      out.finger(SDL_FINGERDOWN, 1, at(g.spread, 1), cy, 0);
      out.finger(SDL_FINGERDOWN, 2, at(g.spread, 2), cy, 0);
      for (int step = 1; step <= 3; ++step) {
        const int spread = g.spread + (g.spread2 - g.spread) * step / 3;
        out.finger(SDL_FINGERMOTION, 1, at(spread, 1), cy, step * 33);
        out.finger(SDL_FINGERMOTION, 2, at(spread, 2), cy, step * 33);
      }
      out.finger(SDL_FINGERUP, 1, at(g.spread2, 1), cy, 120);
      out.finger(SDL_FINGERUP, 2, at(g.spread2, 2), cy, 120);
      break;
    }
    case Gesture::Kind::Stick: {
      static constexpr SDL_GameControllerAxis Axes[] = {SDL_CONTROLLER_AXIS_RIGHTX, SDL_CONTROLLER_AXIS_RIGHTY,
                                                        SDL_CONTROLLER_AXIS_TRIGGERLEFT,
                                                        SDL_CONTROLLER_AXIS_TRIGGERRIGHT};
      const SDL_GameControllerAxis which = Axes[static_cast<int>(g.axis)];
      const bool trigger = g.axis == Gesture::Axis::LeftTrigger || g.axis == Gesture::Axis::RightTrigger;
      // A trigger only travels from rest (0) to pressed (32767).
      const int value = trigger ? (g.axisValue < 0 ? -g.axisValue - 1 : g.axisValue) : g.axisValue;
      out.axis(which, value, 0);
      out.axis(which, 0, g.holdMs);
      break;
    }
    case Gesture::Kind::Focus: {
      SDL_Event e{};
      e.type = SDL_WINDOWEVENT;
      e.window.event = g.focused ? SDL_WINDOWEVENT_FOCUS_GAINED : SDL_WINDOWEVENT_FOCUS_LOST;
      out.add(e);
      break;
    }
    case Gesture::Kind::Quit: {
      SDL_Event e{};
      e.type = SDL_QUIT;
      out.add(e);
      break;
    }
    case Gesture::Kind::Paste: {
      const std::size_t first = out.list.size();
      out.key(SDLK_v, KMOD_LCTRL);
      out.list[first].clipboard = g.text;
      break;
    }
    case Gesture::Kind::Navigate:
      if (g.back) {
        out.key(SDLK_ESCAPE);
        break;
      }
      if (g.hints > 0) {
        for (int i = 0; i < g.hints; ++i) out.key(SDLK_h);
        break;
      }
      for (int i = 0; i < (g.steps < 0 ? -g.steps : g.steps); ++i) out.key(g.steps < 0 ? SDLK_UP : SDLK_DOWN);
      out.key(SDLK_RETURN);
      if (g.thenBack) out.key(SDLK_ESCAPE);
      break;
  }
  return std::move(out.list);
}

void deliver(const TimedEvent& t, SDL_Window* window) {
  if (t.width > 0) {
    SDL_SetWindowSize(window, t.width, t.height);
    return;
  }
  if (!t.clipboard.empty()) SDL_SetClipboardText(t.clipboard.c_str());
  SDL_Event e = t.event;
  const Uint32 id = SDL_GetWindowID(window);
  switch (e.type) {
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEWHEEL:
    case SDL_KEYDOWN:
    case SDL_KEYUP:
    case SDL_TEXTINPUT:
    case SDL_WINDOWEVENT:
      // The window id is at the same place in every window-bound event.
      e.window.windowID = id;
      break;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
      e.tfinger.windowID = id;
      break;
    default:
      break;
  }
  SDL_PushEvent(&e);
}

}  // namespace tileflow::cli
