// DisjointSets: union-find over the numbers 0..count-1, with path halving. The generators ask it
// whether two cells, sides or lines are joined already, and join them.
#pragma once

#include <cstddef>
#include <numeric>
#include <vector>

namespace tileflow {

class DisjointSets {
 public:
  explicit DisjointSets(int count) : parent_(static_cast<std::size_t>(count > 0 ? count : 0)) {
    std::iota(parent_.begin(), parent_.end(), 0);
  }

  // The number that stands for x's set (the same for every member until the next join).
  int find(int x) {
    while (at(x) != x) {
      at(x) = at(at(x));
      x = at(x);
    }
    return x;
  }
  // Puts a's set under b's, so find gives b's representative for both; false (and nothing
  // changes) when they were one set already.
  bool join(int a, int b) {
    a = find(a);
    b = find(b);
    if (a == b) return false;
    at(a) = b;
    return true;
  }
  int size() const { return static_cast<int>(parent_.size()); }

 private:
  int& at(int x) { return parent_[static_cast<std::size_t>(x)]; }

  std::vector<int> parent_;
};

}  // namespace tileflow
