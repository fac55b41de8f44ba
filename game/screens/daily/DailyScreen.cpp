// DailyScreen: the cards, the calendar and the shared result.
#include "game/screens/daily/DailyScreen.hpp"

#include <SDL.h>

#include <algorithm>
#include <memory>
#include <utility>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Translate.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/io/FloodFile.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"

namespace tileflow {

namespace {

constexpr std::array<DailyGame, DailyGameCount> Games{DailyGame::Tiles, DailyGame::Flood, DailyGame::Lines};
constexpr std::array<const char*, DailyGameCount> GameTitles{trLater("Tiles"), trLater("Flood"), trLater("Lines")};
// Each game's pip on the calendar.
constexpr std::array<std::uint32_t, DailyGameCount> GameColours{0x74e39a, 0x5ab4ff, 0xffd166};
constexpr int CalendarWeeks = 4;

const char* title(DailyGame game) { return tr(GameTitles[static_cast<std::size_t>(game)]); }

// "Sunday 29 November 2026".
std::string longDate(CalendarDate d) { return formatLongDate(d.year, d.month, d.day, weekday(d)); }

void fillRect(SDL_Renderer* r, const SDL_Rect& rect, std::uint32_t rgb, Uint8 alpha = 255) {
  SDL_SetRenderDrawBlendMode(r, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(r, static_cast<Uint8>(rgb >> 16), static_cast<Uint8>(rgb >> 8), static_cast<Uint8>(rgb),
                         alpha);
  SDL_RenderFillRect(r, &rect);
}

}  // namespace

DailyScreen::DailyScreen(DailyContext& daily, bool openFirst)
    : daily_(daily), day_(daily.refresh()), openFirst_(openFirst) {
  widgets_.add(std::make_unique<Button>(trLater("Back"), [this] { stack().pop(); }));
  for (DailyGame game : Games) {
    auto& card = widgets_.add(std::make_unique<CardButton>(title(game), [this, game] { open(game); }));
    cards_[static_cast<std::size_t>(game)] = &card;
  }
  copy_ = &widgets_.add(std::make_unique<Button>(trLater("Copy result"), [this] { copyResults(); }));
  card_ = &widgets_.add(std::make_unique<Button>(trLater("Result card"), [this] {
    if (const std::string text = results(); !text.empty())
      stack().push(std::make_unique<DailyCardScreen>(daily_.app, text));
  }));
  refreshCards();
}

int DailyScreen::madeSignature() const {
  int signature = 0;
  for (DailyGame game : Games) {
    const int state = daily_.maker.ready(game) ? 1 : daily_.maker.problem(game).empty() ? 0 : 2;
    signature = signature * 3 + state;
  }
  return signature;
}

void DailyScreen::refreshCards() {
  made_ = madeSignature();
  const DailyRecord& record = daily_.record->get();
  const DailyMaker& maker = daily_.maker;
  bool firstFocus = false;
  for (DailyGame game : Games) {
    CardButton& card = *cards_[static_cast<std::size_t>(game)];
    const std::string size = maker.size(game);
    card.label = size.empty() ? title(game) : std::string(title(game)) + " " + size;
    const int streak = record.streak(game, day_);
    const std::string streakText = formatText(tr("streak {1}"), formatNumber(streak));
    const auto solve = record.solveOf(day_, game);
    card.highlight = false;
    card.enabled = maker.ready(game);
    if (solve) {
      card.detail = "\xe2\x9c\x93 " + formatClock(solve->seconds) + " \xc2\xb7 " + streakText;
    } else if (!maker.problem(game).empty()) {
      card.detail = tr("Could not be made");
    } else if (!maker.ready(game)) {
      card.detail = tr("Making\xe2\x80\xa6");
    } else {
      card.detail = streak > 0 ? formatText(tr("Keep your {1}"), streakText) : std::string(tr("Not solved yet"));
      if (!firstFocus) card.highlight = firstFocus = true;
    }
  }
  const bool any = !results().empty();
  copy_->enabled = any;
  card_->enabled = any;
}

std::string DailyScreen::results() const {
  std::string text;
  for (DailyGame game : Games) {
    const auto solve = daily_.record->get().solveOf(day_, game);
    if (!solve) continue;
    if (!text.empty()) text += "\n";
    text += dailyResultLine(*solve, daily_.maker.size(game));
  }
  return text;
}

void DailyScreen::copyResults() {
  const std::string text = results();
  if (text.empty()) return;
  if (SDL_SetClipboardText(text.c_str()) != 0) {
    notice_.show(tr("No clipboard here"), true);
  } else {
    notice_.show(tr("Result copied"));
  }
  logEvent("daily result copied");
  markDirty();
}

void DailyScreen::open(DailyGame game) {
  openFirst_ = false;
  DailyMaker& maker = daily_.maker;
  if (maker.date() != day_) return;
  DailyContext& daily = daily_;
  const CalendarDate day = day_;
  auto onWin = [&daily, day, game](int seconds, bool hinted) {
    const CalendarDate now = daily.today();
    daily.record->see(now);
    daily.record->solved(day, game, seconds, hinted, now);
    logEvent(std::string("daily ") + std::string(dailyGameName(game)) + " solved");
  };
  switch (game) {
    case DailyGame::Tiles: {
      const Level* level = maker.tiles();
      if (level == nullptr) return;
      auto play = std::make_unique<PlayScreen>(daily_.tiles, *level);
      play->setOnWin(onWin);
      stack().push(std::move(play));
      break;
    }
    case DailyGame::Flood: {
      const DailyFlood* flood = maker.flood();
      if (flood == nullptr) return;
      auto play = std::make_unique<FloodPlayScreen>(daily_.flood, FloodPuzzle{flood->board, flood->moveLimit});
      play->setOnWin(onWin);
      stack().push(std::move(play));
      break;
    }
    case DailyGame::Lines: {
      const LinesLevel* level = maker.lines();
      if (level == nullptr) return;
      auto play = std::make_unique<LinesPlayScreen>(daily_.lines, *level);
      play->setOnWin(onWin);
      stack().push(std::move(play));
      break;
    }
  }
  logEvent(std::string("daily ") + std::string(dailyGameName(game)) + " opened");
}

bool DailyScreen::animating() const {
  for (DailyGame game : Games)
    if (daily_.maker.making(game)) return true;
  return false;
}

void DailyScreen::update(double seconds) {
  if (notice_.update(seconds)) markDirty();
  daily_.maker.poll();
  if (const int made = madeSignature(); made != made_) {
    made_ = made;
    refreshCards();
    markDirty();
  }
  if (!openFirst_) return;
  // The first of today's puzzles not solved yet, once it is made.
  for (DailyGame game : Games) {
    if (daily_.record->get().solveOf(day_, game)) continue;
    if (daily_.maker.ready(game)) {
      open(game);
      return;
    }
    if (daily_.maker.making(game)) return;
  }
  openFirst_ = false;  // all solved, or none could be made: the screen itself is the answer
}

void DailyScreen::uncovered() {
  // Back from a puzzle: a day may have passed, a puzzle may have been solved.
  const CalendarDate now = daily_.refresh();
  if (now != day_) day_ = now;
  refreshCards();
  markDirty();
}

void DailyScreen::layout(const Metrics& m) {
  const int margin = m.px(10);
  const int gap = m.px(8);
  headingY_ = m.px(8);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  dateY_ = headingY_ + headingRowHeight(m) + m.px(2);
  const int top = dateY_ + m.font(15) * 4 / 3 + gap;
  // Landscape: the cards and the share buttons in a column at the left, the calendar at the
  // right. Portrait: all in one column, the calendar under the buttons.
  const bool side = m.width > m.height;
  const int columnW =
      side ? std::min(m.px(360), (m.width - 3 * margin) * 11 / 20) : std::min(m.width - 2 * margin, m.px(420));
  const int columnX = side ? margin : (m.width - columnW) / 2;
  const int cardH = m.touch(60);
  const int rowH = m.touch(48);
  int y = top;
  for (CardButton* card : cards_) {
    card->rect = SDL_Rect{columnX, y, columnW, cardH};
    y += cardH + gap;
  }
  const int half = (columnW - gap) / 2;
  copy_->rect = SDL_Rect{columnX, y, half, rowH};
  card_->rect = SDL_Rect{columnX + half + gap, y, columnW - half - gap, rowH};
  y += rowH + gap;
  if (side) {
    const int x = columnX + columnW + margin;
    calendar_ = SDL_Rect{x, top, m.width - margin - x, m.height - margin - top};
  } else {
    calendar_ = SDL_Rect{columnX, y, columnW, m.height - margin - y};
  }
  // A calendar with too little room for its day numbers goes without.
  if (calendar_.h < (CalendarWeeks + 2) * m.font(11) * 3 / 2 || calendar_.w < 7 * m.font(11) * 2) calendar_.h = 0;
  // Scrolls when the buttons go past the bottom (a big UI scale on a small screen).
  widgets_.settleFocus();
  widgets_.scrollFrom(1, SDL_Rect{0, top, m.width, m.height - top});
}

void DailyScreen::handle(const InputEvent& e) {
  if (e.kind != InputEvent::Kind::Pointer) openFirst_ = false;
  handleMenuInput(*this, widgets_, e);
}

void DailyScreen::drawCalendar(UiContext& ui) const {
  if (calendar_.h <= 0) return;
  const Metrics& m = ui.metrics;
  const DailyRecord& record = daily_.record->get();
  // The weeks run Monday to Sunday; the last is the one holding today.
  const std::int64_t today = dayNumber(day_);
  const std::int64_t first = today - weekday(day_) - 7 * (CalendarWeeks - 1);
  const int headH = m.font(12) * 3 / 2;
  const int cellW = std::min(calendar_.w / 7, m.px(48));
  const int legendH = m.font(12) * 3 / 2;
  const int cellH = std::min((calendar_.h - headH - legendH) / CalendarWeeks, m.px(44));
  const int x0 = calendar_.x + (calendar_.w - 7 * cellW) / 2;
  const int y0 = calendar_.y;
  // TRANSLATORS: the calendar's column heads, each weekday's initial (or shortest name).
  const char* initials[] = {trp("Monday", "M"), trp("Tuesday", "T"),  trp("Wednesday", "W"), trp("Thursday", "T"),
                            trp("Friday", "F"), trp("Saturday", "S"), trp("Sunday", "S")};
  for (int d = 0; d < 7; ++d)
    drawTextIn(*ui.assets, initials[d], FontStyle::Bold, m.font(12), theme::TextDim,
               SDL_Rect{x0 + d * cellW, y0, cellW, headH});
  const int pad = std::max(1, cellW / 16);
  for (int w = 0; w < CalendarWeeks; ++w) {
    for (int d = 0; d < 7; ++d) {
      const std::int64_t n = first + 7 * w + d;
      const CalendarDate date = dateOfDay(n);
      const SDL_Rect cell{x0 + d * cellW + pad, y0 + headH + w * cellH + pad, cellW - 2 * pad, cellH - 2 * pad};
      const bool future = n > today;
      fillRect(ui.renderer, cell, theme::Panel, future ? 90 : 255);
      if (n == today) {
        SDL_SetRenderDrawColor(ui.renderer, 0xff, 0xe2, 0x7a, 255);
        SDL_RenderDrawRect(ui.renderer, &cell);
      }
      const int numberH = cell.h * 11 / 20;
      drawTextIn(*ui.assets, std::to_string(date.day), FontStyle::Regular, std::min(m.font(12), numberH),
                 future ? theme::ButtonDisabled : theme::Text, SDL_Rect{cell.x, cell.y, cell.w, numberH});
      // A pip per game: bright when solved on the day, faint when solved later.
      const int pip = std::max(2, std::min(cell.w / 5, cell.h - numberH - 2 * pad));
      const int pipsW = DailyGameCount * pip + (DailyGameCount - 1) * pad;
      for (DailyGame game : Games) {
        const auto solve = record.solveOf(date, game);
        if (!solve) continue;
        const int i = static_cast<int>(game);
        const SDL_Rect dot{cell.x + (cell.w - pipsW) / 2 + i * (pip + pad), cell.y + cell.h - pip - pad, pip, pip};
        fillRect(ui.renderer, dot, GameColours[static_cast<std::size_t>(i)], solve->counts ? 255 : 110);
      }
    }
  }
  // The legend: each game's pip and name, across under the weeks.
  const int legendY = y0 + headH + CalendarWeeks * cellH;
  const int slotW = 7 * cellW / DailyGameCount;
  const int pip = std::max(4, m.font(12) * 2 / 3);
  for (DailyGame game : Games) {
    const int i = static_cast<int>(game);
    const SDL_Rect slot{x0 + i * slotW, legendY, slotW, legendH};
    fillRect(ui.renderer, SDL_Rect{slot.x + pip / 2, slot.y + (slot.h - pip) / 2, pip, pip},
             GameColours[static_cast<std::size_t>(i)]);
    drawTextIn(*ui.assets, title(game), FontStyle::Regular, m.font(12), theme::TextDim,
               SDL_Rect{slot.x + 2 * pip, slot.y, slot.w - 2 * pip, slot.h}, Align::Left);
  }
}

void DailyScreen::draw() {
  UiContext& ui = daily_.app.ui;
  const Metrics& m = ui.metrics;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, tr("Daily puzzles"), widgets_.at(0).rect, headingY_);
  drawTextIn(*ui.assets, longDate(day_), FontStyle::Regular, m.font(15), theme::TextDim,
             SDL_Rect{m.px(10), dateY_, m.width - 2 * m.px(10), m.font(15) * 4 / 3});
  drawCalendar(ui);
  widgets_.draw(ui);
  notice_.draw(ui, widgets_);
}

}  // namespace tileflow
