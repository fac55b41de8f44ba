// PlayScreen: one level being played.
#include "game/screens/PlayScreen.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>
#include <string>

#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/ShareClipboard.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/solve/Solver.hpp"

namespace tileflow {

namespace {

std::string clock(int seconds) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%d:%02d", seconds / 60, seconds % 60);
  return buf;
}

// The fewest clockwise (positive) or counter-clockwise (negative) turns that show `target`'s
// picture; 0 if it already does.
int turnsTo(const TileType& type, int rotation, int target) {
  const SidePack want = type.packs[static_cast<std::size_t>(target)];
  for (int d : {0, 1, -1, 2}) {
    if (type.packs[static_cast<std::size_t>(((rotation + d) % 4 + 4) % 4)] == want) return d;
  }
  return 0;
}

}  // namespace

PlayScreen::PlayScreen(GameContext& game, Level level, std::function<void()> onNext)
    : game_(game), level_(std::move(level)), puzzle_(level_), onNext_(std::move(onNext)) {
  view_.setRotationSeconds(game_.rotationSeconds());
  auto button = [&](const char* label, std::function<void()> fn) -> Button& {
    auto& b = hud_.add(std::make_unique<Button>(label, std::move(fn)));
    b.fontDesign = 17;
    return b;
  };
  button("\xe2\x86\xb6 Undo", [this] { undo(); });
  button("Redo \xe2\x86\xb7", [this] { redo(); });
  button("Restart", [this] { restart(); });
  button("Hint", [this] { hint(); });
  lockButton_ = &button("Lock", [this] {
    lockMode_ = !lockMode_;
    lockButton_->style = lockMode_ ? Button::Style::Primary : Button::Style::Normal;
    message_ = lockMode_ ? "Lock mode: tap tiles to pin or unpin them" : "";
    messageTime_ = 0;
  });
  auto& menu = button("Menu", [this] { openMenu(); });
  menu.style = Button::Style::Quiet;
  const int cells = puzzle_.board().cellCount();
  cursor_ = std::min(cells - 1, puzzle_.board().index(puzzle_.board().width() / 2, puzzle_.board().height() / 2));
}

void PlayScreen::layout(const Metrics& m) {
  const int margin = m.px(10);
  const int gap = m.px(8);
  const int W = m.width;
  const int H = m.height;
  const int bw = puzzle_.board().width();
  const int bh = puzzle_.board().height();
  const int buttonH = m.touch(50);

  // Side panel (landscape) or bars above and below (portrait): take whichever leaves the
  // bigger cells, so square screens pick the better of the two.
  const int sideW = std::clamp(W / 3, std::max(m.px(150), 2 * Metrics::MinTouchTarget + 3 * gap), m.px(240));
  const SDL_Rect sideBoard{margin, margin, W - sideW - 3 * margin, H - 2 * margin};
  const int topH = m.px(64);
  const int bottomRows = (W - 2 * margin) / 6 >= std::max(Metrics::MinTouchTarget, m.px(84)) ? 1 : 2;
  const int bottomH = bottomRows * buttonH + (bottomRows - 1) * gap;
  const SDL_Rect barBoard{margin, margin + topH + gap, W - 2 * margin, H - 2 * margin - topH - bottomH - 2 * gap};
  auto cellIn = [&](const SDL_Rect& r) { return std::min(r.w / bw, r.h / bh); };
  const bool side = cellIn(sideBoard) >= cellIn(barBoard);
  compact_ = !side;
  // Big cells for small boards look clumsy; beyond about a finger and a half there is no gain.
  const int maxCell = m.px(150);

  if (side) {
    view_.layout(sideBoard, bw, bh, maxCell);
    const SDL_Rect panel{W - sideW - margin, margin, sideW, H - 2 * margin};
    const int rows = 3;
    const int gridH = rows * buttonH + (rows - 1) * gap;
    const int colW = (panel.w - gap) / 2;
    for (int i = 0; i < hud_.size(); ++i) {
      hud_.at(i).rect = SDL_Rect{panel.x + (i % 2) * (colW + gap),
                                 panel.y + panel.h - gridH + (i / 2) * (buttonH + gap), colW, buttonH};
    }
    infoRect_ = SDL_Rect{panel.x, panel.y, panel.w, panel.h - gridH - gap};
  } else {
    view_.layout(barBoard, bw, bh, maxCell);
    const int perRow = bottomRows == 1 ? 6 : 3;
    const int colW = (W - 2 * margin - (perRow - 1) * gap) / perRow;
    const int top = H - margin - bottomH;
    for (int i = 0; i < hud_.size(); ++i) {
      hud_.at(i).rect =
          SDL_Rect{margin + (i % perRow) * (colW + gap), top + (i / perRow) * (buttonH + gap), colW, buttonH};
    }
    infoRect_ = SDL_Rect{margin, margin, W - 2 * margin, topH};
  }
  const SDL_Rect b = view_.boardRect();
  logEvent("board " + std::to_string(bw) + "x" + std::to_string(bh) + " at " + std::to_string(b.x) + "," +
           std::to_string(b.y) + " cell " + std::to_string(view_.cellSize()));
  markDirty();
}

void PlayScreen::moveCursor(int dx, int dy) {
  const Board& b = puzzle_.board();
  const int x = (b.xOf(cursor_) + dx + b.width()) % b.width();
  const int y = (b.yOf(cursor_) + dy + b.height()) % b.height();
  cursor_ = b.index(x, y);
}

void PlayScreen::rotateAt(int cell, int turns) {
  if (won_ || cell < 0 || cell >= puzzle_.board().cellCount()) return;
  if (puzzle_.board().cell(cell).locked) {
    message_ = "That tile is locked \xe2\x80\x94 unlock it to turn it";
    messageTime_ = 0;
    return;
  }
  if (!puzzle_.apply(Move::rotate(cell, turns))) return;
  view_.animateRotation(cell, turns);
  afterMove();
}

void PlayScreen::toggleLock(int cell) {
  if (won_ || cell < 0 || cell >= puzzle_.board().cellCount()) return;
  puzzle_.apply(Move::lock(cell));
  markDirty();
}

void PlayScreen::undo() {
  if (won_ || !puzzle_.undo()) return;
  const Move& m = puzzle_.history().moves()[puzzle_.history().applied()];
  if (m.kind == Move::Kind::Rotate) view_.animateRotation(m.cell, -m.turns);
  markDirty();
}

void PlayScreen::redo() {
  if (won_ || !puzzle_.redo()) return;
  const Move& m = puzzle_.history().moves()[puzzle_.history().applied() - 1];
  if (m.kind == Move::Kind::Rotate) view_.animateRotation(m.cell, m.turns);
  afterMove();
}

void PlayScreen::restart() {
  if (won_) return;
  puzzle_.restart();
  view_.stopAnimations();
  message_ = "Level restarted";
  messageTime_ = 0;
  markDirty();
}

const std::vector<std::uint8_t>* PlayScreen::solution() {
  if (level_.solution && static_cast<int>(level_.solution->size()) == puzzle_.board().cellCount())
    return &*level_.solution;
  if (!solveTried_) {
    solveTried_ = true;
    // Levels without a recorded solution are solved once, from the starting board; small
    // boards take milliseconds, and the node limit keeps a frame from stalling on a monster.
    Board start = level_.board;
    for (int i = 0; i < start.cellCount(); ++i) start.setLocked(i, false);
    SolveOptions options;
    options.maxSolutions = 1;
    options.nodeLimit = 200000;
    SolveResult r = tileflow::solve(start, level_.rules, options);
    if (r.solutions > 0 && static_cast<int>(r.solution.size()) == start.cellCount()) solved_ = std::move(r.solution);
  }
  return solved_ ? &*solved_ : nullptr;
}

bool PlayScreen::hint() {
  if (won_) return false;
  const std::vector<std::uint8_t>* sol = solution();
  messageTime_ = 0;
  if (sol == nullptr) {
    message_ = "No hint for this level";
    return false;
  }
  const Board& b = puzzle_.board();
  const int n = b.cellCount();
  bool lockedWrong = false;
  // Start at the cursor, so repeated hints walk over the board from where the player looks.
  for (int k = 0; k < n; ++k) {
    const int i = (cursor_ + k) % n;
    const int turns = turnsTo(b.typeAt(i), b.cell(i).rotation, (*sol)[static_cast<std::size_t>(i)]);
    if (turns == 0) continue;
    if (b.cell(i).locked) {
      lockedWrong = true;
      continue;
    }
    cursor_ = i;
    ++hintsUsed_;
    message_ = "Hint: this tile turned into place";
    rotateAt(i, turns);
    return true;
  }
  message_ = lockedWrong ? "A locked tile is wrong \xe2\x80\x94 unlock it" : "Every tile is already in place";
  return false;
}

void PlayScreen::afterMove() {
  if (puzzle_.solved()) {
    // Let the last turn finish before the celebration covers the board.
    winPending_ = true;
    won_ = true;
    lockMode_ = false;
  }
  markDirty();
}

std::string PlayScreen::copyShareCode() const {
  // The level as the player got it, not the tiles as they are turned now.
  return tileflow::copyShareCode(level_).message;
}

void PlayScreen::openMenu() {
  PauseScreen::Actions actions;
  actions.restart = [this] { restart(); };
  actions.hint = [this] { hint(); };
  actions.copyCode = [this] { return copyShareCode(); };
  stack().push(std::make_unique<PauseScreen>(game_, std::move(actions)));
}

void PlayScreen::handle(const InputEvent& e) {
  if (e.kind == InputEvent::Kind::Pointer) return;
  if (e.kind == InputEvent::Kind::Tap) {
    const int cell = view_.cellAt(e.x, e.y);
    if (cell >= 0) {
      cursor_ = cell;
      if (lockMode_)
        toggleLock(cell);
      else
        rotateAt(cell, e.alternate ? -1 : 1);
      return;
    }
    hud_.handle(e);
    return;
  }
  switch (e.action) {
    case Action::Up:
      moveCursor(0, -1);
      break;
    case Action::Down:
      moveCursor(0, 1);
      break;
    case Action::Left:
      moveCursor(-1, 0);
      break;
    case Action::Right:
      moveCursor(1, 0);
      break;
    case Action::Confirm:
    case Action::RotateCw:
      rotateAt(cursor_, 1);
      break;
    case Action::Secondary:
    case Action::RotateCcw:
      rotateAt(cursor_, -1);
      break;
    case Action::Undo:
      undo();
      break;
    case Action::Redo:
      redo();
      break;
    case Action::Lock:
      toggleLock(cursor_);
      break;
    case Action::Hint:
      hint();
      break;
    case Action::Menu:
      openMenu();
      break;
    case Action::Back:
      stack().pop();
      break;
    default:
      return;
  }
  markDirty();
}

void PlayScreen::update(double seconds) {
  view_.setRotationSeconds(game_.rotationSeconds());
  view_.update(seconds);
  if (!won_ && !clockFrozen_) elapsed_ += seconds;
  if (!message_.empty()) {
    messageTime_ += seconds;
    if (messageTime_ > 4 && !lockMode_) {
      message_.clear();
      markDirty();
    }
  }
  if (winPending_ && !view_.animating()) {
    winPending_ = false;
    WinScreen::Summary summary;
    summary.moves = puzzle_.moves();
    summary.parMoves = level_.parMoves;
    summary.seconds = static_cast<int>(elapsed_);
    summary.parSeconds = level_.parSeconds;
    summary.hints = hintsUsed_;
    game_.recordWin(level_, summary.moves, summary.seconds);
    logEvent("won '" + level_.name + "' moves " + std::to_string(summary.moves) + " seconds " +
             std::to_string(summary.seconds));
    if (onWin) onWin(summary.moves, summary.seconds);
    stack().push(std::make_unique<WinScreen>(game_, summary, onNext_));
  }
}

bool PlayScreen::animating() const { return view_.animating() || winPending_; }

int PlayScreen::msUntilWake() const {
  if (won_ || clockFrozen_) return -1;
  const int second = static_cast<int>(elapsed_);
  if (second != shownSecond_) return 0;
  const int ms = static_cast<int>(std::ceil((second + 1 - elapsed_) * 1000));
  // While a message is up, wake to take it down too.
  return message_.empty() ? std::max(1, ms) : std::max(1, std::min(ms, 1000));
}

void PlayScreen::drawStats() {
  UiContext& ui = game_.ui;
  const Metrics& m = ui.metrics;
  Assets& a = *ui.assets;
  const SDL_Rect r = infoRect_;
  PanelStyle panel;
  panel.top = 0x1d2850;
  panel.bottom = 0x141c3a;
  panel.border = theme::PanelBorder;
  panel.borderWidth = std::max(1, m.px(1.5f));
  panel.radius = m.px(12);
  panel.opacity = 0.92;
  panel.gloss = false;
  drawPanel(a, r, panel);

  const Status status = puzzle_.status();
  const int seconds = static_cast<int>(elapsed_);
  shownSecond_ = seconds;
  std::string moves = std::to_string(puzzle_.moves());
  if (level_.parMoves) moves += " / " + std::to_string(*level_.parMoves);
  std::string time = clock(seconds);
  if (level_.parSeconds) time += " / " + clock(*level_.parSeconds);
  const bool overMoves = level_.parMoves && puzzle_.moves() > *level_.parMoves;
  const bool overTime = level_.parSeconds && seconds > *level_.parSeconds;
  std::string state;
  std::uint32_t stateColour = theme::TextDim;
  if (status.solved) {
    state = "Solved!";
    stateColour = theme::Good;
  } else if (status.looseEnds > 0) {
    state = std::to_string(status.looseEnds) + (status.looseEnds == 1 ? " loose end" : " loose ends");
    stateColour = 0xffa07a;
  } else if (level_.rules.connected && status.networks > 1) {
    state = std::to_string(status.networks) + " networks: join them";
  } else if (level_.rules.acyclic && status.cycles > 0) {
    state = "Break the loops";
  }
  if (!message_.empty()) {
    state = message_;
    stateColour = theme::Accent;
  }
  std::string name = level_.name.empty() ? (level_.id.empty() ? "Puzzle" : level_.id) : level_.name;
  // Flows that leave one edge come back at the opposite one; say so, the tray cannot.
  if (puzzle_.board().wrap()) name += " \xc2\xb7 wraps";
  const int pad = m.px(10);
  const int small = m.font(13);
  const int big = m.font(20);
  if (compact_) {
    // Two lines across the top: name and state, then moves and time side by side.
    const int half = (r.w - 2 * pad) / 2;
    drawTextIn(a, name, FontStyle::Bold, m.font(16), theme::Text,
               SDL_Rect{r.x + pad, r.y + pad / 2, half, r.h / 2 - pad / 2}, Align::Left);
    drawTextIn(a, state, FontStyle::Regular, m.font(14), stateColour,
               SDL_Rect{r.x + pad + half, r.y + pad / 2, half, r.h / 2 - pad / 2}, Align::Right);
    drawTextIn(a, "Moves " + moves, FontStyle::Bold, m.font(17), overMoves ? theme::Bad : theme::Accent,
               SDL_Rect{r.x + pad, r.y + r.h / 2, half, r.h / 2 - pad / 2}, Align::Left);
    drawTextIn(a, "Time " + time, FontStyle::Bold, m.font(17), overTime ? theme::Bad : theme::Accent,
               SDL_Rect{r.x + pad + half, r.y + r.h / 2, half, r.h / 2 - pad / 2}, Align::Right);
    return;
  }
  int y = r.y + pad;
  const int w = r.w - 2 * pad;
  auto line = [&](const std::string& text, FontStyle style, int size, std::uint32_t colour) {
    const int fitted = fitFont(a, text, style, size, w);
    const SDL_Point s = drawText(a, text, style, fitted, colour, r.x + pad, y);
    y += s.y;
  };
  line(name, FontStyle::Bold, m.font(17), theme::Text);
  y += pad / 2;
  line("MOVES", FontStyle::Bold, small, theme::TextDim);
  line(moves, FontStyle::Bold, big, overMoves ? theme::Bad : theme::Accent);
  y += pad / 3;
  line("TIME", FontStyle::Bold, small, theme::TextDim);
  line(time, FontStyle::Bold, big, overTime ? theme::Bad : theme::Accent);
  y += pad / 3;
  // The state may be long (messages): wrap it into what is left of the panel.
  if (!state.empty() && y < r.y + r.h - pad) {
    TTF_Font* font = a.font(FontStyle::Regular, small);
    if (font != nullptr) {
      SurfacePtr s(TTF_RenderUTF8_Blended_Wrapped(font, state.c_str(), sdlColour(stateColour), static_cast<Uint32>(w)));
      if (s) {
        TexturePtr t(SDL_CreateTextureFromSurface(ui.renderer, s.get()));
        SDL_Rect src{0, 0, s->w, std::min(s->h, r.y + r.h - pad - y)};
        SDL_Rect dst{r.x + pad, y, src.w, src.h};
        SDL_RenderCopy(ui.renderer, t.get(), &src, &dst);
      }
    }
  }
}

void PlayScreen::draw() {
  UiContext& ui = game_.ui;
  drawScreenBackground(ui);
  BoardDrawOptions options;
  options.colourBlind = game_.settings.colourBlind;
  // The cursor is for keys and gamepads; under a finger or mouse it would only be clutter.
  const bool pointing = ui.lastDevice == Device::Mouse || ui.lastDevice == Device::Touch;
  options.cursor = won_ || pointing ? -1 : cursor_;
  SDL_Texture* backdrop =
      backgroundTexture(*ui.assets, ui.metrics.width, ui.metrics.height, theme::BackgroundTop, theme::BackgroundBottom);
  view_.draw(*ui.assets, puzzle_.board(), puzzle_.networks(), options, backdrop);
  drawStats();
  hud_.at(0).enabled = puzzle_.history().canUndo() && !won_;
  hud_.at(1).enabled = puzzle_.history().canRedo() && !won_;
  // HUD buttons are for touch and mouse; gamepads use the shoulder buttons and Start, so no
  // focus ring is drawn on them.
  for (int i = 0; i < hud_.size(); ++i) hud_.at(i).draw(ui, false);
}

}  // namespace tileflow
