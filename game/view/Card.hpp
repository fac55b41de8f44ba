// Card: a printable puzzle card: the level as the player first sees it (Tiles or Lines), its name
// and size, and a QR code of its share code.
#pragma once

#include <SDL.h>

#include <string>

#include "engine/platform/Assets.hpp"
#include "game/lines/LinesLevel.hpp"
#include "game/model/Level.hpp"
#include "game/view/QrCode.hpp"

namespace tileflow {

struct CardLayout {
  int width = 1280;
  int height = 720;
};

// Draws the card over the renderer's `layout` area; the QR code holds `shareCode`. Throws
// std::runtime_error if the code does not fit a QR code.
void drawCard(Assets& assets, const Level& level, const std::string& shareCode, const CardLayout& layout);
// The same for a Lines level: its board as a player first sees it (the dots, no line drawn).
void drawLinesCard(Assets& assets, const LinesLevel& level, const std::string& shareCode, const CardLayout& layout);
// Draws `qr` with its quiet zone as big as whole-pixel modules allow, centred in `square`; returns
// the rectangle it covers.
SDL_Rect drawQrCode(SDL_Renderer* renderer, const QrCode& qr, const SDL_Rect& square);

}  // namespace tileflow
