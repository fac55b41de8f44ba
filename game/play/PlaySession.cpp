// PlaySession: the rules of a play through, driven by moves.
#include "game/play/PlaySession.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "engine/core/Translate.hpp"
#include "game/model/Orientation.hpp"
#include "game/play/Stars.hpp"
#include "game/solve/Solver.hpp"

namespace tileflow {

namespace {

// Networks through `cell` with no loose ends, each counted once.
int closedNetworksAt(const Networks& networks, int cell) {
  std::array<int, MaxChannels> seen{};
  int distinct = 0;
  int closed = 0;
  for (int channel = 0; channel < MaxChannels; ++channel) {
    const int id = networks.networkOf(cell, channel);
    if (id < 0 || std::find(seen.begin(), seen.begin() + distinct, id) != seen.begin() + distinct) continue;
    seen[static_cast<std::size_t>(distinct++)] = id;
    const Network& network = networks.network(id);
    if (network.complete() && network.nodes > 1) ++closed;
  }
  return closed;
}

}  // namespace

bool PlaySession::applyRotation(const Move& move) {
  const int before = closedNetworksAt(puzzle_.networks(), move.cell);
  if (!puzzle_.apply(move)) return false;
  closedNetwork_ = closedNetworksAt(puzzle_.networks(), move.cell) > before;
  return true;
}

PlaySession::PlaySession(Level level, Recorder record)
    : level_(std::move(level)), puzzle_(level_), record_(std::move(record)), marks_(puzzle_.board()) {}

bool PlaySession::advance(double seconds, bool holdMessage) {
  if (clockRuns()) seconds_ += seconds;
  if (message_.empty()) return false;
  messageAge_ += seconds;
  if (messageAge_ <= MessageSeconds || holdMessage) return false;
  message_.clear();
  return true;
}

void PlaySession::say(std::string text) {
  message_ = std::move(text);
  messageAge_ = 0;
  hintMessage_ = false;
}

void PlaySession::forgetHint() {
  hintedCell_ = -1;
  // "This tile turned into place" names a tile no longer marked: the line goes with the mark.
  if (hintMessage_) say({});
}

std::optional<Move> PlaySession::rotate(int cell, int turns) {
  if (over() || cell < 0 || cell >= puzzle_.board().cellCount()) return std::nullopt;
  if (puzzle_.board().cell(cell).locked) {
    say(tr("That tile is locked \xe2\x80\x94 unlock it to turn it"));
    return std::nullopt;
  }
  const Move move = Move::rotate(cell, turns);
  closedNetwork_ = false;
  if (!applyRotation(move)) return std::nullopt;
  started_ = true;
  forgetHint();
  checkWin();
  return move;
}

std::optional<Move> PlaySession::toggleLock(int cell) {
  if (over()) return std::nullopt;
  const Move move = Move::lock(cell);
  if (!puzzle_.apply(move)) return std::nullopt;
  started_ = true;
  forgetHint();
  return move;
}

std::optional<Move> PlaySession::undo() {
  if (over()) return std::nullopt;
  auto move = puzzle_.undo();
  if (move) forgetHint();
  return move;
}

std::optional<Move> PlaySession::redo() {
  if (over()) return std::nullopt;
  auto move = puzzle_.redo();
  if (move) {
    forgetHint();
    checkWin();
  }
  return move;
}

bool PlaySession::restart() {
  if (over()) return false;
  puzzle_.restart();
  marks_.clear();
  forgetHint();
  say(tr("Level restarted"));
  return true;
}

const std::vector<std::uint8_t>* PlaySession::solution() {
  const int cells = puzzle_.board().cellCount();
  if (level_.solution && static_cast<int>(level_.solution->size()) == cells) return &*level_.solution;
  if (!solveTried_) {
    solveTried_ = true;
    // Solved from the starting board with every lock off: the player's locks may be wrong.
    Board start = level_.board;
    for (int i = 0; i < start.cellCount(); ++i) start.setLocked(i, false);
    SolveOptions options;
    options.maxSolutions = 1;
    options.nodeLimit = SolveNodeLimit;
    SolveResult r = solve(start, level_.rules, options);
    if (r.solutions > 0 && static_cast<int>(r.solution.size()) == cells) solved_ = std::move(r.solution);
  }
  return solved_ ? &*solved_ : nullptr;
}

std::optional<EdgeMark> PlaySession::mark(int cell, int side) {
  if (over()) return std::nullopt;
  const auto mark = marks_.cycle(puzzle_.board(), cell, side);
  if (mark) started_ = true;
  return mark;
}

std::vector<Move> PlaySession::assist(const std::vector<int>& cells) {
  std::vector<Move> made;
  if (over()) return made;
  for (const AssistStep& step : assistSteps(puzzle_.board(), marks_, cells)) {
    const Board& board = puzzle_.board();
    if (board.cell(step.cell).locked) continue;
    const int turns = signedTurnsTo(board.typeAt(step.cell), board.cell(step.cell).rotation, step.rotation);
    if (turns != 0) {
      const Move turn = Move::rotate(step.cell, turns);
      if (!applyRotation(turn)) continue;
      made.push_back(turn);
    }
    const Move lock = Move::lock(step.cell);
    if (puzzle_.apply(lock)) made.push_back(lock);
  }
  if (!made.empty()) {
    started_ = true;
    forgetHint();
    checkWin();
  }
  return made;
}

bool PlaySession::revealSolution() {
  if (over()) return false;
  const std::vector<std::uint8_t>* answer = solution();
  if (answer == nullptr) return false;
  Board board = puzzle_.board();
  for (int i = 0; i < board.cellCount(); ++i) {
    board.setLocked(i, false);
    board.setRotation(i, (*answer)[static_cast<std::size_t>(i)]);
  }
  if (!puzzle_.resume(board, puzzle_.moves())) return false;
  revealed_ = true;
  forgetHint();
  say(tr("The solution: this level does not count as solved"));
  return true;
}

Hint PlaySession::hint(int fromCell) {
  if (over()) return Hint{Hint::Kind::AllInPlace, std::nullopt};
  const Hint hint = findHint(puzzle_.board(), solution(), fromCell);
  switch (hint.kind) {
    case Hint::Kind::Turn:
      ++hintsUsed_;
      rotate(hint.move->cell, hint.move->turns);
      say(tr("Hint: this tile turned into place"));
      hintMessage_ = true;
      hintedCell_ = hint.move->cell;
      break;
    case Hint::Kind::AllInPlace:
      say(tr("Every tile is already in place"));
      break;
    case Hint::Kind::LockedWrong:
      say(tr("A locked tile is wrong \xe2\x80\x94 unlock it"));
      break;
    case Hint::Kind::NoSolution:
      say(tr("No hint for this level"));
      break;
  }
  return hint;
}

void PlaySession::checkWin() {
  if (won() || !puzzle_.solved()) return;
  PlayResult r;
  r.levelId = level_.id;
  r.levelName = level_.name;
  r.moves = puzzle_.moves();
  r.seconds = static_cast<int>(seconds_);
  r.hints = hintsUsed_;
  r.stars = starsFor(level_, r.moves, r.seconds, r.hints);
  r.parMoves = level_.parMoves;
  r.parSeconds = level_.parSeconds;
  result_ = std::move(r);
  if (record_) record_(*result_);
}

UnfinishedPlay PlaySession::unfinished() const {
  const Board& now = puzzle_.board();
  const Board& start = level_.board;
  UnfinishedPlay play;
  play.width = now.width();
  play.height = now.height();
  play.cells.reserve(static_cast<std::size_t>(now.cellCount()));
  for (int i = 0; i < now.cellCount(); ++i) {
    const int turns = now.topology().normalise(now.cell(i).rotation - start.cell(i).rotation);
    play.cells.push_back(unfinishedCell(turns, now.cell(i).locked));
  }
  play.moves = puzzle_.moves();
  play.seconds = static_cast<int>(seconds_);
  play.hints = hintsUsed_;
  play.marks = marks_.text(now);
  return play;
}

bool PlaySession::resume(const UnfinishedPlay& play) {
  const Board& start = level_.board;
  if (won() || play.width != start.width() || play.height != start.height() ||
      play.cells.size() != static_cast<std::size_t>(start.cellCount()))
    return false;
  Board board = start;
  for (int i = 0; i < board.cellCount(); ++i) {
    int turns = 0;
    bool locked = false;
    if (!readUnfinishedCell(play.cells[static_cast<std::size_t>(i)], turns, locked) || turns >= board.sides())
      return false;
    board.setRotation(i, board.topology().normalise(start.cell(i).rotation + turns));
    board.setLocked(i, locked);
  }
  if (!puzzle_.resume(board, play.moves)) return false;
  // Marks that no longer fit the board are dropped; the tiles are what matters.
  marks_ = EdgeMarks::parse(board, play.marks).value_or(EdgeMarks(board));
  seconds_ = std::max(0, play.seconds);
  hintsUsed_ = std::max(0, play.hints);
  hintedCell_ = -1;
  return true;
}

bool PlaySession::untouched() const {
  return puzzle_.moves() == 0 && marks_.empty() && puzzle_.board().sameLayout(level_.board);
}

}  // namespace tileflow
