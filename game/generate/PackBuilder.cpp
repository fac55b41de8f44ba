// PackBuilder: seeds in order, the solver's proof and rating, the similarity filter, then sorting.
#include "game/generate/PackBuilder.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

#include "game/generate/Shuffle.hpp"
#include "game/generate/Similarity.hpp"
#include "game/model/Orientation.hpp"
#include "game/model/Puzzle.hpp"
#include "game/solve/Solver.hpp"

namespace tileflow {

namespace {

// A seed that yields no usable level is rare; this many in a row means the recipe is wrong.
constexpr int MaxCandidatesPerLevel = 400;

// The recorded solution must be the solver's one and must meet the level's rules, since the
// level loader refuses a level whose solution does not.
bool recordedSolutionHolds(const Level& level, const std::vector<std::uint8_t>& found) {
  const std::vector<std::uint8_t>& recorded = *level.solution;
  for (int c = 0; c < level.board.cellCount(); ++c) {
    const auto i = static_cast<std::size_t>(c);
    if (!samePicture(level.board.typeAt(c), recorded[i], found[i])) return false;
  }
  return evaluate(level.solvedBoard(), level.rules).solved;
}

std::string twoDigits(int n) { return (n < 10 ? "0" : "") + std::to_string(n); }

}  // namespace

int parSecondsFor(int parMoves, double difficulty) {
  const double raw = 10.0 + 1.5 * parMoves + 5.0 * difficulty;
  return static_cast<int>(std::ceil(raw / 5.0)) * 5;
}

int estimatedParSeconds(int width, int height) {
  const int moves = static_cast<int>(std::lround(MovesPerCell * std::max(1, width) * std::max(1, height)));
  return parSecondsFor(moves, 3.0);
}

double medianOf(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2.0;
}

double medianDifficulty(const Pack& pack) {
  std::vector<double> d;
  for (const Level& level : pack.levels) d.push_back(level.difficulty.value_or(0));
  return medianOf(std::move(d));
}

PackSeries seriesOf(const Pack& pack) { return isLinkPack(pack) ? PackSeries::Link : PackSeries::Tiles; }

bool mediansClimbBySeries(const std::vector<const Pack*>& packs) {
  double previous[2] = {-1, -1};
  for (const Pack* pack : packs) {
    double& last = previous[static_cast<int>(seriesOf(*pack))];
    const double median = medianDifficulty(*pack);
    if (median <= last) return false;
    last = median;
  }
  return true;
}

std::vector<BuiltPack> buildPacks(const Catalog& catalog, const std::vector<PackRecipe>& recipes, std::stop_token stop,
                                  const std::vector<Pack>& earlier) {
  std::vector<BuiltPack> built;
  std::vector<const Level*> before;  // the earlier packs' levels, in their order
  for (const Pack& p : earlier)
    for (const Level& l : p.levels) before.push_back(&l);
  std::vector<const Level*> accepted = before;  // every level so far, for the similarity filter
  built.reserve(recipes.size());
  for (const PackRecipe& recipe : recipes) {
    const bool anyEnvironment = recipe.kind == GeneratorKind::Net || recipe.environments.empty();
    if (recipe.levels < 1 || recipe.sizes.empty() ||
        (recipe.kind != GeneratorKind::Net && recipe.environments.empty())) {
      throw std::runtime_error("pack '" + recipe.id + "' needs levels, sizes and environments");
    }
    const auto start = std::chrono::steady_clock::now();
    BuiltPack out;
    out.file = recipe.file;
    out.pack.id = recipe.id;
    out.pack.name = recipe.name;
    std::uint64_t seed = recipe.seed;
    for (int i = 0; i < recipe.levels; ++i) {
      const auto [w, h] =
          recipe.sizes[static_cast<std::size_t>(i) * recipe.sizes.size() / static_cast<std::size_t>(recipe.levels)];
      GenerateOptions options;
      options.width = w;
      options.height = h;
      options.environment =
          anyEnvironment ? "all" : recipe.environments[static_cast<std::size_t>(i) % recipe.environments.size()];
      options.kind = recipe.kind;
      options.rules = recipe.kind == GeneratorKind::Net ? Rules::net() : recipe.rules;
      options.wrap = recipe.wrap;
      options.shape = recipe.shape;
      if (!recipe.outlines.empty()) {
        options.outline = recipe.outlines[static_cast<std::size_t>(i) % recipe.outlines.size()];
      }
      options.link = recipe.link;
      if (!recipe.walls.empty()) options.link.walls = recipe.walls[static_cast<std::size_t>(i) % recipe.walls.size()];
      if (!recipe.algorithms.empty()) {
        options.link.algorithm = recipe.algorithms[static_cast<std::size_t>(i) % recipe.algorithms.size()];
      }
      bool found = false;
      for (int attempt = 0; attempt < MaxCandidatesPerLevel && !found; ++attempt) {
        if (stop.stop_requested()) return built;
        options.seed = seed++;
        ++out.report.candidates;
        std::optional<Level> level;
        try {
          level = generate(catalog, options, stop);
        } catch (const std::exception&) {
          // A seed the generator cannot finish is skipped like any other unusable candidate;
          // the recipe's output stays the same as long as the generator does.
          ++out.report.failed;
          continue;
        }
        if (!level || !level->solution) {
          ++out.report.failed;
          continue;
        }
        // The generator's own proof is re-done from the shuffled board, and the same search
        // rates the level, so the rating is the solver's view of what the player faces.
        const SolveResult proof = solve(level->board, level->rules);
        if (proof.cancelled || proof.solutions != 1) {
          ++out.report.notUnique;
          continue;
        }
        if (!recordedSolutionHolds(*level, proof.solution)) {
          ++out.report.failed;
          continue;
        }
        bool nearCopy = false;
        for (const Level* other : accepted) {
          if (similarity(*level, *other) >= NearCopyThreshold) {
            nearCopy = true;
            break;
          }
        }
        if (nearCopy) {
          ++out.report.nearCopies;
          continue;
        }
        level->difficulty = proof.stats.difficulty;
        level->parMoves = parMoves(level->board, *level->solution);
        level->parSeconds = parSecondsFor(*level->parMoves, *level->difficulty);
        out.pack.levels.push_back(std::move(*level));
        found = true;
      }
      if (!found) {
        throw std::runtime_error("pack '" + recipe.id + "': no usable level " + std::to_string(i + 1) + " after " +
                                 std::to_string(MaxCandidatesPerLevel) + " seeds");
      }
      // Growing the pack may move its levels, so the list is rebuilt after every level.
      accepted = before;
      for (const BuiltPack& b : built)
        for (const Level& l : b.pack.levels) accepted.push_back(&l);
      for (const Level& l : out.pack.levels) accepted.push_back(&l);
    }
    // Easiest first; equal ratings keep the smaller board first, then the lower seed.
    std::stable_sort(out.pack.levels.begin(), out.pack.levels.end(), [](const Level& a, const Level& b) {
      if (*a.difficulty != *b.difficulty) return *a.difficulty < *b.difficulty;
      if (a.board.cellCount() != b.board.cellCount()) return a.board.cellCount() < b.board.cellCount();
      return a.seed < b.seed;
    });
    for (std::size_t n = 0; n < out.pack.levels.size(); ++n) {
      Level& level = out.pack.levels[n];
      level.id = recipe.id + "-" + twoDigits(static_cast<int>(n + 1));
      level.name = recipe.name + " " + std::to_string(n + 1);
    }
    out.report.medianDifficulty = medianDifficulty(out.pack);
    out.report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    built.push_back(std::move(out));
  }
  return built;
}

}  // namespace tileflow
