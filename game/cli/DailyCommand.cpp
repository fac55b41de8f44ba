// dailyCommand: writes the day's puzzle (game/daily), so that anyone can check that two copies of
// the game agree on it: `tileflow daily [--date YYYY-MM-DD] [--game tiles|flood|lines] [--out PATH]`.
#include <ctime>
#include <ostream>

#include "game/cli/Cli.hpp"
#include "game/daily/DailyPuzzle.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/FloodFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/LinesFile.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* DailyUsage =
    "usage: tileflow daily [--date YYYY-MM-DD] [--game tiles|flood|lines] [--out PATH|-]\n"
    "  the day's puzzle (today by this computer's clock unless --date says), as a level file\n";

// Today by the local clock: the day a player's calendar shows.
CalendarDate today() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  return CalendarDate{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

}  // namespace

int dailyCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::optional<CalendarDate> date;
  DailyGame game = DailyGame::Tiles;
  std::string outPath = "-";
  for (std::size_t i = 0; i < args.size(); ++i) {
    const bool hasValue = i + 1 < args.size();
    if (args[i] == "--date" && hasValue) {
      date = parseDate(args[++i]);
      if (!date) {
        err << "tileflow daily: '" << args[i] << "' is not a date from " << FirstDailyYear << "-01-01 to "
            << LastDailyYear << "-12-31 written YYYY-MM-DD\n";
        return 2;
      }
    } else if (args[i] == "--game" && hasValue) {
      const auto named = dailyGameNamed(args[++i]);
      if (!named) {
        err << "tileflow daily: unknown game '" << args[i] << "' (tiles, flood or lines)\n";
        return 2;
      }
      game = *named;
    } else if (args[i] == "--out" && hasValue) {
      outPath = args[++i];
    } else {
      err << "tileflow daily: unexpected '" << args[i] << "'\n" << DailyUsage;
      return 2;
    }
  }
  if (!date) date = today();
  std::ostream& status = outPath == "-" ? err : out;
  std::string text;
  switch (game) {
    case DailyGame::Tiles: {
      const std::optional<Level> level = dailyTiles(defaultCatalog(), *date);
      text = writeLevel(*level);
      status << "daily " << dateText(*date) << " tiles: " << level->board.width() << "x" << level->board.height() << " "
             << level->environment << "\n";
      break;
    }
    case DailyGame::Flood: {
      const std::optional<DailyFlood> flood = dailyFlood(*date);
      text = writeFloodFile(FloodPuzzle{flood->board, flood->moveLimit});
      status << "daily " << dateText(*date) << " flood: " << flood->board.width() << "x" << flood->board.height()
             << ", " << flood->board.colours() << " colours, best " << flood->best
             << (flood->proven ? " (proven)" : " (not proven)") << ", limit " << flood->moveLimit << "\n";
      break;
    }
    case DailyGame::Lines: {
      std::optional<LinesLevel> level = dailyLines(*date);
      LinesPack pack;
      status << "daily " << dateText(*date) << " lines: " << level->board.width() << "x" << level->board.height()
             << ", " << level->board.colours() << " colours\n";
      pack.levels.push_back(std::move(*level));
      text = writeLinesFile(pack);
      break;
    }
  }
  return writeResult("daily", text, outPath, out, err);
}

}  // namespace tileflow::cli
