// LevelImport: guesses what a pasted or named text is and loads the levels it holds.
#include "game/io/LevelImport.hpp"

#include <filesystem>
#include <system_error>

#include "game/io/HexapipesImport.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/NetImport.hpp"
#include "game/io/ShareCode.hpp"
#include "game/io/TextFile.hpp"

namespace tileflow {

namespace {

// A 200x200 Hexapipes puzzle written one tile a line with tabs is about 300 KB.
constexpr std::size_t kMaxHexapipesBytes = 4u << 20;

bool looksLikeNetId(std::string_view s) {
  const auto colon = s.find(':');
  if (colon == std::string_view::npos || colon == 0 || s.find('\n') != std::string_view::npos) return false;
  return s[0] >= '0' && s[0] <= '9';
}

bool looksLikeYaml(std::string_view s) {
  return s.starts_with("format:") || s.starts_with("---") || s.find("\ntiles:") != std::string_view::npos ||
         s.find("\nformat:") != std::string_view::npos;
}

Loaded<ImportedLevels> single(ImportSource source, Loaded<Level> loaded) {
  if (!ok(loaded)) return std::get<LoadError>(loaded);
  ImportedLevels result;
  result.source = source;
  result.pack.levels.push_back(std::move(std::get<Level>(loaded)));
  return result;
}

Loaded<ImportedLevels> fromPack(ImportSource source, Loaded<Pack> loaded) {
  if (!ok(loaded)) return std::get<LoadError>(loaded);
  ImportedLevels result;
  result.source = source;
  result.pack = std::move(std::get<Pack>(loaded));
  return result;
}

}  // namespace

Loaded<ImportedLevels> importLevels(std::string_view text, const Catalog& catalog, bool allowFiles) {
  const std::string_view t = trimmedText(text);
  if (t.empty())
    return LoadError{"<import>", 1, 1, "nothing to import: expected a share code, a Net game ID or a level"};
  if (looksLikeShareCode(t)) return single(ImportSource::ShareCode, decodeShareCode(t, catalog));
  if (looksLikeHexapipes(t)) {
    if (t.size() > MaxShareCodeLength * 64)
      return LoadError{"<pasted>", 1, 1, "the pasted text is too long for a Hexapipes puzzle"};
    return single(ImportSource::Hexapipes, importHexapipes(text, "<pasted>", catalog));
  }
  if (looksLikeYaml(t)) {
    if (t.size() > MaxShareCodeLength * 64)
      return LoadError{"<pasted>", 1, 1, "the pasted text is too long for a level"};
    return fromPack(ImportSource::LevelText, parseLevels(text, "<pasted>", catalog));
  }
  if (allowFiles && t.size() < 4096) {
    std::error_code ec;
    const std::filesystem::path path{std::string(t)};
    if (std::filesystem::is_regular_file(path, ec)) {
      const bool json = path.extension() == ".json" || path.extension() == ".JSON";
      auto read = readTextFile(path, kMaxHexapipesBytes);
      if (json && !ok(read)) return std::get<LoadError>(read);
      if (ok(read) && (json || looksLikeHexapipes(std::get<std::string>(read)))) {
        return single(ImportSource::Hexapipes,
                      importHexapipes(std::get<std::string>(read), displayName(path), catalog,
                                      inHexapipesWrapFolder(std::filesystem::absolute(path, ec).generic_string())));
      }
      return fromPack(ImportSource::LevelFile, loadLevels(path, catalog));
    }
  }
  if (looksLikeNetId(t)) return single(ImportSource::NetId, importNetId(t, catalog));
  return LoadError{"<import>", 1, 1,
                   std::string("not a share code (TF1.… or TF2.…), a Net game ID (like 5x5:…), a Hexapipes puzzle") +
                       (allowFiles ? ", an existing level or Hexapipes .json file" : "") + " or level YAML"};
}

}  // namespace tileflow
