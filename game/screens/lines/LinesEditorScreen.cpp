#include "game/screens/lines/LinesEditorScreen.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

#include "engine/core/Translate.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/lines/LinesSolver.hpp"
#include "game/model/Neighbour.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"
#include "game/view/LinesArt.hpp"

namespace tileflow {

namespace {

// The sides a board may take in the editor, in the order Size steps through them.
constexpr std::array<int, 13> EditorSides = {5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 30};
// A check gives up past this many search states (a board this hard is shown as "could not tell"):
// a few seconds at most, on the worker.
constexpr std::uint64_t EditorCheckNodes = 4'000'000;

const char* toolName(LinesEditorScreen::Tool tool) {
  switch (tool) {
    case LinesEditorScreen::Tool::Dots:
      return tr("Dots");
    case LinesEditorScreen::Tool::Walls:
      return tr("Walls");
    case LinesEditorScreen::Tool::Holes:
      return tr("Holes");
    case LinesEditorScreen::Tool::Bridges:
      return tr("Bridges");
    case LinesEditorScreen::Tool::Portals:
      return tr("Portals");
  }
  return "";
}

// The side of the cell `g` draws at `cell` whose middle is nearest (x, y).
int nearestSide(const FloodGeometry& g, int cell, int x, int y) {
  const auto corners = g.corners(cell);
  int best = 0;
  float bestDistance = 1e30f;
  for (std::size_t side = 0; side < corners.size(); ++side) {
    const SDL_FPoint a = corners[side];
    const SDL_FPoint b = corners[(side + 1) % corners.size()];
    const float dx = (a.x + b.x) / 2 - static_cast<float>(x);
    const float dy = (a.y + b.y) / 2 - static_cast<float>(y);
    if (dx * dx + dy * dy < bestDistance) {
      bestDistance = dx * dx + dy * dy;
      best = static_cast<int>(side);
    }
  }
  return best;
}

}  // namespace

LinesEditorScreen::LinesEditorScreen(LinesContext& lines, std::optional<LinesLevel> editing)
    : lines_(lines),
      editing_(std::move(editing)),
      sketch_(editing_ ? LinesSketch::of(editing_->board) : LinesSketch(7, 7)) {
  back_ = &widgets_.add(std::make_unique<Button>(trLater("Back"), [this] { stack().pop(); }));
  toolButton_ = &widgets_.add(std::make_unique<Button>(trLater("Tool"), [this] { nextTool(); }));
  size_ = &widgets_.add(std::make_unique<Button>(trLater("Size"), [this] { nextSize(); }));
  undo_ = &widgets_.add(std::make_unique<Button>(trLater("Undo"), [this] { undo(); }));
  undo_->sign = "\xe2\x86\xb6";  // ↶ where the word does not fit
  check_ = &widgets_.add(std::make_unique<Button>(trLater("Check"), [this] { check(); }));
  save_ = &widgets_.add(std::make_unique<Button>(trLater("Save"), [this] { save(); }));
  rebuild();
}

void LinesEditorScreen::rebuild() {
  // A check under way was for the board before this edit.
  if (task_) {
    task_.reset();
    say(tr("Check stopped: the board changed"));
  }
  board_ = sketch_.board();
  position_.emplace(board_);
  view_.forget();
  markDirty();
}

void LinesEditorScreen::say(std::string text) {
  message_.show(std::move(text));
  markDirty();
}

std::string LinesEditorScreen::statusText() const {
  if (task_) return tr("Checking\xe2\x80\xa6");
  if (!message_.empty()) return message_.text();
  std::string line = std::string(toolName(tool_)) + " \xc2\xb7 ";
  if (const auto lack = sketch_.problem()) return line + *lack;
  return line + formatText(trn("{1} pair: Check, then Save", "{1} pairs: Check, then Save", board_.colours()),
                           board_.colours());
}

void LinesEditorScreen::edited(const LinesSketch& before) {
  if (sketch_ == before) return;
  history_.push_back(before);
  rebuild();
}

void LinesEditorScreen::nextTool() {
  tool_ = static_cast<Tool>((static_cast<int>(tool_) + 1) % 5);
  held_ = -1;
  wallPick_ = false;
  markDirty();
}

void LinesEditorScreen::nextSize() {
  const auto at = std::upper_bound(EditorSides.begin(), EditorSides.end(), sketch_.width());
  const int side = at == EditorSides.end() ? EditorSides.front() : *at;
  const LinesSketch before = sketch_;
  sketch_.resize(side, side);
  if (cursor_ >= sketch_.cellCount()) cursor_ = 0;
  held_ = -1;
  edited(before);
  layoutView();
}

void LinesEditorScreen::undo() {
  if (history_.empty()) return;
  const bool resized = history_.back().width() != sketch_.width() || history_.back().height() != sketch_.height();
  sketch_ = history_.back();
  history_.pop_back();
  if (cursor_ >= sketch_.cellCount()) cursor_ = 0;
  held_ = -1;
  rebuild();
  if (resized) layoutView();
}

void LinesEditorScreen::check() { startCheck(false); }

void LinesEditorScreen::save() { startCheck(true); }

void LinesEditorScreen::startCheck(bool thenSave) {
  if (const auto lack = sketch_.problem()) {
    say(formatText(thenSave ? tr("Not saved: {1}") : tr("Not yet: {1}"), *lack));
    return;
  }
  saveAfter_ = thenSave;
  task_ = std::make_unique<BackgroundTask<LinesSolveResult>>(
      [board = board_](std::stop_token stop, Progress&) -> std::optional<LinesSolveResult> {
        LinesSolveLimits limits;
        limits.maxNodes = EditorCheckNodes;
        limits.cover = true;
        limits.stop = stop;
        LinesSolveResult r = solveLines(board, limits);
        if (stop.stop_requested()) return std::nullopt;
        return r;
      });
  message_.clear();
  markDirty();
}

void LinesEditorScreen::checked(const LinesSolveResult& r, bool complete) {
  if (!saveAfter_) {
    if (!complete && r.solutions < 2) {
      say(r.solutions == 1 ? tr("One solution found; the search stopped before it could rule out another")
                           : tr("The search stopped before it found a solution"));
    } else if (r.solutions == 0) {
      say(tr("No solution: no way joins every pair and fills the board"));
    } else if (r.solutions == 1) {
      say(tr("One solution: a good puzzle"));
    } else {
      say(tr("Several solutions: add a dot, a wall or a hole to leave one"));
    }
    return;
  }
  if (r.solutions == 0) {
    say(complete ? tr("Not saved: the puzzle has no solution") : tr("Not saved: no solution was found"));
    return;
  }
  LinesLevel level = editing_.value_or(LinesLevel{});
  level.board = board_;
  level.solution = r.first;
  level.algorithm.clear();
  level.perfect = false;
  if (level.name.empty())
    level.name = "Made " + std::to_string(board_.width()) + "\xc3\x97" + std::to_string(board_.height());
  const std::string e = lines_.mine->add(level);
  if (!e.empty()) {
    say(formatText(tr("Not saved: {1}"), e));
    return;
  }
  // Saved again, it replaces itself: the id the store gave it.
  if (!editing_) {
    if (const LinesLevel* kept = lines_.mine->sameBoardAs(level)) level.id = kept->id;
  }
  editing_ = level;
  say(r.solutions == 1 ? tr("Saved to My levels") : tr("Saved to My levels (it has several solutions)"));
}

void LinesEditorScreen::applyWall(int cell, int side) {
  const LinesSketch before = sketch_;
  if (!sketch_.toggleWall(cell, side)) {
    say(tr("The board's edge is a wall already"));
    return;
  }
  edited(before);
}

void LinesEditorScreen::apply(int cell, int x, int y) {
  if (cell < 0) return;
  const LinesSketch before = sketch_;
  bool done = false;
  switch (tool_) {
    case Tool::Dots:
      done = sketch_.tapDot(cell);
      if (!done) say(tr("A dot goes on an empty cell"));
      break;
    case Tool::Walls:
      applyWall(cell, nearestSide(view_.geometry(), cell, x, y));
      return;
    case Tool::Holes:
      done = sketch_.toggleHole(cell);
      break;
    case Tool::Bridges:
      done = sketch_.toggleBridge(cell);
      if (!done) say(tr("A bridge goes on an empty cell"));
      break;
    case Tool::Portals:
      done = sketch_.tapPortal(cell);
      if (!done) say(tr("A portal goes on an empty cell"));
      break;
  }
  if (done) edited(before);
}

void LinesEditorScreen::moveCursor(Action direction) {
  showCursor_ = true;
  if (cursor_ < 0) {
    cursor_ = 0;
    view_.reveal(cursor_);
    markDirty();
    return;
  }
  const int dx = direction == Action::Left ? -1 : direction == Action::Right ? 1 : 0;
  const int dy = direction == Action::Up ? -1 : direction == Action::Down ? 1 : 0;
  const int side = linesSideToward(sketch_.shape(), cursor_ / sketch_.width(), dx, dy);
  if (side < 0) return;
  if (wallPick_) {
    wallPick_ = false;
    applyWall(cursor_, side);
    return;
  }
  const int to = neighbourCell(board_.topology(), cursor_ % sketch_.width(), cursor_ / sketch_.width(), side,
                               sketch_.width(), sketch_.height(), false);
  if (to < 0) return;
  cursor_ = to;
  view_.reveal(cursor_);
  markDirty();
}

void LinesEditorScreen::edit(const std::function<void(LinesSketch&)>& change) {
  const LinesSketch before = sketch_;
  change(sketch_);
  const bool resized = before.width() != sketch_.width() || before.height() != sketch_.height();
  edited(before);
  if (resized) layoutView();
}

void LinesEditorScreen::layoutView() {
  view_.layout(boardArea_, sketch_.width(), sketch_.height(), sketch_.shape(),
               std::max(Metrics::MinTouchTarget + 4, metrics_.px(64)));
  view_.forget();
  markDirty();
}

void LinesEditorScreen::labelButtons() {
  toolButton_->label = formatText(tr("Tool: {1}"), toolName(tool_));
  toolButton_->sign = toolName(tool_);  // the tool alone where "Tool: ..." does not fit
  size_->label = std::to_string(sketch_.width()) + "\xc3\x97" + std::to_string(sketch_.height());
}

void LinesEditorScreen::layout(const Metrics& m) {
  metrics_ = m;
  labelButtons();              // the row under the board is shared by the buttons' words
  const int least = m.px(64);  // "Check", "Save", "Walls" and "15×15" at their size
  Assets* assets = lines_.app.ui.assets;
  LinesScreenLayout at = layoutLinesScreen(m, *back_, {toolButton_, size_, undo_, check_, save_}, least, assets);
  // Where five buttons do not fit a column (or a row) with their words, Undo gives way: every
  // tool takes its own edit back with a second tap, and U or the left shoulder still undo.
  const bool fits = undo_->rect.x == save_->rect.x || undo_->rect.y == save_->rect.y;
  UiContext& ui = lines_.app.ui;
  bool whole = true;
  for (const Button* b : {toolButton_, size_, undo_, check_, save_}) whole = whole && (!assets || b->saysWhole(ui));
  undo_->visible = fits && whole && undo_->rect.w >= Metrics::MinTouchTarget;
  if (!undo_->visible) at = layoutLinesScreen(m, *back_, {toolButton_, size_, check_, save_}, least, assets);
  statusRect_ = at.status;
  boardArea_ = at.board;
  layoutView();
}

void LinesEditorScreen::handle(const InputEvent& e) {
  if (e.kind == InputEvent::Kind::Pointer) return;
  if (viewInput_.handleBesideDrawing(e, view_, showCursor_ ? cursor_ : -1)) {
    markDirty();
    return;
  }
  if (e.kind == InputEvent::Kind::Drag) {
    // A dot dragged with the dots tool moves; any other drag does nothing.
    if (e.phase == InputEvent::Phase::Start) {
      const int from = view_.cellAt(e.x - e.dx, e.y - e.dy);
      dragFrom_ = tool_ == Tool::Dots && from >= 0 && sketch_.dot(from) >= 0 ? from : -1;
    }
    if (e.phase == InputEvent::Phase::End && dragFrom_ >= 0) {
      const int to = view_.cellAt(e.x, e.y);
      const LinesSketch before = sketch_;
      if (to != dragFrom_ && !sketch_.moveDot(dragFrom_, to)) say(tr("A dot moves to an empty cell"));
      dragFrom_ = -1;
      edited(before);
    }
    return;
  }
  if (e.kind == InputEvent::Kind::Tap) {
    if (const int cell = view_.cellAt(e.x, e.y); cell >= 0) {
      showCursor_ = false;
      apply(cell, e.x, e.y);
      return;
    }
    if (widgets_.handle(e)) markDirty();
    return;
  }
  if (e.kind != InputEvent::Kind::Action) {
    if (widgets_.handle(e)) markDirty();
    return;
  }
  // Start moves between the board and the buttons; on the buttons the pad walks them as a menu.
  if (onButtons_) {
    if (e.action == Action::Menu || e.action == Action::Secondary || e.action == Action::Back) {
      onButtons_ = false;
      widgets_.focus(nullptr);
      showCursor_ = true;
      markDirty();
      return;
    }
    if (widgets_.handle(e)) markDirty();
    return;
  }
  switch (e.action) {
    case Action::Menu:
      onButtons_ = true;
      widgets_.focus(toolButton_);
      markDirty();
      return;
    case Action::Mark:
      nextTool();
      return;
    case Action::Up:
    case Action::Down:
    case Action::Left:
    case Action::Right:
      moveCursor(e.action);
      return;
    case Action::Primary:
      if (!showCursor_ || cursor_ < 0) {
        moveCursor(Action::Up);
        return;
      }
      if (held_ >= 0) {
        const LinesSketch before = sketch_;
        if (held_ != cursor_ && !sketch_.moveDot(held_, cursor_)) say(tr("A dot moves to an empty cell"));
        held_ = -1;
        edited(before);
        markDirty();
        return;
      }
      if (tool_ == Tool::Walls) {
        wallPick_ = !wallPick_;
        say(wallPick_ ? tr("Which side? A direction puts the wall there") : "");
        return;
      }
      {
        const SDL_FPoint c = view_.geometry().centre(cursor_);
        apply(cursor_, static_cast<int>(c.x), static_cast<int>(c.y));
      }
      return;
    case Action::Tertiary:
    case Action::Assist:
      if (showCursor_ && cursor_ >= 0 && tool_ == Tool::Dots) {
        if (held_ >= 0) {
          handle(InputEvent::act(Action::Primary, e.device));  // puts it down
        } else if (sketch_.dot(cursor_) >= 0) {
          held_ = cursor_;
          say(tr("Move the dot with the cursor; A puts it down"));
        }
      }
      return;
    case Action::Secondary:
    case Action::Back:
      if (held_ >= 0 || wallPick_) {
        held_ = -1;
        wallPick_ = false;
        markDirty();
      } else {
        stack().pop();
      }
      return;
    case Action::Undo:
      undo();
      return;
    default:
      break;
  }
  if (widgets_.handle(e)) markDirty();
}

void LinesEditorScreen::update(double seconds) {
  if (task_ && !task_->running()) {
    const TaskState state = task_->state();
    auto result = task_->takeResult();
    const std::string error = task_->error();
    task_.reset();
    if (result) {
      checked(*result, result->complete);
    } else if (state == TaskState::Failed) {
      say(formatText(tr("The check failed: {1}"), error));
    }
  }
  if (message_.update(seconds)) markDirty();
}

void LinesEditorScreen::draw() {
  UiContext& ui = lines_.app.ui;
  const Metrics& m = ui.metrics;
  drawScreenBackground(ui);
  labelButtons();
  undo_->enabled = !history_.empty();
  drawTextIn(*ui.assets, statusText(), FontStyle::Bold, m.font(17), message_.empty() ? theme::Text : theme::Accent,
             statusRect_, Align::Left);
  LinesLook look;
  look.symbols = true;  // a maker tells the pairs apart by their letters
  look.cursor = showCursor_ ? cursor_ : -1;
  look.holding = held_ >= 0 || wallPick_;
  look.markHoles = true;
  look.pendingPortal = sketch_.pendingPortal();
  look.waitingDot = sketch_.waitingDot();
  look.waitingColour = sketch_.waitingNumber();
  view_.draw(ui, *position_, look);
  widgets_.draw(ui);
}

}  // namespace tileflow
