#include "game/net/MatchReferee.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "game/flood/FloodState.hpp"
#include "game/io/CatalogFile.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow::match {
namespace match_referee_test {
namespace {

FloodOffer smallFlood(std::uint64_t seed, Side first = Side::Host) {
  FloodOffer o;
  o.size = 6;
  o.colours = 4;
  o.seed = seed;
  o.firstMover = first;
  return o;
}

// A colour the side to move may not pick because it is their own.
int ownColour(const FloodReferee& r) { return r.state().colourOf(r.state().turn()); }

// Each device keeps its messages as the other would get them, through the encoding.
template <typename T>
T sent(const T& message) {
  const Decoded d = decode(encode(message));
  EXPECT_TRUE(d) << d.error;
  return std::get<T>(*d.message);
}

TEST(FloodRefereeTest, BothDevicesBuildTheSameBoardFromAnOffer) {
  for (std::uint64_t seed : {1u, 2u, 77u}) {
    const FloodOffer offer = smallFlood(seed);
    const FloodReferee host(offer);
    const FloodReferee joiner(std::get<FloodOffer>(sent(MatchOffer{offer}).match));
    EXPECT_EQ(host.state(), joiner.state());
    // The two corners start apart, as two players need.
    EXPECT_EQ(host.state().owned(0) + host.state().owned(1) + host.state().unowned(), 36);
  }
  EXPECT_FALSE(floodMatchBoard(smallFlood(1)) == floodMatchBoard(smallFlood(2)));
}

TEST(FloodRefereeTest, OffersOutsideTheLimitsDoNotBuild) {
  FloodOffer o = smallFlood(1);
  o.size = 31;
  EXPECT_THROW(FloodReferee{o}, std::invalid_argument);
}

TEST(FloodRefereeTest, TheFirstMoverHoldsTheTopLeftCorner) {
  const FloodReferee hostFirst(smallFlood(5, Side::Host));
  EXPECT_EQ(hostFirst.player(Side::Host), 0);
  EXPECT_EQ(hostFirst.toMove(), Side::Host);
  const FloodReferee joinerFirst(smallFlood(5, Side::Joiner));
  EXPECT_EQ(joinerFirst.player(Side::Joiner), 0);
  EXPECT_EQ(joinerFirst.side(1), Side::Host);
  EXPECT_EQ(joinerFirst.toMove(), Side::Joiner);
}

TEST(FloodRefereeTest, AWholeMatchPlaysToItsEndOnBothDevices) {
  FloodReferee host(smallFlood(11, Side::Joiner));
  FloodReferee joiner(smallFlood(11, Side::Joiner));
  int guard = 0;
  while (!host.over()) {
    ASSERT_LT(++guard, 500);
    const int colour = greediestColours(host.state()).front();
    FloodMoveResult judged;
    if (host.toMove() == Side::Joiner) {
      // The joiner picks from its own copy and sends the move.
      ASSERT_EQ(joiner.toMove(), Side::Joiner);
      judged = host.judge(Side::Joiner, sent(FloodMove{joiner.moves(), colour}));
    } else {
      judged = host.judgeHostMove(colour);
    }
    ASSERT_TRUE(judged.accepted) << judged.reason;
    const auto parted = joiner.follow(sent(judged));
    ASSERT_FALSE(parted) << *parted;
    EXPECT_EQ(joiner.state(), host.state());
  }
  EXPECT_TRUE(joiner.over());
  const auto result = host.result();
  ASSERT_TRUE(result);
  EXPECT_EQ(joiner.result(), result);
  const int hostCells = host.cells(Side::Host);
  const int joinerCells = host.cells(Side::Joiner);
  EXPECT_EQ(hostCells + joinerCells, 36);
  const Winner expected = hostCells > joinerCells   ? Winner::Host
                          : joinerCells > hostCells ? Winner::Joiner
                                                    : Winner::Nobody;
  EXPECT_EQ(result->winner, expected);
  EXPECT_FALSE(result->reason.empty());
  // No move is taken once it is over.
  const FloodMoveResult late = host.judge(host.toMove(), FloodMove{host.moves(), 0});
  EXPECT_FALSE(late.accepted);
  EXPECT_EQ(late.reason, "the game is over");
}

TEST(FloodRefereeTest, AMoveOutOfTurnIsRefused) {
  FloodReferee host(smallFlood(3, Side::Host));
  const FloodState before = host.state();
  const int colour = greediestColours(host.state()).front();
  const FloodMoveResult r = host.judge(Side::Joiner, FloodMove{0, colour});
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.reason, "it is not your turn");
  EXPECT_EQ(r.turn, Side::Host);
  EXPECT_EQ(host.state(), before);
}

TEST(FloodRefereeTest, ForbiddenColoursAreRefusedWithFloodsOwnReasons) {
  FloodReferee host(smallFlood(3, Side::Joiner));
  const FloodState before = host.state();
  const FloodMoveResult own = host.judge(Side::Joiner, FloodMove{0, ownColour(host)});
  EXPECT_FALSE(own.accepted);
  EXPECT_EQ(own.reason, "your own colour");
  const int opponents = host.state().colourOf(1);
  const FloodMoveResult theirs = host.judge(Side::Joiner, FloodMove{0, opponents});
  EXPECT_FALSE(theirs.accepted);
  EXPECT_EQ(theirs.reason, "the opponent's colour");
  const FloodMoveResult none = host.judge(Side::Joiner, FloodMove{0, 4});  // a board of colours 0..3
  EXPECT_FALSE(none.accepted);
  EXPECT_EQ(none.reason, "no such colour");
  EXPECT_EQ(host.state(), before);
}

TEST(FloodRefereeTest, AMoveNumberedForAnotherTurnIsRefused) {
  FloodReferee host(smallFlood(3, Side::Host));
  ASSERT_TRUE(host.judgeHostMove(greediestColours(host.state()).front()).accepted);
  const int colour = greediestColours(host.state()).front();
  const FloodMoveResult stale = host.judge(Side::Joiner, FloodMove{0, colour});
  EXPECT_FALSE(stale.accepted);
  EXPECT_EQ(stale.reason, "that move was for move 1, not move 2");
  EXPECT_TRUE(host.judge(Side::Joiner, FloodMove{1, colour}).accepted);
}

TEST(FloodRefereeTest, RefusalsLeaveTheJoinersCopyAlone) {
  FloodReferee joiner(smallFlood(3));
  const FloodState before = joiner.state();
  FloodMoveResult refused;
  refused.reason = "it is not your turn";
  EXPECT_FALSE(joiner.follow(refused));
  EXPECT_EQ(joiner.state(), before);
}

TEST(FloodRefereeTest, TheJoinerNoticesWhenItsCopyPartsFromTheHosts) {
  FloodReferee host(smallFlood(3));
  FloodReferee joiner(smallFlood(3));
  FloodMoveResult judged = host.judgeHostMove(greediestColours(host.state()).front());
  ASSERT_TRUE(judged.accepted);
  FloodMoveResult wrongCount = judged;
  wrongCount.hostCells += 1;
  {
    FloodReferee copy = joiner;
    EXPECT_TRUE(copy.follow(wrongCount));
  }
  FloodMoveResult wrongNumber = judged;
  wrongNumber.number = 5;
  {
    FloodReferee copy = joiner;
    EXPECT_TRUE(copy.follow(wrongNumber));
  }
  FloodMoveResult illegal = judged;
  illegal.colour = ownColour(joiner);
  {
    FloodReferee copy = joiner;
    EXPECT_TRUE(copy.follow(illegal));
  }
  EXPECT_FALSE(joiner.follow(judged));
  EXPECT_EQ(joiner.state(), host.state());
}

RaceOffer smallRace(std::uint64_t seed) {
  RaceOffer r;
  r.options.width = 6;
  r.options.height = 5;
  r.options.environment = "test";
  r.options.seed = seed;
  return r;
}

// The turns that take `level`'s board to its recorded solution.
std::vector<TileTurn> solvingTurns(const Level& level) {
  std::vector<TileTurn> turns;
  const auto& solution = level.solution.value();
  for (int i = 0; i < level.board.cellCount(); ++i) {
    if (level.board.present(i) && level.board.cell(i).rotation != solution[static_cast<std::size_t>(i)])
      turns.push_back(TileTurn{static_cast<std::uint32_t>(i), solution[static_cast<std::size_t>(i)]});
  }
  return turns;
}

bool sameTiles(const Board& a, const Board& b) {
  if (a.width() != b.width() || a.height() != b.height() || !a.sameLayout(b)) return false;
  for (int i = 0; i < a.cellCount(); ++i) {
    if (a.cell(i).type != b.cell(i).type || a.cell(i).rotation != b.cell(i).rotation) return false;
  }
  return true;
}

TEST(RaceRefereeTest, BothDevicesBuildTheSameLevelFromAnOffer) {
  for (std::uint64_t seed : {1u, 9u}) {
    const RaceOffer offer = smallRace(seed);
    const auto host = raceLevel(test::testCatalog(), offer).level;
    const auto joiner = raceLevel(test::testCatalog(), std::get<RaceOffer>(sent(MatchOffer{offer}).match)).level;
    ASSERT_TRUE(host && joiner);
    EXPECT_TRUE(sameTiles(host->board, joiner->board));
    EXPECT_EQ(host->solution, joiner->solution);
  }
  // Net's rules on the shipped catalog too.
  RaceOffer net;
  net.options.width = 7;
  net.options.height = 7;
  net.options.kind = GeneratorKind::Net;
  net.options.rules = Rules::net();
  net.options.seed = 4;
  const auto a = raceLevel(defaultCatalog(), net).level;
  const auto b = raceLevel(defaultCatalog(), std::get<RaceOffer>(sent(MatchOffer{net}).match)).level;
  ASSERT_TRUE(a && b);
  EXPECT_TRUE(sameTiles(a->board, b->board));
  EXPECT_EQ(a->rules, b->rules);
}

TEST(RaceRefereeTest, AnEnvironmentThisDeviceLacksIsAnError) {
  RaceOffer offer = smallRace(1);
  offer.options.environment = "moon";
  const RaceLevel made = raceLevel(test::testCatalog(), offer);
  EXPECT_FALSE(made.level);
  EXPECT_EQ(made.error, "this device has no land called 'moon'");
}

TEST(RaceRefereeTest, TheBacktrackingBaselineIsNoRace) {
  RaceOffer offer = smallRace(1);
  offer.options.kind = GeneratorKind::Backtrack;
  const RaceLevel made = raceLevel(test::testCatalog(), offer);
  EXPECT_FALSE(made.level);
  EXPECT_NE(made.error.find("backtracking"), std::string::npos);
}

TEST(RaceRefereeTest, AGeneratorThatFailsIsDeclinedNotThrown) {
  // A ring cut from a board two cells high leaves two parts that no network can join; the
  // generator stumbles over that with the connected rule.
  RaceOffer offer = smallRace(274);
  offer.options.width = 7;
  offer.options.height = 2;
  offer.options.outline = Outline::Ring;
  offer.options.rules = Rules::net();
  RaceLevel made;
  EXPECT_NO_THROW(made = raceLevel(test::testCatalog(), offer));
  EXPECT_TRUE(made.level || !made.error.empty());
}

TEST(RaceRefereeTest, TheFirstToSolveWinsAndTheOtherMayFinish) {
  const auto level = raceLevel(test::testCatalog(), smallRace(3)).level;
  ASSERT_TRUE(level && level->solution);
  RaceReferee referee(*level);
  const std::vector<TileTurn> turns = solvingTurns(*level);
  ASSERT_GE(turns.size(), 2u);
  EXPECT_EQ(referee.progress(Side::Host).percent, referee.progress(Side::Joiner).percent);
  EXPECT_LT(referee.progress(Side::Joiner).percent, 100);

  // The host makes a start; the joiner then plays the turns of the solution (tiles that look
  // alike in two rotations may leave the last ones without effect).
  EXPECT_FALSE(referee.turn(Side::Host, turns[0]));
  std::uint32_t decidedAfter = 0;
  for (const TileTurn& t : turns) {
    const auto why = referee.turn(Side::Joiner, sent(t));
    ASSERT_FALSE(why) << *why;
    if (referee.result() && decidedAfter == 0) decidedAfter = referee.turns(Side::Joiner);
  }
  ASSERT_GT(decidedAfter, 0u);
  EXPECT_TRUE(referee.solved(Side::Joiner));
  const RaceProgress done = referee.progress(Side::Joiner);
  EXPECT_TRUE(done.solved);
  EXPECT_EQ(done.percent, 100);
  EXPECT_EQ(done.turns, turns.size());
  ASSERT_TRUE(referee.result());
  EXPECT_EQ(referee.result()->winner, Winner::Joiner);
  EXPECT_EQ(referee.result()->reason, "The joiner solved it first, in " + std::to_string(decidedAfter) +
                                          (decidedAfter == 1 ? " turn" : " turns"));

  // The host finishes after; its turns still count but the result stands.
  for (std::size_t i = 1; i < turns.size(); ++i) EXPECT_FALSE(referee.turn(Side::Host, turns[i]));
  EXPECT_TRUE(referee.solved(Side::Host));
  EXPECT_EQ(referee.result()->winner, Winner::Joiner);
}

TEST(RaceRefereeTest, ProgressGrowsAsTheEndsJoin) {
  const auto level = raceLevel(test::testCatalog(), smallRace(5)).level;
  ASSERT_TRUE(level);
  RaceReferee referee(*level);
  const int start = referee.progress(Side::Host).percent;
  EXPECT_EQ(0, start) << "nobody has moved: ends the shuffle left joined are nobody's progress";
  for (const TileTurn& t : solvingTurns(*level)) referee.turn(Side::Host, t);
  EXPECT_GT(referee.progress(Side::Host).percent, start);
  EXPECT_EQ(referee.progress(Side::Host).percent, 100);
  EXPECT_EQ(referee.progress(Side::Joiner).percent, start);  // the copies are apart
}

TEST(RaceRefereeTest, TurnsThatAreNoTurnsOfThisBoardAreRefused) {
  const auto level = raceLevel(test::testCatalog(), smallRace(3)).level;
  ASSERT_TRUE(level);
  RaceReferee referee(*level);
  EXPECT_EQ(referee.turn(Side::Joiner, TileTurn{30, 0}), "cell 30 is not on the board");
  EXPECT_EQ(referee.turn(Side::Joiner, TileTurn{0, 4}), "a cell of this board has no rotation 4");
  EXPECT_EQ(referee.turns(Side::Joiner), 0u);
  EXPECT_TRUE(sameTiles(referee.puzzle(Side::Joiner).board(), level->board));
}

TEST(RaceRefereeTest, ASideSendingTurnsWithoutEndIsCutOff) {
  const auto level = raceLevel(test::testCatalog(), smallRace(3)).level;
  ASSERT_TRUE(level);
  RaceReferee referee(*level);
  const TileTurn still{2, level->board.cell(2).rotation};
  for (std::uint32_t i = 0; i < RaceReferee::MaxTurns; ++i) ASSERT_FALSE(referee.turn(Side::Joiner, still));
  EXPECT_EQ(referee.turn(Side::Joiner, still), "more than 1000000 turns");
  EXPECT_FALSE(referee.turn(Side::Host, still));
}

TEST(RaceRefereeTest, ATurnToTheRotationACellShowsChangesNothing) {
  const auto level = raceLevel(test::testCatalog(), smallRace(3)).level;
  ASSERT_TRUE(level);
  RaceReferee referee(*level);
  EXPECT_FALSE(referee.turn(Side::Joiner, TileTurn{2, level->board.cell(2).rotation}));
  EXPECT_TRUE(sameTiles(referee.puzzle(Side::Joiner).board(), level->board));
  EXPECT_EQ(referee.turns(Side::Joiner), 1u);
}

}  // namespace
}  // namespace match_referee_test
}  // namespace tileflow::match

namespace tileflow::match {
namespace match_referee_test {
namespace {

// Offers as a hostile host might send them: any values the decoder lets through, on small boards.
TEST(RaceRefereeTest, AnyOfferThatDecodesBuildsALevelOrSaysWhyNot) {
  std::uint64_t state = 12345;
  auto next = [&state](int n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(n));
  };
  const char* environments[] = {"all", "test", "moon"};
  int built = 0;
  for (int i = 0; i < 300; ++i) {
    RaceOffer r;
    GenerateOptions& o = r.options;
    o.shape = static_cast<Shape>(next(2));
    o.width = 1 + next(8);
    o.height = 1 + next(8);
    o.environment = environments[next(3)];
    o.kind = static_cast<GeneratorKind>(next(4));
    o.blank = next(2) != 0;
    o.wrap = next(2) != 0;
    o.unique = next(2) != 0;
    o.rules.connected = next(2) != 0;
    o.rules.acyclic = next(2) != 0;
    o.seed = static_cast<std::uint64_t>(next(1000));
    o.outline = static_cast<Outline>(next(4));
    o.link.kinds = 1 + next(MaxLandmarkKinds);
    o.link.bridges = next(4);
    o.link.portals = next(3);
    o.link.walls = static_cast<WallPattern>(next(4));
    o.link.algorithm = static_cast<LineAlgorithm>(next(7));
    o.link.minSpacing = next(5);
    o.link.maxSpacing = next(7);
    if (o.kind == GeneratorKind::Link && next(3) != 0) {
      // Most Link offers as the Link generator takes them, so that its options are tried too.
      o.unique = true;
      o.blank = false;
      o.rules = Rules{};
      o.width = std::max(o.width, 3);
      o.height = std::max(o.height, 3);
    }
    const Decoded d = decode(encode(MatchOffer{r}));
    ASSERT_TRUE(d) << d.error;
    const Catalog& catalog = i % 2 == 0 ? test::testCatalog() : defaultCatalog();
    const RaceLevel made = raceLevel(catalog, std::get<RaceOffer>(std::get<MatchOffer>(*d.message).match));
    if (made.level) {
      RaceReferee referee(*made.level);
      EXPECT_FALSE(referee.result());
      ++built;
    } else {
      EXPECT_NE(made.error, "");
    }
  }
  EXPECT_GT(built, 0);
}

}  // namespace
}  // namespace match_referee_test
}  // namespace tileflow::match
