#include "game/screens/lines/LinesContext.hpp"

#include <variant>

#include "game/io/DataDir.hpp"
#include "game/io/LinesFile.hpp"
#include "game/io/ProgressFile.hpp"

namespace tileflow {

void LinesContext::load() const {
  if (loaded_) return;
  loaded_ = true;
  const std::filesystem::path folder = packsFolder.empty() ? findDataDir() / "levels" / "lines" : packsFolder;
  for (const auto& file : yamlFilesIn(folder)) {
    auto loaded = loadLinesFile(file);
    if (auto* pack = std::get_if<LinesPack>(&loaded)) {
      if (!pack->levels.empty()) packs_.push_back(std::move(*pack));
    } else {
      problems_ += (problems_.empty() ? "" : "; ") + std::get<LoadError>(loaded).text();
    }
  }
}

const std::vector<LinesPack>& LinesContext::packs() const {
  load();
  return packs_;
}

const std::string& LinesContext::problems() const {
  load();
  return problems_;
}

void LinesContext::setPacks(std::vector<LinesPack> packs) {
  loaded_ = true;
  packs_ = std::move(packs);
  problems_.clear();
}

int LinesContext::stars(const LinesLevel& level) const {
  return level.id.empty() ? 0 : progress->get().stars(linesProgressId(level.id));
}

int LinesContext::solvedIn(const LinesPack& pack) const {
  int n = 0;
  for (const LinesLevel& level : pack.levels) n += stars(level) > 0 ? 1 : 0;
  return n;
}

bool LinesContext::unlocked(std::size_t pack) const {
  if (pack == 0) return true;
  const auto& all = packs();
  if (pack >= all.size()) return false;
  const LinesPack& before = all[pack - 1];
  return solvedIn(before) >= levelsToUnlockNext(static_cast<int>(before.levels.size()));
}

std::optional<LinesLevelRef> LinesContext::next(LinesLevelRef at) const {
  const auto& all = packs();
  if (at.pack >= all.size()) return std::nullopt;
  if (at.level + 1 < all[at.pack].levels.size()) return LinesLevelRef{at.pack, at.level + 1};
  if (at.pack + 1 < all.size() && unlocked(at.pack + 1)) return LinesLevelRef{at.pack + 1, 0};
  return std::nullopt;
}

}  // namespace tileflow
