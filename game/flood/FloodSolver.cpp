#include "game/flood/FloodSolver.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <exception>
#include <memory>
#include <thread>
#include <tuple>
#include <type_traits>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "engine/core/Rng.hpp"

namespace tileflow {
namespace {

using Word = std::uint64_t;

// Past this many regions the exact search is not tried: it could not prove anything within any
// sensible budget, and each of its nodes would cost a breadth-first search over them all.
constexpr int MaxExactRegions = 1024;
// Each expanded node costs about (regions × words) of work in the lower bound's searches; past
// this much in all the exact search gives up, so a big board ends in seconds whatever the node
// budget. It does not bind below 2,000,000 nodes at 14x14 (about 400 per node).
constexpr std::int64_t WorkCap = 1'500'000'000;
// The game's limits (floodGameLimits): boards of up to this many cells (14x14) keep the default
// node budget; bigger ones get this much work, in the units of WorkCap, which is about 0.6 s of
// search on this project's reference machine at 30x30 with 8 colours, before the heuristic
// player's 0.2 s there; boards of up to 18x18 get GameWorkTo18 instead (times 6 / colours past six
// colours), which proves every one of the first 40 18x18 6-colour boards of ColorFill's benchmark
// set (the hardest, board 25, takes 768,039 nodes of 956 units, 82 % of it, 1.5-1.6 s of CPU).
// Every size gets GameMemory at most.
// The limits are a size's and stay deterministic: stored states are counted, not measured.
constexpr int FullBudgetCells = 14 * 14;
constexpr int ProvenCells = 18 * 18;
constexpr std::int64_t GameWork = 80'000'000;
constexpr std::int64_t GameWorkTo18 = 900'000'000;
constexpr std::size_t GameMemory = std::size_t{48} << 20;
// How far the heuristic player looks ahead: sgt-flood's depth, whatever the board's size, so that
// it never needs more moves than sgt-flood's own player (a shallower look is faster on big
// boards but can need more).
constexpr int LookaheadDepth = 3;

// The colours in a mask (of at most sixteen): without a popcount instruction in the target (x86-64's
// baseline has none) std::popcount is a library call, too slow for the bound's inner loop.
int coloursIn(unsigned mask) {
  static constexpr auto Counts = [] {
    std::array<std::uint8_t, 256> counts{};
    for (unsigned m = 0; m < 256; ++m) counts[m] = static_cast<std::uint8_t>(std::popcount(m));
    return counts;
  }();
  return Counts[mask & 0xFF] + Counts[(mask >> 8) & 0xFF];
}

void add(Word* set, int region) { set[region >> 6] |= Word{1} << (region & 63); }

// The region graph with what every part of the solver asks of it: sets of regions are bitsets
// of `words` words, and BFS distances from a flooded set are kept in scratch arrays.
class Regions {
 public:
  explicit Regions(const ColourBoard& board) : g_(regionGraph(board)), colours_(board.colours()) {
    words_ = (g_.count() + 63) / 64;
    colourSets_.assign(static_cast<std::size_t>(colours_ * words_), 0);
    for (int r = 0; r < g_.count(); ++r) add(colourSet(g_.colour[static_cast<std::size_t>(r)]), r);
    neighbourSets_.assign(static_cast<std::size_t>(g_.count()) * static_cast<std::size_t>(words_), 0);
    for (int r = 0; r < g_.count(); ++r)
      for (int n : g_.neighbours(r)) add(neighbourSets_.data() + static_cast<std::size_t>(r) * words_, n);
    allRegions_.assign(static_cast<std::size_t>(words_), 0);
    for (int r = 0; r < g_.count(); ++r) add(allRegions_.data(), r);
    ball_.assign(static_cast<std::size_t>(words_), 0);
    layer_ = ball_;
    next_ = ball_;
    first_ = ball_;
    spreadScratch_ = ball_;
    dist_.assign(static_cast<std::size_t>(g_.count()), -1);
    queue_.reserve(static_cast<std::size_t>(g_.count()));
  }

  const RegionGraph& graph() const { return g_; }
  int count() const { return g_.count(); }
  int words() const { return words_; }
  int colours() const { return colours_; }
  int colour(int region) const { return g_.colour[static_cast<std::size_t>(region)]; }
  const Word* colourSet(int colour) const { return colourSets_.data() + colour * words_; }
  Word* colourSet(int colour) { return colourSets_.data() + colour * words_; }
  const Word* neighbours(int region) const {
    return neighbourSets_.data() + static_cast<std::size_t>(region) * static_cast<std::size_t>(words_);
  }

  bool full(const Word* set) const {
    for (int w = 0; w < words_; ++w)
      if ((set[w] & allRegions_[static_cast<std::size_t>(w)]) != allRegions_[static_cast<std::size_t>(w)]) return false;
    return true;
  }

  // Distances in moves from `set` to every region (0 inside it); afterwards dist(r) holds them and
  // reached() lists the regions in order of distance.
  void measure(const Word* set) {
    for (int r : queue_) dist_[static_cast<std::size_t>(r)] = -1;
    queue_.clear();
    for (int w = 0; w < words_; ++w)
      for (Word bits = set[w]; bits != 0; bits &= bits - 1) {
        const int r = w * 64 + std::countr_zero(bits);
        dist_[static_cast<std::size_t>(r)] = 0;
        queue_.push_back(r);
      }
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const int r = queue_[head];
      const int d = dist_[static_cast<std::size_t>(r)] + 1;
      for (int n : g_.neighbours(r))
        if (dist_[static_cast<std::size_t>(n)] < 0) {
          dist_[static_cast<std::size_t>(n)] = d;
          queue_.push_back(n);
        }
    }
  }
  int dist(int region) const { return dist_[static_cast<std::size_t>(region)]; }
  const std::vector<int>& reached() const { return queue_; }

  // Calls f(std::integral_constant<int, W>) with W the word count when it is 1 to 8, else 0 (the
  // searches then take words_ at run time).
  template <typename F>
  decltype(auto) byWords(F&& f) const {
    switch (words_) {
      case 1:
        return f(std::integral_constant<int, 1>{});
      case 2:
        return f(std::integral_constant<int, 2>{});
      case 3:
        return f(std::integral_constant<int, 3>{});
      case 4:
        return f(std::integral_constant<int, 4>{});
      case 5:
        return f(std::integral_constant<int, 5>{});
      case 6:
        return f(std::integral_constant<int, 6>{});
      case 7:
        return f(std::integral_constant<int, 7>{});
      case 8:
        return f(std::integral_constant<int, 8>{});
      default:
        return f(std::integral_constant<int, 0>{});
    }
  }

  // A lower bound on the moves left once `set` is flooded (the one of Aaron and Simon Puchert's
  // Flood-It solver), from a relaxed game whose state is a reached set and the part of it that
  // has not spread yet. Nothing is reached beyond what any sequence of as many real moves could
  // flood, so the relaxed game never needs more moves than the real one:
  // - a colour whose regions have all been reached must still be played: one move each, made at
  //   once, and each spreads only the fresh regions of its own colour (what playing it floods);
  // - otherwise a colour-blind move spreads every fresh region to all its neighbours, which is at
  //   least what any real move reaches.
  // It is at least both classic bounds, the colours left and the farthest region's distance.
  // Layer by layer on bitsets, which is what the exact search spends its time on.
  int lowerBound(const Word* set) {
    frontierOf(set, first_.data());
    return lowerBound(set, first_.data());
  }

  // The regions outside `set` that touch it.
  void frontierOf(const Word* set, Word* out) const {
    touching(set, out);
    for (int w = 0; w < words_; ++w) out[w] &= ~set[w];
  }

  // The same with the regions at distance 1 (`first`, outside `set`) known already. With `cap`,
  // the search may stop as soon as it knows the bound is at least `cap` and answer a value of at
  // least `cap` that is still a lower bound: the exact search needs no more to know a set can
  // wait, and most of the sets it bounds are never taken from the queue.
  int lowerBound(const Word* set, const Word* first, int cap = 1 << 30) {
    // With the word count fixed at compile time the sets live in registers; this search is most
    // of the exact search's time.
    return byWords([&](auto words) { return boundOf<words()>(set, first, cap, nullptr); });
  }

  // The regions touching a frontier's regions, one sum per colour: the bound of each child of an
  // expansion then starts from them (Siblings) instead of spreading the frontier again.
  void sumsByColour(const Word* frontier, Word* sums) const {
    byWords([&](auto words) { sumsOf<words()>(frontier, sums); });
  }

  // What a child's bound may take from its expansion: the parent's frontier, its sums by colour
  // (sumsByColour) and the colour played. The child's regions at distance 1 are the frontier's,
  // less those of the colour played, and the new ones beyond; a first step that spreads the
  // frontier's regions of some colours reaches the sums of those colours.
  struct Siblings {
    const Word* frontier;
    const Word* sums;
    int played;
  };

  // lowerBound for a child of an expansion: `first` must be the child's distance-1 regions.
  int lowerBound(const Word* set, const Word* first, int cap, const Siblings& siblings) {
    return byWords([&](auto words) { return boundOf<words()>(set, first, cap, &siblings); });
  }

  // Every region that touches one in `set` (those in it too, when they touch each other).
  void touching(const Word* set, Word* out) const {
    byWords([&](auto words) { spreadFrom<words()>(set, out); });
  }

 private:
  // touching for sets of any size.
  void touchingAny(const Word* set, Word* out) const {
    std::fill(out, out + words_, 0);
    for (int w = 0; w < words_; ++w)
      for (Word bits = set[w]; bits != 0; bits &= bits - 1) {
        const Word* n = neighbourSets_.data() + static_cast<std::size_t>(w * 64 + std::countr_zero(bits)) * words_;
        for (int v = 0; v < words_; ++v) out[v] |= n[v];
      }
  }

  // `out` = the regions that touch one in `from`, for sets of W words (of words_ when W is 0).
  // With W fixed the neighbour sets are or-ed into locals, which stay in registers.
  template <int W>
  void spreadFrom(const Word* from, Word* out) const {
    if constexpr (W > 0) {
      [&]<std::size_t... V>(std::index_sequence<V...>) {
        // Two regions a step into two sums: one sum's chain of ors and loads was the limit.
        Word acc[W] = {}, other[W] = {};
        for (int w = 0; w < W; ++w) {
          Word bits = from[w];
          const Word* base = neighbourSets_.data() + static_cast<std::size_t>(w * 64) * W;
          while (bits != 0) {
            const Word* n = base + static_cast<std::size_t>(std::countr_zero(bits)) * W;
            bits &= bits - 1;
            if (bits == 0) {
              ((acc[V] |= n[V]), ...);
              break;
            }
            const Word* m = base + static_cast<std::size_t>(std::countr_zero(bits)) * W;
            bits &= bits - 1;
            ((acc[V] |= n[V]), ...);
            ((other[V] |= m[V]), ...);
          }
        }
        ((out[V] = acc[V] | other[V]), ...);
      }
      (std::make_index_sequence<W>{});
    } else {
      touchingAny(from, out);
    }
  }

  // sumsByColour for sets of W words (of words_ when W is 0): colour by colour, each sum or-ed in
  // locals (or-ed into memory region by region, its chain of loads and stores was the limit).
  template <int W>
  void sumsOf(const Word* frontier, Word* sums) const {
    if constexpr (W > 0) {
      for (int c = 0; c < colours_; ++c) {
        const Word* cs = colourSets_.data() + c * W;
        Word acc[W] = {};
        for (int w = 0; w < W; ++w)
          for (Word bits = frontier[w] & cs[w]; bits != 0; bits &= bits - 1) {
            const Word* n = neighbourSets_.data() + static_cast<std::size_t>(w * 64 + std::countr_zero(bits)) * W;
#pragma GCC unroll 8
            for (int v = 0; v < W; ++v) acc[v] |= n[v];
          }
        Word* sum = sums + c * W;
#pragma GCC unroll 8
        for (int v = 0; v < W; ++v) sum[v] = acc[v];
      }
    } else {
      std::fill(sums, sums + colours_ * words_, 0);
      for (int w = 0; w < words_; ++w)
        for (Word bits = frontier[w]; bits != 0; bits &= bits - 1) {
          const int r = w * 64 + std::countr_zero(bits);
          const Word* n = neighbours(r);
          Word* sum = sums + colour(r) * words_;
          for (int v = 0; v < words_; ++v) sum[v] |= n[v];
        }
    }
  }

  // lowerBound for sets of W words, or of words_ when W is 0. Its loops over the words are
  // unrolled (GCC and Clang read the pragma): left as loops of W steps they ran a third slower.
  template <int W>
  int boundOf(const Word* set, const Word* first, int cap, const Siblings* siblings) {
    constexpr int Fixed = W > 0 ? W : 1;
    Word fixedReached[Fixed], fixedFresh[Fixed], fixedNext[Fixed], fixedSpread[Fixed];
    const int words = W > 0 ? W : words_;
    Word* reached = W > 0 ? fixedReached : ball_.data();
    Word* fresh = W > 0 ? fixedFresh : layer_.data();
    Word* next = W > 0 ? fixedNext : next_.data();
    Word* spread = W > 0 ? fixedSpread : spreadScratch_.data();
    Word anyFirst = 0;
#pragma GCC unroll 8
    for (int w = 0; w < words; ++w) {
      reached[w] = set[w] | first[w];
      fresh[w] = first[w];
      anyFirst |= first[w];
    }
    if (anyFirst == 0) return 0;
    // Colours with a region left outside `set` and not yet all reached; `done` marks the rest.
    unsigned done = 0;
    for (int c = 0; c < colours_; ++c) {
      const Word* cs = colourSets_.data() + c * words;
      Word outside = 0;
#pragma GCC unroll 8
      for (int w = 0; w < words; ++w) outside |= cs[w] & ~set[w];
      if (outside == 0) done |= 1U << c;
    }
    const unsigned allColours = (1U << colours_) - 1;
    int moves = 0;
    for (;;) {
      // Colours all of whose regions are reached now.
      unsigned finished = 0;
      int count = 0;
      for (int c = 0; c < colours_; ++c) {
        if ((done >> c) & 1U) continue;
        const Word* cs = colourSets_.data() + c * words;
        Word missing = 0;
#pragma GCC unroll 8
        for (int w = 0; w < words; ++w) missing |= cs[w] & ~reached[w];
        if (missing == 0) {
          finished |= 1U << c;
          ++count;
        }
      }
      done |= finished;
      // With one colour left or none, that colour's move (if any) ends the game: every region
      // not reached then is of it and touches the reached ones, as Puchert's solver also stops.
      const unsigned rest = allColours & ~done;
      if ((rest & (rest - 1)) == 0) return moves + count + (rest != 0 ? 1 : 0);
      // Every colour left must still finish (one move each) and, when none finished now, a
      // colour-blind move comes first: the answer is at least that, so past `cap` it can stop.
      const int atLeast = moves + count + (count == 0 ? 1 : 0) + coloursIn(rest);
      if (atLeast >= cap) return atLeast;
      Word anyFresh = 0;
#pragma GCC unroll 8
      for (int w = 0; w < words; ++w) anyFresh |= fresh[w];
      if (anyFresh == 0) return moves;
      if (count > 0) {
        moves += count;
        // Only the fresh regions of a colour finished now spread (one finished before has no
        // fresh region left: they all spread when it finished, and nothing of it is reached since).
        std::fill(spread, spread + words, 0);
        for (unsigned left = finished; left != 0; left &= left - 1) {
          const int c = std::countr_zero(left);
          const Word* cs = colourSets_.data() + c * words;
#pragma GCC unroll 8
          for (int w = 0; w < words; ++w) spread[w] |= cs[w] & fresh[w];
        }
      } else {
        ++moves;
        std::copy(fresh, fresh + words, spread);
      }
      if (siblings != nullptr) {
        // The first step: the frontier's regions in `spread` are whole colours of it (all but
        // the one played, or the finished ones), whose neighbours are summed; only the rest is
        // spread here.
        const unsigned spreadColours = (count > 0 ? finished : allColours) & ~(1U << siblings->played);
#pragma GCC unroll 8
        for (int w = 0; w < words; ++w) spread[w] &= ~siblings->frontier[w];
        spreadFrom<W>(spread, next);
        for (unsigned left = spreadColours; left != 0; left &= left - 1) {
          const Word* sum = siblings->sums + std::countr_zero(left) * words;
#pragma GCC unroll 8
          for (int w = 0; w < words; ++w) next[w] |= sum[w];
        }
        // `spread` is left as what was spread, for the fresh regions below.
        if (count > 0) {
          for (unsigned left = finished; left != 0; left &= left - 1) {
            const Word* cs = colourSets_.data() + std::countr_zero(left) * words;
#pragma GCC unroll 8
            for (int w = 0; w < words; ++w) spread[w] |= cs[w] & fresh[w];
          }
        } else {
          std::copy(fresh, fresh + words, spread);
        }
        siblings = nullptr;
      } else {
        spreadFrom<W>(spread, next);
      }
#pragma GCC unroll 8
      for (int w = 0; w < words; ++w) {
        next[w] &= ~reached[w];
        reached[w] |= next[w];
        fresh[w] = (fresh[w] & ~spread[w]) | next[w];
      }
    }
  }

  RegionGraph g_;
  int colours_ = 0;
  int words_ = 0;
  std::vector<Word> colourSets_;
  std::vector<Word> neighbourSets_;  // per region, `words_` words
  std::vector<Word> ball_, layer_, next_, first_, spreadScratch_;
  std::vector<Word> allRegions_;  // every region
  std::vector<int> dist_;
  std::vector<int> queue_;
};

// Adds to `set` the regions of `colour` that touch it, as a move does; measure(set) must come
// first.
void flood(const Regions& regions, Word* set, int colour) {
  for (int r : regions.reached()) {
    if (regions.dist(r) > 1) break;
    if (regions.dist(r) == 1 && regions.colour(r) == colour) add(set, r);
  }
}

// The heuristic player: Simon Tatham's Flood's own, on regions instead of cells. It tries every
// sequence of `depth` moves and keeps the one that wins soonest, else leaves the farthest region
// nearest, else fewest cells at that distance, else most cells flooded; the first such colour in
// colour order. Played to the end, it gives the move count that game offers as its target, so
// the exact search's fallback never does worse than that.
class Lookahead {
 public:
  explicit Lookahead(Regions& regions) : r_(regions) {
    scratch_.resize(static_cast<std::size_t>((LookaheadDepth + 1) * regions.words()));
  }

  // Plays from `set` (flooded, showing colour `shown`) to the end; appends the moves.
  void play(std::vector<Word> set, int shown, std::vector<int>& moves, std::stop_token stop) {
    while (!r_.full(set.data())) {
      // A stop request leaves no time to look ahead, only to finish the answer.
      const int depth = stop.stop_requested() ? 1 : LookaheadDepth;
      const int move = choose(set.data(), shown, 0, depth).move;
      r_.measure(set.data());
      flood(r_, set.data(), move);
      moves.push_back(move);
      shown = move;
    }
  }

 private:
  struct Score {
    int dist = 0;     // -1 for a win
    int number = 0;   // cells at that distance, or the depth of the win
    int control = 0;  // cells flooded
    int move = -1;
    bool betterThan(const Score& o) const {
      return std::tie(dist, number) < std::tie(o.dist, o.number) ||
             (dist == o.dist && number == o.number && control > o.control);
    }
  };

  Score choose(const Word* set, int shown, int level, int depth) {
    const int words = r_.words();
    Word* next = scratch_.data() + level * words;
    const auto& size = r_.graph().size;
    Score best{1 << 30, 0, 0, -1};
    for (int c = 0; c < r_.colours(); ++c) {
      if (c == shown) continue;
      std::copy(set, set + words, next);
      r_.measure(next);
      flood(r_, next, c);
      Score s;
      if (r_.full(next)) {
        return Score{-1, level, 0, c};
      } else if (level + 1 < depth) {
        s = choose(next, c, level + 1, depth);
      } else {
        r_.measure(next);
        int far = 0;
        for (int q : r_.reached()) far = std::max(far, r_.dist(q));
        for (int q : r_.reached()) {
          const int cells = size[static_cast<std::size_t>(q)];
          if (r_.dist(q) == 0) s.control += cells;
          if (r_.dist(q) == far) s.number += cells;
        }
        s.dist = far;
      }
      s.move = c;
      if (best.move < 0 || s.betterThan(best)) best = s;
    }
    return best;
  }

  Regions& r_;
  std::vector<Word> scratch_;
};

// Fixed-size records of Words in blocks that never move: a record is written once and read by
// its index. Growing copies nothing and touches each page once, where a vector's doubling copied
// everything stored (page faults were a fifth of the search's time on a 14x14 board).
class RecordPool {
 public:
  explicit RecordPool(int wordsPerRecord) : stride_(static_cast<std::size_t>(wordsPerRecord)) {}

  std::size_t size() const { return size_; }
  Word* at(std::size_t i) { return blocks_[i >> BlockShift].get() + (i & BlockMask) * stride_; }
  const Word* at(std::size_t i) const { return blocks_[i >> BlockShift].get() + (i & BlockMask) * stride_; }
  Word* add() {
    if ((size_ >> BlockShift) == blocks_.size())
      blocks_.push_back(std::make_unique_for_overwrite<Word[]>((std::size_t{1} << BlockShift) * stride_));
    return at(size_++);
  }

 private:
  static constexpr int BlockShift = 14;
  static constexpr std::size_t BlockMask = (std::size_t{1} << BlockShift) - 1;
  std::size_t stride_;
  std::size_t size_ = 0;
  std::vector<std::unique_ptr<Word[]>> blocks_;
};

// The duplicate table's slots, zeroed. Its probes land anywhere in it, so past a few megabytes
// nearly every probe also missed the address cache; on Linux it asks for 2 MB pages, which the
// kernel gives it when it can (the nodes' blocks are read near where they were written and do not
// need them).
class SlotArray {
 public:
  SlotArray() = default;
  SlotArray(const SlotArray&) = delete;
  SlotArray& operator=(const SlotArray&) = delete;
  ~SlotArray() { release(); }

  void reset(std::size_t size) {
    release();
    const std::size_t bytes = size * sizeof(std::uint64_t);
#if defined(__linux__)
    if (bytes >= HugePage) {
      void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (p != MAP_FAILED) {
        madvise(p, bytes, MADV_HUGEPAGE);
        data_ = static_cast<std::uint64_t*>(p);  // zero-filled by the kernel
        size_ = size;
        mapped_ = true;
        return;
      }
    }
#endif
    data_ = new std::uint64_t[size]();
    size_ = size;
  }
  void swap(SlotArray& o) noexcept {
    std::swap(data_, o.data_);
    std::swap(size_, o.size_);
    std::swap(mapped_, o.mapped_);
  }
  std::uint64_t* data() const { return data_; }
  std::size_t size() const { return size_; }
  std::uint64_t& operator[](std::size_t i) { return data_[i]; }
  std::uint64_t operator[](std::size_t i) const { return data_[i]; }
  const std::uint64_t* begin() const { return data_; }
  const std::uint64_t* end() const { return data_ + size_; }

 private:
  static constexpr std::size_t HugePage = std::size_t{2} << 20;
  void release() {
#if defined(__linux__)
    if (mapped_) munmap(data_, size_ * sizeof(std::uint64_t));
#endif
    if (!mapped_) delete[] data_;
    data_ = nullptr;
    size_ = 0;
    mapped_ = false;
  }
  std::uint64_t* data_ = nullptr;
  std::size_t size_ = 0;
  bool mapped_ = false;
};

// A lock for the exact search's threads, held for a fraction of a microsecond at a time: waiting
// for it spins (then yields), where a mutex's waits went through the kernel and cost more than
// the work they guarded.
class SpinLock {
 public:
  void lock() {
    for (int spins = 0; flag_.exchange(true, std::memory_order_acquire);) {
      while (flag_.load(std::memory_order_relaxed)) {
        if (++spins < 64) {
          pause();
        } else {
          std::this_thread::yield();
        }
      }
    }
  }
  void unlock() { flag_.store(false, std::memory_order_release); }

 private:
  static void pause() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    asm volatile("yield");
#endif
  }
  std::atomic<bool> flag_{false};
};

// The exact search: A* over flooded sets with the lower bound above. The bound never overstates
// what is left, so the first flooded set taken from the queue is a shortest answer; a set reached
// again in fewer moves is queued again with its new count, so no shorter path to it is lost.
//
// With more than one thread (FloodSolveLimits::threads) the threads take nodes of the current
// bound from one queue and expand them at once: the table, the stored nodes and the queue are
// shared under one lock, held only to take a node, to look its children up and to store them; a
// node's children and their bounds (most of the work) are made outside it, each thread with its
// own scratch. No thread takes a node of the next bound while another is still expanding one of
// the current bound (it may still queue some), so the first flooded set taken is still a
// shortest answer. Which of several shortest answers is found may then differ from run to run;
// its length never does. With one thread nothing is locked and the search is the sequential one.
class Exact {
 public:
  Exact(const Regions& regions, const FloodSolveLimits& limits)
      : regions_(regions),
        words_(regions.words()),
        budget_(limits.nodes),
        threads_(std::clamp(limits.threads, 1, MaxThreads)),
        nodes_(regions.words() + 1) {
    // A node: its set, its record word, up to three table slots (the table is at most three quarters full and
    // doubles) and its place in the queue.
    const std::size_t perNode =
        static_cast<std::size_t>(words_ + 1) * sizeof(Word) + 3 * sizeof(std::uint64_t) + sizeof(int);
    maxStored_ = limits.memory / perNode;
    workPerNode_ = static_cast<std::int64_t>(regions.count()) * words_;
    // A random word per region (fixed seed): a set's hash is theirs xor-ed, so a set with a
    // region more or less is hashed from it in one step.
    Rng rng(0x2545F4914F6CDD1DULL);
    zobrist_.resize(static_cast<std::size_t>(regions.count()));
    for (auto& z : zobrist_) z = rng.next();
  }

  // True with the moves when a shortest answer is proven within the budget.
  bool solve(const std::vector<Word>& start, std::vector<int>& moves, std::int64_t& nodes, std::stop_token stop) {
    table_.reset(std::size_t{1} << 12);
    tableShift_ = 64 - 12;
    seen_.assign(table_.size() / 8, 0);
    Worker main(regions_);
    main.regions.touching(start.data(), main.first.data());
    for (int w = 0; w < words_; ++w) main.first[static_cast<std::size_t>(w)] &= ~start[static_cast<std::size_t>(w)];
    store(start.data(), -1, 0, 0, hash(start.data()));
    push(main.regions.lowerBound(start.data(), main.first.data()), 0, 0);
    if (threads_ == 1) {
      run(main, stop);
    } else {
      std::vector<std::exception_ptr> failures(static_cast<std::size_t>(threads_));
      {
        std::vector<std::jthread> others;
        for (int t = 1; t < threads_; ++t)
          others.emplace_back([this, t, &failures, stop] {
            try {
              Worker worker(regions_);
              run(worker, stop);
            } catch (...) {
              failures[static_cast<std::size_t>(t)] = std::current_exception();
              abandon();
            }
          });
        try {
          run(main, stop);
        } catch (...) {
          failures[0] = std::current_exception();
          abandon();
        }
      }
      for (const auto& failure : failures)
        if (failure) std::rethrow_exception(failure);
    }
    nodes = expanded_;
    if (goal_ < 0) return false;
    for (int n = goal_; parentOf(n) >= 0; n = parentOf(n)) moves.push_back(moveOf(n) & MoveMask);
    std::reverse(moves.begin(), moves.end());
    return true;
  }

 private:
  static constexpr int MaxThreads = 16;
  // A record holds the node's set, then a word with its parent (low 32 bits, all ones for none), the moves to it (16
  // bits) and the colour played into it, with Forced when it was the only move tried there.
  static constexpr std::uint8_t MoveMask = 0x7F;
  static constexpr std::uint8_t Forced = 0x80;
  // What a node's turn in the queue means: its bound is complete, or it stopped early (the node
  // is bounded again before it is expanded), or the node was expanded and is made again for the
  // children its expansion left out.
  enum class Entry { Bounded, Partial, Deferred };

  // What a thread needs of its own: the region graph's scratch for the bound, and an expansion's.
  struct Worker {
    explicit Worker(const Regions& r)
        : regions(r),
          set(static_cast<std::size_t>(r.words())),
          frontier(set),
          first(set),
          sums(static_cast<std::size_t>(r.words() * r.colours())),
          child(static_cast<std::size_t>(r.words()) * ColourBoard::MaxColours),
          query(set) {}
    Regions regions;
    std::vector<Word> set, frontier, first, sums, child;  // sums: sumsByColour of frontier
    std::array<int, ColourBoard::MaxColours> colour{};
    std::array<std::uint64_t, ColourBoard::MaxColours> hash{};
    std::array<int, ColourBoard::MaxColours> found{};  // the child's node, or -1
    std::array<int, ColourBoard::MaxColours> bound{};  // its bound, or -1 when it is not wanted
    std::vector<Word> query;                           // a set one region bigger than the node's
    const std::uint64_t* seen = nullptr;               // seen_ and its mask when the node was taken
    std::size_t seenMask = 0;
    const std::uint64_t* slots = nullptr;  // the table and its shift when the node was taken
    int shift = 52;
  };

  // The lock, taken only when more than one thread searches.
  class Hold {
   public:
    explicit Hold(Exact& e) : lock_(e.lock_), threaded_(e.threads_ > 1) { take(); }
    Hold(const Hold&) = delete;
    Hold& operator=(const Hold&) = delete;
    ~Hold() {
      if (held_) release();
    }
    void take() {
      if (threaded_) lock_.lock();
      held_ = true;
    }
    void release() {
      if (threaded_) lock_.unlock();
      held_ = false;
    }

   private:
    SpinLock& lock_;
    bool threaded_;
    bool held_ = false;
  };

  // Wakes the threads asleep in run() (the lock held).
  void wake() {
    epoch_.fetch_add(1, std::memory_order_relaxed);
    epoch_.notify_all();
  }

  // Ends every thread's search without an answer (a failure in one of them).
  void abandon() {
    std::lock_guard guard(lock_);
    over_ = true;
    wake();
  }

  // A thread's search: take a node, expand it, until an answer is found, the queue is empty or
  // a limit is reached.
  void run(Worker& w, std::stop_token stop) {
    Hold hold(*this);
    int node = 0;
    int g = 0;
    Entry entry = Entry::Bounded;
    for (;;) {
      if (over_) return;
      if (!pop(node, g, entry)) {
        if (busy_ == 0) {  // nothing queued and nothing being expanded: unreachable on a board
          over_ = true;
          return;
        }
        // Another thread may still queue nodes at this bound: sleep until it has expanded one.
        const std::uint32_t seen = epoch_.load(std::memory_order_relaxed);
        ++waiting_;
        hold.release();
        epoch_.wait(seen);
        hold.take();
        --waiting_;
        continue;
      }
      if (g != gOf(node)) continue;  // reached sooner since
      const Word meta = metaOf(node);
      const Word* record = bits(node);
      std::copy(record, record + words_, w.set.begin());
      const int level = minF_;
      w.slots = table_.data();
      w.seen = seen_.data();
      w.seenMask = seen_.size() * 64 - 1;
      w.shift = tableShift_;
      ++busy_;
      hold.release();
      const bool more = expand(w, hold, node, meta, g, level, entry, stop);
      // `hold` is taken again here.
      --busy_;
      if (!more) over_ = true;
      if (waiting_ > 0) wake();
      if (!more) return;
    }
  }

  // Expands `node` (taken at bound `level` with `g` moves, its record word `meta`, its set in
  // w.set), the lock released; returns with it taken, false when the search is over (an answer or
  // a limit).
  //
  // An expansion stores only the children that can be taken at the current bound (at most it);
  // the others are neither stored nor queued, and the node itself is queued again at the least
  // bound among them, to make them again when that bound comes (partial expansion: most of them
  // never come up before the answer is found, and they were three in four of the stored sets).
  // Any answer through a child left out costs at least that child's bound plus its moves, which
  // is the node's new place in the queue, so no answer is lost and the first flooded set taken is
  // still a shortest one. A child is in the table again only once stored, so one reached again
  // before that is bounded again (a few per cent of the bounds).
  bool expand(Worker& w, Hold& hold, int node, Word meta, int g, int level, Entry entry, std::stop_token stop) {
    Regions& r = w.regions;
    const Word* set = w.set.data();
    // A node queued on a bound that stopped early is bounded again now that its turn has come;
    // it is expanded only if it still belongs here, otherwise it waits at its better bound.
    if (entry == Entry::Partial) {
      r.frontierOf(set, w.first.data());
      const int h = r.lowerBound(set, w.first.data(), level + 1 - g);
      if (g + h > level) {
        hold.take();
        push(g + h, g, node, Entry::Partial);
        return true;
      }
    }
    if (entry != Entry::Deferred && r.full(set)) {
      hold.take();
      if (goal_ < 0) goal_ = node;
      return false;
    }
    const int childG = g + 1;
    // The regions next to the set, worked out again rather than stored with it: the memory of the
    // stored sets is what limits the search on big boards.
    r.frontierOf(set, w.frontier.data());
    const Word* frontier = w.frontier.data();
    // Taking every region left of a colour at once is never worse than anything else: any answer
    // picks that colour at some point, and moving that pick to the front floods a superset at
    // every step after it (flooding is monotone in the flooded set), so no answer gets longer.
    // When a colour touching the set has no region left beyond the frontier, only it is tried.
    int only = -1;
    bool touches[ColourBoard::MaxColours] = {};
    for (int c = 0; c < r.colours(); ++c) {
      const Word* cs = r.colourSet(c);
      bool beyond = false;
      for (int v = 0; v < words_; ++v) {
        const Word left = cs[v] & ~set[v];
        touches[c] = touches[c] || (left & frontier[v]) != 0;
        beyond = beyond || (left & ~frontier[v]) != 0;
      }
      if (touches[c] && !beyond && only < 0) only = c;
    }
    const int parent = static_cast<std::int32_t>(static_cast<std::uint32_t>(meta));
    const int last = static_cast<std::uint8_t>(meta >> 48) & MoveMask;
    const bool lastForced = (static_cast<std::uint8_t>(meta >> 48) & Forced) != 0;
    const std::uint8_t forced = only >= 0 ? Forced : 0;
    // The sets one region bigger (the set and one region of its frontier), their bits of seen_
    // fetched ahead: one of them stored with no more moves makes this node needless (below).
    const std::uint64_t setHash = hash(set);
    for (int v = 0; v < words_; ++v)
      for (Word bits = frontier[v]; bits != 0; bits &= bits - 1) {
        const std::uint64_t h = setHash ^ zobrist_[static_cast<std::size_t>(v * 64 + std::countr_zero(bits))];
        __builtin_prefetch(w.seen + ((static_cast<std::size_t>(tag(h)) & w.seenMask) >> 6));
      }
    // First every child's set and hash, with its table slot fetched ahead: the table is far
    // bigger than the caches, and its miss was most of an expansion's time outside the bound.
    int children = 0;
    for (int c = 0; c < r.colours(); ++c) {
      if (!touches[c] || (only >= 0 && c != only)) continue;
      if (parent >= 0 && !lastForced && c != last && dominated(r, set, frontier, last, c)) continue;
      const Word* cs = r.colourSet(c);
      Word* kid = w.child.data() + static_cast<std::size_t>(children * words_);
      std::uint64_t h = setHash;
      for (int v = 0; v < words_; ++v) {
        const Word taken = cs[v] & frontier[v];
        kid[v] = set[v] | taken;
        for (Word bits = taken; bits != 0; bits &= bits - 1)
          h ^= zobrist_[static_cast<std::size_t>(v * 64 + std::countr_zero(bits))];
      }
      const auto k = static_cast<std::size_t>(children);
      w.colour[k] = c;
      w.hash[k] = h;
      // The table as it was when the node was taken: another thread may have grown it since,
      // and a fetch of an address no longer in use is only wasted (it never faults).
      __builtin_prefetch(w.slots + slotIn(tag(w.hash[k]), w.shift));
      ++children;
    }
    hold.take();
    if (expanded_ >= budget_ || expanded_ * workPerNode_ >= WorkCap || stop.stop_requested()) return false;
    // A stored set one region bigger, reached in no more moves, floods at least what this one
    // does after any moves (flooding is monotone in the flooded set), and its bound is no higher:
    // whatever answer passes through this node has one as short through it, so this node is not
    // expanded. The bigger set is not pruned by this node in turn (it is strictly bigger), so
    // some set of every such chain is expanded.
    std::copy(set, set + words_, w.query.begin());
    for (int v = 0; v < words_; ++v)
      for (Word bits = frontier[v]; bits != 0; bits &= bits - 1) {
        const int region = v * 64 + std::countr_zero(bits);
        const std::uint64_t h = setHash ^ zobrist_[static_cast<std::size_t>(region)];
        if (!maybeStored(tag(h))) continue;
        Word& word = w.query[static_cast<std::size_t>(v)];
        const Word bit = Word{1} << (region & 63);
        word |= bit;
        const int found = find(w.query.data(), h);
        word &= ~bit;
        if (found >= 0 && gOf(found) <= g) return true;
      }
    ++expanded_;
    bool wanted = false;
    for (int k = 0; k < children; ++k) {
      const auto ku = static_cast<std::size_t>(k);
      const int found = find(w.child.data() + static_cast<std::size_t>(k * words_), w.hash[ku]);
      w.found[ku] = found;
      w.bound[ku] = found >= 0 && gOf(found) <= childG ? -1 : 0;
      wanted = wanted || w.bound[ku] == 0;
    }
    if (!wanted) return true;
    hold.release();
    // Only whether a child can be taken at the current bound matters now: its bound stops as
    // soon as it knows the answer is more than that.
    const int cap = level + 1 - childG;
    r.sumsByColour(frontier, w.sums.data());
    for (int k = 0; k < children; ++k) {
      const auto ku = static_cast<std::size_t>(k);
      if (w.bound[ku] < 0) continue;
      const int c = w.colour[ku];
      const Word* kid = w.child.data() + static_cast<std::size_t>(k * words_);
      // The child's distance-1 regions: the frontier's that stay outside, and those beyond what
      // was taken (the neighbours of the frontier's regions of the colour played).
      const Word* sum = w.sums.data() + static_cast<std::size_t>(c * words_);
      for (int v = 0; v < words_; ++v) {
        const auto i = static_cast<std::size_t>(v);
        w.first[i] = (sum[v] | frontier[v]) & ~kid[v];
      }
      w.bound[ku] = r.lowerBound(kid, w.first.data(), cap, Regions::Siblings{frontier, w.sums.data(), c});
    }
    hold.take();
    int later = 1 << 30;  // the least bound (with the moves to it) of a child left out
    for (int k = 0; k < children; ++k) {
      const auto ku = static_cast<std::size_t>(k);
      if (w.bound[ku] < 0) continue;
      const Word* kid = w.child.data() + static_cast<std::size_t>(k * words_);
      int found = w.found[ku];
      if (threads_ > 1) {
        // Another thread may have stored it meanwhile.
        found = find(kid, w.hash[ku]);
        if (found >= 0 && gOf(found) <= childG) continue;
      }
      const int bound = w.bound[ku];
      if (bound >= cap && found < 0) {
        later = std::min(later, childG + bound);
        continue;
      }
      int id = found;
      if (id < 0) {
        id = store(kid, node, w.colour[ku] | forced, childG, w.hash[ku]);
      } else {
        setMeta(id, node, w.colour[ku] | forced, childG);
      }
      push(childG + bound, childG, id, bound >= cap ? Entry::Partial : Entry::Bounded);
    }
    if (later < (1 << 30)) push(later, g, node, Entry::Deferred);
    return nodes_.size() <= maxStored_;
  }

  // Whether playing `c` right after `last` (the move that made `set`) is never needed because
  // playing `c` before `last` does at least as well. That holds when every region `c` would take
  // now already touched the set before `last` was played (it touches a flooded region of another
  // colour): playing `c` first takes all of them, and `last` then takes all it took and perhaps
  // more, so the swapped pair floods a superset. Of two orders that flood the same, only the one
  // with the lower colour first is kept; when playing `c` first would give `last` a region it
  // did not get, the swapped order is strictly better and is the one kept. The swapped order is
  // searched from the parent unless the parent tried `last` alone (whole colours first), which is
  // why a set reached that way is not pruned here.
  bool dominated(const Regions& r, const Word* set, const Word* frontier, int last, int c) const {
    const Word* cs = r.colourSet(c);
    const Word* lastSet = r.colourSet(last);
    for (int w = 0; w < words_; ++w)
      for (Word bits = cs[w] & frontier[w]; bits != 0; bits &= bits - 1) {
        const Word* n = r.neighbours(w * 64 + std::countr_zero(bits));
        Word before = 0;
        for (int v = 0; v < words_; ++v) before |= n[v] & set[v] & ~lastSet[v];
        if (before == 0) return false;  // a region `c` can take only since `last`
      }
    if (c < last) return true;
    for (int w = 0; w < words_; ++w)
      for (Word bits = cs[w] & frontier[w]; bits != 0; bits &= bits - 1) {
        const Word* n = r.neighbours(w * 64 + std::countr_zero(bits));
        for (int v = 0; v < words_; ++v)
          if ((n[v] & lastSet[v] & ~set[v]) != 0) return true;  // `c` first opens more to `last`
      }
    return false;
  }

  const Word* bits(int node) const { return nodes_.at(static_cast<std::size_t>(node)); }
  Word metaOf(int node) const { return nodes_.at(static_cast<std::size_t>(node))[words_]; }
  int parentOf(int node) const { return static_cast<std::int32_t>(static_cast<std::uint32_t>(metaOf(node))); }
  int gOf(int node) const { return static_cast<int>((metaOf(node) >> 32) & 0xFFFF); }
  std::uint8_t moveOf(int node) const { return static_cast<std::uint8_t>(metaOf(node) >> 48); }
  void setMeta(int node, int parent, int move, int g) {
    nodes_.at(static_cast<std::size_t>(node))[words_] = Word{static_cast<std::uint32_t>(parent)} |
                                                        (Word{static_cast<std::uint16_t>(g)} << 32) |
                                                        (Word{static_cast<std::uint8_t>(move)} << 48);
  }

  std::uint64_t hash(const Word* set) const {
    std::uint64_t h = 0;
    for (int w = 0; w < words_; ++w)
      for (Word bits = set[w]; bits != 0; bits &= bits - 1)
        h ^= zobrist_[static_cast<std::size_t>(w * 64 + std::countr_zero(bits))];
    return h;
  }

  // The table's slots hold a set's hash (high 32 bits) and its node + 1 (low 32; 0 is empty), so
  // a probe reads the stored set only when the hashes agree: the table's line is the one miss.
  static std::uint32_t tag(std::uint64_t h) { return static_cast<std::uint32_t>(h >> 32); }
  static std::size_t slotIn(std::uint32_t t, int shift) {
    return static_cast<std::size_t>((std::uint64_t{t} * 0x9E3779B97F4A7C15ULL) >> shift);
  }
  std::size_t slotOf(std::uint32_t t) const { return slotIn(t, tableShift_); }

  int find(const Word* set, std::uint64_t h) const {
    const std::size_t mask = table_.size() - 1;
    const std::uint32_t t = tag(h);
    for (std::size_t i = slotOf(t);; i = (i + 1) & mask) {
      const std::uint64_t e = table_[i];
      if (e == 0) return -1;
      if (static_cast<std::uint32_t>(e >> 32) != t) continue;
      const int n = static_cast<int>(static_cast<std::uint32_t>(e)) - 1;
      const Word* b = bits(n);
      bool same = true;
      for (int w = 0; w < words_; ++w) same = same && b[w] == set[w];
      if (same) return n;
    }
  }

  int store(const Word* set, int parent, int move, int g, std::uint64_t h) {
    // Up to three quarters full: with the tags a probe past the home slot costs no miss while it
    // stays in the same line, and at half full the table was a third of the search's memory.
    if ((nodes_.size() + 1) * 4 > table_.size() * 3) grow();
    const int id = static_cast<int>(nodes_.size());
    Word* record = nodes_.add();
    std::copy(set, set + words_, record);
    setMeta(id, parent, move < 0 ? 0 : move, g);
    place((std::uint64_t{tag(h)} << 32) | static_cast<std::uint32_t>(id + 1));
    return id;
  }

  void place(std::uint64_t entry) {
    const std::size_t mask = table_.size() - 1;
    const auto t = static_cast<std::uint32_t>(entry >> 32);
    std::size_t i = slotOf(t);
    while (table_[i] != 0) i = (i + 1) & mask;
    table_[i] = entry;
    const std::size_t bit = seenBit(t);
    seen_[bit >> 6] |= std::uint64_t{1} << (bit & 63);
  }

  // The bit of `seen_` for a hash's tag: every stored set's is set, so a set whose bit is clear
  // is not stored. It is eight times smaller than the table (a bit for each of its bytes), so
  // it stays in the caches where the table does not, and most sets asked about are not stored.
  std::size_t seenBit(std::uint32_t t) const { return static_cast<std::size_t>(t) & (seen_.size() * 64 - 1); }
  bool maybeStored(std::uint32_t t) const {
    const std::size_t bit = seenBit(t);
    return ((seen_[bit >> 6] >> (bit & 63)) & 1U) != 0;
  }

  void grow() {
    SlotArray old;
    old.reset(table_.size() * 2);
    old.swap(table_);
    --tableShift_;
    seen_.assign(table_.size() / 8, 0);
    for (std::uint64_t e : old)
      if (e != 0) place(e);
  }

  // The open list: a stack of nodes per bound and moves so far, taken lowest bound first and
  // among equals deepest first (nearest an answer), the newest first within a stack. Bounds and
  // move counts are small, so this costs no comparisons, where a heap's took a tenth of the time.
  // An entry is a node and what its turn means (Entry).
  void push(int f, int g, int node, Entry entry = Entry::Bounded) {
    const std::size_t fi = static_cast<std::size_t>(f);
    if (open_.size() <= fi) {
      open_.resize(fi + 1);
      topG_.resize(fi + 1, -1);
    }
    auto& byG = open_[fi];
    if (byG.size() <= static_cast<std::size_t>(g)) byG.resize(static_cast<std::size_t>(g) + 1);
    byG[static_cast<std::size_t>(g)].push_back(node * 4 + static_cast<int>(entry));
    topG_[fi] = std::max(topG_[fi], g);
    minF_ = std::min(minF_, f);
  }

  // Takes the next node, false when there is none at the current bound while a node is being
  // expanded (it may still queue some there) or none at all.
  bool pop(int& node, int& g, Entry& entry) {
    for (; minF_ < static_cast<int>(open_.size()); ++minF_) {
      auto& byG = open_[static_cast<std::size_t>(minF_)];
      int& top = topG_[static_cast<std::size_t>(minF_)];
      for (; top >= 0; --top) {
        auto& stack = byG[static_cast<std::size_t>(top)];
        if (!stack.empty()) {
          node = stack.back() >> 2;
          entry = static_cast<Entry>(stack.back() & 3);
          stack.pop_back();
          g = top;
          return true;
        }
      }
      if (busy_ > 0) return false;
    }
    return false;
  }

  const Regions& regions_;
  int words_;
  std::int64_t budget_;
  int threads_;
  std::int64_t workPerNode_ = 1;
  std::size_t maxStored_ = 0;
  // Shared by the threads, under lock_ when there is more than one.
  SpinLock lock_;
  RecordPool nodes_;
  SlotArray table_;
  int tableShift_ = 52;
  std::vector<std::uint64_t> seen_;  // a bit per hash tag of every stored set (seenBit)
  // [bound][moves so far]: node * 4 + its Entry
  std::vector<std::vector<std::vector<int>>> open_;
  std::vector<int> topG_;  // per bound, the deepest stack maybe not empty
  int minF_ = 0;
  std::int64_t expanded_ = 0;
  std::vector<std::uint64_t> zobrist_;   // per region, for hash
  int busy_ = 0;                         // nodes being expanded
  int waiting_ = 0;                      // threads asleep until an expansion ends
  std::atomic<std::uint32_t> epoch_{0};  // counts expansions ended while a thread slept
  int goal_ = -1;                        // the flooded set found
  bool over_ = false;                    // an answer found or a limit reached
};

// Drops moves that take nothing (the heuristic player may make one on a tie).
std::vector<int> withoutIdleMoves(Regions& regions, std::vector<Word> set, const std::vector<int>& moves) {
  std::vector<int> kept;
  for (int move : moves) {
    std::vector<Word> before = set;
    regions.measure(set.data());
    flood(regions, set.data(), move);
    if (set != before) kept.push_back(move);
  }
  return kept;
}

}  // namespace

FloodSolveLimits floodGameLimits(const ColourBoard& board) {
  FloodSolveLimits limits;
  limits.memory = GameMemory;
  if (board.cellCount() <= FullBudgetCells) return limits;
  const std::int64_t regions = regionGraph(board).count();
  const std::int64_t perNode = std::max<std::int64_t>(1, regions * ((regions + 63) / 64));
  if (board.cellCount() <= ProvenCells) {
    // Each expansion bounds a child per colour touching the set: with more colours than six a
    // node costs more, so it gets fewer nodes.
    limits.nodes = std::min(limits.nodes, GameWorkTo18 / perNode * 6 / std::max(6, board.colours()));
  } else {
    limits.nodes = std::min(limits.nodes, GameWork / perNode);
  }
  return limits;
}

int floodHintThreads() { return std::thread::hardware_concurrency() >= 4 ? 2 : 1; }

FloodSolution solveFlood(const ColourBoard& board, const FloodSolveLimits& limits, std::stop_token stop) {
  FloodSolution out;
  if (board.cellCount() == 0) {
    out.proven = true;
    return out;
  }
  Regions regions(board);
  const int start = regions.graph().regionOf[0];
  std::vector<Word> set(static_cast<std::size_t>(regions.words()), 0);
  add(set.data(), start);
  if (regions.full(set.data())) {
    out.proven = true;
    return out;
  }
  // The exact search first; past its budget, the lookahead player's answer, proven after all
  // when it meets the lower bound.
  if (regions.count() <= MaxExactRegions) {
    Exact exact(regions, limits);
    if (exact.solve(set, out.moves, out.nodes, stop)) {
      out.proven = true;
      return out;
    }
  }
  out.moves.clear();
  Lookahead lookahead(regions);
  std::vector<int> played;
  lookahead.play(set, regions.colour(start), played, stop);
  out.moves = withoutIdleMoves(regions, set, played);
  out.proven = regions.lowerBound(set.data()) == static_cast<int>(out.moves.size()) && !stop.stop_requested();
  return out;
}

int floodHint(const FloodState& state, const FloodSolveLimits& limits, std::stop_token stop) {
  if (state.over()) return -1;
  const FloodSolution solution = solveFlood(state.board(), limits, stop);
  return solution.moves.empty() ? -1 : solution.moves.front();
}

}  // namespace tileflow
