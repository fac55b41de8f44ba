// FloodComputer: the computer opponent of a two-player Flood game, at several skill levels. It
// only reads the state and answers with a colour; the screen runs it on a BackgroundTask.
#pragma once

#include <cstdint>
#include <stop_token>
#include <string_view>

#include "game/flood/FloodState.hpp"

namespace tileflow {

enum class FloodSkill : std::uint8_t { Easy, Medium, Hard };
inline constexpr int FloodSkillCount = 3;

const char* skillName(FloodSkill skill);  // "easy", "medium", "hard"
// The skill called `name`, or false.
bool skillNamed(std::string_view name, FloodSkill& skill);

// A colour the player to move may pick (state.allowed), chosen at `skill`; the seed breaks ties
// and drives any randomness, so a seed gives the same game every time. A stop request makes it
// answer at once with the best colour found so far. Precondition: !state.over().
int computerMove(const FloodState& state, FloodSkill skill, std::uint64_t seed, std::stop_token stop = {});

}  // namespace tileflow
