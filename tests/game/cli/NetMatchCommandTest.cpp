#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include "engine/net/Socket.hpp"
#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace net_match_command_test {
namespace {

using testing::runCommand;

TEST(NetMatchCommandTest, AsksForHostOrJoinAndForAnAddressToJoin) {
  EXPECT_EQ(runCommand({"net-match"}).code, 2);
  EXPECT_EQ(runCommand({"net-match", "serve"}).code, 2);
  const auto noAddress = runCommand({"net-match", "join"});
  EXPECT_EQ(noAddress.code, 2);
  EXPECT_NE(noAddress.err.find("join needs --address"), std::string::npos) << noAddress.err;
}

TEST(NetMatchCommandTest, RefusesOptionsOutsideTheirRanges) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"net-match", "host", "--flood", "12"},
           {"net-match", "host", "--flood", "99,6"},
           {"net-match", "host", "--race", "1x5"},
           {"net-match", "host", "--moves", "random"},
           {"net-match", "host", "--first", "both"},
           {"net-match", "join", "--address", "example.com"},
           {"net-match", "join", "--address", "127.0.0.1", "--port", "0"},
           {"net-match", "host", "--bogus"},
       }) {
    const auto r = runCommand(args);
    EXPECT_EQ(r.code, 2) << args.back();
    EXPECT_NE(r.err.find("usage: tileflow net-match"), std::string::npos) << args.back();
  }
}

TEST(NetMatchCommandTest, JoiningWhereNobodyHostsFailsWithTheReason) {
  // A loopback port bound for a moment and closed again: nobody listens there.
  net::UniqueFd probe(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
  sockaddr_in at{};
  at.sin_family = AF_INET;
  at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(probe.get(), reinterpret_cast<const sockaddr*>(&at), sizeof at), 0);
  const std::string port = std::to_string(net::boundPort(probe.get()));
  probe.reset();
  const auto r = runCommand({"net-match", "join", "--address", "127.0.0.1", "--port", port});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("ended: Could not connect to 127.0.0.1:" + port), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("Could not connect"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace net_match_command_test
}  // namespace tileflow::cli
