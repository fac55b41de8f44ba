// TilesMode: the rotate-tile puzzle as a GameMode: its choices are the generator's (size, land,
// blank, wrap), a new game is a generated level, and the game is a PlaySession driven by moves in
// their text form ("r12+1", "l12").
#pragma once

#include <memory>

#include "game/generate/Generator.hpp"
#include "game/mode/GameMode.hpp"
#include "game/model/Catalog.hpp"
#include "game/play/LinkProgress.hpp"
#include "game/play/PlaySession.hpp"

namespace tileflow {

// A PlaySession seen as a ModeGame.
class TilesGame : public ModeGame {
 public:
  explicit TilesGame(Level level, PlaySession::Recorder record = {});

  bool play(std::string_view move) override;
  std::optional<std::string> undo() override;
  std::optional<std::string> redo() override;
  void advance(double seconds) override { session_.advance(seconds); }
  ModeStatus status() const override;
  std::optional<ModeResult> result() const override;

  PlaySession& session() { return session_; }
  const PlaySession& session() const { return session_; }

 private:
  PlaySession session_;
  mutable LinkTracker link_;  // a Link level's progress per landmark kind, for the status line
};

class TilesMode : public GameMode {
 public:
  // Board sides the choices offer (the generator itself goes further).
  static constexpr int MinSide = 2;
  static constexpr int MaxSide = MaxMadeSide;
  // Known without a catalog, so the title can list the mode even when the catalog failed.
  static constexpr const char* Id = "tiles";
  static constexpr const char* Name = "Tiles";

  // The catalog must outlive the mode and its games.
  explicit TilesMode(const Catalog& catalog) : catalog_(catalog) {}

  std::string id() const override { return Id; }
  std::string name() const override { return Name; }
  ModeOptions options() const override;
  std::unique_ptr<ModeGame> newGame(const ModeOptions& chosen, std::uint64_t seed, std::stop_token stop = {},
                                    Progress* progress = nullptr) const override;

  // The generator's options for those choices and seed.
  GenerateOptions generateOptions(const ModeOptions& chosen, std::uint64_t seed) const;

 private:
  const Catalog& catalog_;
};

// The status line of a board being played: what is left to do, or "Solved!".
std::string statusLine(const Status& status, const Rules& rules);

}  // namespace tileflow
