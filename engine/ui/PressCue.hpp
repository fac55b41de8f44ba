// PressCue: what the program does when the player uses a control (a button pressed, a switch
// flipped, a stepper stepped), e.g. a click sound. WidgetList calls it, so every screen's
// controls have it without each screen passing it on; like the event log, it is installed once
// at start-up, and with none installed nothing happens.
#pragma once

#include <functional>
#include <utility>

namespace tileflow {

using PressSink = std::function<void()>;

inline PressSink& pressSink() {
  static PressSink sink;
  return sink;
}

// Installed by the program's entry point before the loop runs; an empty sink removes it.
inline void setPressCue(PressSink sink) { pressSink() = std::move(sink); }

inline void pressCue() {
  if (const PressSink& sink = pressSink()) sink();
}

}  // namespace tileflow
