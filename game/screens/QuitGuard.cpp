// QuitGuard: the question before quitting on unsaved work.
#include "game/screens/QuitGuard.hpp"

#include <vector>

#include "game/screens/ConfirmScreen.hpp"

namespace tileflow {

bool QuitGuard::intercept() {
  if (asking_ || stack_.withUnsavedWork() == nullptr) return false;
  asking_ = true;
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({"Keep editing", [this] { asking_ = false; }, Button::Style::Normal});
  choices.push_back({"Save and quit",
                     [this] {
                       asking_ = false;
                       // Looked up again: the answer comes later than the question.
                       Screen* work = stack_.withUnsavedWork();
                       if (work == nullptr || work->saveWork()) stack_.clear();
                     },
                     Button::Style::Primary});
  choices.push_back({"Quit without saving", [this] { stack_.clear(); }, Button::Style::Danger});
  stack_.push(std::make_unique<ConfirmScreen>(app_, "Quit without saving?",
                                              "A level in the editor is not in My levels yet.", std::move(choices)));
  return true;
}

}  // namespace tileflow
