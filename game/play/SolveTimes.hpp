// SolveTimes: the player's records per game and board size, as speed solvers keep them: the best
// time and fewest moves, and the running figures over the latest solves: the mean of 3, and the
// averages of 5 and of 12 (the best and the worst of those solves left out, the rest's mean). A
// solve tells which records it beat, for the "new best" a player sees at once.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tileflow {

// The latest solves kept: enough for the average of 12.
inline constexpr std::size_t KeptTimes = 12;

struct SizeRecord {
  int solves = 0;
  std::optional<int> bestSeconds;
  std::optional<int> bestMoves;
  // The best average of 5 and of 12 ever reached, in hundredths of a second (rounded).
  std::optional<int> bestAverage5;
  std::optional<int> bestAverage12;
  std::vector<int> recent;  // seconds of the latest solves, oldest first, at most KeptTimes
  bool operator==(const SizeRecord&) const = default;
};

// The mean of the last `n` times; nothing with fewer.
std::optional<double> meanOfLast(const std::vector<int>& times, std::size_t n);
// The average of the last `n` times (n >= 3) with the best and the worst left out; nothing with
// fewer.
std::optional<double> averageOfLast(const std::vector<int>& times, std::size_t n);

// What one solve beat.
struct NewBests {
  bool time = false;
  bool moves = false;
  bool average5 = false;
  bool average12 = false;
  bool any() const { return time || moves || average5 || average12; }
  bool operator==(const NewBests&) const = default;
};
// "New best: time, average of 5" (what was beaten), or "" for nothing.
std::string newBestText(const NewBests& beat);

// "tiles 12x12", "lines 10x10", "flood 14x14 c6" (a Flood board's colours are part of its size),
// "tiles 8x8 hex" (a hex board is another size from a square one).
std::string recordKey(std::string_view game, int width, int height, int colours = 0, bool hex = false);
// "Tiles 12×12", "Flood 14×14 hex, 6 colours": a key as a player reads it (the key itself when it
// is not one recordKey makes).
std::string recordKeyShown(const std::string& key);

class SolveTimes {
 public:
  // A solve of `seconds` (>= 0) in `moves` (>= 0) of the size `key`; first solves set every best
  // there is to set, but are not told as beaten (there was nothing to beat).
  NewBests add(const std::string& key, int seconds, int moves);
  const SizeRecord* find(const std::string& key) const;
  const std::map<std::string, SizeRecord>& all() const { return records_; }
  bool operator==(const SolveTimes&) const = default;

  static SolveTimes restored(std::map<std::string, SizeRecord> records);

 private:
  std::map<std::string, SizeRecord> records_;
};

}  // namespace tileflow
