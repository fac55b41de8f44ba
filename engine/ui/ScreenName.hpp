// ScreenName: a screen's class name ("PlayScreen"), so drivers that walk the stack (the soak, the
// memory check) count the screens they reach without knowing any of them.
#pragma once

#include <string>

#include "engine/ui/Screen.hpp"

namespace tileflow {

// The class name without namespace, or "none" for no screen.
std::string screenName(const Screen* screen);

}  // namespace tileflow
