#include "game/net/Messages.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <set>

#include "tests/game/net/SampleMessages.hpp"

namespace tileflow::match {
namespace messages_test {
namespace {

using Bytes = std::vector<std::uint8_t>;

// The error decoding `bytes` gives; fails the test when they decode.
std::string errorOf(const Bytes& bytes) {
  const Decoded d = decode(bytes);
  EXPECT_FALSE(d) << "decoded unexpectedly";
  EXPECT_FALSE(d.error.empty());
  return d.error;
}

Bytes withType(MessageType type, std::initializer_list<std::uint8_t> rest) {
  Bytes b;
  b.reserve(rest.size() + 1);
  b.push_back(static_cast<std::uint8_t>(type));
  for (const std::uint8_t byte : rest) b.push_back(byte);
  return b;
}

TEST(MessagesTest, EveryMessageSurvivesEncodingAndDecoding) {
  std::set<MessageType> types;
  for (const auto& [name, message] : samples::sampleMessages()) {
    const Bytes bytes = encode(message);
    ASSERT_FALSE(bytes.empty());
    EXPECT_EQ(bytes[0], static_cast<std::uint8_t>(typeOf(message))) << name;
    const Decoded d = decode(bytes);
    ASSERT_TRUE(d) << name << ": " << d.error;
    EXPECT_EQ(*d.message, message) << name;
    types.insert(typeOf(message));
  }
  EXPECT_EQ(types.size(), static_cast<std::size_t>(LastMessageType - FirstMessageType + 1));
}

TEST(MessagesTest, DefaultMessagesSurviveToo) {
  const std::vector<Message> defaults = {
      Hello{},           HelloReply{}, MatchOffer{},   MatchOffer{RaceOffer{}}, OfferReply{}, FloodMove{},
      FloodMoveResult{}, TileTurn{},   RaceProgress{}, MatchResult{},           Bye{},        Rematch{}};
  for (const Message& m : defaults) {
    const Decoded d = decode(encode(m));
    ASSERT_TRUE(d) << messageName(typeOf(m)) << ": " << d.error;
    EXPECT_EQ(*d.message, m);
  }
}

TEST(MessagesTest, TypesAreNumberedFromOneAndZeroIsTheTransports) {
  EXPECT_EQ(encode(Hello{})[0], 1);
  EXPECT_EQ(encode(Bye{})[0], 10);
  EXPECT_EQ(encode(Rematch{})[0], 11);
  EXPECT_NE(errorOf({0x00}).find("unknown message type 0"), std::string::npos);
  EXPECT_NE(errorOf({12}).find("unknown message type 12"), std::string::npos);
  errorOf({0xff, 1, 2, 3});
}

TEST(MessagesTest, IntegersAreBigEndian) {
  const Bytes b = encode(FloodMove{0x01020304, 5});
  EXPECT_EQ(b, (Bytes{5, 0x01, 0x02, 0x03, 0x04, 5}));
  const Bytes h = encode(Hello{0x0102, "v", "n"});
  EXPECT_EQ(h, (Bytes{1, 0x01, 0x02, 0, 1, 'v', 0, 1, 'n'}));
}

TEST(MessagesTest, EmptyAndOverlongPayloadsAreRefused) {
  EXPECT_EQ(errorOf({}), "empty message");
  Bytes huge = encode(Bye{"x"});
  huge.resize(MaxPayload + 1, 0);
  EXPECT_NE(errorOf(huge).find("longer than"), std::string::npos);
}

TEST(MessagesTest, EveryTruncationOfEveryMessageIsAnError) {
  for (const auto& [name, message] : samples::sampleMessages()) {
    const Bytes bytes = encode(message);
    for (std::size_t n = 0; n < bytes.size(); ++n) {
      const Decoded d = decode(std::span(bytes).first(n));
      EXPECT_FALSE(d) << name << " cut to " << n << " bytes";
      EXPECT_FALSE(d.error.empty());
    }
  }
}

TEST(MessagesTest, TrailingBytesAreAnError) {
  for (const auto& [name, message] : samples::sampleMessages()) {
    Bytes bytes = encode(message);
    bytes.push_back(0);
    EXPECT_NE(errorOf(bytes).find("1 bytes left over"), std::string::npos) << name;
  }
}

TEST(MessagesTest, ErrorsNameTheMessageAndTheField) {
  EXPECT_EQ(errorOf(withType(MessageType::FloodMove, {0, 0})), "FloodMove: ends before the move number");
  EXPECT_EQ(errorOf(withType(MessageType::FloodMove, {0, 0, 0, 0, 10})), "FloodMove: colour is 10, outside 0..9");
}

TEST(MessagesTest, InvalidEnumValuesAreRefused) {
  // A match kind of 3.
  EXPECT_NE(errorOf(withType(MessageType::MatchOffer, {3})).find("match kind"), std::string::npos);
  EXPECT_NE(errorOf(withType(MessageType::MatchOffer, {0})).find("match kind"), std::string::npos);
  // A flag of 2.
  EXPECT_NE(errorOf(withType(MessageType::OfferReply, {2, 0, 0})).find("accepted flag"), std::string::npos);
  // A winner of 3.
  EXPECT_NE(errorOf(withType(MessageType::MatchResult, {3, 0, 0})).find("winner"), std::string::npos);
  // A side of 2.
  EXPECT_NE(errorOf(withType(MessageType::RaceProgress, {2, 50, 0, 0, 0, 0, 0})).find("side"), std::string::npos);
  // A percent of 101.
  EXPECT_NE(errorOf(withType(MessageType::RaceProgress, {0, 101, 0, 0, 0, 0, 0})).find("percent"), std::string::npos);
  // A rotation of 6 and a cell past the largest board.
  EXPECT_NE(errorOf(withType(MessageType::TileTurn, {0, 0, 0, 1, 6})).find("rotation"), std::string::npos);
  EXPECT_NE(errorOf(withType(MessageType::TileTurn, {0, 1, 0, 0, 0})).find("past the largest board"),
            std::string::npos);
}

// Byte offsets into the sample offers, from the layout in docs/network.md, "Messages".
TEST(MessagesTest, OfferFieldsOutOfRangeAreRefused) {
  const Bytes flood = encode(MatchOffer{FloodOffer{}});
  auto corrupt = [](Bytes b, std::size_t at, std::uint8_t value) {
    b[at] = value;
    return b;
  };
  // type, kind, size, colours, shape, seed (8), first mover
  ASSERT_EQ(flood.size(), 14u);
  EXPECT_NE(errorOf(corrupt(flood, 2, 1)).find("Flood board size is 1"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(flood, 2, 31)).find("Flood board size is 31"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(flood, 3, 9)).find("Flood colours"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(flood, 3, 2)).find("Flood colours"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(flood, 4, 2)).find("cell shape"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(flood, 13, 2)).find("first mover"), std::string::npos);

  RaceOffer race;
  race.options.environment = "";
  const Bytes r = encode(MatchOffer{race});
  // type, kind, shape, width (2), height (2), environment (2 + 0), generator, flags, seed (8), outline,
  // kinds, bridges (2), portals (2), walls, algorithm, min spacing (2), max spacing (2)
  ASSERT_EQ(r.size(), 31u);
  EXPECT_NE(errorOf(corrupt(r, 3, 1)).find("board width is 261"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(corrupt(r, 5, 0), 6, 0)).find("board height is 0"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(r, 9, 4)).find("generator"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(r, 10, 0x20)).find("unknown flags"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(r, 19, 4)).find("outline"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(r, 20, 0)).find("landmark kinds"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(r, 20, 9)).find("landmark kinds"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(r, 21, 0x04)).find("bridges"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(r, 25, 4)).find("wall pattern"), std::string::npos);
  EXPECT_NE(errorOf(corrupt(r, 26, 7)).find("line algorithm"), std::string::npos);
}

TEST(MessagesTest, BadCountsAreRefusedBeforeAnythingIsAllocated) {
  // A name claiming 65535 bytes in a payload of a dozen.
  EXPECT_NE(errorOf(withType(MessageType::Hello, {0, 1, 0, 0, 0xff, 0xff, 'a'})).find("player name of 65535 bytes"),
            std::string::npos);
  // A reason claiming ten bytes with three there.
  EXPECT_NE(errorOf(withType(MessageType::Bye, {0, 10, 'a', 'b', 'c'})).find("ends before the reason"),
            std::string::npos);
}

TEST(MessagesTest, TextsOverTheirCapAreRefused) {
  Bytes b = withType(MessageType::Hello, {0, 1, 0, 0, 0, 33});
  b.insert(b.end(), 33, 'a');
  EXPECT_NE(errorOf(b).find("player name of 33 bytes is longer than 32"), std::string::npos);
  Bytes ok = withType(MessageType::Hello, {0, 1, 0, 0, 0, 32});
  ok.insert(ok.end(), 32, 'a');
  EXPECT_TRUE(decode(ok));
}

TEST(MessagesTest, TextsMustBeCleanUtf8) {
  auto bye = [](std::initializer_list<std::uint8_t> text) {
    Bytes b = withType(MessageType::Bye, {0, static_cast<std::uint8_t>(text.size())});
    b.insert(b.end(), text);
    return b;
  };
  EXPECT_TRUE(decode(bye({'h', 0xc3, 0xa9})));                                                   // "hé"
  EXPECT_NE(errorOf(bye({0xc3})).find("not valid UTF-8"), std::string::npos);                    // cut short
  EXPECT_NE(errorOf(bye({0xc0, 0xaf})).find("not valid UTF-8"), std::string::npos);              // overlong '/'
  EXPECT_NE(errorOf(bye({0xed, 0xa0, 0x80})).find("not valid UTF-8"), std::string::npos);        // a surrogate
  EXPECT_NE(errorOf(bye({0xf4, 0x90, 0x80, 0x80})).find("not valid UTF-8"), std::string::npos);  // past U+10FFFF
  EXPECT_NE(errorOf(bye({'a', '\n'})).find("control character"), std::string::npos);
  EXPECT_NE(errorOf(bye({0xc2, 0x85})).find("control character"), std::string::npos);  // U+0085
  // The invisible characters that change how text is shown: a right-to-left override (U+202E)
  // in a name showed the rest of the other device's line backwards.
  for (const Bytes& invisible : {Bytes{0xe2, 0x80, 0xae}, Bytes{0xe2, 0x81, 0xa6}, Bytes{0xe2, 0x80, 0x8b},
                                 Bytes{0xef, 0xbb, 0xbf}, Bytes{0xd8, 0x9c}}) {
    Bytes b = withType(MessageType::Bye, {0, static_cast<std::uint8_t>(invisible.size() + 2), 'A'});
    b.insert(b.end(), invisible.begin(), invisible.end());
    b.push_back('B');
    EXPECT_NE(errorOf(b).find("control character"), std::string::npos);
  }
  // A sender's own text is cleaned before it goes: the override becomes a space.
  const Decoded d = decode(encode(Hello{ProtocolVersion, "1",
                                        "Ann\xe2\x80\xae"
                                        "evil"}));
  ASSERT_TRUE(d) << d.error;
  EXPECT_EQ(std::get<Hello>(*d.message).name, "Ann evil");
}

TEST(MessagesTest, EncodingFitsTextsToTheirCaps) {
  const std::string longName(40, 'x');
  const Decoded d = decode(encode(Hello{ProtocolVersion, "1", longName}));
  ASSERT_TRUE(d) << d.error;
  EXPECT_EQ(std::get<Hello>(*d.message).name, std::string(32, 'x'));
  // Cut at a character boundary: 31 'a' then a two-byte 'é' does not fit in 32.
  EXPECT_EQ(fitText(std::string(31, 'a') + "\xc3\xa9", 32), std::string(31, 'a'));
  EXPECT_EQ(fitText("a\tb\xff", 32), "a b?");
  EXPECT_EQ(fitText("Zoë", 32), "Zoë");
}

TEST(MessagesTest, HelloFromAnotherVersionIsRefusedWithTheSameWordsOnBothSides) {
  static_assert(ProtocolVersion == 2, "the words below name this version");
  const Hello theirs{3, "9.9", "Future"};
  const HelloReply reply = answerHello(theirs, "Host");
  EXPECT_FALSE(reply.accepted);
  EXPECT_EQ(reply.protocol, ProtocolVersion);
  // Worded for the joiner, who speaks version 3 and hears from a host on version 2.
  EXPECT_EQ(reply.reason,
            "The other device runs Tileflow with network version 2; this one speaks version 3. Update both to the "
            "same version.");
  // The host's own words.
  EXPECT_EQ(versionMismatchText(theirs.protocol),
            "The other device runs Tileflow with network version 3; this one speaks version 2. Update both to the "
            "same version.");
}

TEST(MessagesTest, HelloOfThisVersionIsAccepted) {
  const HelloReply reply = answerHello(Hello{ProtocolVersion, "0.1.0", "Ada"}, "Grace");
  EXPECT_TRUE(reply.accepted);
  EXPECT_EQ(reply.name, "Grace");
  EXPECT_TRUE(reply.reason.empty());
}

TEST(MessagesTest, TheVersionOfAHelloIsReadEvenWhenTheRestIsNot) {
  // A later version's hello with fields this one does not know.
  const Bytes future = {1, 0, 7, 0, 0, 0, 0, 42, 42};
  EXPECT_FALSE(decode(future));
  EXPECT_EQ(helloProtocol(future), 7);
  EXPECT_EQ(helloProtocol(encode(Hello{})), ProtocolVersion);
  EXPECT_FALSE(helloProtocol(encode(Bye{})));
  EXPECT_FALSE(helloProtocol(Bytes{1, 0}));
}

TEST(MessagesTest, ReaderFailuresStick) {
  const Bytes b = {1};
  ByteReader r(b);
  std::uint16_t v = 0;
  EXPECT_FALSE(r.u16(v, "first"));
  std::uint8_t small = 0;
  EXPECT_FALSE(r.u8(small, "second"));  // a byte is there, but the reader already failed
  EXPECT_EQ(r.error(), "ends before the first");
}

// The fuzz target's seed corpus holds exactly these encodings; set TILEFLOW_WRITE_NET_CORPUS=1 to
// write them again after the samples change.
TEST(MessagesTest, SeedCorpusHoldsOneOfEachMessage) {
  const std::string folder = std::string(TILEFLOW_SOURCE_DIR) + "/tests/fuzz/corpus/fuzz_net_messages/";
  const bool write = std::getenv("TILEFLOW_WRITE_NET_CORPUS") != nullptr;
  for (const auto& [name, message] : samples::sampleMessages()) {
    const Bytes bytes = encode(message);
    const std::string path = folder + name + ".bin";
    if (write) {
      std::ofstream out(path, std::ios::binary);
      out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    }
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in) << path;
    const Bytes stored((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(stored, bytes) << path;
  }
}

}  // namespace
}  // namespace messages_test
}  // namespace tileflow::match
