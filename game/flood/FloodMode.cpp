#include "game/flood/FloodMode.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "engine/core/Translate.hpp"
#include "game/flood/FloodSolver.hpp"

namespace tileflow {

namespace {

std::vector<std::string> kindNames() {
  std::vector<std::string> names;
  for (int k = 0; k < FloodKindCount; ++k) names.emplace_back(floodKindName(static_cast<FloodKind>(k)));
  return names;
}

std::vector<std::string> skillNames() {
  std::vector<std::string> names;
  for (int k = 0; k < FloodSkillCount; ++k) names.emplace_back(skillName(static_cast<FloodSkill>(k)));
  return names;
}

}  // namespace

const char* floodKindName(FloodKind kind) {
  switch (kind) {
    case FloodKind::Solo:
      return "solo";
    case FloodKind::TwoPlayers:
      return "two players";
    case FloodKind::Computer:
      return "computer";
  }
  return "solo";
}

bool floodKindNamed(std::string_view name, FloodKind& kind) {
  for (FloodKind k : {FloodKind::Solo, FloodKind::TwoPlayers, FloodKind::Computer}) {
    if (name == floodKindName(k)) {
      kind = k;
      return true;
    }
  }
  return false;
}

std::string floodMoveText(int colour) { return std::to_string(colour + 1); }

std::optional<int> parseFloodMove(std::string_view text, int colours) {
  int number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc() || end != text.data() + text.size() || number < 1 || number > colours) return std::nullopt;
  return number - 1;
}

FloodGame::FloodGame(ColourBoard board, FloodKind kind, int par, bool parProven, int limit, FloodSkill skill)
    : kind_(kind), skill_(skill), par_(par), parProven_(parProven), limit_(limit) {
  states_.emplace_back(std::move(board), kind == FloodKind::Solo ? 1 : 2);
}

bool FloodGame::over() const {
  if (state().over()) return true;
  return kind_ == FloodKind::Solo && state().moves() >= limit_;
}

bool FloodGame::pick(int colour) {
  if (over() || !state().allowed(colour)) return false;
  FloodState next = state();
  next.play(colour);
  states_.resize(at_ + 1);
  colours_.resize(at_);
  states_.push_back(std::move(next));
  colours_.push_back(colour);
  ++at_;
  return true;
}

std::string FloodGame::whyNot(int colour) const {
  if (kind_ == FloodKind::Solo && !state().over() && over()) return trLater("no moves left");
  return forbiddenReason(state().forbidden(colour));
}

bool FloodGame::play(std::string_view move) {
  const auto colour = parseFloodMove(move, state().board().colours());
  return colour && pick(*colour);
}

std::optional<std::string> FloodGame::undo() {
  // An ended game is a result: taking back its last move would undo a win or escape a loss.
  if (at_ == 0 || over()) return std::nullopt;
  --at_;
  return floodMoveText(colours_[at_]);
}

std::optional<std::string> FloodGame::redo() {
  if (at_ + 1 >= states_.size() || over()) return std::nullopt;
  ++at_;
  return floodMoveText(colours_[at_ - 1]);
}

void FloodGame::advance(double seconds) {
  if (!over() && seconds > 0) seconds_ += seconds;
}

std::string FloodGame::playerName(int player) const {
  switch (kind_) {
    case FloodKind::Solo:
      return tr("You");
    case FloodKind::TwoPlayers:
      return formatText(tr("Player {1}"), player + 1);
    case FloodKind::Computer:
      return player == 0 ? tr("You") : tr("The computer");
  }
  return "";
}

ModeStatus FloodGame::status() const {
  ModeStatus s;
  const FloodState& st = state();
  s.moves = st.moves();
  s.over = over();
  if (kind_ == FloodKind::Solo) {
    if (st.over()) {
      const int diff = st.moves() - par_;
      s.line =
          diff < 0 ? formatText(
                         trn("Flooded in {1} move, {2} under par!", "Flooded in {1} moves, {2} under par!", st.moves()),
                         st.moves(), -diff)
          : diff == 0
              ? formatText(trn("Flooded in {1} move, on par!", "Flooded in {1} moves, on par!", st.moves()), st.moves())
              : formatText(trn("Flooded in {1} move", "Flooded in {1} moves", st.moves()), st.moves());
    } else if (s.over) {
      s.line =
          formatText(trn("Out of moves: {1} cell left", "Out of moves: {1} cells left", st.unowned()), st.unowned());
    } else {
      s.line = formatText(tr("Move {1} of {2} · par {3}"), st.moves() + 1, limit_, par_);
    }
    return s;
  }
  // TRANSLATORS: a two-player score, cells owned by the first player and by the second.
  const std::string score = formatText(tr("{1} to {2}"), st.owned(0), st.owned(1));
  if (s.over) {
    const int leader = st.leader();
    if (leader == FloodState::Nobody) {
      s.line = formatText(trn("A tie, {1} cell each", "A tie, {1} cells each", st.owned(0)), st.owned(0));
    } else if (kind_ == FloodKind::Computer) {
      s.line = formatText(leader == 0 ? tr("You win, {1} to {2}") : tr("The computer wins, {1} to {2}"),
                          st.owned(leader), st.owned(1 - leader));
    } else {
      s.line = formatText(tr("{1} wins, {2} to {3}"), playerName(leader), st.owned(leader), st.owned(1 - leader));
    }
    return s;
  }
  if (kind_ == FloodKind::Computer) {
    s.line = formatText(st.turn() == 0 ? tr("Your move · {1}") : tr("The computer is thinking · {1}"), score);
  } else {
    s.line = formatText(tr("{1} to move · {2}"), playerName(st.turn()), score);
  }
  return s;
}

std::optional<ModeResult> FloodGame::result() const {
  if (!over()) return std::nullopt;
  ModeResult r;
  r.moves = state().moves();
  r.seconds = seconds();
  r.hints = hints_;
  if (kind_ == FloodKind::Solo) {
    r.solved = state().over();
  } else {
    r.winner = state().leader();
  }
  return r;
}

ModeOptions FloodMode::options() const { return options(FloodSetup{}); }

ModeOptions FloodMode::options(const FloodSetup& s) {
  ModeOptions o;
  o.push_back({"game", trLater("Game"), 0, 2, static_cast<int>(s.kind), kindNames()});
  o.push_back({"size", trLater("Size"), MinSide, MaxSide, s.size, {}});
  o.push_back({"colours", trLater("Colours"), MinColours, MaxColours, s.colours, {}});
  o.push_back({"hex", trLater("Hex cells"), 0, 1, s.shape == Shape::Hex ? 1 : 0, {}});
  o.push_back({"opponent", trLater("Computer"), 0, FloodSkillCount - 1, static_cast<int>(s.skill), skillNames()});
  o.push_back({"extra", trLater("Moves over par"), 0, MaxExtraMoves, s.extraMoves, {}});
  return o;
}

FloodSetup FloodMode::setup(const ModeOptions& chosen) {
  const FloodSetup d;
  FloodSetup s;
  s.kind = static_cast<FloodKind>(std::clamp(optionValue(chosen, "game", static_cast<int>(d.kind)), 0, 2));
  s.size = std::clamp(optionValue(chosen, "size", d.size), MinSide, MaxSide);
  s.colours = std::clamp(optionValue(chosen, "colours", d.colours), MinColours, MaxColours);
  s.shape = optionValue(chosen, "hex", 0) != 0 ? Shape::Hex : Shape::Square;
  s.skill = static_cast<FloodSkill>(
      std::clamp(optionValue(chosen, "opponent", static_cast<int>(d.skill)), 0, FloodSkillCount - 1));
  s.extraMoves = std::clamp(optionValue(chosen, "extra", d.extraMoves), 0, MaxExtraMoves);
  return s;
}

ColourBoard FloodMode::board(const FloodSetup& setup, std::uint64_t seed) {
  if (setup.size < MinSide || setup.size > MaxSide || setup.colours < MinColours || setup.colours > MaxColours)
    throw std::invalid_argument("a Flood game is " + std::to_string(MinSide) + " to " + std::to_string(MaxSide) +
                                " cells a side with " + std::to_string(MinColours) + " to " +
                                std::to_string(MaxColours) + " colours");
  for (std::uint64_t attempt = 0;; ++attempt) {
    ColourBoard b = randomColourBoard(setup.size, setup.size, setup.colours, setup.shape, seed + attempt);
    if (setup.kind == FloodKind::Solo) return b;
    // The far corner must not be in the first player's region.
    const RegionGraph g = regionGraph(b);
    if (g.regionOf.front() != g.regionOf.back()) return b;
  }
}

std::unique_ptr<FloodGame> FloodMode::start(const FloodSetup& setup, std::uint64_t seed, std::stop_token stop,
                                            Progress* progress) {
  ColourBoard b = board(setup, seed);
  if (setup.kind != FloodKind::Solo)
    return std::make_unique<FloodGame>(std::move(b), setup.kind, 0, false, 0, setup.skill);
  if (progress != nullptr) progress->phase = 1;
  return startSolo(std::move(b), 0, setup.extraMoves, stop);
}

std::unique_ptr<FloodGame> FloodMode::startSolo(ColourBoard board, int moveLimit, int extraMoves,
                                                std::stop_token stop) {
  const FloodSolution solution = solveFlood(board, floodGameLimits(board), stop);
  if (stop.stop_requested()) return nullptr;
  const int par = static_cast<int>(solution.moves.size());
  auto game = std::make_unique<FloodGame>(std::move(board), FloodKind::Solo, par, solution.proven,
                                          moveLimit > 0 ? moveLimit : par + extraMoves);
  game->setBest(solution.moves);
  return game;
}

std::unique_ptr<ModeGame> FloodMode::newGame(const ModeOptions& chosen, std::uint64_t seed, std::stop_token stop,
                                             Progress* progress) const {
  return start(setup(chosen), seed, stop, progress);
}

}  // namespace tileflow
