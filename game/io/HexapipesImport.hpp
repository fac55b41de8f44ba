// HexapipesImport: turns a Hexapipes puzzle instance (JSON) into a Tileflow level with Net's rules.
#pragma once

#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

// True when `text` looks like a Hexapipes instance: a JSON object naming `grid` and `tiles`.
bool looksLikeHexapipes(std::string_view text);

// Reads `{"grid": "hexagonal"|"square", "width": W, "height": H, "wrap": bool, "tiles": [...]}`
// as Hexapipes (github.com/gereleth/hexapipes, MIT) writes its instances: one side bitmask per
// cell, row by row from the top; a 0 is a cell left out of the board. `wrap` may be missing
// (false); other keys are ignored. Hexagonal boards that wrap get the twisted seam (Wrap::Twisted:
// Hexapipes joins their top and bottom rows one column apart), square ones straight wrap. Every error names
// `fileName`, the line and column of the offending JSON value. See docs/hexapipes.md.
// `wrapWhenMissing` is the wrap of a puzzle without a `wrap` key: Hexapipes' own instance files
// under static/_instances/<grid>-wrap/ leave it out and say it with their folder's name.
Loaded<Level> importHexapipes(std::string_view text, const std::string& fileName, const Catalog& catalog,
                              bool wrapWhenMissing = false);

// True when a folder of `path` is named like Hexapipes' wrapping instances (`hexagonal-wrap`,
// `square-wrap`): the puzzles there wrap though their files do not say so.
bool inHexapipesWrapFolder(const std::string& path);

}  // namespace tileflow
