// DefaultServices: the real work behind the screens: the level generator and the level files
// the Play button goes through.
#pragma once

#include "game/screens/tiles/TilesContext.hpp"

namespace tileflow {

GameServices defaultServices();

}  // namespace tileflow
