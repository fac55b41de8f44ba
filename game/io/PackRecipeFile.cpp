// PackRecipeFile: reads pack recipes through the guarded YAML reader.
#include "game/io/PackRecipeFile.hpp"

#include <charconv>
#include <set>

#include "game/io/LevelFile.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/io/TextFile.hpp"
#include "game/io/YamlFields.hpp"
#include "game/io/YamlNode.hpp"

namespace tileflow {

namespace {

template <typename T>
T number(const YamlNode& n, const char* what, T low, T high) {
  T value{};
  const auto [end, ec] = std::from_chars(n.value.data(), n.value.data() + n.value.size(), value);
  if (!n.isScalar() || ec != std::errc{} || end != n.value.data() + n.value.size() || value < low || value > high) {
    failAt(n,
           std::string(what) + " must be a whole number from " + std::to_string(low) + " to " + std::to_string(high));
  }
  return value;
}

const std::string& text(const YamlNode& n, const char* what) {
  if (!n.isScalar() || n.value.empty()) failAt(n, std::string(what) + " must be a non-empty text");
  return n.value;
}

bool flag(const YamlNode& n, const char* what) {
  if (n.isScalar() && n.value == "true") return true;
  if (n.isScalar() && n.value == "false") return false;
  failAt(n, std::string(what) + " must be true or false");
}

const YamlNode& list(const YamlNode& n, const char* what) {
  if (!n.isSequence()) failAt(n, std::string(what) + " must be a list");
  return n;
}

// The list under `key`: at least one entry, each a name that `named` knows (it gives nothing for
// an unknown one, refused with `unknown`). `item` names an entry, `noun` what the list must hold.
template <typename Named>
auto namedList(const YamlNode& n, const char* key, const char* item, const char* noun, Named named,
               const char* unknown) {
  std::vector<typename decltype(named(std::string_view()))::value_type> out;
  for (const YamlNode& entry : list(n, key).items) {
    const auto value = named(text(entry, item));
    if (!value) failAt(entry, unknown);
    out.push_back(*value);
  }
  if (out.empty()) failAt(n, std::string(key) + " must name at least one " + noun);
  return out;
}

std::pair<int, int> size(const YamlNode& n) {
  const auto x = n.value.find('x');
  if (!n.isScalar() || x == std::string::npos) failAt(n, "a size is WIDTHxHEIGHT, e.g. 5x4");
  YamlNode w = n;
  YamlNode h = n;
  w.value = n.value.substr(0, x);
  h.value = n.value.substr(x + 1);
  return {number(w, "width", 1, MaxBoardSide), number(h, "height", 1, MaxBoardSide)};
}

PackRecipe readPack(const YamlNode& map) {
  if (!map.isMap()) failAt(map, "each pack is a map");
  PackRecipe r;
  std::set<std::string> seen;
  for (std::size_t i = 0; i < map.mapSize(); ++i) {
    const std::string& key = map.key(i).value;
    const YamlNode& v = map.mapValue(i);
    if (!seen.insert(key).second) failAt(map.key(i), "duplicate key '" + key + "'");
    if (key == "file") {
      r.file = text(v, "file");
    } else if (key == "id") {
      r.id = text(v, "id");
    } else if (key == "name") {
      r.name = text(v, "name");
    } else if (key == "environments") {
      for (const YamlNode& e : list(v, "environments").items) r.environments.push_back(text(e, "environment"));
    } else if (key == "generator") {
      const std::string& g = text(v, "generator");
      if (g == "fill") {
        r.kind = GeneratorKind::Fill;
      } else if (g == "net") {
        r.kind = GeneratorKind::Net;
      } else if (g == "link") {
        r.kind = GeneratorKind::Link;
      } else {
        failAt(v, "generator must be fill, net or link");
      }
    } else if (key == "kinds") {
      r.link.kinds = number(v, "kinds", 1, MaxLandmarkKinds);
    } else if (key == "bridges") {
      r.link.bridges = number(v, "bridges", 0, 1000);
    } else if (key == "portals") {
      r.link.portals = number(v, "portals", 0, 1000);
    } else if (key == "spacing") {
      const YamlNode& pair = list(v, "spacing");
      if (pair.items.size() != 2) failAt(v, "spacing is [s, l]: the nearest other landmark s to l steps away");
      r.link.minSpacing = number(pair.items[0], "spacing s", 1, 1000);
      r.link.maxSpacing = number(pair.items[1], "spacing l", r.link.minSpacing, 1000);
    } else if (key == "walls") {
      r.walls = namedList(v, "walls", "wall pattern", "pattern", wallPatternNamed,
                          "a wall pattern is none, steps, block-steps or pillars");
    } else if (key == "algorithms") {
      r.algorithms = namedList(v, "algorithms", "algorithm", "algorithm", lineAlgorithmNamed,
                               "an algorithm is any, follow-edges, follow-walls, follow-lines, random, backwards or "
                               "backwards-random");
    } else if (key == "rules") {
      for (const YamlNode& rule : list(v, "rules").items) {
        if (text(rule, "rule") == "connected") {
          r.rules.connected = true;
        } else if (rule.value == "acyclic") {
          r.rules.acyclic = true;
        } else {
          failAt(rule, "a rule is connected or acyclic");
        }
      }
    } else if (key == "wrap") {
      r.wrap = flag(v, "wrap");
    } else if (key == "shape") {
      const std::string& shape = text(v, "shape");
      if (shape == "square") {
        r.shape = Shape::Square;
      } else if (shape == "hex") {
        r.shape = Shape::Hex;
      } else {
        failAt(v, "shape must be square or hex");
      }
    } else if (key == "outlines") {
      r.outlines =
          namedList(v, "outlines", "outline", "outline", outlineNamed, "an outline is full, diamond, ring or hexagon");
    } else if (key == "sizes") {
      for (const YamlNode& s : list(v, "sizes").items) r.sizes.push_back(size(s));
    } else if (key == "levels") {
      r.levels = number(v, "levels", 1, 1000);
    } else if (key == "seed") {
      r.seed = number<std::uint64_t>(v, "seed", 0, ~std::uint64_t{0});
    } else {
      failAt(map.key(i), "unknown key '" + key + "'");
    }
  }
  if (r.kind == GeneratorKind::Net && seen.count("outlines")) {
    for (std::size_t i = 0; i < map.mapSize(); ++i) {
      if (map.key(i).value == "outlines")
        failAt(map.key(i), "the net generator fills the whole rectangle; drop 'outlines'");
    }
  }
  if (r.kind != GeneratorKind::Link) {
    for (std::size_t i = 0; i < map.mapSize(); ++i) {
      const std::string& key = map.key(i).value;
      if (key == "kinds" || key == "bridges" || key == "portals" || key == "walls" || key == "algorithms" ||
          key == "spacing")
        failAt(map.key(i), "only Link packs (generator: link) take '" + key + "'");
    }
  } else if (seen.count("rules")) {
    for (std::size_t i = 0; i < map.mapSize(); ++i) {
      if (map.key(i).value == "rules") failAt(map.key(i), "Link packs have the Link rule; drop 'rules'");
    }
  }
  if (r.shape == Shape::Hex && r.wrap) {
    for (std::size_t i = 0; i < map.mapSize(); ++i) {
      if (map.key(i).value != "sizes") continue;
      for (const YamlNode& s : map.mapValue(i).items) {
        if (size(s).second % 2 != 0) failAt(s, "a wrapping hex board needs an even height");
      }
    }
  }
  for (const char* required : {"file", "id", "name", "environments", "sizes"}) {
    // Net's pieces come from whichever environment holds all five (see NetPieces).
    if (r.kind == GeneratorKind::Net && std::string_view(required) == "environments") continue;
    if (!seen.count(required)) failAt(map, std::string("a pack needs '") + required + "'");
  }
  return r;
}

}  // namespace

Loaded<std::vector<PackRecipe>> parsePackRecipes(std::string_view source, const std::string& fileName) {
  Loaded<YamlNode> doc = readYaml(source, fileName);
  if (!ok(doc)) return std::get<LoadError>(doc);
  const YamlNode& root = std::get<YamlNode>(doc);
  try {
    if (!root.isMap()) failAt(root, "a recipe file is a map with 'format' and 'packs'");
    const YamlNode* packs = nullptr;
    for (std::size_t i = 0; i < root.mapSize(); ++i) {
      const std::string& key = root.key(i).value;
      if (key == "format") {
        number(root.mapValue(i), "format", 1, 1);
      } else if (key == "packs") {
        packs = &list(root.mapValue(i), "packs");
      } else {
        failAt(root.key(i), "unknown key '" + key + "'");
      }
    }
    if (packs == nullptr) failAt(root, "'packs' is missing");
    std::vector<PackRecipe> recipes;
    std::set<std::string> ids;
    for (const YamlNode& p : packs->items) {
      recipes.push_back(readPack(p));
      if (!ids.insert(recipes.back().id).second) failAt(p, "pack id '" + recipes.back().id + "' is used twice");
    }
    return recipes;
  } catch (const LoadFailure& e) {
    return LoadError{fileName, e.line(), e.column(), e.what()};
  }
}

Loaded<std::vector<PackRecipe>> loadPackRecipes(const std::filesystem::path& path) {
  Loaded<std::string> source = readTextFile(path, YamlLimits{}.maxBytes);
  if (!ok(source)) return std::get<LoadError>(source);
  return parsePackRecipes(std::get<std::string>(source), displayName(path));
}

std::string packFileText(const BuiltPack& pack) {
  return "# Made from levels/recipes/packs.yaml by scripts/make-levels.sh; edit the recipe, not this file.\n" +
         writePack(pack.pack);
}

}  // namespace tileflow
