// NetImport: turns a Simon Tatham Net game ID into a Tileflow level with Net's rules.
#pragma once

#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

// Accepts `PARAMS:DESC` as `sgt-net --generate` prints it. PARAMS is `W[xH]` then any of `w`
// (wrapping), `b<rate>` (barrier rate, ignored) and `a` (ambiguous allowed, ignored); DESC has
// one hex digit per tile (bit 1 right, 2 up, 4 left, 8 down), each followed by `v` (barrier on its
// right) and/or `h` (barrier below it). Errors name file "<net-id>", line 1 and the column of
// the offending character. See docs/net.md for what is accepted and why.
Loaded<Level> importNetId(std::string_view id, const Catalog& catalog);

}  // namespace tileflow
