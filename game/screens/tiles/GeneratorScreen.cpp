// GeneratorScreen: level generation on a worker thread with progress and instant cancel.
#include "game/screens/tiles/GeneratorScreen.hpp"

#include <SDL.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "engine/core/Translate.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Theme.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/generate/Generator.hpp"
#include "game/generate/PackBuilder.hpp"
#include "game/io/SettingsFile.hpp"
#include "game/model/Neighbour.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/tiles/EditorLevelScreen.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/view/TileArt.hpp"

namespace tileflow {

namespace {

// The landmark spacings offered for Link: s..l, or 0..0 for landmarks on the line ends.
constexpr std::array<std::pair<int, int>, 4> LinkSpacings = {{{0, 0}, {2, 4}, {3, 5}, {4, 6}}};

}  // namespace

namespace {
// The Puzzle row's choices and Classic's rules (in rulesChoice order), by their names in the settings.
constexpr std::array<const char*, 3> PuzzleNames = {"classic", "net", "link"};
constexpr std::array<const char*, RulesChoiceCount> RulesNames = {"match", "connected", "acyclic", "connected-acyclic"};

// The rules choice a settings name stands for (unknown names: ends meet).
int rulesChoiceNamed(const std::string& name) {
  for (std::size_t i = 0; i < RulesNames.size(); ++i)
    if (RulesNames[i] == name) return static_cast<int>(i);
  return 0;
}
}  // namespace

GeneratorScreen::GeneratorScreen(TilesContext& game) : game_(game), lands_(landChoices(game.catalog)) {
  TilesSettings& s = game_.app.settings.tiles;
  environment_ = lands_.indexOf(s.generateEnvironment);

  // Classic, Net, Link, or a blank canvas for the editor (a Classic board of blank tiles).
  const int chosen = net() ? 1 : link() ? 2 : s.generateBlank ? 3 : 0;
  auto& puzzle = widgets_.add(std::make_unique<Stepper>(trLater("Puzzle"), chosen, 0, 3, [this](int v) {
    v = std::clamp(v, 0, 3);
    game_.app.settings.tiles.generatePuzzle = v == 3 ? "classic" : PuzzleNames[static_cast<std::size_t>(v)];
    game_.app.settings.tiles.generateBlank = v == 3;
    game_.app.saveSettings();
    showPuzzleRows();
  }));
  puzzle.wraps = true;
  puzzle.format = [](int v) {
    static constexpr const char* Shown[] = {trLater("Classic"), trLater("Net"), trLater("Link"), trLater("Blank")};
    return std::string(tr(Shown[static_cast<std::size_t>(std::clamp(v, 0, 3))]));
  };

  auto& width =
      widgets_.add(std::make_unique<Stepper>(trLater("Width"), s.generateWidth, 2, MaxMadeSide, [this](int v) {
        game_.app.settings.tiles.generateWidth = v;
        game_.app.saveSettings();
      }));
  auto& height =
      widgets_.add(std::make_unique<Stepper>(trLater("Height"), s.generateHeight, 2, MaxMadeSide, [this](int v) {
        game_.app.settings.tiles.generateHeight = v;
        game_.app.saveSettings();
      }));
  for (Stepper* side : {&width, &height}) TextEntryScreen::makeSideStepper(*side, *this, game_.app);
  auto& env = widgets_.add(std::make_unique<Stepper>(
      trLater("Land"), environment_, 0, static_cast<int>(lands_.ids.size()) - 1, [this](int v) {
        environment_ = v;
        game_.app.settings.tiles.generateEnvironment = lands_.ids[static_cast<std::size_t>(v)];
        game_.app.saveSettings();
      }));
  env.wraps = true;
  env.format = [this](int v) { return lands_.names[static_cast<std::size_t>(v)]; };
  widgets_.add(std::make_unique<Toggle>(trLater("Hex cells"), s.generateHex, [this](bool on) {
    game_.app.settings.tiles.generateHex = on;
    game_.app.saveSettings();
  }));
  // The board's outline: the whole rectangle, or a diamond, ring or hexagon cut from it.
  auto& outline = widgets_.add(std::make_unique<Stepper>(
      trLater("Shape"), static_cast<int>(outlineNamed(s.generateOutline).value_or(Outline::Full)), 0,
      static_cast<int>(OutlineNames.size()) - 1, [this](int v) {
        game_.app.settings.tiles.generateOutline = OutlineNames[static_cast<std::size_t>(v)];
        game_.app.saveSettings();
      }));
  outline.wraps = true;
  outline.valueSaysAll = true;  // "Diamond", "Ring": a shape names itself
  outline.format = [](int v) {
    static constexpr const char* Shown[] = {trLater("Full"), trLater("Diamond"), trLater("Ring"), trLater("Hexagon")};
    return std::string(tr(Shown[static_cast<std::size_t>(std::clamp(v, 0, 3))]));
  };
  // Classic's rules besides matching ends.
  auto& rulesRow = widgets_.add(std::make_unique<Stepper>(
      trLater("Rules"), rulesChoiceNamed(s.generateRules), 0, RulesChoiceCount - 1, [this](int v) {
        game_.app.settings.tiles.generateRules = RulesNames[static_cast<std::size_t>(v)];
        game_.app.saveSettings();
      }));
  rulesRow.wraps = true;
  rulesRow.format = rulesChoiceName;
  rulesRow.valueSaysAll = true;
  rules_ = &rulesRow;
  widgets_.add(std::make_unique<Toggle>(trLater("Wrap edges"), s.generateWrap, [this](bool on) {
    game_.app.settings.tiles.generateWrap = on;
    game_.app.saveSettings();
  }));
  // Link's own rows, shown only with Link chosen.
  auto number = [this](const char* label, int& setting, int lowest, int highest) {
    int* target = &setting;
    Stepper& row = widgets_.add(
        std::make_unique<Stepper>(label, std::clamp(setting, lowest, highest), lowest, highest, [this, target](int v) {
          *target = v;
          game_.app.saveSettings();
        }));
    linkRows_.push_back(&row);
  };
  number(trLater("Kinds"), s.linkKinds, 1, MaxLandmarkKinds);
  number(trLater("Bridges"), s.linkBridges, 0, MaxLinkBridges);
  number(trLater("Portals"), s.linkPortals, 0, MaxLinkPortals);
  int spacing = 0;
  for (std::size_t i = 0; i < LinkSpacings.size(); ++i)
    if (LinkSpacings[i].first == s.linkMinSpacing && LinkSpacings[i].second == s.linkMaxSpacing)
      spacing = static_cast<int>(i);
  auto& spacingRow = widgets_.add(std::make_unique<Stepper>(
      trLater("Spacing"), spacing, 0, static_cast<int>(LinkSpacings.size()) - 1, [this](int v) {
        const auto [least, most] = LinkSpacings[static_cast<std::size_t>(v)];
        game_.app.settings.tiles.linkMinSpacing = least;
        game_.app.settings.tiles.linkMaxSpacing = most;
        game_.app.saveSettings();
      }));
  spacingRow.format = [](int v) {
    const auto [least, most] = LinkSpacings[static_cast<std::size_t>(std::clamp(v, 0, 3))];
    return least == 0 ? std::string(tr("Line ends")) : std::to_string(least) + "\xe2\x80\x93" + std::to_string(most);
  };
  linkRows_.push_back(&spacingRow);
  auto& lines = widgets_.add(std::make_unique<Stepper>(
      trLater("Lines"), static_cast<int>(lineAlgorithmNamed(s.linkLines).value_or(LineAlgorithm::Any)), 0,
      static_cast<int>(LineAlgorithmNames.size()) - 1, [this](int v) {
        game_.app.settings.tiles.linkLines = LineAlgorithmNames[static_cast<std::size_t>(v)];
        game_.app.saveSettings();
      }));
  lines.wraps = true;
  lines.format = [](int v) {
    static constexpr const char* Shown[] = {
        trLater("Any"),    trLater("Follow edges"), trLater("Follow walls"),    trLater("Follow lines"),
        trLater("Random"), trLater("Backwards"),    trLater("Backwards random")};
    return std::string(tr(Shown[static_cast<std::size_t>(std::clamp(v, 0, 6))]));
  };
  linkRows_.push_back(&lines);
  auto& walls = widgets_.add(std::make_unique<Stepper>(
      trLater("Walls"), static_cast<int>(wallPatternNamed(s.linkWalls).value_or(WallPattern::None)), 0,
      static_cast<int>(WallPatternNames.size()) - 1, [this](int v) {
        game_.app.settings.tiles.linkWalls = WallPatternNames[static_cast<std::size_t>(v)];
        game_.app.saveSettings();
      }));
  walls.wraps = true;
  walls.format = [](int v) {
    static constexpr const char* Shown[] = {trLater("None"), trLater("Steps"), trLater("Block steps"),
                                            trLater("Pillars")};
    return std::string(tr(Shown[static_cast<std::size_t>(std::clamp(v, 0, 3))]));
  };
  linkRows_.push_back(&walls);
  widgets_.add(std::make_unique<Toggle>(trLater("Edit before play"), s.editBeforePlay, [this](bool on) {
    game_.app.settings.tiles.editBeforePlay = on;
    game_.app.saveSettings();
  }));
  widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  auto& go = widgets_.add(std::make_unique<Button>(
      trLater("Generate"), [this] { generate(); }, Button::Style::Primary));
  go.fontDesign = 22;
  widgets_.focus(&go);
  cancelList_.add(std::make_unique<Button>(
      trLater("Cancel"), [this] { cancel(); }, Button::Style::Danger));
  seed_ = game_.app.freshSeed();
  showPuzzleRows();
}

void GeneratorScreen::showPuzzleRows() {
  const bool on = link();
  // Rules for a Classic puzzle; a blank canvas has none yet (the editor gives it its rules).
  const bool classic = !link() && !net() && !game_.app.settings.tiles.generateBlank;
  if (rules_->visible == classic && linkRows_.front()->visible == on) return;
  rules_->visible = classic;
  for (Widget* row : linkRows_) row->visible = on;
  if (laidOut_) layout(metrics_);
  markDirty();
}

GenerateOptions GeneratorScreen::options() const {
  GenerateOptions o;
  o.width = game_.app.settings.tiles.generateWidth;
  o.height = game_.app.settings.tiles.generateHeight;
  o.environment = lands_.ids[static_cast<std::size_t>(environment_)];
  o.blank = game_.app.settings.tiles.generateBlank && !link() && !net();
  o.wrap = game_.app.settings.tiles.generateWrap;
  o.shape = game_.app.settings.tiles.generateHex ? Shape::Hex : Shape::Square;
  o.outline = outlineNamed(game_.app.settings.tiles.generateOutline).value_or(Outline::Full);
  o.seed = seed_;
  if (!o.blank) o.rules = rulesOfChoice(rulesChoiceNamed(game_.app.settings.tiles.generateRules));
  if (net()) {
    // Simon Tatham's Net: one flow, a spanning tree, connected and without loops.
    o.kind = GeneratorKind::Net;
    o.rules = Rules::net();
    o.blank = false;
  }
  if (link()) {
    o.rules = Rules{};
    const TilesSettings& t = game_.app.settings.tiles;
    o.kind = GeneratorKind::Link;
    o.blank = false;  // Link levels are always drawn
    o.link.kinds = std::clamp(t.linkKinds, 1, MaxLandmarkKinds);
    o.link.bridges = std::clamp(t.linkBridges, 0, MaxLinkBridges);
    o.link.portals = std::clamp(t.linkPortals, 0, MaxLinkPortals);
    o.link.minSpacing = t.linkMinSpacing;
    o.link.maxSpacing = t.linkMaxSpacing;
    o.link.algorithm = lineAlgorithmNamed(t.linkLines).value_or(LineAlgorithm::Any);
    o.link.walls = wallPatternNamed(t.linkWalls).value_or(WallPattern::None);
  }
  if (const auto& size = game_.services.generateSize) {
    o.width = size->first;
    o.height = size->second;
  }
  return o;
}

void GeneratorScreen::fail(std::string why) {
  // A dialog over the choices, not a notice: this screen is full of controls, and the reason
  // must be read before the next try; one press puts it away.
  error_ = std::move(why);
  stack().push(ConfirmScreen::telling(game_.app, trLater("No puzzle made"), error_));
  markDirty();
}

void GeneratorScreen::generate() {
  if (task_ || game_.catalog == nullptr) return;
  error_.clear();
  note_.clear();
  if (!game_.services.generate) {
    fail(tr("The level generator is not available in this build."));
    return;
  }
  ++seed_;
  const GenerateOptions o = options();
  if (o.wrap && !wrapAllowed(o.shape, o.height)) {
    // Offset rows meet across the seam only when there is an even number of them.
    fail(formatText(tr("Hex cells that wrap need an even height: make it {1} or turn Wrap edges off."), o.height + 1));
    return;
  }
  if (o.kind == GeneratorKind::Net && o.outline != Outline::Full) {
    fail(tr("A Net puzzle fills the whole rectangle: set Shape to Full, or choose Classic."));
    return;
  }
  if (o.kind == GeneratorKind::Net && o.wrap && (o.width < 3 || o.height < 3)) {
    fail(
        tr("A wrapping Net puzzle is at least 3\xc3\x97"
           "3: make both sides 3 or more, or turn Wrap edges off."));
    return;
  }
  if (o.kind == GeneratorKind::Link && (o.width < 3 || o.height < 3)) {
    fail(o.width < 3 ? tr("A Link puzzle is at least 3\xc3\x97"
                          "3: make Width 3 or more, or choose Classic.")
                     : tr("A Link puzzle is at least 3\xc3\x97"
                          "3: make Height 3 or more, or choose Classic."));
    return;
  }
  const Catalog* catalog = game_.catalog;
  auto fn = game_.services.generate;
  task_ = std::make_unique<BackgroundTask<Level>>(
      [catalog, o, fn](std::stop_token stop, Progress& progress) { return fn(*catalog, o, stop, &progress); });
  started_ = std::chrono::steady_clock::now();
  shownPercent_ = 0;
  logEvent("generate start " + std::to_string(o.width) + "x" + std::to_string(o.height));
  cancelList_.settleFocus();
  markDirty();
}

void GeneratorScreen::cancel() {
  if (!task_) return;
  cancelledAt_ = std::chrono::steady_clock::now();
  task_->cancel();
  retiring_.push_back(std::move(task_));
  note_.show(tr("Cancelled."));
  markDirty();
}

void GeneratorScreen::update(double seconds) {
  spin_ += seconds;
  if (note_.update(seconds)) markDirty();
  // Finished or stopped workers are joined here, when joining no longer waits.
  std::erase_if(retiring_, [](const auto& t) { return t->state() != TaskState::Running; });
  if (cancelledAt_ && retiring_.empty()) {
    // Seen at the first frame after the worker stopped, so this is an upper bound.
    const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - *cancelledAt_).count();
    logEvent("generate cancelled, worker stopped within " + std::to_string(static_cast<int>(std::ceil(ms))) + " ms");
    cancelledAt_.reset();
  }
  if (!task_) return;
  switch (task_->state()) {
    case TaskState::Running:
      return;
    case TaskState::Failed:
      fail(formatText(tr("Generating failed: {1}"), task_->error()));
      task_.reset();
      break;
    case TaskState::Cancelled:
      task_.reset();
      break;
    case TaskState::Finished: {
      std::optional<Level> level = task_->takeResult();
      task_.reset();
      logEvent("generate done in " +
               std::to_string(static_cast<int>(
                   std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_).count())) +
               " ms");
      if (!level) break;
      if (level->name.empty())
        level->name = std::to_string(level->board.width()) + "\xc3\x97" + std::to_string(level->board.height()) +
                      (link()  ? " Link puzzle"
                       : net() ? " Net puzzle"
                               : " puzzle");
      // A blank puzzle is a canvas, solved as it stands: it always opens in the editor.
      if (game_.app.settings.tiles.editBeforePlay || (options().blank && !link())) {
        stack().push(std::make_unique<EditorScreen>(game_, std::move(*level), MyLevelsStore::in(game_.app.prefDir())));
        break;
      }
      // Next level from a generated one means another with the same choices.
      auto play = std::make_unique<PlayScreen>(game_, std::move(*level), [this] { generate(); });
      play->offerToKeep(MyLevelsStore::in(game_.app.prefDir()));
      stack().push(std::move(play));
      break;
    }
  }
  markDirty();
}

void GeneratorScreen::layout(const Metrics& m) {
  metrics_ = m;
  laidOut_ = true;
  const int margin = m.px(12);
  const int gap = m.px(8);
  headingY_ = m.px(8);
  estimateY_ = headingY_ + m.font(30) * 5 / 4;
  const int top = estimateY_ + m.font(15) * 3 / 2;
  const int rowH = m.touch(50);
  const int buttonsH = m.touch(54);
  const int rows = widgets_.size() - 2;  // settings rows; the last two are the buttons
  // The rows the chosen puzzle shows; the hidden ones take no room.
  std::vector<int> shown;
  for (int i = 0; i < rows; ++i) {
    if (widgets_.at(i).visible)
      shown.push_back(i);
    else
      widgets_.at(i).rect = SDL_Rect{margin, top, 0, 0};
  }
  int count = static_cast<int>(shown.size());
  // Whether the rows take two columns, and whether the Puzzle row goes up beside the heading, is
  // decided for the most rows any puzzle shows (Classic's rules or Link's rows): changing Puzzle
  // never moves the Puzzle row to another column or row.
  int slots = std::max(count, std::max(rows - static_cast<int>(linkRows_.size()), rows - 1));
  const SDL_Rect area{margin, top, m.width - 2 * margin, m.height - top - buttonsH - 2 * margin};
  // One column if every row fits at a comfortable height, else two side by side.
  const bool twoColumns = m.orientation != Orientation::Portrait && slots * (rowH + gap) > area.h &&
                          m.width >= m.px(560) && (area.w - gap) / 2 >= 200;
  const int least = std::max(Metrics::MinTouchTarget, m.font(17) * 5 / 4);
  auto columnFits = [&](int n) {
    const int perColumn = (n + 1) / 2;
    return perColumn * least + (perColumn - 1) * gap <= area.h;
  };
  // On a short wide screen the Puzzle row goes up beside the heading, so more of the others fit.
  puzzleInHeader_ = twoColumns && !columnFits(slots) && top - gap / 2 - least >= 0;
  if (puzzleInHeader_) {
    const int columnW = (area.w - gap) / 2;
    widgets_.at(0).rect = SDL_Rect{area.x + columnW + gap, std::min(headingY_, top - gap / 2 - least), columnW, least};
    shown.erase(shown.begin());
    --count;
    --slots;
  }
  // Column-major in two columns (sizes and land on the left, switches on the right), else one
  // centred column. The rows' height is set by the most rows any puzzle shows, shrunk to fit down
  // to a fingertip's height (and their text's) and scrolling below that: changing Puzzle never
  // resizes or moves the Puzzle row, and the rows fill from the top, the rest staying empty.
  const int comfortable = twoColumns ? least : std::max(m.touch(36), m.font(17) * 3 / 2);
  const int columnW = twoColumns ? (area.w - gap) / 2 : std::min(area.w, m.px(460));
  const int x0 = twoColumns ? area.x : (m.width - columnW) / 2;
  const int places = twoColumns ? (slots + 1) / 2 : slots;
  const int rowHeight =
      places > 0 ? std::max(comfortable, std::min(rowH, (area.h - (places - 1) * gap) / places)) : rowH;
  const int perColumn = twoColumns ? (count + 1) / 2 : count;
  std::vector<SDL_Rect> rects;
  for (int i = 0; i < count; ++i)
    rects.push_back(SDL_Rect{x0 + (i / perColumn) * (columnW + gap), area.y + (i % perColumn) * (rowHeight + gap),
                             columnW, rowHeight});
  for (int i = 0; i < count; ++i)
    widgets_.at(shown[static_cast<std::size_t>(i)]).rect = rects[static_cast<std::size_t>(i)];
  widgets_.scrollFrom(puzzleInHeader_ ? 1 : 0, area, rows);
  const int bw = std::min((m.width - 2 * margin - gap) / 2, m.px(220));
  const int by = m.height - margin - buttonsH;
  widgets_.at(rows).rect = SDL_Rect{m.width / 2 - gap / 2 - bw, by, bw, buttonsH};
  widgets_.at(rows + 1).rect = SDL_Rect{m.width / 2 + gap / 2, by, bw, buttonsH};
  widgets_.settleFocus();

  const int pw = std::min(m.width - 2 * margin, m.px(380));
  // Heading, icon row, bar, Cancel: the same stack drawProgress() lays down.
  const int icon = std::max(24, m.px(54));
  const int content = m.px(12) + m.font(20) * 4 / 3 + m.px(10) + icon + m.px(8) + std::max(6, m.px(10)) + m.px(18);
  const int ph = std::min(m.height - 2 * margin, content + buttonsH + m.px(24));
  progressPanel_ = centred(m.screen(), pw, ph);
  cancelList_.at(0).rect =
      SDL_Rect{progressPanel_.x + pw / 4, progressPanel_.y + ph - buttonsH - m.px(24), pw / 2, buttonsH};
  cancelList_.settleFocus();
}

void GeneratorScreen::handle(const InputEvent& e) {
  const bool backish = e.goesBack();
  if (task_) {
    if (backish) {
      cancel();
      return;
    }
    if (cancelList_.handle(e)) markDirty();
    return;
  }
  if (backish) {
    stack().pop();
    return;
  }
  if (e.kind == InputEvent::Kind::Action && e.action == Action::Menu) {
    generate();
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void GeneratorScreen::drawProgress() {
  UiContext& ui = game_.app.ui;
  const Metrics& m = ui.metrics;
  dimBackdrop(ui, 140);
  drawDialogPanel(ui, progressPanel_);
  const SDL_Rect& p = progressPanel_;
  const GenerateOptions o = options();
  int y = p.y + m.px(12);
  const std::string title = formatText(tr("Generating {1}\xc3\x97{2}\xe2\x80\xa6"), o.width, o.height);
  y += drawText(*ui.assets, title, FontStyle::Bold, m.font(20), theme::Text, p.x + p.w / 2, y, Align::Centre).y;

  std::int64_t done = pictureDone_;
  std::int64_t total = pictureTotal_;
  std::int64_t attempts = 0;
  int phase = 0;
  if (task_) {
    const Progress& progress = task_->progress();
    done = progress.done.load(std::memory_order_relaxed);
    total = progress.total.load(std::memory_order_relaxed);
    phase = progress.phase.load(std::memory_order_relaxed);
    attempts = progress.attempts.load(std::memory_order_relaxed);
  }
  int percent = total > 0 ? static_cast<int>(std::clamp<std::int64_t>(done * 100 / total, 0, 100)) : 0;
  if (task_ && o.kind != GeneratorKind::Link) {
    // Each phase counts from 0 again: the bar shows the whole, and never goes back (a fill that
    // starts over, a network redrawn, still counts as ground covered).
    percent = std::max(shownPercent_, generationPercent(phase, done, total));
    shownPercent_ = percent;
  }

  // A spinning tile: proof the screen is alive while the worker thinks.
  const int icon = std::max(24, m.px(54));
  if (game_.catalog != nullptr) {
    if (auto t = game_.catalog->findTile("road-cross")) {
      TileLook look;
      look.litChannels = 1;
      SDL_Texture* tex =
          ui.assets->svg("spinner", TileArt::tile(*game_.catalog, game_.catalog->tile(*t), 0, look), icon, icon);
      const SDL_Rect dst{p.x + m.px(22), y + m.px(10), icon, icon};
      const double angle = std::fmod(spin_ * 240.0, 360.0);
      if (tex != nullptr) SDL_RenderCopyEx(ui.renderer, tex, nullptr, &dst, angle, nullptr, SDL_FLIP_NONE);
    }
  }
  const int textX = p.x + m.px(22) + icon + m.px(16);
  drawText(*ui.assets, formatText(tr("{1}%"), percent), FontStyle::Bold, m.font(34), theme::Accent, textX, y + m.px(4));
  std::string detail;
  if (o.kind == GeneratorKind::Link) {
    // A Link level is one drawing after another until one proves unique: say which, and where it is.
    static const char* phases[] = {trLater("drawing lines"), trLater("proving one solution"), trLater("shuffling")};
    detail = formatText(tr("drawing {1}"), std::max<std::int64_t>(1, attempts));
    if (phase >= 0 && phase < 3) detail += ": " + std::string(tr(phases[phase]));
  } else {
    static const char* phases[] = {trLater("filling the board"), trLater("proving one solution"), trLater("shuffling")};
    detail = "(" + std::to_string(done) + "/" + std::to_string(total) + ")";
    if (phase >= 0 && phase < 3) detail += "  " + std::string(tr(phases[phase]));
  }
  const int barY = y + m.px(10) + icon + m.px(8);
  drawTextIn(*ui.assets, detail, FontStyle::Regular, m.font(14), theme::TextDim,
             SDL_Rect{textX, y + m.font(34) + m.px(6), p.x + p.w - textX - m.px(12), m.font(14) * 3 / 2}, Align::Left);
  // Progress bar.
  const SDL_Rect bar{p.x + m.px(22), barY, p.w - m.px(44), std::max(6, m.px(10))};
  PanelStyle track;
  track.top = 0x0e1430;
  track.bottom = 0x141b3d;
  track.radius = bar.h / 2.0;
  track.shadow = false;
  track.gloss = false;
  drawPanel(*ui.assets, bar, track);
  if (percent > 0) {
    PanelStyle fill = track;
    fill.top = lighten(theme::ButtonPrimary, 0.2);
    fill.bottom = theme::ButtonPrimary;
    drawPanel(*ui.assets, SDL_Rect{bar.x, bar.y, std::max(bar.h, bar.w * percent / 100), bar.h}, fill);
  }
  cancelList_.draw(ui);
}

std::string GeneratorScreen::estimate() const {
  const GenerateOptions o = options();
  // An outline leaves cells out: the count and the time are for the cells that are there.
  int tiles = o.width * o.height;
  if (o.outline != Outline::Full && game_.catalog != nullptr) {
    OutlinedCells& c = outlined_;
    if (c.width != o.width || c.height != o.height || c.shape != o.shape || c.outline != o.outline) {
      Board board(*game_.catalog, o.width, o.height, o.shape == Shape::Hex ? Topology::hex() : Topology::square());
      cutOutline(board, o.outline);
      c = OutlinedCells{o.width, o.height, o.shape, o.outline, board.presentCount()};
    }
    tiles = c.cells;
  }
  const auto seconds = static_cast<long long>(estimatedParSeconds(o.width, o.height)) * tiles / (o.width * o.height);
  const int minutes = std::max(1, static_cast<int>((seconds + 30) / 60));
  const std::string time =
      minutes < 60 ? formatText(tr("{1} min"), minutes) : formatText(tr("{1} h {2} min"), minutes / 60, minutes % 60);
  const std::string count = formatText(trn("{1} tile", "{1} tiles", tiles), tiles);
  if (o.kind == GeneratorKind::Link)
    return count + " \xc2\xb7 " + formatText(trn("{1} kind", "{1} kinds", o.link.kinds), o.link.kinds) + " \xc2\xb7 " +
           formatText(tr("about {1}"), time);
  return count + " \xc2\xb7 " + formatText(tr("about {1} to play"), time);
}

void GeneratorScreen::draw() {
  UiContext& ui = game_.app.ui;
  drawScreenBackground(ui);
  if (puzzleInHeader_) {
    // The heading and the estimate share the top with the Puzzle row: they take the left half.
    const Metrics& m = ui.metrics;
    const int centre = m.px(12) + (widgets_.at(0).rect.x - m.px(12)) / 2;
    const int width = widgets_.at(0).rect.x - 2 * m.px(12);
    const int size = fitFont(*ui.assets, tr("New puzzle"), FontStyle::Bold, m.font(30), width);
    const int shadow = std::max(1, size / 16);
    drawText(*ui.assets, tr("New puzzle"), FontStyle::Bold, size, 0x000000, centre + shadow, headingY_ + shadow,
             Align::Centre, 120);
    drawText(*ui.assets, tr("New puzzle"), FontStyle::Bold, size, theme::Text, centre, headingY_, Align::Centre);
    // A passing note ("Cancelled.") takes the estimate's line while it lasts: a page full of
    // choices has no clear row for a notice box.
    const std::string text = note_.text().empty() ? estimate() : note_.text();
    const int estimateSize = fitFont(*ui.assets, text, FontStyle::Regular, m.font(15), width);
    // Never under the Puzzle row: what still does not fit at the smallest legible size is cut.
    drawText(*ui.assets, ellipsize(*ui.assets, text, FontStyle::Regular, estimateSize, width), FontStyle::Regular,
             estimateSize, note_.text().empty() ? theme::TextDim : theme::Accent, centre, estimateY_, Align::Centre);
  } else {
    drawHeading(ui, tr("New puzzle"), headingY_, 30);
    drawText(*ui.assets, note_.text().empty() ? estimate() : note_.text(), FontStyle::Regular, ui.metrics.font(15),
             note_.text().empty() ? theme::TextDim : theme::Accent, ui.metrics.width / 2, estimateY_, Align::Centre);
  }
  widgets_.draw(ui);
  if (task_ || pictureDone_ >= 0) drawProgress();
}

}  // namespace tileflow
