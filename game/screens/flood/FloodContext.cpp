#include "game/screens/flood/FloodContext.hpp"

#include <algorithm>

namespace tileflow {

FloodSetup FloodContext::setup() const {
  const FloodSettings& f = app.settings.flood;
  FloodSetup s;
  floodKindNamed(f.game, s.kind);
  s.size = std::clamp(f.size, FloodMode::MinSide, FloodMode::MaxSide);
  s.colours = std::clamp(f.colours, FloodMode::MinColours, FloodMode::MaxColours);
  s.shape = f.hex ? Shape::Hex : Shape::Square;
  FloodSkill skill = s.skill;
  if (skillNamed(f.opponent, skill)) s.skill = skill;
  s.extraMoves = std::clamp(f.extraMoves, 0, FloodMode::MaxExtraMoves);
  return s;
}

void FloodContext::keep(const FloodSetup& s) {
  FloodSettings& f = app.settings.flood;
  f.game = floodKindName(s.kind);
  f.size = s.size;
  f.colours = s.colours;
  f.hex = s.shape == Shape::Hex;
  f.opponent = skillName(s.skill);
  f.extraMoves = s.extraMoves;
  app.saveSettings();
}

}  // namespace tileflow
