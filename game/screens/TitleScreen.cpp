// TitleScreen: the game's front door.
#include "game/screens/TitleScreen.hpp"

#include <SDL.h>

#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/EditorScreen.hpp"
#include "game/screens/GeneratorScreen.hpp"
#include "game/screens/ImportScreen.hpp"
#include "game/screens/PackSelectScreen.hpp"
#include "game/screens/PlayScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "game/view/TileArt.hpp"

namespace tileflow {

TitleScreen::TitleScreen(GameContext& game) : game_(game) {
  const bool haveCatalog = game_.catalog != nullptr;
  auto& playButton = widgets_.add(std::make_unique<Button>(
      "Play", [this] { play(); }, Button::Style::Primary));
  playButton.enabled = haveCatalog;
  playButton.fontDesign = 24;
  auto& gen = widgets_.add(
      std::make_unique<Button>("Generate", [this] { stack().push(std::make_unique<GeneratorScreen>(game_)); }));
  gen.enabled = haveCatalog;
  auto& create = widgets_.add(std::make_unique<Button>("Create", [this] {
    stack().push(std::make_unique<EditorScreen>(game_, EditorScreen::blankLevel(*game_.catalog, 5, 5),
                                                MyLevelsStore::in(game_.prefDir())));
  }));
  create.enabled = haveCatalog;
  widgets_.add(std::make_unique<Button>("Settings", [this] { stack().push(std::make_unique<SettingsScreen>(game_)); }));
  auto& import = widgets_.add(std::make_unique<Button>(
      "Import", [this] { stack().push(std::make_unique<ImportScreen>(game_, MyLevelsStore::in(game_.prefDir()))); }));
  import.enabled = haveCatalog;
  widgets_.add(std::make_unique<Button>(
      "Quit", [this] { stack().clear(); }, Button::Style::Quiet));
}

void TitleScreen::play() {
  if (game_.catalog == nullptr) return;
  // The built-in packs, when there are any, are chosen on their own screen.
  if (auto campaign = Campaign::open(*game_.catalog, game_.progress); !campaign->packs().empty()) {
    stack().push(std::make_unique<PackSelectScreen>(game_, std::move(campaign)));
    return;
  }
  if (!levelsLoaded_) {
    levelsLoaded_ = true;
    try {
      if (game_.services.playLevels) levels_ = game_.services.playLevels(*game_.catalog);
    } catch (const std::exception& e) {
      problem_ = std::string("Levels could not be loaded: ") + e.what();
    }
  }
  // Start at the first level not yet solved.
  std::size_t first = 0;
  while (first < levels_.size() && game_.progress->get().solved(levels_[first].id)) ++first;
  playLevel(first < levels_.size() ? first : 0);
}

void TitleScreen::playLevel(std::size_t index) {
  std::optional<Level> level;
  if (index < levels_.size()) {
    level = levels_[index];
  } else {
    // No level files: a freshly generated 5×5 (milliseconds, so done right here).
    GenerateOptions options;
    options.seed = SDL_GetPerformanceCounter();
    try {
      if (game_.services.generate) level = game_.services.generate(*game_.catalog, options, {}, nullptr);
    } catch (const std::exception& e) {
      problem_ = std::string("Generating failed: ") + e.what();
    }
    if (!level) level = makeSampleLevel(*game_.catalog, 5, 5, options.seed);
  }
  stack().push(std::make_unique<PlayScreen>(game_, std::move(*level), [this, index] { playLevel(index + 1); }));
}

void TitleScreen::layout(const Metrics& m) {
  // Name, tiles and buttons as one group, centred; squeezed screens get the buttons' minimum.
  const int titleH = m.font(56) * 5 / 4;
  // Tall screens have room for bigger tiles under the name.
  const int cell =
      std::max(24, std::min(m.width * 85 / 100 / 6, m.px(m.orientation == Orientation::Portrait ? 64 : 44)));
  const int rowH = m.touch(52);
  const int gap = m.px(9);
  const int count = widgets_.size();
  // A short landscape screen (480×320) cannot stack every button: Play keeps its own row and the
  // others go two to a row.
  const bool paired =
      m.orientation == Orientation::Landscape && titleH + cell + m.px(28) + count * rowH + (count - 1) * gap > m.height;
  const int rows = paired ? 1 + count / 2 : count;
  const int buttonsH = rows * rowH + (rows - 1) * gap;
  const int group = titleH + cell + m.px(20) + buttonsH;
  titleY_ = std::max(m.px(6), (m.height - group) / 2);
  tilesRow_ = SDL_Rect{(m.width - 6 * cell) / 2, titleY_ + titleH, 6 * cell, cell};
  const int top = tilesRow_.y + tilesRow_.h + m.px(20);
  const int w = std::min(m.width - 2 * m.px(20), m.px(300));
  const SDL_Rect area{(m.width - w) / 2, top, w, std::min(buttonsH, m.height - top - m.px(8))};
  const auto rects = columnRects(area, rows, rowH, gap, Metrics::MinTouchTarget);
  for (int i = 0; i < widgets_.size(); ++i) {
    if (!paired || i == 0) {
      widgets_.at(i).rect = rects[static_cast<std::size_t>(i)];
      continue;
    }
    const SDL_Rect& row = rects[static_cast<std::size_t>(1 + (i - 1) / 2)];
    const int half = (row.w - gap) / 2;
    widgets_.at(i).rect = SDL_Rect{row.x + ((i - 1) % 2) * (half + gap), row.y, half, row.h};
  }
  widgets_.settleFocus();
}

void TitleScreen::handle(const InputEvent& e) {
  if (e.kind == InputEvent::Kind::Action && e.action == Action::Back) {
    stack().clear();
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void TitleScreen::draw() {
  UiContext& ui = game_.ui;
  drawScreenBackground(ui);
  drawHeading(ui, "Tileflow", titleY_, 56);
  if (game_.catalog != nullptr) {
    // A little finished network under the name: a road crossing a river on a bridge.
    static const char* ids[] = {"road-end",      "road-straight", "bridge-road-over-river",
                                "road-straight", "road-tee",      "road-end"};
    static const int rotations[] = {1, 1, 1, 1, 1, 3};
    const int cell = tilesRow_.h;
    for (int i = 0; i < 6; ++i) {
      const auto t = game_.catalog->findTile(ids[i]);
      if (!t) continue;
      TileLook look;
      look.litChannels = 7;
      const std::string key = std::string("title:") + ids[i] + ":" + std::to_string(rotations[i]);
      SDL_Texture* tex =
          ui.assets->svg(key, TileArt::tile(*game_.catalog, game_.catalog->tile(*t), rotations[i], look), cell, cell);
      const SDL_Rect dst{tilesRow_.x + i * cell, tilesRow_.y, cell, cell};
      if (tex != nullptr) SDL_RenderCopy(ui.renderer, tex, nullptr, &dst);
    }
  }
  widgets_.draw(ui);
  std::string notice = game_.notice();
  if (!problem_.empty()) notice = problem_;
  drawNotice(ui, notice);
}

}  // namespace tileflow
