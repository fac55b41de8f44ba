// LayoutCheck: the layout rules, checked on one frame's record.
#include "engine/ui/LayoutCheck.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/ui/Paint.hpp"

namespace tileflow {

namespace {

// A line of text is taller than its letters (room for accents and descenders), so text may
// stand out of its space vertically by that much.
bool fitsBox(const SDL_Rect& text, const SDL_Rect& box) {
  const int slack = text.h / 4;
  return text.x >= box.x && text.x + text.w <= box.x + box.w && text.y >= box.y - slack &&
         text.y + text.h <= box.y + box.h + slack;
}

std::string quoted(const std::string& s) {
  constexpr std::size_t Longest = 40;
  return "'" + (s.size() > Longest ? s.substr(0, Longest) + "..." : s) + "'";
}

// A line of text without the room above capitals and below descenders that every line keeps:
// two lines stacked tightly touch only in that room.
SDL_Rect ink(const SDL_Rect& r) {
  const int inset = r.h / 5;
  return SDL_Rect{r.x, r.y + inset, r.w, r.h - 2 * inset};
}

// The same words drawn again a step aside: a drop shadow, not a collision.
bool shadowOf(const DrawProbe::Text& a, const DrawProbe::Text& b) {
  const int step = std::max(2, a.pixelSize / 8);
  return a.text == b.text && a.pixelSize == b.pixelSize && std::abs(a.rect.x - b.rect.x) <= step &&
         std::abs(a.rect.y - b.rect.y) <= step;
}

}  // namespace

bool insideWindow(const SDL_Rect& r, int width, int height) {
  return r.x >= 0 && r.y >= 0 && r.x + r.w <= width && r.y + r.h <= height;
}

std::vector<LayoutProblem> layoutProblems(const DrawProbe& probe, int width, int height) {
  std::vector<LayoutProblem> out;
  const auto& controls = probe.controls;
  const auto& texts = probe.texts;
  for (std::size_t i = 0; i < controls.size(); ++i) {
    const auto& c = controls[i];
    if (!insideWindow(c.rect, width, height)) out.push_back({quoted(c.name), "outside the window"});
    for (std::size_t j = i + 1; j < controls.size(); ++j)
      if (rectsOverlap(c.rect, controls[j].rect))
        out.push_back({quoted(c.name), "overlaps " + quoted(controls[j].name)});
  }
  const int minText = minimumTextPixels(width, height);
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const auto& t = texts[i];
    const std::string name = "text " + quoted(t.text);
    if (!insideWindow(t.rect, width, height)) out.push_back({name, "outside the window"});
    if (t.pixelSize < minText)
      out.push_back({name, std::to_string(t.pixelSize) + " px, below the minimum " + std::to_string(minText)});
    if (t.box.w > 0 && !fitsBox(t.rect, t.box)) out.push_back({name, "does not fit its space"});
    // A control's label says what the control does: cut short, it no longer does.
    if (t.owner >= 0 && !t.full.empty()) out.push_back({"text " + quoted(t.full), "label cut short"});
    for (std::size_t j = 0; j < controls.size(); ++j)
      if (static_cast<int>(j) != t.owner && rectsOverlap(ink(t.rect), controls[j].rect))
        out.push_back({name, "lies on " + quoted(controls[j].name)});
    for (std::size_t j = i + 1; j < texts.size(); ++j)
      if (rectsOverlap(ink(t.rect), ink(texts[j].rect)) && !shadowOf(t, texts[j]))
        out.push_back({name, "overlaps text " + quoted(texts[j].text)});
  }
  return out;
}

}  // namespace tileflow
