#include "game/net/MatchReferee.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/core/Translate.hpp"
#include "game/flood/FloodMode.hpp"
#include "game/model/Move.hpp"
#include "game/model/Side.hpp"

namespace tileflow::match {

namespace {

std::string cellsText(int n) { return std::to_string(n) + (n == 1 ? " cell" : " cells"); }

std::string capitalSide(Side side) { return side == Side::Host ? "The host" : "The joiner"; }

}  // namespace

ColourBoard floodMatchBoard(const FloodOffer& offer) {
  FloodSetup setup;
  setup.kind = FloodKind::TwoPlayers;
  setup.size = offer.size;
  setup.colours = offer.colours;
  setup.shape = offer.shape;
  return FloodMode::board(setup, offer.seed);
}

FloodReferee::FloodReferee(const FloodOffer& offer) : offer_(offer), state_(floodMatchBoard(offer), 2) {}

FloodMoveResult FloodReferee::judge(Side side, const FloodMove& move) {
  FloodMoveResult r;
  r.number = move.number;
  r.mover = side;
  r.colour = move.colour;
  if (state_.over()) {
    r.reason = forbiddenReason(Forbidden::GameOver);
  } else if (side != toMove()) {
    r.reason = trLater("it is not your turn");  // sent in English, shown through tr
  } else if (move.number != moves()) {
    r.reason = "that move was for move " + std::to_string(std::uint64_t{move.number} + 1) + ", not move " +
               std::to_string(std::uint64_t{moves()} + 1);
  } else if (const Forbidden why = state_.forbidden(move.colour); why != Forbidden::No) {
    r.reason = forbiddenReason(why);
  } else {
    state_.play(move.colour);
    r.accepted = true;
  }
  r.turn = toMove();
  r.hostCells = cells(Side::Host);
  r.joinerCells = cells(Side::Joiner);
  return r;
}

std::optional<std::string> FloodReferee::follow(const FloodMoveResult& judged) {
  if (!judged.accepted) return std::nullopt;
  if (judged.number != moves())
    return "the host played move " + std::to_string(std::uint64_t{judged.number} + 1) +
           " where this device expected move " + std::to_string(moves() + 1);
  if (judged.mover != toMove())
    return "the host played a move for the " + std::string(sideName(judged.mover)) + " out of turn";
  if (const Forbidden why = state_.forbidden(judged.colour); why != Forbidden::No)
    return "the host accepted a move this device finds illegal (" + std::string(forbiddenReason(why)) + ")";
  state_.play(judged.colour);
  if (judged.turn != toMove() || judged.hostCells != cells(Side::Host) || judged.joinerCells != cells(Side::Joiner))
    return "the two devices no longer agree on the board";
  return std::nullopt;
}

std::optional<MatchResult> FloodReferee::result() const {
  if (!state_.over()) return std::nullopt;
  MatchResult r;
  const int host = cells(Side::Host);
  const int joiner = cells(Side::Joiner);
  if (host == joiner) {
    r.winner = Winner::Nobody;
    r.reason = "A tie, " + cellsText(host) + " each";
  } else {
    const Side winner = host > joiner ? Side::Host : Side::Joiner;
    r.winner = winner == Side::Host ? Winner::Host : Winner::Joiner;
    r.reason = capitalSide(winner) + " wins, " + std::to_string(cells(winner)) + " cells to " +
               std::to_string(cells(other(winner)));
  }
  return r;
}

RaceLevel raceLevel(const Catalog& catalog, const RaceOffer& offer, std::stop_token stop, Progress* progress) {
  // The row-by-row baseline backtracks without bound on some boards; a race needs a level both
  // devices are sure to make.
  if (offer.options.kind == GeneratorKind::Backtrack)
    return {std::nullopt, "races use the fill, net or link generator, not the backtracking baseline"};
  if (catalog.findEnvironment(offer.options.environment) == nullptr)
    return {std::nullopt, "this device has no land called '" + offer.options.environment + "'"};
  try {
    return {generate(catalog, offer.options, stop, progress), {}};
  } catch (const std::exception& e) {
    // Options it refuses, a generator that gave up, and whatever else a hostile offer may find:
    // the joiner declines instead of failing.
    return {std::nullopt, e.what()};
  }
}

RaceProgress raceProgress(const Puzzle& puzzle, Side side, std::uint32_t turns, int looseAtStart) {
  const Status status = puzzle.status();
  RaceProgress p;
  p.side = side;
  p.turns = turns;
  p.solved = status.solved;
  if (status.solved) {
    p.percent = 100;
  } else if (looseAtStart > 0) {
    // Of the work the board started with: a shuffled board's ends that happened to meet already
    // are nobody's progress, and ends a turn undid count against it.
    const int joined = std::max(0, looseAtStart - status.looseEnds);
    p.percent = std::min(99, static_cast<int>(static_cast<long long>(joined) * 100 / looseAtStart));
  }
  return p;
}

RaceReferee::RaceReferee(const Level& level) : host_(level), joiner_(level), looseAtStart_(host_.status().looseEnds) {}

std::optional<std::string> RaceReferee::turn(Side side, const TileTurn& turn) {
  if (turns(side) >= MaxTurns) return "more than " + std::to_string(MaxTurns) + " turns";
  Puzzle& puzzle = copy(side);
  const Board& board = puzzle.board();
  if (turn.cell >= static_cast<std::uint32_t>(board.cellCount()))
    return "cell " + std::to_string(turn.cell) + " is not on the board";
  const int cell = static_cast<int>(turn.cell);
  if (!board.present(cell)) return "cell " + std::to_string(cell) + " is left out of the board";
  if (turn.rotation < 0 || turn.rotation >= board.sides())
    return "a cell of this board has no rotation " + std::to_string(turn.rotation);
  if (board.cell(cell).locked) return "cell " + std::to_string(cell) + " is locked";
  const int turns = board.topology().normalise(turn.rotation - board.cell(cell).rotation);
  if (turns != 0 && !puzzle.apply(Move::rotate(cell, turns))) return "cell " + std::to_string(cell) + " cannot turn";
  ++turns_[static_cast<int>(side)];
  if (!result_ && puzzle.solved()) {
    MatchResult r;
    r.winner = side == Side::Host ? Winner::Host : Winner::Joiner;
    r.reason = capitalSide(side) + " solved it first, in " + std::to_string(turns_[static_cast<int>(side)]) +
               (turns_[static_cast<int>(side)] == 1 ? " turn" : " turns");
    result_ = r;
  }
  return std::nullopt;
}

RaceProgress RaceReferee::progress(Side side) const {
  return raceProgress(puzzle(side), side, turns(side), looseAtStart_);
}

}  // namespace tileflow::match
