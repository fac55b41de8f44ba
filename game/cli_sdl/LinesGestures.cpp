#include "game/cli_sdl/LinesGestures.hpp"

#include <vector>

namespace tileflow::cli {

namespace {

SDL_Point centreOf(const LinesPlayScreen& play, int cell) {
  const SDL_FPoint p = play.geometry().centre(cell);
  return SDL_Point{static_cast<int>(p.x), static_cast<int>(p.y)};
}

// The cell is on screen where a finger can reach it (in the view, not under the map).
bool reachable(const LinesPlayScreen& play, int cell) {
  const SDL_Point p = centreOf(play, cell);
  return play.view().cellAt(p.x, p.y) == cell;
}

// Where a stroke may start: a dot, or the end of a drawn line.
std::vector<int> strokeStarts(const LinesPlayScreen& play) {
  const LinesPosition& p = play.shown();
  const LinesBoard& board = p.board();
  std::vector<int> starts;
  for (int c = 0; c < board.cellCount(); ++c)
    if (board.present(c) && board.endpoint(c) >= 0 && reachable(play, c)) starts.push_back(c);
  for (int colour = 0; colour < board.colours(); ++colour) {
    const std::vector<int>& line = p.line(colour);
    if (line.size() > 1 && reachable(play, line.back())) starts.push_back(line.back());
  }
  return starts;
}

}  // namespace

std::string LinesPlayCounts::line() const {
  return "lines: strokes " + std::to_string(played[Stroke]) + ", taps " + std::to_string(played[Tap]) + ", pad " +
         std::to_string(played[Pad]) + ", undo/redo/hint " + std::to_string(played[UndoRedoHint]) + ", zoom/pan " +
         std::to_string(played[View]);
}

Gesture linesGesture(const LinesPlayScreen& play, Rng& rng, LinesPlayCounts& counts) {
  const LinesBoard& board = play.level().board;
  Gesture g;
  const std::uint32_t pick = rng.below(20);
  if (pick < 10) {
    // A stroke: from a dot or a line's end, a walk of cells, now and then turning back.
    const std::vector<int> starts = strokeStarts(play);
    if (!starts.empty()) {
      int at = starts[rng.below(static_cast<std::uint32_t>(starts.size()))];
      g.kind = rng.chance(1, 2) ? Gesture::Kind::Touch : Gesture::Kind::Drag;
      const SDL_Point from = centreOf(play, at);
      g.x = from.x;
      g.y = from.y;
      std::vector<int> walked{at};
      const int steps = 2 + static_cast<int>(rng.below(10));
      for (int i = 0; i < steps; ++i) {
        int to = -1;
        if (walked.size() > 1 && rng.chance(1, 5)) {
          to = walked[walked.size() - 2];  // back over its own cell: a retreat
        } else {
          const int side = static_cast<int>(rng.below(static_cast<std::uint32_t>(board.sides())));
          to = board.next(at, side);
        }
        if (to < 0 || !reachable(play, to)) continue;
        at = to;
        walked.push_back(at);
        const SDL_Point p = centreOf(play, at);
        g.path.emplace_back(p.x, p.y);
      }
      if (!g.path.empty()) {
        ++counts.played[LinesPlayCounts::Stroke];
        return g;
      }
    }
  }
  if (pick < 13) {
    // A tap on a line's cell (it ends there) or on a dot (its line goes).
    std::vector<int> lines;
    for (int c = 0; c < board.cellCount(); ++c)
      if (board.present(c) && (play.shown().owner(c) >= 0 || board.endpoint(c) >= 0) && reachable(play, c))
        lines.push_back(c);
    if (!lines.empty()) {
      const SDL_Point p = centreOf(play, lines[rng.below(static_cast<std::uint32_t>(lines.size()))]);
      g.kind = rng.chance(1, 2) ? Gesture::Kind::Touch : Gesture::Kind::Tap;
      g.x = p.x;
      g.y = p.y;
      ++counts.played[LinesPlayCounts::Tap];
      return g;
    }
  }
  if (pick < 17) {
    // The pad's cursor: a direction or A (picking up, drawing, dropping).
    static constexpr Gesture::Pad Moves[] = {Gesture::Pad::Up, Gesture::Pad::Down, Gesture::Pad::Left,
                                             Gesture::Pad::Right, Gesture::Pad::A};
    g.kind = Gesture::Kind::Pad;
    g.pad = Moves[rng.below(5)];
    ++counts.played[LinesPlayCounts::Pad];
    return g;
  }
  if (pick < 19) {
    // Undo (left shoulder), Redo (right shoulder) or Hint (X).
    static constexpr Gesture::Pad Steps[] = {Gesture::Pad::LeftShoulder, Gesture::Pad::LeftShoulder,
                                             Gesture::Pad::RightShoulder, Gesture::Pad::X};
    g.kind = Gesture::Kind::Pad;
    g.pad = Steps[rng.below(4)];
    ++counts.played[LinesPlayCounts::UndoRedoHint];
    return g;
  }
  // Zoom in or out over the board.
  const SDL_Rect view = play.view().area();
  g.kind = Gesture::Kind::Wheel;
  g.x = view.x + view.w / 2;
  g.y = view.y + view.h / 2;
  g.wheel = rng.chance(1, 2) ? 1 : -1;
  ++counts.played[LinesPlayCounts::View];
  return g;
}

}  // namespace tileflow::cli
