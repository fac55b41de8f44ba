// SavedSolveTimes: the player's records per game and board size (records.yaml beside the
// settings), kept in memory and saved atomically after every solve. A damaged file is moved aside
// and the records start afresh, with a notice.
#pragma once

#include <filesystem>
#include <string>

#include "game/io/SolveTimesFile.hpp"
#include "game/store/StoredFile.hpp"

namespace tileflow {

struct SolveTimesFormat {
  using Value = SolveTimes;
  static constexpr const char* what = trLater("Records");
  static constexpr const char* instead = trLater("starting afresh, {1}");
  static Loaded<SolveTimes> parse(std::string_view text, const std::string& fileName) {
    return parseSolveTimes(text, fileName);
  }
  static std::string write(const SolveTimes& times) { return writeSolveTimes(times); }
};

class SavedSolveTimes {
 public:
  // Reads the file at once; an empty path keeps the records in memory only.
  explicit SavedSolveTimes(std::filesystem::path file) : store_(std::move(file)), times_(store_.load()) {}

  const SolveTimes& get() const { return times_; }
  // Records a solve and saves; returns what it beat.
  NewBests add(const std::string& key, int seconds, int moves) {
    const NewBests beat = times_.add(key, seconds, moves);
    store_.save(times_);
    return beat;
  }

  const std::filesystem::path& file() const { return store_.file(); }
  const std::string& notice() const { return store_.notice(); }

 private:
  StoredFile<SolveTimesFormat> store_;
  SolveTimes times_;
};

}  // namespace tileflow
