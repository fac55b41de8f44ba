// Progress: counters a worker thread updates and the main loop reads once per frame.
#pragma once

#include <atomic>
#include <cstdint>

namespace tileflow {

struct Progress {
  std::atomic<int> phase{0};  // meaning defined by the work (e.g. 0 fill, 1 prove, 2 shuffle)
  std::atomic<std::int64_t> done{0};
  std::atomic<std::int64_t> total{0};
  std::atomic<std::int64_t> attempts{0};

  // Whole percent of done/total, 0 when total is unknown.
  int percent() const {
    const auto t = total.load(std::memory_order_relaxed);
    const auto d = done.load(std::memory_order_relaxed);
    if (t <= 0) return 0;
    const auto p = d * 100 / t;
    return static_cast<int>(p < 0 ? 0 : p > 100 ? 100 : p);
  }
};

}  // namespace tileflow
