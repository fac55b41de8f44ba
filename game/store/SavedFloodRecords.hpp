// SavedFloodRecords: the Flood player's best results (flood-records.yaml beside the settings),
// kept in memory and saved atomically after every finished game, like the campaign progress. A
// damaged file is moved aside and records start afresh, with a notice.
#pragma once

#include <filesystem>
#include <string>

#include "game/flood/FloodMode.hpp"
#include "game/io/FloodRecordsFile.hpp"
#include "game/store/StoredFile.hpp"

namespace tileflow {

struct FloodRecordsFormat {
  using Value = FloodRecords;
  static constexpr const char* what = trLater("Flood records");
  static constexpr const char* instead = trLater("starting afresh, {1}");
  static Loaded<FloodRecords> parse(std::string_view text, const std::string& fileName) {
    return parseFloodRecords(text, fileName);
  }
  static std::string write(const FloodRecords& records) { return writeFloodRecords(records); }
};

// The record a setup's games count towards: "solo 12x12 c6", "computer hard 15x15 c6 hex",
// "two players 10x10 c4".
std::string floodRecordKey(const FloodSetup& setup);

class SavedFloodRecords {
 public:
  // Reads the file at once; an empty path keeps the records in memory only.
  explicit SavedFloodRecords(std::filesystem::path file) : store_(std::move(file)), records_(store_.load()) {}

  const FloodRecords& get() const { return records_; }
  // The record for a setup (all zero when none was played).
  FloodRecord of(const FloodSetup& setup) const;
  // Counts a finished game and saves. Solo: `won` when flooded within the limit, `best` the
  // moves; against a player: `best` the cells the first player held.
  void record(const FloodSetup& setup, bool won, int best, int seconds);

  const std::filesystem::path& file() const { return store_.file(); }
  const std::string& notice() const { return store_.notice(); }

 private:
  StoredFile<FloodRecordsFormat> store_;
  FloodRecords records_;
};

}  // namespace tileflow
