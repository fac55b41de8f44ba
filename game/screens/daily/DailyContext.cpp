#include "game/screens/daily/DailyContext.hpp"

#include <ctime>

namespace tileflow {

CalendarDate localToday() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  if (localtime_r(&now, &local) == nullptr) return CalendarDate{};
  return CalendarDate{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

CalendarDate DailyContext::refresh() {
  const CalendarDate day = today();
  record->see(day);
  maker.start(tiles.catalog, day);
  maker.poll();
  return day;
}

}  // namespace tileflow
