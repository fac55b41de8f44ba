// PackRecipeFile: reads pack recipes through the guarded YAML reader.
#include "game/io/PackRecipeFile.hpp"

#include <charconv>
#include <set>

#include "game/io/LevelFile.hpp"
#include "game/io/LinesFile.hpp"
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

std::pair<int, int> size(const YamlNode& n, int maxSide) {
  const auto x = n.value.find('x');
  if (!n.isScalar() || x == std::string::npos) failAt(n, "a size is WIDTHxHEIGHT, e.g. 5x4");
  YamlNode w = n;
  YamlNode h = n;
  w.value = n.value.substr(0, x);
  h.value = n.value.substr(x + 1);
  return {number(w, "width", 1, maxSide), number(h, "height", 1, maxSide)};
}

Shape shapeNamed(const YamlNode& v) {
  const std::string& shape = text(v, "shape");
  if (shape == "square") return Shape::Square;
  if (shape == "hex") return Shape::Hex;
  failAt(v, "shape must be square or hex");
}

std::vector<WallPattern> wallList(const YamlNode& v) {
  return namedList(v, "walls", "wall pattern", "pattern", wallPatternNamed,
                   "a wall pattern is none, steps, block-steps or pillars");
}

std::vector<LineAlgorithm> algorithmList(const YamlNode& v) {
  return namedList(v, "algorithms", "algorithm", "algorithm", lineAlgorithmNamed,
                   "an algorithm is any, follow-edges, follow-walls, follow-lines, random, backwards or "
                   "backwards-random");
}

std::vector<Outline> outlineList(const YamlNode& v) {
  return namedList(v, "outlines", "outline", "outline", outlineNamed, "an outline is full, diamond, ring or hexagon");
}

// A wrapping hex board needs an even height: every size of the pack `map` is checked.
void evenHexHeights(const YamlNode& map) {
  for (std::size_t i = 0; i < map.mapSize(); ++i) {
    if (map.key(i).value != "sizes") continue;
    for (const YamlNode& s : map.mapValue(i).items) {
      if (size(s, MaxBoardSide).second % 2 != 0) failAt(s, "a wrapping hex board needs an even height");
    }
  }
}

// The keys every recipe shares (both kinds of recipe name these fields alike); false for others.
template <typename Recipe>
bool readSharedRecipeKey(Recipe& r, const std::string& key, const YamlNode& v, int maxSide) {
  if (key == "file") {
    r.file = text(v, "file");
  } else if (key == "id") {
    r.id = text(v, "id");
  } else if (key == "name") {
    r.name = text(v, "name");
  } else if (key == "shape") {
    r.shape = shapeNamed(v);
  } else if (key == "wrap") {
    r.wrap = flag(v, "wrap");
  } else if (key == "walls") {
    r.walls = wallList(v);
  } else if (key == "algorithms") {
    r.algorithms = algorithmList(v);
  } else if (key == "outlines") {
    r.outlines = outlineList(v);
  } else if (key == "sizes") {
    for (const YamlNode& s : list(v, "sizes").items) r.sizes.push_back(size(s, maxSide));
  } else if (key == "levels") {
    r.levels = number(v, "levels", 1, 1000);
  } else if (key == "seed") {
    r.seed = number<std::uint64_t>(v, "seed", 0, ~std::uint64_t{0});
  } else {
    return false;
  }
  return true;
}

PackRecipe readPackRecipe(const YamlNode& map) {
  if (!map.isMap()) failAt(map, "each pack is a map");
  PackRecipe r;
  std::set<std::string> seen;
  for (std::size_t i = 0; i < map.mapSize(); ++i) {
    const std::string& key = map.key(i).value;
    const YamlNode& v = map.mapValue(i);
    if (!seen.insert(key).second) failAt(map.key(i), "duplicate key '" + key + "'");
    if (readSharedRecipeKey(r, key, v, MaxBoardSide)) {
      continue;
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
  if (r.shape == Shape::Hex && r.wrap) evenHexHeights(map);
  for (const char* required : {"file", "id", "name", "environments", "sizes"}) {
    // Net's pieces come from whichever environment holds all five (see NetPieces).
    if (r.kind == GeneratorKind::Net && std::string_view(required) == "environments") continue;
    if (!seen.count(required)) failAt(map, std::string("a pack needs '") + required + "'");
  }
  return r;
}

// A Lines pack: its file, id, name and sizes, and the generator's choices for its levels.
LinesPackRecipe readLinesPackRecipe(const YamlNode& map) {
  if (!map.isMap()) failAt(map, "each pack is a map");
  LinesPackRecipe r;
  std::set<std::string> seen;
  for (std::size_t i = 0; i < map.mapSize(); ++i) {
    const std::string& key = map.key(i).value;
    const YamlNode& v = map.mapValue(i);
    if (!seen.insert(key).second) failAt(map.key(i), "duplicate key '" + key + "'");
    if (readSharedRecipeKey(r, key, v, MaxLinesSide)) {
      continue;
    } else if (key == "bridges") {
      r.bridges = number(v, "bridges", 0, 1000);
    } else if (key == "portals") {
      r.portals = number(v, "portals", 0, 1000);
    } else if (key == "longest") {
      r.longest = number(v, "longest", 0, MaxLinesSide * MaxLinesSide);
    } else {
      failAt(map.key(i), "unknown key '" + key + "'");
    }
  }
  if (r.shape == Shape::Hex && r.wrap) evenHexHeights(map);
  for (const char* required : {"file", "id", "name", "sizes"}) {
    if (!seen.count(required)) failAt(map, std::string("a pack needs '") + required + "'");
  }
  return r;
}

// A recipe file: a map of `versionKey: 1` and `packs`, each pack read by `read`, ids unique.
template <typename Recipe, typename Read>
Loaded<std::vector<Recipe>> parseRecipeList(std::string_view source, const std::string& fileName,
                                            const char* versionKey, Read read) {
  Loaded<YamlNode> doc = readYaml(source, fileName);
  if (!ok(doc)) return std::get<LoadError>(doc);
  const YamlNode& root = std::get<YamlNode>(doc);
  try {
    if (!root.isMap()) failAt(root, std::string("a recipe file is a map with '") + versionKey + "' and 'packs'");
    const YamlNode* packs = nullptr;
    bool versioned = false;
    for (std::size_t i = 0; i < root.mapSize(); ++i) {
      const std::string& key = root.key(i).value;
      if (key == versionKey) {
        number(root.mapValue(i), versionKey, 1, 1);
        versioned = true;
      } else if (key == "packs") {
        packs = &list(root.mapValue(i), "packs");
      } else {
        failAt(root.key(i), "unknown key '" + key + "'");
      }
    }
    if (!versioned) failAt(root, std::string("'") + versionKey + ": 1' is missing");
    if (packs == nullptr) failAt(root, "'packs' is missing");
    std::vector<Recipe> recipes;
    std::set<std::string> ids;
    for (const YamlNode& p : packs->items) {
      recipes.push_back(read(p));
      if (!ids.insert(recipes.back().id).second) failAt(p, "pack id '" + recipes.back().id + "' is used twice");
    }
    return recipes;
  } catch (const LoadFailure& e) {
    return LoadError{fileName, e.line(), e.column(), e.what()};
  }
}

}  // namespace

Loaded<std::vector<PackRecipe>> parsePackRecipes(std::string_view source, const std::string& fileName) {
  return parseRecipeList<PackRecipe>(source, fileName, "format", readPackRecipe);
}

Loaded<std::vector<LinesPackRecipe>> parseLinesPackRecipes(std::string_view source, const std::string& fileName) {
  return parseRecipeList<LinesPackRecipe>(source, fileName, "lines", readLinesPackRecipe);
}

Loaded<std::vector<LinesPackRecipe>> loadLinesPackRecipes(const std::filesystem::path& path) {
  return loadTextFileWith(path, YamlLimits{}.maxBytes, parseLinesPackRecipes);
}

Loaded<std::vector<PackRecipe>> loadPackRecipes(const std::filesystem::path& path) {
  return loadTextFileWith(path, YamlLimits{}.maxBytes, parsePackRecipes);
}

std::string packFileText(const BuiltPack& pack) {
  return "# Made from levels/recipes/packs.yaml by scripts/make-levels.sh; edit the recipe, not this file.\n" +
         writePack(pack.pack);
}

std::string linesPackFileText(const LinesBuiltPack& pack) {
  return "# Made from levels/recipes/lines-packs.yaml by scripts/make-levels.sh; edit the recipe, not this file.\n" +
         writeLinesFile(pack.pack);
}

}  // namespace tileflow
