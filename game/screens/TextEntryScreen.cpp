// TextEntryScreen: typed text from the keyboard or from on-screen keys.
#include "game/screens/TextEntryScreen.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <vector>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/TailText.hpp"

namespace tileflow {

namespace {

// Four rows of ten character keys, then Shift, Space, Erase, Cancel and Done.
constexpr std::array<std::string_view, 4> kRows = {"1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-,."};
constexpr int kColumns = 10;
// Widths of the bottom row's keys in character-key columns; they add up to kColumns.
constexpr std::array<double, 5> kBottomUnits = {1.5, 3.0, 1.5, 2.0, 2.0};
const char* const kErase = "\xe2\x8c\xab";  // ⌫
const char* const kShift = "\xe2\x87\xa7";  // ⇧

std::string trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(' ');
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(' ');
  return std::string(text.substr(first, last - first + 1));
}

// Length of the UTF-8 sequence starting with `lead`, or 0 if it cannot start one.
std::size_t sequenceLength(unsigned char lead) {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

bool isLetter(char c) { return c >= 'A' && c <= 'Z'; }

// The alphabet mode's last row: Erase, Cancel and Done, each this many key columns wide.
constexpr int kControlUnits = 2;
constexpr int kControls = 3;

}  // namespace

void TextEntryScreen::makeSideStepper(Stepper& stepper, Screen& owner, AppContext& app) {
  stepper.accelerates = true;
  stepper.onType = [&stepper, &owner, &app] {
    owner.stack().push(std::make_unique<TextEntryScreen>(app, forNumber(stepper)));
  };
}

TextEntryScreen::Options TextEntryScreen::forNumber(Stepper& stepper) {
  Options o;
  o.title = tr(stepper.label.c_str());
  o.initial = std::to_string(stepper.value);
  o.maxBytes = 6;
  o.alphabet = "0123456789";
  const std::string range = formatText(tr("from {1} to {2}"), stepper.min, stepper.max);
  o.hint = std::string(tr(stepper.label.c_str())) + " " + range;
  o.accept = [&stepper, range](const std::string& text) -> std::string {
    int v = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || v < stepper.min || v > stepper.max)
      return formatText(tr("Type a number {1}"), range);
    stepper.set(v);
    return {};
  };
  return o;
}

TextEntryScreen::TextEntryScreen(AppContext& app, Options options) : app_(app), options_(std::move(options)) {
  type(options_.initial);
  if (restricted()) {
    for (char c : options_.alphabet) widgets_.add(std::make_unique<Button>(std::string(1, c), [this, c] { press(c); }));
    widgets_.add(std::make_unique<Button>(kErase, [this] { erase(); }));
    widgets_.add(std::make_unique<Button>(
        trLater("Cancel"), [this] { cancel(); }, Button::Style::Quiet));
    widgets_.add(std::make_unique<Button>(
        trLater("Done"), [this] { finish(); }, Button::Style::Primary));
    widgets_.focus(&widgets_.at(0));
    return;
  }
  for (std::string_view row : kRows) {
    for (char c : row) {
      auto& b = widgets_.add(std::make_unique<Button>(std::string(1, c), [this, c] { press(c); }));
      if (isLetter(c)) letters_.push_back(&b);
    }
  }
  widgets_.add(std::make_unique<Button>(kShift, [this] { setShift(!shift_); }));
  widgets_.add(std::make_unique<Button>(trLater("Space"), [this] { type(" "); }));
  widgets_.add(std::make_unique<Button>(kErase, [this] { erase(); }));
  widgets_.add(std::make_unique<Button>(
      trLater("Cancel"), [this] { cancel(); }, Button::Style::Quiet));
  widgets_.add(std::make_unique<Button>(
      trLater("Done"), [this] { finish(); }, Button::Style::Primary));
  // A name starts with a capital, as on a phone's keyboard.
  setShift(text_.empty());
  // A gamepad starts on the first letter rather than on a digit.
  widgets_.focus(letters_.front());
}

const Button* TextEntryScreen::key(std::string_view label) const {
  const std::string_view wanted = label == "Shift"   ? std::string_view(kShift)
                                  : label == "Erase" ? std::string_view(kErase)
                                                     : label;
  for (int i = 0; i < widgets_.size(); ++i) {
    const auto& b = static_cast<const Button&>(widgets_.at(i));
    if (b.label == wanted) return &b;
    if (wanted.size() == 1 && b.label.size() == 1 &&
        std::toupper(static_cast<unsigned char>(b.label[0])) == std::toupper(static_cast<unsigned char>(wanted[0])))
      return &b;
  }
  return nullptr;
}

void TextEntryScreen::setShift(bool on) {
  shift_ = on;
  for (Button* b : letters_) {
    const char c = b->label[0];
    b->label = std::string(1, static_cast<char>(on ? std::toupper(static_cast<unsigned char>(c))
                                                   : std::tolower(static_cast<unsigned char>(c))));
  }
  markDirty();
}

void TextEntryScreen::press(char c) {
  if (restricted()) {
    type(std::string_view(&c, 1));
    return;
  }
  const bool letter = isLetter(c);
  if (letter && !shift_) c = static_cast<char>(c - 'A' + 'a');
  type(std::string_view(&c, 1));
  // Shift is for one letter, like a phone keyboard's.
  if (letter && shift_) setShift(false);
}

void TextEntryScreen::type(std::string_view utf8) {
  if (restricted()) {
    for (char c : utf8) {
      c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      if (c == '\0' || options_.alphabet.find(c) == std::string::npos) continue;
      if (text_.size() + 1 > options_.maxBytes) {
        problem_ = tr("That is as long as the text can be");
        break;
      }
      text_.push_back(c);
      problem_.clear();
    }
    markDirty();
    return;
  }
  std::size_t i = 0;
  while (i < utf8.size()) {
    const auto lead = static_cast<unsigned char>(utf8[i]);
    std::size_t n = sequenceLength(lead);
    bool whole = n > 0 && i + n <= utf8.size();
    for (std::size_t k = 1; whole && k < n; ++k) whole = (static_cast<unsigned char>(utf8[i + k]) & 0xc0) == 0x80;
    if (!whole) {
      ++i;  // not UTF-8: skip the byte
      continue;
    }
    const bool control = n == 1 && (lead < 0x20 || lead == 0x7f);
    if (!control) {
      if (text_.size() + n > options_.maxBytes) {
        problem_ = tr("That is as long as a name can be");
        break;
      }
      text_.append(utf8.substr(i, n));
      problem_.clear();
    }
    i += n;
  }
  markDirty();
}

void TextEntryScreen::erase() {
  if (text_.empty()) return;
  std::size_t cut = text_.size() - 1;
  while (cut > 0 && (static_cast<unsigned char>(text_[cut]) & 0xc0) == 0x80) --cut;
  text_.erase(cut);
  problem_.clear();
  if (text_.empty() && !restricted()) setShift(true);
  markDirty();
}

bool TextEntryScreen::finish() {
  const std::string result = trimmed(text_);
  if (result.empty()) {
    problem_ = tr("Type at least one letter");
    markDirty();
    return false;
  }
  if (options_.accept) {
    if (std::string why = options_.accept(result); !why.empty()) {
      problem_ = std::move(why);
      markDirty();
      return false;
    }
  }
  stack().pop();
  return true;
}

void TextEntryScreen::cancel() {
  if (options_.keepDraft) options_.keepDraft(text_);
  stack().pop();
}

int TextEntryScreen::characterRows() const {
  return (static_cast<int>(options_.alphabet.size()) + kColumns - 1) / kColumns;
}

bool TextEntryScreen::controlsShareLastRow() const {
  const int inLast = static_cast<int>(options_.alphabet.size()) - (characterRows() - 1) * kColumns;
  return kColumns - inLast >= kControls * kControlUnits;
}

void TextEntryScreen::handle(const InputEvent& e) {
  if (e.kind == InputEvent::Kind::Text) {
    type(e.text);
    return;
  }
  if (e.kind == InputEvent::Kind::Action) {
    switch (e.action) {
      case Action::Erase:
        erase();
        return;
      case Action::Secondary:  // B erases, as on console keyboards
        // A code is typed from the end: B on an empty field is the way out (the draft is gone
        // by then, so nothing is lost).
        if (restricted() && text_.empty()) {
          cancel();
        } else {
          erase();
        }
        return;
      case Action::Back:
        cancel();
        return;
      case Action::Menu:  // Start
        finish();
        return;
      case Action::Assist:  // X
        if (!restricted()) type(" ");
        return;
      case Action::Mark:  // Y
        if (!restricted()) setShift(!shift_);
        return;
      case Action::Primary:
        // Enter on a keyboard means Done; A on a gamepad presses the focused key.
        if (e.device == Device::Keyboard) {
          finish();
          return;
        }
        break;
      default:
        break;
    }
  }
  if (widgets_.handle(e)) markDirty();
}

void TextEntryScreen::layout(const Metrics& m) {
  if (restricted()) {
    layoutAlphabet(m);
    return;
  }
  const int margin = m.px(8);
  const int gap = std::max(2, m.px(4));
  const int w = std::min(m.width - 2 * margin, m.px(760));
  const int fieldH = m.touch(48);
  const int keyH = std::clamp((m.height - 2 * margin - fieldH - 6 * gap) / 5, Metrics::MinTouchTarget, m.touch(56));
  const int h = std::min(m.height - 2 * margin, fieldH + 5 * keyH + 6 * gap + 2 * gap);
  panel_ = SDL_Rect{(m.width - w) / 2, (m.height - h) / 2, w, h};
  const int inner = panel_.w - 2 * gap;
  const int labelW = std::min(inner / 4, m.px(120));
  label_ = SDL_Rect{panel_.x + gap, panel_.y + gap, labelW, fieldH};
  field_ = SDL_Rect{label_.x + labelW + gap, label_.y, inner - labelW - gap, fieldH};
  const int keyW = (inner - (kColumns - 1) * gap) / kColumns;
  const int left = panel_.x + (panel_.w - (kColumns * keyW + (kColumns - 1) * gap)) / 2;
  int top = field_.y + fieldH + 2 * gap;
  int index = 0;
  for (std::size_t r = 0; r < kRows.size(); ++r, top += keyH + gap) {
    for (int c = 0; c < kColumns; ++c) {
      widgets_.at(index++).rect = SDL_Rect{left + c * (keyW + gap), top, keyW, keyH};
    }
  }
  double column = 0;
  std::vector<Button*> bottom;
  for (double units : kBottomUnits) {
    const int x0 = left + static_cast<int>(column * (keyW + gap) + 0.5);
    column += units;
    const int x1 = left + static_cast<int>(column * (keyW + gap) + 0.5) - gap;
    widgets_.at(index).rect = SDL_Rect{x0, top, x1 - x0, keyH};
    bottom.push_back(&static_cast<Button&>(widgets_.at(index++)));
  }
  sizeKeys();
  // A long word (Abbrechen) takes room from a short one where the usual widths cut it.
  shareRowByWords(app_.ui, bottom, SDL_Rect{left, top, kColumns * keyW + (kColumns - 1) * gap, keyH}, gap, keyW);
  widgets_.settleFocus();
  // On a screen too short for every row of keys at a fingertip's height (320×240) the keys
  // scroll under the field, following the focus.
  const int keysTop = field_.y + fieldH + 2 * gap;
  widgets_.scrollFrom(0, SDL_Rect{panel_.x, keysTop, panel_.w, panel_.y + panel_.h - gap - keysTop});
}

void TextEntryScreen::sizeKeys() {
  for (int i = 0; i < widgets_.size(); ++i) {
    auto& key = static_cast<Button&>(widgets_.at(i));
    key.fontDesign = 22;
    // One character each: all at the size the widest letter needs.
    if (key.label.size() == 1) key.sizeLike = "W";
  }
}

void TextEntryScreen::layoutAlphabet(const Metrics& m) {
  const int margin = m.px(8);
  const int gap = std::max(2, m.px(4));
  const int w = std::min(m.width - 2 * margin, m.px(760));
  const int fieldH = m.touch(48);
  const int hintH = m.font(15) * 3 / 2;
  const int rows = characterRows() + (controlsShareLastRow() ? 0 : 1);
  const int keyH = std::clamp((m.height - 2 * margin - fieldH - hintH - (rows + 3) * gap) / rows,
                              Metrics::MinTouchTarget, m.touch(56));
  const int h = std::min(m.height - 2 * margin, fieldH + hintH + rows * keyH + (rows + 3) * gap);
  panel_ = SDL_Rect{(m.width - w) / 2, (m.height - h) / 2, w, h};
  const int inner = panel_.w - 2 * gap;
  const int labelW = std::min(inner / 5, m.px(120));
  label_ = SDL_Rect{panel_.x + gap, panel_.y + gap, labelW, fieldH};
  field_ = SDL_Rect{label_.x + labelW + gap, label_.y, inner - labelW - gap, fieldH};
  hint_ = SDL_Rect{panel_.x + gap, field_.y + fieldH, inner, hintH};
  const int keyW = (inner - (kColumns - 1) * gap) / kColumns;
  const int left = panel_.x + (panel_.w - (kColumns * keyW + (kColumns - 1) * gap)) / 2;
  const int top = hint_.y + hintH + gap;
  const int characters = static_cast<int>(options_.alphabet.size());
  for (int i = 0; i < characters; ++i) {
    widgets_.at(i).rect =
        SDL_Rect{left + (i % kColumns) * (keyW + gap), top + (i / kColumns) * (keyH + gap), keyW, keyH};
  }
  // Erase, Cancel and Done share what is left of the last row, or have a row of their own.
  const int controlRow = controlsShareLastRow() ? characterRows() - 1 : characterRows();
  const int firstColumn = controlsShareLastRow() ? characters - controlRow * kColumns : 0;
  const int y = top + controlRow * (keyH + gap);
  for (int k = 0; k < kControls; ++k) {
    const double unit = static_cast<double>(kColumns - firstColumn) / kControls;
    const int x0 = left + static_cast<int>((firstColumn + k * unit) * (keyW + gap) + 0.5);
    const int x1 = left + static_cast<int>((firstColumn + (k + 1) * unit) * (keyW + gap) + 0.5) - gap;
    widgets_.at(characters + k).rect = SDL_Rect{x0, y, x1 - x0, keyH};
  }
  sizeKeys();
  std::vector<Button*> controls;
  for (int k = 0; k < kControls; ++k) controls.push_back(&static_cast<Button&>(widgets_.at(characters + k)));
  const int x0 = controls.front()->rect.x;
  shareRowByWords(app_.ui, controls, SDL_Rect{x0, y, left + kColumns * keyW + (kColumns - 1) * gap - x0, keyH}, gap,
                  keyW);
  widgets_.settleFocus();
  // Too short for every row at a fingertip's height (320×240): the keys scroll, as above.
  widgets_.scrollFrom(0, SDL_Rect{panel_.x, top, panel_.w, panel_.y + panel_.h - gap - top});
}

void TextEntryScreen::drawAlphabetField(UiContext& ui, const SDL_Rect& inside) {
  const Metrics& m = ui.metrics;
  // A code is longer than the field: its end, where the typing happens, stays in view at a size
  // that can be read, and an ellipsis says there is more before it.
  const int size = m.font(20);
  const std::string shown = tailThatFits(*ui.assets, text_, FontStyle::Regular, size, inside.w - m.px(8));
  const SDL_Point extent = shown.empty() ? SDL_Point{0, size} : ui.assets->measure(shown, FontStyle::Regular, size);
  if (!shown.empty())
    drawText(*ui.assets, shown, FontStyle::Regular, size, theme::Text, inside.x, inside.y + (inside.h - extent.y) / 2);
  SDL_SetRenderDrawColor(ui.renderer, 0xff, 0xe2, 0x7a, 255);
  const SDL_Rect caret{inside.x + extent.x + 1, inside.y + inside.h / 5, std::max(2, m.px(2)), inside.h * 3 / 5};
  SDL_RenderFillRect(ui.renderer, &caret);
  const std::string& line = problem_.empty() ? options_.hint : problem_;
  if (!line.empty()) {
    const int hintSize = fitFont(*ui.assets, line, FontStyle::Regular, m.font(15), hint_.w);
    drawTextIn(*ui.assets, line, problem_.empty() ? FontStyle::Regular : FontStyle::Bold, hintSize,
               problem_.empty() ? theme::TextDim : theme::Bad, hint_, Align::Left);
  }
}

void TextEntryScreen::draw() {
  UiContext& ui = app_.ui;
  const Metrics& m = ui.metrics;
  dimBackdrop(ui, 200);
  drawDialogPanel(ui, panel_, 14);
  drawTextIn(*ui.assets, options_.title, FontStyle::Bold, m.font(18), theme::TextDim, label_, Align::Left);

  PanelStyle box;
  box.top = 0x0d1430;
  box.bottom = 0x141d40;
  box.border = problem_.empty() ? theme::Focus : theme::Bad;
  box.borderWidth = std::max(1, m.px(2));
  box.radius = m.px(8);
  box.gloss = false;
  box.shadow = false;
  drawPanel(*ui.assets, field_, box);
  const int pad = m.px(8);
  const SDL_Rect inside{field_.x + pad, field_.y, field_.w - 2 * pad, field_.h};
  if (restricted()) {
    drawAlphabetField(ui, inside);
  } else if (!problem_.empty()) {
    drawTextIn(*ui.assets, problem_, FontStyle::Bold, m.font(16), theme::Bad, inside, Align::Left);
  } else {
    // The end of a long name stays in view; the caret follows it.
    const int size = fitFont(*ui.assets, text_.empty() ? "M" : text_, FontStyle::Regular, m.font(20), inside.w - pad);
    const SDL_Point extent = text_.empty() ? SDL_Point{0, size} : ui.assets->measure(text_, FontStyle::Regular, size);
    const int ty = inside.y + (inside.h - extent.y) / 2;
    if (!text_.empty()) drawText(*ui.assets, text_, FontStyle::Regular, size, theme::Text, inside.x, ty);
    SDL_Renderer* r = ui.renderer;
    SDL_SetRenderDrawColor(r, 0xff, 0xe2, 0x7a, 255);
    const SDL_Rect caret{inside.x + extent.x + 1, inside.y + inside.h / 5, std::max(2, m.px(2)), inside.h * 3 / 5};
    SDL_RenderFillRect(r, &caret);
  }
  widgets_.draw(ui);
}

}  // namespace tileflow
