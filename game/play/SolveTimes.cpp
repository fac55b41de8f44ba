#include "game/play/SolveTimes.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tileflow {

std::optional<double> meanOfLast(const std::vector<int>& times, std::size_t n) {
  if (n == 0 || times.size() < n) return std::nullopt;
  const double sum = std::accumulate(times.end() - static_cast<std::ptrdiff_t>(n), times.end(), 0.0);
  return sum / static_cast<double>(n);
}

std::optional<double> averageOfLast(const std::vector<int>& times, std::size_t n) {
  if (n < 3 || times.size() < n) return std::nullopt;
  std::vector<int> last(times.end() - static_cast<std::ptrdiff_t>(n), times.end());
  std::sort(last.begin(), last.end());
  const double sum = std::accumulate(last.begin() + 1, last.end() - 1, 0.0);
  return sum / static_cast<double>(n - 2);
}

std::string recordKey(std::string_view game, int width, int height, int colours, bool hex) {
  std::string key = std::string(game) + " " + std::to_string(width) + "x" + std::to_string(height);
  if (hex) key += " hex";
  if (colours > 0) key += " c" + std::to_string(colours);
  return key;
}

std::string recordKeyShown(const std::string& key) {
  std::vector<std::string> words;
  for (std::size_t at = 0; at <= key.size();) {
    const std::size_t end = std::min(key.find(' ', at), key.size());
    words.push_back(key.substr(at, end - at));
    at = end + 1;
  }
  const std::size_t x = words.size() >= 2 ? words[1].find('x') : std::string::npos;
  if (x == std::string::npos || words[0].empty()) return key;
  std::string shown = words[0];
  if (shown[0] >= 'a' && shown[0] <= 'z') shown[0] = static_cast<char>(shown[0] - 'a' + 'A');
  shown += " " + words[1].substr(0, x) + "\xc3\x97" + words[1].substr(x + 1);
  std::string colours;
  for (std::size_t i = 2; i < words.size(); ++i) {
    if (words[i].size() > 1 && words[i][0] == 'c' && words[i][1] >= '0' && words[i][1] <= '9')
      colours = ", " + words[i].substr(1) + " colours";
    else
      shown += " " + words[i];
  }
  return shown + colours;
}

std::string newBestText(const NewBests& beat) {
  std::string text;
  const auto add = [&text](bool on, const char* what) {
    if (!on) return;
    text += text.empty() ? "New best: " : ", ";
    text += what;
  };
  add(beat.time, "time");
  add(beat.moves, "moves");
  add(beat.average5, "average of 5");
  add(beat.average12, "average of 12");
  return text;
}

NewBests SolveTimes::add(const std::string& key, int seconds, int moves) {
  SizeRecord& r = records_[key];
  NewBests beat;
  seconds = std::max(0, seconds);
  moves = std::max(0, moves);
  ++r.solves;
  beat.time = r.bestSeconds && seconds < *r.bestSeconds;
  if (!r.bestSeconds || seconds < *r.bestSeconds) r.bestSeconds = seconds;
  beat.moves = r.bestMoves && moves < *r.bestMoves;
  if (!r.bestMoves || moves < *r.bestMoves) r.bestMoves = moves;
  r.recent.push_back(seconds);
  if (r.recent.size() > KeptTimes) r.recent.erase(r.recent.begin(), r.recent.end() - KeptTimes);
  const auto better = [](std::optional<int>& best, std::optional<double> average) {
    if (!average) return false;
    const int now = static_cast<int>(std::lround(*average * 100));
    const bool beaten = best && now < *best;
    if (!best || now < *best) best = now;
    return beaten;
  };
  beat.average5 = better(r.bestAverage5, averageOfLast(r.recent, 5));
  beat.average12 = better(r.bestAverage12, averageOfLast(r.recent, 12));
  return beat;
}

const SizeRecord* SolveTimes::find(const std::string& key) const {
  const auto it = records_.find(key);
  return it == records_.end() ? nullptr : &it->second;
}

SolveTimes SolveTimes::restored(std::map<std::string, SizeRecord> records) {
  SolveTimes t;
  for (auto& [key, r] : records) {
    if (r.recent.size() > KeptTimes) r.recent.erase(r.recent.begin(), r.recent.end() - KeptTimes);
  }
  t.records_ = std::move(records);
  return t;
}

}  // namespace tileflow
