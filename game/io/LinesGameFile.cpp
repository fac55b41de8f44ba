// LinesGameFile: the Lines game left part-way, written and read back.
#include "game/io/LinesGameFile.hpp"

#include <yaml-cpp/yaml.h>

#include <climits>

#include "game/io/LinesShareCode.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/io/ShareCode.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

namespace {

constexpr int LinesGameFormat = 1;

LinesGameLeft readLinesGameLeft(const YamlNode& node) {
  const YamlFields f(node, "Lines game", {"level", "moves", "seconds", "hints"});
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
  if (const YamlNode* s = f.find("seconds")) g.seconds = static_cast<int>(readInt(*s, "seconds", 0, INT_MAX));
  if (const YamlNode* h = f.find("hints")) g.hints = static_cast<int>(readInt(*h, "hints", 0, INT_MAX));
  return g;
}

SavedLinesGameFile readLinesGameFile(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, "Lines game file", {"lines-game", "game"});
  const YamlNode* format = f.find("lines-game");
  if (format == nullptr || !format->isScalar() || format->value != std::to_string(LinesGameFormat))
    failAt(format ? *format : root, "unknown Lines game format");
  SavedLinesGameFile file;
  if (const YamlNode* game = f.find("game")) file.game = readLinesGameLeft(*game);
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
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "lines-game" << YAML::Value << LinesGameFormat;
  if (file.game) {
    const LinesGameLeft& g = *file.game;
    out << YAML::Key << "game" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "level" << YAML::Value << YAML::DoubleQuoted << g.code;
    out << YAML::Key << "moves" << YAML::Value << YAML::BeginSeq;
    for (const std::string& m : g.moves) out << YAML::DoubleQuoted << m;
    out << YAML::EndSeq;
    out << YAML::Key << "seconds" << YAML::Value << g.seconds;
    out << YAML::Key << "hints" << YAML::Value << g.hints;
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

Loaded<SavedLinesGameFile> parseLinesGame(std::string_view text, const std::string& fileName) {
  return readYamlAs<SavedLinesGameFile>(text, fileName, readLinesGameFile);
}

}  // namespace tileflow
