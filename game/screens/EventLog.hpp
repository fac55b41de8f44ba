// EventLog: one line per thing a script would want to check (a win, a generation started or
// cancelled, the board's place on screen, quitting), written to the sink the program installs
// (`tileflow play --log-events` prints them on stdout for the real-window test); with no sink,
// nothing. Tests install their own sink to read the lines.
#pragma once

#include <functional>
#include <string_view>
#include <utility>

namespace tileflow {

using EventSink = std::function<void(std::string_view line)>;

inline EventSink& eventSink() {
  static EventSink sink;
  return sink;
}

// Installed once at start-up, before any screen or worker runs; an empty sink stops the log.
inline void setEventLog(EventSink sink) { eventSink() = std::move(sink); }

inline void logEvent(std::string_view line) {
  if (const EventSink& sink = eventSink()) sink(line);
}

}  // namespace tileflow
