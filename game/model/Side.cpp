// Side: names of heights.
#include "game/model/Side.hpp"

namespace tileflow {

const char* heightName(Height h) {
  switch (h) {
    case Height::Low:
      return "low";
    case Height::Normal:
      return "normal";
    case Height::High:
      return "high";
  }
  return "?";
}

}  // namespace tileflow
