// Paths: where the program lives and where it may write (SDL_GetBasePath / SDL_GetPrefPath).
#include "engine/platform/Paths.hpp"

#include <SDL.h>

#include <cstdlib>
#include <system_error>

namespace tileflow {

namespace {
std::filesystem::path takeSdlPath(char* p) {
  if (p == nullptr) return {};
  std::filesystem::path result(p);
  SDL_free(p);
  return result;
}
}  // namespace

std::filesystem::path Paths::base() { return takeSdlPath(SDL_GetBasePath()); }

std::filesystem::path Paths::pref(const char* organisation, const char* application) {
  if (const char* env = std::getenv("TILEFLOW_PREF_DIR"); env != nullptr && *env != '\0') {
    std::error_code ec;
    std::filesystem::create_directories(env, ec);
    return std::filesystem::path(env);
  }
  return takeSdlPath(SDL_GetPrefPath(organisation, application));
}

}  // namespace tileflow
