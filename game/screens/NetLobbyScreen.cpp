// NetLobbyScreen: network play's front.
#include "game/screens/NetLobbyScreen.hpp"

#include <algorithm>
#include <utility>

#include "engine/net/HostAddress.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/NetHostScreen.hpp"
#include "game/screens/NetMatchScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/TextEntryScreen.hpp"

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
      "Back", [this] { stack().pop(); }, Button::Style::Quiet));
  fresh.add(std::make_unique<Button>(
      "Host a match", [this] { stack().push(std::make_unique<NetHostScreen>(net_)); }, Button::Style::Primary));
  for (const net::FoundHost& h : hosts_) {
    const std::string label = "Join " + h.name + (h.summary.empty() ? "" : " \xc2\xb7 " + h.summary);
    fresh.add(std::make_unique<Button>(label, [this, address = h.address, port = h.tcpPort] { join(address, port); }));
  }
  fresh.add(std::make_unique<Button>("Join by address", [this] { typeAddress(); }));
  fresh.add(std::make_unique<Button>("Your name: " + net_.playerName(), [this] { editName(); }));
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
  options.title = "Host address";
  options.initial = addressDraft_;
  options.maxBytes = 21;
  options.keepDraft = [this](const std::string& typed) { addressDraft_ = typed; };
  // The field closes first, then the match screen opens over this one (see update).
  options.accept = [this](const std::string& typed) { return takeAddress(typed); };
  stack().push(std::make_unique<TextEntryScreen>(net_.app, std::move(options)));
}

void NetLobbyScreen::editName() {
  TextEntryScreen::Options options;
  options.title = "Your name";
  options.initial = net_.playerName();
  options.maxBytes = net::kMaxHostName;
  options.accept = [this](const std::string& typed) {
    const std::string name = net::printableText(typed, net::kMaxHostName);
    if (name.empty()) return std::string("Letters, digits and punctuation only (no accents)");
    net_.app.settings.network.name = name;
    net_.app.saveSettings();
    build();
    return std::string();
  };
  stack().push(std::make_unique<TextEntryScreen>(net_.app, std::move(options)));
}

void NetLobbyScreen::update(double) {
  if (pendingJoin_) {
    const net::HostAddress a = *pendingJoin_;
    pendingJoin_.reset();
    if (stack().top() == this) join(a.address, a.port);
    return;
  }
  if (!browser_) return;
  std::vector<net::FoundHost> now = browser_->hosts();
  if (now.size() > MaxListed) now.resize(MaxListed);
  if (!sameHosts(now, hosts_)) {
    hosts_ = std::move(now);
    build();
  }
}

void NetLobbyScreen::layout(const Metrics& m) {
  metrics_ = m;
  const int margin = m.px(14);
  const int gap = m.px(9);
  headingY_ = m.px(8);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  listY_ = headingY_ + headingRowHeight(m) + gap;
  layoutMenuColumn(widgets_, m, listY_ + (hosts_.empty() ? m.font(16) * 3 / 2 : 0), m.px(520));
}

void NetLobbyScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void NetLobbyScreen::draw() {
  UiContext& ui = net_.app.ui;
  const Metrics& m = ui.metrics;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, "Network play", widgets_.at(0).rect, headingY_);
  if (hosts_.empty()) {
    const std::string line = !browser_ ? "Host a match, or join one by its address"
                             : browser_ && !browser_->error().empty()
                                 ? "Cannot look for matches here; join by address"
                                 : "Looking for matches on this network\xe2\x80\xa6";
    drawTextIn(*ui.assets, line, FontStyle::Regular, m.font(16), theme::TextDim,
               SDL_Rect{m.px(14), listY_, m.width - 2 * m.px(14), m.font(16) * 5 / 4});
  }
  widgets_.draw(ui);
}

}  // namespace tileflow
