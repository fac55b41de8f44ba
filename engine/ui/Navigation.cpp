// Navigation: the directional focus rule stated a second time, over whole rects, to check lists.
#include "engine/ui/Navigation.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <tuple>

#include "engine/ui/Button.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Toggle.hpp"

namespace tileflow {

namespace {

const char* directionName(Action a) {
  switch (a) {
    case Action::Up:
      return "Up";
    case Action::Down:
      return "Down";
    case Action::Left:
      return "Left";
    default:
      return "Right";
  }
}

// This statement works on whole pixels and per direction, apart from SpatialFocus's oriented
// doubles, so a slip in either shows up as a disagreement.
struct Gaps {
  bool ahead = false;   // wholly on the pressed side
  bool behind = false;  // wholly on the other side
  bool beam = false;    // overlaps the source across the direction
  int along = 0;        // gap along the direction (for `behind`: how far back)
  int across = 0;       // gap across it, 0 in the beam
  bool straight = false;
  int lead = 0;  // reading order: left for Up/Down, top for Left/Right
};

Gaps gapsOf(const SDL_Rect& s, const SDL_Rect& c, Action dir) {
  Gaps g;
  const bool vertical = dir == Action::Up || dir == Action::Down;
  const int sLo = vertical ? s.x : s.y;
  const int sHi = vertical ? s.x + s.w : s.y + s.h;
  const int cLo = vertical ? c.x : c.y;
  const int cHi = vertical ? c.x + c.w : c.y + c.h;
  g.beam = std::min(sHi, cHi) > std::max(sLo, cLo);
  g.across = g.beam ? 0 : std::max(cLo - sHi, sLo - cHi);
  // The centre line may fall on a half pixel: compare doubled coordinates.
  g.straight = 2 * cLo <= sLo + sHi && sLo + sHi < 2 * cHi;
  g.lead = cLo;
  int forward = 0;   // from the source's far edge to the candidate's near edge
  int backward = 0;  // from the source's near edge to the candidate's far edge, the other way
  switch (dir) {
    case Action::Up:
      forward = s.y - (c.y + c.h);
      backward = c.y - (s.y + s.h);
      break;
    case Action::Down:
      forward = c.y - (s.y + s.h);
      backward = s.y - (c.y + c.h);
      break;
    case Action::Left:
      forward = s.x - (c.x + c.w);
      backward = c.x - (s.x + s.w);
      break;
    default:
      forward = c.x - (s.x + s.w);
      backward = s.x - (c.x + c.w);
      break;
  }
  g.ahead = forward >= 0;
  g.behind = backward >= 0;
  g.along = g.ahead ? forward : backward;
  return g;
}

// What the rule says pressing `dir` on widget `from` does: the index it lands on, or -1.
int expectedTarget(const WidgetList& list, int from, Action dir) {
  const SDL_Rect& s = list.at(from).rect;
  std::vector<std::pair<int, Gaps>> ahead;
  std::vector<std::pair<int, Gaps>> behindInBeam;
  for (int i = 0; i < list.size(); ++i) {
    if (i == from || !list.at(i).focusable()) continue;
    const Gaps g = gapsOf(s, list.at(i).rect, dir);
    if (g.ahead) ahead.emplace_back(i, g);
    if (g.behind && g.beam) behindInBeam.emplace_back(i, g);
  }
  auto key = [](const std::pair<int, Gaps>& c, int alongSign) {
    return std::make_tuple(!c.second.beam, alongSign * c.second.along, c.second.across, !c.second.straight,
                           c.second.lead, c.first);
  };
  if (!ahead.empty()) {
    return std::min_element(ahead.begin(), ahead.end(),
                            [&](const auto& a, const auto& b) { return key(a, 1) < key(b, 1); })
        ->first;
  }
  // Only Up and Down wrap, to the farthest widget in the beam at the other end.
  if ((dir == Action::Up || dir == Action::Down) && !behindInBeam.empty()) {
    return std::min_element(behindInBeam.begin(), behindInBeam.end(),
                            [&](const auto& a, const auto& b) { return key(a, -1) < key(b, -1); })
        ->first;
  }
  return -1;
}

bool movesFocus(const Widget& w, Action dir) {
  return !(w.usesLeftRight() && (dir == Action::Left || dir == Action::Right));
}

}  // namespace

std::string describeWidget(const WidgetList& list, int index) {
  if (index < 0 || index >= list.size()) return "nowhere";
  const Widget& w = list.at(index);
  std::string name;
  if (const auto* b = dynamic_cast<const Button*>(&w)) name = b->label;
  if (const auto* st = dynamic_cast<const Stepper*>(&w)) name = st->label;
  if (const auto* t = dynamic_cast<const Toggle*>(&w)) name = t->label;
  return "#" + std::to_string(index) + (name.empty() ? "" : " " + name) + " at " + std::to_string(w.rect.x) + "," +
         std::to_string(w.rect.y) + " " + std::to_string(w.rect.w) + "\xc3\x97" + std::to_string(w.rect.h);
}

std::vector<std::string> navigationProblems(const WidgetList& list) {
  std::vector<std::string> problems;
  constexpr std::array<Action, 4> directions{Action::Up, Action::Down, Action::Left, Action::Right};
  int start = list.focusIndex();
  if (start >= 0 && !list.at(start).focusable()) {
    problems.push_back("the focus is on " + describeWidget(list, start) + ", which cannot take it");
    start = -1;
  }
  for (int i = 0; start < 0 && i < list.size(); ++i)
    if (list.at(i).focusable()) start = i;
  if (start < 0) return problems;  // nothing to focus, nothing to reach

  for (int i = 0; i < list.size(); ++i) {
    if (!list.at(i).focusable()) continue;
    for (const Action dir : directions) {
      if (!movesFocus(list.at(i), dir)) continue;
      const int expected = expectedTarget(list, i, dir);
      const int actual = list.neighbour(i, dir);
      if (actual != expected) {
        problems.push_back(std::string(directionName(dir)) + " from " + describeWidget(list, i) + " lands on " +
                           describeWidget(list, actual) + ", the rule says " + describeWidget(list, expected));
      }
    }
  }

  std::vector<bool> seen(static_cast<std::size_t>(list.size()), false);
  std::deque<int> queue{start};
  seen[static_cast<std::size_t>(start)] = true;
  while (!queue.empty()) {
    const int at = queue.front();
    queue.pop_front();
    for (const Action dir : directions) {
      if (!movesFocus(list.at(at), dir)) continue;
      const int next = list.neighbour(at, dir);
      if (next < 0 || seen[static_cast<std::size_t>(next)]) continue;
      seen[static_cast<std::size_t>(next)] = true;
      queue.push_back(next);
    }
  }
  for (int i = 0; i < list.size(); ++i) {
    if (list.at(i).focusable() && !seen[static_cast<std::size_t>(i)])
      problems.push_back(describeWidget(list, i) + " cannot be reached with the arrows from " +
                         describeWidget(list, start));
  }
  return problems;
}

}  // namespace tileflow
