// FloodContext: what the Flood mode's screens need beside the app's shared context: the record
// of best results and where new boards' seeds come from (a test fixes them).
#pragma once

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>

#include "game/flood/FloodMode.hpp"
#include "game/screens/AppContext.hpp"
#include "game/store/SavedFloodGame.hpp"
#include "game/store/SavedFloodRecords.hpp"

namespace tileflow {

struct FloodContext {
  explicit FloodContext(AppContext& shared) : app(shared) {}

  AppContext& app;
  // In memory unless the program gives it a file (flood-records.yaml beside the settings).
  std::shared_ptr<SavedFloodRecords> records = std::make_shared<SavedFloodRecords>(std::filesystem::path());
  // The game left part-way, to resume (flood-game.yaml beside the settings when the program
  // gives it a file).
  std::shared_ptr<SavedFloodGame> left = std::make_shared<SavedFloodGame>(std::filesystem::path());
  std::function<std::uint64_t()> nextSeed = [] { return static_cast<std::uint64_t>(SDL_GetPerformanceCounter()); };

  // The setup screen's last choices, kept in the settings' flood section.
  FloodSetup setup() const;
  void keep(const FloodSetup& setup);
};

}  // namespace tileflow
