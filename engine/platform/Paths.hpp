// Paths: where the program lives and where it may write (SDL_GetBasePath / SDL_GetPrefPath).
#pragma once

#include <filesystem>

namespace tileflow {

class Paths {
 public:
  // The folder of the executable; empty if SDL cannot tell.
  static std::filesystem::path base();
  // The per-user writable folder (created if missing); $TILEFLOW_PREF_DIR overrides it so tests
  // and portable installs can point it elsewhere. Empty if none can be made.
  static std::filesystem::path pref(const char* organisation, const char* application);
};

}  // namespace tileflow
