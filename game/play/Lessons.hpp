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

#include "game/model/Board.hpp"

namespace tileflow {

enum class Lesson : std::uint8_t { Turn, Twins, Heights, Bridges, Landmarks };
inline constexpr int LessonCount = 5;
// The ids the settings file keeps them by ("turn", "twins", "heights", "bridges", "landmarks").
inline constexpr std::array<const char*, LessonCount> LessonIds = {"turn", "twins", "heights", "bridges", "landmarks"};
std::optional<Lesson> lessonNamed(std::string_view id);

// How the player gives input, for the words of a lesson ("tap", "click", "press A").
enum class LessonDevice : std::uint8_t { Touch, Mouse, Keyboard, Gamepad };

// The first lesson, in the order above, that `board` calls for and `done` (lesson ids) does not
// hold: Turn and Twins on any board with a flow, Heights on one with a raised or lowered flow side,
// Bridges on one with a piece carrying two flows, Landmarks on a Link board.
std::optional<Lesson> lessonFor(const Board& board, const std::set<std::string>& done);

// The prompt, one or two short sentences, in the device's words.
std::string lessonText(Lesson lesson, LessonDevice device);
// A few words of it, for a status line with no room for more ("Tap a tile to turn it").
std::string lessonShortText(Lesson lesson, LessonDevice device);

// Whether the lesson is done by what just happened on its level: Turn by any turn, the others by
// solving the level (or by the player dismissing them).
bool lessonDoneByTurn(Lesson lesson);

}  // namespace tileflow
