// clockText: whole seconds as "m:ss".
#include "game/play/ClockText.hpp"

#include <cstdio>

namespace tileflow {

std::string clockText(int seconds) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%d:%02d", seconds / 60, seconds % 60);
  return buf;
}

}  // namespace tileflow
