#include "game/store/SavedDailyRecord.hpp"

namespace tileflow {

void SavedDailyRecord::see(CalendarDate today) {
  const auto before = record_.lastSeen();
  record_.see(today);
  if (record_.lastSeen() != before) store_.save(record_);
}

DailySolve SavedDailyRecord::solved(CalendarDate date, DailyGame game, int seconds, bool hinted, CalendarDate today) {
  const std::size_t before = record_.solves().size();
  const DailySolve s = record_.solved(date, game, seconds, hinted, today);
  if (record_.solves().size() != before) store_.save(record_);
  return s;
}

}  // namespace tileflow
