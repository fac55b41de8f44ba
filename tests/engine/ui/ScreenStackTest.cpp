// ScreenStack: a screen hears when it is on top again after the screens above it closed (not
// when it is pushed, nor when another one is pushed over it); saving all work asks every screen
// that holds some, not only the top one; a broken invariant of any screen is reported.
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/ui/Button.hpp"
#include "engine/ui/ScreenName.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/WidgetList.hpp"

namespace tileflow {
namespace screen_stack_test {
namespace {

class Probe : public Screen {
 public:
  Probe(int& uncoveredCount, bool work = false, bool saves = true)
      : uncovered_(uncoveredCount), work_(work), saves_(saves) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {}
  void draw() override {}
  void uncovered() override { ++uncovered_; }
  bool unsavedWork() const override { return work_; }
  bool saveWork() override {
    ++saveCalls;
    if (saves_) work_ = false;
    return saves_;
  }
  int saveCalls = 0;

 private:
  int& uncovered_;
  bool work_;
  bool saves_;
};

// Pushes a dialog whose answer calls back into it, as the title's "Quit?" does.
class Asker : public Screen {
 public:
  explicit Asker(int& answers) : answers_(answers) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {
    int* answers = &answers_;
    stack().push(std::make_unique<Answer>([this, answers] {
      ++*answers;
      stack().clear();
    }));
  }
  void update(double) override { ++updates; }
  void draw() override {}
  int updates = 0;

  class Answer : public Screen {
   public:
    explicit Answer(std::function<void()> act) : act_(std::move(act)) {}
    void layout(const Metrics&) override {}
    void handle(const InputEvent&) override { act_(); }
    void draw() override {}

   private:
    std::function<void()> act_;
  };

 private:
  int& answers_;
};

TEST(ScreenStackTest, NoScreenActsOnceAClearIsPending) {
  ScreenStack stack;
  const Metrics metrics;
  int answers = 0;
  auto asker = std::make_unique<Asker>(answers);
  Asker* seen = asker.get();
  stack.push(std::move(asker));
  stack.applyPending(metrics);
  // A quit request clears the stack; a Back in the same frame reaches nobody, so no dialog is left
  // holding the screen that is gone.
  stack.clear();
  stack.handle(InputEvent::act(Action::Back));
  stack.update(0.1);
  EXPECT_EQ(seen->updates, 0);
  stack.applyPending(metrics);
  EXPECT_TRUE(stack.empty());
  // Without a clear pending, input reaches the top as ever.
  stack.push(std::make_unique<Asker>(answers));
  stack.applyPending(metrics);
  stack.handle(InputEvent::act(Action::Back));
  stack.applyPending(metrics);
  ASSERT_EQ(stack.size(), 2u);
  stack.handle(InputEvent::act(Action::Primary));
  EXPECT_EQ(answers, 1);
  stack.applyPending(metrics);
  EXPECT_TRUE(stack.empty());
}

// Closes on Back; on its first update asks a question whose answer calls back into it, as the
// network lobby asks for the player's name on the first visit.
class Lobby : public Screen {
 public:
  explicit Lobby(int& answers) : answers_(answers) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent& event) override {
    ++handled;
    if (event.action == Action::Back) stack().pop();
  }
  void update(double) override {
    ++updates;
    if (asked_) return;
    asked_ = true;
    stack().push(std::make_unique<Asker::Answer>([this] {
      ++answers_;
      ++updates;
    }));
  }
  void draw() override {}
  int handled = 0;
  int updates = 0;

 private:
  int& answers_;
  bool asked_ = false;
};

TEST(ScreenStackTest, AScreenWhosePopIsPendingNeitherHearsNorAsks) {
  ScreenStack stack;
  const Metrics metrics;
  int uncovered = 0;
  int answers = 0;
  stack.push(std::make_unique<Probe>(uncovered));
  auto lobby = std::make_unique<Lobby>(answers);
  Lobby* seen = lobby.get();
  stack.push(std::move(lobby));
  stack.applyPending(metrics);
  // Back closes the lobby; the rest of the frame (a second event, the update that would ask) must
  // not reach it, or the question would outlive it and answer into a screen that is gone.
  stack.handle(InputEvent::act(Action::Back));
  stack.handle(InputEvent::act(Action::Primary));
  stack.update(0.1);
  EXPECT_EQ(seen->handled, 1);
  EXPECT_EQ(seen->updates, 0);
  stack.applyPending(metrics);
  ASSERT_EQ(stack.size(), 1u);
  stack.handle(InputEvent::act(Action::Primary));
  EXPECT_EQ(answers, 0);
  // A screen pushed and popped again in one step leaves the top in place: it still acts.
  auto kept = std::make_unique<Lobby>(answers);
  Lobby* keeper = kept.get();
  stack.push(std::move(kept));
  stack.applyPending(metrics);
  stack.push(std::make_unique<Probe>(uncovered));
  stack.pop();
  stack.update(0.1);
  EXPECT_EQ(keeper->updates, 1) << "a push then a pop leave the top where it was";
  stack.applyPending(metrics);
  ASSERT_EQ(stack.size(), 3u) << "the lobby's question is on top";
  stack.handle(InputEvent::act(Action::Primary));
  EXPECT_EQ(answers, 1);
  EXPECT_EQ(keeper->updates, 2);
}

TEST(ScreenStackTest, OnlyAScreenOnTopAgainHearsItIsUncovered) {
  ScreenStack stack;
  const Metrics metrics;
  int below = 0;
  int above = 0;
  int third = 0;
  stack.push(std::make_unique<Probe>(below));
  stack.applyPending(metrics);
  EXPECT_EQ(below, 0) << "pushed is not uncovered";
  stack.push(std::make_unique<Probe>(above));
  stack.applyPending(metrics);
  EXPECT_EQ(below, 0) << "covered is not uncovered";
  stack.pop();
  stack.applyPending(metrics);
  EXPECT_EQ(below, 1);
  // Two above it closed at once: one call; one closed and another opened in its place: none.
  stack.push(std::make_unique<Probe>(above));
  stack.push(std::make_unique<Probe>(third));
  stack.applyPending(metrics);
  stack.pop();
  stack.pop();
  stack.applyPending(metrics);
  EXPECT_EQ(below, 2);
  stack.push(std::make_unique<Probe>(above));
  stack.applyPending(metrics);
  stack.pop();
  stack.push(std::make_unique<Probe>(third));
  stack.applyPending(metrics);
  EXPECT_EQ(below, 2);
  EXPECT_EQ(above, 0);
  EXPECT_EQ(third, 0);
}

TEST(ScreenStackTest, SavingAllWorkAsksEveryScreenThatHoldsSome) {
  ScreenStack stack;
  int ignored = 0;
  auto bottom = std::make_unique<Probe>(ignored, true);
  auto idle = std::make_unique<Probe>(ignored, false);
  auto failing = std::make_unique<Probe>(ignored, true, false);
  Probe* b = bottom.get();
  Probe* i = idle.get();
  Probe* f = failing.get();
  stack.push(std::move(bottom));
  stack.push(std::move(idle));
  stack.push(std::move(failing));
  stack.applyPending(Metrics{});
  const ScreenStack::SavedWork result = stack.saveAllWork();
  EXPECT_EQ(result.saved, 1);
  EXPECT_EQ(result.failed, 1);
  EXPECT_EQ(b->saveCalls, 1) << "the bottom screen's work too";
  EXPECT_EQ(i->saveCalls, 0) << "no work, nothing to save";
  EXPECT_EQ(f->saveCalls, 1);
  EXPECT_EQ(stack.size(), 3u) << "saving closes nothing";
}

class Broken : public Probe {
 public:
  Broken(int& ignored, std::string wrong) : Probe(ignored), wrong_(std::move(wrong)) {}
  std::string brokenInvariant() const override { return wrong_; }

 private:
  std::string wrong_;
};

TEST(ScreenStackTest, ABrokenInvariantOfAnyScreenIsReportedTopFirst) {
  ScreenStack stack;
  int ignored = 0;
  EXPECT_EQ(stack.brokenInvariant(), "");
  stack.push(std::make_unique<Broken>(ignored, "bottom is wrong"));
  stack.push(std::make_unique<Probe>(ignored));
  stack.applyPending(Metrics{});
  EXPECT_EQ(stack.brokenInvariant(), "bottom is wrong") << "screens under the top one are asked too";
  stack.push(std::make_unique<Broken>(ignored, "top is wrong"));
  stack.applyPending(Metrics{});
  EXPECT_EQ(stack.brokenInvariant(), "top is wrong");
}

// A screen with one button, which the test moves as a bad layout would.
class OneButton : public Screen {
 public:
  OneButton() {
    button = &widgets.add(std::make_unique<Button>("Start", [] {}));
    widgets.focus(button);
    button->rect = SDL_Rect{10, 10, 100, 44};
  }
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {}
  void draw() override {}
  const WidgetList* controls() const override { return &widgets; }
  WidgetList widgets;
  Widget* button = nullptr;
};

TEST(ScreenStackTest, AFocusedControlThatMovesWhileNothingElseChangedIsReported) {
  ScreenStack stack;
  auto owned = std::make_unique<OneButton>();
  OneButton* screen = owned.get();
  stack.push(std::move(owned));
  Metrics m = Metrics::of(640, 480, 1.0f);
  stack.applyPending(m);
  EXPECT_EQ("", stack.focusedControlMoved(m));
  EXPECT_EQ("", stack.focusedControlMoved(m));
  screen->button->rect.y += 52;
  const std::string moved = stack.focusedControlMoved(m);
  EXPECT_NE(std::string::npos, moved.find("'Start' moved from 10,10 100x44 to 10,62 100x44")) << moved;
  EXPECT_EQ("", stack.focusedControlMoved(m)) << "reported once";
  // A control that grows or shrinks in place has moved its edges under the player too.
  screen->button->rect.h -= 10;
  const std::string resized = stack.focusedControlMoved(m);
  EXPECT_NE(std::string::npos, resized.find("'Start' moved from 10,62 100x44 to 10,62 100x34")) << resized;
  // A new window size lays everything out again: that is no control moving under the player.
  screen->button->rect.y = 200;
  m = Metrics::of(1280, 720, 1.0f);
  EXPECT_EQ("", stack.focusedControlMoved(m));
  // Nor is another control taking the focus.
  screen->widgets.focus(nullptr);
  EXPECT_EQ("", stack.focusedControlMoved(m));
  // Nor a list built again whose new focused control happens to sit where the old one was in
  // memory (the allocator hands the freed block straight back, outside sanitizer builds).
  screen->widgets.focus(screen->button);
  EXPECT_EQ("", stack.focusedControlMoved(m));
  screen->widgets.clear();
  screen->button = &screen->widgets.add(std::make_unique<Button>("Done", [] {}));
  screen->widgets.focus(screen->button);
  screen->button->rect = SDL_Rect{300, 300, 100, 44};
  EXPECT_EQ("", stack.focusedControlMoved(m));
}

TEST(ScreenStackTest, ANoticeOnAControlIsReportedAndTheListEmptied) {
  ScreenStack stack;
  auto owned = std::make_unique<OneButton>();
  OneButton* screen = owned.get();
  stack.push(std::move(owned));
  stack.applyPending(Metrics::of(640, 480, 1.0f));
  std::vector<SDL_Rect> notices{{0, 400, 640, 40}};
  EXPECT_EQ("", stack.noticeOnControl(notices)) << "clear of the button";
  EXPECT_TRUE(notices.empty());
  notices = {{0, 400, 640, 40}, {0, 30, 640, 40}};
  const std::string found = stack.noticeOnControl(notices);
  EXPECT_NE(std::string::npos, found.find("a notice lies on 'Start'")) << found;
  EXPECT_TRUE(notices.empty());
  // A hidden control is not covered by anything.
  screen->button->visible = false;
  notices = {{0, 30, 640, 40}};
  EXPECT_EQ("", stack.noticeOnControl(notices));
}

TEST(ScreenStackTest, AScreenIsNamedByItsClassWithoutNamespaces) {
  int ignored = 0;
  const Probe probe(ignored);
  EXPECT_EQ(screenName(&probe), "Probe");
  EXPECT_EQ(screenName(nullptr), "none");
}

}  // namespace
}  // namespace screen_stack_test
}  // namespace tileflow
