#include "game/screens/lines/LinesPlayScreen.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Translate.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/io/LinesGameFile.hpp"
#include "game/io/LinesShareCode.hpp"
#include "game/lines/LinesLessons.hpp"
#include "game/model/Neighbour.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/ShareClipboard.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/view/LinesArt.hpp"

namespace tileflow {

namespace {

constexpr double LinesFlashSeconds = 1.5;

// The side a cursor on `cell` leaves by for a direction key.
int cursorSideFor(const LinesBoard& board, int cell, Action direction) {
  const int dx = direction == Action::Left ? -1 : direction == Action::Right ? 1 : 0;
  const int dy = direction == Action::Up ? -1 : direction == Action::Down ? 1 : 0;
  return linesSideToward(board.shape(), cell / board.width(), dx, dy);
}

int linesGridStep(const LinesBoard& board, int cell, int side) {
  return neighbourCell(board.topology(), cell % board.width(), cell / board.width(), side, board.width(),
                       board.height(), false);
}

}  // namespace

LinesPlayScreen::LinesPlayScreen(LinesContext& lines, LinesLevel level, std::optional<LinesLevelRef> where)
    : lines_(lines), level_(std::move(level)), where_(where) {
  try {
    code_ = encodeLinesShareCode(level_);
  } catch (const std::exception&) {
    code_.clear();  // a level no code carries is never resumed
  }
  if (const auto& left = lines_.left->game(); left && !code_.empty() && left->code == code_)
    game_ = resumeLinesGame(*left);
  if (!game_) game_ = std::make_unique<LinesGame>(level_.board, level_.solution);
  if (game_->played().empty() && lines_.left->game() && lines_.left->game()->code == code_) lines_.left->drop();
  if (!lines_.left->notice().empty()) say(lines_.left->notice());

  back_ = &widgets_.add(std::make_unique<Button>(trLater("Back"), [this] {
    cancelStroke();
    stack().pop();
  }));
  undo_ = &widgets_.add(std::make_unique<Button>(trLater("Undo"), [this] { undo(); }));
  redo_ = &widgets_.add(std::make_unique<Button>(trLater("Redo"), [this] { redo(); }));
  hint_ = &widgets_.add(std::make_unique<Button>(trLater("Hint"), [this] { hint(); }));
  menu_ = &widgets_.add(std::make_unique<Button>(trLater("Menu"), [this] { openMenu(); }));
  // Where the buttons are too narrow for their words (a small screen, a large scale, a language
  // of long words), signs.
  signsTogether({{undo_, "\xe2\x86\xb6"}, {redo_, "\xe2\x86\xb7"}, {hint_, "?"}, {menu_, "\xe2\x89\xa1"}});  // ↶ ↷ ? ≡
  logEvent("lines level " + (level_.id.empty() ? std::string("(unnamed)") : level_.id));
}

std::string LinesPlayScreen::statusText() const {
  if (!message_.empty()) return message_.text();
  const int moves = static_cast<int>(game_->played().size());
  std::string line = linesStatusLine(shown());
  if (!game_->solved()) line += " \xc2\xb7 " + formatText(trn("{1} move", "{1} moves", moves), formatNumber(moves));
  return line;
}

void LinesPlayScreen::say(std::string text) {
  message_.show(std::move(text));
  markDirty();
}

bool LinesPlayScreen::beginStroke(int cell, bool fromPad) {
  if (game_->solved() || cell < 0) return false;
  stroke_ = LinesStroke::begin(game_->position(), cell);
  padStroke_ = fromPad;
  markDirty();
  return stroke_.has_value();
}

void LinesPlayScreen::strokeTo(int cell) {
  if (!stroke_ || cell < 0 || cell == stroke_->end()) return;
  const LinesBoard& board = game_->board();
  if (!board.present(cell)) {
    // Over a portal: the stroke goes through it to the cell beyond its partner.
    if (board.portalPartner(cell) < 0) return;
    for (int side = 0; side < board.sides(); ++side)
      if (linesGridStep(board, stroke_->end(), side) == cell) {
        const int beyond = board.next(stroke_->end(), side);
        if (beyond >= 0 && stroke_->moveTo(beyond)) markDirty();
        return;
      }
    return;
  }
  if (stroke_->moveTo(cell)) {
    markDirty();
    return;
  }
  // A pointer that skipped cells between two frames on a square board: each cell it passed.
  if (board.shape() == Shape::Square && !board.wrap()) {
    for (const int step : cellsBetween(board, stroke_->end(), cell)) {
      if (!stroke_->moveTo(step)) break;
      markDirty();
    }
  }
}

void LinesPlayScreen::followPointer(int x, int y) {
  if (!stroke_) return;
  // Samples a third of a cell apart along the way, so a fast drag fills every cell it crossed.
  const float step = std::max(2.0f, view_.geometry().cellSize() / 3);
  const float dx = static_cast<float>(x - lastPointer_.x);
  const float dy = static_cast<float>(y - lastPointer_.y);
  const int samples = std::max(1, static_cast<int>(std::ceil(std::hypot(dx, dy) / step)));
  for (int i = 1; i <= samples; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(samples);
    strokeTo(view_.cellAt(lastPointer_.x + static_cast<int>(std::lround(dx * t)),
                          lastPointer_.y + static_cast<int>(std::lround(dy * t))));
  }
  lastPointer_ = SDL_Point{x, y};
}

void LinesPlayScreen::endStroke() {
  if (!stroke_) return;
  const std::optional<LinesMove> move = stroke_->move();
  cursor_ = stroke_->end();
  stroke_.reset();
  markDirty();
  if (move && game_->apply(*move)) played();
}

bool LinesPlayScreen::playMove(const LinesMove& move) {
  cancelStroke();
  if (!game_->apply(move)) return false;
  played();
  return true;
}

void LinesPlayScreen::cancelStroke() {
  if (!stroke_) return;
  stroke_.reset();
  markDirty();
}

void LinesPlayScreen::tapCell(int cell) {
  if (game_->solved() || cell < 0) return;
  const LinesPosition& p = game_->position();
  const LinesBoard& board = game_->board();
  LinesMove move;
  if (const int dot = board.endpoint(cell); dot >= 0) {
    // A tap on a dot clears its line.
    if (p.line(dot).empty()) return;
    move.kind = LinesMove::Kind::Clear;
    move.colour = dot;
  } else {
    const int colour = board.bridge(cell) ? -1 : p.owner(cell);
    if (colour < 0) return;
    // A tap on a line keeps it up to the cell tapped.
    const auto& line = p.line(colour);
    const auto at = std::find(line.begin(), line.end(), cell);
    if (at == line.end() || at + 1 == line.end()) return;
    move.kind = LinesMove::Kind::Retract;
    move.colour = colour;
    move.keep = static_cast<int>(at - line.begin()) + 1;
  }
  playMove(move);
}

void LinesPlayScreen::moveCursor(Action direction) {
  const LinesBoard& board = game_->board();
  showCursor_ = true;
  if (cursor_ < 0) {
    for (int c = 0; c < board.cellCount() && cursor_ < 0; ++c)
      if (board.present(c)) cursor_ = c;
    view_.reveal(cursor_);
    markDirty();
    return;
  }
  const int side = cursorSideFor(board, cursor_, direction);
  if (side < 0) return;
  if (stroke_ && padStroke_) {
    // Drawing: the stroke goes where the line may (through warps, portals and bridges).
    const int to = board.next(stroke_->end(), side);
    if (to >= 0 && stroke_->moveTo(to)) {
      cursor_ = stroke_->end();
      view_.reveal(cursor_);
    } else {
      lines_.app.play(Sound::Refused);
    }
    markDirty();
    return;
  }
  // Looking around: the next cell that way across walls, through a warp, past holes.
  int at = cursor_;
  for (int guard = 0; guard < board.cellCount(); ++guard) {
    int to = linesGridStep(board, at, side);
    if (to < 0 && board.wrap())
      to = neighbourCell(board.topology(), at % board.width(), at / board.width(), side, board.width(), board.height(),
                         true);
    if (to < 0 || to == cursor_) return;
    at = to;
    if (board.present(at)) break;
  }
  if (!board.present(at)) return;
  cursor_ = at;
  view_.reveal(cursor_);
  markDirty();
}

void LinesPlayScreen::played() {
  lines_.app.play(Sound::Turn);
  keepLeft();
  markDirty();
  if (!game_->solved() || recorded_) return;
  recorded_ = true;
  lines_.app.play(Sound::Solved);
  const auto result = game_->result();
  const int pairs = game_->position().pairs();
  if (where_ && result)
    lines_.progress->recordLinesWin(level_.id, result->moves, result->seconds, linesStars(*result, pairs));
  else if (result)
    lines_.progress->recordLinesWin("", result->moves, result->seconds, 0);
  logEvent("lines solved: " + statusText());
  if (onWin_ && result) onWin_(result->seconds, game_->hints() > 0);
  WinScreen::Summary summary;
  if (result) {
    const LinesBoard& board = level_.board;
    summary.newBest = newBestText(
        lines_.app.times->add(recordKey("lines", board.width(), board.height(), 0, board.shape() == Shape::Hex),
                              result->seconds, result->moves));
  }
  summary.moves = result ? result->moves : 0;
  summary.parMoves = pairs;
  summary.seconds = game_->seconds();
  summary.hints = game_->hints();
  std::function<void()> next;
  if (where_) {
    if (const auto after = lines_.next(*where_)) {
      LinesContext* lines = &lines_;
      ScreenStack* screens = &stack();
      next = [lines, screens, at = *after] {
        screens->push(std::make_unique<LinesPlayScreen>(*lines, lines->packs()[at.pack].levels[at.level], at));
      };
    }
  }
  stack().push(std::make_unique<WinScreen>(lines_.app, summary, std::move(next)));
}

void LinesPlayScreen::keepLeft() {
  if (code_.empty()) return;
  const bool ours = lines_.left->game() && lines_.left->game()->code == code_;
  if (game_->solved() || game_->played().empty()) {
    if (ours) lines_.left->drop();
    return;
  }
  lines_.left->keep(linesGameLeft(level_, *game_));
}

void LinesPlayScreen::undo() {
  cancelStroke();
  if (!game_->undo()) return;
  lines_.app.play(Sound::Undo);
  keepLeft();
  markDirty();
}

void LinesPlayScreen::redo() {
  cancelStroke();
  if (!game_->redo()) return;
  lines_.app.play(Sound::Undo);
  played();
}

void LinesPlayScreen::hint() {
  cancelStroke();
  const std::optional<LinesMove> move = game_->hint();
  if (!move) {
    say(game_->solution().empty() ? tr("No hint for this level") : tr("Nothing to show"));
    return;
  }
  if (!game_->playHint()) return;
  flash_ = move->colour;
  flashLeft_ = LinesFlashSeconds;
  played();
}

void LinesPlayScreen::restart() {
  cancelStroke();
  game_ = std::make_unique<LinesGame>(level_.board, level_.solution);
  recorded_ = false;
  keepLeft();
  markDirty();
}

void LinesPlayScreen::openMenu() {
  cancelStroke();
  PauseScreen::Actions actions;
  actions.restart = [this] { restart(); };
  actions.hint = [this] { hint(); };
  actions.copyCode = [this] { return copyShareCode(level_).message; };
  // A puzzle from elsewhere (generated, imported) may be kept in My levels.
  if (!where_) actions.save = [this] { return savePuzzle(); };
  stack().push(std::make_unique<PauseScreen>(lines_.app, std::move(actions)));
}

std::string LinesPlayScreen::savePuzzle() {
  if (lines_.mine->sameBoardAs(level_) != nullptr) return tr("Already in My levels");
  LinesLevel kept = level_;
  kept.id.clear();  // a fresh one
  if (kept.name.empty())
    kept.name = "Lines " + std::to_string(kept.board.width()) + "\xc3\x97" + std::to_string(kept.board.height());
  const std::string e = lines_.mine->add(std::move(kept));
  return e.empty() ? std::string(tr("Saved to My levels")) : formatText(tr("Not saved: {1}"), e);
}

namespace {
// A row of buttons whose widths follow their words: the labels where they all fit, else the
// signs of those that have one and the labels of the others.
std::vector<SDL_Rect> rowByWords(Assets& assets, const Metrics& m, const SDL_Rect& row,
                                 const std::vector<Button*>& actions, int gap) {
  std::vector<int> wants;
  int sum = (static_cast<int>(actions.size()) - 1) * gap;
  for (const Button* b : actions) sum += wants.emplace_back(b->naturalWidth(assets, m));
  if (sum > row.w) {
    wants.clear();
    for (const Button* b : actions) wants.push_back(b->naturalWidth(assets, m, true));
  }
  return sharedRowRects(row, wants, gap, std::min(Metrics::MinTouchTarget, row.w));
}
}  // namespace

LinesScreenLayout layoutLinesScreen(const Metrics& m, Button& back, const std::vector<Button*>& actions, int minButtonW,
                                    Assets* assets) {
  LinesScreenLayout out;
  const int margin = m.px(10);
  const int gap = m.px(8);
  const int headY = m.px(6);
  const int headH = headingRowHeight(m);
  back.rect = headingBackRect(m, margin, headY);
  out.status = SDL_Rect{back.rect.x + back.rect.w + gap, headY, m.width - back.rect.w - 2 * margin - gap, headH};
  const int top = headY + headH + gap;
  const int count = static_cast<int>(actions.size());
  bool landscape = m.width > m.height * 23 / 20;
  std::vector<SDL_Rect> rects;
  if (landscape) {
    // Board on the left, the actions in a column on the right.
    const int panelW = std::clamp(m.width / 5, std::max(Metrics::MinTouchTarget, m.px(90)), m.px(170));
    const SDL_Rect panel{m.width - margin - panelW, top, panelW, m.height - top - margin};
    // One column where a fingertip row each fits, else two columns; where those would be too
    // narrow for their words, a row under the board as on a portrait screen.
    const bool column = count * Metrics::MinTouchTarget + (count - 1) * gap <= panel.h;
    rects = column ? columnRects(panel, count, m.touch(54), gap, Metrics::MinTouchTarget)
                   : gridRects(panel, count, 2, m.touch(54), gap, Metrics::MinTouchTarget);
    out.board = SDL_Rect{margin, top, std::max(10, panel.x - 2 * margin), std::max(10, m.height - top - margin)};
    landscape = rects.empty() || rects.front().w >= minButtonW;
  }
  if (!landscape) {
    const int rowH = m.touch(54);
    const int width = std::min(m.width - 2 * margin, m.px(140 * count));
    const SDL_Rect row{(m.width - width) / 2, m.height - margin - rowH, width, rowH};
    rects = assets ? rowByWords(*assets, m, row, actions, gap) : gridRects(row, count, count, rowH, gap);
    out.board = SDL_Rect{margin, top, m.width - 2 * margin, std::max(10, row.y - gap - top)};
  }
  for (std::size_t i = 0; i < actions.size(); ++i) actions[i]->rect = rects[i];
  return out;
}

void LinesPlayScreen::layout(const Metrics& m) {
  metrics_ = m;
  const LinesScreenLayout at = layoutLinesScreen(m, *back_, {undo_, redo_, hint_, menu_}, 0, lines_.app.ui.assets);
  statusRect_ = at.status;
  boardArea_ = at.board;
  // A new window size keeps the zoom and the part of the board shown.
  const LinesBoard& b = game_->board();
  const CameraPlace place = view_.place();
  const bool zoomed = viewLaidOut_ && !view_.fitted();
  view_.layout(boardArea_, b.width(), b.height(), b.shape(), std::max(Metrics::MinTouchTarget + 4, m.px(64)));
  viewLaidOut_ = true;
  if (zoomed) view_.setPlace(place);
}

bool LinesPlayScreen::handleView(const InputEvent& e) {
  // A second finger down while drawing: the stroke so far is kept, and the fingers move the view.
  if (e.kind == InputEvent::Kind::Pinch && stroke_ && !padStroke_) endStroke();
  if (!viewInput_.handleBesideDrawing(e, view_, showCursor_ ? cursor_ : -1)) return false;
  markDirty();
  return true;
}

void LinesPlayScreen::handle(const InputEvent& e) {
  if (e.kind == InputEvent::Kind::Pointer) return;
  if (handleView(e)) return;
  if (e.kind == InputEvent::Kind::Drag) {
    if (e.phase == InputEvent::Phase::Start) {
      cancelStroke();
      const int fromX = e.x - e.dx;
      const int fromY = e.y - e.dy;
      if (!beginStroke(view_.cellAt(fromX, fromY), false)) return;
      showCursor_ = false;
      lastPointer_ = SDL_Point{fromX, fromY};
    }
    if (!stroke_ || padStroke_) return;
    followPointer(e.x, e.y);
    if (e.phase == InputEvent::Phase::End) endStroke();
    return;
  }
  if (e.kind == InputEvent::Kind::Tap) {
    const int cell = view_.cellAt(e.x, e.y);
    if (cell >= 0) {
      showCursor_ = false;
      tapCell(cell);
      return;
    }
    if (widgets_.handle(e)) markDirty();
    return;
  }
  if (e.kind != InputEvent::Kind::Action) {
    if (widgets_.handle(e)) markDirty();
    return;
  }
  switch (e.action) {
    case Action::Up:
    case Action::Down:
    case Action::Left:
    case Action::Right:
      moveCursor(e.action);
      return;
    case Action::Primary:
    case Action::Tertiary:
      showCursor_ = true;
      if (cursor_ < 0) {
        moveCursor(Action::Up);
      } else if (stroke_ && padStroke_) {
        endStroke();
      } else if (!beginStroke(cursor_, true)) {
        say(tr("Pick up a dot or the end of a line"));
      }
      return;
    case Action::Secondary:
    case Action::Quaternary:
      if (stroke_) {
        cancelStroke();
      } else if (e.action == Action::Secondary) {
        stack().pop();
      }
      return;
    case Action::Back:
      // A stroke in hand is let go first; Back again leaves.
      if (stroke_) {
        cancelStroke();
      } else {
        stack().pop();
      }
      return;
    case Action::Undo:
      undo();
      return;
    case Action::Redo:
      redo();
      return;
    case Action::Assist:
      hint();
      return;
    case Action::Menu:
      openMenu();
      return;
    default:
      break;
  }
  if (widgets_.handle(e)) markDirty();
}

void LinesPlayScreen::offerLesson() {
  const auto lesson = linesLessonFor(game_->board(), lines_.app.settings.lessonsDone);
  if (!lesson || game_->solved()) return;
  // Shown once: marked done as it opens, so putting it away any way never brings it back.
  lines_.app.settings.lessonsDone.insert(linesLessonId(*lesson));
  lines_.app.saveSettings();
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({trLater("Got it"), {}, Button::Style::Primary});
  stack().push(std::make_unique<ConfirmScreen>(lines_.app, linesLessonTitle(*lesson),
                                               linesLessonText(*lesson, lessonDevice(lines_.app.ui.lastDevice)),
                                               std::move(choices)));
}

void LinesPlayScreen::update(double seconds) {
  if (lessonDue_ && stack().top() == this) {
    lessonDue_ = false;
    offerLesson();
  }
  if (message_.update(seconds)) markDirty();
  if (flashLeft_ > 0) {
    flashLeft_ -= seconds;
    if (flashLeft_ <= 0) {
      flash_ = -1;
      markDirty();
    }
  }
  // Nobody plays in a window that is unfocused or minimised: the clock holds.
  if (!lines_.app.ui.away) game_->advance(seconds);
}

void LinesPlayScreen::draw() {
  UiContext& ui = lines_.app.ui;
  const Metrics& m = ui.metrics;
  drawScreenBackground(ui);
  undo_->enabled = game_->canUndo() || stroke_.has_value();
  redo_->enabled = game_->canRedo();
  hint_->enabled = !game_->solved() && !game_->solution().empty();
  drawTextIn(*ui.assets, statusText(), FontStyle::Bold, m.font(19), message_.empty() ? theme::Text : theme::Accent,
             statusRect_, Align::Left);
  LinesLook look;
  look.symbols = lines_.app.settings.colourBlind;
  look.cursor = showCursor_ ? cursor_ : -1;
  look.holding = stroke_.has_value() && padStroke_;
  look.flash = flash_;
  view_.draw(ui, shown(), look);
  widgets_.draw(ui);
}

}  // namespace tileflow
