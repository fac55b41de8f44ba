// ModeRegistry: the game modes the title screen lists. Each entry names its mode and gives the
// title buttons it contributes and, optionally, a banner under the game's name; the title adds
// only its own Settings and Quit, so a new mode is a new entry, not an edit to the title.
#pragma once

#include <SDL.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "engine/ui/Button.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/UiContext.hpp"
#include "game/mode/GameMode.hpp"

namespace tileflow {

struct ModeButton {
  // Main buttons come before the title's Settings, More buttons between Settings and Quit; a Lead
  // button comes straight after the first main button (Play), in its row where buttons pair up.
  enum class Place { Main, Lead, More };

  std::string label;
  std::function<void(ScreenStack&)> open;  // pushes what the button opens
  Button::Style style = Button::Style::Normal;
  bool enabled = true;
  int fontDesign = 0;  // the label's design size; 0 keeps the button's own
  Place place = Place::Main;
};

struct ModeEntry {
  std::string id;    // GameMode::id()
  std::string name;  // GameMode::name()
  // Asked each time a title screen is built, so the buttons follow what the mode has now.
  std::function<std::vector<ModeButton>()> buttons;
  // Drawn under the game's name; the title leaves a row of the size it asks for.
  std::function<void(UiContext&, const SDL_Rect&)> banner;
  // A start-up problem of the mode for the title to show (empty when there is none).
  std::function<std::string()> notice;
};

class ModeRegistry {
 public:
  // The id and name come from the mode itself.
  void add(const GameMode& mode, ModeEntry entry) { add(mode.id(), mode.name(), std::move(entry)); }
  void add(std::string id, std::string name, ModeEntry entry) {
    entry.id = std::move(id);
    entry.name = std::move(name);
    entries_.push_back(std::move(entry));
  }

  const std::vector<ModeEntry>& entries() const { return entries_; }
  const ModeEntry* find(const std::string& id) const {
    for (const ModeEntry& e : entries_)
      if (e.id == id) return &e;
    return nullptr;
  }

 private:
  std::vector<ModeEntry> entries_;
};

}  // namespace tileflow
