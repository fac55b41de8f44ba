// Label: text placed in a rect; not focusable.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "engine/core/Translate.hpp"
#include "engine/platform/Assets.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/Theme.hpp"
#include "engine/ui/Widget.hpp"

namespace tileflow {

class Label : public Widget {
 public:
  explicit Label(std::string content, float size = 18, std::uint32_t tint = theme::Text)
      : text(std::move(content)), fontDesign(size), colour(tint) {}

  void draw(UiContext& ui, bool) const override {
    if (visible) drawTextIn(*ui.assets, shownText(text), style, ui.metrics.font(fontDesign), colour, rect, align);
  }
  bool focusable() const override { return false; }
  std::string name() const override { return text; }

  std::string text;
  float fontDesign;
  std::uint32_t colour;
  FontStyle style = FontStyle::Regular;
  Align align = Align::Centre;
};

}  // namespace tileflow
