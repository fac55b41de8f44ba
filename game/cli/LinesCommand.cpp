// linesCommand: `tileflow lines SUBCOMMAND ...`, the Lines game's commands. `solve` reads the
// public numberlink text grid (one puzzle or several) and counts each puzzle's full covers up to
// --max exactly, printing `solutions:` and `time_ms:` per puzzle and, with --print, the first
// cover in the same grid.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <sstream>

#include "game/cli/Cli.hpp"
#include "game/lines/LinesSolver.hpp"
#include "game/lines/LinesText.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* LinesUsage = "usage: tileflow lines solve FILE [--max N] [--print]\n";

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
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err << path << ": cannot open the file\n";
    return 2;
  }
  std::ostringstream text;
  text << in.rdbuf();
  const LinesTextRead read = readLinesText(text.str(), path);
  if (!read) {
    err << read.error << "\n";
    return 2;
  }
  for (const LinesTextPuzzle& puzzle : read.puzzles) {
    const auto start = std::chrono::steady_clock::now();
    const LinesSolveResult r = solveLines(puzzle.board, limits);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    char time[32];
    std::snprintf(time, sizeof time, "%.3f", ms);
    if (read.puzzles.size() > 1) out << "puzzle: line " << puzzle.line << "\n";
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

}  // namespace

int linesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.empty()) {
    err << LinesUsage;
    return 2;
  }
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "solve") return solveLinesCommand(rest, out, err);
  err << LinesUsage;
  return 2;
}

}  // namespace tileflow::cli
