// FileLevels: what one imported file held: the levels that loaded and an error for each part
// that did not, so one bad line never costs the good ones.
#pragma once

#include <vector>

#include "game/io/LoadError.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

struct FileLevels {
  std::vector<Level> levels;
  std::vector<LoadError> errors;  // in the order they occur in the file
};

}  // namespace tileflow
