// ConfirmScreen: a question over the screen below with a few answers, e.g. leaving the editor
// with changes not saved. Each answer closes the question, then does its part; Back, B and
// Esc give the first answer, which should be the harmless one.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class ConfirmScreen : public Screen {
 public:
  struct Choice {
    std::string label;
    std::function<void()> action;  // runs after the question has closed; may be empty
    Button::Style style = Button::Style::Normal;
  };

  ConfirmScreen(AppContext& app, std::string question, std::string detail, std::vector<Choice> choices);
  // A panel that only tells something: one OK puts it away.
  static std::unique_ptr<ConfirmScreen> telling(AppContext& app, std::string heading, std::string detail);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool overlay() const override { return true; }

  const std::string& question() const { return question_; }
  const std::string& detail() const { return detail_; }
  const WidgetList& widgets() const { return widgets_; }
  // Gives answer `index` as a tap on it would.
  void choose(int index);

 private:
  AppContext& app_;
  std::string question_;
  std::string detail_;
  std::vector<Choice> choices_;
  WidgetList widgets_;
  SDL_Rect panel_{0, 0, 0, 0};
  SDL_Rect questionRect_{0, 0, 0, 0};
  SDL_Rect detailRect_{0, 0, 0, 0};
};

}  // namespace tileflow
