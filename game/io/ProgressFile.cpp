// ProgressFile: stars, unlocking and the progress.yaml format.
#include "game/io/ProgressFile.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <climits>

#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

namespace {

constexpr int ProgressFormat = 1;
// A hundred years of play: a bound the sum can never pass in practice, nor overflow.
constexpr long long MaxPlaySeconds = 100LL * 366 * 24 * 3600;

// A missing figure takes its default; one that is there must be a whole number.
int figure(const YamlFields& f, std::string_view key, int fallback) {
  const YamlNode* n = f.find(key);
  return n ? static_cast<int>(readInt(*n, key, INT_MIN, INT_MAX)) : fallback;
}

PlayerProgress readProgress(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, "progress", {"format", "last_level", "levels", "play_seconds", "generated"});
  const YamlNode* format = f.find("format");
  if (format == nullptr || !format->isScalar() || format->value != std::to_string(ProgressFormat)) {
    failAt(format ? *format : root, "unknown progress format");
  }
  PlayerProgress progress;
  if (const YamlNode* last = f.find("last_level")) {
    if (!last->isScalar()) failAt(*last, "'last_level' should be a level id");
    progress.lastLevel = readString(*last, "last_level", 255);
  }
  if (const YamlNode* levels = f.find("levels")) {
    if (!levels->isMap()) failAt(*levels, "'levels' should be a map of level ids");
    for (std::size_t i = 0; i < levels->mapSize(); ++i) {
      const YamlNode& id = levels->key(i);
      if (!id.isScalar() || !levels->mapValue(i).isMap())
        failAt(id, "'levels' entries must be id: {moves, seconds, stars}");
      const YamlFields e(levels->mapValue(i), "level progress", {"moves", "seconds", "stars"});
      LevelProgress p;
      p.bestMoves = std::max(0, figure(e, "moves", 0));
      if (e.find("seconds")) p.bestSeconds = std::max(0, figure(e, "seconds", 0));
      p.stars = std::clamp(figure(e, "stars", 1), 1, TopStars);
      progress.levels[readString(id, "level id", 255)] = p;
    }
  }
  if (const YamlNode* time = f.find("play_seconds"))
    progress.playSeconds =
        std::clamp<long long>(readInt(*time, "play_seconds", LLONG_MIN, LLONG_MAX), 0, MaxPlaySeconds);
  if (const YamlNode* generated = f.find("generated")) {
    if (!generated->isMap()) failAt(*generated, "'generated' should be a map of board sizes");
    for (std::size_t i = 0; i < generated->mapSize(); ++i) {
      const YamlNode& size = generated->key(i);
      if (!size.isScalar() || !generated->mapValue(i).isMap())
        failAt(size, "'generated' entries must be size: {solved, moves, seconds}");
      const YamlFields e(generated->mapValue(i), "board size progress", {"solved", "moves", "seconds"});
      SizeProgress p;
      p.solved = std::max(0, figure(e, "solved", 0));
      p.bestMoves = std::max(0, figure(e, "moves", 0));
      p.bestSeconds = std::max(0, figure(e, "seconds", 0));
      progress.generated[readString(size, "board size", 64)] = p;
    }
  }
  return progress;
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

int levelsToUnlockNext(int levels) { return (2 * levels + 2) / 3; }

int levelsToUnlockNext(const Pack& pack) { return levelsToUnlockNext(static_cast<int>(pack.levels.size())); }

bool packUnlocked(const std::vector<Pack>& packs, std::size_t index, const PlayerProgress& progress) {
  if (index == 0) return true;
  if (index >= packs.size()) return false;
  const Pack& previous = packs[index - 1];
  // The first pack of a new series (the first Link pack after the Tiles packs) is open: a new
  // kind of puzzle starts from its own easy levels.
  if (isLinkPack(packs[index]) != isLinkPack(previous)) return true;
  return progress.solvedIn(previous) >= levelsToUnlockNext(previous);
}

bool recordWin(PlayerProgress& progress, const Level& level, int moves, int seconds, int hints) {
  return recordWin(progress, level.id, moves, seconds, starsFor(level, moves, seconds, hints));
}

std::string linesProgressId(const std::string& levelId) { return "lines:" + levelId; }
bool isLinesProgressId(const std::string& id) { return id.starts_with("lines:"); }

bool recordPlayTime(PlayerProgress& progress, int seconds) {
  const long long before = progress.playSeconds;
  progress.playSeconds = std::min(MaxPlaySeconds, progress.playSeconds + std::max(0, seconds));
  return progress.playSeconds != before;
}

bool recordWin(PlayerProgress& progress, const std::string& id, int moves, int seconds, int stars) {
  auto [it, inserted] = progress.levels.try_emplace(id, LevelProgress{moves, seconds, stars});
  if (inserted) return true;
  LevelProgress& p = it->second;
  const LevelProgress before = p;
  p.bestMoves = std::min(p.bestMoves, moves);
  p.bestSeconds = p.bestSeconds ? std::min(*p.bestSeconds, seconds) : seconds;
  p.stars = std::max(p.stars, stars);
  return !(p == before);
}

std::string sizeKey(const Level& level) {
  std::string key = std::to_string(level.board.width()) + "x" + std::to_string(level.board.height());
  if (level.board.topology().shape() == Shape::Hex) key += " hex";
  return key;
}

bool recordPlay(PlayerProgress& progress, const Level& level, int moves, int seconds) {
  bool changed = recordPlayTime(progress, seconds);
  if (level.id.empty() && level.seed) {
    SizeProgress& size = progress.generated[sizeKey(level)];
    // The first win sets the bests; later ones keep the lower of each.
    size.bestMoves = size.solved == 0 ? moves : std::min(size.bestMoves, moves);
    size.bestSeconds = size.solved == 0 ? seconds : std::min(size.bestSeconds, seconds);
    ++size.solved;
    changed = true;
  }
  return changed;
}

std::string writeProgress(const PlayerProgress& progress) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << ProgressFormat;
  out << YAML::Key << "last_level" << YAML::Value << YAML::DoubleQuoted << progress.lastLevel;
  out << YAML::Key << "levels" << YAML::Value << YAML::BeginMap;
  for (const auto& [id, p] : progress.levels) {
    out << YAML::Key << YAML::DoubleQuoted << id << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "moves" << YAML::Value << p.bestMoves;
    if (p.bestSeconds) out << YAML::Key << "seconds" << YAML::Value << *p.bestSeconds;
    out << YAML::Key << "stars" << YAML::Value << p.stars;
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  // Written only when there is something to say, so a file with neither reads as before.
  if (progress.playSeconds > 0) out << YAML::Key << "play_seconds" << YAML::Value << progress.playSeconds;
  if (!progress.generated.empty()) {
    out << YAML::Key << "generated" << YAML::Value << YAML::BeginMap;
    for (const auto& [size, p] : progress.generated) {
      out << YAML::Key << YAML::DoubleQuoted << size << YAML::Value << YAML::Flow << YAML::BeginMap;
      out << YAML::Key << "solved" << YAML::Value << p.solved;
      out << YAML::Key << "moves" << YAML::Value << p.bestMoves;
      out << YAML::Key << "seconds" << YAML::Value << p.bestSeconds;
      out << YAML::EndMap;
    }
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

Loaded<PlayerProgress> parseProgress(std::string_view text, const std::string& fileName) {
  Loaded<YamlNode> doc = readYaml(text, fileName);
  if (!ok(doc)) return std::get<LoadError>(doc);
  try {
    return readProgress(std::get<YamlNode>(doc));
  } catch (const LoadFailure& e) {
    return LoadError{fileName, e.line(), e.column(), e.what()};
  }
}

}  // namespace tileflow
