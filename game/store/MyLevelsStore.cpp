// MyLevelsStore: loads and saves the "My levels" pack.
#include "game/store/MyLevelsStore.hpp"

#include <system_error>

#include "engine/core/AtomicFile.hpp"
#include "game/io/LevelFile.hpp"

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

std::string MyLevelsStore::add(Level level, const Catalog& catalog) {
  load(catalog);
  Pack next = pack_;
  if (level.id.empty()) {
    // Ids must be unique inside a pack; number them in the order they arrive.
    int n = static_cast<int>(next.levels.size()) + 1;
    auto taken = [&](const std::string& id) {
      for (const Level& l : next.levels)
        if (l.id == id) return true;
      return false;
    };
    while (taken("my-" + std::to_string(n))) ++n;
    level.id = "my-" + std::to_string(n);
  }
  bool replaced = false;
  for (Level& l : next.levels) {
    if (l.id == level.id) {
      l = level;
      replaced = true;
    }
  }
  if (!replaced) next.levels.push_back(std::move(level));
  if (!file_.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(file_.parent_path(), ec);
    if (std::string e = writeFileAtomically(file_, writePack(next)); !e.empty()) return e;
  }
  pack_ = std::move(next);
  return {};
}

}  // namespace tileflow
