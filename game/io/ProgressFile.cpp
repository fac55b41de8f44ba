// ProgressFile: stars, unlocking and the progress.yaml format.
#include "game/io/ProgressFile.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace tileflow {

namespace {

constexpr int Format = 1;

// A missing figure takes its default; one that is there must be a whole number.
int figure(const YAML::Node& map, const char* key, int fallback) {
  const YAML::Node n = map[key];
  return n ? n.as<int>() : fallback;
}

}  // namespace

int PlayerProgress::stars(const std::string& levelId) const {
  const auto it = levels.find(levelId);
  return it == levels.end() ? 0 : it->second.stars;
}

int PlayerProgress::solvedIn(const Pack& pack) const {
  int n = 0;
  for (const Level& level : pack.levels) n += solved(level.id) ? 1 : 0;
  return n;
}

int PlayerProgress::starsIn(const Pack& pack) const {
  int n = 0;
  for (const Level& level : pack.levels) n += stars(level.id);
  return n;
}

int levelsToUnlockNext(const Pack& pack) {
  const int count = static_cast<int>(pack.levels.size());
  return (2 * count + 2) / 3;
}

bool packUnlocked(const std::vector<Pack>& packs, std::size_t index, const PlayerProgress& progress) {
  if (index == 0) return true;
  if (index >= packs.size()) return false;
  const Pack& previous = packs[index - 1];
  return progress.solvedIn(previous) >= levelsToUnlockNext(previous);
}

int starsFor(const Level& level, int moves, int seconds) {
  const bool movesOk = !level.parMoves || moves <= *level.parMoves;
  const bool timeOk = !level.parSeconds || seconds <= *level.parSeconds;
  return movesOk ? (timeOk ? 3 : 2) : 1;
}

bool recordWin(PlayerProgress& progress, const Level& level, int moves, int seconds) {
  const int stars = starsFor(level, moves, seconds);
  auto [it, inserted] = progress.levels.try_emplace(level.id, LevelProgress{moves, seconds, stars});
  if (inserted) return true;
  LevelProgress& p = it->second;
  const LevelProgress before = p;
  p.bestMoves = std::min(p.bestMoves, moves);
  p.bestSeconds = std::min(p.bestSeconds, seconds);
  p.stars = std::max(p.stars, stars);
  return !(p == before);
}

std::string writeProgress(const PlayerProgress& progress) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << Format;
  out << YAML::Key << "last_level" << YAML::Value << YAML::DoubleQuoted << progress.lastLevel;
  out << YAML::Key << "levels" << YAML::Value << YAML::BeginMap;
  for (const auto& [id, p] : progress.levels) {
    out << YAML::Key << YAML::DoubleQuoted << id << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "moves" << YAML::Value << p.bestMoves;
    out << YAML::Key << "seconds" << YAML::Value << p.bestSeconds;
    out << YAML::Key << "stars" << YAML::Value << p.stars;
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

std::variant<PlayerProgress, std::string> parseProgress(std::string_view text) {
  PlayerProgress progress;
  try {
    const YAML::Node root = YAML::Load(std::string(text));
    if (!root.IsMap()) return std::string("the file is not a YAML map");
    if (const YAML::Node f = root["format"]; !f || !f.IsScalar() || f.as<int>() != Format) {
      return std::string("unknown progress format");
    }
    if (const YAML::Node last = root["last_level"]) {
      if (!last.IsScalar()) return std::string("'last_level' should be a level id");
      progress.lastLevel = last.as<std::string>();
    }
    if (const YAML::Node levels = root["levels"]) {
      if (!levels.IsMap()) return std::string("'levels' should be a map of level ids");
      for (const auto& entry : levels) {
        if (!entry.first.IsScalar() || !entry.second.IsMap())
          return std::string("'levels' entries must be id: {moves, seconds, stars}");
        LevelProgress p;
        p.bestMoves = std::max(0, figure(entry.second, "moves", 0));
        p.bestSeconds = std::max(0, figure(entry.second, "seconds", 0));
        p.stars = std::clamp(figure(entry.second, "stars", 1), 1, 3);
        progress.levels[entry.first.as<std::string>()] = p;
      }
    }
  } catch (const std::exception& e) {
    return std::string("broken YAML: ") + e.what();
  }
  return progress;
}

}  // namespace tileflow
