// LinesMode: Lines as a GameMode. Its choices are the generator's (size, cell shape, warps,
// bridges, portals, walls, outline, drawing algorithm); a new game is a generated level whose dots
// admit exactly one full cover, and the game is a LinesGame: the position with undo, redo, the
// clock and hints, driven by moves in their text form ("draw A 0,0 1,0", see LinesPosition).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/mode/GameMode.hpp"

namespace tileflow {

class LinesGame : public ModeGame {
 public:
  // `solution`: each colour's line of the level's cover, for hints (empty: none known).
  explicit LinesGame(LinesBoard board, std::vector<std::vector<int>> solution = {});
  LinesGame(const LinesGame&) = delete;
  LinesGame& operator=(const LinesGame&) = delete;

  bool play(std::string_view move) override;
  std::optional<std::string> undo() override;
  std::optional<std::string> redo() override;
  void advance(double seconds) override;
  ModeStatus status() const override;
  std::optional<ModeResult> result() const override;

  // Applies a move; false (nothing changes) when it is not allowed now, changes nothing or the
  // board is solved.
  bool apply(const LinesMove& move);
  // The move that draws one whole line of the solution (the first colour whose line differs from
  // it), or nothing when no solution is known or the board is solved. Playing it counts as a hint.
  std::optional<LinesMove> hint() const;
  bool playHint();

  const LinesBoard& board() const { return *board_; }
  const LinesPosition& position() const { return positions_[at_]; }
  const std::vector<std::vector<int>>& solution() const { return solution_; }
  bool solved() const { return position().solved(); }
  bool canUndo() const { return at_ > 0 && !solved(); }
  bool canRedo() const { return at_ + 1 < positions_.size() && !solved(); }
  // The moves that led to the position shown, in their text form (for saving a game).
  std::vector<std::string> played() const {
    return {moves_.begin(), moves_.begin() + static_cast<std::ptrdiff_t>(at_)};
  }
  int seconds() const { return static_cast<int>(seconds_); }
  int hints() const { return hints_; }
  // Puts back the time and hints of a game resumed from its moves.
  void restore(int seconds, int hints) {
    seconds_ = seconds;
    hints_ = hints;
  }

 private:
  std::unique_ptr<const LinesBoard> board_;  // LinesPosition keeps its address
  std::vector<std::vector<int>> solution_;
  std::vector<LinesPosition> positions_;  // positions_[i] after i moves; later ones are redo
  std::vector<std::string> moves_;        // moves_[i] led from positions_[i] to positions_[i + 1]
  std::size_t at_ = 0;
  double seconds_ = 0;
  int hints_ = 0;
};

class LinesMode : public GameMode {
 public:
  static constexpr const char* Id = "lines";
  static constexpr const char* Name = "Lines";
  static constexpr int MinSide = 3;
  static constexpr int MaxSide = 30;
  // Hex boards stop at 20x20: the generator makes hex levels up to 20x20 in well under a second and
  // 22x22 in up to 4 s (40 s with bridges), but from 23x23 none came out unique within half a minute.
  static constexpr int MaxHexSide = 20;
  static constexpr int MaxBridges = 12;
  static constexpr int MaxPortals = 4;

  std::string id() const override { return Id; }
  std::string name() const override { return Name; }
  ModeOptions options() const override;
  std::unique_ptr<ModeGame> newGame(const ModeOptions& chosen, std::uint64_t seed, std::stop_token stop = {},
                                    Progress* progress = nullptr) const override;

  // The choices as generator options for a seed, and back. Sides past the shape's largest
  // (MaxHexSide on hex cells, less with some choices: largestSide) come down to it.
  static LinesGenerateOptions generateOptions(const ModeOptions& chosen, std::uint64_t seed);
  static ModeOptions options(const LinesGenerateOptions& generate);
  // The largest side made for these choices: MaxSide, MaxHexSide on hex cells, or less with the
  // choices that the generator makes promptly only on smaller boards (linesLargestPromptSide).
  static int largestSide(const ModeOptions& chosen);
  // A new game for the options; nothing when stopped. Throws std::runtime_error when the
  // generator made no level for them, std::invalid_argument on options it cannot make.
  static std::unique_ptr<LinesGame> start(const LinesGenerateOptions& options, std::stop_token stop = {},
                                          Progress* progress = nullptr);
};

// The status line of a position: "Solved!", or the pairs joined and the share of the board filled.
std::string linesStatusLine(const LinesPosition& position);

// What a solved Lines board earns (0 for a result that is not solved), by the win panel's rule
// (game/play/Stars) with the pairs as par: a star for solving it, a second for a *perfect* game (no
// more moves than the board has pairs: each line drawn once, in one stroke), the third for a
// perfect game without a hint.
int linesStars(const ModeResult& result, int pairs);

}  // namespace tileflow
