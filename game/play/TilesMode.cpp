// TilesMode: generated levels played through a PlaySession, behind the GameMode seam.
#include "game/play/TilesMode.hpp"

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Translate.hpp"

#include <utility>

namespace tileflow {

std::string statusLine(const Status& status, const Rules& rules) {
  if (status.solved) return tr("Solved!");
  if (status.looseEnds > 0)
    return formatText(trn("{1} loose end", "{1} loose ends", status.looseEnds), formatNumber(status.looseEnds));
  if (rules.connected && status.networks > 1)
    return formatText(trn("{1} network: join them", "{1} networks: join them", status.networks),
                      formatNumber(status.networks));
  if (rules.acyclic && status.cycles > 0) return tr("Break the loops");
  return {};
}

TilesGame::TilesGame(Level level, PlaySession::Recorder record) : session_(std::move(level), std::move(record)) {}

bool TilesGame::play(std::string_view text) {
  const std::optional<Move> move = Move::parse(text);
  if (!move) return false;
  if (move->kind == Move::Kind::Lock) return session_.toggleLock(move->cell).has_value();
  return session_.rotate(move->cell, move->turns).has_value();
}

std::optional<std::string> TilesGame::undo() {
  if (auto move = session_.undo()) return move->text();
  return std::nullopt;
}

std::optional<std::string> TilesGame::redo() {
  if (auto move = session_.redo()) return move->text();
  return std::nullopt;
}

ModeStatus TilesGame::status() const {
  const Puzzle& puzzle = session_.puzzle();
  const Status status = puzzle.status();
  std::string line = statusLine(status, puzzle.rules());
  // A Link level says what is left per landmark kind, as the play screen does.
  if (!status.solved && puzzle.board().hasLandmarks()) {
    link_.update(puzzle.board(), puzzle.networks());
    if (!link_.text().empty()) line = link_.text();
  }
  return ModeStatus{line, puzzle.moves(), session_.won()};
}

std::optional<ModeResult> TilesGame::result() const {
  const auto& r = session_.result();
  if (!r) return std::nullopt;
  return ModeResult{true, -1, r->moves, r->seconds, r->hints};
}

ModeOptions TilesMode::options() const {
  ModeOption land{"land", trLater("Land"), 0, 0, 0, {"all"}};
  for (const Environment& env : catalog_.environments()) land.names.push_back(env.id);
  land.max = static_cast<int>(land.names.size()) - 1;
  const GenerateOptions defaults;
  return {
      ModeOption{"width", trLater("Width"), MinSide, MaxSide, defaults.width, {}},
      ModeOption{"height", trLater("Height"), MinSide, MaxSide, defaults.height, {}},
      std::move(land),
      ModeOption{"blank", trLater("Blank puzzle"), 0, 1, defaults.blank ? 1 : 0, {}},
      ModeOption{"wrap", trLater("Wrap edges"), 0, 1, defaults.wrap ? 1 : 0, {}},
  };
}

GenerateOptions TilesMode::generateOptions(const ModeOptions& chosen, std::uint64_t seed) const {
  // Missing or out-of-range choices fall back to (or are clamped into) what options() offers,
  // so a damaged settings section or a hostile offer still makes a level.
  ModeOptions o = options();
  for (const ModeOption& c : chosen) {
    if (!c.names.empty() && c.value >= 0 && c.value < static_cast<int>(c.names.size()))
      setOptionName(o, c.id, c.names[static_cast<std::size_t>(c.value)]);
    else
      setOption(o, c.id, c.value);
  }
  GenerateOptions g;
  g.width = optionValue(o, "width", g.width);
  g.height = optionValue(o, "height", g.height);
  g.environment = optionName(o, "land");
  g.blank = optionValue(o, "blank", 0) != 0;
  g.wrap = optionValue(o, "wrap", 0) != 0;
  g.seed = seed;
  return g;
}

std::unique_ptr<ModeGame> TilesMode::newGame(const ModeOptions& chosen, std::uint64_t seed, std::stop_token stop,
                                             Progress* progress) const {
  std::optional<Level> level = generate(catalog_, generateOptions(chosen, seed), stop, progress);
  if (!level) return nullptr;
  return std::make_unique<TilesGame>(std::move(*level));
}

}  // namespace tileflow
