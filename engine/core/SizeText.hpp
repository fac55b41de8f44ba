// parseSize: the "WxH" of a size argument (--size, --generate-size), shared by the commands that take one.
#pragma once

#include <optional>
#include <string_view>

namespace tileflow {

struct SizeText {
  int width = 0;
  int height = 0;
};

// Two whole numbers around one 'x' and nothing else; each command checks the range it allows.
std::optional<SizeText> parseSize(std::string_view text);

}  // namespace tileflow
