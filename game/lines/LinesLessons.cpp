#include "game/lines/LinesLessons.hpp"

#include "engine/core/Translate.hpp"

namespace tileflow {

const char* linesLessonId(LinesLesson lesson) {
  switch (lesson) {
    case LinesLesson::Draw:
      return "lines-draw";
    case LinesLesson::Bridges:
      return "lines-bridges";
    case LinesLesson::Warps:
      return "lines-warps";
    case LinesLesson::Portals:
      return "lines-portals";
  }
  return "lines-draw";
}

std::optional<LinesLesson> linesLessonFor(const LinesBoard& board, const std::set<std::string>& done) {
  bool bridges = false;
  bool portals = false;
  for (int c = 0; c < board.cellCount(); ++c) {
    bridges = bridges || board.bridge(c);
    portals = portals || board.portalPartner(c) >= 0;
  }
  const auto wants = [&](LinesLesson lesson) { return !done.contains(linesLessonId(lesson)); };
  if (wants(LinesLesson::Draw)) return LinesLesson::Draw;
  if (bridges && wants(LinesLesson::Bridges)) return LinesLesson::Bridges;
  if (board.wrap() && wants(LinesLesson::Warps)) return LinesLesson::Warps;
  if (portals && wants(LinesLesson::Portals)) return LinesLesson::Portals;
  return std::nullopt;
}

std::string linesLessonTitle(LinesLesson lesson) {
  switch (lesson) {
    case LinesLesson::Draw:
      return tr("Join the pairs");
    case LinesLesson::Bridges:
      return tr("Bridges");
    case LinesLesson::Warps:
      return tr("Warps");
    case LinesLesson::Portals:
      return tr("Portals");
  }
  return "";
}

std::string linesLessonText(LinesLesson lesson, LessonDevice device) {
  switch (lesson) {
    case LinesLesson::Draw: {
      std::string how;
      switch (device) {
        case LessonDevice::Touch:
          how = "Drag from a dot to its twin to draw a line; tap a line to clear it from there.";
          break;
        case LessonDevice::Mouse:
          how = "Drag from a dot to its twin to draw a line; click a line to clear it from there.";
          break;
        case LessonDevice::Keyboard:
          how = "Arrows move, Enter picks up a dot, the arrows draw and Enter drops the line; U undoes.";
          break;
        case LessonDevice::Gamepad:
          how = "The d-pad moves, A picks up a dot, the d-pad draws and A drops the line; B lets go.";
          break;
      }
      return "Join every pair of dots of one colour with a line. Lines never cross, and every cell must be "
             "filled. " +
             how;
    }
    case LinesLesson::Bridges:
      return tr("Two lines cross on a bridge, one each way, each going straight over it.");
    case LinesLesson::Warps:
      return tr("The notched edges are joined: a line leaving one comes back in at the opposite edge.");
    case LinesLesson::Portals:
      return tr("A line entering a ring comes out of the ring of the same colour and number, going the same way.");
  }
  return "";
}

}  // namespace tileflow
