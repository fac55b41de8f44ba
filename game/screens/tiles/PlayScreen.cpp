// PlayScreen: one level being played.
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/play/LevelName.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Translate.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/model/NetworksCheck.hpp"
#include "game/play/LooseEnds.hpp"
#include "game/play/TilesMode.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/ShareClipboard.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/store/SamePuzzle.hpp"
#include "game/view/Land.hpp"

namespace tileflow {

PlayScreen::PlayScreen(TilesContext& game, Level level, std::function<void()> onNext)
    : game_(game),
      session_(std::move(level), [this](const PlayResult& result) { record(result); }),
      onNext_(std::move(onNext)) {
  view_.setRotationSeconds(game_.app.rotationSeconds());
  auto button = [&](const char* label, std::function<void()> fn) -> Button& {
    auto& b = hud_.add(std::make_unique<Button>(label, std::move(fn)));
    b.fontDesign = 17;
    return b;
  };
  button(trLater("\xe2\x86\xb6 Undo"), [this] { undo(); });
  button(trLater("Redo \xe2\x86\xb7"), [this] { redo(); });
  button(trLater("Hint"), [this] { hint(); });
  // TRANSLATORS: a button that finds the next loose end on the board.
  button(trLater("Find"), [this] { seekLooseEnd(); });
  lockButton_ = &button(trLater("Lock"), [this] {
    lockMode_ = !lockMode_;
    lockButton_->style = lockMode_ ? Button::Style::Primary : Button::Style::Normal;
    session_.say(lockMode_ ? tr("Lock mode: tap tiles to pin or unpin them") : "");
  });
  auto& menu = button(trLater("Menu"), [this] { openMenu(); });
  menu.style = Button::Style::Quiet;
  const Board& board = puzzle().board();
  cursor_ = std::min(board.cellCount() - 1, board.index(board.width() / 2, board.height() / 2));
  // Not on a hole of a shaped board: the first cell there is, from the middle on.
  for (int n = 0; n < board.cellCount() && !board.present(cursor_); ++n) cursor_ = (cursor_ + 1) % board.cellCount();
  unfinishedKey_ = puzzleKey(session_.level());
  lesson_ = lessonFor(board, puzzle().rules(), game_.app.settings.lessonsDone);
  if (game_.unfinished) {
    if (const UnfinishedPlay* left = game_.unfinished->find(unfinishedKey_); left && session_.resume(*left)) {
      placeToOpen_ = left->view;
      session_.say(tr("Resumed where you left off"));
      logEvent("resumed '" + session_.level().name + "' moves " + std::to_string(puzzle().moves()));
    } else if (!game_.unfinished->notice().empty()) {
      session_.say(game_.unfinished->notice());
    }
  }
}

PlayScreen::~PlayScreen() { keepUnfinished(); }

void PlayScreen::keepUnfinished() {
  unsavedSeconds_ = -1;
  if (!game_.unfinished || race_) return;
  if (discarded_ || session_.over() || session_.untouched()) {
    game_.unfinished->drop(unfinishedKey_);
    return;
  }
  UnfinishedPlay play = session_.unfinished();
  play.key = unfinishedKey_;
  play.view = laidOut_ ? view_.place() : placeToOpen_.value_or(CameraPlace{});
  game_.unfinished->keep(std::move(play));
}

void PlayScreen::layout(const Metrics& m) {
  const int margin = m.px(10);
  const int gap = m.px(8);
  const int W = m.width;
  const int H = m.height;
  const int bw = puzzle().board().width();
  const int bh = puzzle().board().height();
  const int buttonH = m.touch(50);

  // Side panel (landscape) or bars above and below (portrait): take whichever leaves the
  // bigger cells, so square screens pick the better of the two.
  const int sideW = std::clamp(W / 3, std::max(m.px(150), 2 * Metrics::MinTouchTarget + 3 * gap), m.px(240));
  const SDL_Rect sideBoard{margin, margin, W - sideW - 3 * margin, H - 2 * margin};
  const int topH = m.px(64);
  const int buttons = hud_.size();
  const int bottomRows = (W - 2 * margin) / buttons >= std::max(Metrics::MinTouchTarget, m.px(84)) ? 1 : 2;
  const int bottomH = bottomRows * buttonH + (bottomRows - 1) * gap;
  const SDL_Rect barBoard{margin, margin + topH + gap, W - 2 * margin, H - 2 * margin - topH - bottomH - 2 * gap};
  auto cellIn = [&](const SDL_Rect& r) { return std::min(r.w / bw, r.h / bh); };
  const bool side = cellIn(sideBoard) >= cellIn(barBoard);
  compact_ = !side;
  // Big cells for small boards look clumsy; beyond about a finger and a half there is no gain.
  const int maxCell = m.px(150);
  // A new window size keeps the zoom and place; the first layout puts back a resumed level's.
  const std::optional<CameraPlace> place = laidOut_ ? std::optional<CameraPlace>(view_.place()) : placeToOpen_;

  if (side) {
    view_.layout(sideBoard, bw, bh, maxCell, puzzle().board().topology());
    const SDL_Rect panel{W - sideW - margin, margin, sideW, H - 2 * margin};
    // What the info panel shows, as draw() lays it out (a line of text is about 4/3 of its font
    // size, with room to spare): name, MOVES over its value, TIME over its value, the state line;
    // or, dense, one line each for moves and time.
    const auto lineH = [&](float design) { return m.font(design) * 4 / 3; };
    const int pad = m.px(10);
    const int full = 2 * pad + pad / 2 + 2 * (pad / 3) + lineH(17) + 2 * (lineH(13) + lineH(20)) + lineH(13);
    const int dense = 2 * pad + pad / 3 + 3 * lineH(17) + lineH(13);
    const int rows = (buttons + 1) / 2;
    // The buttons give up height (down to a fingertip) before the panel loses its state line.
    const int sideButtonH =
        std::clamp((panel.h - dense - gap - (rows - 1) * gap) / rows, Metrics::MinTouchTarget, buttonH);
    const int gridH = rows * sideButtonH + (rows - 1) * gap;
    const int colW = (panel.w - gap) / 2;
    for (int i = 0; i < buttons; ++i) {
      // An odd last button (Menu) takes the whole row.
      const bool alone = i == buttons - 1 && i % 2 == 0;
      hud_.at(i).rect =
          SDL_Rect{panel.x + (i % 2) * (colW + gap), panel.y + panel.h - gridH + (i / 2) * (sideButtonH + gap),
                   alone ? panel.w : colW, sideButtonH};
    }
    infoRect_ = SDL_Rect{panel.x, panel.y, panel.w, panel.h - gridH - gap};
    dense_ = infoRect_.h < full;
  } else {
    view_.layout(barBoard, bw, bh, maxCell, puzzle().board().topology());
    const int perRow = bottomRows == 1 ? buttons : (buttons + 1) / 2;
    const int colW = (W - 2 * margin - (perRow - 1) * gap) / perRow;
    const int top = H - margin - bottomH;
    for (int i = 0; i < hud_.size(); ++i) {
      hud_.at(i).rect =
          SDL_Rect{margin + (i % perRow) * (colW + gap), top + (i / perRow) * (buttonH + gap), colW, buttonH};
    }
    infoRect_ = SDL_Rect{margin, margin, W - 2 * margin, topH};
  }
  if (place) view_.setPlace(*place);
  laidOut_ = true;
  const SDL_Rect b = view_.boardRect();
  logEvent("board " + std::to_string(bw) + "x" + std::to_string(bh) + " at " + std::to_string(b.x) + "," +
           std::to_string(b.y) + " cell " + std::to_string(view_.cellSize()));
  markDirty();
}

void PlayScreen::moveCursor(int dx, int dy, bool lockAlong) {
  const int from = cursor_;
  cursor_ = view_.cursorStep(cursor_, dx, dy);
  // Over the holes of a shaped board to the next cell that is there.
  const Board& board = puzzle().board();
  for (int n = 0; n < board.cellCount() && cursor_ >= 0 && !board.present(cursor_) && cursor_ != from; ++n)
    cursor_ = view_.cursorStep(cursor_, dx, dy);
  view_.reveal(cursor_);
  // Moved with Mark held: the tile reached is locked (or unlocked) as the first one was.
  if (lockAlong && cursor_ != from && cursor_ >= 0 && puzzle().board().cell(cursor_).locked != paintTo_)
    toggleLock(cursor_);
}

std::string PlayScreen::lessonShown() const {
  return lesson_ ? lessonText(*lesson_, lessonDevice(game_.app.ui.lastDevice)) : std::string();
}

void PlayScreen::finishLesson() {
  if (!lesson_) return;
  game_.app.settings.lessonsDone.insert(LessonIds[static_cast<std::size_t>(*lesson_)]);
  game_.app.saveSettings();
  // The next one this level calls for, unless it is already solved.
  lesson_ =
      session_.won() ? std::nullopt : lessonFor(puzzle().board(), puzzle().rules(), game_.app.settings.lessonsDone);
  lessonTurns_ = 0;
  markDirty();
}

int PlayScreen::turnsFor(bool other) const {
  const TilesSettings& t = game_.app.settings.tiles;
  const int main = t.reverseTurn ? -1 : 1;
  if (!other) return main;
  return t.halfTurnOther ? puzzle().board().sides() / 2 : -main;
}

void PlayScreen::rotateAt(int cell, int turns) {
  if (const auto move = session_.rotate(cell, turns)) {
    game_.app.play(session_.closedNetwork() ? Sound::NetworkComplete : Sound::Turn);
    view_.animateRotation(move->cell, move->turns);
    lastTurned_ = move->cell;
    // A lesson other than turning goes by itself after a few turns: keys and pads cannot
    // point at it to put it away.
    if (lesson_ && (lessonDoneByTurn(*lesson_) || ++lessonTurns_ >= LessonTurns)) finishLesson();
    afterMove();
  } else {
    if (!session_.won()) game_.app.play(Sound::Refused);
    markDirty();  // a refusal may have put up its reason
  }
}

int PlayScreen::tileAt(int x, int y) const {
  const SDL_Rect map = view_.overviewRect();
  const SDL_Point p{x, y};
  return SDL_PointInRect(&p, &map) == SDL_TRUE ? -1 : view_.cellAt(x, y);
}

bool PlayScreen::paintLocks(const InputEvent& e) {
  if (e.kind != InputEvent::Kind::Drag) return false;
  if (e.phase == InputEvent::Phase::Start) {
    // A drag begun by a long press (alternate) locks as lock mode does.
    const int cell = lockMode_ || e.alternate ? tileAt(e.x - e.dx, e.y - e.dy) : -1;
    paintingLocks_ = cell >= 0;
    if (!paintingLocks_) return false;
    paintTo_ = !puzzle().board().cell(cell).locked;
  } else if (!paintingLocks_) {
    return false;
  }
  paintLocksAlong(e.x - e.dx, e.y - e.dy, e.x, e.y);
  if (e.phase == InputEvent::Phase::End) paintingLocks_ = false;
  markDirty();
  return true;
}

void PlayScreen::paintLocksAlong(int x0, int y0, int x1, int y1) {
  // Samples a few pixels apart, so a fast drag does not skip a tile it crossed.
  const int step = std::max(1, view_.drawnCellSize() / 3);
  const int n = std::max(1, static_cast<int>(std::hypot(x1 - x0, y1 - y0)) / step + 1);
  std::vector<int> locked;
  for (int k = 0; k <= n; ++k) {
    const int cell = view_.cellAt(x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n);
    if (cell >= 0 && puzzle().board().cell(cell).locked != paintTo_ && session_.toggleLock(cell) && paintTo_)
      locked.push_back(cell);
  }
  runAssistant(locked);
}

void PlayScreen::toggleLock(int cell) {
  if (session_.toggleLock(cell)) {
    game_.app.play(Sound::Lock);
    if (puzzle().board().cell(cell).locked) runAssistant({cell});
  }
  markDirty();
}

int PlayScreen::sideFor(int dx, int dy) const {
  const bool hex = puzzle().board().topology().shape() == Shape::Hex;
  if (dy < 0) return 0;  // N; on hex NE
  if (dx > 0) return 1;  // E
  if (dy > 0) return 2;  // S; on hex SE
  return hex ? 4 : 3;    // W
}

bool PlayScreen::markEdge(int cell, int side) {
  const Board& board = puzzle().board();
  if (cell < 0 || cell >= board.cellCount() || session_.over()) return false;
  const auto mark = session_.mark(cell, side);
  markDirty();
  if (!mark) {
    game_.app.play(Sound::Refused);
    session_.say(tr("No edge to mark there: that side faces the border, a wall or a hole"));
    return false;
  }
  game_.app.play(Sound::Lock);
  if (unsavedSeconds_ < 0) unsavedSeconds_ = 0;
  logEvent("marked edge " + std::to_string(cell) + ":" + std::to_string(side) + " " +
           (*mark == EdgeMark::Joined ? "joined"
            : *mark == EdgeMark::Cut  ? "cut"
                                      : "none"));
  if (*mark != EdgeMark::None) runAssistant({cell, board.neighbour(cell, side)});
  return true;
}

void PlayScreen::runAssistant(const std::vector<int>& cells) {
  if (!game_.app.settings.tiles.assistant || cells.empty()) return;
  // The tiles around each changed one are the ones its lock or mark may force.
  std::vector<int> around;
  const Board& board = puzzle().board();
  for (const int c : cells) {
    if (c < 0) continue;
    around.push_back(c);
    for (int s = 0; s < board.sides(); ++s)
      if (const int n = board.neighbour(c, s); n >= 0) around.push_back(n);
  }
  const std::vector<Move> moves = session_.assist(around);
  if (moves.empty()) return;
  int locked = 0;
  for (const Move& m : moves) {
    if (m.kind == Move::Kind::Lock) {
      ++locked;
      continue;
    }
    view_.animateRotation(m.cell, m.turns);
    lastTurned_ = m.cell;
  }
  game_.app.play(session_.closedNetwork() ? Sound::NetworkComplete : Sound::Turn);
  if (!session_.won())
    session_.say(locked == 1 ? std::string(tr("Assistant: one tile could stand only one way"))
                             : formatText(trn("Assistant: {1} tile could stand only one way",
                                              "Assistant: {1} tiles could stand only one way", locked),
                                          locked));
  logEvent("assistant settled " + std::to_string(locked) + " tiles");
  afterMove();
}

void PlayScreen::askShowSolution() {
  if (session_.over()) return;
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({trLater("Keep playing"), {}, Button::Style::Normal});
  choices.push_back({trLater("Show solution"), [this] { showSolution(); }, Button::Style::Danger});
  stack().push(std::make_unique<ConfirmScreen>(game_.app, trLater("Show the solution?"),
                                               trLater("The level will not count as solved."), std::move(choices)));
}

void PlayScreen::showSolution() {
  if (!session_.revealSolution()) {
    if (!session_.over()) session_.say(tr("No solution is known for this level"));
    markDirty();
    return;
  }
  lockMode_ = false;
  lockButton_->style = Button::Style::Normal;
  lesson_.reset();  // nothing left to learn on this board; the lesson comes again on the next
  view_.stopAnimations();
  keepUnfinished();
  logEvent("solution shown for '" + session_.level().name + "'");
  markDirty();
}

void PlayScreen::undo() {
  const auto move = session_.undo();
  if (!move) return;
  game_.app.play(Sound::Undo);
  if (move->kind == Move::Kind::Rotate) view_.animateRotation(move->cell, move->turns);
  reportRace();
  markDirty();
}

void PlayScreen::setRace(std::unique_ptr<PlayRace> race) {
  race_ = std::move(race);
  lesson_.reset();
  hud_.at(2).enabled = false;  // Hint: the race is the player's own
  const Board& board = puzzle().board();
  raceShown_.resize(static_cast<std::size_t>(board.cellCount()));
  for (int c = 0; c < board.cellCount(); ++c) raceShown_[static_cast<std::size_t>(c)] = board.cell(c).rotation;
  session_.say(formatText(tr("Race against {1}: first to solve it wins"), race_->opponentName()));
  markDirty();
}

void PlayScreen::reportRace() {
  if (!race_) return;
  const Board& board = puzzle().board();
  for (int c = 0; c < board.cellCount(); ++c) {
    const std::uint8_t now = board.cell(c).rotation;
    if (raceShown_[static_cast<std::size_t>(c)] == now) continue;
    raceShown_[static_cast<std::size_t>(c)] = now;
    race_->turned(c, now);
  }
}

void PlayScreen::redo() {
  const auto move = session_.redo();
  if (!move) return;
  game_.app.play(Sound::Undo);
  if (move->kind == Move::Kind::Rotate) view_.animateRotation(move->cell, move->turns);
  lastTurned_ = move->cell;
  afterMove();
}

void PlayScreen::restart() {
  if (!session_.restart()) return;
  reportRace();
  view_.stopAnimations();
  markDirty();
}

void PlayScreen::askRestart() {
  if (session_.won() || (puzzle().moves() == 0 && session_.marks().empty())) {
    restart();
    return;
  }
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({trLater("Keep playing"), {}, Button::Style::Normal});
  choices.push_back({trLater("Restart"), [this] { restart(); }, Button::Style::Danger});
  stack().push(std::make_unique<ConfirmScreen>(game_.app, trLater("Restart the level?"),
                                               trLater("The moves made so far are lost."), std::move(choices)));
}

// A won level has nothing left to lose, and an untouched one nothing yet.
bool PlayScreen::movesAtStake() const { return !session_.won() && puzzle().moves() > 0; }

std::string PlayScreen::brokenInvariant() const {
  const Puzzle& p = session_.puzzle();
  if (std::string wrong = networksMismatch(p.board(), p.networks()); !wrong.empty()) {
    return "play screen '" + session_.level().name + "': networks after " + std::to_string(p.moves()) +
           " moves: " + wrong;
  }
  return clockRanAway_;
}

bool PlayScreen::unsavedWork() const { return keepIn_ != nullptr && !kept_ && movesAtStake(); }

bool PlayScreen::saveWork() {
  if (!keepIn_) return false;
  // The level as the player got it: My levels holds puzzles, not games.
  Level kept = level();
  kept.id.clear();
  const MyLevelsStore::Imported result = keepIn_->addNew({std::move(kept)}, level().board.catalog());
  if (!result.error.empty()) {
    session_.say(formatText(tr("Could not save to My levels: {1}"), result.error));
    markDirty();
    return false;
  }
  kept_ = true;
  logEvent(result.added > 0 ? "kept '" + level().name + "' in My levels"
                            : "'" + level().name + "' is in My levels already");
  keptAlready_ = result.added == 0;
  return true;
}

std::string PlayScreen::saveToMyLevels() {
  if (!saveWork()) return session_.message();
  return keptAlready_ ? formatText(tr("\xe2\x80\x9c{1}\xe2\x80\x9d is in My levels already"), level().name)
                      : formatText(tr("Saved \xe2\x80\x9c{1}\xe2\x80\x9d to My levels"), level().name);
}

void PlayScreen::leave() {
  if (race_ && !race_->ended() && race_->resultLine().empty()) {
    std::vector<ConfirmScreen::Choice> choices;
    choices.push_back({trLater("Keep playing"), {}, Button::Style::Normal});
    choices.push_back({trLater("Leave"), [this] { stack().pop(); }, Button::Style::Danger});
    stack().push(std::make_unique<ConfirmScreen>(game_.app, trLater("Leave the race?"),
                                                 race_->opponentName() + " is told you left.", std::move(choices)));
    return;
  }
  if (!keepIn_ || kept_ || !movesAtStake()) {
    // The game so far is kept (the destructor does it): opening the level again resumes it.
    stack().pop();
    return;
  }
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({trLater("Stay"), {}, Button::Style::Normal});
  choices.push_back({trLater("Save to My levels"),
                     [this] {
                       if (saveWork()) stack().pop();
                     },
                     Button::Style::Primary});
  choices.push_back({trLater("Discard"),
                     [this] {
                       discarded_ = true;
                       stack().pop();
                     },
                     Button::Style::Danger});
  stack().push(std::make_unique<ConfirmScreen>(game_.app, trLater("Leave this puzzle?"),
                                               "It is kept nowhere else: save it to play it again.",
                                               std::move(choices)));
}

bool PlayScreen::hint() {
  if (race_) {
    session_.say(tr("No hints in a race"));
    markDirty();
    return false;
  }
  const Hint hint = session_.hint(cursor_);
  markDirty();
  if (!hint.move) return false;
  game_.app.play(session_.closedNetwork() ? Sound::NetworkComplete : Sound::Turn);
  cursor_ = hint.move->cell;
  view_.animateRotation(hint.move->cell, hint.move->turns);
  lastTurned_ = hint.move->cell;
  afterMove();
  return true;
}

bool PlayScreen::seekLooseEnd() {
  const Board& board = puzzle().board();
  sought_.resize(static_cast<std::size_t>(board.cellCount()), false);
  sought_[static_cast<std::size_t>(cursor_)] = true;  // from here, somewhere else
  int next = nearestLooseEnd(board, view_.geometry(), cursor_, sought_);
  if (next < 0) {
    // Every loose end was visited: go round again, nearest first.
    std::fill(sought_.begin(), sought_.end(), false);
    sought_[static_cast<std::size_t>(cursor_)] = true;
    next = nearestLooseEnd(board, view_.geometry(), cursor_, sought_);
  }
  if (next < 0 && board.looseEnds(cursor_) > 0) next = cursor_;
  markDirty();
  if (next < 0) {
    session_.say(session_.won() ? "" : tr("No loose ends: every flow meets its twin"));
    return false;
  }
  sought_[static_cast<std::size_t>(next)] = true;
  cursor_ = next;
  soughtShown_ = next;
  view_.reveal(cursor_);
  return true;
}

void PlayScreen::afterMove() {
  reportRace();
  if (unsavedSeconds_ < 0) unsavedSeconds_ = 0;
  std::fill(sought_.begin(), sought_.end(), false);
  soughtShown_ = -1;
  // Solving the level does the lesson it showed.
  if (lesson_ && session_.won()) finishLesson();
  if (session_.won()) {
    // Let the last turn finish before the celebration covers the board.
    winPending_ = true;
    lockMode_ = false;
  }
  markDirty();
}

void PlayScreen::record(const PlayResult& result) {
  game_.recordWin(session_.level(), result.moves, result.seconds, result.hints);
  if (!race_) {
    const Board& board = session_.level().board;
    newBest_ = newBestText(game_.app.times->add(
        recordKey("tiles", board.width(), board.height(), 0, board.topology().shape() == Shape::Hex), result.seconds,
        result.moves));
  }
  if (onWin_) onWin_(result.seconds, result.hints > 0);
  logEvent("won '" + result.levelName + "' moves " + std::to_string(result.moves) + " seconds " +
           std::to_string(result.seconds));
}

std::string PlayScreen::copyShareCode() const {
  // The level as the player got it, not the tiles as they are turned now.
  return tileflow::copyShareCode(level()).message;
}

void PlayScreen::openMenu() {
  // A launcher may end the game from its menu: keep the game first.
  keepUnfinished();
  PauseScreen::Actions actions;
  actions.restart = [this] { askRestart(); };
  actions.leave = [this] { leave(); };
  // A race offers neither a hint nor the level's share code, which carries its solution.
  if (!race_) {
    actions.hint = [this] { hint(); };
    actions.copyCode = [this] { return copyShareCode(); };
    if (!session_.over()) actions.showSolution = [this] { askShowSolution(); };
  }
  if (keepIn_) actions.save = [this] { return saveToMyLevels(); };
  stack().push(std::make_unique<PauseScreen>(game_.app, std::move(actions)));
}

void PlayScreen::handle(const InputEvent& event) {
  if (event.kind == InputEvent::Kind::Pointer) return;
  if (event.kind == InputEvent::Kind::Hold) {
    // A finger held on a tile: ring it; lifting turns it back, a drag locks (paintLocks).
    heldCell_ = tileAt(event.x, event.y);
    markDirty();
    return;
  }
  if (heldCell_ >= 0) {
    heldCell_ = -1;
    markDirty();
  }
  InputEvent e = event;
  if (paintLocks(event)) return;
  if (viewInput_.handle(event, view_, cursor_)) {
    markDirty();
    // A finished wheel turn or drag is logged (not every step of a pan).
    const bool settled = event.kind == InputEvent::Kind::Wheel ||
                         (event.kind == InputEvent::Kind::Drag && event.phase == InputEvent::Phase::End);
    if (settled) {
      const SDL_Rect b = view_.boardRect();
      logEvent("view cell " + std::to_string(view_.drawnCellSize()) + " board at " + std::to_string(b.x) + "," +
               std::to_string(b.y));
    }
    const auto tap = viewInput_.takeTap();  // a finger that wobbled less than a tile: a tap
    if (!tap) return;
    e = *tap;
  }
  if (e.kind == InputEvent::Kind::Tap && lesson_ && contains(infoRect_, e.x, e.y)) {
    finishLesson();  // a tap on the status panel puts the lesson away
    return;
  }
  if (e.kind == InputEvent::Kind::Tap) {
    const int cell = view_.cellAt(e.x, e.y);
    if (cell >= 0 && e.edge) {
      // Shift- or Ctrl-click: the edge nearest the pointer.
      soughtShown_ = -1;
      cursor_ = cell;
      markEdge(cell, view_.sideAt(cell, e.x, e.y));
      return;
    }
    if (const int end = cell >= 0 && (e.dx != 0 || e.dy != 0) ? view_.cellAt(e.x + e.dx, e.y + e.dy) : -1;
        end >= 0 && end != cell) {
      // A finger's short drag from one tile into the next: the edge it crossed.
      const Board& board = puzzle().board();
      int side = view_.sideAt(cell, e.x + e.dx, e.y + e.dy);
      for (int s = 0; board.neighbourAcross(cell, side) != end && s < board.sides(); ++s)
        if (board.neighbourAcross(cell, s) == end) side = s;
      if (board.neighbourAcross(cell, side) == end) {
        soughtShown_ = -1;
        cursor_ = cell;
        markEdge(cell, side);
        return;
      }
    }
    if (cell >= 0) {
      soughtShown_ = -1;
      cursor_ = cell;
      if (lockMode_)
        toggleLock(cell);
      else
        rotateAt(cell, turnsFor(e.alternate));
      return;
    }
    hud_.handle(e);
    return;
  }
  if (e.edge &&
      (e.action == Action::Up || e.action == Action::Down || e.action == Action::Left || e.action == Action::Right)) {
    // Shift or X held: the direction marks that edge of the cursor's tile.
    const int dx = e.action == Action::Left ? -1 : e.action == Action::Right ? 1 : 0;
    const int dy = e.action == Action::Up ? -1 : e.action == Action::Down ? 1 : 0;
    markEdge(cursor_, sideFor(dx, dy));
    return;
  }
  switch (e.action) {
    case Action::Up:
      moveCursor(0, -1, e.alternate);
      break;
    case Action::Down:
      moveCursor(0, 1, e.alternate);
      break;
    case Action::Left:
      moveCursor(-1, 0, e.alternate);
      break;
    case Action::Right:
      moveCursor(1, 0, e.alternate);
      break;
    case Action::Primary:
    case Action::Tertiary:
      rotateAt(cursor_, turnsFor(false));
      break;
    case Action::Secondary:
    case Action::Quaternary:
      rotateAt(cursor_, turnsFor(true));
      break;
    case Action::Undo:
      undo();
      break;
    case Action::Redo:
      redo();
      break;
    case Action::Mark:
      toggleLock(cursor_);
      paintTo_ = puzzle().board().cell(cursor_).locked;  // for moves while it is held
      break;
    case Action::Assist:
      hint();
      break;
    case Action::Seek:
      seekLooseEnd();
      break;
    case Action::Menu:
      openMenu();
      break;
    case Action::Back:
      leave();
      break;
    default:
      return;
  }
  markDirty();
}

void PlayScreen::update(double seconds) {
  view_.setRotationSeconds(game_.app.rotationSeconds());
  view_.update(seconds);
  // Nobody plays in a window that is unfocused or minimised: the clock holds, and says so.
  if (session_.paused() != game_.app.ui.away) {
    session_.setPaused(game_.app.ui.away);
    markDirty();
  }
  // Lock mode's line stays up while the mode is on.
  const double clockBefore = session_.seconds();
  // So does the line that says the solution was shown.
  if (session_.advance(seconds, lockMode_ || session_.revealed())) markDirty();
  if (game_.app.ui.away && session_.seconds() != clockBefore && clockRanAway_.empty())
    clockRanAway_ = "play screen '" + session_.level().name + "': the clock ran while the window was away";
  if (unsavedSeconds_ >= 0) {
    unsavedSeconds_ += seconds;
    if (unsavedSeconds_ >= SaveEverySeconds || session_.won()) keepUnfinished();
  }
  if (race_) {
    if (race_->poll()) markDirty();
    // The match ended before a verdict: the match screen below says why.
    if (race_->ended()) {
      winPending_ = false;
      stack().pop();
      return;
    }
    // The other player solved it first: a verdict panel, as the winner gets one, rather than a
    // line in the status panel; the board stays to look at.
    if (!race_->resultLine().empty() && !session_.won() && !winPending_ && !verdictShown_ && stack().top() == this) {
      verdictShown_ = true;
      game_.app.play(Sound::Refused);
      std::vector<ConfirmScreen::Choice> choices;
      choices.push_back({trLater("Look at the board"), {}, Button::Style::Quiet});
      choices.push_back({trLater("Done"), [this] { stack().pop(); }, Button::Style::Primary});
      stack().push(std::make_unique<ConfirmScreen>(game_.app, race_->opponentName() + " wins",
                                                   race_->resultLine() + ".", std::move(choices)));
      return;
    }
  }
  if (winPending_ && !view_.animating()) {
    // The last turn has finished: the board lights up from it, then the panel opens.
    if (!waveStarted_) {
      waveStarted_ = true;
      waveSeconds_ = 0;
      // Animation Off: no wave, straight to the panel, as the panel then skips its confetti.
      wave_ = game_.app.reducedMotion() ? SolveWave() : SolveWave(puzzle().board(), lastTurned_, wavePace());
    } else {
      waveSeconds_ += seconds;
    }
    markDirty();
    if (!wave_.done(waveSeconds_)) return;
    wave_ = SolveWave();
    winPending_ = false;
    if (race_) {
      // Solved in a race: the match screen below tells the verdict once the host has judged.
      game_.app.play(Sound::Solved);
      stack().pop();
      return;
    }
    const PlayResult& result = *session_.result();
    WinScreen::Summary summary;
    summary.moves = result.moves;
    summary.parMoves = result.parMoves;
    summary.seconds = result.seconds;
    summary.parSeconds = result.parSeconds;
    summary.hints = result.hints;
    summary.newBest = newBest_;
    game_.app.play(Sound::Solved);
    stack().push(std::make_unique<WinScreen>(game_.app, summary, onNext_));
  }
}

bool PlayScreen::animating() const { return view_.animating() || winPending_; }

double PlayScreen::wavePace() const {
  // In step with the turns (Normal: 0.12 s a quarter turn), within bounds that keep it brisk.
  return std::clamp(game_.app.rotationSeconds() / 0.12, 0.7, 1.2);
}

int PlayScreen::msUntilWake() const {
  if (view_.sharpening()) return 0;
  // A race hears from the other device a few times a second.
  if (race_) return 100;
  // While a message is up, wake to take it down too, clock or not (before the first move, paused).
  const int messageWake = message().empty() ? -1 : 1000;
  if (!session_.clockRuns()) return messageWake;
  const double elapsed = session_.seconds();
  const int second = static_cast<int>(elapsed);
  if (second != shownSecond_) return 0;
  const int ms = std::max(1, static_cast<int>(std::ceil((second + 1 - elapsed) * 1000)));
  return messageWake < 0 ? ms : std::min(ms, messageWake);
}

void PlayScreen::drawStats() {
  UiContext& ui = game_.app.ui;
  const Metrics& m = ui.metrics;
  Assets& a = *ui.assets;
  const SDL_Rect r = infoRect_;
  PanelStyle panel;
  panel.top = 0x1d2850;
  panel.bottom = 0x141c3a;
  panel.border = theme::PanelBorder;
  panel.borderWidth = std::max(1, m.px(1.5f));
  panel.radius = m.px(12);
  panel.opacity = 0.92;
  panel.gloss = false;
  drawPanel(a, r, panel);

  const Level& level = session_.level();
  const Puzzle& puzzle = session_.puzzle();
  const Status status = puzzle.status();
  const int seconds = static_cast<int>(session_.seconds());
  shownSecond_ = seconds;
  // A player who would rather not see the clock: it runs on (the records need it), unseen.
  const bool showClock = !game_.app.settings.tiles.hideClock;
  const std::string movesDone = formatNumber(puzzle.moves());
  std::string moves = movesDone;
  if (level.parMoves) moves += " / " + formatNumber(*level.parMoves);
  const std::string timeTaken = formatClock(seconds);
  std::string time = timeTaken;
  if (level.parSeconds) time += " / " + formatClock(*level.parSeconds);
  const bool overMoves = level.parMoves && puzzle.moves() > *level.parMoves;
  const bool overTime = level.parSeconds && seconds > *level.parSeconds;
  std::string state = statusLine(status, level.rules);
  std::uint32_t stateColour = status.solved ? theme::Good : status.looseEnds > 0 ? 0xffa07a : theme::TextDim;
  std::string shortState;  // a shorter form of the state, for a panel with no room for it
  if (!status.solved && puzzle.board().hasLandmarks()) {
    // A Link level says what is left per landmark kind, or which network mixes kinds; once
    // every kind is joined, the loose ends and other rules have the line again.
    const LinkProgress& link = link_.update(puzzle.board(), puzzle.networks());
    if (!link_.text().empty()) {
      state = compact_ ? link_.shortText() : link_.text();
      shortState = link_.shortText();
      stateColour = link.mixedCell >= 0 ? 0xffa07a : theme::TextDim;
    }
  }
  // The lesson shows beside the state, never instead of it: what is left to do stays in view.
  std::string lesson;
  std::string shortLesson;
  if (lesson_) {
    const LessonDevice device = lessonDevice(ui.lastDevice);
    lesson = lessonText(*lesson_, device);
    if (!lessonDoneByTurn(*lesson_)) lesson += " " + lessonDismissText(device);
    shortLesson = lessonShortText(*lesson_, device);
    // A pointer puts it away with a tap on it: the short form says so with a close mark.
    if (!lessonDoneByTurn(*lesson_) && (device == LessonDevice::Touch || device == LessonDevice::Mouse))
      shortLesson += " \xe2\x9c\x95";
  }
  constexpr std::uint32_t LessonColour = 0x9fe3ff;
  if (race_) {
    const std::string result = race_->resultLine();
    state = result.empty() ? race_->opponentName() + ": " + std::to_string(race_->opponentPercent()) + " %" : result;
    shortState = state;
    stateColour = result.empty() ? theme::TextDim : theme::Accent;
    // The other player's progress: a bar along the panel's foot.
    const int barH = std::max(3, m.px(6));
    const SDL_Rect track{r.x + m.px(10), r.y + r.h - barH - m.px(5), r.w - 2 * m.px(10), barH};
    SDL_Rect done = track;
    done.w = track.w * std::clamp(race_->opponentPercent(), 0, 100) / 100;
    SDL_SetRenderDrawBlendMode(ui.renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(ui.renderer, 0x33, 0x3d, 0x66, 255);
    SDL_RenderFillRect(ui.renderer, &track);
    SDL_SetRenderDrawColor(ui.renderer, 0xff, 0xa0, 0x7a, 255);
    if (done.w > 0) SDL_RenderFillRect(ui.renderer, &done);
  }
  if (!session_.message().empty()) {
    shortState.clear();
    state = session_.message();
    stateColour = theme::Accent;
  }
  if (const std::optional<double> warm = view_.warming()) {
    // A big board's pictures are being made over several frames: say so, and how far.
    state = formatText(tr("Setting out the tiles\xe2\x80\xa6 {1} %"), static_cast<int>(*warm * 100));
    shortState = state;
    stateColour = theme::TextDim;
  }
  if (session_.paused() && session_.started() && !session_.won()) {
    state = tr("Paused: the clock waits until you are back");
    shortState = tr("Paused");
    stateColour = theme::Accent;
  }
  std::string name =
      level.name.empty() ? (level.id.empty() ? std::string(tr("Puzzle")) : level.id) : shownLevelName(level.name);
  // Flows that leave one edge come back at the opposite one; say so, the tray cannot.
  if (puzzle.board().wrap()) name += std::string(" \xc2\xb7 ") + tr("wraps");
  const int pad = m.px(10);
  const int small = m.font(13);
  const int big = m.font(20);
  if (compact_) {
    // Two lines across the top: name (or the lesson) and state, then moves and time side by side.
    const int half = (r.w - 2 * pad) / 2;
    const SDL_Rect nameRect{r.x + pad, r.y + pad / 2, half, r.h / 2 - pad / 2};
    if (shortLesson.empty())
      drawTextIn(a, name, FontStyle::Bold, m.font(16), theme::Text, nameRect, Align::Left);
    else
      drawTextIn(a, shortLesson, FontStyle::Regular, m.font(14), LessonColour, nameRect, Align::Left);
    drawTextIn(a, shortState.empty() ? state : shortState, FontStyle::Regular, m.font(14), stateColour,
               SDL_Rect{r.x + pad + half, r.y + pad / 2, half, r.h / 2 - pad / 2}, Align::Right);
    // Where a count and its par do not fit whole, the label goes first and then the par.
    const std::string movesLine = formatText(tr("Moves {1}"), moves);
    const std::string timeLine = formatText(tr("Time {1}"), time);
    const SDL_Rect movesRect{r.x + pad, r.y + r.h / 2, half, r.h / 2 - pad / 2};
    const SDL_Rect timeRect{r.x + pad + half, r.y + r.h / 2, half, r.h / 2 - pad / 2};
    drawTextIn(a, firstWhole(a, {movesLine, moves, movesDone}, FontStyle::Bold, m.font(17), movesRect), FontStyle::Bold,
               m.font(17), overMoves ? theme::Bad : theme::Accent, movesRect, Align::Left);
    if (showClock)
      drawTextIn(a, firstWhole(a, {timeLine, time, timeTaken}, FontStyle::Bold, m.font(17), timeRect), FontStyle::Bold,
                 m.font(17), overTime ? theme::Bad : theme::Accent, timeRect, Align::Right);
    return;
  }
  int y = r.y + pad;
  const int w = r.w - 2 * pad;
  auto line = [&](std::initializer_list<std::string_view> forms, FontStyle style, int size, std::uint32_t colour) {
    // The first form that fits the width whole (at the smallest size if need be), else the
    // last one shortened: a line drawn at a point has no height for a second line.
    const std::string_view text = firstWhole(a, forms, style, size, SDL_Rect{r.x + pad, y, w, 0});
    const int fitted = fitFont(a, text, style, size, w);
    const SDL_Point s = drawText(a, ellipsize(a, text, style, fitted, w), style, fitted, colour, r.x + pad, y);
    y += s.y;
  };
  line({name}, FontStyle::Bold, m.font(17), theme::Text);
  if (dense_) {
    // Labels beside their values, so the state line keeps its place.
    line({formatText(tr("Moves {1}"), moves), moves, movesDone}, FontStyle::Bold, m.font(17),
         overMoves ? theme::Bad : theme::Accent);
    if (showClock)
      line({formatText(tr("Time {1}"), time), time, timeTaken}, FontStyle::Bold, m.font(17),
           overTime ? theme::Bad : theme::Accent);
  } else {
    y += pad / 2;
    line({tr("MOVES")}, FontStyle::Bold, small, theme::TextDim);
    line({moves, movesDone}, FontStyle::Bold, big, overMoves ? theme::Bad : theme::Accent);
    if (showClock) {
      y += pad / 3;
      line({tr("TIME")}, FontStyle::Bold, small, theme::TextDim);
      line({time, timeTaken}, FontStyle::Bold, big, overTime ? theme::Bad : theme::Accent);
    }
  }
  y += pad / 3;
  // The state may be long (messages), then the lesson: each wrapped into what is left of the
  // panel, in its short form when the long one has no room, on one shortened line at worst.
  auto paragraph = [&](const std::string& text, const std::string& shorter, std::uint32_t colour) {
    if (text.empty() || y >= r.y + r.h - pad) return;
    // Cached like any text, so a steady message costs no texture per frame.
    const SDL_Rect room{r.x + pad, y, w, r.y + r.h - pad - y};
    const std::string* shown = &text;
    TextTexture t = a.wrappedText(*shown, FontStyle::Regular, small, sdlColour(colour), w);
    if (t.texture != nullptr && t.h > room.h && !shorter.empty()) {
      shown = &shorter;
      t = a.wrappedText(*shown, FontStyle::Regular, small, sdlColour(colour), w);
    }
    if (t.texture != nullptr && t.h <= room.h) {
      const SDL_Rect dst{room.x, room.y, t.w, t.h};
      SDL_RenderCopy(ui.renderer, t.texture, nullptr, &dst);
      a.noteText(*shown, dst, small, room);
      y += t.h + pad / 3;
    } else if (t.texture != nullptr) {
      // No room for every line (a small screen): one line, shortened.
      const int lineH = small * 4 / 3;
      drawTextIn(a, *shown, FontStyle::Regular, small, colour, SDL_Rect{room.x, room.y, room.w, lineH}, Align::Left);
      y += lineH + pad / 3;
    }
  };
  paragraph(state, shortState, stateColour);
  paragraph(lesson, shortLesson, LessonColour);
}

BoardDrawOptions PlayScreen::boardDrawOptions() const {
  const UiContext& ui = game_.app.ui;
  BoardDrawOptions options;
  options.colourBlind = game_.app.settings.colourBlind;
  options.land = landOf(level().board.catalog(), level().environment);
  // Net's rules forbid loops: a network that closes one is lit as wrong at once.
  options.loopsWrong = puzzle().rules().acyclic;
  // The cursor is for keys and gamepads; under a finger or mouse it would only be clutter.
  const bool pointing = ui.lastDevice == Device::Mouse || ui.lastDevice == Device::Touch;
  options.cursor = session_.over() ? -1 : heldCell_ >= 0 ? heldCell_ : pointing ? soughtShown_ : cursor_;
  // The hinted tile is marked for every device: the message line calls it "this tile".
  options.hinted = session_.over() ? -1 : session_.hintedCell();
  options.marks = &session_.marks();
  return options;
}

void PlayScreen::draw() {
  UiContext& ui = game_.app.ui;
  const BoardDrawOptions options = boardDrawOptions();
  // The level's land behind the board (the plain blue without an environment).
  SDL_Texture* backdrop = BoardView::backdrop(*ui.assets, ui.metrics.width, ui.metrics.height, options.land);
  if (backdrop != nullptr)
    SDL_RenderCopy(ui.renderer, backdrop, nullptr, nullptr);
  else
    drawScreenBackground(ui);
  view_.draw(*ui.assets, puzzle().board(), puzzle().networks(), options, backdrop);
  if (celebrating()) view_.drawWave(*ui.assets, puzzle().board(), puzzle().networks(), options, wave_, waveSeconds_);
  view_.drawOverview(*ui.assets, puzzle().board());
  drawStats();
  hud_.at(0).enabled = puzzle().history().canUndo() && !session_.over();
  if (race_) hud_.at(2).enabled = false;
  // Once the solution shows, only the menu is left to press.
  if (session_.revealed())
    for (int i = 2; i < hud_.size() - 1; ++i) hud_.at(i).enabled = false;
  hud_.at(1).enabled = puzzle().history().canRedo() && !session_.over();
  // HUD buttons are for touch and mouse; gamepads use the shoulder buttons and Start, so no
  // focus ring is drawn on them.
  for (int i = 0; i < hud_.size(); ++i) hud_.at(i).draw(ui, false);
}

}  // namespace tileflow
