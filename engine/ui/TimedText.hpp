// TimedText: a line a screen shows for a while ("Saved.", "Nothing to undo"): it goes by itself
// after its time, or sooner when the screen clears it. A screen ages it in update, wakes for its
// end through msUntilGone (no redrawing every frame meanwhile) and draws text() where it likes.
#pragma once

#include <algorithm>
#include <string>
#include <utility>

namespace tileflow {

class TimedText {
 public:
  explicit TimedText(double seconds) : seconds_(seconds) {}
  // Shows `text` for the whole time again, whatever was up.
  void show(std::string text) {
    text_ = std::move(text);
    left_ = text_.empty() ? 0 : seconds_;
  }
  void clear() {
    text_.clear();
    left_ = 0;
  }
  const std::string& text() const { return text_; }
  bool empty() const { return text_.empty(); }
  // Ages it; true when it has just gone (the screen draws again).
  bool update(double seconds) {
    if (text_.empty()) return false;
    left_ -= seconds;
    if (left_ > 0) return false;
    clear();
    return true;
  }
  // Milliseconds until it goes by itself; -1 with none up.
  int msUntilGone() const { return text_.empty() ? -1 : std::max(1, static_cast<int>(left_ * 1000)); }

 private:
  double seconds_;
  std::string text_;
  double left_ = 0;
};

// The sooner of two wakes in milliseconds, where -1 means none.
inline int soonerWake(int a, int b) {
  if (a < 0) return b;
  if (b < 0) return a;
  return std::min(a, b);
}

}  // namespace tileflow
