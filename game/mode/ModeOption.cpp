// ModeOption: lookups and clamped updates over a mode's choices.
#include "game/mode/ModeOption.hpp"

#include <algorithm>

namespace tileflow {

namespace {
ModeOption* find(ModeOptions& options, std::string_view id) {
  auto it = std::find_if(options.begin(), options.end(), [&](const ModeOption& o) { return o.id == id; });
  return it == options.end() ? nullptr : &*it;
}
}  // namespace

const ModeOption* findOption(const ModeOptions& options, std::string_view id) {
  auto it = std::find_if(options.begin(), options.end(), [&](const ModeOption& o) { return o.id == id; });
  return it == options.end() ? nullptr : &*it;
}

int optionValue(const ModeOptions& options, std::string_view id, int fallback) {
  const ModeOption* o = findOption(options, id);
  return o == nullptr ? fallback : o->value;
}

std::string optionName(const ModeOptions& options, std::string_view id) {
  const ModeOption* o = findOption(options, id);
  if (o == nullptr || o->value < 0 || o->value >= static_cast<int>(o->names.size())) return {};
  return o->names[static_cast<std::size_t>(o->value)];
}

bool setOption(ModeOptions& options, std::string_view id, int value) {
  ModeOption* o = find(options, id);
  if (o == nullptr) return false;
  o->value = std::clamp(value, o->min, o->max);
  return true;
}

bool setOptionName(ModeOptions& options, std::string_view id, std::string_view name) {
  ModeOption* o = find(options, id);
  if (o == nullptr) return false;
  auto it = std::find(o->names.begin(), o->names.end(), name);
  if (it == o->names.end()) return false;
  o->value = static_cast<int>(it - o->names.begin());
  return true;
}

}  // namespace tileflow
