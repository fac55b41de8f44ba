// SolveTimesFile: the player's records per game and board size (records.yaml beside the settings):
// each size's solves, best time and moves, best averages and latest times. Only the format; the
// saving is the store's.
#pragma once

#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/play/SolveTimes.hpp"

namespace tileflow {

std::string writeSolveTimes(const SolveTimes& times);
Loaded<SolveTimes> parseSolveTimes(std::string_view text, const std::string& fileName);

}  // namespace tileflow
