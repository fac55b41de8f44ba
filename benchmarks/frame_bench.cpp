// frame_bench: time to draw one frame of the play screen with a 15×15 board on the software
// renderer, at 640×480 and 1920×1080 (budgets: 1.5 ms and 5 ms). Also the frame while a tile
// turns, the first frame, which composes every tile picture, a 15×15 hex board at the same sizes,
// and 60×60 and 200×200 boards fitted and zoomed in, steady and panning, and their zoom steps; a
// board on a land (its ground and textured backdrop), and the frames of the solve wave that lights
// a solved board.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/platform/SdlLibrary.hpp"
#include "game/generate/Generator.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesLessons.hpp"
#include "game/lines/LinesPacks.hpp"
#include "game/screens/DefaultServices.hpp"
#include "game/screens/ScreenGallery.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"
#include "game/screens/tiles/GeneratorScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SampleLevel.hpp"

namespace tileflow {
namespace {

const Catalog& catalog() {
  static const Catalog c = [] {
    auto loaded = loadCatalog(std::string(TILEFLOW_SOURCE_DIR) + "/assets/catalog.yaml");
    if (!ok(loaded)) throw std::runtime_error(std::get<LoadError>(loaded).text());
    return std::move(std::get<Catalog>(loaded));
  }();
  return c;
}

void ensureSdl() {
  static const auto sdl = [] {
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    return std::make_unique<SdlLibrary>(SdlLibrary::Mode::Headless);
  }();
  (void)sdl;
}

struct PlayFixture {
  PlayFixture(int w, int h) : PlayFixture(w, h, makeSampleLevel(catalog(), 15, 15, 42)) {}
  PlayFixture(int w, int h, Level level) : harness(w, h, &catalog()) {
    auto screen = std::make_unique<PlayScreen>(harness.tiles(), std::move(level));
    screen->freezeClock();
    play = screen.get();
    harness.push(std::move(screen));
  }
  ScreenHarness harness;
  PlayScreen* play = nullptr;
};

// A settled board: every frame is texture copies.
void BM_PlayFrame(benchmark::State& state) {
  ensureSdl();
  PlayFixture f(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  f.harness.drawFrame();  // composes and caches the tiles
  for (auto _ : state) f.harness.drawFrame();
  state.SetLabel(std::to_string(state.range(0)) + "x" + std::to_string(state.range(1)) + ", 15x15 board");
}
BENCHMARK(BM_PlayFrame)->Args({640, 480})->Args({1920, 1080})->Unit(benchmark::kMicrosecond);

// The same steady, fitted frame with a 15×15 hex board (the generator's full catalog, unique), to
// compare with the square board's budgets.
const Level& hexLevel() {
  static const Level level = [] {
    GenerateOptions o;
    o.shape = Shape::Hex;
    o.width = 15;
    o.height = 15;
    o.seed = 42;
    std::optional<Level> generated = generate(catalog(), o);
    if (!generated) throw std::runtime_error("the 15x15 hex level was not generated");
    return std::move(*generated);
  }();
  return level;
}

void BM_HexPlayFrame(benchmark::State& state) {
  ensureSdl();
  PlayFixture f(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), hexLevel());
  f.harness.drawFrame();  // composes and caches the tiles
  for (auto _ : state) f.harness.drawFrame();
  state.SetLabel(std::to_string(state.range(0)) + "x" + std::to_string(state.range(1)) +
                 ", 15x15 hex board, fitted, steady");
}
BENCHMARK(BM_HexPlayFrame)->Args({640, 480})->Args({1920, 1080})->Unit(benchmark::kMicrosecond);

// One tile mid-turn (drawn rotated), the rest cached.
void BM_PlayFrameWhileTurning(benchmark::State& state) {
  ensureSdl();
  PlayFixture f(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  f.harness.app().settings.animationSpeed = 1;
  f.harness.drawFrame();
  for (auto _ : state) {
    state.PauseTiming();
    f.play->rotateAt(112, 1);
    f.harness.step(0.05);
    state.ResumeTiming();
    f.harness.drawFrame();
  }
}
BENCHMARK(BM_PlayFrameWhileTurning)->Args({640, 480})->Args({1920, 1080})->Unit(benchmark::kMicrosecond);

// The solve wave: a board one quarter turn from solved (a tile near the middle) is solved, and
// every frame of the wave that lights it before the win panel is timed; when the wave is over a
// fresh play screen of the same level is opened (its first frame untimed) and solved again.
// Arguments: board side, window width and height.
struct WaveFixture {
  WaveFixture(int side, int w, int h) : harness(w, h, &catalog()), level(makeSampleLevel(catalog(), side, side, 42)) {
    const std::vector<std::uint8_t>& solution = *level.solution;
    Board& b = level.board;
    for (int i = 0; i < b.cellCount(); ++i) b.setRotation(i, solution[static_cast<std::size_t>(i)]);
    // The cell nearest the middle whose tile looks different a quarter turn back.
    for (int d = 0; d < b.cellCount() && turned < 0; ++d) {
      const int i = (b.index(side / 2, side / 2) + d) % b.cellCount();
      const int s = solution[static_cast<std::size_t>(i)];
      if (b.typeAt(i).packs[s] != b.typeAt(i).packs[(s + 3) % 4] && !b.cell(i).locked) turned = i;
    }
    if (turned < 0) throw std::runtime_error("no tile to turn");
    b.setRotation(turned, (solution[static_cast<std::size_t>(turned)] + 3) % 4);
  }
  // A new play screen of the level, solved by its one turn, stepped to the first frame of its wave.
  void start() {
    while (!harness.stack().empty()) {
      harness.stack().pop();
      harness.step(0);
    }
    auto screen = std::make_unique<PlayScreen>(harness.tiles(), level);
    screen->freezeClock();
    play = screen.get();
    harness.push(std::move(screen));
    harness.drawFrame();  // composes the tiles
    play->rotateAt(turned, 1);
    for (int k = 0; k < 600 && !play->celebrating(); ++k) harness.step(1.0 / 60);
    if (!play->celebrating()) throw std::runtime_error("the wave did not start");
    harness.drawFrame();
  }
  ScreenHarness harness;
  Level level;
  PlayScreen* play = nullptr;
  int turned = -1;
};

void BM_SolveWaveFrame(benchmark::State& state) {
  ensureSdl();
  WaveFixture f(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), static_cast<int>(state.range(2)));
  f.start();
  for (auto _ : state) {
    state.PauseTiming();
    f.harness.step(1.0 / 60);
    if (!f.play->celebrating()) f.start();
    state.ResumeTiming();
    f.harness.drawFrame();
  }
  const auto side = std::to_string(state.range(0));
  state.SetLabel(side + "x" + side + " board, " + std::to_string(state.range(1)) + "x" +
                 std::to_string(state.range(2)) + ", fitted, solve wave");
}
BENCHMARK(BM_SolveWaveFrame)
    ->Args({15, 640, 480})
    ->Args({15, 1920, 1080})
    ->Args({60, 640, 480})
    ->Args({60, 1920, 1080})
    ->Args({200, 640, 480})
    ->Args({200, 1920, 1080})
    ->Unit(benchmark::kMicrosecond);

// Big boards (issue budgets: 2 ms a frame at 640×480, 5 ms at 1920×1080, a zoom step under
// 16 ms). Arguments: board side, window width and height, zoom-in steps (0: fitted), and whether
// each frame also pans the view (the right stick's few pixels a frame, back and forth).
struct BigFixture {
  BigFixture(int side, int w, int h, int zoom) : harness(w, h, &catalog()) {
    auto screen = std::make_unique<PlayScreen>(harness.tiles(), makeSampleLevel(catalog(), side, side, 42));
    screen->freezeClock();
    play = screen.get();
    harness.push(std::move(screen));
    for (int i = 0; i < zoom; ++i) harness.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
    harness.drawSettled();
  }
  ScreenHarness harness;
  PlayScreen* play = nullptr;
};

std::string bigLabel(const benchmark::State& state) {
  const auto side = std::to_string(state.range(0));
  return side + "x" + side + " board, " + std::to_string(state.range(1)) + "x" + std::to_string(state.range(2)) +
         (state.range(3) == 0 ? ", fitted" : ", zoomed in " + std::to_string(state.range(3)) + " steps") +
         (state.range(4) != 0 ? ", panning" : ", steady");
}

void BM_BigBoardFrame(benchmark::State& state) {
  ensureSdl();
  BigFixture f(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), static_cast<int>(state.range(2)),
               static_cast<int>(state.range(3)));
  const bool panning = state.range(4) != 0;
  int k = 0;
  for (auto _ : state) {
    if (panning) {
      const int dir = (k++ / 30) % 2 == 0 ? 1 : -1;  // 30 frames one way, 30 back
      f.harness.send(InputEvent::scroll(6 * dir, 4 * dir));
    }
    f.harness.drawFrame();
  }
  state.SetLabel(bigLabel(state));
}
BENCHMARK(BM_BigBoardFrame)
    ->ArgsProduct({{60, 200}, {640}, {480}, {0, 6}, {0, 1}})
    ->ArgsProduct({{60, 200}, {1920}, {1080}, {0, 6}, {0, 1}})
    ->Unit(benchmark::kMicrosecond);

// One zoom step on a freshly opened board, from the key press to the last frame of it: the
// transition (ZoomSeconds at 60 frames a second) and the frames that make the new size's
// pictures. The time is the slowest of those frames (the budget: under 16 ms); the counters give
// how many frames it took and how long until the board was sharp. Arguments: board side,
// window, the zoom steps before, and the direction (1 in, 0 out).
void BM_BigBoardZoomStep(benchmark::State& state) {
  ensureSdl();
  double frames = 0;
  double sharpMs = 0;
  for (auto _ : state) {
    BigFixture f(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), static_cast<int>(state.range(2)),
                 static_cast<int>(state.range(3)));
    f.harness.drawFrame();
    const auto start = std::chrono::steady_clock::now();
    f.harness.send(InputEvent::act(state.range(4) != 0 ? Action::ZoomIn : Action::ZoomOut, Device::Gamepad));
    double worst = 0;
    int n = 0;
    do {
      const auto t0 = std::chrono::steady_clock::now();
      f.harness.drawFrame();
      worst = std::max(worst, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
      f.harness.step(1.0 / 60);
      ++n;
    } while (n < 600 && (f.play->boardView().animating() || f.play->boardView().sharpening()));
    frames += n;
    sharpMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    state.SetIterationTime(worst);
  }
  state.counters["frames"] = frames / static_cast<double>(state.iterations());
  state.counters["sharp_ms"] = sharpMs / static_cast<double>(state.iterations());
  const auto side = std::to_string(state.range(0));
  state.SetLabel(side + "x" + side + " board, " + std::to_string(state.range(1)) + "x" +
                 std::to_string(state.range(2)) + ", zoom " + (state.range(4) != 0 ? "in" : "out") + " from " +
                 std::to_string(state.range(3)) + " steps; slowest frame");
}
BENCHMARK(BM_BigBoardZoomStep)
    ->Args({200, 640, 480, 3, 1})
    ->Args({200, 640, 480, 4, 0})
    ->Args({200, 1920, 1080, 3, 1})
    ->Args({200, 1920, 1080, 0, 1})
    ->Args({200, 1920, 1080, 1, 0})
    ->Args({60, 1920, 1080, 6, 1})
    ->UseManualTime()
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond);

// The first frame of a fresh screen: background and every tile picture rasterised.
void BM_PlayFirstFrame(benchmark::State& state) {
  ensureSdl();
  for (auto _ : state) {
    PlayFixture f(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    f.harness.drawFrame();
  }
}
BENCHMARK(BM_PlayFirstFrame)
    ->Args({640, 480})
    ->Args({1920, 1080})
    ->Args({3840, 2160})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

// The same 15×15 board on a land (coast: sand under the tiles, the textured sea behind): a
// steady frame, and the first frame, which also makes the land's backdrop.
Level coastLevel() { return makeSampleLevel(catalog(), 15, 15, 42, "coast"); }

void BM_LandPlayFrame(benchmark::State& state) {
  ensureSdl();
  PlayFixture f(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), coastLevel());
  f.harness.drawFrame();
  for (auto _ : state) f.harness.drawFrame();
  state.SetLabel(std::to_string(state.range(0)) + "x" + std::to_string(state.range(1)) + ", 15x15 coast board");
}
BENCHMARK(BM_LandPlayFrame)->Args({640, 480})->Args({1920, 1080})->Unit(benchmark::kMicrosecond);

void BM_LandFirstFrame(benchmark::State& state) {
  ensureSdl();
  for (auto _ : state) {
    PlayFixture f(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), coastLevel());
    f.harness.drawFrame();
  }
}
BENCHMARK(BM_LandFirstFrame)
    ->Args({640, 480})
    ->Args({1920, 1080})
    ->Args({3840, 2160})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

// A window resized to 3840×2160 (maximised on a 4K desktop) from 1280×720, the screen settled
// before: every frame until the screen wants no more straight away, as the game draws them after
// relayoutScreens. The time is the slowest of those frames (the budget: 100 ms); the counters give
// how many frames it took and the time until settled (a play screen: its board's pictures all
// made; the title: no frame wanted straight away). Argument: the screen (0 play, 15×15 board;
// 1 play on a land, coast; 2 the title; 3 play, 60×60 board).
void BM_ResizeTo4K(benchmark::State& state) {
  ensureSdl();
  const int kind = static_cast<int>(state.range(0));
  double frames = 0;
  double settledMs = 0;
  for (auto _ : state) {
    ScreenHarness harness(3840, 2160, &catalog());
    harness.ui().assets->setFrameBudgetMs(Assets::GameFrameBudgetMs);  // as the game's loop draws
    harness.resize(1280, 720);
    PlayScreen* play = nullptr;
    if (kind == 2) {
      harness.push(std::make_unique<TitleScreen>(harness.app(), harness.modes()));
    } else {
      Level level = kind == 1 ? coastLevel() : makeSampleLevel(catalog(), kind == 3 ? 60 : 15, kind == 3 ? 60 : 15, 42);
      auto screen = std::make_unique<PlayScreen>(harness.tiles(), std::move(level));
      screen->freezeClock();
      play = screen.get();
      harness.push(std::move(screen));
    }
    harness.drawSettled();
    const auto start = std::chrono::steady_clock::now();
    harness.resize(3840, 2160);
    double worst = 0;
    int n = 0;
    do {
      const auto t0 = std::chrono::steady_clock::now();
      harness.drawFrame();
      worst = std::max(worst, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
      harness.step(1.0 / 60);
      ++n;
    } while (n < 600 && (harness.ui().assets->leftOut() ||
                         (play != nullptr ? play->boardView().animating() || play->boardView().sharpening()
                                          : harness.stack().msUntilWake() == 0)));
    frames += n;
    settledMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    state.SetIterationTime(worst);
  }
  state.counters["frames"] = frames / static_cast<double>(state.iterations());
  state.counters["settled_ms"] = settledMs / static_cast<double>(state.iterations());
  const char* names[] = {"play 15x15", "play 15x15 coast", "title", "play 60x60"};
  state.SetLabel(std::string(names[kind]) + ", 1280x720 -> 3840x2160; slowest frame");
}
BENCHMARK(BM_ResizeTo4K)->DenseRange(0, 3)->UseManualTime()->Iterations(3)->Unit(benchmark::kMillisecond);

// The title screen's first frame, what a player waits for at start-up (after SDL and the catalog).
void BM_TitleFirstFrame(benchmark::State& state) {
  ensureSdl();
  for (auto _ : state) {
    ScreenHarness harness(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), &catalog());
    harness.push(std::make_unique<TitleScreen>(harness.app(), harness.modes()));
    harness.drawFrame();
  }
}
BENCHMARK(BM_TitleFirstFrame)
    ->Args({640, 480})
    ->Args({1920, 1080})
    ->Args({3840, 2160})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

// The main thread while the worker generates a large board: every frame of the generator screen
// (spinner and progress polled from the worker) is timed; the budget is 16 ms for the slowest.
// The screen's steppers stop at 15, so the size is set in the settings directly.
void BM_GeneratorFramesWhileGenerating(benchmark::State& state) {
  ensureSdl();
  const int size = static_cast<int>(state.range(0));
  std::vector<double> frames;
  std::vector<double> cpu;  // the main thread's own CPU time per frame, immune to a loaded machine
  auto threadCpuMs = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
  };
  for (auto _ : state) {
    ScreenHarness harness(640, 480, &catalog());
    harness.tiles().services = defaultServices();
    harness.app().settings.tiles.generateWidth = size;
    harness.app().settings.tiles.generateHeight = size;
    auto screen = std::make_unique<GeneratorScreen>(harness.tiles());
    GeneratorScreen* gen = screen.get();
    harness.push(std::move(screen));
    harness.drawFrame();
    gen->generate();
    while (gen->generating() && harness.top<GeneratorScreen>() == gen) {
      const auto start = std::chrono::steady_clock::now();
      const double cpuStart = threadCpuMs();
      harness.step(1.0 / 60.0);
      if (harness.top<GeneratorScreen>() != gen) break;  // done: play screen pushed
      harness.drawFrame();
      frames.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
      cpu.push_back(threadCpuMs() - cpuStart);
    }
  }
  std::sort(frames.begin(), frames.end());
  if (!frames.empty()) {
    state.counters["frames"] = static_cast<double>(frames.size());
    state.counters["median_ms"] = frames[frames.size() / 2];
    state.counters["p99_ms"] = frames[frames.size() * 99 / 100];
    state.counters["max_ms"] = frames.back();
    std::sort(cpu.begin(), cpu.end());
    state.counters["max_cpu_ms"] = cpu.back();
    state.counters["median_cpu_ms"] = cpu[cpu.size() / 2];
  }
}
BENCHMARK(BM_GeneratorFramesWhileGenerating)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(3);

// Opening a generated 100×100 hex level, as the generator screen does when its worker is done:
// the play screen made, pushed (laid out) and its first frame drawn, all on the frame loop; then
// the frames until the board shows whole (a big board makes its pictures over several). The
// time is the whole; the counters split it and give the slowest later frame. Argument: the
// board side.
void BM_OpenGeneratedHexLevel(benchmark::State& state) {
  ensureSdl();
  GenerateOptions options;
  options.shape = Shape::Hex;
  options.width = static_cast<int>(state.range(0));
  options.height = options.width;
  options.seed = 7;
  const std::optional<Level> level = generate(catalog(), options);
  if (!level) throw std::runtime_error("no level");
  double makeMs = 0;
  double pushMs = 0;
  double frameMs = 0;
  double slowestMs = 0;
  double framesToShow = 0;
  double showMs = 0;
  auto since = [](auto start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  };
  for (auto _ : state) {
    ScreenHarness harness(1280, 720, &catalog());
    auto t0 = std::chrono::steady_clock::now();
    auto screen = std::make_unique<PlayScreen>(harness.tiles(), *level);
    makeMs += since(t0);
    t0 = std::chrono::steady_clock::now();
    harness.push(std::move(screen));
    pushMs += since(t0);
    t0 = std::chrono::steady_clock::now();
    harness.drawFrame();
    frameMs += since(t0);
    // Then the frames until the board shows whole and nothing more is wanted.
    int frames = 1;
    for (; frames < 1000 && harness.stack().msUntilWake() == 0; ++frames) {
      const auto f0 = std::chrono::steady_clock::now();
      harness.drawFrame();
      slowestMs = std::max(slowestMs, since(f0));
    }
    framesToShow += frames;
    showMs += since(t0);
  }
  const auto n = static_cast<double>(state.iterations());
  state.counters["make_ms"] = makeMs / n;
  state.counters["push_ms"] = pushMs / n;
  state.counters["first_frame_ms"] = frameMs / n;
  state.counters["later_slowest_ms"] = slowestMs;
  state.counters["frames_to_show"] = framesToShow / n;
  state.counters["shown_after_ms"] = showMs / n;
}
BENCHMARK(BM_OpenGeneratedHexLevel)->Arg(100)->Unit(benchmark::kMillisecond)->Iterations(3);

// A Flood game in progress, as the two-player screen draws it every frame: the board's cells in
// one batch of triangles, the areas' outlines, the colour buttons. Arguments: window width and
// height, board side, colour-blind symbols (0 or 1).
void BM_FloodPlayFrame(benchmark::State& state) {
  ensureSdl();
  ScreenHarness harness(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), &catalog());
  harness.app().settings.colourBlind = state.range(3) != 0;
  FloodSetup setup;
  setup.kind = FloodKind::TwoPlayers;
  setup.size = static_cast<int>(state.range(2));
  setup.colours = 8;
  auto screen = std::make_unique<FloodPlayScreen>(harness.flood(), setup, 7);
  FloodPlayScreen* play = screen.get();
  harness.push(std::move(screen));
  settleFlood(harness, *play);
  for (int move = 0; move < 10; ++move) {
    const FloodState& s = play->game()->state();
    play->pick(s.allowedColours().front());
    harness.settle();
  }
  harness.drawFrame();
  for (auto _ : state) harness.drawFrame();
  state.SetLabel(std::to_string(state.range(0)) + "x" + std::to_string(state.range(1)) + ", " +
                 std::to_string(state.range(2)) + "x" + std::to_string(state.range(2)) + " board, 8 colours" +
                 (state.range(3) != 0 ? ", colour-blind symbols" : ""));
}
BENCHMARK(BM_FloodPlayFrame)
    ->Args({640, 480, 15, 0})
    ->Args({640, 480, 30, 0})
    ->Args({640, 480, 30, 1})
    ->Args({1920, 1080, 30, 0})
    ->Args({1920, 1080, 30, 1})
    ->Unit(benchmark::kMicrosecond);

// A Lines level for the frame benchmarks: generated (unique) up to 20×20, straight from the line
// drawer past that (the generator takes long to make those unique; frames do not care).
std::optional<LinesLevel> linesBenchLevel(int side) {
  if (side > 20) return linesDrawnLevel(side, side * side / 24, 7);
  LinesGenerateOptions options;
  options.width = options.height = side;
  options.seed = 7;
  const std::optional<LinesGenerated> made = generateLines(options);
  if (!made) return std::nullopt;
  return linesLevelOf(*made, "bench", "Bench", options.seed);
}

// What a Lines frame benchmark runs on: a harness of the window's size (arguments 0 and 1) with a
// play screen open on a side×side level, half its lines drawn, zoomed in by `zoomSteps` presses of
// the zoom key (0: fitted). `play` is null, and the state has the error, when no level was made.
struct LinesBench {
  LinesBench(benchmark::State& state, int side, int zoomSteps, bool letters = false)
      : harness((ensureSdl(), static_cast<int>(state.range(0))), static_cast<int>(state.range(1)), &catalog()),
        level(linesBenchLevel(side)),
        zoom(zoomSteps) {
    if (!level) {
      state.SkipWithError("no level made");
      return;
    }
    harness.app().settings.colourBlind = letters;
    for (const auto lesson : {LinesLesson::Draw, LinesLesson::Bridges, LinesLesson::Warps, LinesLesson::Portals})
      harness.app().settings.lessonsDone.insert(linesLessonId(lesson));
    auto screen = std::make_unique<LinesPlayScreen>(harness.lines(), *level);
    play = screen.get();
    harness.push(std::move(screen));
    for (std::size_t c = 0; c < level->solution.size() / 2; ++c) {
      LinesMove move;
      move.kind = LinesMove::Kind::Draw;
      move.colour = static_cast<int>(c);
      move.cells = level->solution[c];
      play->playMove(move);
    }
    for (int i = 0; i < zoomSteps; ++i) harness.send(InputEvent::act(Action::ZoomIn, Device::Keyboard));
    harness.drawFrame();
  }

  std::string label(const benchmark::State& state) const {
    return std::to_string(state.range(0)) + "x" + std::to_string(state.range(1)) + ", " +
           std::to_string(level->board.width()) + "x" + std::to_string(level->board.height()) + " Lines board, " +
           std::to_string(level->solution.size()) + " pairs, " +
           (zoom > 0 ? std::to_string(play->view().drawnCellSize()) + " px cells zoomed" : "fitted");
  }

  ScreenHarness harness;
  std::optional<LinesLevel> level;
  int zoom = 0;
  LinesPlayScreen* play = nullptr;
};

// A Lines board while a line is being drawn: every frame the finger moves one cell on or back
// (the stroke's position worked out afresh) and the whole screen is drawn: cells, half the
// solution's lines, the stroke, the dots (with their letters when asked). Arguments: window width
// and height, board side, colour-blind letters (0 or 1), zoom key presses (0: fitted).
void BM_LinesDrawFrame(benchmark::State& state) {
  LinesBench bench(state, static_cast<int>(state.range(2)), static_cast<int>(state.range(4)), state.range(3) != 0);
  if (bench.play == nullptr) return;
  ScreenHarness& harness = bench.harness;
  LinesPlayScreen* play = bench.play;
  // The first line not drawn, its first dot brought to the middle of the view (zoomed in), and
  // as much of it as shows.
  const std::vector<int>& line = bench.level->solution[bench.level->solution.size() / 2];
  const SDL_Rect view = play->view().area();
  const SDL_FPoint first = play->geometry().centre(line[0]);
  harness.send(InputEvent::scroll(static_cast<int>(first.x) - (view.x + view.w / 2),
                                  static_cast<int>(first.y) - (view.y + view.h / 2)));
  std::vector<int> path;
  for (const int cell : line) {
    const SDL_FPoint p = play->geometry().centre(cell);
    if (play->view().cellAt(static_cast<int>(p.x), static_cast<int>(p.y)) != cell) break;
    path.push_back(cell);
  }
  if (path.size() < 3) {
    state.SkipWithError("no line in view to draw");
    return;
  }
  const auto at = [&](std::size_t i) {
    const SDL_FPoint p = play->geometry().centre(path[std::min(i, path.size() - 1)]);
    return SDL_Point{static_cast<int>(p.x), static_cast<int>(p.y)};
  };
  SDL_Point last = at(0);
  const SDL_Point second = at(1);
  harness.send(InputEvent::drag(InputEvent::Phase::Start, second.x, second.y, second.x - last.x, second.y - last.y,
                                Device::Touch));
  last = second;
  harness.drawFrame();
  std::size_t step = 1;
  bool onward = true;
  for (auto _ : state) {
    step = onward ? step + 1 : step - 1;
    if (step + 1 >= path.size()) onward = false;
    if (step <= 1) onward = true;
    const SDL_Point p = at(step);
    harness.send(InputEvent::drag(InputEvent::Phase::Move, p.x, p.y, p.x - last.x, p.y - last.y, Device::Touch));
    last = p;
    harness.drawFrame();
  }
  if (!play->stroking()) state.SkipWithError("the stroke was dropped");
  state.SetLabel(bench.label(state) + (state.range(3) != 0 ? ", letters" : ""));
}
BENCHMARK(BM_LinesDrawFrame)
    ->Args({640, 480, 15, 0, 0})
    ->Args({640, 480, 15, 1, 0})
    ->Args({1920, 1080, 15, 0, 0})
    ->Args({1920, 1080, 15, 1, 0})
    ->Args({1920, 1080, 20, 0, 0})
    ->Args({640, 480, 60, 0, 0})
    ->Args({640, 480, 60, 0, 8})
    ->Args({1920, 1080, 60, 0, 0})
    ->Args({1920, 1080, 60, 0, 6})
    ->Args({3840, 2160, 15, 0, 0})
    ->Args({3840, 2160, 60, 0, 0})
    ->Args({3840, 2160, 60, 0, 6})
    ->Unit(benchmark::kMicrosecond);

// A zoomed-in Lines board panned by the right stick a few pixels every frame, to and fro across the
// board: the pieces coming into view are painted, the rest only move. Arguments: window width and
// height, board side, zoom key presses.
void BM_LinesPanFrame(benchmark::State& state) {
  LinesBench bench(state, static_cast<int>(state.range(2)), static_cast<int>(state.range(3)));
  if (bench.play == nullptr) return;
  int direction = 1;
  for (auto _ : state) {
    const SDL_Rect before = bench.play->view().cellRect(0);
    bench.harness.send(InputEvent::scroll(9 * direction, 5 * direction));
    bench.harness.drawFrame();
    const SDL_Rect after = bench.play->view().cellRect(0);
    if (before.x == after.x && before.y == after.y) direction = -direction;  // an edge: back the other way
  }
  if (bench.play->view().fitted()) state.SkipWithError("the board was not zoomed in");
  state.SetLabel(bench.label(state) + ", panning");
}
BENCHMARK(BM_LinesPanFrame)
    ->Args({640, 480, 60, 8})
    ->Args({1920, 1080, 60, 6})
    ->Args({640, 480, 30, 4})
    ->Args({3840, 2160, 60, 6})
    ->Unit(benchmark::kMicrosecond);

// A zoomed-in Lines board zoomed in and out by one wheel notch in turn, every frame: each frame shows
// the last finished picture scaled and paints pieces at the new cell size for the time a frame
// allows (LinesView::SettlePaintMs). Arguments as BM_LinesPanFrame's.
void BM_LinesZoomFrame(benchmark::State& state) {
  LinesBench bench(state, static_cast<int>(state.range(2)), static_cast<int>(state.range(3)));
  if (bench.play == nullptr) return;
  const SDL_Rect view = bench.play->view().area();
  double notch = 1;
  for (auto _ : state) {
    bench.harness.send(InputEvent::wheel(notch, view.x + view.w / 2, view.y + view.h / 2));
    bench.harness.drawFrame();
    notch = -notch;
  }
  state.SetLabel(bench.label(state) + ", a zoom step every frame");
}
BENCHMARK(BM_LinesZoomFrame)
    ->Args({640, 480, 60, 8})
    ->Args({1920, 1080, 60, 6})
    ->Args({3840, 2160, 60, 6})
    ->Unit(benchmark::kMicrosecond);

// The first frame of a Lines board: the play screen opened on a side×side level and drawn once,
// every piece in view painted. Arguments: window width and height, board side.
void BM_LinesFirstFrame(benchmark::State& state) {
  ensureSdl();
  const std::optional<LinesLevel> level = linesBenchLevel(static_cast<int>(state.range(2)));
  if (!level) {
    state.SkipWithError("no level made");
    return;
  }
  ScreenHarness harness(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), &catalog());
  for (const auto lesson : {LinesLesson::Draw, LinesLesson::Bridges, LinesLesson::Warps, LinesLesson::Portals})
    harness.app().settings.lessonsDone.insert(linesLessonId(lesson));
  for (auto _ : state) {
    state.PauseTiming();
    harness.stack().clear();
    harness.step(0);
    harness.push(std::make_unique<LinesPlayScreen>(harness.lines(), *level));
    state.ResumeTiming();
    harness.drawFrame();
  }
  state.SetLabel(std::to_string(state.range(0)) + "x" + std::to_string(state.range(1)) + ", " +
                 std::to_string(level->board.width()) + "x" + std::to_string(level->board.height()) +
                 " Lines board, its first frame");
}
BENCHMARK(BM_LinesFirstFrame)
    ->Args({640, 480, 15})
    ->Args({1920, 1080, 15})
    ->Args({3840, 2160, 15})
    ->Args({3840, 2160, 60})
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace tileflow

BENCHMARK_MAIN();
