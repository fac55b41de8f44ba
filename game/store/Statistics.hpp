// Statistics: the figures the statistics screen shows, gathered from the player's records:
// levels solved and stars earned (of those the built-in packs offer), time spent on solved games,
// the best generated level of each board size, and Flood games won and lost by kind. Pure: the
// screen only lays out the rows statisticsRows makes.
#pragma once

#include <string>
#include <vector>

#include "game/io/FloodRecordsFile.hpp"
#include "game/io/ProgressFile.hpp"
#include "game/model/Level.hpp"
#include "game/play/SolveTimes.hpp"

namespace tileflow {

// One board size's generated levels solved, and the best of them.
struct SizeBest {
  std::string size;  // as progress keeps it: "8x8", "6x5 hex"
  int solved = 0;
  int bestMoves = 0;
  int bestSeconds = 0;
  bool operator==(const SizeBest&) const = default;
};

// Games of one kind of Flood game: for two players on one device, won counts the first player's
// wins (what the records keep); lost is every other ending, a draw included.
struct FloodTally {
  int played = 0;
  int won = 0;
  int lost() const { return played - won; }
  bool operator==(const FloodTally&) const = default;
};

struct Statistics {
  int levelsSolved = 0;  // every level with a record: the packs', the Play button's, My levels
  int packLevels = 0;    // levels in the built-in packs
  int packLevelsSolved = 0;
  int stars = 0;          // earned on the built-in packs' levels
  int possibleStars = 0;  // TopStars for each of them
  long long playSeconds = 0;
  std::vector<SizeBest> generated;  // fewest cells first, square before hex of the same size
  FloodTally solo;
  FloodTally computer;
  FloodTally twoPlayers;
  SolveTimes times;  // every game's records by board size
  bool operator==(const Statistics&) const = default;
};

// `packs`: the built-in packs (stars are counted against them); `flood`: the Flood records, whose
// keys begin with the kind of game ("solo", "computer", "two players"; others are left out).
Statistics gatherStatistics(const PlayerProgress& progress, const std::vector<Pack>& packs, const FloodRecords& flood);

// An average as the records show it, to a tenth of a second: "48.3", "1:20.4".
std::string averageText(double seconds);
// A length of time as the statistics screen says it: "45 s", "12 min", "3 h 05 min".
std::string durationText(long long seconds);

// One row of the statistics screen: a heading (no value) or a figure with its label.
struct StatisticsRow {
  std::string label;
  std::string value;
  bool heading = false;
  bool operator==(const StatisticsRow&) const = default;
};
// The screen's rows in order: Tiles (levels, stars, time), generated boards by size (or a line
// saying none yet), Flood (solo, against the computer, two players; or none yet), then the records
// by game and size (best time and moves, mean of 3, averages of 5 and 12; or none yet).
std::vector<StatisticsRow> statisticsRows(const Statistics& stats);

}  // namespace tileflow
