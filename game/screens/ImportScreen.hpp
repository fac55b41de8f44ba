// ImportScreen: bring levels into "My levels" on any device: type a share code on the on-screen
// keys, paste a code, a Net game ID or level YAML from the clipboard, or pick a level or code
// file from the import folder. A good one joins My levels and can be played or edited at once, a
// bad one says why and changes nothing, and a level already there is not added twice.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/io/ImportFolder.hpp"
#include "game/model/Level.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/store/MyLevelsStore.hpp"

namespace tileflow {

class ImportScreen : public Screen {
 public:
  // `folder` is where level and code files are looked for; by default the import folder in the
  // per-user folder (none when there is no such folder).
  ImportScreen(TilesContext& game, std::shared_ptr<MyLevelsStore> store);
  ImportScreen(TilesContext& game, std::shared_ptr<MyLevelsStore> store, std::filesystem::path folder);

  // How often the open screen looks at the import folder again, so a file copied in while it
  // is open shows up.
  static constexpr int RescanMs = 2000;

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  int msUntilWake() const override;
  // Back on top (a level played or edited, the code keys closed): files may have come meanwhile.
  void uncovered() override { rescan(); }

  // Lists the import folder again: a file copied in shows up, one taken away goes, the focus
  // stays on the file it was on. True if the list changed.
  bool rescan();

  // What "Paste" and the code keys do with their text; true if a level was imported (or another
  // mode's puzzle opened: a Lines share code or text grid).
  bool importText(const std::string& text);
  // Opens the code keys (the draft typed before, if any, comes back).
  void typeCode();
  // Imports every level of the listed file `index`; true if it added at least one.
  bool importFile(std::size_t index);

  const std::string& message() const { return message_; }
  bool problem() const { return tone_ == Tone::Problem; }
  const std::optional<Level>& imported() const { return imported_; }
  const WidgetList& widgets() const { return widgets_; }
  const std::filesystem::path& folder() const { return folder_; }
  const ImportListing& files() const { return listing_; }
  // The button of listed file `index` while it is scrolled into view, else nullptr.
  const Widget* fileButton(std::size_t index) const;
  const std::string& draft() const { return draft_; }

 private:
  // Another mode's import (AppContext::importElsewhere) of a text the Tiles import did not take;
  // false when the text is not that mode's either. Says what happened.
  bool importElsewhere(const std::string& text, const std::string& source);
  // The most of a file another mode's import reads.
  static constexpr std::size_t MaxElsewhereBytes = 1 << 20;
  enum class Tone { Calm, Good, Problem };

  void paste();
  void say(std::string text, Tone tone);
  // Play and Edit act on `level`, which is in My levels.
  void offer(const Level& level);
  // Makes the widgets anew: the fixed ones, then one button per row the list shows.
  void rebuild();
  // Labels the row buttons with the files scrolled into view.
  void refreshRows();
  // Moves the first shown file by `rows` (clamped); true if the list moved.
  bool scroll(int rows);
  std::string fileLabel(std::size_t index) const;

  TilesContext& game_;
  std::shared_ptr<MyLevelsStore> store_;
  std::filesystem::path folder_;
  ImportListing listing_;
  std::vector<std::string> fileNotes_;  // per listed file: what importing it did
  std::chrono::steady_clock::time_point nextScan_;
  WidgetList widgets_;
  std::optional<Level> imported_;
  std::string draft_;
  std::string message_ = "Type a share code (TF1.…), paste one, or pick a file from the import folder.";
  Tone tone_ = Tone::Calm;
  std::size_t firstFile_ = 0;
  int visibleRows_ = 0;
  Metrics metrics_;
  SDL_Rect back_{0, 0, 0, 0};
  SDL_Rect messageRect_{0, 0, 0, 0};
  SDL_Rect folderRect_{0, 0, 0, 0};
  SDL_Rect listRect_{0, 0, 0, 0};
};

}  // namespace tileflow
