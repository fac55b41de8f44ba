#include "game/flood/FloodComputer.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "engine/core/Rng.hpp"
#include "game/flood/FloodPosition.hpp"

namespace tileflow {

namespace {

// Search nodes Hard may spend on one move: well under a tenth of a second at 15×15 on a slow
// machine, counted in nodes so that a seed gives the same move everywhere. A node's cost grows
// about as the regions times the square root of the words in a region set (measured at 15×15,
// 40×40 and 100×100), so bigger boards get proportionally fewer nodes past what a 15×15 board of
// 6 colours has (about 150 regions in 3 words).
constexpr std::int64_t HardNodeBudget = 60'000;
constexpr double ReferenceNodeCost = 150 * 1.732;
constexpr std::int64_t MinNodeBudget = 100;

std::int64_t nodeBudget(const FloodRegions& regions) {
  const double cost = std::max(ReferenceNodeCost, regions.count() * std::sqrt(static_cast<double>(regions.words())));
  return std::max(MinNodeBudget,
                  static_cast<std::int64_t>(static_cast<double>(HardNodeBudget) * ReferenceNodeCost / cost));
}

constexpr int MaxDepth = 64;
constexpr int Win = 1'000'000;

// Each move of a game gets its own random numbers from the one seed.
Rng moveRng(const FloodState& state, std::uint64_t seed) {
  return Rng(seed ^ (static_cast<std::uint64_t>(state.moves()) * 0x9e3779b97f4a7c15ULL));
}

// One of the greediest colours, the tie broken at random.
int greedyMove(const FloodState& state, Rng& rng) {
  const std::vector<int> best = greediestColours(state);
  if (best.empty()) return -1;
  return best[rng.below(static_cast<std::uint32_t>(best.size()))];
}

// Alpha-beta (negamax) over FloodPositions with iterative deepening, moves tried in order of
// cells gained. A leaf is worth its cell difference plus the difference of the territories
// each side reaches first; a side holding more than half the board has won.
class HardSearch {
 public:
  HardSearch(const FloodState& state, std::uint64_t seed, std::stop_token stop)
      : regions_(state), stop_(std::move(stop)), budget_(nodeBudget(regions_)), half_(state.board().cellCount() / 2) {
    stack_.resize(MaxDepth + 2);
    stack_[0] = FloodPosition(regions_, state);
    for (auto& p : stack_) p = stack_[0];
    Rng rng = moveRng(state, seed);
    for (auto& key : tieKeys_) key = rng.next();
  }

  int bestMove() {
    const FloodPosition& root = stack_[0];
    std::vector<int> moves = orderedMoves(root);
    if (moves.empty()) return -1;
    int best = moves.front();
    if (stop_.stop_requested()) return best;  // the biggest gain, without a search
    for (int depth = 1; depth <= MaxDepth; ++depth) {
      horizon_ = false;
      int alpha = -std::numeric_limits<int>::max();
      int iterationBest = -1;
      for (int c : moves) {
        FloodPosition& child = stack_[1];
        child = root;
        child.play(c);
        const int score = -search(1, depth - 1, -std::numeric_limits<int>::max(), -alpha);
        if (aborted_) break;
        if (score > alpha) {
          alpha = score;
          iterationBest = c;
        }
      }
      if (iterationBest >= 0) best = iterationBest;
      // A win found, or a search that saw every line to its end, cannot improve with depth.
      if (aborted_ || alpha >= Win || !horizon_) break;
      // Next time, the best move first.
      std::stable_partition(moves.begin(), moves.end(), [&](int c) { return c == best; });
    }
    return best;
  }

 private:
  // The allowed moves, biggest gain first; the seed orders equal gains.
  std::vector<int> orderedMoves(const FloodPosition& p) const {
    std::vector<int> moves;
    for (int c = 0; c < regions_.colours(); ++c)
      if (p.allowed(c)) moves.push_back(c);
    std::sort(moves.begin(), moves.end(), [&](int a, int b) {
      const int ga = p.gain(a);
      const int gb = p.gain(b);
      if (ga != gb) return ga > gb;
      return tieKeys_[static_cast<std::size_t>(a)] < tieKeys_[static_cast<std::size_t>(b)];
    });
    return moves;
  }

  // The position's worth to the player to move.
  int evaluate(const FloodPosition& p) {
    const int me = p.turn();
    const int diff = p.owned(me) - p.owned(1 - me);
    if (p.owned(me) > half_) return Win + diff;
    if (p.owned(1 - me) > half_) return -Win + diff;
    if (p.over()) return diff;  // an exact tie
    int land[2];
    p.territory(land, scratch_);
    return 2 * diff + land[me] - land[1 - me];
  }

  int search(int ply, int depth, int alpha, int beta) {
    if ((++nodes_ & 15) == 0 && stop_.stop_requested()) aborted_ = true;
    if (nodes_ >= budget_) aborted_ = true;
    if (aborted_) return 0;
    const FloodPosition& p = stack_[static_cast<std::size_t>(ply)];
    const int me = p.turn();
    if (p.owned(me) > half_ || p.owned(1 - me) > half_ || p.over()) return evaluate(p);
    if (depth <= 0 || ply >= MaxDepth) {
      horizon_ = true;
      return evaluate(p);
    }
    int moves[ColourBoard::MaxColours];
    int count = 0;
    int gains[ColourBoard::MaxColours];
    for (int c = 0; c < regions_.colours(); ++c)
      if (p.allowed(c)) {
        moves[count] = c;
        gains[count] = p.gain(c);
        ++count;
      }
    if (count == 0) {
      horizon_ = true;
      return evaluate(p);
    }
    // A move that takes nothing is worth trying only when it keeps a colour from the opponent,
    // and then it is the opponent's gain that counts; of the rest, one stands for all.
    bool keptIdle = false;
    int kept = 0;
    for (int i = 0; i < count; ++i) {
      if (gains[i] == 0) {
        const int blocked = p.reach(1 - me, moves[i]);
        if (blocked == 0 && keptIdle) continue;
        keptIdle = keptIdle || blocked == 0;
        gains[i] = blocked > 0 ? -1 : -2;  // after every move that takes cells
      }
      moves[kept] = moves[i];
      gains[kept] = gains[i];
      ++kept;
    }
    count = kept;
    // Insertion sort, biggest gain first.
    for (int i = 1; i < count; ++i)
      for (int j = i; j > 0 && gains[j] > gains[j - 1]; --j) {
        std::swap(gains[j], gains[j - 1]);
        std::swap(moves[j], moves[j - 1]);
      }
    int best = -std::numeric_limits<int>::max();
    for (int i = 0; i < count; ++i) {
      FloodPosition& child = stack_[static_cast<std::size_t>(ply) + 1];
      child = p;
      child.play(moves[i]);
      const int score = -search(ply + 1, depth - 1, -beta, -alpha);
      if (aborted_) return 0;
      if (score > best) best = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return best;
  }

  FloodRegions regions_;
  std::vector<FloodPosition> stack_;
  std::vector<std::uint64_t> scratch_;
  std::array<std::uint64_t, ColourBoard::MaxColours> tieKeys_{};
  std::stop_token stop_;
  std::int64_t budget_;
  int half_;
  std::int64_t nodes_ = 0;
  bool aborted_ = false;
  bool horizon_ = false;
};

}  // namespace

const char* skillName(FloodSkill skill) {
  switch (skill) {
    case FloodSkill::Easy:
      return "easy";
    case FloodSkill::Medium:
      return "medium";
    case FloodSkill::Hard:
      return "hard";
  }
  return "";
}

bool skillNamed(std::string_view name, FloodSkill& skill) {
  for (int i = 0; i < FloodSkillCount; ++i)
    if (name == skillName(static_cast<FloodSkill>(i))) {
      skill = static_cast<FloodSkill>(i);
      return true;
    }
  return false;
}

int computerMove(const FloodState& state, FloodSkill skill, std::uint64_t seed, std::stop_token stop) {
  const std::vector<int> allowed = state.allowedColours();
  if (allowed.empty()) return -1;
  Rng rng = moveRng(state, seed);
  switch (skill) {
    case FloodSkill::Easy:
      // Mostly any colour at all; now and then the greedy one.
      if (rng.chance(1, 3)) return greedyMove(state, rng);
      return allowed[rng.below(static_cast<std::uint32_t>(allowed.size()))];
    case FloodSkill::Medium:
      return greedyMove(state, rng);
    case FloodSkill::Hard: {
      if (state.players() != 2) return greedyMove(state, rng);
      HardSearch search(state, seed, std::move(stop));
      return search.bestMove();
    }
  }
  return allowed.front();
}

}  // namespace tileflow
