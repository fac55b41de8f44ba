// TailText: trims a text from the front until it fits.
#include "game/screens/TailText.hpp"

#include <algorithm>

namespace tileflow {

std::string tailThatFits(Assets& assets, const std::string& text, FontStyle style, int size, int width) {
  const std::string ellipsis = "\xe2\x80\xa6";
  // No character is narrower than a quarter of the font size, so this many is a first cut that
  // is never too short; the loop takes off the rest.
  const auto most = static_cast<std::size_t>(4 * std::max(0, width) / std::max(1, size));
  std::size_t from = text.size() > most ? text.size() - most : 0;
  std::string shown = from > 0 ? ellipsis + text.substr(from) : text;
  while (from < text.size() && assets.measure(shown, style, size).x > width) {
    from += std::max<std::size_t>(1, (text.size() - from) / 16);
    shown = ellipsis + text.substr(std::min(from, text.size()));
  }
  return shown;
}

}  // namespace tileflow
