// DailyRecordFile: the player's daily puzzles (daily.yaml beside the settings): the latest day the
// clock has shown, and each solve with its day, game, time, hints and whether it counts for a
// streak. Only the format; the saving is the store's.
#pragma once

#include <string>
#include <string_view>

#include "game/daily/DailyRecord.hpp"
#include "game/io/LoadError.hpp"

namespace tileflow {

std::string writeDailyRecord(const DailyRecord& record);
Loaded<DailyRecord> parseDailyRecord(std::string_view text, const std::string& fileName);

}  // namespace tileflow
