// LinesGameFile: the Lines game left part-way, written and read back.
#include "game/io/LinesGameFile.hpp"

#include <yaml-cpp/yaml.h>

#include <climits>

#include "game/io/LeftGameFile.hpp"
#include "game/io/LinesShareCode.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/io/ShareCode.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

namespace {

constexpr int LinesGameFormat = 1;

LinesGameLeft readLinesGameLeft(const YamlNode& node) {
  const YamlFields f(node, "Lines game", leftGameFields({"level", "moves"}));
  LinesGameLeft g;
  const YamlNode& level = f.require("level");
  g.code = readString(level, "level", MaxShareCodeLength);
  const Loaded<LinesLevel> decoded = decodeLinesShareCode(g.code);
  if (const auto* e = std::get_if<LoadError>(&decoded)) failAt(level, "the level's code does not hold: " + e->message);
  const LinesLevel& lines = std::get<LinesLevel>(decoded);
  LinesGame game(lines.board, lines.solution);
  if (const YamlNode* moves = f.find("moves")) {
    const YamlNode& list = expectSequence(*moves, "moves");
    if (list.items.size() > MaxLinesGameMoves)
      failAt(list, "more than " + std::to_string(MaxLinesGameMoves) + " moves");
    for (const YamlNode& m : list.items) {
      g.moves.push_back(readString(m, "a move", 64 * 1024));
      if (!game.play(g.moves.back())) failAt(m, "the move " + shown(g.moves.back()) + " cannot be played there");
    }
  }
  readSecondsAndHints(f, g.seconds, g.hints);
  return g;
}

SavedLinesGameFile readLinesGameFile(const YamlNode& root) {
  SavedLinesGameFile file;
  file.game = readLeftGame<LinesGameLeft>(root, "Lines game", "lines-game", LinesGameFormat, readLinesGameLeft);
  return file;
}

}  // namespace

LinesGameLeft linesGameLeft(const LinesLevel& level, const LinesGame& game) {
  LinesGameLeft left;
  left.code = encodeLinesShareCode(level);
  left.moves = game.played();
  left.seconds = game.seconds();
  left.hints = game.hints();
  return left;
}

std::unique_ptr<LinesGame> resumeLinesGame(const LinesGameLeft& left) {
  const Loaded<LinesLevel> decoded = decodeLinesShareCode(left.code);
  if (!ok(decoded)) return nullptr;
  const LinesLevel& level = std::get<LinesLevel>(decoded);
  auto game = std::make_unique<LinesGame>(level.board, level.solution);
  for (const std::string& move : left.moves) {
    if (!game->play(move)) return nullptr;
  }
  game->restore(left.seconds, left.hints);
  return game;
}

std::string writeLinesGame(const SavedLinesGameFile& file) {
  const LinesGameLeft g = file.game.value_or(LinesGameLeft{});
  return writeLeftGame("lines-game", LinesGameFormat, file.game.has_value(), g.seconds, g.hints,
                       [&g](YAML::Emitter& out) {
                         out << YAML::Key << "level" << YAML::Value << YAML::DoubleQuoted << g.code;
                         out << YAML::Key << "moves" << YAML::Value << YAML::BeginSeq;
                         for (const std::string& m : g.moves) out << YAML::DoubleQuoted << m;
                         out << YAML::EndSeq;
                       });
}

Loaded<SavedLinesGameFile> parseLinesGame(std::string_view text, const std::string& fileName) {
  return readYamlAs<SavedLinesGameFile>(text, fileName, readLinesGameFile);
}

}  // namespace tileflow
