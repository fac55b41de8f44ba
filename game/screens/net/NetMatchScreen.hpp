// NetMatchScreen: one match over the network, from hosting or joining to its verdict. It owns
// the MatchSession and steps it every frame; it shows what the match waits for (a player to join,
// with the address to type; the connection; the other's answer), lets a joiner see the host's
// options before accepting, shows a race's level being made, and once the match starts opens the
// Flood board or the race's level over itself. When that screen closes (solved, decided, left or
// broken off) it tells how the match ended; Back leaves, saying goodbye to the other device.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/net/NetworkContext.hpp"

namespace tileflow {

class NetMatchScreen : public Screen {
 public:
  // Host: listens on the context's port and offers `offer` to the one player who joins.
  static std::unique_ptr<NetMatchScreen> host(NetworkContext& net, match::MatchOffer offer);
  // Joiner: connects to a numeric IPv4 address.
  static std::unique_ptr<NetMatchScreen> join(NetworkContext& net, const std::string& address, std::uint16_t port);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  // While the devices take a step by themselves (connecting, greeting, making a race's level).
  bool animating() const override;
  // The session is stepped a few times a second while the match lasts.
  int msUntilWake() const override;
  void uncovered() override;

  const match::MatchSession& session() const { return *session_; }
  const WidgetList& widgets() const { return widgets_; }
  // The heading and the lines under it, as drawn.
  const std::string& heading() const { return heading_; }
  const std::string& text() const { return text_; }
  // The joiner's answers to the offer, as its buttons give them.
  void accept();
  void decline();
  // Once a match is decided: the host offers another, the joiner asks for one.
  void rematch();
  // Back: leaves the match (the other device is told) and closes.
  void leave();

 private:
  NetMatchScreen(NetworkContext& net, std::shared_ptr<match::MatchSession> session);
  // The heading, the text and the buttons for the session's state now.
  void refresh();
  void startPlay();
  // The board of the match now offered or played was opened.
  bool played() const;

  NetworkContext& net_;
  std::shared_ptr<match::MatchSession> session_;
  std::uint64_t shownRevision_ = ~std::uint64_t{0};
  int shownPercent_ = -1;
  int playedMatch_ = 0;  // the session's matchNumber() whose board was opened
  std::string heading_;
  std::string text_;
  WidgetList widgets_;
  Button* back_ = nullptr;
  Button* accept_ = nullptr;
  Button* decline_ = nullptr;
  Button* rematch_ = nullptr;
  Metrics metrics_;
  int headingY_ = 0;
  SDL_Rect textRect_{0, 0, 0, 0};
};

}  // namespace tileflow
