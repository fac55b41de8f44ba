// MyLinesStore: loads and saves the player's own Lines puzzles.
#include "game/store/MyLinesStore.hpp"

#include <system_error>
#include <utility>

#include "engine/core/AtomicFile.hpp"
#include "engine/core/Translate.hpp"
#include "game/io/LinesFile.hpp"

namespace tileflow {

std::shared_ptr<MyLinesStore> MyLinesStore::in(const std::filesystem::path& prefDir) {
  return std::make_shared<MyLinesStore>(prefDir.empty() ? prefDir : prefDir / "my-lines.yaml");
}

const LinesPack& MyLinesStore::load() {
  if (loaded_) return pack_;
  loaded_ = true;
  pack_ = LinesPack{"my-lines", "My levels", {}};
  std::error_code ec;
  if (file_.empty() || !std::filesystem::exists(file_, ec)) return pack_;
  auto loaded = loadLinesFile(file_);
  if (ok(loaded)) {
    pack_.levels = std::move(std::get<LinesPack>(loaded).levels);
  } else {
    notice_ = formatText(tr("My levels could not be read: {1}"), std::get<LoadError>(loaded).text());
  }
  return pack_;
}

LevelShelf<LinesLevel> MyLinesStore::shelf() const {
  return LevelShelf<LinesLevel>("mine-", maxLevels_,
                                "My levels is full (it holds " + std::to_string(maxLevels_) +
                                    " puzzles): delete some in My levels (Lines) to make room");
}

std::string MyLinesStore::save(LinesPack next) {
  if (!file_.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(file_.parent_path(), ec);
    if (std::string e = writeFileAtomically(file_, writeLinesFile(next)); !e.empty()) return e;
  }
  pack_ = std::move(next);
  notice_.clear();
  return {};
}

std::string MyLinesStore::add(LinesLevel level) {
  load();
  LinesPack next = pack_;
  if (std::string e = shelf().put(next.levels, std::move(level)); !e.empty()) return e;
  return save(std::move(next));
}

ShelfAdded MyLinesStore::addNew(std::vector<LinesLevel> levels) {
  load();
  LinesPack next = pack_;
  ShelfAdded result =
      shelf().addNew(next.levels, std::move(levels),
                     [](const LinesLevel& mine, const LinesLevel& level) { return mine.board == level.board; });
  if (result.error.empty() && result.added > 0) {
    if (std::string e = save(std::move(next)); !e.empty()) return ShelfAdded{0, 0, std::move(e)};
  }
  return result;
}

std::string MyLinesStore::remove(const std::string& id) {
  load();
  LinesPack next = pack_;
  if (!LevelShelf<LinesLevel>::remove(next.levels, id)) return {};
  return save(std::move(next));
}

const LinesLevel* MyLinesStore::sameBoardAs(const LinesLevel& level) {
  for (const LinesLevel& mine : load().levels)
    if (mine.board == level.board) return &mine;
  return nullptr;
}

}  // namespace tileflow
