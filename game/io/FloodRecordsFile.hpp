// FloodRecordsFile: the Flood player's best results (flood-records.yaml beside the settings), one
// entry per kind of game: games played and won, the fewest moves of a won solo game and its
// time, or the most cells held in a won game against a player. Only the format; the saving is
// the store's.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"

namespace tileflow {

struct FloodRecord {
  int played = 0;
  int won = 0;
  int best = 0;         // solo: fewest moves of a won game; against a player: most cells won with
  int bestSeconds = 0;  // solo: fastest won game
  bool operator==(const FloodRecord&) const = default;
};

struct FloodRecords {
  // By the kind of game ("solo 12x12 c6", "computer hard 15x15 c6 hex").
  std::map<std::string, FloodRecord> games;
  bool operator==(const FloodRecords&) const = default;
};

// Counts one finished game. `solo`: `best` is kept lowest (moves), otherwise highest (cells);
// only won games set it. Returns true when anything changed.
bool recordFloodGame(FloodRecords& records, const std::string& key, bool solo, bool won, int best, int seconds);

std::string writeFloodRecords(const FloodRecords& records);
Loaded<FloodRecords> parseFloodRecords(std::string_view text, const std::string& fileName);

}  // namespace tileflow
