// SavedUnfinished: the levels left part-way (unfinished.yaml beside the progress), kept in memory
// and saved after every change, so a level opened again resumes where it was left. Shared by
// every play screen through the Tiles context.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "game/io/UnfinishedFile.hpp"
#include "game/store/StoredFile.hpp"

namespace tileflow {

struct UnfinishedFormat {
  using Value = UnfinishedPlays;
  static constexpr const char* what = trLater("Unfinished levels");
  static constexpr const char* instead = trLater("levels start afresh, {1}");
  static Loaded<UnfinishedPlays> parse(std::string_view text, const std::string& fileName) {
    return parseUnfinished(text, fileName);
  }
  static std::string write(const UnfinishedPlays& all) { return writeUnfinished(all); }
};

class SavedUnfinished {
 public:
  // Reads the file at once; an empty path keeps everything in memory only (screenshots, tests).
  explicit SavedUnfinished(std::filesystem::path file);

  const UnfinishedPlays& get() const { return all_; }
  const UnfinishedPlay* find(std::string_view key) const { return findUnfinished(all_, key); }
  // Keeps `play` as the newest (saved unless it is already kept as it is).
  void keep(UnfinishedPlay play);
  // Forgets the level (saved when it was there).
  void drop(std::string_view key);

  // Loading or saving problems for the player, or empty.
  const std::string& notice() const { return store_.notice(); }
  // False when the last save failed.
  bool saved() const { return saved_; }

 private:
  StoredFile<UnfinishedFormat> store_;
  UnfinishedPlays all_;
  bool saved_ = true;
};

}  // namespace tileflow
