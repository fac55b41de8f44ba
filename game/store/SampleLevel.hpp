// SampleLevel: a quick, always-solvable level grown as a forest of single-flow networks from
// the catalog's plain tiles. Used when no level file or generator is at hand, by the frame
// benchmark and by the golden-image tests, so they do not depend on generator output.
#pragma once

#include <cstdint>
#include <string>

#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

// Throws std::runtime_error if the catalog has no flow with end, straight, bend, junction and
// crossroads tiles. The catalog must outlive the level.
Level makeSampleLevel(const Catalog& catalog, int width, int height, std::uint64_t seed,
                      const std::string& environment = "all");

}  // namespace tileflow
