// FloodModeEntry: the Flood mode on the title screen: one button that opens its setup screen.
#pragma once

#include "game/screens/ModeRegistry.hpp"
#include "game/screens/flood/FloodContext.hpp"

namespace tileflow {

// The context must outlive the entry and every title screen built from it.
void registerFloodMode(ModeRegistry& registry, FloodContext& flood);

}  // namespace tileflow
