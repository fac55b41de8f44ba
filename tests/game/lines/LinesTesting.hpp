// LinesTesting: boards for the Lines tests, written in the public text grid.
#pragma once

#include <stdexcept>
#include <string_view>

#include "game/lines/LinesText.hpp"

namespace tileflow::lines_testing {

// The first puzzle of `rows`; throws on text that is no puzzle.
inline LinesBoard boardOf(std::string_view rows) {
  const LinesTextRead read = readLinesText(rows, "test");
  if (!read) throw std::invalid_argument(read.error);
  return read.puzzles.front().board;
}

}  // namespace tileflow::lines_testing
