// parseSize: "WxH" into two whole numbers.
#include "engine/core/SizeText.hpp"

#include <charconv>

namespace tileflow {

namespace {

bool wholeNumber(std::string_view text, int& value) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc{} && end == text.data() + text.size();
}

}  // namespace

std::optional<SizeText> parseSize(std::string_view text) {
  const auto x = text.find('x');
  if (x == std::string_view::npos) return std::nullopt;
  SizeText size;
  if (!wholeNumber(text.substr(0, x), size.width) || !wholeNumber(text.substr(x + 1), size.height)) return std::nullopt;
  return size;
}

}  // namespace tileflow
