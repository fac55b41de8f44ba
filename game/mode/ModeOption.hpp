// ModeOption: one choice a game mode offers before a new game (a size, a number of colours, a
// switch, a named pick), as plain data: the generator screen, settings, share codes and a network
// host's offer can all carry it without knowing the mode.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tileflow {

struct ModeOption {
  std::string id;     // stable key for settings and messages ("width")
  std::string label;  // what the player reads ("Width")
  int min = 0;
  int max = 1;  // a switch is 0..1
  int value = 0;
  std::vector<std::string> names;  // when not empty, value indexes these (an environment's id)

  bool isSwitch() const { return names.empty() && min == 0 && max == 1; }
  bool operator==(const ModeOption&) const = default;
};

using ModeOptions = std::vector<ModeOption>;

// The option called `id`, or null.
const ModeOption* findOption(const ModeOptions& options, std::string_view id);
// Its value, or `fallback` when the mode has no such option.
int optionValue(const ModeOptions& options, std::string_view id, int fallback);
// The name its value picks (empty if it has no names or no such option).
std::string optionName(const ModeOptions& options, std::string_view id);
// Sets a value, clamped into the option's range; false when there is no such option.
bool setOption(ModeOptions& options, std::string_view id, int value);
// Picks a named value; false when there is no such option or name.
bool setOptionName(ModeOptions& options, std::string_view id, std::string_view name);

}  // namespace tileflow
