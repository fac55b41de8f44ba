// QrCardScreen: a text as a QR code a phone can scan off the screen, with lines beside it (or
// under it on a portrait screen), a few buttons of the caller's (Copy…) and Close, over the
// screen below. The daily results and a Flood board's share code are shown on it.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/TimedText.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class QrCardScreen : public Screen {
 public:
  // A button of the card's, before Close; the card stays open after it (its `run` may say() what
  // it did).
  struct Action {
    std::string label;
    std::function<void(QrCardScreen&)> run;
  };

  QrCardScreen(AppContext& app, std::string qrText, std::string lines, std::vector<Action> actions = {});

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool overlay() const override { return true; }
  int msUntilWake() const override { return message_.msUntilGone(); }

  const std::string& qrText() const { return qrText_; }
  const WidgetList& widgets() const { return widgets_; }
  // A line under the text for a while ("Code copied").
  void say(std::string text);
  const std::string& message() const { return message_.text(); }

 private:
  AppContext& app_;
  std::string qrText_;
  std::string lines_;
  WidgetList widgets_;
  TimedText message_{2.5};
  SDL_Rect panel_{0, 0, 0, 0};
  SDL_Rect qr_{0, 0, 0, 0};
  SDL_Rect text_{0, 0, 0, 0};
};

}  // namespace tileflow
