// SaveBeforeQuit: a quit request from the window manager or a launcher (SDL_QUIT, through
// App::beforeQuit) ends the game at once, never with a question: a handheld's launcher or a
// shutdown waits for no answer. First every screen holding unsaved work keeps it: a puzzle
// that exists nowhere else goes to My levels, the editor's level is saved or kept as a draft.
#pragma once

#include "engine/ui/ScreenStack.hpp"

namespace tileflow {

// Keeps the work of every screen on `stack` (ScreenStack::saveAllWork) and logs what it did.
// Returns false: the game ends after it, whatever could be saved.
bool saveBeforeQuit(ScreenStack& stack);

}  // namespace tileflow
