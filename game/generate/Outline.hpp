// Outline: board outlines cut from the width×height rectangle, shared by the Fill and Link
// generators (and the wall patterns of Link levels).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace tileflow {

// A board outline cut from the width×height rectangle; the cells outside it are left out
// (Board::removeCell). Fill and Link: the Net generator always fills the whole rectangle.
enum class Outline : std::uint8_t {
  Full,     // the whole rectangle
  Diamond,  // the cells inside the diamond touching the middle of each edge
  Ring,     // the rectangle with its middle third (each way) taken out
  Hexagon,  // the cells within min(width, height) / 2 steps of the middle cell, counted in hex steps
};

// Whether cell (x, y) of a w×h rectangle lies outside `outline`.
bool outsideOutline(Outline outline, int w, int h, int x, int y);

// The outlines by the names recipes and settings use, in the order of the enum.
inline constexpr std::array<const char*, 4> OutlineNames = {"full", "diamond", "ring", "hexagon"};
// The outline named `name`, or nothing.
std::optional<Outline> outlineNamed(std::string_view name);

}  // namespace tileflow
