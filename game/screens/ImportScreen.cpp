// ImportScreen: clipboard import into "My levels".
#include "game/screens/ImportScreen.hpp"

#include <SDL.h>

#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/io/LevelImport.hpp"
#include "game/screens/EditorScreen.hpp"
#include "game/screens/PlayScreen.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

ImportScreen::ImportScreen(TilesContext& game, std::shared_ptr<MyLevelsStore> store)
    : game_(game), store_(std::move(store)) {
  widgets_.add(std::make_unique<Button>(
      "Paste from clipboard", [this] { paste(); }, Button::Style::Primary));
  auto& play = widgets_.add(std::make_unique<Button>("Play", [this] {
    if (imported_) stack().push(std::make_unique<PlayScreen>(game_, *imported_));
  }));
  play.enabled = false;
  auto& edit = widgets_.add(std::make_unique<Button>("Edit", [this] {
    if (imported_) stack().push(std::make_unique<EditorScreen>(game_, *imported_, store_));
  }));
  edit.enabled = false;
  widgets_.add(std::make_unique<Button>(
      "Back", [this] { stack().pop(); }, Button::Style::Quiet));
}

void ImportScreen::paste() {
  char* text = SDL_GetClipboardText();
  const std::string pasted = text ? text : "";
  SDL_free(text);
  importText(pasted);
}

bool ImportScreen::importText(const std::string& text) {
  markDirty();
  if (game_.catalog == nullptr) {
    message_ = "The tile catalog is not loaded, so nothing can be imported";
    problem_ = true;
    return false;
  }
  // Files are never opened from here: the clipboard holds text, not a path to trust.
  const auto loaded = importLevels(text, *game_.catalog, false);
  if (!ok(loaded)) {
    const LoadError& e = std::get<LoadError>(loaded);
    message_ = text.empty() ? "The clipboard is empty" : e.message;
    problem_ = true;
    return false;
  }
  Level level = std::get<ImportedLevels>(loaded).pack.levels.front();
  level.id.clear();  // a fresh id in My levels, so an import never replaces a level already there
  if (store_) {
    if (const std::string error = store_->add(level, *game_.catalog); !error.empty()) {
      message_ = "Could not save to My levels: " + error;
      problem_ = true;
      return false;
    }
    level.id = store_->pack().levels.back().id;
  }
  imported_ = level;
  message_ = "Added to My levels: " + (level.name.empty() ? level.id : level.name) + " (" +
             std::to_string(level.board.width()) + "×" + std::to_string(level.board.height()) + ")";
  problem_ = false;
  widgets_.at(1).enabled = true;
  widgets_.at(2).enabled = true;
  return true;
}

void ImportScreen::layout(const Metrics& m) {
  const int margin = m.px(12);
  headingY_ = m.px(8);
  const int top = headingY_ + m.font(34) * 3 / 2;
  const int w = std::min(m.width - 2 * margin, m.px(440));
  const int rowH = m.touch(52);
  const int gap = m.px(8);
  messageRect_ = SDL_Rect{(m.width - w) / 2, top, w, m.font(16) * 3};
  const int buttonsTop = messageRect_.y + messageRect_.h + gap;
  const SDL_Rect area{(m.width - w) / 2, buttonsTop, w, std::min(3 * rowH + 2 * gap, m.height - buttonsTop - margin)};
  const auto rows = columnRects(area, 3, rowH, gap, Metrics::MinTouchTarget);
  widgets_.at(0).rect = rows[0];
  const int half = (rows[1].w - gap) / 2;
  widgets_.at(1).rect = SDL_Rect{rows[1].x, rows[1].y, half, rows[1].h};
  widgets_.at(2).rect = SDL_Rect{rows[1].x + half + gap, rows[1].y, half, rows[1].h};
  widgets_.at(3).rect = SDL_Rect{rows[2].x + rows[2].w / 4, rows[2].y, rows[2].w / 2, rows[2].h};
  widgets_.settleFocus();
}

void ImportScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void ImportScreen::draw() {
  UiContext& ui = game_.app.ui;
  drawScreenBackground(ui);
  drawHeading(ui, "Import a level", headingY_);
  // The message may be long (a loader error): wrap it over up to three lines.
  const int size = ui.metrics.font(16);
  std::vector<std::string> lines;
  std::string line;
  std::string word;
  auto flush = [&](bool force) {
    if (!line.empty() &&
        (force || ui.assets->measure(line + " " + word, FontStyle::Regular, size).x > messageRect_.w)) {
      lines.push_back(line);
      line.clear();
    }
  };
  for (std::size_t i = 0; i <= message_.size(); ++i) {
    if (i == message_.size() || message_[i] == ' ') {
      flush(false);
      line += (line.empty() ? "" : " ") + word;
      word.clear();
    } else {
      word += message_[i];
    }
  }
  flush(true);
  const std::uint32_t colour = problem_ ? theme::Bad : (imported_ ? theme::Good : theme::TextDim);
  for (std::size_t k = 0; k < lines.size() && k < 3; ++k) {
    const SDL_Rect r{messageRect_.x, messageRect_.y + static_cast<int>(k) * messageRect_.h / 3, messageRect_.w,
                     messageRect_.h / 3};
    drawTextIn(*ui.assets, lines[k], FontStyle::Regular, size, colour, r);
  }
  widgets_.draw(ui);
}

}  // namespace tileflow
