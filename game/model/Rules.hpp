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

// The four sets of rules a level maker chooses from, in the order the generator and the editor
// offer them: ends meet (matching only), connected, no loops, both.
inline constexpr int RulesChoiceCount = 4;
constexpr int rulesChoice(const Rules& rules) { return (rules.connected ? 1 : 0) + (rules.acyclic ? 2 : 0); }
constexpr Rules rulesOfChoice(int choice) { return Rules{(choice & 1) != 0, (choice & 2) != 0}; }

}  // namespace tileflow
