// memoryCheckCommand: plays the real game in a real window with seeded random input on a virtual
// clock, samples resident memory and the textures held on the renderer every 30 s of game time,
// and fails when memory grows more than the budget after the first minute (docs/reliability.md).
#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <ostream>
#include <set>
#include <string>

#include "engine/core/RandomPlay.hpp"
#include "engine/platform/App.hpp"
#include "engine/platform/ResidentMemory.hpp"
#include "engine/platform/TextureLedger.hpp"
#include "engine/platform/Window.hpp"
#include "engine/ui/ScreenName.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "game/cli_sdl/DrawingCommands.hpp"
#include "game/cli_sdl/GestureEvents.hpp"
#include "game/cli_sdl/LinesGestures.hpp"
#include "game/screens/AppContext.hpp"
#include "game/screens/GameMain.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* MemoryCheckUsage =
    "usage: tileflow memory-check [--seed S] [--minutes M] [--size WxH] [--budget-mb MB] [--file-budget-mb MB]\n"
    "                            [--rate EVENTS_PER_S] [--resize-one-in N]   (0: the window keeps its size)\n"
    "  --budget-mb: growth allowed of the game's own memory (anonymous and shared pages);\n"
    "  --file-budget-mb: of pages read from files (program and library code, fonts)\n"
    "  needs a display and TILEFLOW_PREF_DIR (the game's saves go there)\n";

struct Options {
  std::uint64_t seed = 1;
  double minutes = 10;
  int width = 640;
  int height = 480;
  double budgetMb = 5;
  double fileBudgetMb = 8;
  double rate = 10;         // gestures per second of game time
  int resizeOneIn = 60;     // gestures per window resize, 0 for none
  double step = 1.0 / 30;   // seconds of game time per turn of the loop
  double sampleEvery = 30;  // seconds of game time
  double warmUp = 60;       // seconds of game time that set the baseline
};

bool parse(const std::vector<std::string>& args, Options& o, std::ostream& err) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (i + 1 >= args.size()) {
      err << "missing value after " << a << "\n" << MemoryCheckUsage;
      return false;
    }
    const std::string& v = args[++i];
    if (a == "--seed") {
      o.seed = std::strtoull(v.c_str(), nullptr, 10);
    } else if (a == "--minutes") {
      o.minutes = std::atof(v.c_str());
    } else if (a == "--budget-mb") {
      o.budgetMb = std::atof(v.c_str());
    } else if (a == "--file-budget-mb") {
      o.fileBudgetMb = std::atof(v.c_str());
    } else if (a == "--rate") {
      o.rate = std::atof(v.c_str());
    } else if (a == "--resize-one-in") {
      o.resizeOneIn = std::atoi(v.c_str());
    } else if (a == "--size") {
      if (std::sscanf(v.c_str(), "%dx%d", &o.width, &o.height) != 2) o.width = 0;
    } else {
      err << "unknown option " << a << "\n" << MemoryCheckUsage;
      return false;
    }
  }
  if (o.minutes <= 0 || o.minutes > 600 || o.rate <= 0 || o.rate > 1000 || o.resizeOneIn < 0 || o.width < 320 ||
      o.height < 240 || o.width > 8192 || o.height > 8192) {
    err << "invalid value\n" << MemoryCheckUsage;
    return false;
  }
  return true;
}

// One gesture as the events a desktop, touchscreen or gamepad would send, the soak's own
// (gestureEvents), pushed at once: the check's frames come after the whole gesture.
void play(const Gesture& g, SDL_Window* window) {
  int w = 1;
  int h = 1;
  SDL_GetWindowSize(window, &w, &h);
  for (const TimedEvent& t : gestureEvents(g, w, h)) deliver(t, window);
}

double rssMb() { return static_cast<double>(residentBytes()) / (1024.0 * 1024.0); }
double mb(std::int64_t bytes) { return static_cast<double>(bytes) / (1024.0 * 1024.0); }
// The game's own resident memory: anonymous pages (heap, driver buffers) and shared memory (X11
// shared pixmaps). Pages read from files, the code of the program and its libraries, come in as
// code paths are first used (Mesa's software driver late in a walk) and go when memory is short;
// they are checked apart, with a budget of their own.
double ownedMb(const MemoryBreakdown& m) { return mb(m.anonymous + m.shared); }

}  // namespace

int memoryCheckCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  Options o;
  if (!parse(args, o, err)) return 2;
  const char* pref = std::getenv("TILEFLOW_PREF_DIR");
  if (pref == nullptr || *pref == '\0') {
    err << "memory-check: set TILEFLOW_PREF_DIR to a scratch folder; random play writes saves\n";
    return 2;
  }
  RandomPlay::Limits limits;
  limits.resizeOneIn = o.resizeOneIn;
  const int maxWidth = limits.maxWidth;
  const int maxHeight = limits.maxHeight;
  RandomPlay random(o.seed, limits);
  // Half the gestures on a Lines board play Lines on purpose: strokes, cuts, undo, hints, zoom.
  Rng linesPlay(o.seed ^ 0x11e5ULL);
  LinesPlayCounts linesCounts;
  const double end = o.minutes * 60;
  double now = 0;
  double nextGesture = 1.0;  // the first second lets the title screen settle
  double nextSample = 0;
  std::int64_t gestures = 0;
  std::set<std::string> screens;
  // Every 30 s of game time the check returns to one state (the title screen in the starting
  // window) and takes the lowest reading of the next three seconds (work already under way, such
  // as a cancelled generation, ends in that time), so what a screen or window size needs while on
  // show is not mistaken for growth; what is kept after leaving them is. The curve between
  // checkpoints is printed too (peak).
  double readAt = -1;      // game time of the pending checkpoint reading, -1 when none
  double checkpoint = 0;   // the game time the pending checkpoint was due
  double settled = 0;      // the lowest owned memory since the return to the title screen
  double settledFile = 0;  // the same of the pages read from files
  double intervalPeak = 0;
  double baseline = -1;  // the last checkpoint within the warm-up
  double baselineFile = -1;
  double latePeak = 0;
  double lateFilePeak = 0;
  char line[512];
  const char* driver = nullptr;

  GameOptions run;
  // The packs a walk reads at its first visit to a mode are there from the start: a cache filled
  // once is not growth, and when the walk first plays Tiles would otherwise decide the result.
  run.readPacksFirst = true;
  run.width = o.width;
  run.height = o.height;
  run.prepare = [&](App& app, Window& window, ScreenStack& stack, AppContext& game) {
    SDL_RendererInfo info{};
    if (SDL_GetRendererInfo(window.renderer(), &info) == 0) driver = info.name;
    std::snprintf(line, sizeof line, "memory-check: renderer %s, seed %llu, %.1f min of game time at %dx%d",
                  driver ? driver : "?", static_cast<unsigned long long>(o.seed), o.minutes, o.width, o.height);
    out << line << std::endl;
    app.fixedStep = o.step;
    app.beforeQuit = [] { return true; };  // a quit request is swallowed: play goes on
    game.setFullscreen = [](bool) {};      // random play stays in its window
    app.beforeTurn = [&, w = window.window(), s = &stack] {
      screens.insert(screenName(s->top()));
      intervalPeak = std::max(intervalPeak, rssMb());
      if (now >= nextSample && readAt < 0) {
        checkpoint = nextSample;
        nextSample += o.sampleEvery;
        readAt = now;
        if (now > 0) {
          SDL_SetWindowSize(w, o.width, o.height);
          s->clear();  // the title screen comes back through startOver
          readAt = now + 3;
        }
        settled = settledFile = 1e12;
      }
      if (readAt >= 0 && now + 2 >= readAt) {
        const MemoryBreakdown m = memoryBreakdown();
        settled = std::min(settled, ownedMb(m));
        settledFile = std::min(settledFile, mb(m.file));
      }
      if (readAt >= 0 && now >= readAt) {
        const TextureCounts c = TextureLedger::counts();
        const double rss = rssMb();
        int ww = 0;
        int wh = 0;
        SDL_GetWindowSize(w, &ww, &wh);
        std::snprintf(line, sizeof line,
                      "t=%5.0fs rss=%7.1fMB peak=%7.1fMB textures=%lld (%.1fMB) targets=%lld made=%lld "
                      "targets-made=%lld target-sizes=%lld gestures=%lld window=%dx%d",
                      now, rss, intervalPeak, static_cast<long long>(c.textures),
                      static_cast<double>(c.bytes) / (1024.0 * 1024.0), static_cast<long long>(c.targets),
                      static_cast<long long>(c.created), static_cast<long long>(c.targetsCreated),
                      static_cast<long long>(c.targetSizes), static_cast<long long>(gestures), ww, wh);
        out << line;
        const MemoryBreakdown m = memoryBreakdown();
        settled = std::min(settled, ownedMb(m));
        settledFile = std::min(settledFile, mb(m.file));
        std::snprintf(line, sizeof line,
                      " | owned=%.1fMB file=%.1fMB (settled) | anon=%.1fMB shm=%.1fMB malloc=%.1fMB malloc-free=%.1fMB",
                      settled, settledFile, mb(m.anonymous), mb(m.shared), mb(m.heapInUse), mb(m.heapFree));
        out << line << std::endl;
        if (checkpoint <= o.warmUp) {
          baseline = settled;
          baselineFile = settledFile;
        } else {
          latePeak = std::max(latePeak, settled);
          lateFilePeak = std::max(lateFilePeak, settledFile);
        }
        intervalPeak = 0;
        readAt = -1;
        // The warm-up shows the largest window once, so its first buffers are not counted as growth.
        if (o.resizeOneIn > 0 && now < o.sampleEvery) SDL_SetWindowSize(w, maxWidth, maxHeight);
      }
      if (readAt >= 0) nextGesture = now + 1.0 / o.rate;  // no input while settling
      if (now >= end) return false;
      while (now >= nextGesture) {
        int ww = 0;
        int wh = 0;
        SDL_GetWindowSize(w, &ww, &wh);
        Gesture g = random.next(std::max(1, ww), std::max(1, wh));
        if (const auto* lines = dynamic_cast<const LinesPlayScreen*>(s->top()); lines && linesPlay.chance(1, 2))
          g = linesGesture(*lines, linesPlay, linesCounts);
        play(g, w);
        ++gestures;
        nextGesture += 1.0 / o.rate;
      }
      now += o.step;
      return true;
    };
  };
  run.startOver = [&] { return now < end; };
  const int code = runGame(run);
  if (code != 0) return 1;
  std::string seen;
  for (const std::string& s : screens) seen += (seen.empty() ? "" : ", ") + s;
  out << "screens: " << seen << "\n";
  out << linesCounts.line() << "\n";
  if (now < end) {
    err << "memory-check: the game stopped after " << now << " s of game time\n";
    return 1;
  }
  if (baseline < 0) {
    err << "memory-check: the run ended before the warm-up (" << o.warmUp << " s of game time)\n";
    return 1;
  }
  const double growth = latePeak - baseline;
  const double fileGrowth = lateFilePeak - baselineFile;
  std::snprintf(line, sizeof line,
                "owned memory: checkpoint after %.0f s: %.1f MB; highest checkpoint after: %.1f MB; growth %.1f MB "
                "(budget %.1f MB)\n"
                "pages read from files: checkpoint after %.0f s: %.1f MB; highest after: %.1f MB; growth %.1f MB "
                "(budget %.1f MB)",
                o.warmUp, baseline, latePeak, growth, o.budgetMb, o.warmUp, baselineFile, lateFilePeak, fileGrowth,
                o.fileBudgetMb);
  out << line << "\n";
  if (growth > o.budgetMb) {
    err << "memory-check: FAIL: the game's own memory grew " << growth << " MB past its level after the warm-up\n";
    return 1;
  }
  if (fileGrowth > o.fileBudgetMb) {
    err << "memory-check: FAIL: pages read from files grew " << fileGrowth
        << " MB past their level after the warm-up\n";
    return 1;
  }
  out << "memory-check: ok\n";
  return 0;
}

}  // namespace tileflow::cli
