// OptionIndex: every piece an environment can place (tile type and rotation), indexed by the
// signature it shows on each side, so "which pieces fit these sides" costs one short list scan.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "game/model/Catalog.hpp"

namespace tileflow {

struct PlacedPiece {
  std::uint16_t type = 0;
  std::uint8_t rotation = 0;
  std::uint8_t flowSides = 0;  // sides carrying flow, for preferring busy pieces
  SidePack pack = 0;
};

// A side requirement: a signature, AnySide, or AnyFlow (some flow, whichever).
inline constexpr int AnySide = -1;
inline constexpr int AnyFlow = -2;

class OptionIndex {
 public:
  // Pieces of the environment's tile types that fit cells of `topology` (others are left out).
  // `everyRotation` keeps rotations that show the same picture (the City Flow baseline draws
  // from those); otherwise only distinct pictures are listed.
  OptionIndex(const Catalog& catalog, const Environment& environment, Topology topology, bool everyRotation);

  int sides() const { return sides_; }
  int size() const { return static_cast<int>(pieces_.size()); }
  const PlacedPiece& piece(int i) const { return pieces_[static_cast<std::size_t>(i)]; }

  // Pieces meeting `required[s]` on every side s, in index order.
  void find(const int* required, std::vector<int>& out) const;
  // True when at least one piece fits.
  bool any(const int* required) const;
  // Signatures that some piece shows on `side`.
  const std::vector<int>& signaturesOn(int side) const { return signatures_[static_cast<std::size_t>(side)]; }
  static bool fits(const PlacedPiece& p, const int* required, int sides) {
    for (int s = 0; s < sides; ++s) {
      const int x = sideOfPack(p.pack, s);
      if (required[s] == AnyFlow ? x == NoFlow : required[s] != AnySide && x != required[s]) return false;
    }
    return true;
  }

 private:
  // The shortest list among the constrained sides; null when nothing is constrained.
  const std::vector<int>* shortest(const int* required) const;

  int sides_ = 4;
  std::vector<PlacedPiece> pieces_;
  std::vector<int> all_;
  // bySide_[side * 256 + signature]: pieces showing that signature on that side.
  std::vector<std::vector<int>> bySide_;
  std::array<std::vector<int>, 6> signatures_;
};

}  // namespace tileflow
