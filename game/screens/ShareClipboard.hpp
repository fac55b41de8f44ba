// ShareClipboard: puts a level's share code on the system clipboard and says what happened, in
// words for the screen (the editor's Copy code and the pause menu's Copy share code).
#pragma once

#include <string>

#include "game/lines/LinesLevel.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

struct CopyResult {
  bool copied = false;
  std::string message;  // "Share code copied (N characters)", or why not
};

CopyResult copyShareCode(const Level& level);
CopyResult copyShareCode(const LinesLevel& level);

}  // namespace tileflow
