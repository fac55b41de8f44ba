// Catalog: every flow kind, tile type, environment and landmark kind the game knows. Loaded once from
// assets/catalog.yaml (see game/io) and then only read.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "game/model/TileType.hpp"

namespace tileflow {

struct FlowKind {
  std::string id;
  std::string name;
  std::uint32_t colour = 0x808080;  // 0xRRGGBB
  std::string art;                  // art style of the flow's pieces (e.g. "road", "water", "rail")
};

// The shapes a landmark badge can take. Every kind has its own, so kinds tell apart without
// colour.
enum class LandmarkShape : std::uint8_t { Circle, Square, Triangle, Diamond, Star, Hexagon, Cross, Ring };
inline constexpr int LandmarkShapeCount = 8;
// "circle", "square", ... as written in the catalog; empty past the last shape.
std::string_view landmarkShapeName(LandmarkShape shape);
std::optional<LandmarkShape> findLandmarkShape(std::string_view name);

// A kind of landmark on a Link level (kinds 1..MaxLandmarkKinds of the board).
struct LandmarkKind {
  std::string id;
  std::string name;                 // shown to players ("Town")
  std::uint32_t colour = 0x808080;  // 0xRRGGBB, the badge's fill
  LandmarkShape shape = LandmarkShape::Circle;
};
// The landmark kinds a catalog without a `landmarks` section has (those the shipped catalog
// lists too): town, station, harbour, mine, castle, farm, tower and mill.
const std::array<LandmarkKind, 8>& defaultLandmarkKinds();

struct Environment {
  std::string id;
  std::string name;
  int blankTile = 0;       // index of the square tile with no flow used for blank puzzles
  std::vector<int> tiles;  // indices of the tile types this environment may use, square and hex
  int hexBlankTile = -1;   // index of the hex tile with no flow, or -1 when there is none

  // The blank tile for cells of `shape`, or -1 when the environment has none.
  int blankFor(Shape shape) const { return shape == Shape::Hex ? hexBlankTile : blankTile; }
};

class Catalog {
 public:
  // Flow kinds get codes 1..N in the order added (code 0 is "no flow").
  FlowCode addFlow(FlowKind flow);
  int addTileType(TileType type);
  void addEnvironment(Environment env);
  // Replaces the landmark kinds (the defaults until then); `kinds` holds MaxLandmarkKinds.
  void setLandmarkKinds(const std::array<LandmarkKind, 8>& kinds) { landmarks_ = kinds; }

  // Computes rotation packs and checks consistency. Returns an error message, or nothing if valid.
  std::optional<std::string> finalise();

  const std::vector<FlowKind>& flows() const { return flows_; }
  const FlowKind& flow(FlowCode code) const { return flows_[static_cast<std::size_t>(code - 1)]; }
  const std::vector<TileType>& tileTypes() const { return types_; }
  const TileType& tile(int index) const { return types_[static_cast<std::size_t>(index)]; }
  const std::vector<Environment>& environments() const { return environments_; }
  // Landmark kind `kind` (1..8, as on a board).
  const LandmarkKind& landmarkKind(int kind) const { return landmarks_[static_cast<std::size_t>(kind - 1)]; }
  const std::array<LandmarkKind, 8>& landmarkKinds() const { return landmarks_; }
  // Indices of the tile types whose side count fits cells of `shape`, in catalog order. Built by
  // finalise().
  const std::vector<int>& tilesOf(Shape shape) const { return shape == Shape::Hex ? hexTiles_ : squareTiles_; }
  // `env` cut down to the tile types that fit cells of `shape`, in the same order, with that
  // shape's blank as its blank tile (-1 when it has none). Anything laying tiles on a board asks
  // this, so that a square board never gets a hex tile or the other way round.
  Environment forShape(const Environment& env, Shape shape) const;

  std::optional<FlowCode> findFlow(std::string_view id) const;
  std::optional<int> findTile(std::string_view id) const;
  const Environment* findEnvironment(std::string_view id) const;
  // The environment holding every tile type, used when a level names none. Built by finalise().
  const Environment& everything() const { return everything_; }
  // Number of distinct heights in use (always 3: low, normal, high).
  int heightCount() const { return HeightCount; }

 private:
  std::vector<FlowKind> flows_;
  std::vector<TileType> types_;
  std::vector<Environment> environments_;
  std::array<LandmarkKind, 8> landmarks_ = defaultLandmarkKinds();
  Environment everything_;
  std::vector<int> squareTiles_;
  std::vector<int> hexTiles_;
  std::unordered_map<std::string, FlowCode> flowIndex_;
  std::unordered_map<std::string, int> tileIndex_;
};

}  // namespace tileflow
