// ScreenStack: the screens on show; changes are applied between steps.
#include "engine/ui/ScreenStack.hpp"

#include <algorithm>
#include <string>

#include "engine/ui/ScreenName.hpp"
#include "engine/ui/WidgetList.hpp"

namespace tileflow {

void ScreenStack::push(std::unique_ptr<Screen> screen) {
  screen->attach(this);
  pending_.push_back(Change{Change::Kind::Push, std::move(screen)});
}

void ScreenStack::pop() { pending_.push_back(Change{Change::Kind::Pop, nullptr}); }

void ScreenStack::clear() { pending_.push_back(Change{Change::Kind::Clear, nullptr}); }

bool ScreenStack::applyPending(const Metrics& metrics) {
  if (pending_.empty()) return false;
  Screen* const before = top();
  std::vector<const Screen*> pushed;
  // A newly pushed screen may ask for changes from its layout; run until quiet.
  while (!pending_.empty()) {
    auto batch = std::move(pending_);
    pending_.clear();
    for (auto& change : batch) {
      switch (change.kind) {
        case Change::Kind::Push:
          screens_.push_back(std::move(change.screen));
          pushed.push_back(screens_.back().get());
          screens_.back()->layout(metrics);
          break;
        case Change::Kind::Pop:
          if (!screens_.empty()) screens_.pop_back();
          break;
        case Change::Kind::Clear:
          screens_.clear();
          break;
      }
    }
  }
  if (Screen* now = top()) {
    now->markDirty();
    if (now != before && std::find(pushed.begin(), pushed.end(), now) == pushed.end()) now->uncovered();
  }
  return true;
}

void ScreenStack::layoutAll(const Metrics& metrics) {
  for (auto& s : screens_) s->layout(metrics);
  if (top() != nullptr) top()->markDirty();
}

bool ScreenStack::topLeaving() const {
  if (screens_.empty()) return false;
  // Replays the changes' effect on the depth: the top goes once the stack is ever shallower.
  const std::size_t topDepth = screens_.size();
  std::size_t depth = topDepth;
  for (const Change& c : pending_) {
    switch (c.kind) {
      case Change::Kind::Push:
        ++depth;
        break;
      case Change::Kind::Pop:
        if (depth == 0) break;
        --depth;
        if (depth < topDepth) return true;
        break;
      case Change::Kind::Clear:
        return true;
    }
  }
  return false;
}

void ScreenStack::handle(const InputEvent& event) {
  // The top screen is about to go: acting now, it could push a screen that outlives it and calls
  // back into it (a quit request and a Back in one frame; a Back and the lobby's first-visit
  // name question in one frame).
  if (topLeaving()) return;
  if (Screen* s = top()) s->handle(event);
}

void ScreenStack::update(double seconds) {
  if (topLeaving()) return;
  if (Screen* s = top()) s->update(seconds);
}

void ScreenStack::draw() {
  if (screens_.empty()) return;
  std::size_t first = screens_.size() - 1;
  while (first > 0 && screens_[first]->overlay()) --first;
  for (std::size_t i = first; i < screens_.size(); ++i) screens_[i]->draw();
}

ScreenStack::SavedWork ScreenStack::saveAllWork() {
  SavedWork result;
  for (auto it = screens_.rbegin(); it != screens_.rend(); ++it) {
    if (!(*it)->unsavedWork()) continue;
    if ((*it)->saveWork()) {
      ++result.saved;
    } else {
      ++result.failed;
    }
  }
  return result;
}

bool ScreenStack::animating() const { return top() != nullptr && top()->animating(); }

int ScreenStack::msUntilWake() const { return top() != nullptr ? top()->msUntilWake() : -1; }

bool ScreenStack::takeDirty() {
  bool dirty = false;
  for (auto& s : screens_) dirty = s->takeDirty() || dirty;
  return dirty;
}

std::string ScreenStack::focusedControlMoved(const Metrics& m) {
  const Screen* screen = top();
  const WidgetList* list = screen != nullptr ? screen->controls() : nullptr;
  const Widget* control = list != nullptr ? list->focused() : nullptr;
  std::string moved;
  if (control != nullptr && screen == watched_.screen && control == watched_.control &&
      list->rebuilds() == watched_.rebuilds && m.width == watched_.width && m.height == watched_.height &&
      m.scale == watched_.scale && !list->scrolls() && SDL_RectEquals(&control->rect, &watched_.rect) != SDL_TRUE) {
    const auto at = [](const SDL_Rect& r) {
      return std::to_string(r.x) + "," + std::to_string(r.y) + " " + std::to_string(r.w) + "x" + std::to_string(r.h);
    };
    moved = screenName(screen) + ": the focused control '" + control->name() + "' moved from " + at(watched_.rect) +
            " to " + at(control->rect) + " at " + std::to_string(m.width) + "x" + std::to_string(m.height);
  }
  watched_ = Watched{screen,
                     control,
                     list != nullptr ? list->rebuilds() : 0,
                     control != nullptr ? control->rect : SDL_Rect{0, 0, 0, 0},
                     m.width,
                     m.height,
                     m.scale};
  return moved;
}

std::string ScreenStack::noticeOnControl(std::vector<SDL_Rect>& notices) const {
  std::string found;
  const Screen* screen = top();
  const WidgetList* list = screen != nullptr && !screen->overlay() ? screen->controls() : nullptr;
  for (int i = 0; list != nullptr && found.empty() && i < list->size(); ++i) {
    const Widget& w = list->at(i);
    if (!w.visible || w.rect.w <= 0 || w.rect.h <= 0) continue;
    for (const SDL_Rect& n : notices) {
      if (SDL_HasIntersection(&n, &w.rect) == SDL_TRUE) {
        found = screenName(screen) + ": a notice lies on '" + w.name() + "'";
        break;
      }
    }
  }
  notices.clear();
  return found;
}

std::string ScreenStack::brokenInvariant() const {
  for (auto it = screens_.rbegin(); it != screens_.rend(); ++it) {
    if (std::string broken = (*it)->brokenInvariant(); !broken.empty()) return broken;
  }
  return {};
}

}  // namespace tileflow
