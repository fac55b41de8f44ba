#include "engine/net/LocalAddresses.hpp"

#include <gtest/gtest.h>

namespace tileflow::net {
namespace local_addresses_test {
namespace {

bool isLoopback(const std::string& address) { return address.rfind("127.", 0) == 0; }

TEST(LocalAddressesTest, ListsLoopbackAfterEveryOtherAddress) {
  const std::vector<std::string> addresses = localAddresses();
  ASSERT_FALSE(addresses.empty());  // loopback at least
  EXPECT_TRUE(isLoopback(addresses.back()));
  for (std::size_t i = 0; i + 1 < addresses.size(); ++i) {
    if (isLoopback(addresses[i])) {
      EXPECT_TRUE(isLoopback(addresses[i + 1])) << addresses[i + 1];
    }
  }
}

}  // namespace
}  // namespace local_addresses_test
}  // namespace tileflow::net
