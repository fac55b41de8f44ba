// EventLog: one line on stdout per thing the player or a script would want to check (a win, a
// generation started or cancelled, the board's place on screen, quitting), when TILEFLOW_LOG is
// set. The real-window test reads these lines; players see nothing.
#pragma once

#include <cstdlib>
#include <iostream>
#include <string_view>

namespace tileflow {

inline bool eventLogEnabled() {
  static const bool enabled = [] {
    const char* v = std::getenv("TILEFLOW_LOG");
    return v != nullptr && *v != '\0' && std::string_view(v) != "0";
  }();
  return enabled;
}

// Flushed at once, so a test that kills the game still has every line written before.
inline void logEvent(std::string_view line) {
  if (eventLogEnabled()) std::cout << "tileflow: " << line << std::endl;
}

}  // namespace tileflow
