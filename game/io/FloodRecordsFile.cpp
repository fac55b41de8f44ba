#include "game/io/FloodRecordsFile.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <climits>

#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

namespace {

constexpr int FloodRecordsFormat = 1;
constexpr std::size_t MaxEntries = 10000;

FloodRecords readRecords(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, "Flood records", {"format", "games"});
  const YamlNode* format = f.find("format");
  if (format == nullptr || !format->isScalar() || format->value != std::to_string(FloodRecordsFormat))
    failAt(format ? *format : root, "unknown Flood records format");
  FloodRecords records;
  if (const YamlNode* games = f.find("games")) {
    if (!games->isMap()) failAt(*games, "'games' should be a map of kinds of game");
    if (games->mapSize() > MaxEntries) failAt(*games, "more than " + std::to_string(MaxEntries) + " kinds of game");
    for (std::size_t i = 0; i < games->mapSize(); ++i) {
      const YamlNode& key = games->key(i);
      if (!key.isScalar() || !games->mapValue(i).isMap())
        failAt(key, "'games' entries must be kind: {played, won, best, seconds}");
      const YamlFields e(games->mapValue(i), "Flood record", {"played", "won", "best", "seconds"});
      FloodRecord r;
      auto figure = [&e](std::string_view name, int& into) {
        if (const YamlNode* n = e.find(name)) into = static_cast<int>(readInt(*n, name, 0, INT_MAX));
      };
      figure("played", r.played);
      figure("won", r.won);
      figure("best", r.best);
      figure("seconds", r.bestSeconds);
      r.won = std::min(r.won, r.played);
      records.games[readString(key, "kind of game", 100)] = r;
    }
  }
  return records;
}

}  // namespace

bool recordFloodGame(FloodRecords& records, const std::string& key, bool solo, bool won, int best, int seconds) {
  FloodRecord& r = records.games[key];
  ++r.played;
  if (!won) return true;
  const bool first = r.won == 0;
  ++r.won;
  if (first || (solo ? best < r.best : best > r.best)) r.best = best;
  if (solo && (first || seconds < r.bestSeconds)) r.bestSeconds = seconds;
  return true;
}

std::string writeFloodRecords(const FloodRecords& records) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << FloodRecordsFormat;
  out << YAML::Key << "games" << YAML::Value << YAML::BeginMap;
  for (const auto& [key, r] : records.games) {
    out << YAML::Key << YAML::DoubleQuoted << key << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "played" << YAML::Value << r.played;
    out << YAML::Key << "won" << YAML::Value << r.won;
    if (r.won > 0) {
      out << YAML::Key << "best" << YAML::Value << r.best;
      if (r.bestSeconds > 0) out << YAML::Key << "seconds" << YAML::Value << r.bestSeconds;
    }
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

Loaded<FloodRecords> parseFloodRecords(std::string_view text, const std::string& fileName) {
  Loaded<YamlNode> doc = readYaml(text, fileName);
  if (!ok(doc)) return std::get<LoadError>(doc);
  try {
    return readRecords(std::get<YamlNode>(doc));
  } catch (const LoadFailure& e) {
    return LoadError{fileName, e.line(), e.column(), e.what()};
  }
}

}  // namespace tileflow
