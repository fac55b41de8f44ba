// GameMain: the windowed game's entry point.
#pragma once

namespace tileflow {

int runGame(int argc, char** argv);

}  // namespace tileflow
