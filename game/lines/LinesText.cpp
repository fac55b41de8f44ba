#include "game/lines/LinesText.hpp"

#include <array>
#include <charconv>
#include <optional>

namespace tileflow {

namespace {

struct LinesTextLine {
  std::string_view text;
  int number = 0;
};

bool blankLinesRow(std::string_view line) { return line.find_first_not_of(" \t") == std::string_view::npos; }

// "W H", two whole numbers: the optional size line.
std::optional<std::pair<int, int>> linesSizeLine(std::string_view line) {
  const auto space = line.find(' ');
  if (space == std::string_view::npos) return std::nullopt;
  int w = 0;
  int h = 0;
  const std::string_view a = line.substr(0, space);
  std::string_view b = line.substr(space + 1);
  while (!b.empty() && b.back() == ' ') b.remove_suffix(1);
  const auto [ea, xa] = std::from_chars(a.data(), a.data() + a.size(), w);
  const auto [eb, xb] = std::from_chars(b.data(), b.data() + b.size(), h);
  if (xa != std::errc{} || xb != std::errc{} || ea != a.data() + a.size() || eb != b.data() + b.size())
    return std::nullopt;
  return std::pair{w, h};
}

std::string linesPlace(std::string_view file, int line, int column) {
  return std::string(file) + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
}

}  // namespace

LinesTextRead readLinesText(std::string_view text, std::string_view fileName) {
  LinesTextRead out;
  std::vector<LinesTextLine> lines;
  int number = 0;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({line, ++number});
    start = end + 1;
  }
  const auto fail = [&](int line, int column, const std::string& why) {
    out.puzzles.clear();
    out.error = linesPlace(fileName, line, column) + why;
    return out;
  };
  std::size_t i = 0;
  while (i < lines.size()) {
    if (blankLinesRow(lines[i].text)) {
      ++i;
      continue;
    }
    const int first = lines[i].number;
    std::optional<std::pair<int, int>> declared = linesSizeLine(lines[i].text);
    if (declared) {
      if (declared->first < 1 || declared->second < 1 || declared->first > MaxLinesSide ||
          declared->second > MaxLinesSide)
        return fail(first, 1, "a board is 1x1 to " + std::to_string(MaxLinesSide) + "x" + std::to_string(MaxLinesSide));
      ++i;
    }
    std::vector<LinesTextLine> rows;
    while (i < lines.size() && !blankLinesRow(lines[i].text)) rows.push_back(lines[i++]);
    if (rows.empty()) return fail(first, 1, "a size line with no rows after it");
    const int width = static_cast<int>(rows[0].text.size());
    if (width > MaxLinesSide)
      return fail(rows[0].number, MaxLinesSide + 1, "a row longer than " + std::to_string(MaxLinesSide) + " cells");
    if (static_cast<int>(rows.size()) > MaxLinesSide)
      return fail(rows[MaxLinesSide].number, 1, "more than " + std::to_string(MaxLinesSide) + " rows");
    for (const LinesTextLine& row : rows) {
      if (static_cast<int>(row.text.size()) != width)
        return fail(
            row.number, static_cast<int>(std::min(row.text.size(), static_cast<std::size_t>(width))) + 1,
            "this row has " + std::to_string(row.text.size()) + " cells, the first has " + std::to_string(width));
    }
    if (declared && (declared->first != width || declared->second != static_cast<int>(rows.size())))
      return fail(first, 1,
                  "the size line says " + std::to_string(declared->first) + "x" + std::to_string(declared->second) +
                      " but the rows make " + std::to_string(width) + "x" + std::to_string(rows.size()));
    LinesBoard board(width, static_cast<int>(rows.size()));
    std::array<int, MaxLinesColours> count{};
    std::array<std::pair<int, int>, MaxLinesColours> where{};
    for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
      for (int x = 0; x < width; ++x) {
        const int colour = linesColourOf(rows[static_cast<std::size_t>(y)].text[static_cast<std::size_t>(x)]);
        if (colour < 0) continue;
        const auto k = static_cast<std::size_t>(colour);
        if (++count[k] > 2)
          return fail(rows[static_cast<std::size_t>(y)].number, x + 1,
                      std::string("'") + linesColourSymbol(colour) +
                          "' appears a third time; each letter or digit marks the two ends of one line");
        where[k] = {rows[static_cast<std::size_t>(y)].number, x + 1};
        board.setEndpoint(board.cellAt(x, y), colour);
      }
    }
    bool any = false;
    for (int colour = 0; colour < MaxLinesColours; ++colour) {
      const auto k = static_cast<std::size_t>(colour);
      if (count[k] == 1)
        return fail(where[k].first, where[k].second,
                    std::string("'") + linesColourSymbol(colour) +
                        "' appears once; each letter or digit marks the two ends of one line");
      any = any || count[k] == 2;
    }
    if (!any) return fail(first, 1, "a puzzle with no endpoints (letters or digits)");
    out.puzzles.push_back({std::move(board), first});
  }
  if (out.puzzles.empty()) return fail(1, 1, "no puzzle in the file");
  return out;
}

std::string writeLinesText(const LinesBoard& board, const LinesPosition* lines) {
  std::string out = std::to_string(board.width()) + " " + std::to_string(board.height()) + "\n";
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const int c = board.cellAt(x, y);
      char shown = '.';
      if (!board.present(c)) {
        shown = '#';
      } else if (board.bridge(c)) {
        shown = '+';
      } else if (board.endpoint(c) >= 0) {
        shown = linesColourSymbol(board.endpoint(c));
      } else if (lines != nullptr && lines->owner(c) >= 0) {
        shown = linesColourSymbol(lines->owner(c));
      }
      out += shown;
    }
    out += '\n';
  }
  return out;
}

}  // namespace tileflow
