// EditorScreen: the level editor. Taps on the board apply the current tool through the edit
// session; a gamepad moves a cursor over the board (Y switches between board and buttons), undoes
// and redoes with the shoulders and steps through the palette with Start.
#include "game/screens/tiles/EditorScreen.hpp"

#include <SDL.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <string_view>
#include <utility>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Rng.hpp"
#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Theme.hpp"
#include "engine/ui/Toggle.hpp"
#include "engine/ui/Widget.hpp"
#include "game/generate/Shuffle.hpp"
#include "game/model/Puzzle.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/ShareClipboard.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/tiles/EditorLevelScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/solve/Solver.hpp"
#include "game/view/Land.hpp"

namespace tileflow {

namespace {

constexpr const char* kToolNames[] = {trLater("Place"), trLater("Turn"),  trLater("Blank"),    trLater("Wall"),
                                      trLater("Lock"),  trLater("Cells"), trLater("Landmark"), trLater("Portal")};
constexpr int kLastTool = static_cast<int>(EditorScreen::Tool::Portal);
constexpr const char* kDefaultName = "My level";
// Short enough to show on a level card and in a list row.
constexpr std::size_t kMaxNameBytes = 40;
constexpr int kMinSide = EditSession::MinSide;
constexpr int kMaxSide = EditSession::MaxSide;
// Widgets after the steppers and the toggle: Level, Test, Save, Copy code, Back, then Undo and
// Redo sharing the last slot of the grid.
constexpr int kUndoWidget = 9;
constexpr int kGridSlots = 6;

void outline(SDL_Renderer* r, const SDL_Rect& rect, std::uint32_t rgb, int thickness) {
  SDL_SetRenderDrawColor(r, static_cast<Uint8>(rgb >> 16), static_cast<Uint8>(rgb >> 8), static_cast<Uint8>(rgb), 255);
  for (int k = 0; k < thickness; ++k) {
    const SDL_Rect o{rect.x - k, rect.y - k, rect.w + 2 * k, rect.h + 2 * k};
    SDL_RenderDrawRect(r, &o);
  }
}

// Marks the name of a level kept unfinished on quit (see EditorScreen::saveWork).
constexpr std::string_view kDraftMark = " (draft)";

// Edits change the picture; what was recorded about the old one no longer holds. A draft opens
// under its own name: the mark comes back only if it is kept unfinished again.
Level forEditing(Level level) {
  if (level.name.ends_with(kDraftMark)) level.name.resize(level.name.size() - kDraftMark.size());
  if (level.name.empty()) level.name = kDefaultName;
  level.solution.reset();
  level.parMoves.reset();
  level.parSeconds.reset();
  level.difficulty.reset();
  level.seed.reset();
  return level;
}

}  // namespace

Level EditorScreen::blankLevel(const Catalog& catalog, int width, int height, const std::string& environment,
                               Shape shape) {
  Level level;
  level.environment = environment;
  level.name = kDefaultName;
  const Environment* env = catalog.findEnvironment(environment);
  if (!env) {
    env = &catalog.everything();
    level.environment = "all";
  }
  level.board = Board(catalog, width, height, shape == Shape::Hex ? Topology::hex() : Topology::square());
  const int blank = env->blankFor(shape) >= 0 ? env->blankFor(shape) : catalog.everything().blankFor(shape);
  for (int i = 0; i < level.board.cellCount(); ++i) level.board.place(i, blank, 0);
  return level;
}

EditorScreen::EditorScreen(TilesContext& game, Level start, std::shared_ptr<MyLevelsStore> store)
    : game_(game), session_(forEditing(std::move(start))), store_(std::move(store)) {
  refreshPalette();
  networks_.recompute(level().board);
  auto& tool = widgets_.add(
      std::make_unique<Stepper>(trLater("Tool"), 0, 0, kLastTool, [this](int v) { setTool(static_cast<Tool>(v)); }));
  tool.wraps = true;
  tool.valueSaysAll = true;  // "Rotate", "Portal": a tool by its name where "Tool" does not fit beside it
  tool.format = [](int v) { return std::string(tr(kToolNames[std::clamp(v, 0, kLastTool)])); };
  auto& width = widgets_.add(std::make_unique<Stepper>(trLater("Width"), level().board.width(), kMinSide, kMaxSide,
                                                       [this](int v) { resize(v, level().board.height()); }));
  auto& height = widgets_.add(std::make_unique<Stepper>(trLater("Height"), level().board.height(), kMinSide, kMaxSide,
                                                        [this](int v) { resize(level().board.width(), v); }));
  width.shortLabel = Stepper::WidthSign;
  height.shortLabel = Stepper::HeightSign;
  for (Stepper* side : {&width, &height}) TextEntryScreen::makeSideStepper(*side, *this, game_.app);
  widgets_.add(std::make_unique<Toggle>(trLater("Wrap"), level().board.wrap(), [this](bool on) {
    if (session_.setWrap(on)) {
      edited();
    } else if (on) {
      say(tr("A hex board wraps only with an even height"), true);
      static_cast<Toggle&>(widgets_.at(3)).value = false;
    }
  }));
  widgets_.add(std::make_unique<Button>(trLater("Level"), [this] { editLevel(); }));
  widgets_.add(std::make_unique<Button>(trLater("Test"), [this] { testPlay(); }));
  widgets_.add(std::make_unique<Button>(
      trLater("Save"), [this] { save(); }, Button::Style::Primary));
  widgets_.add(std::make_unique<Button>(trLater("Copy code"), [this] { copyShareCode(); }));
  widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { leave(); }, Button::Style::Quiet));
  widgets_.add(std::make_unique<Button>("\xe2\x86\xb6", [this] { undo(); }));
  widgets_.add(std::make_unique<Button>("\xe2\x86\xb7", [this] { redo(); }));
}

void EditorScreen::startNew(ScreenStack& stack, TilesContext& game, std::shared_ptr<MyLevelsStore> store) {
  const auto open = [&stack, &game, store](Shape shape) {
    return [&stack, &game, store, shape] {
      stack.push(std::make_unique<EditorScreen>(game, blankLevel(*game.catalog, 5, 5, "all", shape), store));
    };
  };
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({trLater("Cancel"), {}, Button::Style::Quiet});
  choices.push_back({trLater("Square cells"), open(Shape::Square), Button::Style::Primary});
  choices.push_back({trLater("Hex cells"), open(Shape::Hex), Button::Style::Normal});
  stack.push(std::make_unique<ConfirmScreen>(
      game.app, trLater("New level"), trLater("Square or hex cells? The Cells tool takes cells out of the board."),
      std::move(choices)));
}

void EditorScreen::editName() {
  TextEntryScreen::Options options;
  options.title = tr("Level name");
  // A name typed and then cancelled comes back, so Esc or Back in the field loses no typing.
  options.initial = nameDraft_.value_or(level().name);
  options.maxBytes = kMaxNameBytes;
  options.keepDraft = [this](const std::string& typed) {
    if (typed == level().name)
      nameDraft_.reset();
    else
      nameDraft_ = typed;
  };
  options.accept = [this](const std::string& name) {
    nameDraft_.reset();
    if (session_.rename(name)) edited();
    say(formatText(tr("Name: {1}"), name), false);
    return std::string();
  };
  stack().push(std::make_unique<TextEntryScreen>(game_.app, std::move(options)));
}

void EditorScreen::editLevel() {
  auto lands = std::make_shared<const LandChoices>(landChoices(&level().board.catalog()));
  EditorLevelScreen::Choices choices;
  choices.landNames = lands->names;
  choices.land = lands->indexOf(level().environment);
  choices.rules = level().rules;
  choices.changeLand = [this, lands](int index, std::string& why) {
    const std::string& id = lands->ids[static_cast<std::size_t>(std::clamp(index, 0, int(lands->ids.size()) - 1))];
    if (session_.setLand(id, &why)) edited();  // edited() brings the new land's palette
    return lands->indexOf(level().environment);
  };
  choices.changeRules = [this](Rules rules) {
    if (session_.setRules(rules)) edited();
  };
  choices.rename = [this] { editName(); };
  stack().push(std::make_unique<EditorLevelScreen>(game_.app, std::move(choices)));
}

void EditorScreen::leave() {
  if (!unsaved()) {
    stack().pop();
    return;
  }
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({trLater("Keep editing"), {}, Button::Style::Normal});
  choices.push_back({trLater("Save and leave"),
                     [this] {
                       if (save()) stack().pop();
                     },
                     Button::Style::Primary});
  choices.push_back({trLater("Leave without saving"), [this] { stack().pop(); }, Button::Style::Danger});
  stack().push(std::make_unique<ConfirmScreen>(
      game_.app, trLater("Leave without saving?"),
      formatText(tr("Changes to \xe2\x80\x9c{1}\xe2\x80\x9d are not in My levels yet."), level().name),
      std::move(choices)));
}

void EditorScreen::refreshPalette() {
  paletteLand_ = level().environment;
  const Catalog& catalog = level().board.catalog();
  const Environment* named = catalog.findEnvironment(level().environment);
  // Only tiles that fit the board's cells: a hex tile has no place on a square board.
  const Environment env = catalog.forShape(named ? *named : catalog.everything(), level().board.topology().shape());
  palette_.clear();
  if (env.blankTile >= 0) palette_.push_back(env.blankTile);
  for (int t : env.tiles) {
    if (t != env.blankTile) palette_.push_back(t);
  }
  selected_ = palette_.size() > 1 ? 1 : 0;
}

void EditorScreen::setTool(Tool tool) {
  tool_ = tool;
  portalFrom_ = -1;
  static_cast<Stepper&>(widgets_.at(0)).value = static_cast<int>(tool);
  switch (tool) {
    case Tool::Landmark:
      say(tr("Landmark: tap a dead end to pick its kind"), false);
      break;
    case Tool::Portal:
      say(tr("Portal: tap two holes to join them"), false);
      break;
    default:
      say(formatText(tr("Tool: {1}"), tr(kToolNames[static_cast<int>(tool)])), false);
      break;
  }
}

void EditorScreen::select(int paletteIndex) {
  selected_ = std::clamp(paletteIndex, 0, static_cast<int>(palette_.size()) - 1);
  if (selected_ < paletteFirst_) paletteFirst_ = selected_;
  if (selected_ >= paletteFirst_ + paletteShown_) paletteFirst_ = selected_ - paletteShown_ + 1;
  if (tool_ != Tool::Place) setTool(Tool::Place);
  markDirty();
}

void EditorScreen::say(std::string text, bool problem) {
  message_ = std::move(text);
  messageProblem_ = problem;
  markDirty();
}

void EditorScreen::resize(int width, int height) {
  if (session_.resize(width, height)) edited();
}

void EditorScreen::undo() {
  if (session_.undo()) {
    edited();
  } else {
    say(tr("Nothing to undo"), false);
  }
}

void EditorScreen::redo() {
  if (session_.redo()) {
    edited();
  } else {
    say(tr("Nothing to redo"), false);
  }
}

void EditorScreen::edited() {
  const Board& board = level().board;
  auto& width = static_cast<Stepper&>(widgets_.at(1));
  auto& height = static_cast<Stepper&>(widgets_.at(2));
  // Against the board as last laid out, not the steppers: a stepper already holds its new value
  // when its change arrives here.
  const bool resized = view_.columns() != board.width() || view_.rows() != board.height();
  width.value = board.width();
  height.value = board.height();
  static_cast<Toggle&>(widgets_.at(3)).value = board.wrap();
  cursor_ = std::min(cursor_, board.cellCount() - 1);
  // An undone or redone change of land brings its palette back.
  if (paletteLand_ != level().environment) refreshPalette();
  // A portal's first hole that an undo or a resize took away is forgotten.
  if (portalFrom_ >= board.cellCount() ||
      (portalFrom_ >= 0 && (board.present(portalFrom_) || board.portalPartner(portalFrom_) >= 0)))
    portalFrom_ = -1;
  networks_.recompute(board);
  if (resized) relayoutBoard();
  markDirty();
}

void EditorScreen::apply(int cell, int side, bool alternate) {
  const Board& board = level().board;
  switch (tool_) {
    case Tool::Place:
      if (alternate) {
        session_.turn(cell, -1);
      } else if (board.cell(cell).type == palette_[static_cast<std::size_t>(selected_)]) {
        // Tapping the same piece again turns it, so placing and turning need no tool change.
        session_.turn(cell, 1);
      } else {
        session_.place(cell, palette_[static_cast<std::size_t>(selected_)], 0);
      }
      break;
    case Tool::Rotate:
      session_.turn(cell, alternate ? -1 : 1);
      break;
    case Tool::Blank:
      session_.blank(cell);
      break;
    case Tool::Wall:
      session_.toggleWall(cell, side);
      break;
    case Tool::Lock:
      session_.toggleLock(cell);
      break;
    case Tool::Cells:
      if (!session_.toggleCell(cell)) say(tr("A board keeps at least one cell"), true);
      break;
    case Tool::Landmark:
      applyLandmark(cell, alternate);
      break;
    case Tool::Portal:
      applyPortal(cell, alternate);
      break;
  }
  edited();
}

void EditorScreen::applyLandmark(int cell, bool backwards) {
  const Board& board = level().board;
  if (!board.present(cell)) {
    say(tr("A landmark stands on a tile, not in a hole"), true);
    return;
  }
  const int current = board.landmark(cell);
  if (current == 0 && board.typeAt(cell).channelCount != 1) {
    say(tr("A landmark stands on a tile with one end: place a dead end first"), true);
    return;
  }
  constexpr int kinds = MaxLandmarkKinds + 1;  // none, then every kind
  const int next = (current + (backwards ? kinds - 1 : 1)) % kinds;
  session_.setLandmark(cell, next);
  if (next == 0) {
    say(tr("Landmark taken away"), false);
  } else {
    const LandmarkKind& kind = board.catalog().landmarkKind(next);
    say(formatText(tr("Landmark: {1} ({2} of {3})"), kind.name, next, MaxLandmarkKinds), false);
  }
}

void EditorScreen::applyPortal(int cell, bool cancel) {
  const Board& board = level().board;
  if (board.portalPartner(cell) >= 0) {
    portalFrom_ = -1;
    session_.removePortal(cell);
    say(tr("Portal parted: two plain holes again"), false);
    return;
  }
  if (board.present(cell)) {
    portalFrom_ = -1;
    say(tr("A portal joins two holes: take cells out with the Cells tool first"), true);
    return;
  }
  if (cancel || portalFrom_ == cell) {
    portalFrom_ = -1;
    say(tr("No portal started"), false);
    return;
  }
  if (portalFrom_ < 0) {
    portalFrom_ = cell;
    say(tr("Now tap the hole this portal leads to"), false);
    return;
  }
  const int from = std::exchange(portalFrom_, -1);
  if (session_.addPortal(from, cell)) {
    say(tr("Portal made: a flow leaving one hole comes out of the other"), false);
  } else {
    say(tr("Those two holes cannot be joined"), true);
  }
}

void EditorScreen::layout(const Metrics& m) {
  const int margin = m.px(8);
  const int gap = m.px(4);
  const bool portrait = m.orientation == Orientation::Portrait;
  // Steppers need a full row each for their label; the buttons go two or three to a row.
  const int rows = portrait ? 6 : 7;
  // Every row of the panel: touch-sized on a portrait screen, else as many as fit its height.
  const int rowH = portrait ? m.touch(48)
                            : std::max(Metrics::MinTouchTarget - 8,
                                       std::min(m.touch(48), (m.height - 2 * margin - (rows - 1) * gap) / rows));
  SDL_Rect panel;
  if (portrait) {
    const int h = rows * rowH + (rows - 1) * gap;
    panel = SDL_Rect{margin, m.height - margin - h, m.width - 2 * margin, h};
  } else {
    // Wide enough that a stepper's label clears its minus button on a 480-pixel screen.
    int w = std::min(m.width * 2 / 5, std::max(m.px(230), 200));
    // Wider, up to half the window, where a tool's name does not fit between the Tool stepper's
    // − and + at the smallest text (Landmark, Повернуть at 320×240).
    if (Assets* assets = game_.app.ui.assets; assets != nullptr) {
      const int least = minimumTextPixels(m.width, m.height);
      int name = 0;
      for (const char* tool : kToolNames) name = std::max(name, assets->measure(tr(tool), FontStyle::Bold, least).x);
      w = std::max(w, std::min(m.width / 2, 2 * rowH + name + m.px(4)));
    }
    panel = SDL_Rect{m.width - margin - w, margin, w, m.height - 2 * margin};
  }
  std::vector<SDL_Rect> rects = columnRects(SDL_Rect{panel.x, panel.y, panel.w, 4 * rowH + 3 * gap}, 4, rowH, gap);
  const int perRow = portrait ? 3 : 2;
  // The buttons go perRow to a row in equal cells; a row where that cuts a label shares its width
  // by the labels' words (shareRowByWords: on one line, else broken in two), and where that still
  // cuts one, each of its buttons takes a row of its own (the panel scrolls): "Копировать код"
  // beside "Сохранить" has no room at 320×240. Undo and Redo share the last slot.
  UiContext& ui = game_.app.ui;
  std::vector<SDL_Rect> buttons;
  int y = panel.y + 4 * (rowH + gap);
  for (int first = 0; first < kGridSlots; first += perRow) {
    const int count = std::min(perRow, kGridSlots - first);
    const SDL_Rect row{panel.x, y, panel.w, rowH};
    std::vector<SDL_Rect> cells = gridRects(row, count, count, rowH, gap);
    std::vector<Button*> slots;
    for (int k = 0; k < count; ++k)
      slots.push_back(first + k < kUndoWidget - 4 ? static_cast<Button*>(&widgets_.at(4 + first + k)) : nullptr);
    if (shareRowByWords(ui, slots, cells, row, gap, Metrics::MinTouchTarget, Metrics::MinTouchTarget * 2 + gap) > 0 &&
        count > 1) {
      cells.clear();
      for (int k = 0; k < count; ++k, y += rowH + gap) cells.push_back(SDL_Rect{panel.x, y, panel.w, rowH});
      y -= rowH + gap;
    }
    buttons.insert(buttons.end(), cells.begin(), cells.end());
    y += rowH + gap;
  }
  // Undo and redo halve the slot the grid leaves over after Back.
  const SDL_Rect pair = buttons.back();
  buttons.pop_back();
  const int half = (pair.w - gap) / 2;
  buttons.push_back(SDL_Rect{pair.x, pair.y, half, pair.h});
  buttons.push_back(SDL_Rect{pair.x + pair.w - half, pair.y, half, pair.h});
  rects.insert(rects.end(), buttons.begin(), buttons.end());
  for (int i = 0; i < widgets_.size(); ++i) widgets_.at(i).rect = rects[static_cast<std::size_t>(i)];
  widgets_.settleFocus();
  // Rows that do not fit the panel (320×240) scroll, following the focus.
  widgets_.scrollFrom(0, panel);

  const int paletteH = m.touch(52);
  const int messageH = m.font(16) + gap;
  SDL_Rect left = portrait ? SDL_Rect{margin, margin, m.width - 2 * margin, panel.y - 2 * margin}
                           : SDL_Rect{margin, margin, panel.x - 2 * margin, m.height - 2 * margin};
  paletteRect_ = SDL_Rect{left.x, left.y + left.h - paletteH, left.w, paletteH};
  prevRect_ = SDL_Rect{paletteRect_.x, paletteRect_.y, Metrics::MinTouchTarget, paletteH};
  nextRect_ = SDL_Rect{paletteRect_.x + paletteRect_.w - Metrics::MinTouchTarget, paletteRect_.y,
                       Metrics::MinTouchTarget, paletteH};
  const int tilesW = nextRect_.x - (prevRect_.x + prevRect_.w) - 2 * gap;
  paletteShown_ = std::max(1, tilesW / (paletteH - gap));
  boardArea_ = SDL_Rect{left.x, left.y + messageH, left.w, left.h - paletteH - messageH - gap};
  relayoutBoard();
  select(selected_);
}

void EditorScreen::relayoutBoard() {
  view_.setRotationSeconds(game_.app.rotationSeconds());
  view_.layout(boardArea_, level().board.width(), level().board.height(), game_.app.ui.metrics.px(96),
               level().board.topology());
}

void EditorScreen::handle(const InputEvent& event) {
  InputEvent e = event;
  if (viewInput_.handle(event, view_, boardFocus_ ? cursor_ : -1)) {
    markDirty();
    const auto tap = viewInput_.takeTap();  // a finger that wobbled less than a tile: a tap
    if (!tap) return;
    e = *tap;
  }
  if (e.kind == InputEvent::Kind::Tap) {
    const int cell = view_.cellAt(e.x, e.y);
    if (cell >= 0) {
      // The wall tool puts the wall on the side nearest the tap.
      const int side = view_.sideAt(cell, e.x, e.y);
      cursor_ = cell;
      apply(cell, side, e.alternate);
      return;
    }
    if (contains(prevRect_, e.x, e.y)) {
      paletteFirst_ = std::max(0, paletteFirst_ - paletteShown_);
      markDirty();
      return;
    }
    if (contains(nextRect_, e.x, e.y)) {
      paletteFirst_ =
          std::min(std::max(0, static_cast<int>(palette_.size()) - paletteShown_), paletteFirst_ + paletteShown_);
      markDirty();
      return;
    }
    if (contains(paletteRect_, e.x, e.y)) {
      const int cellW = paletteView_.cellSize();
      const SDL_Rect strip = paletteView_.boardRect();
      if (cellW > 0 && contains(strip, e.x, e.y)) select(paletteFirst_ + (e.x - strip.x) / cellW);
      return;
    }
  }
  if (e.kind == InputEvent::Kind::Action) {
    switch (e.action) {
      case Action::Back:
        leave();
        return;
      case Action::Mark:  // gamepad Y: between the board and the buttons
        boardFocus_ = !boardFocus_;
        markDirty();
        return;
      case Action::Undo:  // U, Ctrl+Z, left shoulder
        undo();
        return;
      case Action::Redo:  // R, right shoulder
        redo();
        return;
      case Action::Menu:  // Start steps through the palette, round to the first again
        select(static_cast<int>(selected_ + 1) % static_cast<int>(palette_.size()));
        return;
      case Action::Assist:
        setTool(static_cast<Tool>((static_cast<int>(tool_) + 1) % (kLastTool + 1)));
        return;
      default:
        break;
    }
    if (boardFocus_) {
      const Board& b = level().board;
      int x = b.xOf(cursor_);
      int y = b.yOf(cursor_);
      switch (e.action) {
        case Action::Up:
          y = std::max(0, y - 1), cursorSide_ = 0;
          break;
        case Action::Right:
          x = std::min(b.width() - 1, x + 1), cursorSide_ = 1;
          break;
        case Action::Down:
          y = std::min(b.height() - 1, y + 1), cursorSide_ = 2;
          break;
        case Action::Left:
          x = std::max(0, x - 1), cursorSide_ = 3;
          break;
        case Action::Primary:
        case Action::Tertiary:
          apply(cursor_, cursorSide_, false);
          return;
        case Action::Secondary:
        case Action::Quaternary:
          apply(cursor_, cursorSide_, true);
          return;
        default:
          return;
      }
      cursor_ = b.index(x, y);
      view_.reveal(cursor_);
      markDirty();
      return;
    }
    if (e.action == Action::Secondary) {
      leave();
      return;
    }
  }
  if (widgets_.handle(e)) markDirty();
}

void EditorScreen::update(double seconds) { view_.update(seconds); }

bool EditorScreen::prepare(Level& out, bool& several) {
  out = level();
  const Board& board = out.board;
  bool anyFlow = false;
  for (int i = 0; i < board.cellCount(); ++i) anyFlow = anyFlow || !board.typeAt(i).blank;
  if (!anyFlow) {
    say(tr("Nothing to solve yet: place some tiles first"), true);
    return false;
  }
  SolveOptions options;
  options.maxSolutions = 2;
  const SolveResult result = solve(board, out.rules, options);
  if (result.solutions == 0) {
    if (result.cancelled) {
      say(tr("Too hard to check: the solver gave up before finding a solution"), true);
    } else {
      const int loose = board.looseEnds();
      say(formatText(trn("No solution: no way of turning the tiles closes all {1} loose end",
                         "No solution: no way of turning the tiles closes all {1} loose ends", loose),
                     formatNumber(loose)),
          true);
    }
    return false;
  }
  several = result.solutions > 1;
  out.solution = result.solution;
  // A board left in its solved picture would be won before the first move: shuffle it.
  if (evaluate(out.board, out.rules).solved) {
    Rng rng(static_cast<std::uint64_t>(out.board.cellCount()) * 7919u + out.name.size());
    shuffleBoard(out.board, out.rules, rng);
  }
  out.parMoves = parMoves(out.board, *out.solution);
  return true;
}

bool EditorScreen::save() {
  Level ready;
  bool several = false;
  if (!prepare(ready, several)) return false;
  if (!store_) {
    say(tr("Nowhere to save"), true);
    return false;
  }
  const std::string id = level().id;
  ready.id = id;
  if (const std::string error = store_->add(ready, level().board.catalog()); !error.empty()) {
    say(formatText(tr("Could not save: {1}"), error), true);
    return false;
  }
  // Saving again replaces the same entry instead of adding a copy.
  std::string savedId = store_->pack().levels.back().id;
  for (const Level& l : store_->pack().levels) {
    if (l.id == id && !id.empty()) savedId = id;
  }
  session_.markSaved(std::move(savedId));
  say(several ? tr("Saved to My levels. Note: it has more than one solution") : tr("Saved to My levels"), several);
  return true;
}

bool EditorScreen::saveWork() { return save() || keepDraft(); }

bool EditorScreen::keepDraft() {
  if (!store_) return false;
  const Catalog& catalog = level().board.catalog();
  Level draft = level();
  draft.name += kDraftMark;
  // The same board already there (an earlier draft, say) holds the work as it is.
  if (store_->samePuzzleAs(draft, catalog) != nullptr) return true;
  // A draft opened again and still unfinished takes its old place; a finished level under the
  // same id stays as it was saved, and the draft joins beside it.
  const std::vector<Level>& mine = store_->load(catalog).levels;
  const bool ownDraft = !draft.id.empty() && std::any_of(mine.begin(), mine.end(), [&](const Level& l) {
    return l.id == draft.id && l.name.ends_with(kDraftMark) && !l.solution;
  });
  std::string error;
  if (ownDraft) {
    error = store_->add(std::move(draft), catalog);
  } else {
    draft.id.clear();
    error = store_->addNew({std::move(draft)}, catalog).error;
  }
  if (!error.empty()) {
    say(formatText(tr("Could not keep the level: {1}"), error), true);
    return false;
  }
  return true;
}

bool EditorScreen::testPlay() {
  Level ready;
  bool several = false;
  if (!prepare(ready, several)) return false;
  stack().push(std::make_unique<PlayScreen>(game_, ready));
  return true;
}

void EditorScreen::copyShareCode() {
  Level ready;
  bool several = false;
  if (!prepare(ready, several)) return;
  const CopyResult result = tileflow::copyShareCode(ready);
  say(result.message, !result.copied);
}

void EditorScreen::draw() {
  UiContext& ui = game_.app.ui;
  SDL_Renderer* r = ui.renderer;
  drawScreenBackground(ui);
  BoardDrawOptions options;
  options.cursor = boardFocus_ || ui.lastDevice == Device::Gamepad ? cursor_ : -1;
  options.colourBlind = game_.app.settings.colourBlind;
  const Level& level = session_.level();
  options.land = landOf(level.board.catalog(), level.environment);
  view_.draw(*ui.assets, level.board, networks_, options);
  view_.drawOverview(*ui.assets, level.board);

  // Headline: name and size, or the last message.
  const Metrics& m = ui.metrics;
  const SDL_Rect head{boardArea_.x, boardArea_.y - m.font(16) - m.px(4), boardArea_.w, m.font(16) + m.px(2)};
  const std::string text = message_.empty() ? level.name + " · " + std::to_string(level.board.width()) + "×" +
                                                  std::to_string(level.board.height())
                                            : message_;
  drawTextIn(*ui.assets, text, FontStyle::Bold, m.font(16), messageProblem_ ? theme::Bad : theme::Text, head,
             Align::Left);

  // Palette strip: the visible tiles as a one-row board, the selected one outlined.
  const int count = std::clamp(static_cast<int>(palette_.size()) - paletteFirst_, 1, paletteShown_);
  if (paletteBoard_.width() != count || &paletteBoard_.catalog() != &level.board.catalog() ||
      paletteBoard_.topology() != level.board.topology()) {
    paletteBoard_ = Board(level.board.catalog(), count, 1, level.board.topology());
  }
  for (int k = 0; k < count; ++k) {
    const int index = std::min(paletteFirst_ + k, static_cast<int>(palette_.size()) - 1);
    paletteBoard_.place(k, palette_[static_cast<std::size_t>(index)], 0);
  }
  const SDL_Rect strip{prevRect_.x + prevRect_.w + m.px(4), paletteRect_.y,
                       nextRect_.x - prevRect_.x - prevRect_.w - m.px(8), paletteRect_.h};
  paletteView_.setRotationSeconds(0);
  paletteView_.layout(strip, count, 1, paletteRect_.h, paletteBoard_.topology());
  BoardDrawOptions plain;
  plain.markLooseEnds = false;
  plain.land = options.land;
  paletteView_.draw(*ui.assets, paletteBoard_, Networks(paletteBoard_), plain);
  if (selected_ >= paletteFirst_ && selected_ < paletteFirst_ + count) {
    outline(r, paletteView_.cellRect(selected_ - paletteFirst_), tool_ == Tool::Place ? theme::Focus : theme::TextDim,
            m.px(3));
  }
  PanelStyle arrows;
  arrows.shadow = false;
  drawPanel(*ui.assets, prevRect_, arrows);
  drawPanel(*ui.assets, nextRect_, arrows);
  drawTextIn(*ui.assets, "<", FontStyle::Bold, m.font(22), theme::Text, prevRect_);
  drawTextIn(*ui.assets, ">", FontStyle::Bold, m.font(22), theme::Text, nextRect_);
  if (boardFocus_) outline(r, view_.boardRect(), theme::Focus, m.px(2));
  if (tool_ == Tool::Portal && portalFrom_ >= 0) outline(r, view_.cellRect(portalFrom_), theme::Focus, m.px(3));
  widgets_.at(kUndoWidget).enabled = session_.canUndo();
  widgets_.at(kUndoWidget + 1).enabled = session_.canRedo();
  widgets_.draw(ui);
}

}  // namespace tileflow
