// TilesModeEntry: the Tiles mode on the title screen: Play (the campaign, or the example levels
// from the first unsolved one, or a freshly generated board), Generate, Create and Import, and
// the row of tiles under the game's name.
#pragma once

#include "game/model/Board.hpp"
#include "game/screens/ModeRegistry.hpp"
#include "game/screens/tiles/TilesContext.hpp"

namespace tileflow {

// The row of tiles under the game's name, as a one-row board: in a game about leaving no loose
// end, a road and a river each closed at both ends.
Board titleBanner(const Catalog& catalog);

// The context must outlive the entry and every title screen built from it.
void registerTilesMode(ModeRegistry& registry, TilesContext& tiles);

}  // namespace tileflow
