// Rng: the project's own PRNG (xoshiro256**, seeded by splitmix64). Same numbers for a seed on
// every platform and standard library, unlike std::*_distribution.
#pragma once

#include <cstdint>
#include <utility>

namespace tileflow {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed) {
    for (auto& word : s_) word = splitmix(seed);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, bound), bound > 0, without modulo bias (Lemire's method).
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t m = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
    auto low = static_cast<std::uint32_t>(m);
    if (low < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (low < threshold) {
        m = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

  // Uniform in [lo, hi].
  int range(int lo, int hi) { return lo + static_cast<int>(below(static_cast<std::uint32_t>(hi - lo + 1))); }
  bool chance(std::uint32_t numerator, std::uint32_t denominator) { return below(denominator) < numerator; }

  template <typename Container>
  void shuffle(Container& c) {
    for (std::size_t i = c.size(); i > 1; --i) {
      using std::swap;
      swap(c[i - 1], c[below(static_cast<std::uint32_t>(i))]);
    }
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::uint64_t s_[4]{};
};

}  // namespace tileflow
