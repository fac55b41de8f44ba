// floodMatchCommand: `tileflow flood match` plays two computer players of Flood against each other
// on seeded random boards, each board twice with the sides swapped so that neither gains from
// moving first, and prints how often each won, lost and drew, and how long each thought.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "engine/core/SizeText.hpp"
#include "game/cli/Cli.hpp"
#include "game/flood/FloodComputer.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* FloodMatchUsage =
    "usage: tileflow flood match --a LEVEL --b LEVEL [--games N] [--size WxH] [--colours C] [--seed S]\n"
    "                            [--shape square|hex]\n"
    "       LEVEL is easy, medium or hard; defaults: 20 games, 15x15, 6 colours, seed 1, square\n";

constexpr int MinColours = 3;  // with two, a player could be left no colour to pick
constexpr int MaxRerolls = 1000;

std::string fixed(double value, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

// One well-mixed number from a few (splitmix64's finaliser).
std::uint64_t mix(std::uint64_t a, std::uint64_t b, std::uint64_t c = 0) {
  std::uint64_t z = a + 0x9e3779b97f4a7c15ULL * (b + 1) + 0xbf58476d1ce4e5b9ULL * (c + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

struct FloodMatchRequest {
  FloodSkill a = FloodSkill::Hard;
  FloodSkill b = FloodSkill::Medium;
  int games = 20;
  int width = 15;
  int height = 15;
  int colours = 6;
  std::uint64_t seed = 1;
  Shape shape = Shape::Square;
};

// Fills `request` from the arguments; an error message when they are not usable.
std::optional<std::string> parseFloodMatch(const std::vector<std::string>& args, FloodMatchRequest& request) {
  bool hasA = false;
  bool hasB = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a != "--a" && a != "--b" && a != "--games" && a != "--size" && a != "--colours" && a != "--seed" &&
        a != "--shape") {
      return "unexpected argument '" + a + "'";
    }
    if (i + 1 >= args.size()) return a + " needs a value";
    const std::string& v = args[++i];
    if (a == "--a" || a == "--b") {
      FloodSkill& skill = a == "--a" ? request.a : request.b;
      if (!skillNamed(v, skill)) return a + " must be 'easy', 'medium' or 'hard', not '" + v + "'";
      (a == "--a" ? hasA : hasB) = true;
    } else if (a == "--games") {
      if (!parseNumber(v, request.games) || request.games < 1) {
        return "--games needs a whole number of at least 1, not '" + v + "'";
      }
    } else if (a == "--size") {
      const auto size = parseSize(v);
      if (size) {
        request.width = size->width;
        request.height = size->height;
      }
      if (!size || request.width < 2 || request.height < 2 || request.width > ColourBoard::MaxSide ||
          request.height > ColourBoard::MaxSide) {
        return "--size needs WxH with each side 2 to " + std::to_string(ColourBoard::MaxSide) + ", not '" + v + "'";
      }
    } else if (a == "--colours") {
      if (!parseNumber(v, request.colours) || request.colours < MinColours ||
          request.colours > ColourBoard::MaxColours) {
        return "--colours needs a whole number from " + std::to_string(MinColours) + " to " +
               std::to_string(ColourBoard::MaxColours) + ", not '" + v + "'";
      }
    } else if (a == "--seed") {
      if (!parseNumber(v, request.seed)) return "--seed needs a whole number of at least 0, not '" + v + "'";
    } else {
      if (v != "square" && v != "hex") return "--shape must be 'square' or 'hex', not '" + v + "'";
      request.shape = v == "hex" ? Shape::Hex : Shape::Square;
    }
  }
  if (!hasA || !hasB) return "--a and --b name the two players";
  return std::nullopt;
}

// The board of the pair of games `pair`: the first seeded board whose corners start apart.
FloodState pairBoard(const FloodMatchRequest& r, int pair) {
  for (int attempt = 0; attempt < MaxRerolls; ++attempt) {
    const std::uint64_t seed = mix(r.seed, static_cast<std::uint64_t>(pair), static_cast<std::uint64_t>(attempt));
    try {
      return FloodState(randomColourBoard(r.width, r.height, r.colours, r.shape, seed), 2);
    } catch (const std::invalid_argument&) {
      // the corners start in one region: roll again
    }
  }
  throw std::runtime_error("no board with the corners apart in " + std::to_string(MaxRerolls) + " tries");
}

struct Side {
  FloodSkill skill;
  int won = 0;
  int lost = 0;
  int drew = 0;
  int moves = 0;
  double thinkMs = 0;
  double slowestMs = 0;
};

std::string percent(int part, int whole) { return fixed(100.0 * part / whole, 1) + "%"; }

}  // namespace

int floodMatchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FloodMatchRequest request;
  if (auto problem = parseFloodMatch(args, request)) {
    err << "tileflow flood match: " << *problem << "\n" << FloodMatchUsage;
    return 2;
  }
  using Clock = std::chrono::steady_clock;
  Side sides[2] = {{request.a}, {request.b}};
  const auto matchStart = Clock::now();
  for (int game = 0; game < request.games; ++game) {
    FloodState state = pairBoard(request, game / 2);
    // Side a moves first in the even games, side b in the odd ones.
    const int firstSide = game % 2;
    // Long enough for any game: every move but the odd block takes a region.
    const int moveLimit = 4 * state.board().cellCount();
    while (!state.over() && state.moves() < moveLimit) {
      Side& side = sides[(state.turn() + firstSide) % 2];
      const std::uint64_t seed = mix(request.seed, static_cast<std::uint64_t>(game), 1 + state.turn());
      const auto start = Clock::now();
      const int colour = computerMove(state, side.skill, seed);
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
      if (!state.allowed(colour)) {
        err << "tileflow flood match: " << skillName(side.skill) << " picked colour " << colour
            << ", which is not allowed, in game " << game + 1 << "\n";
        return 1;
      }
      side.thinkMs += ms;
      side.slowestMs = std::max(side.slowestMs, ms);
      ++side.moves;
      state.play(colour);
    }
    const int first = firstSide;
    const int second = 1 - firstSide;
    if (state.owned(0) == state.owned(1)) {
      ++sides[0].drew;
      ++sides[1].drew;
    } else {
      const int winner = state.owned(0) > state.owned(1) ? first : second;
      ++sides[winner].won;
      ++sides[1 - winner].lost;
    }
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - matchStart).count();
  const int games = request.games;
  out << skillName(request.a) << " vs " << skillName(request.b) << ": " << games << " games, " << skillName(request.a)
      << " won " << sides[0].won << " (" << percent(sides[0].won, games) << "), lost " << sides[0].lost << ", drew "
      << sides[0].drew << "\n";
  out << skillName(request.b) << " vs " << skillName(request.a) << ": " << games << " games, " << skillName(request.b)
      << " won " << sides[1].won << " (" << percent(sides[1].won, games) << "), lost " << sides[1].lost << ", drew "
      << sides[1].drew << "\n";
  for (const Side& side : sides) {
    out << skillName(side.skill) << " think time: mean " << fixed(side.moves ? side.thinkMs / side.moves : 0.0, 2)
        << " ms, slowest " << fixed(side.slowestMs, 2) << " ms over " << side.moves << " moves\n";
  }
  out << "boards: " << request.width << "x" << request.height << " " << (request.shape == Shape::Hex ? "hex" : "square")
      << ", " << request.colours << " colours, seed " << request.seed << "; took " << fixed(seconds, 1) << " s\n";
  return 0;
}

}  // namespace tileflow::cli
