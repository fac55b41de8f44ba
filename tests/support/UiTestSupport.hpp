// UiTestSupport: headless SDL for the UI tests (dummy video driver, software renderer) and the
// catalogs they draw with.
#pragma once

#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>

#include "engine/platform/SdlLibrary.hpp"
#include "game/io/CatalogFile.hpp"

namespace tileflow::test {

// SDL stays initialised for the whole test program; tests never need a display.
inline void ensureHeadlessSdl() {
  static const auto library = [] {
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    return std::make_unique<SdlLibrary>(SdlLibrary::Mode::Headless);
  }();
  (void)library;
}

inline std::string sourcePath(const std::string& relative) { return std::string(TILEFLOW_SOURCE_DIR) + "/" + relative; }
inline std::string binaryPath(const std::string& relative) { return std::string(TILEFLOW_BINARY_DIR) + "/" + relative; }

// The shipped catalog, loaded straight from the source tree.
inline const Catalog& shippedCatalog() {
  static const Catalog catalog = [] {
    auto loaded = loadCatalog(sourcePath("assets/catalog.yaml"));
    if (!ok(loaded)) throw std::runtime_error(std::get<LoadError>(loaded).text());
    return std::move(std::get<Catalog>(loaded));
  }();
  return catalog;
}

inline bool writePreviews() { return std::getenv("TILEFLOW_WRITE_PREVIEWS") != nullptr; }

}  // namespace tileflow::test
