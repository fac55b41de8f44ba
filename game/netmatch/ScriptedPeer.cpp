#include "game/netmatch/ScriptedPeer.hpp"

#include <utility>

#include "game/flood/FloodState.hpp"

namespace tileflow::match {

ScriptedPeer::ScriptedPeer(const Catalog& catalog, Options options) : catalog_(catalog), options_(std::move(options)) {
  hostNext();
}

void ScriptedPeer::hostNext() {
  session_.reset();  // says goodbye to a player still there
  MatchOffer offer;
  const std::uint64_t seed = options_.seed + static_cast<std::uint64_t>(hosted_);
  if (hosted_ % 2 == 0) {
    FloodOffer f;
    f.size = 6 + static_cast<int>(seed % 5);
    f.colours = 4 + static_cast<int>(seed % 3);
    f.seed = seed;
    f.firstMover = seed % 2 == 0 ? Side::Host : Side::Joiner;
    offer.match = f;
  } else {
    RaceOffer r;
    r.options.width = r.options.height = 4 + static_cast<int>(seed % 3);
    r.options.environment = options_.environment;
    r.options.seed = seed;
    offer.match = r;
  }
  SessionOptions o;
  o.name = options_.name;
  o.gameVersion = "scripted";
  o.connection.listenAddress = "127.0.0.1";
  o.announce = options_.announcePort != 0;
  o.announcer.destinations = {"127.0.0.1"};
  o.announcer.interfaceBroadcasts = false;
  o.announcer.port = options_.announcePort;
  o.announcer.interval = std::chrono::milliseconds{300};
  session_ = MatchSession::host(catalog_, std::move(offer), 0, o);
  ++hosted_;
  counted_ = false;
  sinceTurn_ = 0;
  decidedFor_ = 0;
  shown_.clear();
}

void ScriptedPeer::play() {
  MatchSession& s = *session_;
  if (const FloodReferee* flood = s.flood()) {
    if (!s.myTurn()) return;
    const FloodState& state = flood->state();
    for (const int colour : greediestColours(state)) {
      if (!state.allowed(colour)) continue;
      if (s.floodMove(colour)) ++moves_;
      return;
    }
    for (int colour = 0; colour < state.board().colours(); ++colour)
      if (state.allowed(colour) && s.floodMove(colour)) {
        ++moves_;
        return;
      }
    return;
  }
  const Level* level = s.raceLevel();
  if (level == nullptr || !level->solution || ++sinceTurn_ < options_.updatesPerRaceTurn) return;
  sinceTurn_ = 0;
  if (shown_.empty()) {
    for (int c = 0; c < level->board.cellCount(); ++c) shown_.push_back(level->board.cell(c).rotation);
  }
  // The first cell whose picture on this side's board is not yet the solved one.
  for (int c = 0; c < level->board.cellCount(); ++c) {
    const int want = (*level->solution)[static_cast<std::size_t>(c)];
    if (!level->board.present(c) || level->board.cell(c).locked || shown_[static_cast<std::size_t>(c)] == want)
      continue;
    shown_[static_cast<std::size_t>(c)] = want;
    if (s.raceTurn(c, want)) ++moves_;
    return;
  }
}

void ScriptedPeer::update() {
  if (!session_) return;
  session_->update();
  session_->takeEvents();
  const SessionState st = session_->state();
  if (st == SessionState::Playing) {
    if (!counted_) {
      counted_ = true;
      ++played_;
    }
    play();
  } else if (st == SessionState::Ended ||
             (st == SessionState::Decided && ++decidedFor_ > options_.updatesAfterVerdict)) {
    hostNext();
  }
}

}  // namespace tileflow::match
