// ShareClipboard: encode, then SDL_SetClipboardText.
#include "game/screens/ShareClipboard.hpp"

#include <SDL.h>

#include <stdexcept>

#include "engine/core/Translate.hpp"
#include "game/io/LinesShareCode.hpp"
#include "game/io/ShareCode.hpp"

namespace tileflow {

namespace {

CopyResult copyCodeText(const std::string& code) {
  if (SDL_SetClipboardText(code.c_str()) != 0) return {false, "No clipboard here"};
  return {true, formatText(trn("Share code copied ({1} character)", "Share code copied ({1} characters)",
                               static_cast<long>(code.size())),
                           code.size())};
}

}  // namespace

CopyResult copyShareCode(const Level& level) {
  std::string code;
  try {
    code = encodeShareCode(level, level.board.catalog());
  } catch (const std::exception& e) {
    std::string why = e.what();
    if (why.rfind("share code: ", 0) == 0) why.erase(0, 12);
    return {false, formatText(tr("Cannot copy: {1}"), why)};
  }
  return copyCodeText(code);
}

CopyResult copyShareCode(const LinesLevel& level) {
  try {
    return copyCodeText(encodeLinesShareCode(level));
  } catch (const std::exception& e) {
    return {false, formatText(tr("Cannot copy: {1}"), e.what())};
  }
}

}  // namespace tileflow
