// linesCommand: `tileflow lines SUBCOMMAND ...`, the Lines game's commands. `solve` reads a Lines
// level or pack file or the public numberlink text grid (one puzzle or several) and counts each
// puzzle's full covers up to --max exactly, printing `solutions:` and `time_ms:` per puzzle and,
// with --print, the first cover in the same grid. `import` turns such a file, or a Lines share
// code, into a Lines pack; `share` prints a share code for each level of a Lines file.
#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "game/cli/Cli.hpp"
#include "game/io/LinesFile.hpp"
#include "game/io/LinesShareCode.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesSolver.hpp"
#include "game/lines/LinesText.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* LinesUsage =
    "usage: tileflow lines solve FILE|CODE [--max N] [--print]\n"
    "       tileflow lines import FILE|CODE [--out PATH]\n"
    "       tileflow lines share FILE\n";

struct LinesPuzzleRead {
  LinesBoard board;
  std::string name;                   // the level's id, or "line N" of a text file
  const LinesLevel* level = nullptr;  // a Lines file's or code's level, with what it records
};

// The puzzles of a Lines level or pack file (YAML, `lines: 1`), of the public text grid or of a
// Lines share code (`levels` keeps the levels of a file or code); false (after saying why on
// `err`) when they cannot be read.
bool readLinesPuzzles(const std::string& path, std::vector<LinesPuzzleRead>& puzzles, std::vector<LinesLevel>& levels,
                      std::ostream& err) {
  if (looksLikeLinesShareCode(path)) {
    Loaded<LinesLevel> level = decodeLinesShareCode(path);
    if (const auto* e = std::get_if<LoadError>(&level)) {
      err << e->text() << "\n";
      return false;
    }
    levels.push_back(std::get<LinesLevel>(std::move(level)));
    puzzles.push_back({levels.back().board, levels.back().id, &levels.back()});
    return true;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err << path << ": cannot open the file\n";
    return false;
  }
  std::ostringstream text;
  text << in.rdbuf();
  const std::string body = text.str();
  if (body.rfind("lines:", 0) == 0 || path.ends_with(".yaml") || path.ends_with(".yml")) {
    const Loaded<LinesPack> pack = parseLinesFile(body, path);
    if (const auto* e = std::get_if<LoadError>(&pack)) {
      err << e->text() << "\n";
      return false;
    }
    levels = std::get<LinesPack>(pack).levels;
    for (const LinesLevel& level : levels) puzzles.push_back({level.board, level.id, &level});
    return true;
  }
  const LinesTextRead read = readLinesText(body, path);
  if (!read) {
    err << read.error << "\n";
    return false;
  }
  for (const LinesTextPuzzle& puzzle : read.puzzles)
    puzzles.push_back({puzzle.board, "line " + std::to_string(puzzle.line), nullptr});
  return true;
}

int solveLinesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string path;
  LinesSolveLimits limits;
  bool print = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--max") {
      if (i + 1 >= args.size()) {
        err << LinesUsage;
        return 2;
      }
      const std::string& v = args[++i];
      if (!parseNumber(v, limits.maxSolutions) || limits.maxSolutions < 1) {
        err << "tileflow lines solve: --max needs a whole number of at least 1, not '" << v << "'\n";
        return 2;
      }
    } else if (args[i] == "--print") {
      print = true;
    } else if (path.empty() && !args[i].empty() && args[i][0] != '-') {
      path = args[i];
    } else {
      err << LinesUsage;
      return 2;
    }
  }
  if (path.empty()) {
    err << LinesUsage;
    return 2;
  }
  std::vector<LinesPuzzleRead> puzzles;
  std::vector<LinesLevel> levels;
  if (!readLinesPuzzles(path, puzzles, levels, err)) return 2;
  limits.cover = print;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const LinesPuzzleRead& puzzle = puzzles[i];
    const auto start = std::chrono::steady_clock::now();
    const LinesSolveResult r = solveLines(puzzle.board, limits);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    char time[32];
    std::snprintf(time, sizeof time, "%.3f", ms);
    if (puzzles.size() > 1) out << "puzzle: " << puzzle.name << "\n";
    out << "solutions: " << r.solutions << (r.complete ? "" : " (stopped: at least)") << "\n";
    out << "time_ms: " << time << "\n";
    if (print && r.solutions > 0) {
      LinesPosition cover(puzzle.board);
      for (int colour = 0; colour < puzzle.board.colours(); ++colour) {
        if (puzzle.board.ends(colour)) cover.setLine(colour, r.first[static_cast<std::size_t>(colour)]);
      }
      out << writeLinesText(puzzle.board, &cover);
    }
  }
  return 0;
}

// `lines import FILE [--out PATH]`: each puzzle of the file as a Lines level, with its cover as
// the solution; a board without a cover is refused with the reason, and nothing is written.
int importLinesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string path;
  std::string target = "-";
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--out" && i + 1 < args.size() && !args[i + 1].empty()) {
      target = args[++i];
    } else if (path.empty() && !args[i].empty() && args[i][0] != '-') {
      path = args[i];
    } else {
      err << LinesUsage;
      return 2;
    }
  }
  if (path.empty()) {
    err << LinesUsage;
    return 2;
  }
  std::vector<LinesPuzzleRead> puzzles;
  std::vector<LinesLevel> levels;
  if (!readLinesPuzzles(path, puzzles, levels, err)) return 2;
  const std::string stem = looksLikeLinesShareCode(path) ? "shared" : std::filesystem::path(path).stem().string();
  LinesPack pack;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const LinesPuzzleRead& puzzle = puzzles[i];
    LinesSolveLimits limits;
    limits.cover = true;
    const LinesSolveResult r = solveLines(puzzle.board, limits);
    const std::string where = path + " (" + puzzle.name + ")";
    if (r.solutions == 0) {
      err << where << ": "
          << (r.complete ? "no cover: the dots cannot all be joined with every cell filled"
                         : "the solver found no cover in its time")
          << "; nothing imported\n";
      return 1;
    }
    if (r.solutions > 1) err << where << ": note: more than one cover; any of them wins\n";
    if (puzzle.level != nullptr && looksLikeLinesShareCode(path)) {
      pack.levels.push_back(*puzzle.level);  // a code's level keeps its id, name and record
      continue;
    }
    LinesLevel level;
    std::string id;
    for (const char c : stem) {
      const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      id += std::isalnum(static_cast<unsigned char>(lower)) ? lower : '-';
    }
    if (id.empty() || !std::isalnum(static_cast<unsigned char>(id.front()))) id = "imported" + id;
    level.id = id.substr(0, 48) + "-" + std::to_string(i + 1);
    level.name = stem.substr(0, 60) + (puzzles.size() > 1 ? " " + std::to_string(i + 1) : "");
    level.board = puzzle.board;
    level.solution = r.first;
    level.difficulty = linesDifficulty(puzzle.board);
    pack.levels.push_back(std::move(level));
  }
  const std::string text = writeLinesFile(pack);
  if (target == "-") {
    out << text;
    return 0;
  }
  std::ofstream file(target, std::ios::binary | std::ios::trunc);
  file << text;
  if (!file) {
    err << "tileflow lines import: cannot write '" << target << "'\n";
    return 1;
  }
  out << "imported " << pack.levels.size() << (pack.levels.size() == 1 ? " level" : " levels") << " to " << target
      << "\n";
  return 0;
}

// `lines share FILE`: a Lines share code for each level of a Lines file, one a line.
int shareLinesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.size() != 1 || args[0].empty() || args[0][0] == '-') {
    err << LinesUsage;
    return 2;
  }
  const Loaded<LinesPack> pack = loadLinesFile(args[0]);
  if (const auto* e = std::get_if<LoadError>(&pack)) {
    err << e->text() << "\n";
    return 2;
  }
  for (const LinesLevel& level : std::get<LinesPack>(pack).levels) {
    try {
      out << encodeLinesShareCode(level) << "\n";
    } catch (const std::invalid_argument& e) {
      err << args[0] << " (" << level.id << "): " << e.what() << "\n";
      return 1;
    }
  }
  return 0;
}

}  // namespace

int linesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.empty()) {
    err << LinesUsage;
    return 2;
  }
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "solve") return solveLinesCommand(rest, out, err);
  if (args[0] == "import") return importLinesCommand(rest, out, err);
  if (args[0] == "share") return shareLinesCommand(rest, out, err);
  err << LinesUsage;
  return 2;
}

}  // namespace tileflow::cli
