// DailyRecord: solves kept in date order; streaks counted over the solves that count.
#include "game/daily/DailyRecord.hpp"

#include "engine/core/Translate.hpp"

#include <algorithm>
#include <cstdio>
#include <tuple>

namespace tileflow {

namespace {

bool before(const DailySolve& a, const DailySolve& b) { return std::tie(a.date, a.game) < std::tie(b.date, b.game); }

}  // namespace

void DailyRecord::see(CalendarDate today) {
  if (!lastSeen_ || *lastSeen_ < today) lastSeen_ = today;
}

DailySolve DailyRecord::solved(CalendarDate date, DailyGame game, int seconds, bool hinted, CalendarDate today) {
  if (auto kept = solveOf(date, game)) return *kept;
  DailySolve s{date, game, std::max(0, seconds), hinted, date == today && (!lastSeen_ || !(today < *lastSeen_))};
  see(today);
  solves_.insert(std::upper_bound(solves_.begin(), solves_.end(), s, before), s);
  return s;
}

std::optional<DailySolve> DailyRecord::solveOf(CalendarDate date, DailyGame game) const {
  const DailySolve key{date, game};
  auto it = std::lower_bound(solves_.begin(), solves_.end(), key, before);
  if (it != solves_.end() && it->date == date && it->game == game) return *it;
  return std::nullopt;
}

int DailyRecord::streak(DailyGame game, CalendarDate today) const {
  const auto counted = [&](std::int64_t day) {
    const auto s = solveOf(dateOfDay(day), game);
    return s && s->counts;
  };
  std::int64_t day = dayNumber(today);
  if (!counted(day)) --day;  // today's may still be solved
  int run = 0;
  while (counted(day)) {
    ++run;
    --day;
  }
  return run;
}

int DailyRecord::bestStreak(DailyGame game) const {
  int best = 0;
  int run = 0;
  std::int64_t last = 0;
  for (const DailySolve& s : solves_) {
    if (s.game != game || !s.counts) continue;
    const std::int64_t day = dayNumber(s.date);
    run = run > 0 && day == last + 1 ? run + 1 : 1;
    last = day;
    best = std::max(best, run);
  }
  return best;
}

DailyRecord DailyRecord::restored(std::optional<CalendarDate> lastSeen, std::vector<DailySolve> solves) {
  DailyRecord r;
  r.lastSeen_ = lastSeen;
  std::sort(solves.begin(), solves.end(), before);
  // One solve per puzzle: the first of any repeats kept.
  solves.erase(
      std::unique(solves.begin(), solves.end(),
                  [](const DailySolve& a, const DailySolve& b) { return a.date == b.date && a.game == b.game; }),
      solves.end());
  r.solves_ = std::move(solves);
  return r;
}

std::string dailyResultLine(const DailySolve& solve, const std::string& size) {
  char time[32];
  const int s = solve.seconds;
  if (s >= 3600) {
    std::snprintf(time, sizeof time, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  } else {
    std::snprintf(time, sizeof time, "%d:%02d", s / 60, s % 60);
  }
  std::string game(dailyGameName(solve.game));
  game[0] = static_cast<char>(game[0] - 'a' + 'A');
  // The game's name as the title screen shows it (the daily screen's card), in the player's language.
  // TRANSLATORS: the daily result a player shares: {1} the date (2026-11-29), {2} the game (Tiles,
  // Flood or Lines), {3} its size (12×12), {4} the time taken, {5} "hint used" or "no hint".
  return formatText(tr("Tileflow daily {1} \u00b7 {2} {3} \u00b7 {4} \u00b7 {5}"), dateText(solve.date),
                    tr(game.c_str()), size, time, solve.hinted ? tr("hint used") : tr("no hint"));
}

}  // namespace tileflow
