// clockText: whole seconds as the "m:ss" the play and win screens show.
#pragma once

#include <string>

namespace tileflow {

// Minutes are not capped at 59, so an hour reads "60:00" rather than wrapping.
std::string clockText(int seconds);

}  // namespace tileflow
