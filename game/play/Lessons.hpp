// Lessons: what the first levels teach, by doing. Each lesson is shown on the first level where it
// matters (turning a tile, ends meeting their twins, heights, bridges, landmarks) in the words of
// the input device in use, until it is done; a lesson done is never shown again.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "engine/input/InputEvent.hpp"
#include "game/model/Board.hpp"
#include "game/model/Rules.hpp"

namespace tileflow {

enum class Lesson : std::uint8_t { Turn, Twins, Heights, Bridges, Landmarks, OneNetwork, NoLoops };
inline constexpr int LessonCount = 7;
// The ids the settings file keeps them by.
inline constexpr std::array<const char*, LessonCount> LessonIds = {"turn",      "twins",   "heights", "bridges",
                                                                   "landmarks", "network", "loops"};
std::optional<Lesson> lessonNamed(std::string_view id);

// How the player gives input, for the words of a lesson ("tap", "click", "press A").
enum class LessonDevice : std::uint8_t { Touch, Mouse, Keyboard, Gamepad };
// The words for the device the player last used (a script's input reads as touch).
constexpr LessonDevice lessonDevice(Device device) {
  switch (device) {
    case Device::Mouse:
      return LessonDevice::Mouse;
    case Device::Keyboard:
      return LessonDevice::Keyboard;
    case Device::Gamepad:
      return LessonDevice::Gamepad;
    default:
      return LessonDevice::Touch;
  }
}

// The first lesson that `board` under `rules` calls for and `done` (lesson ids) does not hold,
// in the order a new player meets them: Turn on any board with a flow; Landmarks on a Link
// board (what it is about, before anything else); Twins on a board with a flow; Heights where
// one flow kind comes at two heights (rivers that are all low teach nothing about heights);
// OneNetwork and NoLoops where the rules ask for them; Bridges on one with a piece carrying
// two flows.
std::optional<Lesson> lessonFor(const Board& board, const Rules& rules, const std::set<std::string>& done);

// The prompt, one or two short sentences, in the device's words.
std::string lessonText(Lesson lesson, LessonDevice device);
// A few words of it, for a status line with no room for more ("Tap a tile to turn it").
std::string lessonShortText(Lesson lesson, LessonDevice device);

// How a lesson goes away, in the device's words: by a tap or click on it, or (keyboard and
// gamepad, which cannot point at it) by itself after a few turns.
std::string lessonDismissText(LessonDevice device);

// Whether the lesson is done by what just happened on its level: Turn by any turn; the others
// by solving the level, by the player putting them away, or after LessonTurns turns made while
// they show.
bool lessonDoneByTurn(Lesson lesson);
inline constexpr int LessonTurns = 5;

}  // namespace tileflow
