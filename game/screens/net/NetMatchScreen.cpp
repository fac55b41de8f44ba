// NetMatchScreen: one match over the network, from hosting or joining to its verdict.
#include "game/screens/net/NetMatchScreen.hpp"
#include "game/net/MatchWords.hpp"

#include <algorithm>
#include <utility>
#include <variant>
#include <vector>

#include "engine/core/Translate.hpp"
#include "engine/net/LocalAddresses.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/net/MatchReferee.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/tiles/EditorLevelScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"

namespace tileflow {

using match::MatchSession;
using match::SessionState;
using match::Side;

namespace {

std::string times(int w, int h) { return std::to_string(w) + " \xc3\x97 " + std::to_string(h); }

// The verdict as this side reads it.
std::string verdictLine(const MatchSession& s) {
  if (!s.result()) return "";
  const match::MatchResult& r = *s.result();
  if (r.winner == match::Winner::Nobody)
    return r.reason.empty() ? tr("A draw") : match::shownMatchText(r.reason, s.self(), s.peerName());
  const bool mine = (r.winner == match::Winner::Host) == (s.self() == Side::Host);
  if (const match::MatchOffer* offer = s.offer(); offer != nullptr && offer->kind() == match::MatchKind::TilesRace)
    return mine ? tr("You solved it first: you win!") : formatText(tr("{1} solved it first"), s.peerName());
  return mine ? tr("You win!") : formatText(tr("{1} wins"), s.peerName());
}

// "You win!", "You lost" or "A draw", for a heading (in English, as the referee's reasons are
// compared with it: shown through tr).
std::string shortVerdict(const MatchSession& s) {
  if (!s.result() || s.result()->winner == match::Winner::Nobody) return trLater("A draw");
  const bool mine = (s.result()->winner == match::Winner::Host) == (s.self() == Side::Host);
  return mine ? trLater("You win!") : trLater("You lost");
}

// What the text under a verdict heading says: the referee's reason in this player's words and
// language ("The joiner solved it first, in 12 turns" is "You solved it first, in 12 turns" to the
// joiner), without saying again what the heading says.
std::string verdictDetail(const MatchSession& s) {
  if (!s.result()) return "";
  const std::string& reason = s.result()->reason;
  if (reason == shortVerdict(s)) return "";
  return match::shownMatchText(reason, s.self(), s.peerName());
}

// The board's view of one match of the session: once a rematch is offered the session speaks of
// the next match, and a board still open keeps showing how its own one ended.
class SessionBoardMatch {
 public:
  explicit SessionBoardMatch(std::shared_ptr<MatchSession> session)
      : s_(std::move(session)), match_(s_->matchNumber()) {}

 protected:
  bool current() const { return s_->matchNumber() == match_; }
  // The verdict of this board's match, kept once the session moves on.
  std::string verdict() const {
    if (current()) verdict_ = verdictLine(*s_);
    return verdict_;
  }
  bool brokenOff() const {
    return s_->state() == SessionState::Ended && (current() ? !s_->result().has_value() : verdict_.empty());
  }

  std::shared_ptr<MatchSession> s_;

 private:
  int match_;
  mutable std::string verdict_;
};

class SessionFlood : public FloodRemote, SessionBoardMatch {
 public:
  explicit SessionFlood(std::shared_ptr<MatchSession> session)
      : SessionBoardMatch(std::move(session)), player_(s_->flood() != nullptr ? s_->flood()->player(s_->self()) : 0) {}

  int localPlayer() const override { return player_; }
  std::string opponentName() const override { return s_->peerName(); }
  bool send(int colour, std::string& why) override {
    if (current() && s_->floodMove(colour)) {
      waiting_ = true;
      return true;
    }
    why = current() ? s_->lastRefusal() : trLater("this match is over");
    return false;
  }
  std::vector<int> poll() override {
    s_->update();
    verdict();
    std::vector<int> moves;
    if (!current()) {
      waiting_ = false;
      return moves;  // the next match's events are the match screen's
    }
    for (const match::SessionEvent& e : s_->takeEvents()) {
      if (e.kind == match::SessionEvent::Kind::FloodMoved && e.move.accepted) moves.push_back(e.move.colour);
      if (e.kind == match::SessionEvent::Kind::FloodMoved || e.kind == match::SessionEvent::Kind::MoveRefused)
        waiting_ = false;
    }
    if (s_->state() == SessionState::Ended) waiting_ = false;
    return moves;
  }
  bool waiting() const override { return waiting_; }
  bool ended() const override { return brokenOff(); }
  std::string resultLine() const override { return verdict(); }

 private:
  int player_;
  bool waiting_ = false;
};

class SessionRace : public PlayRace, SessionBoardMatch {
 public:
  explicit SessionRace(std::shared_ptr<MatchSession> session) : SessionBoardMatch(std::move(session)) {}

  void turned(int cell, int rotation) override {
    if (current()) s_->raceTurn(cell, rotation);
  }
  bool poll() override {
    s_->update();
    verdict();
    opponentPercent();
    if (current()) s_->takeEvents();
    const bool changed = s_->revision() != seen_;
    seen_ = s_->revision();
    return changed;
  }
  std::string opponentName() const override { return s_->peerName(); }
  int opponentPercent() const override {
    if (current()) percent_ = s_->progress(match::other(s_->self())).percent;
    return percent_;
  }
  std::string resultLine() const override { return verdict(); }
  bool ended() const override { return brokenOff(); }

 private:
  std::uint64_t seen_ = 0;
  mutable int percent_ = 0;
};

}  // namespace

std::unique_ptr<NetMatchScreen> NetMatchScreen::host(NetworkContext& net, match::MatchOffer offer) {
  std::shared_ptr<MatchSession> s =
      MatchSession::host(*net.tiles.catalog, std::move(offer), net.hostPort, net.sessionOptions());
  logEvent("hosting on port " + std::to_string(s->port()));
  return std::unique_ptr<NetMatchScreen>(new NetMatchScreen(net, std::move(s)));
}

std::unique_ptr<NetMatchScreen> NetMatchScreen::join(NetworkContext& net, const std::string& address,
                                                     std::uint16_t port) {
  std::shared_ptr<MatchSession> s = MatchSession::join(*net.tiles.catalog, address, port, net.sessionOptions());
  logEvent("joining " + address + " port " + std::to_string(port));
  return std::unique_ptr<NetMatchScreen>(new NetMatchScreen(net, std::move(s)));
}

NetMatchScreen::NetMatchScreen(NetworkContext& net, std::shared_ptr<MatchSession> session)
    : net_(net), session_(std::move(session)) {
  back_ = &widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { leave(); }, Button::Style::Quiet));
  accept_ = &widgets_.add(std::make_unique<Button>(
      trLater("Accept"), [this] { accept(); }, Button::Style::Primary));
  decline_ = &widgets_.add(std::make_unique<Button>(
      trLater("Decline"), [this] { decline(); }, Button::Style::Normal));
  rematch_ = &widgets_.add(std::make_unique<Button>(
      trLater("Rematch"), [this] { rematch(); }, Button::Style::Primary));
  refresh();
}

void NetMatchScreen::rematch() {
  const bool done = session_->self() == Side::Host ? session_->offerRematch() : session_->askRematch();
  if (done) net_.app.play(Sound::Button);
  refresh();
}

void NetMatchScreen::accept() {
  if (session_->accept()) net_.app.play(Sound::Button);
  refresh();
}

void NetMatchScreen::decline() {
  session_->decline(trLater("The other player declined."));
  refresh();
}

void NetMatchScreen::leave() {
  session_->leave();
  stack().pop();
}

bool NetMatchScreen::played() const { return playedMatch_ == session_->matchNumber(); }

void NetMatchScreen::startPlay() {
  playedMatch_ = session_->matchNumber();
  const match::MatchOffer* offer = session_->offer();
  if (offer == nullptr) return;
  if (const auto* flood = std::get_if<match::FloodOffer>(&offer->match)) {
    stack().push(std::make_unique<FloodPlayScreen>(net_.flood, match::floodMatchBoard(*flood),
                                                   std::make_unique<SessionFlood>(session_)));
  } else if (const Level* level = session_->raceLevel()) {
    auto play = std::make_unique<PlayScreen>(net_.tiles, *level);
    play->setRace(std::make_unique<SessionRace>(session_));
    stack().push(std::move(play));
  }
}

void NetMatchScreen::uncovered() {
  // The board closed: solved, decided, left or broken off. A match still on is left now.
  const SessionState st = session_->state();
  if (st == SessionState::Playing && !(session_->raceLevel() && session_->progress(session_->self()).solved))
    session_->leave();
  refresh();
  markDirty();
}

void NetMatchScreen::refresh() {
  const MatchSession& s = *session_;
  const match::MatchOffer* offer = s.offer();
  std::string what;
  if (offer != nullptr) {
    if (const auto* f = std::get_if<match::FloodOffer>(&offer->match)) {
      what = formatText(f->shape == Shape::Hex ? trn("Flood, {1}, {2} colour, hex cells.",
                                                     "Flood, {1}, {2} colours, hex cells.", f->colours)
                                               : trn("Flood, {1}, {2} colour.", "Flood, {1}, {2} colours.", f->colours),
                        times(f->size, f->size), f->colours) +
             " ";
      const bool first = f->firstMover == s.self();
      what += first ? std::string(tr("You move first, from the top-left corner."))
              : s.peerName().empty()
                  ? std::string(tr("The host moves first; you start in the bottom-right corner."))
                  : formatText(tr("{1} moves first; you start in the bottom-right corner."), s.peerName());
    } else {
      const GenerateOptions& o = std::get<match::RaceOffer>(offer->match).options;
      what =
          formatText(tr("Tiles race on a {1} board ({2}). You both solve the same level; the first to solve it wins."),
                     times(o.width, o.height), landName(net_.tiles.catalog, o.environment));
    }
  }
  const bool offered = s.state() == SessionState::Offered && s.self() == Side::Joiner;
  const bool again = s.matchNumber() > 1;
  const bool played = this->played();
  accept_->visible = offered;
  decline_->visible = offered;
  rematch_->visible = s.state() == SessionState::Decided && played && (s.self() == Side::Host || !s.rematchAsked());
  back_->label = trLater("Back");
  switch (s.state()) {
    case SessionState::Waiting: {
      heading_ = tr("Hosting");
      text_ =
          formatText(tr("Offering: {1}\n\nOn this network your match shows as \xe2\x80\x9c{2}\xe2\x80\x9d. To join by "
                        "address, type one of:"),
                     what, net_.playerName());
      std::vector<std::string> addresses = net::localAddresses();
      int shown = 0;
      for (const std::string& a : addresses) {
        if (a.rfind("127.", 0) == 0 && addresses.size() > 1) continue;
        if (++shown > 3) break;
        text_ += "\n    " + formatText(tr("{1}  port {2}"), a, s.port());
      }
      if (shown == 0) text_ += "\n    " + formatText(tr("port {1}"), s.port());
      // A device dropped before its hello: the host says so and goes on waiting.
      if (s.turnedAway() > 0)
        text_ += "\n\n" + formatText(tr("A device that joined was turned away: {1}"), s.turnedAwayReason());
      break;
    }
    case SessionState::Connecting:
      heading_ = tr("Connecting\xe2\x80\xa6");
      text_ = tr("Reaching the host. This takes a few seconds at most.");
      break;
    case SessionState::Greeting:
      heading_ = tr("Greeting\xe2\x80\xa6");
      text_ = s.peerName().empty() ? "" : formatText(tr("Connected to {1}."), s.peerName());
      break;
    case SessionState::Offered:
      if (s.self() == Side::Joiner) {
        heading_ = again ? tr("Rematch offered") : tr("Match offered");
        text_ = formatText(again ? tr("{1} offers a rematch: {2}\n\nAccept to play, or decline.")
                                 : tr("{1} offers: {2}\n\nAccept to play, or decline."),
                           s.peerName(), what);
      } else {
        heading_ = again ? tr("Rematch offered") : tr("Player joined");
        text_ = formatText(again ? tr("Offering {1} a rematch: {2}\n\nWaiting for them to accept\xe2\x80\xa6")
                                 : tr("{1} joined. Offering: {2}\n\nWaiting for them to accept\xe2\x80\xa6"),
                           s.peerName(), what);
      }
      break;
    case SessionState::Preparing:
      heading_ = tr("Making level");
      text_ = std::to_string(s.preparePercent()) + " %\n\n" + what;
      shownPercent_ = s.preparePercent();
      break;
    case SessionState::Playing:
    case SessionState::Decided:
      heading_ = played ? (s.result() ? tr(shortVerdict(s).c_str()) : tr("Solved!")) : tr("Starting\xe2\x80\xa6");
      text_ = played && !s.result() ? tr("Waiting for the host to confirm the result\xe2\x80\xa6")
              : played              ? verdictDetail(s)
                                    : what;
      if (s.state() == SessionState::Decided && played) {
        back_->label = trLater("Done");
        const std::string more =
            s.self() == Side::Host
                ? (s.rematchAsked() ? formatText(tr("{1} would like a rematch."), s.peerName()) : "")
                : (s.rematchAsked() ? formatText(tr("Asked {1} for a rematch\xe2\x80\xa6"), s.peerName()) : "");
        if (!more.empty()) text_ += (text_.empty() ? "" : "\n\n") + more;
      }
      break;
    case SessionState::Ended:
      heading_ = s.result() ? tr(shortVerdict(s).c_str()) : tr("Match over");
      text_ = match::shownMatchText(s.endReason(), s.self(), s.peerName());
      if (s.result()) text_ = verdictDetail(s) + "\n" + text_;
      back_->label = trLater("Done");
      break;
  }
  shownRevision_ = s.revision();
  if (metrics_.width > 0) layout(metrics_);
  markDirty();
}

void NetMatchScreen::layout(const Metrics& m) {
  metrics_ = m;
  const int margin = m.px(14);
  const int gap = m.px(9);
  headingY_ = m.px(8);
  back_->rect = headingBackRect(m, margin, headingY_);
  const int top = headingY_ + headingRowHeight(m) + gap;
  const int rowH = m.touch(50);
  const bool answers = accept_->visible;
  const bool buttons = answers || rematch_->visible;
  const int width = std::min(m.width - 2 * margin, m.px(560));
  const int x = (m.width - width) / 2;
  const int buttonsH = buttons ? rowH : 0;
  textRect_ = SDL_Rect{x, top, width, std::max(0, m.height - top - margin - buttonsH - (buttons ? gap : 0))};
  const auto row = gridRects(SDL_Rect{x, m.height - margin - rowH, width, rowH}, 2, 2, rowH, gap);
  if (answers) {
    accept_->rect = row[0];
    decline_->rect = row[1];
    if (!widgets_.focused() || widgets_.focused() == back_) widgets_.focus(accept_);
  } else if (rematch_->visible) {
    rematch_->rect = row[0];
    rematch_->rect.x = x + (width - row[0].w) / 2;
    if (!widgets_.focused() || widgets_.focused() == back_) widgets_.focus(rematch_);
  }
  widgets_.settleFocus();
}

void NetMatchScreen::handle(const InputEvent& e) {
  if (e.goesBack()) {
    leave();
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void NetMatchScreen::update(double) {
  session_->update();
  const SessionState st = session_->state();
  if (!played() && (st == SessionState::Playing || st == SessionState::Decided) && stack().top() == this) {
    startPlay();
    return;
  }
  // Nothing waits for these on this screen; the board's screen takes its own.
  if (!played() || stack().top() == this) session_->takeEvents();
  if (session_->revision() != shownRevision_ ||
      (st == SessionState::Preparing && session_->preparePercent() != shownPercent_))
    refresh();
}

bool NetMatchScreen::animating() const {
  // Steps the devices take by themselves, in moments: connecting, the hello, a race's level being
  // made, the board about to open. Waiting on a person (a player to join, an answer) is not.
  switch (session_->state()) {
    case SessionState::Connecting:
    case SessionState::Greeting:
    case SessionState::Preparing:
      return true;
    case SessionState::Playing:
    case SessionState::Decided:
      return !played();
    default:
      return false;
  }
}

int NetMatchScreen::msUntilWake() const {
  // A match that ended waits for nothing but the player.
  return session_->state() == SessionState::Ended ? -1 : 100;
}

void NetMatchScreen::draw() {
  UiContext& ui = net_.app.ui;
  const Metrics& m = ui.metrics;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, heading_, back_->rect, headingY_);
  drawParagraph(ui, text_, m.font(17), theme::Text, textRect_);
  widgets_.draw(ui);
}

}  // namespace tileflow
