#include "game/net/Conversation.hpp"

#include <gtest/gtest.h>

namespace tileflow::match {
namespace conversation_test {
namespace {

// Both ends, kept in step: every message goes through the sender's and the receiver's.
struct Pair {
  Conversation host{Side::Host};
  Conversation joiner{Side::Joiner};

  // True when both ends let it pass.
  bool pass(Side from, const Message& m) {
    Conversation& sender = from == Side::Host ? host : joiner;
    Conversation& receiver = from == Side::Host ? joiner : host;
    const auto sent = sender.send(m);
    const auto received = receiver.receive(m);
    EXPECT_EQ(sent.has_value(), received.has_value());
    return !sent && !received;
  }
  void greet() {
    ASSERT_TRUE(pass(Side::Joiner, Hello{}));
    ASSERT_TRUE(pass(Side::Host, HelloReply{true, ProtocolVersion, "", ""}));
  }
  void start(const MatchOffer& offer) {
    ASSERT_TRUE(pass(Side::Host, offer));
    ASSERT_TRUE(pass(Side::Joiner, OfferReply{true, ""}));
  }
};

TEST(ConversationTest, AFloodMatchGoesFromHelloToResult) {
  Pair p;
  EXPECT_EQ(p.host.stage(), Stage::Greeting);
  p.greet();
  EXPECT_EQ(p.joiner.stage(), Stage::Choosing);
  p.start(MatchOffer{FloodOffer{}});
  EXPECT_EQ(p.host.stage(), Stage::Playing);
  EXPECT_EQ(p.host.kind(), MatchKind::Flood);
  EXPECT_TRUE(p.pass(Side::Host, FloodMoveResult{}));
  EXPECT_TRUE(p.pass(Side::Joiner, FloodMove{}));
  EXPECT_TRUE(p.pass(Side::Host, FloodMoveResult{}));
  EXPECT_TRUE(p.pass(Side::Host, MatchResult{}));
  EXPECT_EQ(p.joiner.stage(), Stage::Decided);
  EXPECT_FALSE(p.pass(Side::Joiner, FloodMove{}));
  // Another match.
  p.start(MatchOffer{RaceOffer{}});
  EXPECT_EQ(p.joiner.kind(), MatchKind::TilesRace);
  EXPECT_TRUE(p.pass(Side::Joiner, Bye{"bed time"}));
  EXPECT_EQ(p.host.stage(), Stage::Closed);
  EXPECT_EQ(p.host.receive(Hello{}), "a Hello from the joiner comes after the conversation closed");
}

TEST(ConversationTest, TheLoserOfARaceMayFinishAndLateTurnsMayCrossTheNextOffer) {
  Pair p;
  p.greet();
  p.start(MatchOffer{RaceOffer{}});
  EXPECT_TRUE(p.pass(Side::Joiner, TileTurn{}));
  EXPECT_TRUE(p.pass(Side::Host, RaceProgress{}));
  EXPECT_TRUE(p.pass(Side::Host, MatchResult{Winner::Host, "first"}));
  EXPECT_TRUE(p.pass(Side::Joiner, TileTurn{}));
  EXPECT_TRUE(p.pass(Side::Host, RaceProgress{}));
  // The host offers again while the joiner's last turn is still on its way.
  EXPECT_FALSE(p.host.send(MatchOffer{FloodOffer{}}));
  EXPECT_FALSE(p.host.receive(TileTurn{}));
  EXPECT_FALSE(p.joiner.receive(MatchOffer{FloodOffer{}}));
  EXPECT_TRUE(p.pass(Side::Joiner, OfferReply{true, ""}));
  EXPECT_FALSE(p.pass(Side::Joiner, TileTurn{}));
}

TEST(ConversationTest, TheJoinerMayAskForARematchOnlyOnceAMatchIsDecided) {
  Pair p;
  p.greet();
  EXPECT_EQ(p.host.receive(Rematch{}), "a Rematch from the joiner is out of place while choosing a match");
  p.start(MatchOffer{FloodOffer{}});
  EXPECT_FALSE(p.pass(Side::Joiner, Rematch{}));
  EXPECT_EQ(p.joiner.send(Rematch{}), "a Rematch from the joiner is out of place while playing");
  ASSERT_TRUE(p.pass(Side::Host, MatchResult{Winner::Host, "more cells"}));
  EXPECT_EQ(p.joiner.send(Rematch{}), std::nullopt);
  EXPECT_EQ(p.host.receive(Rematch{}), std::nullopt);
  EXPECT_EQ(p.host.stage(), Stage::Decided) << "asking changes nothing until the host offers";
  EXPECT_EQ(p.joiner.receive(Rematch{}), "a Rematch from the host: only the joiner sends that");
  p.start(rematchOffer(MatchOffer{FloodOffer{}}));
  EXPECT_EQ(p.host.stage(), Stage::Playing);
}

TEST(ConversationTest, ARematchIsTheSameMatchOnANewBoardAndFloodSwapsWhoStarts) {
  FloodOffer flood{10, 5, Shape::Hex, 77, Side::Host};
  const MatchOffer next = rematchOffer(MatchOffer{flood});
  const auto& f = std::get<FloodOffer>(next.match);
  EXPECT_EQ(f.size, 10);
  EXPECT_EQ(f.colours, 5);
  EXPECT_EQ(f.shape, Shape::Hex);
  EXPECT_NE(f.seed, 77u);
  EXPECT_EQ(f.firstMover, Side::Joiner);
  EXPECT_EQ(std::get<FloodOffer>(rematchOffer(next).match).firstMover, Side::Host);
  EXPECT_NE(std::get<FloodOffer>(rematchOffer(next).match).seed, f.seed);

  RaceOffer race;
  race.options.width = 9;
  race.options.seed = 5;
  const MatchOffer again = rematchOffer(MatchOffer{race});
  const RaceOffer& r = std::get<RaceOffer>(again.match);
  EXPECT_EQ(r.options.width, 9);
  EXPECT_NE(r.options.seed, 5u);
  RaceOffer sameButSeed = r;
  sameButSeed.options.seed = 5;
  EXPECT_EQ(sameButSeed, race);
}

TEST(ConversationTest, MovesBeforeAnAcceptedOfferAreOutOfPlace) {
  Pair p;
  EXPECT_EQ(p.host.receive(FloodMove{}), "a FloodMove from the joiner is out of place while greeting");
  p.greet();
  EXPECT_EQ(p.host.receive(TileTurn{}), "a TileTurn from the joiner is out of place while choosing a match");
  ASSERT_TRUE(p.pass(Side::Host, MatchOffer{FloodOffer{}}));
  EXPECT_FALSE(p.pass(Side::Joiner, FloodMove{}));
  ASSERT_TRUE(p.pass(Side::Joiner, OfferReply{false, "no"}));
  EXPECT_EQ(p.host.stage(), Stage::Choosing);
  EXPECT_FALSE(p.host.kind());
  EXPECT_FALSE(p.pass(Side::Joiner, FloodMove{}));
}

TEST(ConversationTest, AFloodMatchTakesNoTileTurnsAndARaceNoFloodMoves) {
  Pair flood;
  flood.greet();
  flood.start(MatchOffer{FloodOffer{}});
  EXPECT_FALSE(flood.pass(Side::Joiner, TileTurn{}));
  Pair race;
  race.greet();
  race.start(MatchOffer{RaceOffer{}});
  EXPECT_FALSE(race.pass(Side::Joiner, FloodMove{}));
  EXPECT_FALSE(race.pass(Side::Host, FloodMoveResult{}));
}

TEST(ConversationTest, OnlyTheHostJudges) {
  Pair p;
  p.greet();
  p.start(MatchOffer{FloodOffer{}});
  EXPECT_EQ(p.host.receive(MatchResult{Winner::Joiner, "I win"}),
            "a MatchResult from the joiner: only the host sends that");
  EXPECT_EQ(p.host.receive(FloodMoveResult{}), "a FloodMoveResult from the joiner: only the host sends that");
  EXPECT_TRUE(p.joiner.send(MatchOffer{FloodOffer{}}));
  EXPECT_EQ(p.host.stage(), Stage::Playing);
}

TEST(ConversationTest, ARefusedHelloClosesAndASecondHelloIsOutOfPlace) {
  Pair refused;
  ASSERT_TRUE(refused.pass(Side::Joiner, Hello{2, "", ""}));
  ASSERT_TRUE(refused.pass(Side::Host, HelloReply{false, ProtocolVersion, "", ""}));
  EXPECT_EQ(refused.joiner.stage(), Stage::Closed);

  Pair twice;
  ASSERT_TRUE(twice.pass(Side::Joiner, Hello{}));
  EXPECT_FALSE(twice.pass(Side::Joiner, Hello{}));
  Pair early;
  EXPECT_FALSE(early.pass(Side::Host, HelloReply{true, ProtocolVersion, "", ""}));
  EXPECT_FALSE(early.pass(Side::Host, MatchOffer{}));
}

}  // namespace
}  // namespace conversation_test
}  // namespace tileflow::match
