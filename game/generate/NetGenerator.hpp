// NetGenerator: Simon Tatham's Net rules in Tileflow: a random spanning tree of one flow kind,
// made uniquely solvable by local repair and then shuffled.
#pragma once

#include <optional>
#include <stop_token>

#include "engine/core/Progress.hpp"
#include "game/generate/Generator.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

// Uses options.shape, width, height (each 2..200), wrap, unique and seed; the rules are always
// Rules::net(). Returns nothing when `stop` was requested. Throws std::invalid_argument on bad
// options (a wrapping hex board needs an even height), or when the catalog lacks Net's five
// pieces, or on hex their thirteen (see NetPieces).
std::optional<Level> generateNet(const Catalog& catalog, const GenerateOptions& options, std::stop_token stop = {},
                                 Progress* progress = nullptr);

}  // namespace tileflow
