// Specifications of a play session: moves, the win and its one recorded result, the clock,
// hints and the message line, all without a screen.
#include <gtest/gtest.h>

#include <vector>

#include "game/play/PlaySession.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace play_session_test {
namespace {

using test::testCatalog;
using test::tileId;

// A 3x1 road: end, straight, end, all showing rotation 0, so nothing matches; solved by turning
// the first end clockwise, the straight once and the last end counter-clockwise.
Level threeInARow(bool recordSolution = true) {
  Level l;
  l.id = "row";
  l.name = "Row";
  l.board = Board(testCatalog(), 3, 1);
  l.board.place(0, tileId("road-end"), 0);
  l.board.place(1, tileId("road-straight"), 0);
  l.board.place(2, tileId("road-end"), 0);
  if (recordSolution) l.solution = std::vector<std::uint8_t>{1, 1, 3};
  l.parMoves = 3;
  return l;
}

struct Recorded {
  std::vector<PlayResult> results;
  PlaySession::Recorder recorder() {
    return [this](const PlayResult& r) { results.push_back(r); };
  }
};

void solveRow(PlaySession& s) {
  s.rotate(0, 1);
  s.rotate(1, 1);
  s.rotate(2, -1);
}

TEST(PlaySession, ARotationReturnsTheMoveItMade) {
  PlaySession s(threeInARow());
  EXPECT_EQ(s.rotate(1, -1), Move::rotate(1, -1));
  EXPECT_EQ(s.puzzle().board().cell(1).rotation, 3);
  EXPECT_EQ(s.puzzle().moves(), 1);
  EXPECT_EQ(s.rotate(3, 1), std::nullopt) << "no such cell";
  EXPECT_EQ(s.rotate(-1, 1), std::nullopt);
}

TEST(PlaySession, ALockedTileIsRefusedWithAReason) {
  PlaySession s(threeInARow());
  EXPECT_EQ(s.toggleLock(1), Move::lock(1));
  EXPECT_EQ(s.rotate(1, 1), std::nullopt);
  EXPECT_EQ(s.puzzle().board().cell(1).rotation, 0);
  EXPECT_NE(s.message().find("locked"), std::string::npos);
  EXPECT_EQ(s.toggleLock(7), std::nullopt);
}

TEST(PlaySession, UndoAndRedoReturnTheMovesTheyReplay) {
  PlaySession s(threeInARow());
  s.rotate(0, 1);
  s.toggleLock(2);
  EXPECT_EQ(s.undo(), Move::lock(2));
  EXPECT_EQ(s.undo(), Move::rotate(0, -1));
  EXPECT_EQ(s.undo(), std::nullopt);
  EXPECT_EQ(s.redo(), Move::rotate(0, 1));
  EXPECT_EQ(s.puzzle().board().cell(0).rotation, 1);
}

TEST(PlaySession, TheWinIsRecordedOnceWithMovesTimeAndHints) {
  Recorded rec;
  PlaySession s(threeInARow(), rec.recorder());
  s.advance(2.5);
  s.rotate(0, 1);
  s.rotate(0, 1);
  s.undo();
  s.advance(10);
  s.hint(0);  // turns the straight
  EXPECT_TRUE(rec.results.empty());
  EXPECT_FALSE(s.won());
  s.rotate(2, -1);
  ASSERT_TRUE(s.won());
  ASSERT_EQ(rec.results.size(), 1u);
  const PlayResult& r = rec.results.front();
  EXPECT_EQ(r.levelId, "row");
  EXPECT_EQ(r.levelName, "Row");
  EXPECT_EQ(r.moves, 3) << "the undone turn does not count";
  EXPECT_EQ(r.seconds, 10) << "the 2.5 s before the first move are not counted";
  EXPECT_EQ(r.hints, 1);
  EXPECT_EQ(r.stars, 2) << "within par, but with a hint";
  EXPECT_EQ(r.parMoves, 3);
  EXPECT_EQ(s.result()->moves, 3);
}

TEST(PlaySession, ASolveByHintsAloneNeverEarnsTheTopStar) {
  Recorded rec;
  Level level = threeInARow();
  level.parSeconds = 60;
  PlaySession s(level, rec.recorder());
  int presses = 0;
  while (!s.won() && presses < 10) {
    ASSERT_EQ(s.hint(0).kind, Hint::Kind::Turn);
    ++presses;
  }
  ASSERT_TRUE(s.won());
  ASSERT_EQ(rec.results.size(), 1u);
  EXPECT_EQ(rec.results.front().hints, presses);
  EXPECT_EQ(rec.results.front().moves, 3) << "within par moves and time";
  EXPECT_EQ(rec.results.front().stars, 2);
}

TEST(PlaySession, TheSameSolveWithoutHintsEarnsTheTopStar) {
  Level level = threeInARow();
  level.parSeconds = 60;
  PlaySession s(level);
  solveRow(s);
  ASSERT_TRUE(s.won());
  EXPECT_EQ(s.result()->hints, 0);
  EXPECT_EQ(s.result()->stars, 3);
}

TEST(PlaySession, OneHintAmongOwnMovesCostsTheTopStar) {
  PlaySession s(threeInARow());
  s.rotate(0, 1);
  s.hint(0);
  s.rotate(2, -1);
  ASSERT_TRUE(s.won());
  EXPECT_EQ(s.result()->moves, 3);
  EXPECT_EQ(s.result()->stars, 2);
}

TEST(PlaySession, TheHintedTileIsKnownUntilTheNextMove) {
  // Cell 0 is never put right, so the level is never won on the way.
  PlaySession s(threeInARow());
  EXPECT_EQ(s.hintedCell(), -1);
  const Hint h = s.hint(1);
  ASSERT_EQ(h.kind, Hint::Kind::Turn);
  EXPECT_EQ(h.move->cell, 1);
  EXPECT_EQ(s.hintedCell(), 1);
  s.rotate(1, 1);
  EXPECT_EQ(s.hintedCell(), -1) << "a turn of its own";
  s.hint(1);
  EXPECT_EQ(s.hintedCell(), 1);
  s.toggleLock(0);
  EXPECT_EQ(s.hintedCell(), -1) << "a lock";
  s.hint(1);
  EXPECT_EQ(s.hintedCell(), 2);
  s.undo();
  EXPECT_EQ(s.hintedCell(), -1) << "an undo";
  s.hint(2);
  EXPECT_EQ(s.hintedCell(), 2);
  s.restart();
  EXPECT_EQ(s.hintedCell(), -1) << "a restart";
  EXPECT_FALSE(s.won());
}

TEST(PlaySession, AHintsMessageGoesWithItsMarkButOtherMessagesStay) {
  PlaySession s(threeInARow());
  s.hint(1);
  EXPECT_EQ(s.message(), "Hint: this tile turned into place");
  s.undo();
  EXPECT_EQ(s.message(), "") << "the tile it names is no longer marked";
  s.hint(1);
  s.rotate(0, 1);
  EXPECT_EQ(s.message(), "") << "a turn of its own";
  s.toggleLock(0);
  s.rotate(0, 1);  // refused: the line says why
  const std::string refused = s.message();
  EXPECT_NE(refused, "");
  s.toggleLock(2);
  EXPECT_EQ(s.message(), refused) << "not a hint's line: it stays for its time";
}

TEST(PlaySession, AHintCostsTheStepsItTurns) {
  PlaySession s(threeInARow());
  s.rotate(0, -1);  // the first end now a half turn from its place
  ASSERT_EQ(s.puzzle().moves(), 1);
  ASSERT_EQ(s.hint(0).kind, Hint::Kind::Turn);
  EXPECT_EQ(s.puzzle().moves(), 3) << "a half turn is two taps' worth";
  s.undo();
  EXPECT_EQ(s.puzzle().moves(), 1);
}

TEST(PlaySession, ARefusedMoveLeavesTheHintedTileMarked) {
  PlaySession s(threeInARow());
  s.toggleLock(2);
  const Hint h = s.hint(0);
  ASSERT_EQ(h.kind, Hint::Kind::Turn);
  EXPECT_EQ(s.rotate(2, 1), std::nullopt);
  EXPECT_EQ(s.redo(), std::nullopt);
  EXPECT_EQ(s.hintedCell(), h.move->cell);
}

TEST(PlaySession, AfterTheWinMovesAreRefusedAndTheClockStops) {
  Recorded rec;
  PlaySession s(threeInARow(), rec.recorder());
  solveRow(s);
  ASSERT_TRUE(s.won());
  const double at = s.seconds();
  s.advance(5);
  EXPECT_EQ(s.seconds(), at);
  EXPECT_EQ(s.rotate(0, 1), std::nullopt);
  EXPECT_EQ(s.undo(), std::nullopt);
  EXPECT_EQ(s.toggleLock(0), std::nullopt);
  EXPECT_FALSE(s.restart());
  EXPECT_EQ(s.hint(0).move, std::nullopt);
  EXPECT_EQ(rec.results.size(), 1u) << "recorded once";
}

TEST(PlaySession, ASessionWinsWithoutARecorder) {
  PlaySession s(threeInARow());
  solveRow(s);
  EXPECT_TRUE(s.won());
  EXPECT_EQ(s.result()->moves, 3);
}

TEST(PlaySession, TheClockRunsUntilFrozen) {
  PlaySession s(threeInARow());
  s.rotate(0, 1);
  s.advance(1.5);
  EXPECT_DOUBLE_EQ(s.seconds(), 1.5);
  EXPECT_TRUE(s.clockRuns());
  s.freezeClock();
  s.advance(3);
  EXPECT_DOUBLE_EQ(s.seconds(), 1.5);
  EXPECT_FALSE(s.clockRuns());
}

TEST(PlaySession, TheClockStartsAtTheFirstMoveAndHoldsWhilePaused) {
  PlaySession s(threeInARow());
  s.advance(30);  // the board (or its lesson) read before playing
  EXPECT_DOUBLE_EQ(s.seconds(), 0);
  EXPECT_FALSE(s.started());
  EXPECT_FALSE(s.clockRuns());
  EXPECT_EQ(s.undo(), std::nullopt);
  s.advance(1);
  EXPECT_DOUBLE_EQ(s.seconds(), 0) << "a refused move starts nothing";
  s.toggleLock(1);
  EXPECT_TRUE(s.started());
  s.advance(2);
  EXPECT_DOUBLE_EQ(s.seconds(), 2);
  s.setPaused(true);  // the window lost the focus or was minimised
  EXPECT_FALSE(s.clockRuns());
  s.advance(18);
  EXPECT_DOUBLE_EQ(s.seconds(), 2);
  s.setPaused(false);
  s.advance(1);
  EXPECT_DOUBLE_EQ(s.seconds(), 3);
}

TEST(PlaySession, AResumedGameWaitsForItsFirstMoveToo) {
  PlaySession first(threeInARow());
  first.rotate(0, 1);
  first.advance(7);
  PlaySession again(threeInARow());
  ASSERT_TRUE(again.resume(first.unfinished()));
  again.advance(5);
  EXPECT_DOUBLE_EQ(again.seconds(), 7);
  again.rotate(2, 1);
  again.advance(1);
  EXPECT_DOUBLE_EQ(again.seconds(), 8);
}

TEST(PlaySession, TheMessageGoesAwayUnlessHeld) {
  PlaySession s(threeInARow());
  s.say("Lock mode");
  EXPECT_FALSE(s.advance(PlaySession::MessageSeconds + 1, true));
  EXPECT_EQ(s.message(), "Lock mode");
  EXPECT_TRUE(s.advance(0.1)) << "let go, an old message goes at once";
  EXPECT_TRUE(s.message().empty());
  s.say("Level restarted");
  EXPECT_FALSE(s.advance(1));
  EXPECT_EQ(s.message(), "Level restarted");
  EXPECT_TRUE(s.advance(PlaySession::MessageSeconds));
  EXPECT_TRUE(s.message().empty());
  EXPECT_FALSE(s.advance(10)) << "nothing left to take down";
}

TEST(PlaySession, RestartGoesBackToTheFirstBoard) {
  PlaySession s(threeInARow());
  s.rotate(0, 1);
  s.rotate(1, 1);
  ASSERT_TRUE(s.restart());
  EXPECT_EQ(s.puzzle().moves(), 0);
  EXPECT_EQ(s.puzzle().board().cell(0).rotation, 0);
  EXPECT_FALSE(s.puzzle().history().canUndo());
  EXPECT_EQ(s.message(), "Level restarted");
}

TEST(PlaySession, AHintTurnsTheFirstWrongTileFromTheGivenCell) {
  PlaySession s(threeInARow());
  const Hint h = s.hint(2);
  ASSERT_EQ(h.kind, Hint::Kind::Turn);
  EXPECT_EQ(h.move, Move::rotate(2, -1));
  EXPECT_EQ(s.puzzle().board().cell(2).rotation, 3);
  EXPECT_EQ(s.hintsUsed(), 1);
  EXPECT_EQ(s.puzzle().moves(), 1) << "a hint's turn is a move";
  EXPECT_EQ(s.undo(), Move::rotate(2, 1)) << "and undoable";
}

TEST(PlaySession, AHintWithoutARecordedSolutionAsksTheSolverOnce) {
  PlaySession s(threeInARow(false));
  ASSERT_NE(s.solution(), nullptr);
  const std::vector<std::uint8_t>* first = s.solution();
  EXPECT_EQ(s.solution(), first);
  int hints = 0;
  while (!s.won() && hints < 10) {
    ASSERT_EQ(s.hint(0).kind, Hint::Kind::Turn);
    ++hints;
  }
  EXPECT_TRUE(s.won());
  EXPECT_EQ(hints, 3);
}

TEST(PlaySession, AHintSaysWhyItGivesNone) {
  Level noWay = threeInARow(false);
  noWay.board.place(2, tileId("blank"), 0);
  PlaySession none(noWay);
  EXPECT_EQ(none.hint(0).kind, Hint::Kind::NoSolution);
  EXPECT_EQ(none.message(), "No hint for this level");
  EXPECT_EQ(none.hintsUsed(), 0);

  PlaySession locked(threeInARow());
  locked.rotate(0, 1);
  locked.rotate(1, 1);
  locked.toggleLock(2);
  EXPECT_EQ(locked.hint(0).kind, Hint::Kind::LockedWrong);
  EXPECT_NE(locked.message().find("locked tile is wrong"), std::string::npos);
}

TEST(PlaySession, AHintKnowsTwoCornersFromACross) {
  // Road on every side in both rotations, but the corners join other sides: not in place.
  Level l;
  l.name = "corners";
  l.board = Board(testCatalog(), 1, 1);
  l.board.place(0, tileId("road-two-corners"), 1);
  l.solution = std::vector<std::uint8_t>{0};
  PlaySession s(l);
  const Hint h = s.hint(0);
  ASSERT_EQ(h.kind, Hint::Kind::Turn);
  EXPECT_EQ(h.move, Move::rotate(0, 1));
  EXPECT_EQ(s.hint(0).kind, Hint::Kind::AllInPlace);
  EXPECT_EQ(s.message(), "Every tile is already in place");
}

TEST(PlaySession, AGameLeftPartWayResumesWithTilesMovesTimeAndHints) {
  PlaySession first(threeInARow());
  EXPECT_TRUE(first.untouched());
  first.rotate(0, 1);
  first.rotate(1, 2);  // a straight turned half round: still wrong
  first.toggleLock(1);
  first.advance(42.7);
  first.hint(2);
  ASSERT_FALSE(first.won());
  EXPECT_FALSE(first.untouched());
  const UnfinishedPlay kept = first.unfinished();
  EXPECT_EQ(3, kept.width);
  EXPECT_EQ(1, kept.height);
  EXPECT_EQ(4, kept.moves) << "the half turn counts two";
  EXPECT_EQ(42, kept.seconds);
  EXPECT_EQ(1, kept.hints);

  PlaySession again(threeInARow());
  ASSERT_TRUE(again.resume(kept));
  EXPECT_TRUE(again.puzzle().board().sameLayout(first.puzzle().board()));
  EXPECT_EQ(first.puzzle().networks().looseEnds(), again.puzzle().networks().looseEnds());
  EXPECT_EQ(4, again.puzzle().moves());
  EXPECT_EQ(42, static_cast<int>(again.seconds()));
  EXPECT_EQ(1, again.hintsUsed());
  EXPECT_FALSE(again.undo()) << "the history starts afresh";
  EXPECT_FALSE(again.rotate(1, 1)) << "the locked tile is still locked";
}

TEST(PlaySession, AResumeThatDoesNotFitTheLevelChangesNothing) {
  PlaySession s(threeInARow());
  UnfinishedPlay wrong;
  wrong.width = 2;
  wrong.height = 1;
  wrong.cells = "11";
  EXPECT_FALSE(s.resume(wrong));
  wrong.width = 3;
  wrong.cells = "1x1";
  EXPECT_FALSE(s.resume(wrong));
  wrong.cells = "151";  // five turns on a square tile
  EXPECT_FALSE(s.resume(wrong));
  EXPECT_TRUE(s.untouched());
  EXPECT_EQ(0, s.puzzle().moves());
}

TEST(PlaySession, TheTurnThatLeavesANetworkWithNoLooseEndsClosesIt) {
  PlaySession s(threeInARow());
  s.rotate(0, 1);
  EXPECT_FALSE(s.closedNetwork());
  s.rotate(1, 1);
  EXPECT_FALSE(s.closedNetwork()) << "joined, but the straight's east side is still loose";
  s.rotate(2, -1);
  EXPECT_TRUE(s.closedNetwork());
}

TEST(PlaySession, TurningAClosedNetworksTileIntoTheSameShapeClosesNothingNew) {
  // Two rows: the top one already solved, the bottom one not, so the level is not won.
  Level l;
  l.board = Board(testCatalog(), 3, 2);
  l.board.place(0, tileId("road-end"), 1);
  l.board.place(1, tileId("road-straight"), 1);
  l.board.place(2, tileId("road-end"), 3);
  l.board.place(3, tileId("road-end"), 0);
  l.board.place(4, tileId("road-straight"), 0);
  l.board.place(5, tileId("road-end"), 0);
  PlaySession s(l);
  ASSERT_TRUE(s.rotate(1, 2));
  EXPECT_FALSE(s.closedNetwork()) << "a straight turned half round looks the same: the network was closed already";
  ASSERT_TRUE(s.rotate(1, 1));
  EXPECT_FALSE(s.closedNetwork()) << "turned across: open";
  ASSERT_TRUE(s.rotate(1, 1));
  EXPECT_TRUE(s.closedNetwork()) << "and back: closed again";
  EXPECT_FALSE(s.won());
}

// Edge marks are notes: they start the clock, are kept with the game and go with a restart, and
// undo leaves them alone.
TEST(PlaySession, EdgeMarksAreKeptWithTheGameAndGoWithARestart) {
  PlaySession s(threeInARow());
  EXPECT_TRUE(s.untouched());
  EXPECT_EQ(s.mark(0, 0), std::nullopt) << "the border takes no mark";
  EXPECT_EQ(s.mark(0, 1), EdgeMark::Joined);
  EXPECT_TRUE(s.started()) << "marking is playing";
  EXPECT_FALSE(s.untouched()) << "a game with only marks is worth keeping";
  EXPECT_EQ(s.puzzle().moves(), 0) << "a mark is no move";
  EXPECT_EQ(s.mark(2, 3), EdgeMark::Joined);
  EXPECT_EQ(s.mark(2, 3), EdgeMark::Cut);
  s.rotate(1, 1);
  s.undo();
  EXPECT_EQ(s.marks().at(1, 1), EdgeMark::Cut) << "undo takes back moves, not notes";
  const UnfinishedPlay kept = s.unfinished();
  EXPECT_FALSE(kept.marks.empty());
  PlaySession again(threeInARow());
  ASSERT_TRUE(again.resume(kept));
  EXPECT_EQ(again.marks(), s.marks());
  UnfinishedPlay damaged = kept;
  damaged.marks = "222";  // the border's edges: no longer fits
  PlaySession third(threeInARow());
  ASSERT_TRUE(third.resume(damaged)) << "the tiles still resume";
  EXPECT_TRUE(third.marks().empty());
  ASSERT_TRUE(s.restart());
  EXPECT_TRUE(s.marks().empty());
}

// With the assistant's turn asked for, a tile whose neighbours and marks leave it one way turns
// into place and locks; the moves it makes are undone one by one.
TEST(PlaySession, TheAssistantTurnsAndLocksWhatTheLocksForce) {
  Recorded recorded;
  PlaySession s(threeInARow(), recorded.recorder());
  const std::vector<Move> made = s.assist({0});
  // The border leaves every tile of the row one picture: all three turn and lock, and it is won.
  ASSERT_FALSE(made.empty());
  EXPECT_TRUE(s.won());
  ASSERT_EQ(recorded.results.size(), 1u);
  for (int c = 0; c < 3; ++c) EXPECT_TRUE(s.puzzle().board().cell(c).locked);
  PlaySession t(threeInARow());
  ASSERT_TRUE(t.toggleLock(1));
  const std::vector<Move> none = t.assist({});
  EXPECT_TRUE(none.empty());
  EXPECT_EQ(t.puzzle().moves(), 0);
}

// Showing the solution ends the game without a win: nothing recorded, no move taken, the clock
// stopped, nothing to keep.
TEST(PlaySession, TheSolutionShownIsNoWin) {
  Recorded recorded;
  PlaySession s(threeInARow(), recorded.recorder());
  s.rotate(1, 1);
  s.advance(5);
  ASSERT_TRUE(s.revealSolution());
  EXPECT_TRUE(s.revealed());
  EXPECT_TRUE(s.over());
  EXPECT_FALSE(s.won());
  EXPECT_TRUE(recorded.results.empty());
  EXPECT_EQ(s.puzzle().board().looseEnds(), 0);
  EXPECT_TRUE(s.puzzle().solved());
  EXPECT_FALSE(s.clockRuns());
  const double at = s.seconds();
  s.advance(5);
  EXPECT_EQ(s.seconds(), at);
  EXPECT_EQ(s.rotate(0, 1), std::nullopt);
  EXPECT_EQ(s.undo(), std::nullopt);
  EXPECT_EQ(s.mark(0, 1), std::nullopt);
  EXPECT_FALSE(s.restart());
  EXPECT_FALSE(s.revealSolution()) << "once";
  PlaySession won(threeInARow());
  solveRow(won);
  EXPECT_FALSE(won.revealSolution()) << "a won game has nothing to show";
}

}  // namespace
}  // namespace play_session_test
}  // namespace tileflow
