#include "game/lines/LinesMode.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/core/Translate.hpp"
#include "game/generate/Outline.hpp"
#include "game/generate/WallPattern.hpp"
#include "game/play/Stars.hpp"

namespace tileflow {

namespace {

// The largest side made for generator options: the shape's, or less (linesLargestPromptSide).
int largestSideFor(const LinesGenerateOptions& g) {
  const int most = g.shape == Shape::Hex ? LinesMode::MaxHexSide : LinesMode::MaxSide;
  return std::min(most, linesLargestPromptSide(g).value_or(most));
}

template <std::size_t N>
std::vector<std::string> linesOptionNames(const std::array<const char*, N>& names) {
  return {names.begin(), names.end()};
}

}  // namespace

LinesGame::LinesGame(LinesBoard board, std::vector<std::vector<int>> solution)
    : board_(std::make_unique<const LinesBoard>(std::move(board))), solution_(std::move(solution)) {
  positions_.emplace_back(*board_);
}

bool LinesGame::apply(const LinesMove& move) {
  if (solved()) return false;
  LinesPosition next = position();
  if (!next.apply(move) || next == position()) return false;
  positions_.erase(positions_.begin() + static_cast<std::ptrdiff_t>(at_) + 1, positions_.end());
  moves_.resize(at_);
  positions_.push_back(std::move(next));
  moves_.push_back(linesMoveText(move, board_->width()));
  ++at_;
  return true;
}

bool LinesGame::play(std::string_view move) {
  const auto parsed = parseLinesMove(move, board_->width(), board_->height());
  return parsed && apply(*parsed);
}

std::optional<LinesMove> LinesGame::hint() const {
  if (solved()) return std::nullopt;
  for (std::size_t colour = 0; colour < solution_.size(); ++colour) {
    const std::vector<int>& want = solution_[colour];
    if (want.empty()) continue;
    const std::vector<int>& have = position().line(static_cast<int>(colour));
    const bool same = have == want || std::equal(have.begin(), have.end(), want.rbegin(), want.rend());
    if (!same) return LinesMove{LinesMove::Kind::Draw, static_cast<int>(colour), want, 0};
  }
  return std::nullopt;
}

bool LinesGame::playHint() {
  const auto move = hint();
  if (!move || !apply(*move)) return false;
  ++hints_;
  return true;
}

std::optional<std::string> LinesGame::undo() {
  // A solved board is a result: taking back its last move would undo the win.
  if (!canUndo()) return std::nullopt;
  --at_;
  return moves_[at_];
}

std::optional<std::string> LinesGame::redo() {
  if (!canRedo()) return std::nullopt;
  ++at_;
  return moves_[at_ - 1];
}

void LinesGame::advance(double seconds) {
  if (!solved() && seconds > 0) seconds_ += seconds;
}

std::string linesStatusLine(const LinesPosition& position) {
  if (position.solved()) return tr("Solved!");
  const int filled = position.coverable() == 0 ? 100 : position.covered() * 100 / position.coverable();
  const int pairs = position.pairs();
  // TRANSLATORS: the Lines status line: {1} pairs joined of {2} on the board, {3} the share of
  // the board filled, in per cent. The plural follows {2}. ("% f" is no printf format here.)
  // xgettext:no-c-format
  const char* line = trn("{1} of {2} pair joined · {3}% filled", "{1} of {2} pairs joined · {3}% filled", pairs);
  return formatText(line, position.joinedCount(), pairs, filled);
}

int linesStars(const ModeResult& result, int pairs) {
  if (!result.solved) return 0;
  const auto slots = starSlots(pairs, std::nullopt, result.moves, result.seconds, result.hints);
  return static_cast<int>(std::count_if(slots.begin(), slots.end(), [](const StarSlot& s) { return s.earned; }));
}

ModeStatus LinesGame::status() const { return {linesStatusLine(position()), static_cast<int>(at_), solved()}; }

std::optional<ModeResult> LinesGame::result() const {
  if (!solved()) return std::nullopt;
  ModeResult r;
  r.solved = true;
  r.moves = static_cast<int>(at_);
  r.seconds = seconds();
  r.hints = hints_;
  return r;
}

ModeOptions LinesMode::options() const { return options(LinesGenerateOptions{}); }

ModeOptions LinesMode::options(const LinesGenerateOptions& g) {
  ModeOptions o;
  o.push_back({"width", trLater("Width"), MinSide, MaxSide, g.width, {}});
  o.push_back({"height", trLater("Height"), MinSide, MaxSide, g.height, {}});
  o.push_back({"hex", trLater("Hex cells"), 0, 1, g.shape == Shape::Hex ? 1 : 0, {}});
  o.push_back({"wrap", trLater("Warps"), 0, 1, g.wrap ? 1 : 0, {}});
  o.push_back({"bridges", trLater("Bridges"), 0, MaxBridges, g.bridges, {}});
  o.push_back({"portals", trLater("Portals"), 0, MaxPortals, g.portals, {}});
  o.push_back({"walls", trLater("Walls"), 0, static_cast<int>(WallPatternNames.size()) - 1, static_cast<int>(g.walls),
               linesOptionNames(WallPatternNames)});
  o.push_back({"outline", trLater("Outline"), 0, static_cast<int>(OutlineNames.size()) - 1, static_cast<int>(g.outline),
               linesOptionNames(OutlineNames)});
  o.push_back({"algorithm", trLater("Lines drawn by"), 0, static_cast<int>(LineAlgorithmNames.size()) - 1,
               static_cast<int>(g.algorithm), linesOptionNames(LineAlgorithmNames)});
  return o;
}

int LinesMode::largestSide(const ModeOptions& chosen) { return largestSideFor(generateOptions(chosen, 1)); }

LinesGenerateOptions LinesMode::generateOptions(const ModeOptions& chosen, std::uint64_t seed) {
  const LinesGenerateOptions d;
  LinesGenerateOptions g;
  g.shape = optionValue(chosen, "hex", 0) != 0 ? Shape::Hex : Shape::Square;
  const int most = g.shape == Shape::Hex ? MaxHexSide : MaxSide;
  g.width = std::clamp(optionValue(chosen, "width", d.width), MinSide, most);
  g.height = std::clamp(optionValue(chosen, "height", d.height), MinSide, most);
  g.wrap = optionValue(chosen, "wrap", 0) != 0;
  g.bridges = std::clamp(optionValue(chosen, "bridges", d.bridges), 0, MaxBridges);
  g.portals = std::clamp(optionValue(chosen, "portals", d.portals), 0, MaxPortals);
  g.walls = static_cast<WallPattern>(std::clamp(optionValue(chosen, "walls", static_cast<int>(d.walls)), 0,
                                                static_cast<int>(WallPatternNames.size()) - 1));
  g.outline = static_cast<Outline>(std::clamp(optionValue(chosen, "outline", static_cast<int>(d.outline)), 0,
                                              static_cast<int>(OutlineNames.size()) - 1));
  g.algorithm = static_cast<LineAlgorithm>(std::clamp(optionValue(chosen, "algorithm", static_cast<int>(d.algorithm)),
                                                      0, static_cast<int>(LineAlgorithmNames.size()) - 1));
  g.seed = seed;
  // Sides past what the generator makes promptly with these choices come down to it.
  const int side = largestSideFor(g);
  g.width = std::min(g.width, side);
  g.height = std::min(g.height, side);
  // A wrapping hex board needs an even height.
  if (g.wrap && g.shape == Shape::Hex && g.height % 2 != 0) g.height += g.height < side ? 1 : -1;
  return g;
}

std::unique_ptr<LinesGame> LinesMode::start(const LinesGenerateOptions& options, std::stop_token stop,
                                            Progress* progress) {
  std::optional<LinesGenerated> made = generateLines(options, stop, progress);
  if (stop.stop_requested()) return nullptr;
  if (!made)
    throw std::runtime_error("no Lines level could be made with these choices; try another size or fewer extras");
  return std::make_unique<LinesGame>(std::move(made->board), std::move(made->solution));
}

std::unique_ptr<ModeGame> LinesMode::newGame(const ModeOptions& chosen, std::uint64_t seed, std::stop_token stop,
                                             Progress* progress) const {
  return start(generateOptions(chosen, seed), stop, progress);
}

}  // namespace tileflow
