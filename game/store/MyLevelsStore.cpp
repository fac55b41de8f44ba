// MyLevelsStore: loads and saves the "My levels" pack.
#include "game/store/MyLevelsStore.hpp"

#include <algorithm>
#include <string>
#include <system_error>

#include "engine/core/AtomicFile.hpp"
#include "engine/core/Translate.hpp"
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
    notice_ = formatText(tr("My levels could not be read: {1}"), std::get<LoadError>(loaded).text());
  }
  return pack_;
}

LevelShelf<Level> MyLevelsStore::shelf() const {
  return LevelShelf<Level>("my-", maxLevels_,
                           "My levels is full (it holds " + std::to_string(maxLevels_) +
                               " levels): make room in My levels (turn on Edit, pick a level, Delete)");
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
  if (std::string e = shelf().put(next.levels, std::move(level)); !e.empty()) return e;
  return save(std::move(next));
}

std::string MyLevelsStore::remove(const std::string& id, const Catalog& catalog) {
  load(catalog);
  Pack next = pack_;
  if (!LevelShelf<Level>::remove(next.levels, id)) return {};
  return save(std::move(next));
}

MyLevelsStore::Imported MyLevelsStore::addNew(std::vector<Level> levels, const Catalog& catalog) {
  load(catalog);
  Pack next = pack_;
  Imported result = shelf().addNew(next.levels, std::move(levels),
                                   [](const Level& mine, const Level& level) { return samePuzzle(mine, level); });
  if (result.error.empty() && result.added > 0) {
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
