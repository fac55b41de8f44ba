// LevelName: "<pack> <number>" with the pack's name through the catalogue.
#include "game/play/LevelName.hpp"

#include <algorithm>
#include <cctype>

#include "engine/core/Translate.hpp"

namespace tileflow {

std::string shownLevelName(const std::string& name) {
  const std::size_t space = name.rfind(' ');
  if (space == std::string::npos || space == 0 || space + 1 == name.size()) return name;
  const std::string number = name.substr(space + 1);
  if (!std::all_of(number.begin(), number.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return name;
  const std::string pack = name.substr(0, space);
  const char* shown = tr(pack.c_str());
  // tr gives back its argument when no catalogue has it (English, or a name of the player's own).
  if (shown == pack.c_str()) return name;
  // TRANSLATORS: a shipped level's name: {1} its pack's name ("Meadow"), {2} its number in the pack.
  return formatText(trp("level name", "{1} {2}"), shown, number);
}

}  // namespace tileflow
