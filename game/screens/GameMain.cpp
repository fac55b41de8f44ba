// GameMain: placeholder until the SDL game lands (issue: the game itself).
#include "game/screens/GameMain.hpp"

#include <iostream>

namespace tileflow {

int runGame(int, char**) {
  std::cerr << "tileflow: the windowed game is not built yet; try 'tileflow --help'\n";
  return 1;
}

}  // namespace tileflow
