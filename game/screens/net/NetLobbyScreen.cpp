// NetLobbyScreen: network play's front.
#include "game/screens/net/NetLobbyScreen.hpp"

#include <algorithm>
#include <utility>

#include "engine/core/Translate.hpp"
#include "engine/net/HostAddress.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/net/NetHostScreen.hpp"
#include "game/screens/net/NetMatchScreen.hpp"

namespace tileflow {

namespace {

// Hosts listed at most: more than a network of players has, few enough to fit a screen.
constexpr std::size_t MaxListed = 6;

bool sameHosts(const std::vector<net::FoundHost>& a, const std::vector<net::FoundHost>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].address != b[i].address || a[i].tcpPort != b[i].tcpPort || a[i].name != b[i].name ||
        a[i].summary != b[i].summary)
      return false;
  return true;
}

}  // namespace

NetLobbyScreen::NetLobbyScreen(NetworkContext& net) : net_(net) {
  if (net_.browse) browser_ = std::make_unique<net::DiscoveryBrowser>(net_.browser);
  build();
}

void NetLobbyScreen::build() {
  const int focusAt = widgets_.focusIndex();
  WidgetList fresh;
  fresh.add(std::make_unique<Button>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  fresh.add(std::make_unique<Button>(
      trLater("Host a match"), [this] { stack().push(std::make_unique<NetHostScreen>(net_)); },
      Button::Style::Primary));
  fresh.add(std::make_unique<Button>(trLater("Join by address"), [this] { typeAddress(); }));
  fresh.add(std::make_unique<Button>(formatText(tr("Your name: {1}"), net_.playerName()), [this] { editName(); }));
  // Hosts come and go: below the rows that stay, so none of those moves under the pointer.
  for (const net::FoundHost& h : hosts_) {
    const std::string label = formatText(tr("Join {1}"), h.name) + (h.summary.empty() ? "" : " \xc2\xb7 " + h.summary);
    fresh.add(std::make_unique<Button>(label, [this, address = h.address, port = h.tcpPort] { join(address, port); }));
  }
  widgets_ = std::move(fresh);
  // The focus stays where it was (Host, by default), so a list that changes does not move it.
  widgets_.focus(&widgets_.at(focusAt >= 0 && focusAt < widgets_.size() ? focusAt : 1));
  if (metrics_.width > 0) layout(metrics_);
  markDirty();
}

void NetLobbyScreen::join(const std::string& address, std::uint16_t port) {
  if (net_.tiles.catalog == nullptr) return;
  stack().push(NetMatchScreen::join(net_, address, port));
}

std::string NetLobbyScreen::takeAddress(const std::string& typed) {
  auto parsed = net::parseHostAddress(typed, net::kDefaultMatchPort);
  if (const auto* why = std::get_if<std::string>(&parsed)) return *why;
  addressDraft_ = typed;
  pendingJoin_ = std::get<net::HostAddress>(parsed);
  return "";
}

std::string NetLobbyScreen::joinTyped(const std::string& text) {
  if (std::string why = takeAddress(text); !why.empty()) return why;
  const net::HostAddress a = *pendingJoin_;
  pendingJoin_.reset();
  join(a.address, a.port);
  return "";
}

void NetLobbyScreen::typeAddress() {
  TextEntryScreen::Options options;
  options.title = tr("Host address");
  options.initial = addressDraft_;
  options.maxBytes = 21;
  // A number pad: an address is digits and dots, with a colon before a port.
  options.alphabet = "0123456789.:";
  options.hint = tr("Digits and dots, and a colon before the port");
  options.keepDraft = [this](const std::string& typed) { addressDraft_ = typed; };
  // The field closes first, then the match screen opens over this one (see update).
  options.accept = [this](const std::string& typed) { return takeAddress(typed); };
  stack().push(std::make_unique<TextEntryScreen>(net_.app, std::move(options)));
}

void NetLobbyScreen::editName() {
  TextEntryScreen::Options options;
  options.title = tr("Your name");
  options.initial = net_.playerName();
  options.hint = tr("Other players see this name");
  options.maxBytes = net::kMaxHostName;
  options.accept = [this](const std::string& typed) {
    const std::string name = net::printableText(typed, net::kMaxHostName);
    if (name.empty()) return std::string(tr("Letters, digits and punctuation only (no accents)"));
    net_.app.settings.network.name = name;
    net_.app.saveSettings();
    build();
    return std::string();
  };
  stack().push(std::make_unique<TextEntryScreen>(net_.app, std::move(options)));
}

void NetLobbyScreen::update(double) {
  if (net_.app.settings.network.name.empty() && stack().top() == this) {
    // The first visit asks for the name other devices show ("vm offers…, vm wins" when two
    // copies both take the machine's): once, for the machine's name stays if the player
    // keeps or cancels it.
    net_.app.settings.network.name = net_.playerName();
    net_.app.saveSettings();
    editName();
    return;
  }
  if (pendingJoin_) {
    const net::HostAddress a = *pendingJoin_;
    pendingJoin_.reset();
    if (stack().top() == this) join(a.address, a.port);
    return;
  }
  if (!browser_) return;
  showHosts(browser_->hosts());
}

void NetLobbyScreen::showHosts(std::vector<net::FoundHost> hosts) {
  if (hosts.size() > MaxListed) hosts.resize(MaxListed);
  if (sameHosts(hosts, hosts_)) return;
  hosts_ = std::move(hosts);
  build();
}

void NetLobbyScreen::layout(const Metrics& m) {
  metrics_ = m;
  const int margin = m.px(14);
  const int gap = m.px(9);
  headingY_ = m.px(8);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  listY_ = headingY_ + headingRowHeight(m) + gap;
  // Rows from the top, under the line that says what the lobby is doing (always given its room):
  // a host that appears or goes changes the rows below the lobby's own, never those.
  const int top = listY_ + m.font(16) * 3 / 2;
  const int w = std::min(m.width - 2 * margin, m.px(520));
  const SDL_Rect area{(m.width - w) / 2, top, w, std::max(0, m.height - top - margin)};
  const int own = 3;  // Host a match, Join by address, Your name
  const int rowH = std::max(Metrics::MinTouchTarget, std::min((area.h - (own - 1) * gap) / own, m.touch(50)));
  int y = area.y;
  for (int i = 1; i < widgets_.size(); ++i, y += rowH + gap) widgets_.at(i).rect = SDL_Rect{area.x, y, w, rowH};
  widgets_.settleFocus();
  widgets_.scrollFrom(1, area);
}

void NetLobbyScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void NetLobbyScreen::draw() {
  UiContext& ui = net_.app.ui;
  const Metrics& m = ui.metrics;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, tr("Network play"), widgets_.at(0).rect, headingY_);
  const std::string line = !hosts_.empty()              ? tr("Matches found on this network are listed below")
                           : !browser_                  ? tr("Host a match, or join one by its address")
                           : !browser_->error().empty() ? tr("Cannot look for matches here; join by address")
                                                        : tr("Looking for matches on this network\xe2\x80\xa6");
  drawTextIn(*ui.assets, line, FontStyle::Regular, m.font(16), theme::TextDim,
             SDL_Rect{m.px(14), listY_, m.width - 2 * m.px(14), m.font(16) * 5 / 4});
  widgets_.draw(ui);
}

}  // namespace tileflow
