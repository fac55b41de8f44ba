// fuzz_saves: libFuzzer target for the player's own files: settings, progress, unfinished
// levels, Flood records and games, Lines games, the daily record and the records by size. Each input goes to every
// reader.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "game/io/DailyRecordFile.hpp"
#include "game/io/FloodGameFile.hpp"
#include "game/io/FloodRecordsFile.hpp"
#include "game/io/LinesGameFile.hpp"
#include "game/io/ProgressFile.hpp"
#include "game/io/SettingsFile.hpp"
#include "game/io/SolveTimesFile.hpp"
#include "game/io/UnfinishedFile.hpp"

namespace {

// An error points into the text; what is accepted is written and reads back the same.
template <typename Value, typename Parse, typename Write>
void check(std::string_view text, Parse parse, Write write) {
  const auto loaded = parse(text, "fuzz.yaml");
  if (const auto* error = std::get_if<tileflow::LoadError>(&loaded)) {
    if (error->line < 1 || error->column < 1 || error->message.empty()) std::abort();
    return;
  }
  const std::string written = write(std::get<Value>(loaded));
  const auto again = parse(written, "again.yaml");
  if (!tileflow::ok(again)) {
    std::fprintf(stderr, "written file does not load: %s\n", std::get<tileflow::LoadError>(again).text().c_str());
    std::abort();
  }
  if (const std::string rewritten = write(std::get<Value>(again)); rewritten != written) {
    std::fprintf(stderr, "written file reads back different\n--- written:\n%s\n--- read back and written again:\n%s\n",
                 written.c_str(), rewritten.c_str());
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check<tileflow::Settings>(text, tileflow::parseSettings, tileflow::writeSettings);
  check<tileflow::PlayerProgress>(text, tileflow::parseProgress, tileflow::writeProgress);
  check<tileflow::UnfinishedPlays>(text, tileflow::parseUnfinished, tileflow::writeUnfinished);
  check<tileflow::FloodRecords>(text, tileflow::parseFloodRecords, tileflow::writeFloodRecords);
  check<tileflow::SavedFloodGameFile>(text, tileflow::parseFloodGame, tileflow::writeFloodGame);
  check<tileflow::SavedLinesGameFile>(text, tileflow::parseLinesGame, tileflow::writeLinesGame);
  check<tileflow::DailyRecord>(text, tileflow::parseDailyRecord, tileflow::writeDailyRecord);
  check<tileflow::SolveTimes>(text, tileflow::parseSolveTimes, tileflow::writeSolveTimes);
  return 0;
}
