// FloodGameFile: the Flood game left part-way, written and read back.
#include "game/io/FloodGameFile.hpp"

#include <yaml-cpp/yaml.h>

#include <climits>

#include "game/flood/FloodComputer.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

namespace {

constexpr int FloodGameFormat = 1;

FloodGameLeft readGame(const YamlNode& node) {
  const YamlFields f(node, "Flood game",
                     {"kind", "size", "colours", "shape", "skill", "extra_moves", "seed", "moves", "seconds", "hints"});
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
  if (const YamlNode* s = f.find("seconds")) g.seconds = static_cast<int>(readInt(*s, "seconds", 0, INT_MAX));
  if (const YamlNode* h = f.find("hints")) g.hints = static_cast<int>(readInt(*h, "hints", 0, INT_MAX));
  return g;
}

SavedFloodGameFile readFile(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, "Flood game file", {"format", "game"});
  const YamlNode* format = f.find("format");
  if (format == nullptr || !format->isScalar() || format->value != std::to_string(FloodGameFormat))
    failAt(format ? *format : root, "unknown Flood game format");
  SavedFloodGameFile file;
  if (const YamlNode* game = f.find("game")) file.game = readGame(*game);
  return file;
}

}  // namespace

std::string writeFloodGame(const SavedFloodGameFile& file) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << FloodGameFormat;
  if (file.game) {
    const FloodGameLeft& g = *file.game;
    out << YAML::Key << "game" << YAML::Value << YAML::BeginMap;
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
    out << YAML::Key << "seconds" << YAML::Value << g.seconds;
    out << YAML::Key << "hints" << YAML::Value << g.hints;
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

Loaded<SavedFloodGameFile> parseFloodGame(std::string_view text, const std::string& fileName) {
  Loaded<YamlNode> doc = readYaml(text, fileName);
  if (!ok(doc)) return std::get<LoadError>(doc);
  try {
    return readFile(std::get<YamlNode>(doc));
  } catch (const LoadFailure& e) {
    return LoadError{fileName, e.line(), e.column(), e.what()};
  }
}

}  // namespace tileflow
