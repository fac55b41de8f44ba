// TextEntryScreen: a one-line text field over the screen below, for a level's name or a share
// code. A desktop keyboard types into it directly (its layout and input method included, Ctrl+V
// pastes); a gamepad or a finger uses the on-screen keys. Done hands the text to a check that may
// refuse it with a reason; Cancel leaves everything as it was, handing the typing back as a draft.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class Button;
class Stepper;

class TextEntryScreen : public Screen {
 public:
  struct Options {
    std::string title = "Name";
    std::string initial;
    std::size_t maxBytes = 40;
    // Called with the trimmed text on Done: returns "" to accept (the screen closes), else the
    // reason it is refused (shown; the screen stays).
    std::function<std::string(const std::string&)> accept;
    // Called with the text as typed when the field is cancelled (Cancel, Esc, Back), so the
    // caller can offer it again as `initial` next time: one press loses no typing. May be empty.
    std::function<void(const std::string&)> keepDraft;
    // When not empty, only these characters can be typed and only they have keys (in this
    // order, ten to a row); typed letters are made upper case and anything else is dropped, so
    // a share code's spaces or dashes from a chat cost nothing. B then erases and, once the
    // field is empty, leaves.
    std::string alphabet;
    // A line under the field in the alphabet mode (which buttons do what); problems replace it.
    std::string hint;
  };

  TextEntryScreen(AppContext& app, Options options);
  // Digits only, for a number stepper: Done sets the stepper (refusing numbers outside its
  // range with the range). The stepper must outlive the entry (it is on the screen below).
  static Options forNumber(Stepper& stepper);
  // Makes a board-side stepper of `owner` speed up when held and open forNumber's digit keys
  // over `owner` when its number is tapped (the generator and the editor).
  static void makeSideStepper(Stepper& stepper, Screen& owner, AppContext& app);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool overlay() const override { return true; }
  bool wantsText() const override { return true; }

  const std::string& text() const { return text_; }
  const std::string& problem() const { return problem_; }
  bool shifted() const { return shift_; }
  const WidgetList& widgets() const { return widgets_; }
  // The on-screen key that types `label` ("A", "7", "Space", "Done", …), or nullptr.
  const Button* key(std::string_view label) const;

  // Appends what fits of `utf8` (whole characters only, control characters dropped).
  void type(std::string_view utf8);
  void erase();
  // Trims the text and offers it to Options::accept; closes the screen if accepted.
  bool finish();
  void cancel();

 private:
  void press(char c);
  void setShift(bool on);
  bool restricted() const { return !options_.alphabet.empty(); }
  // How many key rows the alphabet mode needs, and whether Erase, Cancel and Done share the last.
  int characterRows() const;
  bool controlsShareLastRow() const;
  void layoutAlphabet(const Metrics& m);
  // Every key's label size, the same for all one-character keys (both layouts).
  void sizeKeys();
  void drawAlphabetField(UiContext& ui, const SDL_Rect& inside);

  AppContext& app_;
  Options options_;
  std::string text_;
  std::string problem_;
  bool shift_ = false;
  WidgetList widgets_;
  std::vector<Button*> letters_;  // relabelled when Shift changes the case
  SDL_Rect panel_{0, 0, 0, 0};
  SDL_Rect label_{0, 0, 0, 0};
  SDL_Rect field_{0, 0, 0, 0};
  SDL_Rect hint_{0, 0, 0, 0};  // alphabet mode only
};

}  // namespace tileflow
