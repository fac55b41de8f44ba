// PadNavigation: reaching a screen's control with the d-pad alone, as a gamepad player does.
#pragma once

#include <deque>
#include <map>
#include <string>
#include <utility>

#include "engine/ui/WidgetList.hpp"
#include "game/screens/ScreenHarness.hpp"

namespace tileflow::test {

// Moves the focus to the row named `name` with the d-pad alone, as a player would: Left and Right
// only from rows that do not take them themselves. False if no path leads there.
inline bool padTo(ScreenHarness& h, const WidgetList& list, const std::string& name) {
  // One step at a time: a scrolling list moves its rows, so the way is found again after each.
  for (int moves = 0; moves < 60; ++moves) {
    const int start = list.focusIndex();
    if (list.at(start).name() == name) return true;
    std::map<int, std::pair<int, Action>> came{{start, {-1, Action::None}}};
    std::deque<int> queue{start};
    int goal = -1;
    while (!queue.empty() && goal < 0) {
      const int at = queue.front();
      queue.pop_front();
      if (list.at(at).name() == name) goal = at;
      for (const Action d : {Action::Up, Action::Down, Action::Left, Action::Right}) {
        if ((d == Action::Left || d == Action::Right) && list.at(at).usesLeftRight()) continue;
        const int next = list.neighbour(at, d);
        if (next >= 0 && !came.contains(next)) {
          came[next] = {at, d};
          queue.push_back(next);
        }
      }
    }
    if (goal < 0) {
      // A row scrolled out of view may lie behind the buttons: going down the column scrolls it in.
      h.send(InputEvent::act(Action::Down, Device::Gamepad));
      continue;
    }
    int first = goal;
    while (came[first].first != start) first = came[first].first;
    h.send(InputEvent::act(came[first].second, Device::Gamepad));
  }
  return false;
}

}  // namespace tileflow::test
