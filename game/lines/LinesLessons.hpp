// LinesLessons: what a new Lines player is told, once each: how to draw and what wins (the first
// time Lines is played), then what a bridge, a warp and a portal do (the first board that has
// one), in the words of the input device in use. A lesson put away is never shown again.
#pragma once

#include <optional>
#include <set>
#include <string>

#include "game/lines/LinesBoard.hpp"
#include "game/play/Lessons.hpp"

namespace tileflow {

enum class LinesLesson : std::uint8_t { Draw, Bridges, Warps, Portals };

// The id the settings' lessons keep it by ("lines-draw").
const char* linesLessonId(LinesLesson lesson);
// The first lesson `board` calls for that `done` (lesson ids) does not hold.
std::optional<LinesLesson> linesLessonFor(const LinesBoard& board, const std::set<std::string>& done);
// Its heading ("Join the pairs") and its text, in the device's words.
std::string linesLessonTitle(LinesLesson lesson);
std::string linesLessonText(LinesLesson lesson, LessonDevice device);

}  // namespace tileflow
