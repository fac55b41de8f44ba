// Languages: SDL's preferred locales beside the environment's, for the Language setting.
#include "engine/platform/Languages.hpp"

#include <SDL.h>

#include <cstdlib>

#include "engine/core/Translate.hpp"

namespace tileflow {

std::string platformLanguages() {
  SDL_Locale* locales = SDL_GetPreferredLocales();
  if (locales == nullptr) return {};
  std::string list;
  for (const SDL_Locale* l = locales; l->language != nullptr; ++l) {
    if (!list.empty()) list += ':';
    list += l->language;
    if (l->country != nullptr) list += std::string("_") + l->country;
  }
  SDL_free(locales);
  return list;
}

std::string applyLanguageSetting(const std::string& setting) {
  // Read once, before the first switch sets LANGUAGE itself.
  static const std::string environment = languageFromEnvironment([](const char* name) { return std::getenv(name); });
  const std::string languages =
      chooseLanguages(setting, environment, environment.empty() ? platformLanguages() : std::string());
  useLanguages(findLocaleDir(), languages);
  return languagesInUse();
}

}  // namespace tileflow
