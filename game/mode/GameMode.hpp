// GameMode: one game of the collection (Tiles, later Flood) as everything outside it sees it:
// the choices it offers, how a new game starts from them and a seed, and the game that gives,
// driven by moves in their text form, with a status line and a result. The title screen lists
// the registered modes; replays, the soak and the network drive any mode through this alone.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "engine/core/Progress.hpp"
#include "game/mode/ModeOption.hpp"

namespace tileflow {

struct ModeStatus {
  std::string line;   // what is left to do, or how it ended ("3 loose ends", "Solved!")
  int moves = 0;      // moves that count (undone ones do not)
  bool over = false;  // no more moves are taken
};

struct ModeResult {
  bool solved = false;  // a solo game reached its goal
  int winner = -1;      // games of several players: who won; -1 for a draw or a solo game
  int moves = 0;
  int seconds = 0;
  int hints = 0;
  bool operator==(const ModeResult&) const = default;
};

// A game in progress. Every change is a move, so undo, saves, replays, tests and the network
// share one path.
class ModeGame {
 public:
  virtual ~ModeGame() = default;

  // Applies a move given as text; false (and nothing changes) when it is malformed or not
  // allowed now.
  virtual bool play(std::string_view move) = 0;
  // The text of the move undo or redo performed, or nothing.
  virtual std::optional<std::string> undo() = 0;
  virtual std::optional<std::string> redo() = 0;
  // Runs the game's clock.
  virtual void advance(double seconds) = 0;
  virtual ModeStatus status() const = 0;
  // Set once the game is over.
  virtual std::optional<ModeResult> result() const = 0;
};

class GameMode {
 public:
  virtual ~GameMode() = default;

  virtual std::string id() const = 0;    // "tiles"; the settings section and network name
  virtual std::string name() const = 0;  // "Tiles"
  // The choices for a new game, with their defaults.
  virtual ModeOptions options() const = 0;
  // A new game for the choices and seed (the same seed and choices give the same game on every
  // platform); nothing when `stop` was requested. Throws std::invalid_argument on choices the
  // mode cannot make.
  virtual std::unique_ptr<ModeGame> newGame(const ModeOptions& chosen, std::uint64_t seed, std::stop_token stop = {},
                                            Progress* progress = nullptr) const = 0;
};

}  // namespace tileflow
