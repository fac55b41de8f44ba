// Languages: the game's language from the Language setting, the environment and, last, the
// platform's preferred locales (SDL_GetPreferredLocales), put in use through engine/core/Translate.
#pragma once

#include <string>

namespace tileflow {

// The platform's preferred languages as a gettext LANGUAGE list ("de_DE:fr"), best first; empty
// when SDL knows none.
std::string platformLanguages();

// Speaks `setting` (a shipped language's code; empty follows the system) from now on: the
// environment as the program started with it, else the platform's languages, else English.
// Returns the language list in use.
std::string applyLanguageSetting(const std::string& setting);

}  // namespace tileflow
