// LinesImport: the Lines puzzles in a text a player brings (pasted, typed or in a file of the
// import folder): a Lines share code (TL1.), a Lines level or pack file (`lines: 1`), or the plain
// text grid public numberlink collections use (several puzzles apart by blank lines).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/lines/LinesLevel.hpp"

namespace tileflow {

// Nothing when the text is none of these forms at all (so another kind of import may try it);
// otherwise the levels (a text grid's puzzles named "<source> 1", "<source> 2", ..., with no
// recorded solution) or where and why a Lines text does not hold.
std::optional<Loaded<LinesPack>> importLinesText(std::string_view text, const std::string& source);

}  // namespace tileflow
