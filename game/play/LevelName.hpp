// LevelName: a level's name as the player reads it. The shipped levels are named after their pack
// and their number ("Meadow 3"); the pack's name is in the catalogue (scripts/translations.sh takes
// it from the level files), so the name reads "Wiese 3" in German. Any other name is shown as it is.
#pragma once

#include <string>

namespace tileflow {

// `name` in the language in use: "<pack name> <number>" with the pack's name translated, else `name`.
std::string shownLevelName(const std::string& name);

}  // namespace tileflow
