// FloodMode: Flood as a GameMode. Its choices are the kind of game (solo, two players on one
// device, or against the computer), the board's size, colours and cell shape, the computer's
// skill and, solo, how many moves over par the limit allows. A game is a FloodGame: the rules'
// state with undo, redo, the clock and the move limit, driven by moves in their text form (the
// colour's number from 1, as the number keys pick it).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/flood/FloodComputer.hpp"
#include "game/flood/FloodState.hpp"
#include "game/mode/GameMode.hpp"

namespace tileflow {

enum class FloodKind : std::uint8_t { Solo, TwoPlayers, Computer };

// "solo", "two players", "computer": the names the settings and the records use.
const char* floodKindName(FloodKind kind);
// The kind of that name; false (and `kind` unchanged) for any other text.
bool floodKindNamed(std::string_view name, FloodKind& kind);
inline constexpr int FloodKindCount = 3;

struct FloodSetup {
  FloodKind kind = FloodKind::Solo;
  int size = 12;  // cells a side
  int colours = 6;
  Shape shape = Shape::Square;
  FloodSkill skill = FloodSkill::Medium;
  int extraMoves = 5;  // solo: moves the limit allows over par
  bool operator==(const FloodSetup&) const = default;
};

// "3" for colour 2 (colours are numbered from 1 for players), and back; nothing when the text is
// not a colour of a board with `colours` colours.
std::string floodMoveText(int colour);
std::optional<int> parseFloodMove(std::string_view text, int colours);

class FloodGame : public ModeGame {
 public:
  // Solo games take the par (the solver's count, proven optimal or not) and the move limit.
  FloodGame(ColourBoard board, FloodKind kind, int par = 0, bool parProven = false, int limit = 0,
            FloodSkill skill = FloodSkill::Medium);

  bool play(std::string_view move) override;
  std::optional<std::string> undo() override;
  std::optional<std::string> redo() override;
  void advance(double seconds) override;
  ModeStatus status() const override;
  std::optional<ModeResult> result() const override;

  // Picks a colour for the player to move; false (nothing changes) when it is not allowed or
  // the game is over.
  bool pick(int colour);
  // Why the player to move may not pick `colour`, in English words ("your own colour",
  // shown through tr); empty when they may.
  std::string whyNot(int colour) const;

  const FloodState& state() const { return states_[at_]; }
  const FloodState& start() const { return states_.front(); }
  FloodKind kind() const { return kind_; }
  FloodSkill skill() const { return skill_; }
  int par() const { return par_; }
  bool parProven() const { return parProven_; }
  int limit() const { return limit_; }
  // Solo: the solver's moves for the start board, whose count is the par (empty when the game
  // was made with a par but without them).
  const std::vector<int>& best() const { return best_; }
  void setBest(std::vector<int> moves) { best_ = std::move(moves); }
  // Solo: moves left before the limit.
  int movesLeft() const { return limit_ - state().moves(); }
  bool over() const;
  bool computerToMove() const { return kind_ == FloodKind::Computer && !over() && state().turn() == 1; }
  bool canUndo() const { return at_ > 0; }
  bool canRedo() const { return at_ + 1 < states_.size(); }
  // The colours played to reach the state shown, both players', in order (for saving a game).
  std::vector<int> played() const { return {colours_.begin(), colours_.begin() + static_cast<std::ptrdiff_t>(at_)}; }
  int seconds() const { return static_cast<int>(seconds_); }
  int hints() const { return hints_; }
  void noteHint() { ++hints_; }
  // The name of a player as the status line says it ("Player 1", "You", "The computer").
  std::string playerName(int player) const;

 private:
  std::vector<FloodState> states_;  // states_[i] after i moves; later ones are redo
  std::vector<int> colours_;        // colours_[i] led from states_[i] to states_[i + 1]
  std::size_t at_ = 0;
  FloodKind kind_;
  FloodSkill skill_;
  int par_;
  bool parProven_;
  int limit_;
  std::vector<int> best_;
  double seconds_ = 0;
  int hints_ = 0;
};

class FloodMode : public GameMode {
 public:
  static constexpr const char* Id = "flood";
  static constexpr const char* Name = "Flood";
  static constexpr int MinSide = 2;
  static constexpr int MaxSide = 30;
  static constexpr int MinColours = 3;
  static constexpr int MaxColours = 8;
  static constexpr int MaxExtraMoves = 15;

  std::string id() const override { return Id; }
  std::string name() const override { return Name; }
  ModeOptions options() const override;
  std::unique_ptr<ModeGame> newGame(const ModeOptions& chosen, std::uint64_t seed, std::stop_token stop = {},
                                    Progress* progress = nullptr) const override;

  // The choices as a setup and back.
  static FloodSetup setup(const ModeOptions& chosen);
  static ModeOptions options(const FloodSetup& setup);
  // The board for a setup and seed; for two players, boards whose corners start in one region
  // are passed over for the next seed's, so both players have a corner of their own.
  static ColourBoard board(const FloodSetup& setup, std::uint64_t seed);
  // A new game: solo games are solved first for their par (nothing if `stop` ends that).
  static std::unique_ptr<FloodGame> start(const FloodSetup& setup, std::uint64_t seed, std::stop_token stop = {},
                                          Progress* progress = nullptr);
  // A solo game of a given board (an imported one), solved for its par; the limit is `moveLimit`
  // when above 0, otherwise par plus `extraMoves`. Nothing if `stop` ends the solving.
  static std::unique_ptr<FloodGame> startSolo(ColourBoard board, int moveLimit, int extraMoves,
                                              std::stop_token stop = {});
};

}  // namespace tileflow
