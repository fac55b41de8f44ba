// Navigation: checks a screen's widgets against the directional focus rule, so every screen can
// be tested (and listed by a layout check) for arrows that land somewhere unexpected and for
// widgets the d-pad can never reach.
#pragma once

#include <string>
#include <vector>

#include "engine/ui/WidgetList.hpp"

namespace tileflow {

// One sentence per problem, empty when the list is fine: from every focusable widget, Up, Down,
// Left and Right (Left and Right only where the widget does not use them itself) must land where
// the rule in docs/controls.md says, and every focusable widget must be reachable from the
// focused one (the first focusable if none is).
std::vector<std::string> navigationProblems(const WidgetList& list);

// "#3 Generate at 250,280 200×54": how problems name a widget.
std::string describeWidget(const WidgetList& list, int index);

}  // namespace tileflow
