// HostAddress: what a player types to join a host reads as an IPv4 address and port, and
// anything else gets a sentence saying what is wrong.
#include "engine/net/HostAddress.hpp"

#include <gtest/gtest.h>

namespace tileflow::net {
namespace host_address_test {
namespace {

HostAddress good(std::string_view text) {
  auto r = parseHostAddress(text, 47811);
  EXPECT_TRUE(std::holds_alternative<HostAddress>(r)) << text;
  return std::holds_alternative<HostAddress>(r) ? std::get<HostAddress>(r) : HostAddress{};
}

std::string bad(std::string_view text) {
  auto r = parseHostAddress(text, 47811);
  EXPECT_TRUE(std::holds_alternative<std::string>(r)) << text;
  return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : std::string();
}

TEST(HostAddressTest, AnAddressAloneTakesTheDefaultPort) {
  EXPECT_EQ((HostAddress{"192.168.1.20", 47811}), good("192.168.1.20"));
  EXPECT_EQ((HostAddress{"127.0.0.1", 47811}), good("  127.0.0.1 \n"));
  EXPECT_EQ((HostAddress{"0.0.0.0", 47811}), good("0.0.0.0"));
}

TEST(HostAddressTest, APortFollowsAColonOrASpace) {
  EXPECT_EQ((HostAddress{"10.0.0.7", 5000}), good("10.0.0.7:5000"));
  EXPECT_EQ((HostAddress{"10.0.0.7", 65535}), good("10.0.0.7 65535"));
  EXPECT_EQ((HostAddress{"10.0.0.7", 1}), good("10.0.0.7:  1"));
}

TEST(HostAddressTest, WhatIsNoAddressIsRefusedWithAReason) {
  EXPECT_NE(std::string::npos, bad("").find("Type the host"));
  EXPECT_NE(std::string::npos, bad("192.168.1").find("four numbers"));
  EXPECT_NE(std::string::npos, bad("192.168.1.256").find("four numbers"));
  EXPECT_NE(std::string::npos, bad("1.2.3.4.5").find("four numbers"));
  EXPECT_NE(std::string::npos, bad("01.2.3.4").find("four numbers"));
  EXPECT_NE(std::string::npos, bad("a.b.c.d").find("four numbers"));
  EXPECT_NE(std::string::npos, bad("1..3.4").find("four numbers"));
  EXPECT_NE(std::string::npos, bad("host.local").find("four numbers"));
  EXPECT_NE(std::string::npos, bad("1.2.3.4:").find("port number should follow"));
  EXPECT_NE(std::string::npos, bad("1.2.3.4:0").find("1 to 65535"));
  EXPECT_NE(std::string::npos, bad("1.2.3.4:65536").find("1 to 65535"));
  EXPECT_NE(std::string::npos, bad("1.2.3.4:12x").find("1 to 65535"));
  EXPECT_NE(std::string::npos, bad("1.2.3.4:99999999999999").find("1 to 65535"));
}

}  // namespace
}  // namespace host_address_test
}  // namespace tileflow::net
