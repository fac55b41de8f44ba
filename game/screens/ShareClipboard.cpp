// ShareClipboard: encode, then SDL_SetClipboardText.
#include "game/screens/ShareClipboard.hpp"

#include <SDL.h>

#include <stdexcept>

#include "game/io/LinesShareCode.hpp"
#include "game/io/ShareCode.hpp"

namespace tileflow {

namespace {

CopyResult copyCodeText(const std::string& code) {
  if (SDL_SetClipboardText(code.c_str()) != 0) return {false, "No clipboard here"};
  return {true, "Share code copied (" + std::to_string(code.size()) + " characters)"};
}

}  // namespace

CopyResult copyShareCode(const Level& level) {
  std::string code;
  try {
    code = encodeShareCode(level, level.board.catalog());
  } catch (const std::exception& e) {
    std::string why = e.what();
    if (why.rfind("share code: ", 0) == 0) why.erase(0, 12);
    return {false, "Cannot copy: " + why};
  }
  return copyCodeText(code);
}

CopyResult copyShareCode(const LinesLevel& level) {
  try {
    return copyCodeText(encodeLinesShareCode(level));
  } catch (const std::exception& e) {
    return {false, std::string("Cannot copy: ") + e.what()};
  }
}

}  // namespace tileflow
