// ScriptedPeer: a second device played by a script, for driving the network screens without a
// second person (the soak): it hosts a match on 127.0.0.1, announces it to one local port so a
// lobby listening there lists it, plays its side when a player joins (the greediest Flood colour
// it may pick; in a race, one tile to its solved picture now and then) and, once the match is
// over however it ended, hosts the next one, Flood and race in turn. Stepped by update(), which
// never blocks, from the caller's loop.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game/model/Catalog.hpp"
#include "game/netmatch/MatchSession.hpp"

namespace tileflow::match {

class ScriptedPeer {
 public:
  struct Options {
    std::uint16_t announcePort = 0;  // the UDP port a lobby on 127.0.0.1 listens on; 0: no announcing
    std::string name = "Scripted peer";
    std::string environment = "countryside";  // a race's land; must be in the catalog
    std::uint64_t seed = 1;
    int updatesPerRaceTurn = 20;    // how slowly the race is played, in update() calls
    int updatesAfterVerdict = 300;  // a decided match stays open this long (the loser may finish)
  };

  ScriptedPeer(const Catalog& catalog, Options options);

  void update();

  // The port the current match listens on (127.0.0.1).
  std::uint16_t port() const { return session_ ? session_->port() : 0; }
  const MatchSession* session() const { return session_.get(); }
  int matchesHosted() const { return hosted_; }
  int matchesPlayed() const { return played_; }  // ones a player accepted
  int movesMade() const { return moves_; }

 private:
  void hostNext();
  void play();

  const Catalog& catalog_;
  const Options options_;
  std::unique_ptr<MatchSession> session_;
  int hosted_ = 0;
  int played_ = 0;
  int moves_ = 0;
  int sinceTurn_ = 0;
  int decidedFor_ = 0;
  bool counted_ = false;             // this match's start is counted
  std::vector<std::uint8_t> shown_;  // race: each cell's rotation on this side's board, as turned
};

}  // namespace tileflow::match
