// floodCommand: `tileflow flood SUBCOMMAND ...`, the Flood game's commands: `import` turns a
// Simon Tatham's Flood game ID or a Flood share code into a board file, `solve` finds the fewest
// moves for an ID, a code or a board file, `share` prints a board's share code.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <ostream>
#include <utility>

#include "game/cli/Cli.hpp"
#include "game/flood/FloodSolver.hpp"
#include "game/flood/SgtFloodId.hpp"
#include "game/io/FloodFile.hpp"
#include "game/io/FloodShareCode.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* kUsage =
    "usage: tileflow flood import ID|CODE [--out PATH]\n"
    "       tileflow flood solve ID|CODE|FILE [--nodes N | --game-limits] [--threads N]\n"
    "       tileflow flood share ID|CODE|FILE\n"
    "       tileflow flood match --a LEVEL --b LEVEL [--games N] [--size WxH] [--colours C] [--seed S] "
    "[--shape square|hex]\n";

int importFlood(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string id;
  std::string outPath;
  if (!parseIdAndOut(args, id, outPath)) {
    err << kUsage;
    return 2;
  }
  const auto loaded = floodPuzzleFromId(id);
  if (!ok(loaded)) {
    err << std::get<LoadError>(loaded).text() << "\n";
    return 2;
  }
  return writeResult("flood import", writeFloodFile(std::get<FloodPuzzle>(loaded)), outPath, out, err);
}

// The puzzle a command's argument names (a board file when one of that name exists, otherwise an ID
// or a code), or nothing after saying why on `err`.
std::optional<FloodPuzzle> floodPuzzleArgument(const std::string& source, std::ostream& err) {
  bool isFile = false;
  auto loaded = loadFloodPuzzle(source, &isFile);
  if (!ok(loaded)) {
    err << std::get<LoadError>(loaded).text() << (isFile ? "" : " (nor is there a file of that name)") << "\n";
    return std::nullopt;
  }
  return std::move(std::get<FloodPuzzle>(loaded));
}

// `flood share ID|CODE|FILE`: the board's Flood share code, with its move limit.
int shareFloodCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.size() != 1 || args[0].empty() || args[0][0] == '-') {
    err << kUsage;
    return 2;
  }
  const auto puzzle = floodPuzzleArgument(args[0], err);
  if (!puzzle) return 2;
  out << encodeFloodShareCode(*puzzle) << "\n";
  return 0;
}

int solveFloodCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string source;
  FloodSolveLimits limits;
  bool nodesGiven = false;
  bool gameLimits = false;
  int threads = 1;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--threads") {
      if (i + 1 >= args.size()) {
        err << kUsage;
        return 2;
      }
      const std::string& v = args[++i];
      if (!parseNumber(v, threads) || threads < 1 || threads > 16) {
        err << "tileflow flood solve: --threads needs a whole number from 1 to 16, not '" << v << "'\n";
        return 2;
      }
    } else if (args[i] == "--game-limits" && !nodesGiven) {
      gameLimits = true;
    } else if (args[i] == "--nodes" && !gameLimits) {
      nodesGiven = true;
      if (i + 1 >= args.size()) {
        err << kUsage;
        return 2;
      }
      const std::string& v = args[++i];
      if (!parseNumber(v, limits.nodes) || limits.nodes < 0) {
        err << "tileflow flood solve: --nodes needs a whole number of at least 0, not '" << v << "'\n";
        return 2;
      }
    } else if (source.empty() && !args[i].empty() && args[i][0] != '-') {
      source = args[i];
    } else {
      err << kUsage;
      return 2;
    }
  }
  if (source.empty()) {
    err << kUsage;
    return 2;
  }
  const auto loaded = floodPuzzleArgument(source, err);
  if (!loaded) return 2;
  const FloodPuzzle& puzzle = *loaded;
  if (gameLimits) limits = floodGameLimits(puzzle.board);
  limits.threads = threads;
  const auto start = std::chrono::steady_clock::now();
  const FloodSolution solution = solveFlood(puzzle.board, limits);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  char time[32];
  std::snprintf(time, sizeof time, "%.3f", ms);
  out << "moves: " << solution.moves.size() << "\n";
  out << "proven: " << (solution.proven ? "yes" : "no") << "\n";
  out << "nodes: " << solution.nodes << "\n";
  out << "time_ms: " << time << "\n";
  out << "sequence:";
  for (int c : solution.moves) out << " " << c + 1;
  out << "\n";
  return 0;
}

}  // namespace

int floodCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.empty()) {
    err << kUsage;
    return 2;
  }
  const std::string& sub = args[0];
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (sub == "import") {
    return importFlood(rest, out, err);
  } else if (sub == "solve") {
    return solveFloodCommand(rest, out, err);
  } else if (sub == "share") {
    return shareFloodCommand(rest, out, err);
  } else if (sub == "match") {
    return floodMatchCommand(rest, out, err);
  }
  err << "tileflow flood: unknown subcommand '" << sub << "'\n" << kUsage;
  return 2;
}

}  // namespace tileflow::cli
