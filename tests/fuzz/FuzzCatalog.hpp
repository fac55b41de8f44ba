// FuzzCatalog: the shipped catalog, loaded once for the fuzz targets that need one.
#pragma once

#include <cstdio>
#include <cstdlib>

#include "game/io/CatalogFile.hpp"

namespace tileflow::fuzz {

// The real catalog rather than a small one, so level inputs can name every shipped tile type.
inline const Catalog& shippedCatalog() {
  static const Catalog catalog = [] {
    auto loaded = loadCatalog(TILEFLOW_SOURCE_DIR "/assets/catalog.yaml");
    if (const auto* error = std::get_if<LoadError>(&loaded)) {
      std::fprintf(stderr, "%s\n", error->text().c_str());
      std::abort();
    }
    return std::get<Catalog>(std::move(loaded));
  }();
  return catalog;
}

}  // namespace tileflow::fuzz
