// ScreenGallery: every screen of the game by name.
#include "game/screens/ScreenGallery.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <stdexcept>
#include <thread>

#include "game/io/DataDir.hpp"
#include "game/io/ImportFolder.hpp"
#include "game/io/LevelFile.hpp"
#include "game/lines/LinesLessons.hpp"
#include "game/lines/LinesPacks.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ControlsScreen.hpp"
#include "game/screens/ImportScreen.hpp"
#include "game/screens/PlayOptionsScreen.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/screens/StatisticsScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/screens/daily/DailyScreen.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/flood/FloodSetupScreen.hpp"
#include "game/screens/lines/LinesEditorScreen.hpp"
#include "game/screens/lines/LinesGeneratorScreen.hpp"
#include "game/screens/lines/LinesPackScreens.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"
#include "game/screens/net/NetHostScreen.hpp"
#include "game/screens/net/NetLobbyScreen.hpp"
#include "game/screens/net/NetMatchScreen.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/GeneratorScreen.hpp"
#include "game/screens/tiles/LevelSelectScreen.hpp"
#include "game/screens/tiles/MyLevelsScreen.hpp"
#include "game/screens/tiles/PackSelectScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/Campaign.hpp"

namespace tileflow {

namespace {

std::shared_ptr<MyLevelsStore> myLevels(ScreenHarness& h) { return MyLevelsStore::in(h.app().prefDir()); }

EditorScreen& openEditor(ScreenHarness& h, const std::optional<Level>& level) {
  const Catalog& catalog = *h.tiles().catalog;
  auto editor =
      std::make_unique<EditorScreen>(h.tiles(), level ? *level : EditorScreen::blankLevel(catalog, 5, 5), myLevels(h));
  EditorScreen& e = *editor;
  h.push(std::move(editor));
  return e;
}

// `hints` presses of Hint, each turn played out.
PlayScreen& openPlay(ScreenHarness& h, const std::optional<Level>& level, int hints = 0, int zoom = 0) {
  auto play = std::make_unique<PlayScreen>(h.tiles(), *level, [] {});
  play->freezeClock();
  PlayScreen& p = *play;
  h.push(std::move(play));
  for (int k = 0; k < hints && !p.session().won() && p.hint(); ++k) h.settle();
  for (int k = 0; k < zoom; ++k) h.send(InputEvent::act(Action::ZoomIn, Device::Keyboard));
  return p;
}

// The Link example (levels/examples/link.yaml): landmarks of three kinds and a portal. A level
// given with landmarks of its own is shown instead.
Level linkLevel(ScreenHarness& h, const SceneInputs& in) {
  if (in.level && in.level->board.hasLandmarks()) return *in.level;
  const auto path = findDataDir() / "levels" / "examples" / "link.yaml";
  auto loaded = loadLevels(path, *h.tiles().catalog);
  if (!ok(loaded)) throw std::runtime_error(std::get<LoadError>(loaded).text());
  Pack pack = std::get<Pack>(std::move(loaded));
  if (pack.levels.empty()) throw std::runtime_error(path.string() + " holds no level");
  return pack.levels.front();
}

// The Link level with the line of its first landmark's kind turned into place (its badges lit)
// and the rest as dealt, then the hints and zoom asked for.
PlayScreen& openLink(ScreenHarness& h, const SceneInputs& in) {
  const Level level = linkLevel(h, in);
  PlayScreen& p = openPlay(h, level);
  if (level.solution) {
    const Board solved = level.solvedBoard();
    const Networks networks(solved);
    int first = -1;
    for (int i = 0; i < solved.cellCount() && first < 0; ++i)
      if (solved.landmark(i) != 0) first = i;
    const int line = first < 0 ? -1 : networks.networkOfCell(first);
    const Board& board = p.session().puzzle().board();
    for (int i = 0; i < solved.cellCount() && line >= 0; ++i) {
      if (!solved.present(i) || networks.networkOf(i, 0) != line) continue;
      const int turns = (solved.cell(i).rotation - board.cell(i).rotation + board.sides()) % board.sides();
      if (turns != 0) p.rotateAt(i, turns);
    }
    h.settle();
  }
  for (int k = 0; k < in.hints && !p.session().won() && p.hint(); ++k) h.settle();
  for (int k = 0; k < in.zoom; ++k) h.send(InputEvent::act(Action::ZoomIn, Device::Keyboard));
  return p;
}

ImportScreen& openImport(ScreenHarness& h, const SceneInputs& in) {
  auto screen = std::make_unique<ImportScreen>(
      h.tiles(), myLevels(h), in.importFolder.empty() ? importFolderIn(h.app().prefDir()) : in.importFolder);
  ImportScreen& i = *screen;
  h.push(std::move(screen));
  return i;
}

// One turn made, so leaving or restarting asks first, exactly as Back and Restart do.
void askInPlay(ScreenHarness& h, const SceneInputs& in, bool keep, bool restart) {
  PlayScreen& p = openPlay(h, in.level);
  if (keep) p.offerToKeep(myLevels(h));
  p.rotateAt(p.cursor(), 1);
  h.settle();
  if (restart)
    p.askRestart();
  else
    p.leave();
  h.step(0);
}

// The campaign of the built-in packs, read once per TilesContext (and shared by a layout check's
// harnesses), as the title screen's Play opens it.
std::shared_ptr<Campaign> galleryCampaign(ScreenHarness& h) {
  const TilesContext::BuiltInPacks& built = h.tiles().builtInPacks();
  return Campaign::open(built.packs, built.problems, h.tiles().progress);
}

void openCampaign(ScreenHarness& h, bool levels) {
  auto campaign = galleryCampaign(h);
  if (!campaign) throw std::runtime_error("the catalog has no campaign to show");
  campaign->showSampleProgress();
  h.push(std::make_unique<PackSelectScreen>(h.tiles(), campaign));
  if (levels) h.push(std::make_unique<LevelSelectScreen>(h.tiles(), campaign, 1));
}

// A player some way into every mode: packs part-solved (the pack screens' sample), time solving,
// generated levels of a few sizes and Flood games of each kind, as Settings opens it.
void openStatistics(ScreenHarness& h) {
  if (h.tiles().catalog != nullptr) {
    if (auto campaign = galleryCampaign(h)) campaign->showSampleProgress();
  }
  PlayerProgress p = h.tiles().progress->get();
  p.playSeconds = 4 * 3600 + 17 * 60 + 5;
  p.generated["6x6"] = SizeProgress{5, 14, 38};
  p.generated["10x10"] = SizeProgress{3, 61, 192};
  p.generated["8x8 hex"] = SizeProgress{2, 47, 151};
  p.generated["15x15"] = SizeProgress{1, 140, 655};
  h.tiles().progress->replace(std::move(p));
  SavedFloodRecords& flood = *h.flood().records;
  FloodSetup solo;
  for (int i = 0; i < 6; ++i) flood.record(solo, i % 3 != 0, 20 + i, 60 + i);
  FloodSetup computer;
  computer.kind = FloodKind::Computer;
  for (int i = 0; i < 5; ++i) flood.record(computer, i % 2 == 0, 80, 0);
  FloodSetup two;
  two.kind = FloodKind::TwoPlayers;
  for (int i = 0; i < 4; ++i) flood.record(two, i == 0, 70, 0);
  SavedSolveTimes& times = *h.app().times;
  for (int i = 0; i < 13; ++i) times.add(recordKey("tiles", 10, 10), 61 + (i * 37) % 45, 150 + i);
  for (int i = 0; i < 4; ++i) times.add(recordKey("flood", 14, 14, 6), 48 + 9 * i, 22 + i % 2);
  times.add(recordKey("lines", 8, 8, 0, true), 75, 9);
  h.push(std::make_unique<StatisticsScreen>(h.app(), currentStatistics(h.tiles(), h.flood())));
}

// A Flood game of `setup` on seed 1 with `moves` moves made (each the colour that takes most).
FloodPlayScreen& openFlood(ScreenHarness& h, const FloodSetup& setup, int moves, int hints = 0) {
  auto screen = std::make_unique<FloodPlayScreen>(h.flood(), setup, 1);
  FloodPlayScreen& p = *screen;
  h.push(std::move(screen));
  settleFlood(h, p);
  for (int i = 0; i < moves && p.game() && !p.game()->over(); ++i) {
    const std::vector<int> best = greediestColours(p.game()->state());
    if (best.empty()) break;
    p.pick(best.front());
    settleFlood(h, p);
  }
  for (int i = 0; i < hints; ++i) {
    h.send(InputEvent::act(Action::Assist, Device::Keyboard));
    settleFlood(h, p);
  }
  return p;
}

FloodSetup floodSetup(FloodKind kind, int size, int colours, Shape shape = Shape::Square) {
  FloodSetup s;
  s.kind = kind;
  s.size = size;
  s.colours = colours;
  s.shape = shape;
  s.skill = FloodSkill::Hard;
  return s;
}

// A match on 127.0.0.1 with a host played by no one (named Ann), joined from the harness: the
// match screen once the offer is shown, or, with `accept`, the board once the match starts.
// With `lose`, the host then solves the race's level first and the joiner's board closes: the
// match screen shows the verdict.
void joinLocalMatch(ScreenHarness& h, match::MatchOffer offer, bool accept, bool lose = false) {
  match::SessionOptions options;
  options.name = "Ann";
  options.announce = false;
  options.connection.listenAddress = "127.0.0.1";
  std::shared_ptr<match::MatchSession> host =
      match::MatchSession::host(*h.tiles().catalog, std::move(offer), 0, options);
  h.keep(host);
  h.push(NetMatchScreen::join(h.network(), "127.0.0.1", host->port()));
  NetMatchScreen* screen = h.top<NetMatchScreen>();
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  const auto waitFor = [&](const std::function<bool()>& done) {
    while (!done() && std::chrono::steady_clock::now() < until) {
      host->update();
      h.step(0.02);
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  };
  waitFor([&] { return screen->session().state() == match::SessionState::Offered; });
  if (!accept) return;
  screen->accept();
  waitFor([&] { return h.stack().top() != screen; });
  h.step(0);
  if (!lose) return;
  waitFor([&] { return host->state() == match::SessionState::Playing; });
  const Level* level = host->raceLevel();
  if (level == nullptr || !level->solution) return;
  for (int c = 0; c < level->board.cellCount(); ++c) {
    if (level->board.present(c) && !level->board.cell(c).locked)
      host->raceTurn(c, (*level->solution)[static_cast<std::size_t>(c)]);
  }
  waitFor([&] {
    return screen->session().state() == match::SessionState::Decided && h.stack().top() != screen &&
           !dynamic_cast<PlayScreen*>(h.stack().top());
  });
  while (h.stack().top() != screen && h.stack().size() > 1) {
    h.stack().pop();
    h.step(0);
  }
}

match::MatchOffer floodOffer() {
  match::MatchOffer offer;
  offer.match = match::FloodOffer{12, 6, Shape::Square, 5, match::Side::Host};
  return offer;
}

match::MatchOffer raceOffer() {
  match::RaceOffer race;
  race.options.width = race.options.height = 6;
  race.options.environment = "countryside";
  race.options.seed = 3;
  match::MatchOffer offer;
  offer.match = race;
  return offer;
}

// The daily screen on the harness's day with its puzzles made: a streak of four days in Tiles
// ending today, a Lines solve the day before yesterday and one made a day late; the result card
// over it when `card`.
void openDaily(ScreenHarness& h, bool card) {
  DailyContext& daily = h.daily();
  const CalendarDate today = daily.today();
  const std::int64_t n = dayNumber(today);
  for (int back = 9; back >= 0; --back) {
    const CalendarDate day = dateOfDay(n - back);
    daily.record->see(day);
    if (back <= 3) daily.record->solved(day, DailyGame::Tiles, 95 + 17 * back, false, day);
    if (back == 2) daily.record->solved(day, DailyGame::Lines, 151, true, day);
    if (back == 6) daily.record->solved(dateOfDay(n - 7), DailyGame::Flood, 80, false, day);
  }
  daily.maker.start(h.tiles().catalog, today);
  daily.maker.wait();
  h.push(std::make_unique<DailyScreen>(daily, false));
  if (card) h.push(std::make_unique<DailyCardScreen>(h.app(), h.top<DailyScreen>()->results()));
}

std::vector<GalleryScene> makeGallery() {
  using L = const SceneInputs&;
  std::vector<GalleryScene> g;
  g.push_back({"title", false, [](ScreenHarness& h, L) { h.push(std::make_unique<TitleScreen>(h.app(), h.modes())); }});
  g.push_back({"title-quit", false, [](ScreenHarness& h, L) {
                 h.push(std::make_unique<TitleScreen>(h.app(), h.modes()));
                 h.send(InputEvent::act(Action::Back, Device::Keyboard));  // the question Esc asks
               }});
  g.push_back({"statistics", false, [](ScreenHarness& h, L) { openStatistics(h); }});
  g.push_back({"daily", false, [](ScreenHarness& h, L) { openDaily(h, false); }});
  g.push_back({"daily-card", false, [](ScreenHarness& h, L) { openDaily(h, true); }});
  g.push_back({"packs", false, [](ScreenHarness& h, L) { openCampaign(h, false); }});
  g.push_back({"levels", false, [](ScreenHarness& h, L) { openCampaign(h, true); }});
  g.push_back({"play", true, [](ScreenHarness& h, L in) { openPlay(h, in.level, in.hints, in.zoom); }});
  // A Link level part-solved: some kinds joined (lit badges), some still apart, a portal.
  g.push_back({"link", false, [](ScreenHarness& h, L in) { openLink(h, in); }});
  g.push_back({"pause", true, [](ScreenHarness& h, L in) {
                 openPlay(h, in.level, in.hints).openMenu();  // the menu exactly as the Menu button opens it
                 h.step(0);
               }});
  g.push_back({"pause-generated", true, [](ScreenHarness& h, L in) {
                 // A generated level's menu: it offers Save to My levels.
                 PlayScreen& p = openPlay(h, in.level, in.hints);
                 p.offerToKeep(myLevels(h));
                 p.openMenu();
                 h.step(0);
               }});
  g.push_back({"win", true, [](ScreenHarness& h, L in) {
                 openPlay(h, in.level);
                 WinScreen::Summary s;
                 s.moves = in.level->parMoves.value_or(12);
                 s.parMoves = in.level->parMoves;
                 s.seconds = 42;
                 s.parSeconds = in.level->parSeconds;
                 s.hints = in.hints;
                 h.push(std::make_unique<WinScreen>(h.app(), s, [] {}));
                 h.settle();
               }});
  // The same with records beaten and a hint: every line the panel can have.
  g.push_back({"win-record", true, [](ScreenHarness& h, L in) {
                 openPlay(h, in.level);
                 WinScreen::Summary s;
                 s.moves = in.level->parMoves.value_or(12) + 2;
                 s.parMoves = in.level->parMoves;
                 s.seconds = 42;
                 s.parSeconds = in.level->parSeconds;
                 s.hints = 1;
                 s.newBest = "New best: time, average of 5";
                 h.push(std::make_unique<WinScreen>(h.app(), s, [] {}));
                 h.settle();
               }});
  // The level solved by hints, caught part-way through the wave that lights it before the panel.
  g.push_back({"solve-wave", true, [](ScreenHarness& h, L in) {
                 PlayScreen& p = openPlay(h, in.level);
                 for (int k = 0; k < 100000 && !p.session().won() && p.hint(); ++k) {
                   if (!p.session().won()) h.settle();
                 }
                 for (int k = 0; k < 600 && !(p.celebrating() && p.waveSeconds() >= p.solveWave().duration() * 0.4);
                      ++k)
                   h.step(1.0 / 60);
               }});
  // Edge marks as the solution has them along the first rows: joined bars across edges, cut bars
  // along them.
  g.push_back({"play-marks", true, [](ScreenHarness& h, L in) {
                 PlayScreen& p = openPlay(h, in.level);
                 const Level& level = p.level();
                 if (!level.solution) return;
                 const Board solved = level.solvedBoard();
                 const int rows = std::max(1, solved.height() / 2);
                 for (int c = 0; c < solved.width() * rows; ++c)
                   for (int side = 0; side < solved.sides() / 2 + 1; ++side) {
                     if (solved.neighbour(c, side) < 0 || p.session().marks().at(c, side) != EdgeMark::None) continue;
                     p.markEdge(c, side);                                      // joined
                     if (!hasFlow(solved.side(c, side))) p.markEdge(c, side);  // cut
                   }
                 h.settle();
               }});
  g.push_back({"play-solution-ask", true, [](ScreenHarness& h, L in) {
                 openPlay(h, in.level).askShowSolution();
                 h.step(0);
               }});
  g.push_back({"play-solution", true, [](ScreenHarness& h, L in) {
                 openPlay(h, in.level).showSolution();
                 h.settle();
               }});
  g.push_back({"play-keep", true, [](ScreenHarness& h, L in) { askInPlay(h, in, true, false); }});
  g.push_back({"play-restart", true, [](ScreenHarness& h, L in) { askInPlay(h, in, false, true); }});
  g.push_back({"generator", false, [](ScreenHarness& h, L) { h.push(std::make_unique<GeneratorScreen>(h.tiles())); }});
  g.push_back({"generator-link", false, [](ScreenHarness& h, L) {
                 h.app().settings.tiles.generatePuzzle = "link";  // with Link's own rows
                 h.push(std::make_unique<GeneratorScreen>(h.tiles()));
               }});
  g.push_back({"progress", false, [](ScreenHarness& h, L) {
                 auto screen = std::make_unique<GeneratorScreen>(h.tiles());
                 screen->showProgressForPicture(37, 100);
                 h.push(std::move(screen));
               }});
  g.push_back({"progress-link", false, [](ScreenHarness& h, L) {
                 h.app().settings.tiles.generatePuzzle = "link";  // Link's phases in the panel
                 auto screen = std::make_unique<GeneratorScreen>(h.tiles());
                 screen->showProgressForPicture(37, 100);
                 h.push(std::move(screen));
               }});
  g.push_back({"editor", false, [](ScreenHarness& h, L in) { openEditor(h, in.level); }});
  g.push_back({"editor-link", false, [](ScreenHarness& h, L in) {
                 // A Link level with the Portal tool, a portal started on a free hole if there is one.
                 EditorScreen& e = openEditor(h, linkLevel(h, in));
                 e.setTool(EditorScreen::Tool::Portal);
                 const Board& board = e.level().board;
                 for (int i = 0; i < board.cellCount(); ++i) {
                   if (board.present(i) || board.portalPartner(i) >= 0) continue;
                   const SDL_Rect cell = e.cellRect(i);
                   h.send(InputEvent::tap(cell.x + cell.w / 2, cell.y + cell.h / 2, false, Device::Touch));
                   break;
                 }
                 h.step(0);
               }});
  g.push_back({"editor-level", false, [](ScreenHarness& h, L in) {
                 openEditor(h, in.level).editLevel();  // the Level dialog as its button opens it
                 h.step(0);
               }});
  g.push_back({"editor-name", false, [](ScreenHarness& h, L in) {
                 openEditor(h, in.level).editName();  // the name field exactly as the Name button opens it
                 h.step(0);
               }});
  g.push_back({"editor-leave", false, [](ScreenHarness& h, L in) {
                 EditorScreen& e = openEditor(h, in.level);
                 const SDL_Rect cell = e.cellRect(0);  // one edit, so leaving asks first
                 h.send(InputEvent::tap(cell.x + cell.w / 2, cell.y + cell.h / 2, false, Device::Touch));
                 e.leave();
                 h.step(0);
               }});
  g.push_back({"import", false, [](ScreenHarness& h, L in) { openImport(h, in); }});
  g.push_back({"import-code", false, [](ScreenHarness& h, L in) {
                 openImport(h, in).typeCode();  // the code keys exactly as "Type a code" opens them
                 h.step(0);
               }});
  g.push_back({"my-levels", false,
               [](ScreenHarness& h, L) { h.push(std::make_unique<MyLevelsScreen>(h.tiles(), myLevels(h))); }});
  g.push_back({"my-levels-delete", false, [](ScreenHarness& h, L in) {
                 // A level of the player's own, Edit on, the level picked, Delete: the second question.
                 auto store = myLevels(h);
                 if (h.tiles().catalog != nullptr && in.level) store->add(*in.level, *h.tiles().catalog);
                 h.push(std::make_unique<MyLevelsScreen>(h.tiles(), store));
                 const MyLevelsScreen* mine = h.top<MyLevelsScreen>();
                 if (mine == nullptr || mine->widgets().size() < 6) return;
                 for (const int tapped : {3, 5}) {  // Edit, then the first level
                   const SDL_Rect r = mine->widgets().at(tapped).rect;
                   h.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
                 }
                 if (auto* ask = h.top<ConfirmScreen>()) ask->choose(2);
                 h.step(0);
               }});
  g.push_back({"settings", false, [](ScreenHarness& h, L) { h.push(std::make_unique<SettingsScreen>(h.app())); }});
  g.push_back(
      {"play-options", false, [](ScreenHarness& h, L) { h.push(std::make_unique<PlayOptionsScreen>(h.app())); }});
  g.push_back({"flood", false, [](ScreenHarness& h, L) { h.push(std::make_unique<FloodSetupScreen>(h.flood())); }});
  g.push_back({"flood-solo", false,
               [](ScreenHarness& h, L in) { openFlood(h, floodSetup(FloodKind::Solo, 12, 6), 4, in.hints); }});
  g.push_back({"flood-hex", false, [](ScreenHarness& h, L in) {
                 openFlood(h, floodSetup(FloodKind::Solo, 14, 6, Shape::Hex), 5, in.hints);
               }});
  g.push_back(
      {"flood-two", false, [](ScreenHarness& h, L) { openFlood(h, floodSetup(FloodKind::TwoPlayers, 12, 6), 7); }});
  g.push_back(
      {"flood-computer", false, [](ScreenHarness& h, L) { openFlood(h, floodSetup(FloodKind::Computer, 15, 6), 6); }});
  g.push_back({"flood-leave", false, [](ScreenHarness& h, L) {
                 openFlood(h, floodSetup(FloodKind::Solo, 12, 6), 2);
                 h.send(InputEvent::act(Action::Back, Device::Keyboard));
               }});
  g.push_back({"flood-result", false, [](ScreenHarness& h, L) {
                 FloodPlayScreen& p = openFlood(h, floodSetup(FloodKind::Computer, 6, 4), 40);
                 settleFlood(h, p);
               }});
  // A solo game's Code card: the share code as text and QR code.
  g.push_back({"flood-board", false, [](ScreenHarness& h, L) {
                 openFlood(h, floodSetup(FloodKind::Solo, 12, 6), 4).showBoardCard();
                 h.step(0);
               }});
  // A solo game won in par: the result panel.
  g.push_back({"flood-solo-result", false, [](ScreenHarness& h, L) {
                 FloodPlayScreen& p = openFlood(h, floodSetup(FloodKind::Solo, 10, 6), 0);
                 if (p.game() == nullptr) return;
                 for (const int colour : p.game()->best()) {
                   p.pick(colour);
                   settleFlood(h, p);
                 }
                 h.step(0.1);
               }});
  // After that game, the best shown: paused at its third move.
  g.push_back({"flood-best", false, [](ScreenHarness& h, L) {
                 FloodSetup setup = floodSetup(FloodKind::Solo, 10, 6);
                 setup.extraMoves = 0;
                 FloodPlayScreen& p = openFlood(h, setup, 100);
                 h.step(0.1);
                 if (h.top<FloodPlayScreen>() != &p) h.stack().pop();
                 h.step(0);
                 p.showBest();
                 for (int k = 0; k < 3; ++k) {
                   p.stepBest();
                   settleFlood(h, p);
                 }
               }});
  g.push_back({"lines", false, [](ScreenHarness& h, L) { h.push(std::make_unique<LinesPacksScreen>(h.lines())); }});
  g.push_back({"lines-lesson", false, [](ScreenHarness& h, L) {
                 const auto& packs = h.lines().packs();
                 if (packs.empty() || packs[0].levels.empty()) return;
                 h.push(std::make_unique<LinesPlayScreen>(h.lines(), packs[0].levels[0], LinesLevelRef{0, 0}));
                 h.step(0);
               }});
  g.push_back({"lines-generator", false,
               [](ScreenHarness& h, L) { h.push(std::make_unique<LinesGeneratorScreen>(h.lines())); }});
  // The editor part-way: pairs, a dot waiting for its twin, walls, a hole, a bridge, a portal end.
  g.push_back({"lines-editor", false, [](ScreenHarness& h, L) {
                 h.push(std::make_unique<LinesEditorScreen>(h.lines()));
                 auto* editor = h.top<LinesEditorScreen>();
                 if (editor == nullptr) return;
                 editor->edit([](LinesSketch& sketch) {
                   for (const int cell : {0, 6, 8, 40, 22, 26, 44}) sketch.tapDot(cell);
                   sketch.toggleWall(16, 1);
                   sketch.toggleWall(17, 2);
                   sketch.toggleHole(24);
                   sketch.toggleBridge(31);
                   sketch.tapPortal(35);
                 });
                 editor->nextTool();  // walls
               }});
  g.push_back({"lines-mine", false, [](ScreenHarness& h, L) {
                 // Three kept puzzles: a square, a hex and a generated one without a name.
                 const auto& packs = h.lines().packs();
                 for (const std::size_t pack : {std::size_t{1}, std::size_t{3}, std::size_t{7}})
                   if (pack < packs.size() && !packs[pack].levels.empty()) {
                     LinesLevel kept = packs[pack].levels.front();
                     kept.id.clear();
                     h.lines().mine->add(std::move(kept));
                   }
                 h.push(std::make_unique<LinesMineScreen>(h.lines()));
               }});
  g.push_back({"lines-levels", false, [](ScreenHarness& h, L) {
                 if (!h.lines().packs().empty()) h.push(std::make_unique<LinesLevelsScreen>(h.lines(), 0));
               }});
  // A level of each pack with its solution's first lines drawn: square, hex, bridges, warps,
  // portals, shapes.
  const std::pair<const char*, std::size_t> linesScenes[] = {{"lines-play", 1},    {"lines-hex", 3},
                                                             {"lines-bridges", 4}, {"lines-warps", 5},
                                                             {"lines-portals", 6}, {"lines-shapes", 7}};
  for (const auto& [name, pack] : linesScenes) {
    g.push_back(
        {name, false, [pack = pack](ScreenHarness& h, L) {
           const auto& packs = h.lines().packs();
           if (pack >= packs.size() || packs[pack].levels.empty()) return;
           const LinesLevelRef at{pack, packs[pack].levels.size() / 2};
           for (const auto lesson : {LinesLesson::Draw, LinesLesson::Bridges, LinesLesson::Warps, LinesLesson::Portals})
             h.app().settings.lessonsDone.insert(linesLessonId(lesson));
           h.push(std::make_unique<LinesPlayScreen>(h.lines(), packs[at.pack].levels[at.level], at));
           auto* play = h.top<LinesPlayScreen>();
           if (play == nullptr) return;
           const LinesLevel& level = play->level();
           for (std::size_t i = 0; i + 1 < level.solution.size() && i < 3; ++i) {
             LinesMove move;
             move.kind = LinesMove::Kind::Draw;
             move.colour = static_cast<int>(i);
             move.cells = level.solution[i];
             play->playMove(move);
           }
           h.step(0);
         }});
  }
  // A 30×30 board zoomed in on its middle, half its lines drawn: the map shows the whole board.
  g.push_back({"lines-zoomed", false, [](ScreenHarness& h, L) {
                 for (const auto lesson : {LinesLesson::Draw, LinesLesson::Bridges, LinesLesson::Warps})
                   h.app().settings.lessonsDone.insert(linesLessonId(lesson));
                 h.push(std::make_unique<LinesPlayScreen>(h.lines(), linesDrawnLevel(30, 40, 11)));
                 auto* play = h.top<LinesPlayScreen>();
                 if (play == nullptr) return;
                 const LinesLevel& level = play->level();
                 for (std::size_t i = 0; i < level.solution.size(); i += 2) {
                   LinesMove move;
                   move.kind = LinesMove::Kind::Draw;
                   move.colour = static_cast<int>(i);
                   move.cells = level.solution[i];
                   play->playMove(move);
                 }
                 for (int i = 0; i < 6; ++i) h.send(InputEvent::act(Action::ZoomIn, Device::Keyboard));
                 h.step(0);
               }});
  g.push_back({"controls", false, [](ScreenHarness& h, L) { h.push(std::make_unique<ControlsScreen>(h.app())); }});
  g.push_back({"net-lobby", false, [](ScreenHarness& h, L) { h.push(std::make_unique<NetLobbyScreen>(h.network())); }});
  g.push_back({"net-host", false, [](ScreenHarness& h, L) { h.push(std::make_unique<NetHostScreen>(h.network())); }});
  g.push_back(
      {"net-waiting", false, [](ScreenHarness& h, L) { h.push(NetMatchScreen::host(h.network(), floodOffer())); }});
  g.push_back({"net-offer", false, [](ScreenHarness& h, L) { joinLocalMatch(h, floodOffer(), false); }});
  g.push_back({"net-flood", false, [](ScreenHarness& h, L) { joinLocalMatch(h, floodOffer(), true); }});
  g.push_back({"net-race", false, [](ScreenHarness& h, L) { joinLocalMatch(h, raceOffer(), true); }});
  g.push_back({"net-verdict", false, [](ScreenHarness& h, L) { joinLocalMatch(h, raceOffer(), true, true); }});
  return g;
}

}  // namespace

void settleFlood(ScreenHarness& h, const FloodPlayScreen& p) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while ((p.busy() || p.game() == nullptr) && std::chrono::steady_clock::now() < until) {
    h.step(0.05);
    // Only work on another thread (the board being made, a move being thought of) is waited for
    // in real time; a rolling flood needs game time alone.
    if (p.game() == nullptr || p.thinking()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  h.step(0);
}

const std::vector<GalleryScene>& screenGallery() {
  static const std::vector<GalleryScene> gallery = makeGallery();
  return gallery;
}

const GalleryScene* findScene(const std::string& name) {
  for (const GalleryScene& s : screenGallery())
    if (s.name == name) return &s;
  return nullptr;
}

std::string sceneNames() {
  std::string out;
  for (const GalleryScene& s : screenGallery()) out += (out.empty() ? "" : "|") + s.name;
  return out;
}

}  // namespace tileflow
