// WinScreen: the celebration over a solved board.
#include "game/screens/WinScreen.hpp"

#include <cmath>
#include <cstdio>
#include <numbers>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Rng.hpp"
#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/play/Stars.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

WinScreen::WinScreen(AppContext& app, Summary summary, std::function<void()> onNext)
    : app_(app), summary_(summary), onNext_(std::move(onNext)) {
  if (onNext_)
    widgets_.add(std::make_unique<Button>(
        trLater("Next level"), [this] { leave(true); }, Button::Style::Primary));
  widgets_.add(std::make_unique<Button>(trLater("Back"), [this] { leave(false); }));
  // Confetti colours that are not the tile ground, so the bits stay visible over the board.
  static constexpr std::uint32_t colours[] = {0xffd166, 0xef476f, 0x06d6a0, 0x4cc9f0, 0xf78c6b, 0xb388ff};
  Rng rng(static_cast<std::uint64_t>(summary.moves) * 7919 + static_cast<std::uint64_t>(summary.seconds));
  for (int i = 0; i < 90; ++i) {
    Bit b{};
    b.x = static_cast<float>(rng.below(1000)) / 1000.0f;
    b.y = -static_cast<float>(rng.below(600)) / 1000.0f;
    b.vx = (static_cast<float>(rng.below(200)) - 100.0f) / 1000.0f;
    b.vy = 0.25f + static_cast<float>(rng.below(350)) / 1000.0f;
    b.size = 0.6f + static_cast<float>(rng.below(80)) / 100.0f;
    b.colour = colours[rng.below(6)];
    confetti_.push_back(b);
  }
  // With animations off the panel opens as it ends: no confetti, every earned star in place.
  if (app_.reducedMotion()) age_ = ConfettiSeconds;
}

void WinScreen::leave(bool next) {
  stack().pop();  // this screen
  stack().pop();  // the solved board
  if (next && onNext_) onNext_();
}

void WinScreen::layout(const Metrics& m) {
  const int rowH = m.touch(52);
  const int gap = m.px(10);
  const int w = std::min(m.width - 2 * m.px(12), m.px(360));
  const int room = m.height - 2 * m.px(8);
  // Roomy first; where that does not fit (a small screen at a large UI scale), the buttons share a
  // row, then the stars shrink and moves and time share a line.
  starSize_ = m.px(40);
  labelSize_ = m.font(13);
  compact_ = false;
  int buttonRows = widgets_.size();
  const auto textHeight = [&] {
    return m.font(34) * 3 / 2 + starRowHeight() + static_cast<int>(lines().size()) * (m.font(17) * 3 / 2);
  };
  const auto height = [&] { return textHeight() + buttonRows * (rowH + gap) + 2 * gap; };
  if (height() > room && widgets_.size() > 1) buttonRows = 1;
  if (height() > room) {
    starSize_ = m.px(24);
    labelSize_ = std::max(m.font(11), std::min(m.font(13), 11));
    compact_ = true;
  }
  const int textH = textHeight();
  const int h = std::min(room, height());
  panel_ = centred(m.screen(), w, h);
  const SDL_Rect area{panel_.x + m.px(18), panel_.y + textH + gap, panel_.w - 2 * m.px(18), panel_.h - textH - 2 * gap};
  const auto rects = buttonRows == 1 && widgets_.size() > 1
                         ? gridRects(area, widgets_.size(), widgets_.size(), rowH, gap)
                         : columnRects(area, widgets_.size(), rowH, gap, Metrics::MinTouchTarget);
  for (int i = 0; i < widgets_.size(); ++i) widgets_.at(i).rect = rects[static_cast<std::size_t>(i)];
  widgets_.settleFocus();
}

void WinScreen::handle(const InputEvent& e) {
  if (e.goesBack()) {
    leave(false);
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void WinScreen::update(double seconds) {
  if (age_ >= ConfettiSeconds) return;
  age_ += seconds;
  for (Bit& b : confetti_) {
    b.x += b.vx * static_cast<float>(seconds);
    b.y += b.vy * static_cast<float>(seconds);
  }
  if (age_ >= ConfettiSeconds) markDirty();  // one last frame without confetti
}

void WinScreen::draw() {
  UiContext& ui = app_.ui;
  const Metrics& m = ui.metrics;
  dimBackdrop(ui, 120);
  if (age_ < ConfettiSeconds) {
    const float unit = static_cast<float>(std::max(3, m.px(7)));
    for (const Bit& b : confetti_) {
      const SDL_Color c = sdlColour(b.colour);
      SDL_SetRenderDrawColor(ui.renderer, c.r, c.g, c.b, 230);
      const SDL_FRect r{b.x * static_cast<float>(m.width), b.y * static_cast<float>(m.height), unit * b.size,
                        unit * b.size * 0.6f};
      SDL_RenderFillRectF(ui.renderer, &r);
    }
  }
  PanelStyle s;
  s.top = 0x2b3c78;
  s.bottom = 0x18214d;
  s.border = theme::Accent;
  s.borderWidth = std::max(2, m.px(2.5f));
  s.radius = m.px(18);
  s.gloss = false;
  s.shadow = false;  // the panel fills its rect exactly, so the layout maths holds
  drawPanel(*ui.assets, panel_, s);
  int y = panel_.y + m.px(10);
  const SDL_Point t = drawText(*ui.assets, tr("Solved!"), FontStyle::Bold, m.font(34), theme::Accent,
                               panel_.x + panel_.w / 2, y, Align::Centre);
  y += t.y;
  drawStars(ui, y);
  y += starRowHeight();
  const std::vector<std::string> text = lines();
  const bool underPar = summary_.parMoves && summary_.moves <= *summary_.parMoves;
  const int line = m.font(17);
  SDL_Rect rect{panel_.x + m.px(12), y, panel_.w - m.px(24), line * 3 / 2};
  drawTextIn(*ui.assets, text[0], FontStyle::Bold, line, underPar ? theme::Good : theme::Text, rect);
  // After moves and time: the hints (the message colour), then a new best (good news).
  const std::size_t after = compact_ ? 1 : 2;
  const std::size_t hintLine = summary_.hints > 0 ? after : text.size();
  for (std::size_t i = 1; i < text.size(); ++i) {
    rect.y += rect.h;
    const std::uint32_t colour = i == hintLine ? theme::Accent : i >= after ? theme::Good : theme::Text;
    drawTextIn(*ui.assets, text[i], FontStyle::Regular, line, colour, rect);
  }
  widgets_.draw(ui);
}

namespace {

// A five-pointed star, filled gold when earned, an empty outline when not.
std::string starSvg(bool earned) {
  std::string points;
  for (int k = 0; k < 10; ++k) {
    const double r = k % 2 == 0 ? 46.0 : 19.0;
    const double a = -std::numbers::pi / 2 + k * std::numbers::pi / 5;
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.1f,%.1f ", 50 + r * std::cos(a), 52 + r * std::sin(a));
    points += buf;
  }
  const std::string fill = earned ? "fill='#ffd166' stroke='#b8860b'" : "fill='#1b2550' stroke='#6f7db8'";
  return "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><polygon points='" + points + "' " + fill +
         " stroke-width='5' stroke-linejoin='round'/></svg>";
}

}  // namespace

int WinScreen::starRowHeight() const { return starSize_ + labelSize_ * 3 / 2 + starSize_ / 10; }

std::vector<StarSlot> WinScreen::stars() const {
  const auto slots =
      starSlots(summary_.parMoves, summary_.parSeconds, summary_.moves, summary_.seconds, summary_.hints);
  return {slots.begin(), slots.end()};
}

void WinScreen::drawStars(UiContext& ui, int y) const {
  const Metrics& m = ui.metrics;
  const std::vector<StarSlot> slots = stars();
  const int size = starSize_;
  // Each star's slot is as wide as its label needs, the room left shared out evenly, so a long
  // label ("0:30, no hints") borrows from a short one ("Solved") on a narrow panel.
  const int room = panel_.w - m.px(24);
  const int pad = m.px(4);
  std::vector<int> widths;
  int needed = 0;
  for (const StarSlot& slot : slots) {
    widths.push_back(std::max(size, ui.assets->measure(slot.need, FontStyle::Regular, labelSize_).x) + pad);
    needed += widths.back();
  }
  const int count = static_cast<int>(slots.size());
  for (int& w : widths) w = needed <= room ? w + (room - needed) / count : w * room / std::max(1, needed);
  // One text size for the three labels: the largest at which each fits its slot.
  int labelSize = labelSize_;
  for (std::size_t i = 0; i < slots.size(); ++i)
    labelSize =
        std::min(labelSize, fitFont(*ui.assets, slots[i].need, FontStyle::Regular, labelSize_, widths[i] - pad));
  int left = panel_.x + m.px(12);
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const int slotW = widths[i];
    const int cx = left + slotW / 2;
    left += slotW;
    // Each earned star pops in after the one before it; the empty ones are there from the start.
    double scale = 1.0;
    if (slots[i].earned) scale = std::clamp((age_ - 0.25 * static_cast<double>(i)) / 0.3, 0.0, 1.0);
    const int s = std::max(1, static_cast<int>(size * (scale < 1.0 ? 0.6 + 0.4 * scale : 1.0)));
    // Drawn once at full size; the pop-in scales the copy rather than drawing each size anew.
    SDL_Texture* t =
        ui.assets->svg(slots[i].earned ? "win-star-on" : "win-star-off", starSvg(slots[i].earned), size, size);
    if (t != nullptr && (scale > 0.0 || !slots[i].earned)) {
      const SDL_Rect dst{cx - s / 2, y + (size - s) / 2, s, s};
      SDL_RenderCopy(ui.renderer, t, nullptr, &dst);
    }
    const SDL_Rect label{cx - slotW / 2, y + size + size / 20, slotW, labelSize_ * 3 / 2};
    drawTextIn(*ui.assets, slots[i].need, FontStyle::Regular, labelSize, slots[i].earned ? theme::Text : theme::TextDim,
               label);
  }
}

std::vector<std::string> WinScreen::lines() const {
  std::string moves = formatText(tr("Moves {1}"), formatNumber(summary_.moves));
  if (summary_.parMoves) moves += "  " + formatText(tr("(par {1})"), formatNumber(*summary_.parMoves));
  std::string time = formatText(tr("Time {1}"), formatClock(summary_.seconds));
  if (summary_.parSeconds) time += "  " + formatText(tr("(par {1})"), formatClock(*summary_.parSeconds));
  std::vector<std::string> out{moves, time};
  if (compact_) out = {moves + "  \xc2\xb7  " + time};
  // Its own line, in the message colour: a hinted solve never earns the top star (docs/levels.md).
  if (summary_.hints > 0)
    out.push_back(formatText(trn("{1} hint", "{1} hints", summary_.hints), summary_.hints) + "  \xc2\xb7  " +
                  tr("no third star"));
  if (!summary_.newBest.empty()) out.push_back(summary_.newBest);
  return out;
}

}  // namespace tileflow
