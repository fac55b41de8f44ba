// CompiledCatalog: a parsed catalog.yaml kept as bytes (assets/catalog.bin), so that a process
// starts without parsing 170 KB of YAML. The bytes carry a hash of the YAML text they were made
// from: readCompiledCatalog refuses them for any other text, so an edited catalog.yaml is never
// shadowed by an old compiled copy. Compiled copies are made by `tileflow catalog --compile`.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "game/model/Catalog.hpp"

namespace tileflow {

// Bumped whenever the byte layout changes; a copy of another version is refused.
inline constexpr std::uint32_t CompiledCatalogVersion = 1;

// 64-bit FNV-1a of the catalog's YAML text.
std::uint64_t catalogTextHash(std::string_view text);

// The bytes of `catalog` (a finalised one), stamped with the hash of the text it was read from.
std::vector<std::uint8_t> compileCatalog(const Catalog& catalog, std::uint64_t textHash);

// The catalog held by `bytes` when they are a whole, undamaged compiled catalog of this version
// made from text whose hash is `textHash`; otherwise why not. Takes any bytes at all.
std::variant<Catalog, std::string> readCompiledCatalog(std::span<const std::uint8_t> bytes, std::uint64_t textHash);

}  // namespace tileflow
