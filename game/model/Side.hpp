// Side: a flow kind and a height on one side of a tile, packed into one byte so that
// "these two sides match" is a single comparison.
#pragma once

#include <cstdint>

namespace tileflow {

// Index of a flow kind in the catalog; 0 means "no flow".
using FlowCode = std::uint8_t;
inline constexpr int MaxFlowKinds = 63;

enum class Height : std::uint8_t { Low = 0, Normal = 1, High = 2 };
inline constexpr int HeightCount = 3;

// A side signature: 0 for no flow, otherwise (flow << 2) | height. Flow-less sides ignore
// height, so every flow-less side has the same signature and matches every other one.
using Signature = std::uint8_t;
inline constexpr Signature NoFlow = 0;

constexpr Signature makeSignature(FlowCode flow, Height height) {
  return flow == 0 ? NoFlow : static_cast<Signature>((flow << 2) | static_cast<std::uint8_t>(height));
}
constexpr FlowCode flowOf(Signature s) { return static_cast<FlowCode>(s >> 2); }
constexpr Height heightOf(Signature s) { return static_cast<Height>(s & 3); }
constexpr bool hasFlow(Signature s) { return s != NoFlow; }

static_assert(makeSignature(0, Height::High) == NoFlow, "a side without flow ignores height");
static_assert(flowOf(makeSignature(63, Height::High)) == 63);
static_assert(heightOf(makeSignature(5, Height::Low)) == Height::Low);

}  // namespace tileflow
