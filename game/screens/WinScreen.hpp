// WinScreen: the celebration over a solved board: confetti, three star slots filled or empty with
// what each needs, moves and time against par, the hints it took (which cost the top star), and a
// choice of the next level or going back.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/play/Stars.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class WinScreen : public Screen {
 public:
  struct Summary {
    int moves = 0;
    std::optional<int> parMoves;
    int seconds = 0;
    std::optional<int> parSeconds;
    int hints = 0;
    std::string newBest;  // "New best: time", or empty
  };
  // `onNext` runs after this screen and the play screen below it are gone; empty hides Next.
  WinScreen(AppContext& app, Summary summary, std::function<void()> onNext);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool animating() const override { return age_ < ConfettiSeconds; }
  bool overlay() const override { return true; }
  const WidgetList& widgets() const { return widgets_; }

  // The lines under the stars, as drawn: moves against par, time against par and, when hints
  // were used, how many; then the records the solve beat.
  std::vector<std::string> lines() const;
  // The three star slots under "Solved!": filled or empty, each with what it needs.
  std::vector<StarSlot> stars() const;

 private:
  static constexpr double ConfettiSeconds = 3.0;
  struct Bit {
    float x, y, vx, vy, size;
    std::uint32_t colour;
  };

  void leave(bool next);
  int starRowHeight() const;
  void drawStars(UiContext& ui, int y) const;

  AppContext& app_;
  Summary summary_;
  std::function<void()> onNext_;
  WidgetList widgets_;
  SDL_Rect panel_{0, 0, 0, 0};
  int starSize_ = 0;  // the star row's stars, and their labels' text size
  int labelSize_ = 0;
  bool compact_ = false;  // moves and time on one line
  std::vector<Bit> confetti_;
  double age_ = 0;
};

}  // namespace tileflow
