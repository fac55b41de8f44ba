// NetLobbyScreen: network play's front: the player's name as others see it, Host a match, the
// matches hosted on this network (heard through discovery, refreshed as hosts come and go; one
// button joins each), and Join by address for networks where discovery does not carry.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/net/Discovery.hpp"
#include "engine/net/HostAddress.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/net/NetworkContext.hpp"

namespace tileflow {

class NetLobbyScreen : public Screen {
 public:
  explicit NetLobbyScreen(NetworkContext& net);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  // The list of hosts is read twice a second.
  int msUntilWake() const override { return browser_ ? 500 : -1; }
  void uncovered() override { markDirty(); }

  const WidgetList& widgets() const { return widgets_; }
  // The hosts listed now, as their buttons show them.
  const std::vector<net::FoundHost>& hosts() const { return hosts_; }
  // Lists the hosts found (at most six); the browser's findings come here every frame. The rows
  // of their own (Host, Join by address, Your name) stay where they are: the hosts go below them.
  void showHosts(std::vector<net::FoundHost> hosts);
  // Joins a typed address ("192.168.1.20:47811"); the refusal's reason, or "" once joining.
  std::string joinTyped(const std::string& text);
  void join(const std::string& address, std::uint16_t port);

 private:
  void build();
  void editName();
  void typeAddress();
  // Reads a typed address: the refusal's reason, or "" with the address kept to join.
  std::string takeAddress(const std::string& typed);

  NetworkContext& net_;
  std::unique_ptr<net::DiscoveryBrowser> browser_;
  std::vector<net::FoundHost> hosts_;
  std::string addressDraft_;
  std::optional<net::HostAddress> pendingJoin_;  // typed and accepted: joined once the field closes
  WidgetList widgets_;
  Metrics metrics_;
  int headingY_ = 0;
  int listY_ = 0;
};

}  // namespace tileflow
