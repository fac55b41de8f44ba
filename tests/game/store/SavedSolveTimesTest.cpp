// Specifications of the saved records: solves survive a restart, a damaged file is moved aside
// with a notice and the records start afresh.
#include "game/store/SavedSolveTimes.hpp"

#include <gtest/gtest.h>

#include "tests/support/ScratchFolder.hpp"

namespace tileflow {
namespace saved_solve_times_test {
namespace {

TEST(SavedSolveTimes, SolvesSurviveARestart) {
  const test::ScratchFolder dir("saved-solve-times");
  const auto file = dir / "records.yaml";
  {
    SavedSolveTimes saved(file);
    EXPECT_TRUE(saved.get().all().empty());
    saved.add(recordKey("tiles", 9, 9), 70, 31);
    EXPECT_EQ(saved.add(recordKey("tiles", 9, 9), 64, 33), (NewBests{true, false, false, false}));
  }
  SavedSolveTimes again(file);
  const SizeRecord* r = again.get().find("tiles 9x9");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->solves, 2);
  EXPECT_EQ(r->bestSeconds, 64);
  EXPECT_EQ(r->bestMoves, 31);
  EXPECT_EQ(r->recent, (std::vector<int>{70, 64}));
  EXPECT_TRUE(again.notice().empty());
}

TEST(SavedSolveTimes, ADamagedFileIsMovedAsideAndTheRecordsStartAfresh) {
  const test::ScratchFolder dir("saved-solve-times-damaged");
  dir.write("records.yaml", "format: 1\nsizes: [{key: \"tiles 5x5\", solves: many}]\n");
  SavedSolveTimes saved(dir / "records.yaml");
  EXPECT_TRUE(saved.get().all().empty());
  EXPECT_NE(saved.notice().find("Records could not be read"), std::string::npos) << saved.notice();
  EXPECT_EQ(dir.countStartingWith("records.yaml.corrupt-"), 1);
}

}  // namespace
}  // namespace saved_solve_times_test
}  // namespace tileflow
