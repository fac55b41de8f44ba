// ScreenGallery: every screen of the game by name, opened in a ScreenHarness as a player would
// reach it. The screenshot command, `tileflow layout-check` and the navigation tests walk it, so
// a screen added to the game is checked at every size once it has a scene here (a test fails for
// a screen class that has none).
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "game/model/Level.hpp"
#include "game/screens/ScreenHarness.hpp"

namespace tileflow {

class FloodPlayScreen;

// What a scene may be given.
struct SceneInputs {
  std::optional<Level> level;          // set when the scene needsLevel; others use it if set
  std::filesystem::path importFolder;  // the Import screen's folder; empty: the per-user one
  int hints = 0;                       // Hint presses on the play and pause screens, hints counted on the win panel
  int zoom = 0;                        // zoom-in steps on the play screen (about its cursor, as + does)
};

struct GalleryScene {
  std::string name;
  // True when the scene shows a level (play, pause, win); others use one only if given.
  bool needsLevel = false;
  // Pushes the scene's screens onto the harness.
  std::function<void(ScreenHarness&, const SceneInputs&)> open;
};

const std::vector<GalleryScene>& screenGallery();
// nullptr for an unknown name.
const GalleryScene* findScene(const std::string& name);
// "title|packs|…", for usage lines.
std::string sceneNames();

// Steps a Flood game until its board is ready and nothing is thinking or rolling (its work runs on
// real threads, so this waits in real time too, for at most a minute). The gallery's Flood scenes,
// their tests and the frame benchmark wait with it.
void settleFlood(ScreenHarness& h, const FloodPlayScreen& p);

}  // namespace tileflow
