// Land: every environment has its own ground, and every flow stays readable on every ground, at
// every height, with typical colour vision and with each kind of colour blindness.
#include "game/view/Land.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace land_test {
namespace {

constexpr Vision Visions[] = {Vision::Typical, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia};

const char* nameOf(Vision v) {
  switch (v) {
    case Vision::Typical:
      return "typical";
    case Vision::Protanopia:
      return "protanopia";
    case Vision::Deuteranopia:
      return "deuteranopia";
    case Vision::Tritanopia:
      return "tritanopia";
  }
  return "?";
}

TEST(Land, ContrastRatioFollowsWcag) {
  EXPECT_NEAR(contrastRatio(0x000000, 0xffffff), 21.0, 1e-9);
  EXPECT_NEAR(contrastRatio(0xffffff, 0x000000), 21.0, 1e-9);
  EXPECT_NEAR(contrastRatio(0x777777, 0x777777), 1.0, 1e-9);
  // #767676 on white is the usual example of just passing 4.5:1.
  EXPECT_NEAR(contrastRatio(0x767676, 0xffffff), 4.54, 0.01);
}

TEST(Land, ColourBlindSimulationKeepsGreysAndMergesRedWithGreen) {
  for (const Vision v : Visions) {
    const std::uint32_t grey = seenWith(v, 0x808080);
    EXPECT_NEAR(static_cast<int>((grey >> 16) & 0xff), 0x80, 2) << nameOf(v);
    EXPECT_NEAR(static_cast<int>(grey & 0xff), 0x80, 2) << nameOf(v);
  }
  // Red and green, far apart with typical vision, come close without the red or green cones.
  const double typical = colourDifference(0xd55e00, 0x009e73);
  EXPECT_LT(colourDifference(seenWith(Vision::Deuteranopia, 0xd55e00), seenWith(Vision::Deuteranopia, 0x009e73)),
            typical * 0.6);
  EXPECT_LT(colourDifference(seenWith(Vision::Protanopia, 0xd55e00), seenWith(Vision::Protanopia, 0x009e73)),
            typical * 0.6);
}

TEST(Land, EveryShippedEnvironmentHasALandOfItsOwn) {
  const Catalog& catalog = test::shippedCatalog();
  ASSERT_EQ(catalog.environments().size(), static_cast<std::size_t>(LandCount - 1));
  std::set<int> seen;
  for (const Environment& env : catalog.environments()) {
    const int land = landOf(catalog, env.id);
    EXPECT_GT(land, 0) << env.id << " draws the plain ground";
    EXPECT_TRUE(seen.insert(land).second) << env.id << " shares its land";
  }
  EXPECT_EQ(landOf(catalog, "all"), 0);
  EXPECT_EQ(landOf(catalog, "no-such-land"), 0);
  EXPECT_EQ(landOfGround("no-such-ground"), 0);
  EXPECT_EQ(&landAt(LandCount), &landAt(0));
}

// The lands are told apart at a glance: no two grounds, and no two backdrops, look alike.
TEST(Land, GroundsAndBackdropsDifferFromEachOther) {
  for (int a = 0; a < LandCount; ++a) {
    for (int b = a + 1; b < LandCount; ++b) {
      const Land& x = landAt(a);
      const Land& y = landAt(b);
      EXPECT_GT(colourDifference(x.colour, y.colour) + colourDifference(x.texture, y.texture), 12.0)
          << x.ground << " and " << y.ground;
      EXPECT_GT(colourDifference(x.backdropTop, y.backdropTop) + colourDifference(x.backdropBottom, y.backdropBottom),
                12.0)
          << x.ground << " and " << y.ground;
      EXPECT_NE(x.motif, y.motif) << x.ground << " and " << y.ground;
    }
  }
}

// What lies round a flow: the ground's gradient ends for a normal flow (and a locked tile's),
// the trench for a low one, the deck for a high one. The edge is chosen against the middle of
// that, as the art does, and must stand out from every end of it.
struct Surround {
  std::uint32_t middle;
  std::uint32_t ends[2];
  const char* what;
};

std::vector<Surround> surroundsOf(const Land& land) {
  std::vector<Surround> out;
  for (const std::uint32_t g : {land.colour, lockedGround(land)})
    out.push_back({g, {groundLight(g), groundDark(g)}, g == land.colour ? "ground" : "locked ground"});
  for (const std::uint32_t g : {land.colour, lockedGround(land)}) {
    const std::uint32_t t = trenchColour(g);
    out.push_back({t, {t, t}, "trench"});
  }
  out.push_back({DeckColour, {DeckColour, DeckColour}, "deck"});
  return out;
}

TEST(Land, EveryFlowsEdgeStandsOutFromEveryGroundAtEveryHeight) {
  const Catalog& catalog = test::shippedCatalog();
  int pairs = 0;
  for (int i = 0; i < LandCount; ++i) {
    const Land& land = landAt(i);
    for (const Surround& s : surroundsOf(land)) {
      for (const FlowKind& flow : catalog.flows()) {
        const std::uint32_t edge = flowEdge(flow.colour, s.middle);
        for (const Vision v : Visions) {
          for (const std::uint32_t end : s.ends) {
            const double ratio = contrastRatio(seenWith(v, edge), seenWith(v, end));
            EXPECT_GE(ratio, MinEdgeContrast)
                << flow.id << " on " << (i == 0 ? "plain" : land.ground) << " " << s.what << ", " << nameOf(v)
                << ": edge " << std::hex << edge << " against " << end;
            ++pairs;
          }
        }
      }
    }
  }
  EXPECT_GT(pairs, 1000);
}

// The flow itself keeps its colour against the ground: a road is not lost in the grass even where
// its edge is hard to see (a small tile, a lit glow over it).
TEST(Land, EveryFlowsColourDiffersFromEveryGround) {
  const Catalog& catalog = test::shippedCatalog();
  for (int i = 0; i < LandCount; ++i) {
    const Land& land = landAt(i);
    for (const FlowKind& flow : catalog.flows()) {
      for (const std::uint32_t end : {groundLight(land.colour), groundDark(land.colour)}) {
        EXPECT_GE(colourDifference(flow.colour, end), 15.0)
            << flow.id << " on " << (i == 0 ? "plain" : land.ground) << " " << std::hex << end;
      }
    }
  }
}

// The measure can fail: a mid-grey flow's edge on a mid-grey ground, seen without help, does not
// pass, and neither does a flow the colour of its ground.
TEST(Land, TheChecksRejectFlowsThatMergeWithTheGround) {
  EXPECT_LT(contrastRatio(0x8a8a8a, 0x909090), MinEdgeContrast);
  EXPECT_LT(colourDifference(0xb8d67f, 0xb5d37f), 15.0);
  // The edge rule itself: it picks whichever shade stands out more, never the weaker.
  const std::uint32_t onDark = flowEdge(0x4d4d4d, 0x202020);
  const std::uint32_t onLight = flowEdge(0x4d4d4d, 0xf0f0f0);
  EXPECT_GT(relativeLuminance(onDark), relativeLuminance(0x4d4d4d));
  EXPECT_LT(relativeLuminance(onLight), relativeLuminance(0x4d4d4d));
}

}  // namespace
}  // namespace land_test
}  // namespace tileflow
