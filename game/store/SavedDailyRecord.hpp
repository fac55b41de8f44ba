// SavedDailyRecord: the player's daily puzzles (daily.yaml beside the settings), kept in memory and
// saved atomically whenever the clock shows a later day or a puzzle is solved. A damaged file is
// moved aside and the record starts afresh, with a notice.
#pragma once

#include <filesystem>
#include <string>

#include "game/daily/DailyRecord.hpp"
#include "game/io/DailyRecordFile.hpp"
#include "game/store/StoredFile.hpp"

namespace tileflow {

struct DailyRecordFormat {
  using Value = DailyRecord;
  static constexpr const char* what = trLater("Daily puzzle record");
  static constexpr const char* instead = trLater("starting afresh, {1}");
  static Loaded<DailyRecord> parse(std::string_view text, const std::string& fileName) {
    return parseDailyRecord(text, fileName);
  }
  static std::string write(const DailyRecord& record) { return writeDailyRecord(record); }
};

class SavedDailyRecord {
 public:
  // Reads the file at once; an empty path keeps the record in memory only.
  explicit SavedDailyRecord(std::filesystem::path file) : store_(std::move(file)), record_(store_.load()) {}

  const DailyRecord& get() const { return record_; }
  // The clock shows `today`; saved when that is a day later than any seen before.
  void see(CalendarDate today);
  // Records a solve made when the clock showed `today` and saves; returns it as recorded.
  DailySolve solved(CalendarDate date, DailyGame game, int seconds, bool hinted, CalendarDate today);

  const std::filesystem::path& file() const { return store_.file(); }
  const std::string& notice() const { return store_.notice(); }

 private:
  StoredFile<DailyRecordFormat> store_;
  DailyRecord record_;
};

}  // namespace tileflow
