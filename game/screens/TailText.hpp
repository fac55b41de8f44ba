// TailText: the end of a text that is too wide for its place (a long share code being typed, a
// deep folder path), behind an ellipsis, at a size that stays readable.
#pragma once

#include <string>

#include "engine/platform/Assets.hpp"

namespace tileflow {

// `text` if it fits `width` at `size`, else "…" and as much of its end as fits. Cuts between
// bytes, so meant for ASCII text (codes, paths).
std::string tailThatFits(Assets& assets, const std::string& text, FontStyle style, int size, int width);

}  // namespace tileflow
