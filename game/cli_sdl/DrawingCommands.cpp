// DrawingCommands: the full command list of the `tileflow` binary.
#include "game/cli_sdl/DrawingCommands.hpp"

#include <string_view>

namespace tileflow::cli {

const std::vector<Command>& allCommands() {
  static const std::vector<Command> commands = [] {
    std::vector<Command> all;
    for (const Command& c : headlessCommands()) {
      all.push_back(c);
      if (std::string_view(c.name) == "import-net")
        all.push_back({"screenshot", screenshotCommand, "screenshot FILE --size WxH --out PNG"});
    }
    all.push_back({"layout-check", layoutCheckCommand, "layout-check [--screen NAME] [--size WxH] [--scale PERCENT]"});
    all.push_back({"card", cardCommand, "card FILE --out PNG [--level ID]"});
    all.push_back({"play", playCommand, "play [--level FILE] [--generate-size WxH] [--log-events]"});
    all.push_back({"memory-check", memoryCheckCommand,
                   "memory-check [--seed S] [--minutes M] [--size WxH] [--budget-mb MB] (needs a display and "
                   "TILEFLOW_PREF_DIR)"});
    all.push_back({"soak", soakCommand,
                   "soak --seed S --events N [--size WxH] [--largest WxH] [--frame-budget-ms MS] [--seconds T] "
                   "[--memory-every N] [--keep] [--no-peer]"});
    return all;
  }();
  return commands;
}

}  // namespace tileflow::cli
