// Specifications of the records' file: what it writes reads back the same, the committed example
// loads as written, and a broken file is refused at the line and column at fault.
#include "game/io/SolveTimesFile.hpp"

#include <gtest/gtest.h>

#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
namespace solve_times_file_test {
namespace {

TEST(SolveTimesFile, ReadsBackWhatItWrites) {
  SolveTimes t;
  for (int i = 0; i < 14; ++i) t.add(recordKey("tiles", 12, 12), 60 + 7 * (i % 5), 40 + i);
  t.add(recordKey("flood", 14, 14, 6, true), 33, 21);
  const std::string text = writeSolveTimes(t);
  const auto back = parseSolveTimes(text, "records.yaml");
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text();
  EXPECT_EQ(std::get<SolveTimes>(back), t);
  EXPECT_EQ(writeSolveTimes(std::get<SolveTimes>(back)), text);
  EXPECT_TRUE(ok(parseSolveTimes(writeSolveTimes(SolveTimes{}), "empty.yaml")));
}

TEST(SolveTimesFile, TheCommittedExampleLoadsAsWritten) {
  const auto loaded =
      parseSolveTimes(test::readFile(test::sourceDir() / "tests/data/saves/records.yaml"), "records.yaml");
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  const SolveTimes& t = std::get<SolveTimes>(loaded);
  ASSERT_EQ(t.all().size(), 3u);
  const SizeRecord* tiles = t.find("tiles 12x12");
  ASSERT_NE(tiles, nullptr);
  EXPECT_EQ(tiles->solves, 14);
  EXPECT_EQ(tiles->bestSeconds, 62);
  EXPECT_EQ(tiles->bestAverage12, 8010);
  EXPECT_EQ(tiles->recent.size(), 12u);
  EXPECT_EQ(t.find("lines 8x8 hex")->bestAverage5, std::nullopt);
  EXPECT_EQ(t.find("flood 14x14 c6")->recent.back(), 52);
}

TEST(SolveTimesFile, ABrokenFileIsRefusedWhereItIsWrong) {
  const struct {
    std::string text;
    std::string why;
    int line;
  } cases[] = {
      {"format: 2\n", "unknown records format", 1},
      {"format: 1\nsizes:\n  - {solves: 1}\n", "key", 3},
      {"format: 1\nsizes:\n  - {key: \"tiles 5x5\", solves: -1}\n", "solves", 3},
      {"format: 1\nsizes:\n  - {key: \"a\", solves: 1}\n  - {key: \"a\", solves: 2}\n", "twice", 4},
      {"format: 1\nsizes:\n  - {key: \"a\", solves: 1, recent: [1, 2]}\n", "fewer solves", 3},
      {"format: 1\nsizes:\n  - {key: \"a\", solves: 20, recent: [1,1,1,1,1,1,1,1,1,1,1,1,1]}\n", "recent", 3},
      {"format: 1\nsizes:\n  - {key: \"a\", solves: 1, speed: 3}\n", "speed", 3},
  };
  for (const auto& c : cases) {
    const auto loaded = parseSolveTimes(c.text, "records.yaml");
    ASSERT_FALSE(ok(loaded)) << c.text;
    const LoadError& e = std::get<LoadError>(loaded);
    EXPECT_NE(e.message.find(c.why), std::string::npos) << e.text();
    EXPECT_EQ(e.line, c.line) << e.text();
  }
}

}  // namespace
}  // namespace solve_times_file_test
}  // namespace tileflow
