// DrawProbe: a record of where one frame put its text and controls, for checking layouts
// (nothing off the window, nothing on top of a control, no text too small to read) without
// looking at pixels. Drawing code notes into it only while one is attached to the Assets.
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

namespace tileflow {

struct DrawProbe {
  struct Text {
    std::string text;
    SDL_Rect rect{};
    int pixelSize = 0;
    int owner = -1;    // index into controls of the control that drew it, or -1
    SDL_Rect box{};    // the space it was given (empty when it was placed at a point)
    std::string full;  // the whole text when what was drawn is it cut short with an ellipsis
  };
  struct Control {
    std::string name;
    SDL_Rect rect{};
  };
  std::vector<Text> texts;
  std::vector<Control> controls;
  // The control being drawn, so its own label is not taken for something lying on it.
  int drawing = -1;

  void clear() {
    texts.clear();
    controls.clear();
    drawing = -1;
  }
};

}  // namespace tileflow
