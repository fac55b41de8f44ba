// TilesModeEntry: what the title's Tiles buttons open.
#include "game/screens/tiles/TilesModeEntry.hpp"

#include <SDL.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/Translate.hpp"
#include "game/play/TilesMode.hpp"
#include "game/screens/ImportScreen.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/GeneratorScreen.hpp"
#include "game/screens/tiles/PackSelectScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "game/view/TileArt.hpp"

namespace tileflow {
namespace {

// What the Play button remembers between presses: the example levels are read once.
struct PlayState {
  explicit PlayState(TilesContext& context) : tiles(context) {}

  TilesContext& tiles;
  std::vector<Level> levels;
  bool levelsLoaded = false;
  std::string problem;

  void play(ScreenStack& stack) {
    if (tiles.catalog == nullptr) return;
    // The built-in packs, when there are any, are chosen on their own screen.
    if (const auto& built = tiles.builtInPacks(); !built.packs.empty()) {
      stack.push(
          std::make_unique<PackSelectScreen>(tiles, Campaign::open(built.packs, built.problems, tiles.progress)));
      return;
    }
    if (!levelsLoaded) {
      levelsLoaded = true;
      try {
        if (tiles.services.playLevels) levels = tiles.services.playLevels(*tiles.catalog);
      } catch (const std::exception& e) {
        problem = formatText(tr("Levels could not be loaded: {1}"), e.what());
      }
    }
    // Start at the first level not yet solved.
    std::size_t first = 0;
    while (first < levels.size() && tiles.progress->get().solved(levels[first].id)) ++first;
    playLevel(stack, first < levels.size() ? first : 0);
  }

  void playLevel(ScreenStack& stack, std::size_t index) {
    std::optional<Level> level;
    if (index < levels.size()) {
      level = levels[index];
    } else {
      // No level files: a freshly generated 5×5 (milliseconds, so done right here).
      GenerateOptions options;
      options.seed = tiles.app.freshSeed();
      try {
        if (tiles.services.generate) level = tiles.services.generate(*tiles.catalog, options, {}, nullptr);
      } catch (const std::exception& e) {
        problem = formatText(tr("Generating failed: {1}"), e.what());
      }
      if (!level) level = makeSampleLevel(*tiles.catalog, 5, 5, options.seed);
    }
    stack.push(
        std::make_unique<PlayScreen>(tiles, std::move(*level), [this, &stack, index] { playLevel(stack, index + 1); }));
  }
};

// A little finished network under the name: a road crossing a river on a bridge.
void drawBanner(const TilesContext& tiles, UiContext& ui, const SDL_Rect& row) {
  if (tiles.catalog == nullptr) return;
  const Board banner = titleBanner(*tiles.catalog);
  const int cell = row.h;
  for (int i = 0; i < banner.cellCount(); ++i) {
    const TileType& type = banner.typeAt(i);
    TileLook look;
    look.litChannels = 7;
    const std::string key = "title:" + type.id + ":" + std::to_string(banner.cell(i).rotation);
    SDL_Texture* tex =
        ui.assets->svg(key, TileArt::tile(*tiles.catalog, type, banner.cell(i).rotation, look), cell, cell);
    const SDL_Rect dst{row.x + i * cell, row.y, cell, cell};
    if (tex != nullptr) SDL_RenderCopy(ui.renderer, tex, nullptr, &dst);
  }
}

}  // namespace

Board titleBanner(const Catalog& catalog) {
  // Each end turned to face its straight: a road of three cells, then a river of three.
  static const char* ids[] = {"road-end", "road-straight", "road-end", "river-end", "river-straight", "river-end"};
  static const int rotations[] = {1, 1, 3, 1, 1, 3};
  Board board(catalog, 6, 1);
  for (int i = 0; i < 6; ++i)
    if (const auto t = catalog.findTile(ids[i])) board.place(i, *t, rotations[i]);
  return board;
}

void registerTilesMode(ModeRegistry& registry, TilesContext& tiles) {
  auto state = std::make_shared<PlayState>(tiles);
  ModeEntry entry;
  entry.buttons = [state, &tiles] {
    const bool haveCatalog = tiles.catalog != nullptr;
    std::vector<ModeButton> buttons;
    buttons.push_back({trLater("Play"), [state](ScreenStack& stack) { state->play(stack); }, Button::Style::Primary,
                       haveCatalog, 24});
    buttons.push_back({trLater("Generate"),
                       [&tiles](ScreenStack& stack) { stack.push(std::make_unique<GeneratorScreen>(tiles)); },
                       Button::Style::Normal, haveCatalog});
    buttons.push_back(
        {trLater("Create"),
         [&tiles](ScreenStack& stack) { EditorScreen::startNew(stack, tiles, MyLevelsStore::in(tiles.app.prefDir())); },
         Button::Style::Normal, haveCatalog});
    buttons.push_back({trLater("Import"),
                       [&tiles](ScreenStack& stack) {
                         stack.push(std::make_unique<ImportScreen>(tiles, MyLevelsStore::in(tiles.app.prefDir())));
                       },
                       Button::Style::Normal, haveCatalog, 0, ModeButton::Place::More});
    return buttons;
  };
  entry.banner = [&tiles](UiContext& ui, const SDL_Rect& row) { drawBanner(tiles, ui, row); };
  entry.notice = [state, &tiles] { return state->problem.empty() ? tiles.catalogError : state->problem; };
  registry.add(TilesMode::Id, TilesMode::Name, std::move(entry));
}

}  // namespace tileflow
