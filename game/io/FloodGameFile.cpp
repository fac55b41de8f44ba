// FloodGameFile: the Flood game left part-way, written and read back.
#include "game/io/FloodGameFile.hpp"

#include <yaml-cpp/yaml.h>

#include <climits>

#include "game/flood/FloodComputer.hpp"
#include "game/io/FloodFile.hpp"
#include "game/io/LeftGameFile.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

namespace {

constexpr int FloodGameFormat = 1;

FloodGameLeft readGame(const YamlNode& node) {
  const YamlFields f(
      node, "Flood game",
      leftGameFields({"kind", "size", "colours", "shape", "skill", "extra_moves", "seed", "moves", "board"}));
  FloodGameLeft g;
  const YamlNode& kind = f.require("kind");
  const std::string kindName = readString(kind, "kind", 40);
  if (!floodKindNamed(kindName, g.setup.kind)) failAt(kind, "unknown kind of Flood game '" + shown(kindName) + "'");
  g.setup.size = static_cast<int>(readInt(f.require("size"), "size", FloodMode::MinSide, FloodMode::MaxSide));
  g.setup.colours =
      static_cast<int>(readInt(f.require("colours"), "colours", FloodMode::MinColours, FloodMode::MaxColours));
  const YamlNode& shape = f.require("shape");
  const std::string shapeName = readString(shape, "shape", 20);
  if (shapeName != "square" && shapeName != "hex") failAt(shape, "shape should be square or hex");
  g.setup.shape = shapeName == "hex" ? Shape::Hex : Shape::Square;
  if (const YamlNode* skill = f.find("skill")) {
    if (!skillNamed(readString(*skill, "skill", 20), g.setup.skill))
      failAt(*skill, "skill should be easy, medium or hard");
  }
  if (const YamlNode* extra = f.find("extra_moves"))
    g.setup.extraMoves = static_cast<int>(readInt(*extra, "extra_moves", 0, FloodMode::MaxExtraMoves));
  g.seed = readUnsigned(f.require("seed"), "seed");
  if (const YamlNode* moves = f.find("moves")) {
    const YamlNode& list = expectSequence(*moves, "moves");
    if (list.items.size() > MaxFloodGameMoves)
      failAt(list, "more than " + std::to_string(MaxFloodGameMoves) + " moves");
    for (const YamlNode& m : list.items)
      g.moves.push_back(static_cast<int>(readInt(m, "a move's colour", 1, g.setup.colours)) - 1);
  }
  if (const YamlNode* board = f.find("board")) {
    g.board = readString(*board, "board", MaxFloodBoardIdLength);
    const auto given = floodPuzzleFromId(g.board);
    if (const auto* error = std::get_if<LoadError>(&given))
      failAt(*board, "board is not a Flood game ID: " + error->message);
    const FloodPuzzle& puzzle = std::get<FloodPuzzle>(given);
    for (int m : g.moves)
      if (m >= puzzle.board.colours()) failAt(*board, "a move's colour is not on the board");
  }
  readSecondsAndHints(f, g.seconds, g.hints);
  return g;
}

SavedFloodGameFile readFile(const YamlNode& root) {
  SavedFloodGameFile file;
  file.game = readLeftGame<FloodGameLeft>(root, "Flood game", "format", FloodGameFormat, readGame);
  return file;
}

}  // namespace

std::string writeFloodGame(const SavedFloodGameFile& file) {
  const FloodGameLeft g = file.game.value_or(FloodGameLeft{});
  return writeLeftGame("format", FloodGameFormat, file.game.has_value(), g.seconds, g.hints, [&g](YAML::Emitter& out) {
    out << YAML::Key << "kind" << YAML::Value << YAML::DoubleQuoted << floodKindName(g.setup.kind);
    out << YAML::Key << "size" << YAML::Value << g.setup.size;
    out << YAML::Key << "colours" << YAML::Value << g.setup.colours;
    out << YAML::Key << "shape" << YAML::Value << (g.setup.shape == Shape::Hex ? "hex" : "square");
    out << YAML::Key << "skill" << YAML::Value << skillName(g.setup.skill);
    out << YAML::Key << "extra_moves" << YAML::Value << g.setup.extraMoves;
    out << YAML::Key << "seed" << YAML::Value << g.seed;
    // Colours as the player numbers them (from 1), one line.
    out << YAML::Key << "moves" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (int m : g.moves) out << m + 1;
    out << YAML::EndSeq;
    if (!g.board.empty()) out << YAML::Key << "board" << YAML::Value << YAML::DoubleQuoted << g.board;
  });
}

Loaded<SavedFloodGameFile> parseFloodGame(std::string_view text, const std::string& fileName) {
  return readYamlAs<SavedFloodGameFile>(text, fileName, readFile);
}

}  // namespace tileflow
