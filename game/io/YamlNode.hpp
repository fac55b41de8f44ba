// YamlNode: a YAML document as a plain tree with 1-based positions, read by readYaml() under
// hard limits so that hostile input can neither crash, hang nor exhaust memory.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "game/io/LoadError.hpp"

namespace tileflow {

struct YamlNode {
  enum class Kind { Null, Scalar, Sequence, Map };
  Kind kind = Kind::Null;
  int line = 1;         // 1-based
  int column = 1;       // 1-based
  std::string value;    // scalars only
  bool quoted = false;  // a quoted scalar is always a string, never null or a number
  // Sequence: the items. Map: keys and values alternating (key 0, value 0, key 1, ...), in file order.
  std::vector<YamlNode> items;

  bool isScalar() const { return kind == Kind::Scalar; }
  bool isSequence() const { return kind == Kind::Sequence; }
  bool isMap() const { return kind == Kind::Map; }
  std::size_t mapSize() const { return items.size() / 2; }
  const YamlNode& key(std::size_t i) const { return items[2 * i]; }
  const YamlNode& mapValue(std::size_t i) const { return items[2 * i + 1]; }
};

struct YamlLimits {
  std::size_t maxBytes = 4u << 20;  // 4 MiB: far above any real level or catalog
  int maxDepth = 64;                // nesting of sequences and maps
  std::size_t maxNodes = 500000;    // enough for a pack of several 200x200 levels
};

// The byte limit as people read it, for messages ("4 MiB").
std::string byteLimitText(std::size_t bytes);

// Parses exactly one YAML document. Anchors, aliases and explicit tags are refused (a level file
// never needs them, and aliases are how "billion laughs" files blow up). Text that is not
// UTF-8, holds NUL or control characters, is empty, too big or too deep is refused with the
// position of the first offending byte.
Loaded<YamlNode> readYaml(std::string_view text, const std::string& fileName, const YamlLimits& limits = {});

}  // namespace tileflow
