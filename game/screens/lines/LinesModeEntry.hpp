// LinesModeEntry: Lines' place on the title screen: one button that opens its packs.
#pragma once

#include "game/screens/ModeRegistry.hpp"
#include "game/screens/lines/LinesContext.hpp"

namespace tileflow {

void registerLinesMode(ModeRegistry& registry, LinesContext& lines);

}  // namespace tileflow
