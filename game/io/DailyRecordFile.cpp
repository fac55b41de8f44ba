#include "game/io/DailyRecordFile.hpp"

#include <yaml-cpp/yaml.h>

#include <climits>

#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

namespace {

constexpr int DailyRecordFormat = 1;
// Three games a day for a century, and room to spare.
constexpr std::size_t MaxSolves = 120000;

CalendarDate readDate(const YamlNode& node, std::string_view what) {
  const std::string& text = expectScalar(node, what);
  const auto date = parseDate(text);
  if (!date) failAt(node, std::string(what) + " " + shown(text) + " is not a date written YYYY-MM-DD");
  return *date;
}

DailyRecord readRecord(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, "daily record", {"format", "last_seen", "solves"});
  const YamlNode* format = f.find("format");
  if (format == nullptr || !format->isScalar() || format->value != std::to_string(DailyRecordFormat))
    failAt(format ? *format : root, "unknown daily record format");
  std::optional<CalendarDate> lastSeen;
  if (const YamlNode* seen = f.find("last_seen"); seen != nullptr && !isNull(*seen))
    lastSeen = readDate(*seen, "last_seen");
  std::vector<DailySolve> solves;
  if (const YamlNode* list = f.find("solves"); list != nullptr && !isNull(*list)) {
    expectSequence(*list, "solves");
    if (list->items.size() > MaxSolves) failAt(*list, "more than " + std::to_string(MaxSolves) + " solves");
    for (const YamlNode& n : list->items) {
      const YamlFields e(n, "daily solve", {"date", "game", "seconds", "hinted", "counts"});
      DailySolve s;
      s.date = readDate(e.require("date"), "date");
      const YamlNode& gameNode = e.require("game");
      const auto game = dailyGameNamed(expectScalar(gameNode, "game"));
      if (!game) failAt(gameNode, "unknown game " + shown(gameNode.value) + " (tiles, flood or lines)");
      s.game = *game;
      s.seconds = static_cast<int>(readInt(e.require("seconds"), "seconds", 0, INT_MAX));
      if (const YamlNode* hinted = e.find("hinted")) s.hinted = readBool(*hinted, "hinted");
      if (const YamlNode* counts = e.find("counts")) s.counts = readBool(*counts, "counts");
      solves.push_back(s);
    }
  }
  return DailyRecord::restored(lastSeen, std::move(solves));
}

}  // namespace

std::string writeDailyRecord(const DailyRecord& record) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << DailyRecordFormat;
  if (record.lastSeen()) out << YAML::Key << "last_seen" << YAML::Value << dateText(*record.lastSeen());
  out << YAML::Key << "solves" << YAML::Value << YAML::BeginSeq;
  for (const DailySolve& s : record.solves()) {
    out << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "date" << YAML::Value << dateText(s.date);
    out << YAML::Key << "game" << YAML::Value << std::string(dailyGameName(s.game));
    out << YAML::Key << "seconds" << YAML::Value << s.seconds;
    out << YAML::Key << "hinted" << YAML::Value << s.hinted;
    out << YAML::Key << "counts" << YAML::Value << s.counts;
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

Loaded<DailyRecord> parseDailyRecord(std::string_view text, const std::string& fileName) {
  Loaded<YamlNode> doc = readYaml(text, fileName);
  if (!ok(doc)) return std::get<LoadError>(doc);
  try {
    return readRecord(std::get<YamlNode>(doc));
  } catch (const LoadFailure& e) {
    return LoadError{fileName, e.line(), e.column(), e.what()};
  }
}

}  // namespace tileflow
