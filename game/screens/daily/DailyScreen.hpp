// DailyScreen: today's three puzzles (Tiles, Flood, Lines) as cards with each game's streak and
// today's result, a calendar of the last four weeks, and the day's result to copy or show as a QR
// card. The title's Daily button opens it and, in the same press, today's first puzzle not yet
// solved as soon as that is made; Back from the puzzle comes here.
#pragma once

#include <array>
#include <string>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/CardButton.hpp"
#include "game/screens/QrCardScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/daily/DailyContext.hpp"

namespace tileflow {

class DailyScreen : public Screen {
 public:
  // `openFirst`: opens today's first unsolved puzzle once it is made, unless the player does
  // something here first.
  DailyScreen(DailyContext& daily, bool openFirst);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool animating() const override;
  int msUntilWake() const override { return notice_.msUntilGone(); }
  void uncovered() override;

  const WidgetList& widgets() const { return widgets_; }
  const CardButton& card(DailyGame game) const { return *cards_[static_cast<std::size_t>(game)]; }
  CalendarDate day() const { return day_; }
  // Today's puzzle of `game` on its play screen (nothing while it is being made).
  void open(DailyGame game);
  // The result lines of today's solved puzzles, one per line ("" before any).
  std::string results() const;
  const std::string& notice() const { return notice_.text(); }

 private:
  // Which puzzles are made, which failed: the cards change with it.
  int madeSignature() const;
  void refreshCards();
  void copyResults();
  void drawCalendar(UiContext& ui) const;

  DailyContext& daily_;
  CalendarDate day_;
  bool openFirst_ = false;
  int made_ = -1;
  WidgetList widgets_;
  std::array<CardButton*, DailyGameCount> cards_{};
  Button* copy_ = nullptr;
  Button* card_ = nullptr;
  int headingY_ = 0;
  int dateY_ = 0;
  SDL_Rect calendar_{0, 0, 0, 0};
  TimedNotice notice_;
};

// The day's results as a QR code with the lines beside it, over the daily screen.
class DailyCardScreen : public QrCardScreen {
 public:
  DailyCardScreen(AppContext& app, const std::string& results) : QrCardScreen(app, results, results) {}
};

}  // namespace tileflow
