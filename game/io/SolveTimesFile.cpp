#include "game/io/SolveTimesFile.hpp"

#include <yaml-cpp/yaml.h>

#include <climits>

#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

namespace {

constexpr int SolveTimesFormat = 1;
// Every game at every size it offers, and room to spare.
constexpr std::size_t MaxSizes = 20000;
constexpr std::size_t MaxKeyLength = 40;

SolveTimes readTimes(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, "records", {"format", "sizes"});
  const YamlNode* format = f.find("format");
  if (format == nullptr || !format->isScalar() || format->value != std::to_string(SolveTimesFormat))
    failAt(format ? *format : root, "unknown records format");
  std::map<std::string, SizeRecord> records;
  if (const YamlNode* list = f.find("sizes"); list != nullptr && !isNull(*list)) {
    expectSequence(*list, "sizes");
    if (list->items.size() > MaxSizes) failAt(*list, "more than " + std::to_string(MaxSizes) + " sizes");
    for (const YamlNode& n : list->items) {
      const YamlFields e(
          n, "size's record",
          {"key", "solves", "best_seconds", "best_moves", "best_average_5", "best_average_12", "recent"});
      const YamlNode& keyNode = e.require("key");
      const std::string key = readString(keyNode, "key", MaxKeyLength);
      if (key.empty()) failAt(keyNode, "key is empty");
      if (records.count(key) != 0) failAt(keyNode, "the size " + shown(key) + " is recorded twice");
      SizeRecord r;
      r.solves = static_cast<int>(readInt(e.require("solves"), "solves", 0, INT_MAX));
      const auto optional = [&e](const char* name) -> std::optional<int> {
        if (const YamlNode* v = e.find(name); v != nullptr && !isNull(*v))
          return static_cast<int>(readInt(*v, name, 0, INT_MAX));
        return std::nullopt;
      };
      r.bestSeconds = optional("best_seconds");
      r.bestMoves = optional("best_moves");
      r.bestAverage5 = optional("best_average_5");
      r.bestAverage12 = optional("best_average_12");
      if (const YamlNode* recent = e.find("recent"); recent != nullptr && !isNull(*recent)) {
        expectSequence(*recent, "recent");
        if (recent->items.size() > KeptTimes)
          failAt(*recent, "more than " + std::to_string(KeptTimes) + " recent times");
        for (const YamlNode& t : recent->items) r.recent.push_back(static_cast<int>(readInt(t, "a time", 0, INT_MAX)));
      }
      if (static_cast<std::size_t>(r.solves) < r.recent.size()) failAt(keyNode, "fewer solves than recent times");
      records.emplace(key, std::move(r));
    }
  }
  return SolveTimes::restored(std::move(records));
}

}  // namespace

std::string writeSolveTimes(const SolveTimes& times) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << SolveTimesFormat;
  out << YAML::Key << "sizes" << YAML::Value << YAML::BeginSeq;
  for (const auto& [key, r] : times.all()) {
    out << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "key" << YAML::Value << YAML::DoubleQuoted << key;
    out << YAML::Key << "solves" << YAML::Value << r.solves;
    const auto optional = [&out](const char* name, const std::optional<int>& v) {
      if (v) out << YAML::Key << name << YAML::Value << *v;
    };
    optional("best_seconds", r.bestSeconds);
    optional("best_moves", r.bestMoves);
    optional("best_average_5", r.bestAverage5);
    optional("best_average_12", r.bestAverage12);
    out << YAML::Key << "recent" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (int t : r.recent) out << t;
    out << YAML::EndSeq;
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

Loaded<SolveTimes> parseSolveTimes(std::string_view text, const std::string& fileName) {
  return readYamlAs<SolveTimes>(text, fileName, readTimes);
}

}  // namespace tileflow
