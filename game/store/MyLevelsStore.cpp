// MyLevelsStore: loads and saves the "My levels" pack.
#include "game/store/MyLevelsStore.hpp"

#include <algorithm>
#include <string>
#include <system_error>

#include "engine/core/AtomicFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/store/SamePuzzle.hpp"

namespace tileflow {

std::shared_ptr<MyLevelsStore> MyLevelsStore::in(const std::filesystem::path& prefDir) {
  return std::make_shared<MyLevelsStore>(prefDir.empty() ? prefDir : prefDir / "my-levels.yaml");
}

const Pack& MyLevelsStore::load(const Catalog& catalog) {
  if (loaded_) return pack_;
  loaded_ = true;
  pack_ = Pack{"my-levels", "My levels", {}};
  std::error_code ec;
  if (file_.empty() || !std::filesystem::exists(file_, ec)) return pack_;
  auto loaded = loadLevels(file_, catalog);
  if (ok(loaded)) {
    pack_.levels = std::move(std::get<Pack>(loaded).levels);
  } else {
    notice_ = "My levels could not be read: " + std::get<LoadError>(loaded).text();
  }
  return pack_;
}

std::string MyLevelsStore::freshId(const Pack& pack) {
  // Ids must be unique inside a pack; number them in the order they arrive.
  int n = static_cast<int>(pack.levels.size()) + 1;
  auto taken = [&](const std::string& id) {
    for (const Level& l : pack.levels)
      if (l.id == id) return true;
    return false;
  };
  while (taken("my-" + std::to_string(n))) ++n;
  return "my-" + std::to_string(n);
}

std::string MyLevelsStore::save(Pack next) {
  if (!file_.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(file_.parent_path(), ec);
    if (std::string e = writeFileAtomically(file_, writePack(next)); !e.empty()) return e;
  }
  pack_ = std::move(next);
  return {};
}

std::string MyLevelsStore::add(Level level, const Catalog& catalog) {
  load(catalog);
  Pack next = pack_;
  if (level.id.empty()) level.id = freshId(next);
  bool replaced = false;
  for (Level& l : next.levels) {
    if (l.id == level.id) {
      l = level;
      replaced = true;
    }
  }
  if (!replaced) {
    if (next.levels.size() >= maxLevels_) return full();
    next.levels.push_back(std::move(level));
  }
  return save(std::move(next));
}

std::string MyLevelsStore::full() const {
  return "My levels is full (it holds " + std::to_string(maxLevels_) +
         " levels): make room in My levels (turn on Edit, pick a level, Delete)";
}

std::string MyLevelsStore::remove(const std::string& id, const Catalog& catalog) {
  load(catalog);
  Pack next = pack_;
  const auto gone = std::remove_if(next.levels.begin(), next.levels.end(), [&](const Level& l) { return l.id == id; });
  if (gone == next.levels.end()) return {};
  next.levels.erase(gone, next.levels.end());
  return save(std::move(next));
}

MyLevelsStore::Imported MyLevelsStore::addNew(std::vector<Level> levels, const Catalog& catalog) {
  load(catalog);
  Imported result;
  Pack next = pack_;
  for (Level& level : levels) {
    const bool known =
        std::any_of(next.levels.begin(), next.levels.end(), [&](const Level& mine) { return samePuzzle(mine, level); });
    if (known) {
      ++result.alreadyThere;
      continue;
    }
    // The whole batch or none of it: the player sees what did not fit and keeps its source.
    if (next.levels.size() >= maxLevels_) return Imported{0, 0, full()};
    // A fresh id, so an import never replaces a level already there.
    level.id = freshId(next);
    next.levels.push_back(std::move(level));
    ++result.added;
  }
  if (result.added > 0) {
    if (std::string e = save(std::move(next)); !e.empty()) return Imported{0, 0, std::move(e)};
  }
  return result;
}

const Level* MyLevelsStore::samePuzzleAs(const Level& level, const Catalog& catalog) {
  for (const Level& mine : load(catalog).levels)
    if (samePuzzle(mine, level)) return &mine;
  return nullptr;
}

}  // namespace tileflow
