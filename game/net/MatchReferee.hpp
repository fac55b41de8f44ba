// MatchReferee: the rules of a network match, kept by the host, which alone judges. Both devices
// build the board or level of an offer with the same function, so they start alike; the host's
// FloodReferee then judges every Flood move with FloodState's own two-player rules, and its
// RaceReferee replays each side's reported tile turns on a copy of the level of its own and
// declares the first to solve it the winner. The joiner keeps a FloodReferee too, but only to
// follow the host's judgements and notice when its copy parts from the host's.
#pragma once

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>

#include "engine/core/Progress.hpp"
#include "game/flood/ColourBoard.hpp"
#include "game/flood/FloodState.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"
#include "game/model/Puzzle.hpp"
#include "game/net/Messages.hpp"

namespace tileflow::match {

// The board of a Flood offer: FloodMode::board for two players, so the two corners start in
// different regions. The same offer gives the same board on every device. Throws
// std::invalid_argument for an offer outside FloodMode's limits.
ColourBoard floodMatchBoard(const FloodOffer& offer);

class FloodReferee {
 public:
  // Throws std::invalid_argument as floodMatchBoard does.
  explicit FloodReferee(const FloodOffer& offer);

  const FloodOffer& offer() const { return offer_; }
  const FloodState& state() const { return state_; }
  // The FloodState player a side plays (0: the top-left corner, moving first), and back.
  int player(Side side) const { return side == offer_.firstMover ? 0 : 1; }
  Side side(int player) const { return player == 0 ? offer_.firstMover : other(offer_.firstMover); }
  Side toMove() const { return side(state_.turn()); }
  int cells(Side side) const { return state_.owned(player(side)); }
  // Moves played so far by both: the number the next move carries.
  std::uint32_t moves() const { return static_cast<std::uint32_t>(state_.moves()); }
  bool over() const { return state_.over(); }

  // Host: judges `side` playing `move`, plays it when the rules allow it, and answers with the
  // judgement to send to the joiner. Refused (nothing changes): the game is over, it is not that
  // side's turn, the move's number is not the next one, or the colour is not one the mover may
  // pick (FloodState::forbidden: no such colour, their own, the opponent's).
  FloodMoveResult judge(Side side, const FloodMove& move);
  // Host: its own move, numbered as the next one.
  FloodMoveResult judgeHostMove(int colour) { return judge(Side::Host, FloodMove{moves(), colour}); }

  // Joiner: follows a judgement from the host, playing accepted moves on its own copy. Nothing
  // when it fits; otherwise why the copies have parted (a number out of step, a move the copy
  // finds illegal, or cell counts or turn that differ after it), after which the match cannot go
  // on. Refusals change nothing and always fit.
  std::optional<std::string> follow(const FloodMoveResult& judged);

  // Once every cell is held: the side with more cells, or Nobody on a tie.
  std::optional<MatchResult> result() const;

 private:
  FloodOffer offer_;
  FloodState state_;
};

// The level of a race offer, or why this device cannot make it.
struct RaceLevel {
  std::optional<Level> level;  // nothing when refused or stopped
  std::string error;           // why not, when refused; empty when stopped
};

// The level of a race offer: generate() with the offer's options, so the same offer gives the same
// level on every device. It can take a while: run it off the frame loop, with a time limit through
// `stop` (RaceLevelSeconds), as the offer may come from a hostile host. Refuses options the
// generator refuses, an environment the catalog lacks, a generator that gives up or fails in any
// other way (it never throws), and the backtracking baseline, which may never finish. The catalog must outlive the
// level.
RaceLevel raceLevel(const Catalog& catalog, const RaceOffer& offer, std::stop_token stop = {},
                    Progress* progress = nullptr);
// How long a device tries to make a race's level before it declines the offer.
inline constexpr double RaceLevelSeconds = 30;

// How far `puzzle` is for `side`: the share of the `looseAtStart` loose ends the board began with
// that are joined now (0 before anyone moves), 100 only once solved.
RaceProgress raceProgress(const Puzzle& puzzle, Side side, std::uint32_t turns, int looseAtStart);

class RaceReferee {
 public:
  // Turns taken from one side at most: far more than any player makes, few enough that a peer
  // sending turns without end cannot fill the host's memory with their history.
  static constexpr std::uint32_t MaxTurns = 1'000'000;

  // Both sides start from the level as generated. The level's catalog must outlive the referee.
  explicit RaceReferee(const Level& level);

  const Puzzle& puzzle(Side side) const { return side == Side::Host ? host_ : joiner_; }
  bool solved(Side side) const { return puzzle(side).solved(); }
  std::uint32_t turns(Side side) const { return turns_[static_cast<int>(side)]; }

  // Host: plays a turn `side` made (the joiner's as it reports them, the host's own as they
  // happen) on that side's copy. Why not (nothing changes) when it is no turn of this board: a
  // cell out of range or left out of the board, a locked one, a rotation past the cell's sides,
  // or the side has made MaxTurns already.
  // Turns go on being taken after the race is decided, so the loser may finish.
  std::optional<std::string> turn(Side side, const TileTurn& turn);
  RaceProgress progress(Side side) const;
  // The side that solved its copy first; set once and kept.
  std::optional<MatchResult> result() const { return result_; }

 private:
  Puzzle& copy(Side side) { return side == Side::Host ? host_ : joiner_; }

  Puzzle host_;
  Puzzle joiner_;
  int looseAtStart_ = 0;  // the loose ends both copies started with
  std::uint32_t turns_[2] = {0, 0};
  std::optional<MatchResult> result_;
};

}  // namespace tileflow::match
