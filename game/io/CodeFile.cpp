// CodeFile: splits a code file into lines and decodes each share code on its own.
#include "game/io/CodeFile.hpp"

#include "game/io/ShareCode.hpp"
#include "game/io/TextFile.hpp"

namespace tileflow {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

}  // namespace

FileLevels parseCodeFile(std::string_view text, const std::string& fileName, const Catalog& catalog) {
  FileLevels result;
  // Editors on other systems may start the file with a byte order mark.
  constexpr std::string_view bom = "\xEF\xBB\xBF";
  if (text.starts_with(bom)) text.remove_prefix(bom.size());
  std::size_t codes = 0;
  int lineNumber = 0;
  while (!text.empty()) {
    ++lineNumber;
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    std::size_t first = 0;
    while (first < line.size() && blank(line[first])) ++first;
    if (first == line.size() || line[first] == '#') continue;
    if (++codes > MaxCodesPerFile) {
      result.errors.push_back(
          LoadError{fileName, lineNumber, 1,
                    "more than " + std::to_string(MaxCodesPerFile) + " codes in one file; the rest were not read"});
      break;
    }
    auto decoded = decodeShareCode(line, catalog);
    if (ok(decoded)) {
      result.levels.push_back(std::move(std::get<Level>(decoded)));
    } else {
      // The decoder counts columns within the line it was given, which is the file's column.
      const LoadError& e = std::get<LoadError>(decoded);
      result.errors.push_back(LoadError{fileName, lineNumber, e.column, e.message});
    }
  }
  return result;
}

FileLevels loadCodeFile(const std::filesystem::path& path, const Catalog& catalog) {
  auto text = readTextFile(path, MaxCodeFileBytes);
  if (!ok(text)) return FileLevels{{}, {std::get<LoadError>(text)}};
  return parseCodeFile(std::get<std::string>(text), displayName(path), catalog);
}

}  // namespace tileflow
