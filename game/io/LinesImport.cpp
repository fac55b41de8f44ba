#include "game/io/LinesImport.hpp"

#include <utility>

#include "game/io/LinesFile.hpp"
#include "game/io/LinesShareCode.hpp"
#include "game/io/TextFile.hpp"
#include "game/lines/LinesText.hpp"

namespace tileflow {

std::optional<Loaded<LinesPack>> importLinesText(std::string_view text, const std::string& source) {
  const std::string_view body = trimmedText(text);
  if (body.empty()) return std::nullopt;
  if (looksLikeLinesShareCode(body)) {
    Loaded<LinesLevel> level = decodeLinesShareCode(body);
    if (auto* e = std::get_if<LoadError>(&level)) return Loaded<LinesPack>(std::move(*e));
    LinesPack pack;
    pack.levels.push_back(std::get<LinesLevel>(std::move(level)));
    return Loaded<LinesPack>(std::move(pack));
  }
  // A Lines file: `lines:` first, after any comment lines (the shipped packs begin with one).
  std::string_view first = body;
  while (first.starts_with('#')) {
    const std::size_t end = first.find('\n');
    first = end == std::string_view::npos ? std::string_view() : trimmedText(first.substr(end + 1));
  }
  if (first.starts_with("lines:")) return parseLinesFile(text, source);
  // The text grid: only when the whole text reads as one, so other imports keep their own words.
  const LinesTextRead read = readLinesText(text, source);
  if (!read || read.puzzles.empty()) return std::nullopt;
  LinesPack pack;
  for (std::size_t i = 0; i < read.puzzles.size(); ++i) {
    LinesLevel level;
    level.name = source + (read.puzzles.size() > 1 ? " " + std::to_string(i + 1) : "");
    level.board = read.puzzles[i].board;
    pack.levels.push_back(std::move(level));
  }
  return Loaded<LinesPack>(std::move(pack));
}

}  // namespace tileflow
