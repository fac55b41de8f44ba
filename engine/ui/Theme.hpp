// Theme: the palette every screen shares, so the game reads as one piece.
#pragma once

#include <cstdint>

namespace tileflow::theme {

inline constexpr std::uint32_t BackgroundTop = 0x33468a;
inline constexpr std::uint32_t BackgroundBottom = 0x0d1430;
inline constexpr std::uint32_t Panel = 0x182142;
inline constexpr std::uint32_t PanelBorder = 0x3d5290;
inline constexpr std::uint32_t Button = 0x3f5fc8;
inline constexpr std::uint32_t ButtonPrimary = 0xf59e2a;
inline constexpr std::uint32_t ButtonDanger = 0xd9534a;
inline constexpr std::uint32_t ButtonDisabled = 0x3a4160;
inline constexpr std::uint32_t Focus = 0xffe27a;
inline constexpr std::uint32_t Text = 0xf1f4ff;
inline constexpr std::uint32_t TextDim = 0xa3b0dc;
inline constexpr std::uint32_t Accent = 0xffd166;
inline constexpr std::uint32_t Good = 0x74e39a;
inline constexpr std::uint32_t Bad = 0xff7a66;
inline constexpr std::uint32_t ToggleOn = 0x3ccf7a;
inline constexpr std::uint32_t ToggleOff = 0x4a5478;

}  // namespace tileflow::theme
