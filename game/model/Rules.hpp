// Rules: the match rule always holds; `connected` and `acyclic` are optional per level.
#pragma once

namespace tileflow {

struct Rules {
  bool connected = false;  // every flow forms one network
  bool acyclic = false;    // no network contains a loop
  bool operator==(const Rules&) const = default;
  // Simon Tatham's Net: match + connected + acyclic.
  static constexpr Rules net() { return Rules{true, true}; }
};

}  // namespace tileflow
