// soakCommand: plays the real game (real screens, real loop, real InputTranslator) headless on a
// virtual clock with seeded random input from every device, and after every turn checks that the
// game still holds together: a screen on top, frames within a budget, every screen's own
// invariants (the play screen's networks against a recount, no clock running while the window is
// away), the focused control where it was, no half-written or unreadable file in
// the per-user folder. A failure names its seed and event; the same command replays it
// (docs/reliability.md).
#include <SDL.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <ostream>
#include <sstream>
#include <string>

#include "engine/core/RandomPlay.hpp"
#include "engine/core/Rng.hpp"
#include "engine/platform/App.hpp"
#include "engine/platform/ResidentMemory.hpp"
#include "engine/platform/Window.hpp"
#include "engine/ui/ScreenName.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "game/cli_sdl/DrawingCommands.hpp"
#include "game/cli_sdl/GestureEvents.hpp"
#include "game/cli_sdl/LinesGestures.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/FloodRecordsFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/LinesFile.hpp"
#include "game/io/ProgressFile.hpp"
#include "game/io/SettingsFile.hpp"
#include "game/io/UnfinishedFile.hpp"
#include "game/netmatch/ScriptedPeer.hpp"
#include "game/screens/AppContext.hpp"
#include "game/screens/GameMain.hpp"
#include "game/screens/SaveBeforeQuit.hpp"
#include "game/view/BoardView.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* SoakUsage =
    "usage: tileflow soak --seed S --events N [--size WxH] [--frame-budget-ms MS] [--seconds T]\n"
    "                     [--largest WxH] [--memory-every N] [--keep] [--no-peer]\n"
    "  headless (SDL's dummy video and audio drivers unless SDL_VIDEODRIVER says otherwise); the\n"
    "  game's files go to a fresh folder under TILEFLOW_PREF_DIR (or the temporary folder), removed\n"
    "  after a clean run unless --keep; --seconds ends the run early, after the event under way once T\n"
    "  seconds of wall time have passed (the summary gives the count that replays it); --memory-every\n"
    "  returns to the title every N events and reports resident memory there; resizes go from 320x240\n"
    "  up to --largest (3840x2160 unless given; a smaller largest draws fewer pixels and runs faster,\n"
    "  for long runs); network play stays on\n"
    "  127.0.0.1, where a scripted second device hosts matches for the lobby to find (--no-peer: none)\n";

struct SoakOptions {
  std::uint64_t seed = 1;
  std::int64_t events = 1000;
  int width = 640;
  int height = 480;
  int largestWidth = 3840;  // the window's largest size after a resize
  int largestHeight = 2160;
  double frameBudgetMs = 3000;
  bool keep = false;
  bool peer = true;              // a scripted second device hosts matches on 127.0.0.1
  std::int64_t memoryEvery = 0;  // events between resident memory checkpoints; 0: none
  double seconds = 0;            // of wall time; 0: no limit. Decides only when to stop, never what happens.
  double step = 1.0 / 30;        // seconds of game time per turn of the loop
  // The most turns an event waits for the screens to stop moving. Background work (a generation,
  // the computer's Flood move) moves its screen until it ends, and the next input must find it
  // ended on any machine, so the wait is long and lets the workers run (see the loop).
  int quietTurns = 600;
};

bool parseSoak(const std::vector<std::string>& args, SoakOptions& o, std::ostream& err) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--keep") {
      o.keep = true;
      continue;
    }
    if (a == "--no-peer") {
      o.peer = false;
      continue;
    }
    if (i + 1 >= args.size()) {
      err << "missing value after " << a << "\n" << SoakUsage;
      return false;
    }
    const std::string& v = args[++i];
    if (a == "--seed") {
      o.seed = std::strtoull(v.c_str(), nullptr, 10);
    } else if (a == "--events") {
      o.events = std::strtoll(v.c_str(), nullptr, 10);
    } else if (a == "--memory-every") {
      o.memoryEvery = std::strtoll(v.c_str(), nullptr, 10);
    } else if (a == "--seconds") {
      o.seconds = std::atof(v.c_str());
    } else if (a == "--frame-budget-ms") {
      o.frameBudgetMs = std::atof(v.c_str());
    } else if (a == "--size") {
      if (std::sscanf(v.c_str(), "%dx%d", &o.width, &o.height) != 2) o.width = 0;
    } else if (a == "--largest") {
      if (std::sscanf(v.c_str(), "%dx%d", &o.largestWidth, &o.largestHeight) != 2) o.largestWidth = 0;
    } else {
      err << "unknown option " << a << "\n" << SoakUsage;
      return false;
    }
  }
  if (o.events <= 0 || o.seconds < 0 || o.memoryEvery < 0 || o.events > 100000000 || o.frameBudgetMs <= 0 ||
      o.width < 320 || o.height < 240 || o.width > o.largestWidth || o.height > o.largestHeight ||
      o.largestWidth > 3840 || o.largestHeight > 2160) {
    err << "invalid value\n" << SoakUsage;
    return false;
  }
  return true;
}

std::string readAll(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

template <class T>
std::string problem(const Loaded<T>& loaded) {
  if (const auto* error = std::get_if<LoadError>(&loaded)) return error->text();
  return {};
}

// The per-user folder between events: no temp file of a save left behind, nothing moved aside as
// damaged, and every file the game keeps that changed since the last look loads again.
class FolderCheck {
 public:
  explicit FolderCheck(std::filesystem::path folder) : folder_(std::move(folder)) {}

  std::string operator()() {
    std::error_code ec;
    for (auto it = std::filesystem::recursive_directory_iterator(folder_, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
      const std::string name = it->path().filename().string();
      if (name.find(".tmp-") != std::string::npos) return "a half-written file is left: " + name;
      if (name.find(".corrupt") != std::string::npos) return "a stored file was moved aside as damaged: " + name;
      if (it.depth() != 0 || !it->is_regular_file()) continue;
      const auto stamp = std::make_pair(it->file_size(), it->last_write_time());
      auto [seen, added] = stamps_.emplace(name, stamp);
      if (!added && seen->second == stamp) continue;
      seen->second = stamp;
      if (std::string wrong = loads(name, readAll(it->path())); !wrong.empty()) {
        return name + " does not load: " + wrong;
      }
    }
    return {};
  }

 private:
  static std::string loads(const std::string& name, const std::string& text) {
    if (name == "settings.yaml") return problem(parseSettings(text, name));
    if (name == "progress.yaml") return problem(parseProgress(text, name));
    if (name == "flood-records.yaml") return problem(parseFloodRecords(text, name));
    if (name == "unfinished.yaml") return problem(parseUnfinished(text, name));
    if (name == "my-levels.yaml") return problem(parseLevels(text, name, defaultCatalog()));
    if (name == "my-lines.yaml") return problem(parseLinesFile(text, name));
    return {};
  }

  std::filesystem::path folder_;
  std::map<std::string, std::pair<std::uintmax_t, std::filesystem::file_time_type>> stamps_;
};

// A UDP port of 127.0.0.1 free now, for the lobby and the scripted peer to meet on; 0 if none.
std::uint16_t freeLoopbackUdpPort() {
  const int fd = ::socket(AF_INET, SOCK_DGRAM, 0);
  if (fd < 0) return 0;
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  a.sin_port = 0;
  socklen_t len = sizeof a;
  std::uint16_t port = 0;
  if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 &&
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0)
    port = ntohs(a.sin_port);
  ::close(fd);
  return port;
}

}  // namespace

int soakCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  SoakOptions o;
  if (!parseSoak(args, o, err)) return 2;
  // Headless unless told otherwise: the dummy drivers run the real screens and input translation
  // and draw on SDL's software renderer into a window surface no one sees.
  setenv("SDL_VIDEODRIVER", "dummy", 0);
  setenv("SDL_AUDIODRIVER", "dummy", 0);
  // SIGINT and SIGTERM end the run: left to SDL they would be quit requests, which the soak plays.
  setenv("SDL_NO_SIGNAL_HANDLERS", "1", 1);
  // A fresh folder for the game's files, so a run starts from nothing, as its replay will.
  const char* base = std::getenv("TILEFLOW_PREF_DIR");
  std::string pattern =
      (base != nullptr && *base != '\0' ? std::string(base) : std::filesystem::temp_directory_path().string()) +
      "/tileflow-soak-XXXXXX";
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(pattern).parent_path(), ec);
  if (mkdtemp(pattern.data()) == nullptr) {
    err << "soak: cannot make a folder like " << pattern << "\n";
    return 2;
  }
  const std::filesystem::path folder = pattern;
  setenv("TILEFLOW_PREF_DIR", folder.c_str(), 1);
  out << "soak: seed " << o.seed << ", " << o.events << " events, " << o.width << "x" << o.height << ", files in "
      << folder.string() << std::endl;

  RandomPlay::Limits limits;
  limits.maxWidth = o.largestWidth;
  limits.maxHeight = o.largestHeight;
  limits.resizeOneIn = 80;
  limits.everyDevice = true;
  limits.navigateOneIn = 6;
  RandomPlay random(o.seed, limits);
  Rng seeds(o.seed ^ 0x5eedf00dULL);
  // A match offered to the soak is accepted more often than random keys would (most of them leave
  // it), so the network boards are played too.
  Rng nudge(o.seed ^ 0x0ffe4ULL);
  // Half the gestures on a Lines board play Lines on purpose: strokes, cuts, undo, hints.
  Rng linesPlay(o.seed ^ 0x11e5ULL);
  LinesPlayCounts linesCounts;
  FolderCheck folderCheck(folder);

  std::int64_t events = 0;  // gestures started
  std::int64_t turns = 0;
  std::int64_t restarts = 0;
  std::int64_t quits = 0;
  double now = 0;
  std::deque<std::pair<double, TimedEvent>> pending;  // game time due, event
  int waited = 0;                                     // turns since the last event's last input
  std::int64_t stillMoving = 0;                       // events that came while a screen still moved
  std::map<std::string, std::int64_t> screens;        // events that reached each screen on top
  double worstMs = 0;
  std::int64_t worstEvent = 0;
  std::string worstScreen;
  int worstWidth = 0;
  int worstHeight = 0;
  Uint64 turnStart = 0;
  const double frequency = static_cast<double>(SDL_GetPerformanceFrequency());
  std::string failure;
  bool done = false;
  const Uint64 started = SDL_GetPerformanceCounter();
  // With --memory-every N: every N events the soak returns to one state (the title screen at the
  // starting size), lets three seconds of game time pass and takes the lowest resident size of the
  // last second; the first such checkpoint is the baseline, growth is the highest after it less it.
  const auto residentMb = [] { return static_cast<double>(residentBytes()) / (1024.0 * 1024.0); };
  double baselineMb = -1;
  double highestMb = 0;
  int settling = 0;         // turns left before the checkpoint's reading
  double settledMb = 1e12;  // the lowest reading of this checkpoint
  std::int64_t checkedAt = 0;

  GameOptions run;
  run.width = o.width;
  run.height = o.height;
  // Network play on 127.0.0.1 only, with a scripted second device hosting there: the lobby lists
  // it and random taps join its matches. Its messages come in real time, so a soak that reaches a
  // match replays exactly only up to the network's timing (docs/reliability.md).
  std::unique_ptr<match::ScriptedPeer> peer;
  run.loopbackNetwork = true;
  if (o.peer) {
    const std::uint16_t port = freeLoopbackUdpPort();
    if (port != 0) {
      run.loopbackDiscoveryPort = port;
      match::ScriptedPeer::Options po;
      po.announcePort = port;
      po.seed = o.seed;
      peer = std::make_unique<match::ScriptedPeer>(defaultCatalog(), po);
    }
  }
  // The daily puzzles are a fixed day's, so that a seed replays the same on any day.
  run.date = "2026-11-27";
  run.prepare = [&](App& app, Window& window, ScreenStack& stack, AppContext& game) {
    app.fixedStep = o.step;
    // Which renderer drew: the dummy driver's software one, or a real window's (OpenGL under X).
    SDL_RendererInfo info{};
    if (SDL_GetRendererInfo(window.renderer(), &info) == 0) {
      out << "soak: " << SDL_GetCurrentVideoDriver() << " video, " << info.name << " renderer" << std::endl;
    }
    // Pictures all made in the frame that needs them, so that a replay is the same on any machine.
    BoardView::rasterBudget = false;
    game.ui.assets->setFrameBudgetMs(0);
    // A quit request saves what the game would save and starts again at the title, as a player
    // relaunching the game would find it; the run itself goes on.
    app.beforeQuit = [&quits, s = &stack] {
      saveBeforeQuit(*s);
      s->clear();
      ++quits;
      return true;
    };
    game.setFullscreen = [](bool) {};  // the soak stays in its window
    game.freshSeed = [&seeds] { return seeds.next(); };
    app.beforeTurn = [&, w = window.window(), s = &stack] {
      if (peer) peer->update();
      if (turnStart != 0) {
        // The turn just finished: events, steps, drawing and presenting, not this check.
        const double ms = static_cast<double>(SDL_GetPerformanceCounter() - turnStart) * 1000.0 / frequency;
        ++turns;
        if (ms > worstMs) {
          worstMs = ms;
          worstEvent = events;
          worstScreen = screenName(s->top());
          SDL_GetWindowSize(w, &worstWidth, &worstHeight);
        }
        if (ms > o.frameBudgetMs) {
          int ww = 0;
          int wh = 0;
          SDL_GetWindowSize(w, &ww, &wh);
          failure = "a frame took " + std::to_string(static_cast<int>(ms)) + " ms on " + screenName(s->top()) + " at " +
                    std::to_string(ww) + "x" + std::to_string(wh) + " (budget " +
                    std::to_string(static_cast<int>(o.frameBudgetMs)) + " ms)";
        }
      }
      if (failure.empty()) failure = s->brokenInvariant();
      // A control the player is using stays where it is (the layout changes no control under a
      // finger or the gamepad's focus).
      if (failure.empty()) failure = s->focusedControlMoved(game.ui.metrics);
      // A notice never hides a control (it goes where none is, or waits its turn).
      if (failure.empty()) {
        failure = s->noticeOnControl(game.ui.noticesDrawn);
        if (!failure.empty())
          failure += " at " + std::to_string(game.ui.metrics.width) + "x" + std::to_string(game.ui.metrics.height);
      }
      if (failure.empty()) failure = folderCheck();
      if (!failure.empty()) return false;
      while (!pending.empty() && pending.front().first <= now + 1e-9) {
        deliver(pending.front().second, w);
        pending.pop_front();
        waited = 0;
      }
      if (settling > 0) {
        if (settling <= 30) settledMb = std::min(settledMb, residentMb());
        if (--settling == 0) {
          if (baselineMb < 0) baselineMb = settledMb;
          highestMb = std::max(highestMb, settledMb);
          char line[160];
          std::snprintf(line, sizeof line, "soak: checkpoint at %lld events: resident %.1f MB",
                        static_cast<long long>(events), settledMb);
          out << line << std::endl;
        }
      } else if (pending.empty() && o.memoryEvery > 0 && events > 0 && events % o.memoryEvery == 0 &&
                 checkedAt != events) {
        checkedAt = events;
        SDL_SetWindowSize(w, o.width, o.height);
        s->clear();  // the title screen comes back through startOver
        settling = 90;
        settledMb = 1e12;
      } else if (pending.empty() && (!s->animating() || waited >= o.quietTurns)) {
        const double wall = static_cast<double>(SDL_GetPerformanceCounter() - started) / frequency;
        if (events >= o.events || (o.seconds > 0 && wall >= o.seconds)) {
          done = true;
          return false;
        }
        int ww = 1;
        int wh = 1;
        SDL_GetWindowSize(w, &ww, &wh);
        screens[screenName(s->top())]++;
        if (waited >= o.quietTurns) ++stillMoving;
        Gesture g = random.next(std::max(1, ww), std::max(1, wh));
        if (screenName(s->top()) == "NetMatchScreen" && nudge.chance(1, 3)) {
          g = Gesture{};
          g.kind = Gesture::Kind::Key;
          g.key = Gesture::Key::Enter;
        }
        if (const auto* lines = dynamic_cast<const LinesPlayScreen*>(s->top()); lines && linesPlay.chance(1, 2))
          g = linesGesture(*lines, linesPlay, linesCounts);
        ++events;
        for (TimedEvent& t : gestureEvents(g, ww, wh)) pending.emplace_back(now + t.afterMs / 1000.0, t);
        while (!pending.empty() && pending.front().first <= now + 1e-9) {
          deliver(pending.front().second, w);
          pending.pop_front();
        }
        waited = 0;
        if (events % 10000 == 0) out << "soak: " << events << " events" << std::endl;
      } else {
        ++waited;
        // Still moving after a second of game time: most likely work on another thread, which a
        // loop drawing as fast as it can would otherwise starve on a loaded machine. Wall time
        // spent here changes nothing the game decides.
        if (waited > 30) SDL_Delay(1);
      }
      now += o.step;
      turnStart = SDL_GetPerformanceCounter();
      return true;
    };
  };
  // An empty stack (the last screen closed, a quit request) starts again at the title screen.
  run.startOver = [&] {
    if (done || !failure.empty()) return false;
    ++restarts;
    turnStart = 0;
    return true;
  };
  const int code = runGame(run);
  std::string seen;
  for (const auto& [name, count] : screens) seen += (seen.empty() ? "" : ", ") + name + " " + std::to_string(count);
  out << "screens reached (events on top): " << seen << "\n";
  out << linesCounts.line() << "\n";
  char line[384];
  std::snprintf(line, sizeof line,
                "events %lld, turns %lld, game time %.0f s, restarts at the title %lld (quit requests %lld), "
                "worst frame %.1f ms (event %lld, %s, %dx%d), events while a screen still moved %lld",
                static_cast<long long>(events), static_cast<long long>(turns), now, static_cast<long long>(restarts),
                static_cast<long long>(quits), worstMs, static_cast<long long>(worstEvent), worstScreen.c_str(),
                worstWidth, worstHeight, static_cast<long long>(stillMoving));
  out << line << "\n";
  if (peer) {
    out << "scripted peer: matches hosted " << peer->matchesHosted() << ", played " << peer->matchesPlayed()
        << ", its moves " << peer->movesMade() << "\n";
  }
  if (baselineMb >= 0) {
    std::snprintf(line, sizeof line,
                  "resident memory at the first checkpoint %.1f MB, highest checkpoint %.1f MB, growth %.1f MB",
                  baselineMb, highestMb, highestMb - baselineMb);
    out << line << "\n";
  }
  std::string sizes;
  std::error_code sizeError;
  for (const auto& entry : std::filesystem::directory_iterator(folder, sizeError)) {
    if (!entry.is_regular_file()) continue;
    sizes +=
        (sizes.empty() ? "" : ", ") + entry.path().filename().string() + " " + std::to_string(entry.file_size()) + " B";
  }
  out << "files: " << (sizes.empty() ? "none" : sizes) << "\n";
  if (code != 0 || !failure.empty() || !done) {
    if (failure.empty()) failure = code != 0 ? "the game ended with an error" : "the game stopped early";
    err << "soak: FAIL at event " << events << " of seed " << o.seed << ": " << failure << "\n"
        << "soak: replay with: tileflow soak --seed " << o.seed << " --events " << events << " --size " << o.width
        << "x" << o.height << "\n"
        << "soak: the game's files are in " << folder.string() << "\n";
    return 1;
  }
  if (!o.keep) std::filesystem::remove_all(folder, ec);
  out << "soak: ok\n";
  return 0;
}

}  // namespace tileflow::cli
