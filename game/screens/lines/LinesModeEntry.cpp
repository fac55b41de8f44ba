#include "game/screens/lines/LinesModeEntry.hpp"

#include <memory>

#include "engine/core/Translate.hpp"
#include "game/io/LinesImport.hpp"
#include "game/lines/LinesMode.hpp"
#include "game/screens/lines/LinesPackScreens.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"

namespace tileflow {

void registerLinesMode(ModeRegistry& registry, LinesContext& lines) {
  ModeEntry entry;
  entry.buttons = [&lines] {
    std::vector<ModeButton> buttons;
    buttons.push_back({trLater("Lines"),
                       [&lines](ScreenStack& stack) { stack.push(std::make_unique<LinesPacksScreen>(lines)); },
                       Button::Style::Normal});
    return buttons;
  };
  entry.notice = [&lines] { return lines.left->notice(); };
  // Lines' share codes, files and text grids on the Import screen; any other text goes to the
  // import before this one.
  lines.app.importElsewhere = [&lines, before = lines.app.importElsewhere](
                                  ScreenStack& stack, const std::string& text,
                                  const std::string& source) -> std::optional<AppContext::ImportOutcome> {
    auto read = importLinesText(text, source);
    if (!read) return before ? before(stack, text, source) : std::nullopt;
    if (const auto* e = std::get_if<LoadError>(&*read)) return AppContext::ImportOutcome{false, e->message};
    const LinesPack& pack = std::get<LinesPack>(*read);
    if (pack.levels.empty()) return AppContext::ImportOutcome{false, tr("No Lines puzzle in it")};
    const LinesLevel& level = pack.levels.front();
    // Kept in My levels (a board kept already is not kept twice), and the first opened for play.
    const ShelfAdded kept = lines.mine->addNew(pack.levels);
    stack.push(std::make_unique<LinesPlayScreen>(lines, level));
    std::string said =
        formatText(tr("Lines puzzle opened: {1}"), level.name.empty() ? std::string(tr("unnamed")) : level.name);
    if (pack.levels.size() > 1) said += " (the first of " + std::to_string(pack.levels.size()) + ")";
    if (!kept.error.empty()) {
      said += "; not kept: " + kept.error;
    } else if (kept.added > 0) {
      said += kept.added == 1 ? "; kept in My levels" : "; " + std::to_string(kept.added) + " kept in My levels";
    } else {
      said += "; already in My levels";
    }
    return AppContext::ImportOutcome{true, said};
  };
  registry.add(LinesMode::Id, LinesMode::Name, std::move(entry));
}

}  // namespace tileflow
