// Statistics: sums over the progress and Flood records, and the rows that show them.
#include "game/store/Statistics.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>
#include <tuple>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Translate.hpp"
#include "game/play/Stars.hpp"

namespace tileflow {

namespace {

// Width, height and hex-ness of a size key; a key that is not one (a hand-edited file) sorts last.
std::tuple<bool, long long, bool, std::string> sizeOrder(const std::string& key) {
  std::string_view rest(key);
  int width = 0;
  int height = 0;
  auto [p, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), width);
  if (ec != std::errc() || p == rest.data() + rest.size() || *p != 'x') return {true, 0, false, key};
  auto [q, ec2] = std::from_chars(p + 1, rest.data() + rest.size(), height);
  if (ec2 != std::errc()) return {true, 0, false, key};
  const std::string_view tail(q, static_cast<std::size_t>(rest.data() + rest.size() - q));
  if (!tail.empty() && tail != " hex") return {true, 0, false, key};
  return {false, static_cast<long long>(width) * height, !tail.empty(), key};
}

bool startsWith(const std::string& text, std::string_view prefix) {
  return text.size() > prefix.size() && text.compare(0, prefix.size(), prefix) == 0 && text[prefix.size()] == ' ';
}

std::string tallyText(const FloodTally& t) {
  // TRANSLATORS: a Flood tally on the Statistics screen: {1} games won, {2} games lost.
  return formatText(tr("{1} won \xc2\xb7 {2} lost"), formatNumber(t.won), formatNumber(t.lost()));
}

}  // namespace

Statistics gatherStatistics(const PlayerProgress& progress, const std::vector<Pack>& packs, const FloodRecords& flood) {
  Statistics s;
  // Tiles levels: Lines levels keep their records beside them, under their own ids.
  s.levelsSolved = static_cast<int>(std::count_if(progress.levels.begin(), progress.levels.end(),
                                                  [](const auto& l) { return !isLinesProgressId(l.first); }));
  for (const Pack& pack : packs) {
    s.packLevels += static_cast<int>(pack.levels.size());
    s.packLevelsSolved += progress.solvedIn(pack);
    s.stars += progress.starsIn(pack);
  }
  s.possibleStars = TopStars * s.packLevels;
  s.playSeconds = progress.playSeconds;
  for (const auto& [size, p] : progress.generated) {
    if (p.solved > 0) s.generated.push_back(SizeBest{size, p.solved, p.bestMoves, p.bestSeconds});
  }
  std::sort(s.generated.begin(), s.generated.end(),
            [](const SizeBest& a, const SizeBest& b) { return sizeOrder(a.size) < sizeOrder(b.size); });
  for (const auto& [key, record] : flood.games) {
    FloodTally* tally = startsWith(key, "solo")          ? &s.solo
                        : startsWith(key, "computer")    ? &s.computer
                        : startsWith(key, "two players") ? &s.twoPlayers
                                                         : nullptr;
    if (tally == nullptr) continue;
    tally->played += std::max(0, record.played);
    tally->won += std::clamp(record.won, 0, std::max(0, record.played));
  }
  return s;
}

std::string durationText(long long seconds) {
  seconds = std::max(0LL, seconds);
  // TRANSLATORS: a duration in seconds on the Statistics screen ("42 s").
  if (seconds < 60) return formatText(tr("{1} s"), seconds);
  const long long minutes = seconds / 60;
  if (minutes < 60) return formatText(tr("{1} min"), minutes);
  const long long m = minutes % 60;
  return formatText(tr("{1} h {2} min"), formatNumber(minutes / 60), (m < 10 ? "0" : "") + std::to_string(m));
}

std::string averageText(double seconds) {
  const long tenths = std::lround(std::max(0.0, seconds) * 10);
  const long whole = tenths / 10;
  const std::string text = whole >= 60 ? formatClock(whole) : std::to_string(whole);
  return text + decimalSeparator() + std::to_string(tenths % 10);
}

std::vector<StatisticsRow> statisticsRows(const Statistics& s) {
  std::vector<StatisticsRow> rows;
  rows.push_back({tr("Tiles"), "", true});
  rows.push_back({tr("Levels solved"), formatNumber(s.levelsSolved)});
  if (s.packLevels > 0) {
    rows.push_back({tr("Pack levels"),
                    formatText(tr("{1} of {2}"), formatNumber(s.packLevelsSolved), formatNumber(s.packLevels))});
    rows.push_back({tr("Stars"), formatText(tr("{1} of {2}"), formatNumber(s.stars), formatNumber(s.possibleStars))});
  }
  rows.push_back({tr("Time solving"), durationText(s.playSeconds)});
  rows.push_back({tr("Generated: best by size"), "", true});
  if (s.generated.empty()) rows.push_back({tr("None solved yet"), ""});
  for (const SizeBest& g : s.generated) {
    rows.push_back({formatText(tr("{1} ({2} solved)"), g.size, formatNumber(g.solved)),
                    formatClock(g.bestSeconds) + " \xc2\xb7 " +
                        formatText(trn("{1} move", "{1} moves", g.bestMoves), formatNumber(g.bestMoves))});
  }
  rows.push_back({tr("Flood"), "", true});
  const bool anyFlood = s.solo.played + s.computer.played + s.twoPlayers.played > 0;
  if (!anyFlood) rows.push_back({tr("No games yet"), ""});
  if (s.solo.played > 0) rows.push_back({tr("Solo"), tallyText(s.solo)});
  if (s.computer.played > 0) rows.push_back({tr("Against the computer"), tallyText(s.computer)});
  if (s.twoPlayers.played > 0) rows.push_back({tr("Two players (player 1)"), tallyText(s.twoPlayers)});
  rows.push_back({tr("Records: best \xc2\xb7 mean of 3 \xc2\xb7 averages of 5, 12"), "", true});
  if (s.times.all().empty()) rows.push_back({tr("No solves yet"), ""});
  for (const auto& [key, r] : s.times.all()) {
    std::string value = r.bestSeconds ? formatClock(*r.bestSeconds) : "\xe2\x80\x94";
    if (r.bestMoves)
      value = formatText(trn("{1} ({2} move)", "{1} ({2} moves)", *r.bestMoves), value, formatNumber(*r.bestMoves));
    for (const auto& average :
         {meanOfLast(r.recent, 3), averageOfLast(r.recent, 5), averageOfLast(r.recent, KeptTimes)})
      value += " \xc2\xb7 " + (average ? averageText(*average) : std::string("\xe2\x80\x94"));
    rows.push_back({formatText(tr("{1} ({2} solved)"), recordKeyShown(key), formatNumber(r.solves)), value});
  }
  return rows;
}

}  // namespace tileflow
