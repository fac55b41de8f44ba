// Announcement: the discovery datagram reads back exactly what was written, anything else is
// ignored, and the host list forgets hosts that stopped announcing.
#include "engine/net/Announcement.hpp"

#include <gtest/gtest.h>

#include <string>

namespace tileflow::net {
namespace announcement_test {
namespace {

using std::chrono::milliseconds;

TEST(Announcement, FormatsAsMagicVersionPortNameThenSummary) {
  EXPECT_EQ(formatAnnouncement({47811, "Ann's tablet", "Flood 14x14, 6 colours"}),
            "TILEFLOW 1 47811 Ann's tablet\nFlood 14x14, 6 colours");
}

TEST(Announcement, ReadsBackWhatItWrote) {
  for (const Announcement& a : {Announcement{47811, "Ann", "Flood 14x14"}, Announcement{1, "x", ""},
                                Announcement{65535, std::string(kMaxHostName, 'n'), std::string(kMaxSummary, 's')}}) {
    const auto back = parseAnnouncement(formatAnnouncement(a));
    ASSERT_TRUE(back) << formatAnnouncement(a);
    EXPECT_EQ(*back, a);
  }
}

TEST(Announcement, ASummaryMayBeMissing) {
  const auto a = parseAnnouncement("TILEFLOW 1 5000 Bob");
  ASSERT_TRUE(a);
  EXPECT_EQ(a->tcpPort, 5000);
  EXPECT_EQ(a->name, "Bob");
  EXPECT_EQ(a->summary, "");
}

TEST(Announcement, FormattingMakesAnyTextSafeAndShort) {
  const std::string datagram = formatAnnouncement(
      {47811, "  Bad\nname\x01\xC3\xA9" + std::string(100, 'z'), "two\nlines\t" + std::string(500, 'y')});
  EXPECT_LE(datagram.size(), kMaxAnnouncement);
  const auto back = parseAnnouncement(datagram);
  ASSERT_TRUE(back) << datagram;
  EXPECT_EQ(back->name.substr(0, 12), "Bad?name???z");
  EXPECT_EQ(back->name.size(), kMaxHostName - 2);
  EXPECT_EQ(back->summary.substr(0, 10), "two?lines?");
  EXPECT_EQ(back->summary.size(), kMaxSummary);
  EXPECT_EQ(parseAnnouncement(formatAnnouncement({9, "   ", ""}))->name, "Tileflow");
}

TEST(Announcement, IgnoresAnotherMagicOrVersion) {
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 2 47811 Ann\n"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 10 47811 Ann\n"));
  EXPECT_FALSE(parseAnnouncement("tileflow 1 47811 Ann\n"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW  1 47811 Ann\n"));
  EXPECT_FALSE(parseAnnouncement("XTILEFLOW 1 47811 Ann\n"));
  EXPECT_FALSE(parseAnnouncement(""));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 "));
}

TEST(Announcement, IgnoresABadPort) {
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 0 Ann"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 047811 Ann"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 65536 Ann"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 99999 Ann"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 123456 Ann"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 -1 Ann"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 +80 Ann"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80  Ann"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 8x0 Ann"));
  EXPECT_TRUE(parseAnnouncement("TILEFLOW 1 65535 Ann"));
}

TEST(Announcement, IgnoresANameThatIsEmptyTooLongOrNotPrintable) {
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 \nsummary"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 Ann \nsummary"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 " + std::string(kMaxHostName + 1, 'a')));
  EXPECT_TRUE(parseAnnouncement("TILEFLOW 1 80 " + std::string(kMaxHostName, 'a')));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 A\tnn"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 A\x7Fnn"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 Andr\xC3\xA9"));
  EXPECT_FALSE(parseAnnouncement(std::string("TILEFLOW 1 80 A\0nn", 18)));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 A\rnn"));
}

TEST(Announcement, IgnoresASummaryThatIsTooLongOrNotPrintable) {
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 Ann\n" + std::string(kMaxSummary + 1, 's')));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 Ann\nline\nline"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 Ann\nbell\a"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 Ann\n\xFF"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 Ann\n padded"));
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 Ann\npadded "));
}

TEST(Announcement, IgnoresADatagramOverTheLimit) {
  EXPECT_FALSE(parseAnnouncement("TILEFLOW 1 80 Ann\n" + std::string(kMaxAnnouncement, 's')));
}

TEST(Announcement, PrintableTextTrimsAndCuts) {
  EXPECT_EQ(printableText("  a b  ", 10), "a b");
  EXPECT_EQ(printableText("abcdef", 3), "abc");
  EXPECT_EQ(printableText("a\nb", 10), "a?b");
  EXPECT_EQ(printableText("   ", 10), "");
}

const NetClock::time_point t0{};

TEST(HostList, ListsEachHostOnceAndKeepsItsLatestAnnouncement) {
  HostList list(milliseconds{4000});
  list.seen("192.168.1.5", {47811, "Ann", "waiting"}, t0);
  list.seen("192.168.1.7", {47811, "Bob", ""}, t0 + milliseconds{100});
  list.seen("192.168.1.5", {47811, "Ann", "Flood 14x14"}, t0 + milliseconds{1000});
  ASSERT_EQ(list.hosts().size(), 2u);
  EXPECT_EQ(list.hosts()[0].address, "192.168.1.5");
  EXPECT_EQ(list.hosts()[0].summary, "Flood 14x14");
  EXPECT_EQ(list.hosts()[0].lastSeen, t0 + milliseconds{1000});
  EXPECT_EQ(list.hosts()[1].name, "Bob");
}

TEST(HostList, TwoPortsOnOneAddressAreTwoHosts) {
  HostList list;
  list.seen("10.0.0.2", {47811, "one", ""}, t0);
  list.seen("10.0.0.2", {47812, "two", ""}, t0);
  EXPECT_EQ(list.hosts().size(), 2u);
}

TEST(HostList, ForgetsAHostUnheardForTheExpiry) {
  HostList list(milliseconds{4000});
  list.seen("10.0.0.2", {47811, "Ann", ""}, t0);
  list.seen("10.0.0.3", {47811, "Bob", ""}, t0 + milliseconds{3000});
  list.forgetStale(t0 + milliseconds{3999});
  EXPECT_EQ(list.hosts().size(), 2u);
  list.forgetStale(t0 + milliseconds{4000});
  ASSERT_EQ(list.hosts().size(), 1u);
  EXPECT_EQ(list.hosts()[0].name, "Bob");
  list.forgetStale(t0 + milliseconds{7000});
  EXPECT_TRUE(list.hosts().empty());
}

TEST(HostList, StaysBoundedWhenFlooded) {
  HostList list(milliseconds{4000}, 3);
  for (int i = 0; i < 100; ++i) list.seen("10.0.0." + std::to_string(i), {80, "h", ""}, t0);
  ASSERT_EQ(list.hosts().size(), 3u);
  EXPECT_EQ(list.hosts()[2].address, "10.0.0.2");
  list.seen("10.0.0.1", {80, "again", ""}, t0 + milliseconds{1});
  EXPECT_EQ(list.hosts()[1].name, "again") << "a listed host still refreshes";
  list.seen("10.0.0.50", {80, "new", ""}, t0 + milliseconds{5000});
  EXPECT_EQ(list.hosts().size(), 1u) << "room again once the old ones expire";
}

TEST(Discovery, QueriesAndRepliesReadBackAndNothingElseDoes) {
  const std::uint64_t nonce = 0x0123456789abcdefULL;
  EXPECT_EQ(formatQuery(nonce), "TILEFLOW? 1 0123456789abcdef");
  EXPECT_EQ(parseQuery(formatQuery(nonce)), nonce);
  const Announcement a{47811, "Ann", "Flood 12x12, 6 colours"};
  const auto reply = parseReply(formatReply(nonce, a));
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->nonce, nonce);
  EXPECT_EQ(reply->announcement, a);
  for (const char* bad : {"TILEFLOW? 1 0123", "TILEFLOW? 2 0123456789abcdef", "TILEFLOW? 1 0123456789ABCDEF",
                          "TILEFLOW? 1 0123456789abcdef0", "TILEFLOW 1 47811 Ann"})
    EXPECT_FALSE(parseQuery(bad)) << bad;
  for (const std::string& bad :
       {std::string("TILEFLOW! 0123456789abcdef"), std::string("TILEFLOW! 0123\nTILEFLOW 1 5 A"),
        std::string("TILEFLOW! 0123456789abcdef\nTILEFLOW 1 0 A"),
        "TILEFLOW! 0123456789abcdef\nTILEFLOW 1 5 " + std::string(600, 'x')})
    EXPECT_FALSE(parseReply(bad)) << bad;
}

TEST(HostList, AHostThatAnswersItsQueryRanksFirst) {
  HostList list;
  list.seen("10.0.0.1", {80, "first", ""}, t0);
  list.seen("10.0.0.2", {80, "real", ""}, t0);
  ASSERT_TRUE(list.shouldQuery("10.0.0.2", 80, 42, t0));
  EXPECT_FALSE(list.shouldQuery("10.0.0.2", 80, 43, t0 + milliseconds{10})) << "once per requery time";
  EXPECT_FALSE(list.answered("10.0.0.2", Reply{41, {80, "real", ""}}, t0)) << "a wrong nonce";
  EXPECT_FALSE(list.answered("10.0.0.3", Reply{42, {80, "real", ""}}, t0)) << "from another address";
  ASSERT_TRUE(list.answered("10.0.0.2", Reply{42, {80, "real", ""}}, t0));
  ASSERT_EQ(list.hosts().size(), 2u);
  EXPECT_EQ(list.hosts()[0].name, "real");
  EXPECT_TRUE(list.hosts()[0].answered);
  EXPECT_FALSE(list.hosts()[1].answered);
  EXPECT_FALSE(list.answered("10.0.0.2", Reply{42, {80, "real", ""}}, t0)) << "a reply counts once";
}

TEST(HostList, QueriesAreRateLimited) {
  HostList list;
  int asked = 0;
  for (int i = 0; i < 100; ++i) {
    const std::string address = "10.0.1." + std::to_string(i);
    list.seen(address, {80, "h", ""}, t0);
    if (list.shouldQuery(address, 80, static_cast<std::uint64_t>(i), t0)) ++asked;
  }
  EXPECT_EQ(asked, HostList::kQueriesPerSecond);
}

// The lobby's six rows were filled by six made-up hosts refreshed every second, so a real host
// never showed. Made-up hosts are asked and never answer; they give their places up and a real
// host that answers ranks first.
TEST(HostList, MadeUpHostsThatFillTheListCannotKeepARealOneOut) {
  HostList list(milliseconds{4000}, 6);
  std::uint64_t nonce = 1;
  bool realFirst = false;
  for (int second = 0; second < 10 && !realFirst; ++second) {
    const auto now = t0 + milliseconds{1000 * second};
    for (int i = 0; i < 6; ++i) {
      const std::string spoof = "10.9.9." + std::to_string(i);
      list.seen(spoof, {80, "Fake", ""}, now);
      list.shouldQuery(spoof, 80, ++nonce, now);  // asked; never answers
    }
    list.seen("192.168.1.20", {47811, "Real", ""}, now + milliseconds{500});
    if (list.shouldQuery("192.168.1.20", 47811, ++nonce, now + milliseconds{500}))
      list.answered("192.168.1.20", Reply{nonce, {47811, "Real", ""}}, now + milliseconds{501});
    realFirst = !list.hosts().empty() && list.hosts()[0].name == "Real";
  }
  EXPECT_TRUE(realFirst);
  EXPECT_LE(list.hosts().size(), 6u);
}

}  // namespace
}  // namespace announcement_test
}  // namespace tileflow::net
