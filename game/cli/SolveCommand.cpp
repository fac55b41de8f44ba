// solveCommand: `tileflow solve FILE [--max N]` counts a level's solutions up to N and times it.
#include <chrono>
#include <cstdio>
#include <ostream>

#include "game/cli/Cli.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/solve/Solver.hpp"

namespace tileflow::cli {

namespace {

void solveUsage(std::ostream& err) { err << "usage: tileflow solve FILE [--max N]\n"; }

}  // namespace

int solveCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string file;
  int maxSolutions = 2;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--max") {
      if (i + 1 >= args.size()) {
        solveUsage(err);
        return 2;
      }
      const std::string& v = args[++i];
      if (!parseNumber(v, maxSolutions) || maxSolutions < 1) {
        err << "tileflow solve: --max needs a whole number of at least 1, not '" << v << "'\n";
        return 2;
      }
    } else if (file.empty() && !args[i].empty()) {
      file = args[i];
    } else {
      solveUsage(err);
      return 2;
    }
  }
  if (file.empty()) {
    solveUsage(err);
    return 2;
  }
  const auto loaded = loadLevels(file, defaultCatalog());
  if (!ok(loaded)) {
    err << std::get<LoadError>(loaded).text() << "\n";
    return 2;
  }
  const Pack& pack = std::get<Pack>(loaded);
  for (const Level& level : pack.levels) {
    // A pack names each level before its counts; a single level prints just the two lines.
    if (pack.levels.size() > 1) out << "level: " << level.id << "\n";
    SolveOptions options;
    options.maxSolutions = maxSolutions;
    const auto start = std::chrono::steady_clock::now();
    const SolveResult result = solve(level.board, level.rules, options);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    char time[32];
    std::snprintf(time, sizeof time, "%.3f", ms);
    out << "solutions: " << result.solutions << "\n";
    out << "time_ms: " << time << "\n";
  }
  return 0;
}

}  // namespace tileflow::cli
