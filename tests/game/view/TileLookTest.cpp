// TileLook: one cache key per drawn tile.
#include "game/view/TileLook.hpp"

#include <gtest/gtest.h>

#include <set>

namespace tileflow {
namespace tile_look_test {
namespace {

TEST(TileLook, KeyIsTheSameForTheSameTile) {
  TileLook a;
  a.litChannels = 0x5;
  a.locked = true;
  TileLook b = a;
  EXPECT_EQ(a.keyWith(12, 3), b.keyWith(12, 3));
}

TEST(TileLook, KeyTellsApartTypeRotationAndEveryLookBit) {
  std::set<std::uint64_t> keys;
  const TileLook plain;
  keys.insert(plain.keyWith(0, 0));
  keys.insert(plain.keyWith(1, 0));
  keys.insert(plain.keyWith(0xffff, 0));
  for (std::uint8_t r = 1; r < 6; ++r) keys.insert(plain.keyWith(0, r));
  for (int c = 0; c < 3; ++c) {
    TileLook lit;
    lit.litChannels = static_cast<std::uint8_t>(1u << c);
    keys.insert(lit.keyWith(0, 0));
  }
  for (int s = 0; s < 6; ++s) {
    TileLook loose;
    loose.looseSides = static_cast<std::uint8_t>(1u << s);
    keys.insert(loose.keyWith(0, 0));
  }
  TileLook locked;
  locked.locked = true;
  keys.insert(locked.keyWith(0, 0));
  TileLook colourBlind;
  colourBlind.colourBlind = true;
  keys.insert(colourBlind.keyWith(0, 0));
  for (std::uint8_t k = 1; k <= 8; ++k) {
    TileLook landmark;
    landmark.landmark = k;
    keys.insert(landmark.keyWith(0, 0));
    landmark.landmarkLit = true;
    keys.insert(landmark.keyWith(0, 0));
  }
  // Every land's ground: the composed-tile cache must not show one land's tile on another.
  for (std::uint8_t land = 1; land < 16; ++land) {
    TileLook onLand;
    onLand.land = land;
    keys.insert(onLand.keyWith(0, 0));
    keys.insert(onLand.keyWith(0, 5));
  }
  // A tile in a forbidden loop, on every rotation and a big type number: no clash with either.
  TileLook inLoop;
  inLoop.inLoop = true;
  keys.insert(inLoop.keyWith(0, 0));
  keys.insert(inLoop.keyWith(0xffff, 15));
  keys.insert(plain.keyWith(0xffff, 15));
  EXPECT_EQ(keys.size(), 3u + 5u + 3u + 6u + 2u + 16u + 30u + 3u);
}

}  // namespace
}  // namespace tile_look_test
}  // namespace tileflow
