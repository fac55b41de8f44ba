// Lessons: which prompt a level shows, and its words per device.
#include "game/play/Lessons.hpp"

#include "engine/core/Translate.hpp"

#include <array>
#include <utility>

namespace tileflow {

std::optional<Lesson> lessonNamed(std::string_view id) {
  for (int i = 0; i < LessonCount; ++i)
    if (id == LessonIds[static_cast<std::size_t>(i)]) return static_cast<Lesson>(i);
  return std::nullopt;
}

namespace {

struct BoardTraits {
  bool flow = false;
  bool heights = false;
  bool bridges = false;
};

BoardTraits traitsOf(const Board& board) {
  BoardTraits t;
  // The heights seen per flow kind, one bit each.
  std::array<std::uint8_t, MaxFlowKinds + 1> heightsOf{};
  for (int c = 0; c < board.cellCount(); ++c) {
    if (!board.present(c)) continue;
    const TileType& type = board.typeAt(c);
    if (type.channelCount >= 2) t.bridges = true;
    for (int s = 0; s < board.sides(); ++s) {
      const Signature side = board.side(c, s);
      if (!hasFlow(side)) continue;
      t.flow = true;
      heightsOf[flowOf(side)] |= static_cast<std::uint8_t>(1u << static_cast<unsigned>(heightOf(side)));
    }
  }
  // Heights matter where one kind comes at two of them: a raised road beside a level one.
  for (const std::uint8_t seen : heightsOf)
    if ((seen & (seen - 1)) != 0) t.heights = true;
  return t;
}

}  // namespace

std::optional<Lesson> lessonFor(const Board& board, const Rules& rules, const std::set<std::string>& done) {
  const BoardTraits t = traitsOf(board);
  const std::pair<Lesson, bool> order[] = {
      {Lesson::Turn, t.flow},
      {Lesson::Landmarks, board.hasLandmarks()},
      {Lesson::Twins, t.flow},
      {Lesson::Heights, t.heights},
      {Lesson::OneNetwork, t.flow && rules.connected},
      {Lesson::NoLoops, t.flow && rules.acyclic},
      {Lesson::Bridges, t.bridges},
  };
  for (const auto& [lesson, wanted] : order)
    if (wanted && !done.contains(LessonIds[static_cast<std::size_t>(lesson)])) return lesson;
  return std::nullopt;
}

std::string lessonText(Lesson lesson, LessonDevice device) {
  switch (lesson) {
    case Lesson::Turn:
      switch (device) {
        case LessonDevice::Touch:
          return tr("Tap a tile to turn it.");
        case LessonDevice::Mouse:
          return tr("Click a tile to turn it; right-click turns it back.");
        case LessonDevice::Keyboard:
          return tr("Move with the arrow keys and press Enter to turn a tile.");
        case LessonDevice::Gamepad:
          return tr("Move with the d-pad and press A to turn a tile.");
      }
      break;
    case Lesson::Twins:
      return tr("Every end must meet a matching end. Red marks the loose ends.");
    case Lesson::Heights:
      return tr("Heights must match too: a raised end meets only a raised end, a low one a low one.");
    case Lesson::Bridges:
      return tr("A bridge carries two flows at once, one over the other: both must meet their twins.");
    case Lesson::Landmarks:
      return tr("Join every landmark to all landmarks of its kind, and never to another kind.");
    case Lesson::OneNetwork:
      return tr("Everything must join into one network: no part left on its own.");
    case Lesson::NoLoops:
      return tr("No loops: between any two tiles there is only one way.");
  }
  return {};
}

std::string lessonShortText(Lesson lesson, LessonDevice device) {
  switch (lesson) {
    case Lesson::Turn:
      switch (device) {
        case LessonDevice::Touch:
          return tr("Tap a tile to turn it");
        case LessonDevice::Mouse:
          return tr("Click a tile to turn it");
        case LessonDevice::Keyboard:
          return tr("Enter turns a tile");
        case LessonDevice::Gamepad:
          return tr("A turns a tile");
      }
      break;
    case Lesson::Twins:
      return tr("Every end meets its twin");
    case Lesson::Heights:
      return tr("Heights must match");
    case Lesson::Bridges:
      return tr("Bridges carry two flows");
    case Lesson::Landmarks:
      return tr("Join each kind of landmark");
    case Lesson::OneNetwork:
      return tr("Join it all into one network");
    case Lesson::NoLoops:
      return tr("No loops");
  }
  return {};
}

std::string lessonDismissText(LessonDevice device) {
  switch (device) {
    case LessonDevice::Touch:
      return tr("(Tap here to hide.)");
    case LessonDevice::Mouse:
      return tr("(Click here to hide.)");
    case LessonDevice::Keyboard:
    case LessonDevice::Gamepad:
      break;
  }
  return "(Goes after " + std::to_string(LessonTurns) + " turns.)";
}

bool lessonDoneByTurn(Lesson lesson) { return lesson == Lesson::Turn; }

}  // namespace tileflow
