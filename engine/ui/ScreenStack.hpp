// ScreenStack: the screens on show, top one active. Pushes and pops requested during a step
// are applied after it, so a screen can close itself from its own handler safely.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/ui/Screen.hpp"

namespace tileflow {

class Widget;

class ScreenStack {
 public:
  void push(std::unique_ptr<Screen> screen);
  // Pops the top screen (whichever it is when the change is applied).
  void pop();
  // Pops everything: the program ends when the stack is empty.
  void clear();

  // Applies the pending changes; new screens are laid out with `metrics`, and a screen that is on
  // top again hears so (Screen::uncovered). True if anything changed.
  bool applyPending(const Metrics& metrics);
  void layoutAll(const Metrics& metrics);

  bool empty() const { return screens_.empty(); }
  std::size_t size() const { return screens_.size(); }
  Screen* top() const { return screens_.empty() ? nullptr : screens_.back().get(); }

  // Input and time reach the top screen, except while a pending change (a pop, a clear) will take
  // it away: a screen on its way out must not act (say, push a dialog that would outlive it and
  // call back into it, as a Back and a timed question in one frame would).
  void handle(const InputEvent& event);
  void update(double seconds);
  // Draws the top screen, and below it every screen its overlays let show through.
  void draw();
  bool animating() const;
  int msUntilWake() const;
  bool wantsText() const { return top() != nullptr && top()->wantsText(); }
  bool dragsAfterHold() const { return top() != nullptr && top()->dragsAfterHold(); }
  struct SavedWork {
    int saved = 0;
    int failed = 0;  // screens whose work nothing could keep
  };
  // Has every screen holding unsaved work keep it (Screen::saveWork), top first: a quit request
  // ends the game without a question, so nothing may wait for an answer.
  SavedWork saveAllWork();
  // The first screen's broken invariant (Screen::brokenInvariant), top first; empty when all hold.
  std::string brokenInvariant() const;
  // A control the player is using stays where it is: called once a turn (the soak does), returns
  // what moved when the top screen's focused control is somewhere else than at the last call while
  // the screen, that control, the window's size and scale are all the same and nothing scrolls;
  // empty when it holds.
  std::string focusedControlMoved(const Metrics& metrics);
  // A notice drawn (see UiContext::noticesDrawn) on one of the top screen's visible controls,
  // described; empty when none. Empties `notices`.
  std::string noticeOnControl(std::vector<SDL_Rect>& notices) const;
  // True if any screen asked for a redraw since the last call.
  bool takeDirty();

 private:
  struct Change {
    enum class Kind { Push, Pop, Clear } kind;
    std::unique_ptr<Screen> screen;  // for Push
  };
  // True when the pending changes, applied, take the present top screen away.
  bool topLeaving() const;

  std::vector<std::unique_ptr<Screen>> screens_;
  std::vector<Change> pending_;
  // What focusedControlMoved saw at its last call.
  struct Watched {
    const Screen* screen = nullptr;
    const Widget* control = nullptr;
    int rebuilds = 0;  // the list's WidgetList::rebuilds() then: a rebuilt list holds new widgets
    SDL_Rect rect{0, 0, 0, 0};
    int width = 0;
    int height = 0;
    float scale = 0;
  } watched_;
};

}  // namespace tileflow
