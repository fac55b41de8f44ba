// GameMain: the windowed game's entry point.
#pragma once

#include <functional>

namespace tileflow {

class App;
class ScreenStack;
class Window;
struct GameContext;

// What a driver changes about one run of the windowed game (the memory check plays through it).
struct GameRun {
  int width = 0;  // the window's size; 0 keeps the default
  int height = 0;
  // Sees the loop and the game before the loop starts, e.g. to set the loop's hooks.
  std::function<void(App&, Window&, ScreenStack&, GameContext&)> prepare;
  // Asked when the screens are all gone; true starts again at the title screen.
  std::function<bool()> startOver;
};

int runGame(int argc, char** argv, const GameRun& run = {});

}  // namespace tileflow
