// WindowFit: where the game's window goes when it is not fullscreen: the size it asks for,
// shrunk to what the display's usable area (the screen less panels and docks) holds with the
// window's frame around it, and centred there. Pure, so the platform layer only asks SDL.
#pragma once

namespace tileflow {

// A box in screen coordinates.
struct ScreenBox {
  int x = 0;
  int y = 0;
  int w = 0;
  int h = 0;
  bool operator==(const ScreenBox&) const = default;
};

// The decoration a window manager draws around a window's content.
struct WindowFrame {
  int top = 0;
  int left = 0;
  int bottom = 0;
  int right = 0;
};

// Kept free for a frame whose size is not known yet (a window that has only been fullscreen
// has none to measure): a title bar and thin borders.
inline constexpr WindowFrame TypicalFrame{40, 8, 8, 8};

// The content box of a window wanting `width`×`height` on a display whose usable area is
// `usable`: each side no larger than the wanted one or than what the area holds inside the
// frame (at least 1), centred so the framed window sits in the middle of the area.
ScreenBox fitWindow(const ScreenBox& usable, int width, int height, const WindowFrame& frame);

}  // namespace tileflow
