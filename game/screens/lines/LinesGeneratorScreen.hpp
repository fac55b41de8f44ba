// LinesGeneratorScreen: a new Lines puzzle of the player's choosing: size, cells, warps, bridges,
// portals, walls, outline and how the lines are drawn (LinesMode's options, kept in the settings'
// lines section). Generate makes it on a worker thread with its progress shown and Cancel (or B)
// stopping it at once; the puzzle made opens for play, and a failure says why.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "engine/core/BackgroundTask.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/lines/LinesLevel.hpp"
#include "game/mode/ModeOption.hpp"
#include "game/screens/lines/LinesContext.hpp"

namespace tileflow {

class LinesGeneratorScreen : public Screen {
 public:
  explicit LinesGeneratorScreen(LinesContext& lines);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return task_ ? &cancelList_ : &widgets_; }
  bool animating() const override { return task_ != nullptr; }

  const WidgetList& widgets() const { return widgets_; }
  // The choices as they stand (the settings' values over LinesMode's defaults).
  ModeOptions choices() const;
  bool hexChosen() const;
  bool generating() const { return task_ != nullptr; }
  // Why the last try made no puzzle (also told in a dialog when it failed), or "".
  const std::string& problem() const { return problem_; }
  void generate();
  void cancel();

 private:
  LinesContext& lines_;
  std::unique_ptr<BackgroundTask<LinesLevel>> task_;
  std::string problem_;
  WidgetList widgets_;
  WidgetList cancelList_;
  SDL_Rect panel_{0, 0, 0, 0};
  int headingY_ = 0;
};

}  // namespace tileflow
