// Unfinished: the cell characters of a level left part-way.
#include "game/play/Unfinished.hpp"

namespace tileflow {

char unfinishedCell(int turns, bool locked) {
  const int t = ((turns % 6) + 6) % 6;
  return static_cast<char>((locked ? 'a' : '0') + t);
}

bool readUnfinishedCell(char c, int& turns, bool& locked) {
  if (c >= '0' && c <= '5') {
    turns = c - '0';
    locked = false;
    return true;
  }
  if (c >= 'a' && c <= 'f') {
    turns = c - 'a';
    locked = true;
    return true;
  }
  return false;
}

}  // namespace tileflow
