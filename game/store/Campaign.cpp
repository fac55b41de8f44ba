// Campaign: pack files, progress and the way from one level to the next.
#include "game/store/Campaign.hpp"

#include <cctype>

#include "engine/core/Translate.hpp"
#include "game/io/DataDir.hpp"
#include "game/io/LevelFile.hpp"

namespace tileflow {

namespace {

// Built-in packs are named NN-name.yaml; other files in levels/ (recipes, examples) are not packs.
bool isPackFile(const std::filesystem::path& path) {
  const std::string name = path.filename().string();
  return path.extension() == ".yaml" && name.size() > 3 && std::isdigit(static_cast<unsigned char>(name[0])) &&
         std::isdigit(static_cast<unsigned char>(name[1])) && name[2] == '-';
}

}  // namespace

Campaign::Campaign(std::vector<Pack> packs, std::shared_ptr<SavedProgress> progress)
    : packs_(std::move(packs)), progress_(std::move(progress)) {}

Campaign::Campaign(std::vector<Pack> packs, const std::filesystem::path& progressFile)
    : Campaign(std::move(packs), std::make_shared<SavedProgress>(progressFile)) {}

std::vector<Pack> Campaign::loadPacks(const Catalog& catalog, std::string& problems) {
  std::vector<Pack> packs;
  for (const auto& file : yamlFilesIn(findDataDir() / "levels")) {
    if (!isPackFile(file)) continue;
    auto loaded = loadLevels(file, catalog);
    if (!ok(loaded)) {
      problems += (problems.empty() ? "" : "; ") + std::get<LoadError>(loaded).text();
      continue;
    }
    packs.push_back(std::get<Pack>(std::move(loaded)));
  }
  return packs;
}

std::shared_ptr<Campaign> Campaign::open(const Catalog& catalog, std::shared_ptr<SavedProgress> progress) {
  std::string problems;
  std::vector<Pack> packs = loadPacks(catalog, problems);
  return open(std::move(packs), problems, std::move(progress));
}

std::shared_ptr<Campaign> Campaign::open(std::vector<Pack> packs, const std::string& problems,
                                         std::shared_ptr<SavedProgress> progress) {
  auto campaign = std::make_shared<Campaign>(std::move(packs), std::move(progress));
  campaign->loadProblems_ =
      problems.empty() ? "" : formatText(tr("Some level packs could not be loaded: {1}"), problems);
  return campaign;
}

std::optional<LevelRef> Campaign::find(const std::string& id) const {
  for (std::size_t p = 0; p < packs_.size(); ++p)
    for (std::size_t l = 0; l < packs_[p].levels.size(); ++l)
      if (packs_[p].levels[l].id == id) return LevelRef{p, l};
  return std::nullopt;
}

std::optional<LevelRef> Campaign::continueAt() const {
  const auto last = find(progress().lastLevel);
  if (!last) return std::nullopt;
  if (!progress().solved(level(*last).id)) return last;
  // From the last level on, the first unsolved level in an open pack.
  for (std::size_t p = last->pack; p < packs_.size() && unlocked(p); ++p) {
    for (std::size_t l = p == last->pack ? last->level : 0; l < packs_[p].levels.size(); ++l) {
      if (!progress().solved(packs_[p].levels[l].id)) return LevelRef{p, l};
    }
  }
  // Everything after it is solved: the first unsolved level anywhere open, or the last one.
  for (std::size_t p = 0; p < packs_.size() && unlocked(p); ++p)
    for (std::size_t l = 0; l < packs_[p].levels.size(); ++l)
      if (!progress().solved(packs_[p].levels[l].id)) return LevelRef{p, l};
  return last;
}

std::optional<LevelRef> Campaign::next(LevelRef at) const {
  if (at.pack >= packs_.size()) return std::nullopt;
  if (at.level + 1 < packs_[at.pack].levels.size()) return LevelRef{at.pack, at.level + 1};
  if (at.pack + 1 < packs_.size() && unlocked(at.pack + 1) && !packs_[at.pack + 1].levels.empty()) {
    return LevelRef{at.pack + 1, 0};
  }
  return std::nullopt;
}

void Campaign::opened(LevelRef at) { progress_->opened(level(at).id); }

void Campaign::setProgress(PlayerProgress progress) { progress_->replace(std::move(progress)); }

void Campaign::showSampleProgress() {
  PlayerProgress sample;
  for (std::size_t p = 0; p < packs_.size() && p < 2; ++p) {
    const std::size_t solved = p == 0 ? packs_[p].levels.size() * 4 / 5 : 7;
    for (std::size_t l = 0; l < solved && l < packs_[p].levels.size(); ++l) {
      sample.levels[packs_[p].levels[l].id] = LevelProgress{10, 30, static_cast<int>(1 + (l * 7 + p) % 3)};
    }
    if (p == 1 && solved < packs_[p].levels.size()) sample.lastLevel = packs_[p].levels[solved].id;
  }
  setProgress(std::move(sample));
}

std::string Campaign::notice() const {
  if (!progress_->notice().empty()) return progress_->notice();
  return loadProblems_;
}

}  // namespace tileflow
