#include "game/screens/flood/FloodModeEntry.hpp"

#include <memory>

#include "engine/core/Translate.hpp"
#include "game/flood/FloodMode.hpp"
#include "game/io/FloodFile.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/flood/FloodSetupScreen.hpp"

namespace tileflow {

void registerFloodMode(ModeRegistry& registry, FloodContext& flood) {
  ModeEntry entry;
  entry.buttons = [&flood] {
    std::vector<ModeButton> buttons;
    buttons.push_back({trLater("Flood"),
                       [&flood](ScreenStack& stack) { stack.push(std::make_unique<FloodSetupScreen>(flood)); },
                       Button::Style::Normal});
    return buttons;
  };
  entry.notice = [&flood] { return flood.records->notice(); };
  // A Flood board typed, pasted or picked on the Import screen (an sgt-flood game ID or a board
  // file) opens as a solo game of that board; any other text goes to the import before this one.
  flood.app.importElsewhere = [&flood, before = flood.app.importElsewhere](
                                  ScreenStack& stack, const std::string& text,
                                  const std::string& source) -> std::optional<AppContext::ImportOutcome> {
    auto read = readFloodText(text, source);
    if (!read) return before ? before(stack, text, source) : std::nullopt;
    if (const auto* e = std::get_if<LoadError>(&*read)) return AppContext::ImportOutcome{false, e->message};
    const FloodPuzzle& puzzle = std::get<FloodPuzzle>(*read);
    const ColourBoard& board = puzzle.board;
    stack.push(std::make_unique<FloodPlayScreen>(flood, puzzle));
    return AppContext::ImportOutcome{true, formatText(tr("Flood board opened: {1}\xc3\x97{2}, {3} colours"),
                                                      board.width(), board.height(), board.colours())};
  };
  registry.add(FloodMode::Id, FloodMode::Name, std::move(entry));
}

}  // namespace tileflow
