// Discovery: on loopback, a browser hears an announcer, ignores datagrams that do not parse and
// forgets the host once it stops announcing. Waits are generous deadlines, never timings.
#include "engine/net/Discovery.hpp"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <sys/socket.h>

#include <functional>
#include <memory>
#include <thread>

#include "tests/engine/net/NetTestSupport.hpp"

namespace tileflow::net {
namespace discovery_test {
namespace {

using std::chrono::milliseconds;

bool waitUntil(const std::function<bool()>& done) {
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (!done()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(milliseconds{5});
  }
  return true;
}

BrowserOptions loopbackBrowser(milliseconds expiry) {
  BrowserOptions options;
  options.port = 0;
  options.bindAddress = "127.0.0.1";
  options.expiry = expiry;
  return options;
}

AnnouncerOptions loopbackAnnouncer(std::uint16_t port) {
  AnnouncerOptions options;
  options.destinations = {"127.0.0.1"};
  options.interfaceBroadcasts = false;
  options.port = port;
  options.interval = milliseconds{50};
  return options;
}

void sendDatagram(std::uint16_t port, const std::string& bytes) {
  UniqueFd fd(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(port);
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ::sendto(fd.get(), bytes.data(), bytes.size(), 0, reinterpret_cast<const sockaddr*>(&to), sizeof to);
}

TEST(Discovery, ABrowserHearsAnAnnouncerAndForgetsItWhenItStops) {
  DiscoveryBrowser browser(loopbackBrowser(milliseconds{300}));
  ASSERT_EQ(browser.error(), "");
  ASSERT_NE(browser.localPort(), 0);
  auto announcer = std::make_unique<DiscoveryAnnouncer>(Announcement{47999, "Ann", "Flood 14x14"},
                                                        loopbackAnnouncer(browser.localPort()));
  ASSERT_EQ(announcer->error(), "");
  ASSERT_TRUE(waitUntil([&] { return !browser.hosts().empty(); }));
  const auto hosts = browser.hosts();
  ASSERT_EQ(hosts.size(), 1u);
  EXPECT_EQ(hosts[0].address, "127.0.0.1");
  EXPECT_EQ(hosts[0].tcpPort, 47999);
  EXPECT_EQ(hosts[0].name, "Ann");
  EXPECT_EQ(hosts[0].summary, "Flood 14x14");

  announcer->update({47999, "Ann", "Flood 18x18"});
  ASSERT_TRUE(waitUntil([&] {
    const auto now = browser.hosts();
    return now.size() == 1 && now[0].summary == "Flood 18x18";
  }));

  announcer.reset();
  ASSERT_TRUE(waitUntil([&] { return browser.hosts().empty(); }));
}

TEST(Discovery, ABrowserIgnoresWhatDoesNotParse) {
  DiscoveryBrowser browser(loopbackBrowser(milliseconds{60000}));
  ASSERT_EQ(browser.error(), "");
  sendDatagram(browser.localPort(), "hello");
  sendDatagram(browser.localPort(), "TILEFLOW 2 5000 Future\n");
  sendDatagram(browser.localPort(), "TILEFLOW 1 0 NoPort\n");
  sendDatagram(browser.localPort(), "TILEFLOW 1 5001 " + std::string(600, 'x'));
  sendDatagram(browser.localPort(), std::string("TILEFLOW 1 5002 Nul\0", 20));
  sendDatagram(browser.localPort(), "TILEFLOW 1 5003 Good\n");
  ASSERT_TRUE(waitUntil([&] { return !browser.hosts().empty(); }));
  // Datagrams on loopback arrive in order, so the good one came last.
  const auto hosts = browser.hosts();
  ASSERT_EQ(hosts.size(), 1u);
  EXPECT_EQ(hosts[0].name, "Good");
  EXPECT_EQ(hosts[0].tcpPort, 5003);
}

// Six made-up hosts announced from a socket that never answers a query, and one real host: the
// real one is asked, answers and is listed first.
TEST(Discovery, ARealHostRanksAboveMadeUpOnes) {
  DiscoveryBrowser browser(loopbackBrowser(milliseconds{2000}));
  ASSERT_EQ(browser.error(), "");
  UniqueFd spoofer(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(browser.localPort());
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const auto spoof = [&] {
    for (int i = 0; i < 6; ++i) {
      const std::string d = formatAnnouncement({static_cast<std::uint16_t>(5000 + i), "Fake", ""});
      ::sendto(spoofer.get(), d.data(), d.size(), 0, reinterpret_cast<const sockaddr*>(&to), sizeof to);
    }
  };
  spoof();
  ASSERT_TRUE(waitUntil([&] { return browser.hosts().size() == 6; }));
  DiscoveryAnnouncer real(Announcement{47999, "Ann", "Flood"}, loopbackAnnouncer(browser.localPort()));
  ASSERT_TRUE(waitUntil([&] {
    spoof();
    const auto hosts = browser.hosts();
    return !hosts.empty() && hosts[0].tcpPort == 47999 && hosts[0].answered;
  }));
  const auto hosts = browser.hosts();
  EXPECT_EQ(hosts[0].name, "Ann");
  for (std::size_t i = 1; i < hosts.size(); ++i) EXPECT_FALSE(hosts[i].answered) << i;
}

TEST(Discovery, ABrowserOnAnAddressThatIsNotIpv4SaysSo) {
  BrowserOptions options = loopbackBrowser(milliseconds{1000});
  options.bindAddress = "somewhere";
  DiscoveryBrowser browser(options);
  EXPECT_NE(browser.error().find("not an IPv4 address"), std::string::npos) << browser.error();
  EXPECT_TRUE(browser.hosts().empty());
}

TEST(Discovery, TwoBrowsersShareOnePort) {
  DiscoveryBrowser first(loopbackBrowser(milliseconds{60000}));
  BrowserOptions options = loopbackBrowser(milliseconds{60000});
  options.port = first.localPort();
  DiscoveryBrowser second(options);
  EXPECT_EQ(second.error(), "");
}

}  // namespace
}  // namespace discovery_test
}  // namespace tileflow::net
