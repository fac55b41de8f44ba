// generateCommand: `tileflow generate` makes levels with the Fill, Backtrack, Net or Link generator (or,
// with --mode lines, Lines levels) and writes them as a level or pack file; with --timeout-ms it cancels the work
// through its stop token and reports how long the worker took to end.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>
#include <thread>

#include "engine/core/BackgroundTask.hpp"
#include "engine/core/SizeText.hpp"
#include "game/cli/Cli.hpp"
#include "game/generate/Generator.hpp"
#include "game/generate/LinkGenerator.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/LinesFile.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesPacks.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* GenerateUsage =
    "usage: tileflow generate --size WxH [--env ID] [--seed S] [--count K] [--rules net|match]\n"
    "                         [--wrap [straight|twisted]] [--blank] [--timeout-ms T] [--out PATH|-]\n"
    "                         [--generator fill|backtrack|net]\n"
    "                         [--no-unique] [--stats] [--shape square|hex] [--outline full|diamond|ring|hexagon]\n"
    "       tileflow generate --generator link --size WxH [--kinds K] [--bridges N] [--portals N]\n"
    "                         [--walls none|steps|block-steps|pillars] [--algorithm NAME] [--spacing S,L]\n"
    "                         [--env ID] [--seed S]\n"
    "                         [--count K] [--wrap] [--shape square|hex] [--outline ...] [--stats] [--out PATH|-]\n"
    "       tileflow generate --mode lines --size WxH [--shape square|hex] [--wrap] [--bridges N] [--portals N]\n"
    "                         [--walls ...] [--outline ...] [--algorithm NAME] [--max-line N] [--seed S]\n"
    "                         [--count K] [--timeout-ms T] [--stats] [--out PATH|-]\n";

std::string millis(double ms) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f", ms);
  return buffer;
}

struct GenerateRequest {
  GenerateOptions options;
  int count = 1;
  std::optional<std::int64_t> timeoutMs;
  std::string out = "-";
  bool stats = false;
  bool lines = false;  // --mode lines: Lines levels
  int maxLine = 0;     // Lines: --max-line
};

// Fills `request` from the arguments; an error message when they are not usable.
std::optional<std::string> parseGenerate(const std::vector<std::string>& args, GenerateRequest& request) {
  GenerateOptions& o = request.options;
  bool sized = false;
  std::optional<std::string> generator;
  std::optional<std::string> rules;
  LinkSettings& lo = o.link;
  bool linkOnly = false;   // an option only Link (and Lines) levels take was given
  bool tilesOnly = false;  // an option Lines levels do not take was given
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](std::string& v) {
      if (i + 1 >= args.size()) return false;
      v = args[++i];
      return true;
    };
    std::string v;
    if (a == "--wrap") {
      o.wrap = true;
      // An optional kind: straight (the default) or twisted, the hex seam of Hexapipes.
      if (i + 1 < args.size() && (args[i + 1] == "straight" || args[i + 1] == "twisted"))
        o.twisted = args[++i] == "twisted";
    } else if (a == "--blank") {
      o.blank = true;
    } else if (a == "--no-unique") {
      o.unique = false;
    } else if (a == "--stats") {
      request.stats = true;
    } else if (a == "--size" || a == "--env" || a == "--seed" || a == "--count" || a == "--rules" ||
               a == "--timeout-ms" || a == "--out" || a == "--generator" || a == "--shape" || a == "--outline" ||
               a == "--kinds" || a == "--bridges" || a == "--portals" || a == "--walls" || a == "--algorithm" ||
               a == "--spacing" || a == "--mode" || a == "--max-line") {
      if (!value(v)) return a + " needs a value";
      if (a == "--env" || a == "--rules" || a == "--generator" || a == "--kinds" || a == "--spacing") tilesOnly = true;
      if (a == "--mode") {
        if (v != "tiles" && v != "lines") return "--mode must be 'tiles' or 'lines', not '" + v + "'";
        request.lines = v == "lines";
      } else if (a == "--max-line") {
        if (!parseNumber(v, request.maxLine) || request.maxLine < 3 || request.maxLine > 10000)
          return "--max-line needs a whole number of cells, at least 3, not '" + v + "'";
      } else if (a == "--kinds" || a == "--bridges" || a == "--portals") {
        int n = 0;
        if (!parseNumber(v, n) || n < 0 || n > 1000) return a + " needs a whole number of at least 0, not '" + v + "'";
        (a == "--kinds" ? lo.kinds : a == "--bridges" ? lo.bridges : lo.portals) = n;
        if (a == "--kinds" && (n < 1 || n > MaxLandmarkKinds))
          return "--kinds needs 1 to " + std::to_string(MaxLandmarkKinds) + ", not '" + v + "'";
        linkOnly = true;
      } else if (a == "--spacing") {
        const auto comma = v.find(',');
        if (comma == std::string::npos || !parseNumber(v.substr(0, comma), lo.minSpacing) ||
            !parseNumber(v.substr(comma + 1), lo.maxSpacing) || lo.minSpacing < 1 || lo.maxSpacing < lo.minSpacing ||
            lo.maxSpacing > 1000) {
          return "--spacing needs S,L with 1 <= S <= L (the nearest other landmark S to L steps away), not '" + v + "'";
        }
        linkOnly = true;
      } else if (a == "--walls") {
        const auto pattern = wallPatternNamed(v);
        if (!pattern) return "--walls must be none, steps, block-steps or pillars, not '" + v + "'";
        lo.walls = *pattern;
        linkOnly = true;
      } else if (a == "--algorithm") {
        const auto algorithm = lineAlgorithmNamed(v);
        if (!algorithm) {
          std::string names;
          for (const char* name : LineAlgorithmNames) names += std::string(names.empty() ? "" : ", ") + name;
          return "--algorithm must be one of " + names + ", not '" + v + "'";
        }
        lo.algorithm = *algorithm;
        linkOnly = true;
      } else if (a == "--outline") {
        const auto outline = outlineNamed(v);
        if (!outline) return "--outline must be full, diamond, ring or hexagon, not '" + v + "'";
        o.outline = *outline;
      } else if (a == "--size") {
        const auto size = parseSize(v);
        if (size) {
          o.width = size->width;
          o.height = size->height;
        }
        if (!size || o.width < 1 || o.height < 1 || o.width > MaxBoardSide || o.height > MaxBoardSide) {
          return "--size needs WxH with each side 1 to " + std::to_string(MaxBoardSide) + ", not '" + v + "'";
        }
        sized = true;
      } else if (a == "--shape") {
        if (v != "square" && v != "hex") return "--shape must be 'square' or 'hex', not '" + v + "'";
        o.shape = v == "hex" ? Shape::Hex : Shape::Square;
      } else if (a == "--env") {
        o.environment = v;
      } else if (a == "--seed") {
        if (!parseNumber(v, o.seed)) return "--seed needs a whole number of at least 0, not '" + v + "'";
      } else if (a == "--count") {
        if (!parseNumber(v, request.count) || request.count < 1) {
          return "--count needs a whole number of at least 1, not '" + v + "'";
        }
      } else if (a == "--rules") {
        if (v != "net" && v != "match") return "--rules must be 'net' or 'match', not '" + v + "'";
        rules = v;
      } else if (a == "--timeout-ms") {
        std::int64_t t = 0;
        if (!parseNumber(v, t) || t < 0) return "--timeout-ms needs a whole number of at least 0, not '" + v + "'";
        request.timeoutMs = t;
      } else if (a == "--out") {
        if (v.empty()) return "--out needs a path or '-'";
        request.out = v;
      } else {
        if (v != "fill" && v != "backtrack" && v != "net" && v != "link") {
          return "--generator must be 'fill', 'backtrack', 'net' or 'link', not '" + v + "'";
        }
        generator = v;
      }
    } else {
      return "unexpected argument '" + a + "'";
    }
  }
  if (!sized) return "--size WxH is required";
  if (o.twisted && o.shape != Shape::Hex) return "--wrap twisted needs --shape hex";
  if (request.lines) {
    if (o.twisted) return "Lines levels wrap straight only; --wrap twisted does not apply";
    if (tilesOnly || o.blank || !o.unique)
      return "Lines levels take no --env, --rules, --generator, --kinds, --spacing, --blank or --no-unique";
    return linesGenerateSizeProblem(o.shape, o.width, o.height);
  }
  if (request.maxLine != 0) return "--max-line needs --mode lines";
  if (linkOnly && generator != "link")
    return "--kinds, --bridges, --portals, --walls and --algorithm need --generator link";
  if (generator == "link") {
    if (rules) return "Link levels have the Link rule; --rules does not apply";
    if (o.blank || !o.unique) return "Link levels are always drawn and unique; --blank and --no-unique do not apply";
    if (o.width < 3 || o.height < 3) return "a Link board is at least 3x3";
    if (o.twisted) return "Link levels wrap straight only; --wrap twisted does not apply";
    o.kind = GeneratorKind::Link;
    return std::nullopt;
  }
  // --rules net means Net's generator, and Net's generator means Net's rules.
  if (rules == "net" && generator && *generator != "net") return "--rules net needs the net generator";
  if (generator == "net" && rules == "match") return "the net generator always uses Net's rules";
  if (rules == "net" || generator == "net") {
    o.kind = GeneratorKind::Net;
    o.rules = Rules::net();
  } else if (generator == "backtrack") {
    o.kind = GeneratorKind::Backtrack;
  }
  return std::nullopt;
}

LinesGenerateOptions linesOptionsFor(const GenerateRequest& request, std::uint64_t seed) {
  const GenerateOptions& o = request.options;
  LinesGenerateOptions lines;
  lines.shape = o.shape;
  lines.width = o.width;
  lines.height = o.height;
  lines.wrap = o.wrap;
  lines.walls = o.link.walls;
  lines.outline = o.outline;
  lines.bridges = o.link.bridges;
  lines.portals = o.link.portals;
  lines.algorithm = o.link.algorithm;
  lines.maxLineLength = request.maxLine;
  lines.seed = seed;
  return lines;
}

}  // namespace

int generateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  GenerateRequest request;
  if (auto problem = parseGenerate(args, request)) {
    err << "tileflow generate: " << *problem << "\n" << GenerateUsage;
    return 2;
  }
  if (request.lines) {
    // Choices past what the generator makes promptly are refused at once, as on the generator screen.
    if (auto problem = linesGenerateChoiceProblem(linesOptionsFor(request, request.options.seed))) {
      err << "tileflow generate: " << *problem << "\n";
      return 2;
    }
  }
  const Catalog& catalog = defaultCatalog();
  if (!request.lines && !catalog.findEnvironment(request.options.environment)) {
    err << "tileflow generate: unknown environment '" << request.options.environment << "'; try one of: all";
    for (const auto& env : catalog.environments()) err << ", " << env.id;
    err << "\n";
    return 2;
  }
  // Status lines go where the levels do not.
  const bool toStdout = request.out == "-";
  std::ostream& status = toStdout ? err : out;

  using Clock = std::chrono::steady_clock;
  struct Timed {
    std::vector<Level> levels;
    std::vector<double> ms;
    std::vector<LinkReport> reports;
    std::vector<LinesGenerated> lines;
    std::optional<LinesGenerateReport> why;  // Lines: the last generateLines call's drawings
  };
  auto work = [request](std::stop_token stop, Progress& progress) -> std::optional<Timed> {
    Timed result;
    for (int i = 0; i < request.count; ++i) {
      GenerateOptions o = request.options;
      o.seed = request.options.seed + static_cast<std::uint64_t>(i);
      const auto start = Clock::now();
      std::optional<Level> level;
      if (request.lines) {
        LinesGenerateReport why;
        std::optional<LinesGenerated> made = generateLines(linesOptionsFor(request, o.seed), stop, &progress, &why);
        result.why = why;
        if (!made) return result;
        result.ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        result.lines.push_back(std::move(*made));
        continue;
      }
      if (o.kind == GeneratorKind::Link) {
        result.reports.emplace_back();
        level = generateLink(defaultCatalog(), linkOptionsFor(o), stop, &progress, &result.reports.back());
      } else {
        level = generate(defaultCatalog(), o, stop, &progress);
      }
      if (!level) return std::nullopt;
      result.ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
      result.levels.push_back(std::move(*level));
    }
    return result;
  };

  std::optional<Timed> result;
  if (request.timeoutMs) {
    BackgroundTask<Timed> task(work);
    const auto deadline = Clock::now() + std::chrono::milliseconds(*request.timeoutMs);
    while (task.running() && Clock::now() < deadline) std::this_thread::sleep_for(std::chrono::microseconds(200));
    if (task.running()) {
      const auto cancelAt = Clock::now();
      task.cancel();
      task.wait();
      const double latency = std::chrono::duration<double, std::milli>(Clock::now() - cancelAt).count();
      status << "cancelled_after_ms: " << *request.timeoutMs << "\n";
      status << "cancel_latency_ms: " << millis(latency) << "\n";
      return 1;
    }
    task.wait();
    if (task.state() == TaskState::Failed) {
      err << "tileflow generate: " << task.error() << "\n";
      return 1;
    }
    result = task.takeResult();
  } else {
    Progress progress;
    try {
      result = work({}, progress);
    } catch (const std::invalid_argument& e) {
      err << "tileflow generate: " << e.what() << "\n";
      return 2;
    } catch (const std::runtime_error& e) {
      err << "tileflow generate: " << e.what() << "\n";
      return 1;
    }
  }
  // What the Lines generator's drawings came to: why a choice gives nothing.
  const auto drawn = [](const LinesGenerateReport& r) {
    return "drawings " + std::to_string(r.drawings) + ", unfinished " + std::to_string(r.unfinished) +
           ", more lines than colours " + std::to_string(r.overfull) + ", count out of budget " +
           std::to_string(r.outOfBudget) + ", two covers " + std::to_string(r.twoCovers) + ", longest line " +
           std::to_string(r.longestLine) + "\n";
  };
  if (!result || (request.lines && result->lines.size() < static_cast<std::size_t>(request.count))) {
    err << "tileflow generate: nothing generated\n";
    if (result && result->why) err << "lines_drawn: " << drawn(*result->why);
    return 1;
  }

  std::string text;
  if (request.lines) {
    LinesPack pack;
    for (std::size_t i = 0; i < result->lines.size(); ++i) {
      const LinesGenerated& g = result->lines[i];
      const std::uint64_t seed = request.options.seed + i;
      const std::string size = std::to_string(g.board.width()) + "x" + std::to_string(g.board.height());
      LinesLevel level = linesLevelOf(g, "lines-" + size + "-" + std::to_string(seed),
                                      "Lines " + size + " #" + std::to_string(seed), seed);
      pack.levels.push_back(std::move(level));
    }
    text = writeLinesFile(pack);
  } else if (result->levels.size() == 1) {
    text = writeLevel(result->levels.front());
  } else {
    Pack pack;
    pack.id = "generated";
    pack.name = "Generated levels";
    for (std::size_t i = 0; i < result->levels.size(); ++i) {
      result->levels[i].id = "level-" + std::to_string(i + 1);
      pack.levels.push_back(std::move(result->levels[i]));
    }
    text = writePack(pack);
  }
  if (toStdout) {
    out << text;
  } else {
    std::ofstream file(request.out, std::ios::binary | std::ios::trunc);
    file << text;
    if (!file) {
      err << "tileflow generate: cannot write '" << request.out << "'\n";
      return 1;
    }
  }
  if (request.stats) {
    double total = 0;
    for (std::size_t i = 0; i < result->ms.size(); ++i) {
      status << "time_ms: " << millis(result->ms[i]) << "\n";
      total += result->ms[i];
      if (i < result->lines.size()) {
        const LinesGenerated& g = result->lines[i];
        char difficulty[32];
        std::snprintf(difficulty, sizeof difficulty, "%.1f", g.difficulty);
        status << "lines: algorithm " << LineAlgorithmNames[static_cast<std::size_t>(g.algorithm)] << ", lines "
               << g.lines << ", cuts " << g.cuts << ", drawings " << g.drawings << ", perfect "
               << (g.perfect ? "yes" : "no") << ", difficulty " << difficulty << "\n";
      }
      if (i + 1 == result->lines.size() && result->why) status << "lines_drawn: " << drawn(*result->why);
      if (i < result->reports.size()) {
        const LinkReport& r = result->reports[i];
        status << "link: algorithm " << LineAlgorithmNames[static_cast<std::size_t>(r.algorithm)] << ", lines "
               << r.lines << ", kinds " << r.kinds << ", drawings " << r.drawings << ", unique_as_drawn "
               << r.uniqueAsDrawn << ", locks " << r.locks << "\n";
      }
    }
    status << "levels: " << result->ms.size() << "\n";
    status << "mean_time_ms: " << millis(total / static_cast<double>(result->ms.size())) << "\n";
  }
  return 0;
}

}  // namespace tileflow::cli
