// DailyModeEntry: the daily puzzles' place on the title screen: a Daily button beside Play that
// opens today's first unsolved puzzle over the daily screen in one press.
#pragma once

#include "game/screens/ModeRegistry.hpp"
#include "game/screens/daily/DailyContext.hpp"

namespace tileflow {

void registerDailyPuzzles(ModeRegistry& registry, DailyContext& daily);

}  // namespace tileflow
