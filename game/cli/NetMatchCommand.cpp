// netMatchCommand: `tileflow net-match host|join` plays one network match headless, through the
// same MatchSession a screen uses, by script: Flood moves by the greedy player, race turns from
// the level's recorded solution. One line per event, so scripts (tests/e2e/net-match.sh) can
// follow two real processes; exit 0 once the match has a result.
#include <chrono>
#include <deque>
#include <optional>
#include <ostream>
#include <thread>

#include "engine/core/SizeText.hpp"
#include "engine/net/LocalAddresses.hpp"
#include "game/cli/Cli.hpp"
#include "game/flood/FloodMode.hpp"
#include "game/flood/FloodState.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/netmatch/MatchSession.hpp"

namespace tileflow::cli {

namespace {

using namespace std::chrono_literals;
using match::MatchSession;
using match::SessionEvent;
using match::SessionState;

constexpr const char* NetMatchUsage =
    "usage: tileflow net-match host [--flood SIZE,COLOURS | --race WxH] [--seed S] [--first host|joiner]\n"
    "                               [--env ID] [--port P] [--address A] [--no-announce] [OPTIONS]\n"
    "       tileflow net-match join --address A [--port P] [OPTIONS]\n"
    "       OPTIONS: [--name NAME] [--moves greedy] [--turn-ms T] [--heartbeat-ms H] [--timeout-ms T]\n"
    "                [--protocol N]\n"
    "       defaults: --flood 12,6, seed 1, host moves first, port 47811, listens on 0.0.0.0\n";

constexpr auto Frame = 5ms;

struct NetMatchRequest {
  bool host = true;
  std::optional<std::string> address;
  int port = net::kDefaultMatchPort;
  std::string name;
  bool race = false;
  int floodSize = 12;
  int floodColours = 6;
  int raceWidth = 6;
  int raceHeight = 6;
  std::string environment = "all";
  std::uint64_t seed = 1;
  match::Side first = match::Side::Host;
  int turnMs = 0;
  int heartbeatMs = 0;
  int timeoutMs = 0;
  int protocol = match::ProtocolVersion;
  bool announce = true;
};

std::optional<std::string> parseNetMatch(const std::vector<std::string>& args, NetMatchRequest& r) {
  if (args.empty() || (args[0] != "host" && args[0] != "join")) return "say 'host' or 'join' first";
  r.host = args[0] == "host";
  r.name = r.host ? "Host" : "Joiner";
  const auto whole = [](const std::string& option, const std::string& v, int& into, int low, int high) {
    if (!parseNumber(v, into) || into < low || into > high) {
      return std::optional<std::string>(option + " needs a whole number from " + std::to_string(low) + " to " +
                                        std::to_string(high) + ", not '" + v + "'");
    }
    return std::optional<std::string>();
  };
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--no-announce") {
      r.announce = false;
      continue;
    }
    static const char* const valued[] = {"--port",     "--address",      "--name",      "--flood", "--race",
                                         "--seed",     "--first",        "--env",       "--moves", "--turn-ms",
                                         "--protocol", "--heartbeat-ms", "--timeout-ms"};
    bool known = false;
    for (const char* v : valued) known = known || a == v;
    if (!known) return "unexpected argument '" + a + "'";
    if (i + 1 >= args.size()) return a + " needs a value";
    const std::string& v = args[++i];
    std::optional<std::string> problem;
    if (a == "--port") {
      problem = whole(a, v, r.port, r.host ? 0 : 1, 65535);
    } else if (a == "--address") {
      if (!net::parseIpv4(v)) return "--address needs a numeric IPv4 address, not '" + v + "'";
      r.address = v;
    } else if (a == "--name") {
      r.name = v;
    } else if (a == "--flood") {
      const auto comma = v.find(',');
      if (comma == std::string::npos || !parseNumber(v.substr(0, comma), r.floodSize) ||
          !parseNumber(v.substr(comma + 1), r.floodColours) || r.floodSize < FloodMode::MinSide ||
          r.floodSize > FloodMode::MaxSide || r.floodColours < FloodMode::MinColours ||
          r.floodColours > FloodMode::MaxColours) {
        return "--flood needs SIZE,COLOURS with a size from " + std::to_string(FloodMode::MinSide) + " to " +
               std::to_string(FloodMode::MaxSide) + " and " + std::to_string(FloodMode::MinColours) + " to " +
               std::to_string(FloodMode::MaxColours) + " colours, not '" + v + "'";
      }
      r.race = false;
    } else if (a == "--race") {
      const auto size = parseSize(v);
      if (!size || size->width < 2 || size->height < 2 || size->width > 100 || size->height > 100) {
        return "--race needs WxH with each side 2 to 100, not '" + v + "'";
      }
      r.race = true;
      r.raceWidth = size->width;
      r.raceHeight = size->height;
    } else if (a == "--seed") {
      if (!parseNumber(v, r.seed)) return "--seed needs a whole number of at least 0, not '" + v + "'";
    } else if (a == "--first") {
      if (v != "host" && v != "joiner") return "--first must be 'host' or 'joiner', not '" + v + "'";
      r.first = v == "host" ? match::Side::Host : match::Side::Joiner;
    } else if (a == "--env") {
      r.environment = v;
    } else if (a == "--moves") {
      if (v != "greedy") return "--moves knows only 'greedy', not '" + v + "'";
    } else if (a == "--turn-ms") {
      problem = whole(a, v, r.turnMs, 0, 60000);
    } else if (a == "--heartbeat-ms") {
      problem = whole(a, v, r.heartbeatMs, 1, 60000);
    } else if (a == "--timeout-ms") {
      problem = whole(a, v, r.timeoutMs, 1, 600000);
    } else {
      problem = whole(a, v, r.protocol, 0, 65535);
    }
    if (problem) return problem;
  }
  if (!r.host && !r.address) return "join needs --address";
  return std::nullopt;
}

match::MatchOffer offerFor(const NetMatchRequest& r) {
  if (!r.race) {
    match::FloodOffer f;
    f.size = r.floodSize;
    f.colours = r.floodColours;
    f.seed = r.seed;
    f.firstMover = r.first;
    return match::MatchOffer{f};
  }
  match::RaceOffer race;
  race.options.width = r.raceWidth;
  race.options.height = r.raceHeight;
  race.options.environment = r.environment;
  race.options.seed = r.seed;
  return match::MatchOffer{race};
}

std::string offerText(const match::MatchOffer& offer) {
  if (const auto* f = std::get_if<match::FloodOffer>(&offer.match)) {
    return "flood " + std::to_string(f->size) + "x" + std::to_string(f->size) + " colours " +
           std::to_string(f->colours) + " seed " + std::to_string(f->seed) + " first " + match::sideName(f->firstMover);
  }
  const auto& o = std::get<match::RaceOffer>(offer.match).options;
  return "race " + std::to_string(o.width) + "x" + std::to_string(o.height) + " env " + o.environment + " seed " +
         std::to_string(o.seed);
}

const char* winnerName(match::Winner w) {
  return w == match::Winner::Host ? "host" : w == match::Winner::Joiner ? "joiner" : "nobody";
}

// The turns that take the level's board to its recorded solution.
std::deque<match::TileTurn> solutionTurns(const Level& level) {
  std::deque<match::TileTurn> turns;
  if (!level.solution) return turns;
  for (int i = 0; i < level.board.cellCount(); ++i) {
    const int want = (*level.solution)[static_cast<std::size_t>(i)];
    if (level.board.present(i) && !level.board.cell(i).locked && level.board.cell(i).rotation != want) {
      turns.push_back(match::TileTurn{static_cast<std::uint32_t>(i), want});
    }
  }
  return turns;
}

void print(std::ostream& out, const std::string& line) {
  out << line << '\n';
  out.flush();  // a script reads each line as it comes
}

}  // namespace

int netMatchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  NetMatchRequest r;
  if (auto problem = parseNetMatch(args, r)) {
    err << "tileflow net-match: " << *problem << "\n" << NetMatchUsage;
    return 2;
  }
  match::SessionOptions options;
  options.name = r.name;
  options.gameVersion = "cli";
  options.protocol = static_cast<std::uint16_t>(r.protocol);
  options.announce = r.announce;
  if (r.heartbeatMs > 0) options.connection.heartbeatInterval = std::chrono::milliseconds{r.heartbeatMs};
  if (r.timeoutMs > 0) options.connection.peerTimeout = std::chrono::milliseconds{r.timeoutMs};
  const Catalog& catalog = defaultCatalog();
  std::unique_ptr<MatchSession> session;
  if (r.host) {
    const std::string listen = r.address.value_or("0.0.0.0");
    options.connection.listenAddress = listen;
    session = MatchSession::host(catalog, offerFor(r), static_cast<std::uint16_t>(r.port), options);
    if (session->port() != 0) {
      print(out, "listening " + listen + " " + std::to_string(session->port()));
      if (listen == "0.0.0.0") {
        for (const std::string& a : net::localAddresses()) print(out, "address " + a);
      }
    }
  } else {
    session = MatchSession::join(catalog, *r.address, static_cast<std::uint16_t>(r.port), options);
  }

  const match::Side self = session->self();
  std::deque<match::TileTurn> turns;
  auto nextMove = std::chrono::steady_clock::now();
  const auto pace = std::chrono::milliseconds{r.turnMs};
  for (;;) {
    session->update();
    for (const SessionEvent& e : session->takeEvents()) {
      switch (e.kind) {
        case SessionEvent::Kind::Connected:
          print(out, "connected " + e.text);
          break;
        case SessionEvent::Kind::Offered:
          if (const match::MatchOffer* offer = session->offer()) print(out, "offer " + offerText(*offer));
          break;
        case SessionEvent::Kind::Started:
          print(out, "start");
          if (const Level* level = session->raceLevel()) turns = solutionTurns(*level);
          break;
        case SessionEvent::Kind::FloodMoved:
          print(out, "move " + std::to_string(e.move.number + 1) + " " + match::sideName(e.move.mover) + " colour " +
                         std::to_string(e.move.colour) + " cells " + std::to_string(e.move.hostCells) + " " +
                         std::to_string(e.move.joinerCells));
          break;
        case SessionEvent::Kind::MoveRefused:
          print(out, "refused " + e.text);
          break;
        case SessionEvent::Kind::Progress:
          print(out, "progress " + std::string(match::sideName(e.progress.side)) + " " +
                         std::to_string(e.progress.percent) + "% turns " + std::to_string(e.progress.turns) +
                         (e.progress.solved ? " solved" : ""));
          break;
        case SessionEvent::Kind::Decided:
          print(out, "result " + std::string(winnerName(session->result()->winner)) + ": " + e.text);
          break;
        case SessionEvent::Kind::TurnedAway:
          print(out, "turned away: " + e.text);
          break;
        case SessionEvent::Kind::RematchAsked:
          print(out, "rematch asked by " + e.text);
          break;
        case SessionEvent::Kind::Ended:
          print(out, "ended: " + e.text);
          break;
      }
    }
    const SessionState state = session->state();
    if (state == SessionState::Ended) break;
    if (state == SessionState::Offered && self == match::Side::Joiner) session->accept();
    const auto now = std::chrono::steady_clock::now();
    const bool racing = session->raceLevel() != nullptr;
    if (now >= nextMove && (state == SessionState::Playing || (racing && state == SessionState::Decided))) {
      if (const match::FloodReferee* flood = session->flood(); flood && session->myTurn()) {
        const std::vector<int> greediest = greediestColours(flood->state());
        if (!greediest.empty() && session->floodMove(greediest.front())) nextMove = now + pace;
      } else if (racing && !turns.empty()) {
        const match::TileTurn t = turns.front();
        turns.pop_front();
        if (!session->raceTurn(static_cast<int>(t.cell), t.rotation)) {
          print(out, "refused " + session->lastRefusal());
        }
        nextMove = now + pace;
      }
    }
    // Done once decided and, in a race, once this side's board is finished too.
    if (state == SessionState::Decided && (!racing || turns.empty())) {
      session->leave();
      for (const SessionEvent& e : session->takeEvents()) {
        if (e.kind == SessionEvent::Kind::Ended) print(out, "ended: " + e.text);
      }
      break;
    }
    std::this_thread::sleep_for(Frame);
  }
  if (session->result()) return 0;
  err << "tileflow net-match: " << session->endReason() << "\n";
  return 1;
}

}  // namespace tileflow::cli
