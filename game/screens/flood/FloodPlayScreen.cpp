#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/net/MatchWords.hpp"

#include <algorithm>
#include <climits>
#include <cmath>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Translate.hpp"
#include "engine/platform/TargetPool.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/FocusRing.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/flood/FloodSolver.hpp"
#include "game/flood/SgtFloodId.hpp"
#include "game/io/FloodShareCode.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/QrCardScreen.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

namespace {

// How long a flood takes to roll from the corner to its far edge at normal speed.
constexpr double FloodSeconds = 0.45;

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

}  // namespace

// ---- ColourButton ----

void ColourButton::draw(UiContext& ui, bool focused) const {
  if (!visible) return;
  const std::uint32_t fill = floodColour(colour);
  const bool bright = enabled || chosen;
  PanelStyle s;
  s.top = bright ? lighten(fill, 0.10) : darken(fill, 0.55);
  s.bottom = bright ? darken(fill, 0.12) : darken(fill, 0.65);
  s.radius = std::min(rect.h / 2.0, static_cast<double>(ui.metrics.px(12)));
  s.border = flash || chosen ? theme::Text : darken(fill, 0.45);
  if (flash) s.border = theme::Focus;
  s.borderWidth = flash || chosen ? std::max(3, ui.metrics.px(4)) : std::max(1, ui.metrics.px(1.5f));
  drawPanel(*ui.assets, rect, s);
  if (focused && enabled) drawFocusRing(ui, rect, s.radius);
  const int pad = std::max(2, ui.metrics.px(5));
  if (symbol && (bright || reason.empty())) {
    const int size = std::max(10, std::min(rect.h * 5 / 8, rect.w / 3));
    SDL_Texture* tex =
        ui.assets->svg("flood-symbol:" + std::to_string(colour), floodSymbolSvg(colour, size, size), size, size);
    if (tex != nullptr) {
      const SDL_Rect dst{rect.x + (rect.w - size) / 2, rect.y + (rect.h - size) / 2, size, size};
      SDL_SetTextureAlphaMod(tex, bright ? 255 : 110);
      SDL_RenderCopy(ui.renderer, tex, nullptr, &dst);
      SDL_SetTextureAlphaMod(tex, 255);
    }
  }
  // The number key in the corner; the reason across the middle when the colour cannot be picked.
  const int small = ui.metrics.font(14);
  if (bright || reason.empty()) {
    drawText(*ui.assets, std::to_string(colour + 1), FontStyle::Bold, small, bright ? 0x10131f : theme::TextDim,
             rect.x + pad + ui.metrics.px(3), rect.y + pad, Align::Left, bright ? 200 : 160);
  } else {
    // A narrow button (three to a row at 320×240) keeps most of its width for the word.
    SDL_Rect box{rect.x + pad, rect.y, rect.w - 2 * pad, rect.h};
    if (fitTextIn(*ui.assets, reason, FontStyle::Bold, ui.metrics.font(15), box).cut) {
      const int narrow = std::min(pad, std::max(1, rect.w / 16));
      box = SDL_Rect{rect.x + narrow, rect.y, rect.w - 2 * narrow, rect.h};
    }
    drawTextIn(*ui.assets, reason, FontStyle::Bold, ui.metrics.font(15), theme::Text, box);
  }
}

bool ColourButton::act(Action action) {
  if (action != Action::Primary || !enabled) return false;
  if (onPress) onPress();
  return true;
}

bool ColourButton::tap(int, int, bool) {
  if (onPress) onPress();
  return true;
}

std::string ColourButton::name() const { return capitalised(floodColourName(colour)); }

// ---- FloodPlayScreen ----

namespace {

// Counts a game that did not end as it stands: a solo board is won only if flooded, a game of
// two by the player holding more cells.
void recordAsItStands(SavedFloodRecords& records, const FloodSetup& setup, const FloodState& s, int seconds) {
  const bool solo = setup.kind == FloodKind::Solo;
  records.record(setup, solo ? s.over() : s.owned(0) > s.owned(1), solo ? s.moves() : s.owned(0), seconds);
}

}  // namespace

FloodPlayScreen::FloodPlayScreen(FloodContext& flood, FloodSetup setup, std::optional<std::uint64_t> seed)
    : flood_(flood), setup_(setup) {
  if (!flood_.left->notice().empty()) say(flood_.left->notice());
  if (const auto& left = flood_.left->game(); left && !seed) {
    if (!left->board.empty()) {
      // A given board's game left part-way (the day's puzzle) is not among the records: a new
      // game of a setup takes its place.
      flood_.left->drop();
    } else if (left->setup == setup_) {
      // The game of this setup left part-way: its board again, and its moves once it is ready.
      resume_ = *left;
      startGame(left->seed);
      return;
    } else {
      // Another setup's game left part-way: starting a new one ends it, as it stands.
      // (no move limit here: a solo game left within its limit stays lost unless it was flooded)
      FloodGame old(FloodMode::board(left->setup, left->seed), left->setup.kind, 0, false, INT_MAX);
      for (int colour : left->moves) old.play(floodMoveText(colour));
      recordAsItStands(*flood_.records, left->setup, old.state(), left->seconds);
      flood_.left->drop();
    }
  }
  startGame(seed ? *seed : flood_.nextSeed());
}

FloodPlayScreen::~FloodPlayScreen() {
  if (!resumable() || recorded_ || game_->over() || game_->state().moves() == 0) return;
  if (setup_.kind == FloodKind::Computer)
    countAsItStands();
  else
    keepLeft();
}

void FloodPlayScreen::keepLeft() {
  if (!resumable() || recorded_) return;
  if (game_->over() || game_->state().moves() == 0) {
    flood_.left->drop();
    return;
  }
  FloodGameLeft left;
  left.setup = setup_;
  left.seed = seed_;
  left.moves = game_->played();
  left.seconds = game_->seconds();
  left.hints = game_->hints();
  left.board = givenId();
  flood_.left->keep(std::move(left));
}

void FloodPlayScreen::countAsItStands() {
  if (!resumable() || recorded_ || game_->state().moves() == 0) return;
  recorded_ = true;
  if (!given_) recordAsItStands(*flood_.records, setup_, game_->state(), game_->seconds());
  flood_.left->drop();
  logEvent("flood game counted as it stood: " + game_->status().line);
}

FloodPlayScreen::FloodPlayScreen(FloodContext& flood, FloodPuzzle puzzle) : flood_(flood), setup_(flood.setup()) {
  setup_.kind = FloodKind::Solo;
  setup_.size = std::clamp(puzzle.board.width(), FloodMode::MinSide, FloodMode::MaxSide);
  setup_.colours = std::clamp(puzzle.board.colours(), FloodMode::MinColours, FloodMode::MaxColours);
  setup_.shape = puzzle.board.shape();
  given_ = std::move(puzzle);
  if (const auto& left = flood_.left->game(); left && !left->board.empty() && left->board == givenId()) {
    resume_ = *left;  // this board's game left part-way: its moves once it is ready
  }
  startGame(0);
}

FloodPlayScreen::FloodPlayScreen(FloodContext& flood, ColourBoard board, std::unique_ptr<FloodRemote> remote)
    : flood_(flood), setup_(flood.setup()), remote_(std::move(remote)) {
  setup_.kind = FloodKind::TwoPlayers;
  setup_.size = board.width();
  setup_.colours = board.colours();
  setup_.shape = board.shape();
  colours_ = board.colours();
  buildButtons();
  undo_->visible = false;
  logEvent("flood match against " + remote_->opponentName());
  gameReady(std::make_unique<FloodGame>(std::move(board), FloodKind::TwoPlayers));
}

void FloodPlayScreen::startGame(std::uint64_t seed) {
  // A new board (or the same again) ends the game under way as it stands.
  if (game_ && !game_->over()) countAsItStands();
  seed_ = seed;
  think_.reset();
  replay_.reset();
  replayAuto_ = false;
  game_.reset();
  ++boardVersion_;
  recorded_ = false;
  resultShown_ = false;
  message_.clear();
  problem_.clear();
  from_.clear();
  animLength_ = 0;
  logEvent("flood board " + floodRecordKey(setup_) + " seed " + std::to_string(seed));
  prepare_ = std::make_unique<BackgroundTask<std::unique_ptr<FloodGame>>>(
      [setup = setup_, seed, given = given_](std::stop_token stop,
                                             Progress& progress) -> std::optional<std::unique_ptr<FloodGame>> {
        auto game = given ? FloodMode::startSolo(given->board, given->moveLimit, setup.extraMoves, stop)
                          : FloodMode::start(setup, seed, stop, &progress);
        if (!game) return std::nullopt;
        return game;
      });
  colours_ = given_ ? given_->board.colours() : setup_.colours;
  buildButtons();
}

void FloodPlayScreen::gameReady(std::unique_ptr<FloodGame> game) {
  game_ = std::move(game);
  if (resume_) {
    // The moves of the game left, on its own board: where the player stopped.
    for (int colour : resume_->moves)
      if (!game_->play(floodMoveText(colour))) break;
    game_->advance(resume_->seconds);
    for (int h = 0; h < resume_->hints; ++h) game_->noteHint();
    resume_.reset();
    say(tr("Resumed where you left off"));
  }
  ++boardVersion_;
  refreshButtons();
  // The focus starts on the first colour that can be picked, not on Back.
  for (ColourButton* b : colourButtons_)
    if (b->focusable()) {
      widgets_.focus(b);
      break;
    }
  if (laidOut_) layout(metrics_);
  markDirty();
}

void FloodPlayScreen::buildButtons() {
  // The colours come first, so a gamepad's focus starts on them.
  WidgetList fresh;
  colourButtons_.clear();
  for (int c = 0; c < colours_; ++c)
    colourButtons_.push_back(&fresh.add(std::make_unique<ColourButton>(c, [this, c] { pick(c); })));
  undo_ = &fresh.add(std::make_unique<Button>(trLater("Undo"), [this] { undo(); }));
  // Once a solo game is over the hint has nothing left to tell: the button shows the best instead.
  hint_ = &fresh.add(std::make_unique<Button>(trLater("Hint"), [this] {
    if (game_ && game_->over())
      showBest();
    else
      hint();
  }));
  hint_->visible = setup_.kind == FloodKind::Solo;
  board_ = &fresh.add(std::make_unique<Button>(trLater("Code"), [this] { showBoardCard(); }));
  board_->visible = setup_.kind == FloodKind::Solo;
  // Where Undo and Hint are too narrow for their words, signs.
  signsTogether({{undo_, "\xe2\x86\xb6"}, {hint_, "?"}});  // ↶ ?
  step_ = &fresh.add(std::make_unique<Button>(trLater("Step"), [this] { stepBest(); }));
  auto_ = &fresh.add(std::make_unique<Button>(trLater("Play"), [this] { toggleAutoBest(); }));
  done_ = &fresh.add(std::make_unique<Button>(trLater("Done"), [this] { endBest(); }));
  // Where the replay's words do not fit (the row beside the status at 320×240), signs.
  signsTogether({{step_, "\xe2\x87\xa5"}, {auto_, "\xe2\x96\xb6"}, {done_, "\xe2\x9c\x93"}});  // ⇥ ▶ ✓
  step_->visible = auto_->visible = done_->visible = false;
  back_ = &fresh.add(std::make_unique<Button>(
      trLater("Back"), [this] { leave(); }, Button::Style::Quiet));
  widgets_ = std::move(fresh);
  refreshButtons();
  if (laidOut_) layout(metrics_);
}

void FloodPlayScreen::refreshButtons() {
  const bool ready = game_ != nullptr;
  const bool yours = remote_ ? ready && game_->state().turn() == remote_->localPlayer() && !remote_->waiting()
                             : ready && !game_->computerToMove();
  const bool humanTurn = yours && !game_->over() && animLength_ <= 0;
  // A colour that had the focus when the buttons went off (the computer's turn, a rolling flood)
  // gets it back when they come on again.
  if (const auto* f = dynamic_cast<const ColourButton*>(widgets_.focused()); f != nullptr && !humanTurn)
    wantFocus_ = f->colour;
  for (ColourButton* b : colourButtons_) {
    b->symbol = flood_.app.settings.colourBlind;
    if (!ready) {
      b->enabled = false;
      b->reason.clear();
      continue;
    }
    const Forbidden why = game_->state().forbidden(b->colour);
    b->enabled = humanTurn && why == Forbidden::No;
    b->reason = why == Forbidden::OwnColour ? tr("Yours") : why == Forbidden::OpponentsColour ? tr("Theirs") : "";
    if (remote_) {
      // Over the network "yours" is this device's player's, whoever moves next.
      const FloodState& s = game_->state();
      const int me = remote_->localPlayer();
      b->reason = b->colour == s.colourOf(me) ? tr("Yours") : b->colour == s.colourOf(1 - me) ? tr("Theirs") : "";
    }
  }
  undo_->enabled = ready && game_->canUndo() && !remote_;
  const bool over = ready && game_->over();
  hint_->label = over ? trLater("Best") : trLater("Hint");
  hint_->sign = over ? "\xe2\x98\x85" : "?";  // ★
  hint_->enabled = ready && setup_.kind == FloodKind::Solo && think_ == nullptr;
  board_->enabled = ready;
  refreshReplay();
  if (humanTurn && wantFocus_ >= 0) {
    const ColourButton* again = colourButton(wantFocus_);
    if (again == nullptr || !again->focusable())
      for (const ColourButton* b : colourButtons_)
        if (b->focusable()) {
          again = b;
          break;
        }
    if (again != nullptr && again->focusable()) widgets_.focus(again);
    wantFocus_ = -1;
  }
  widgets_.settleFocus();
}

const ColourButton* FloodPlayScreen::colourButton(int colour) const {
  for (const ColourButton* b : colourButtons_)
    if (b->colour == colour) return b;
  return nullptr;
}

void FloodPlayScreen::say(std::string text) {
  message_.show(std::move(text));
  markDirty();
}

std::string FloodPlayScreen::statusText() const {
  if (!message_.empty()) return message_.text();
  if (!problem_.empty()) return problem_;
  if (!game_) return setup_.kind == FloodKind::Solo ? tr("Finding the fewest moves…") : tr("Making a board…");
  if (remote_) {
    const FloodState& s = game_->state();
    const int me = remote_->localPlayer();
    const std::string score =
        formatText(tr("You {1} · {2} {3}"), s.owned(me), remote_->opponentName(), s.owned(1 - me));
    if (!remote_->resultLine().empty()) return remote_->resultLine();
    if (game_->over()) return score;
    if (remote_->waiting()) return formatText(tr("Sending your move… {1}"), score);
    return s.turn() == me ? formatText(tr("Your turn · {1}"), score)
                          : formatText(tr("{1}'s turn · {2}"), remote_->opponentName(), score);
  }
  if (replay_) {
    const int n = replay_->length();
    if (replay_->step() == 0) return formatText(trn("Best: {1} move", "Best: {1} moves", n), n);
    return formatText(replay_->atEnd() ? tr("Best: move {1} of {2}, {3} · flooded") : tr("Best: move {1} of {2}, {3}"),
                      replay_->step(), n, tr(floodColourName(replay_->lastColour())));
  }
  return game_->status().line;
}

void FloodPlayScreen::pick(int colour) {
  if (replay_) return;  // the replay is only watched
  if (!game_ || colour < 0 || colour >= game_->state().board().colours()) return;
  if (game_->computerToMove()) {
    say(tr("Wait for the computer's move"));
    return;
  }
  if (animLength_ > 0) return;  // the last flood is still rolling
  if (remote_) {
    // The judge plays it: the move shows once it comes back accepted.
    std::string why;
    if (game_->state().turn() != remote_->localPlayer()) {
      say(formatText(tr("Wait for {1}'s move"), remote_->opponentName()));
    } else if (const std::string own = game_->whyNot(colour); !own.empty()) {
      flood_.app.play(Sound::Refused);
      say(formatText(tr("Not {1}: {2}"), tr(floodColourName(colour)), tr(own.c_str())));
    } else if (!remote_->send(colour, why)) {
      flood_.app.play(Sound::Refused);
      // The referee speaks English: shown in the player's words.
      if (!why.empty()) say(match::shownRefusal(why));
    }
    refreshButtons();
    markDirty();
    return;
  }
  const FloodState before = game_->state();
  if (!game_->pick(colour)) {
    flood_.app.play(Sound::Refused);
    const std::string why = game_->whyNot(colour);
    if (!why.empty()) say(formatText(tr("Not {1}: {2}"), tr(floodColourName(colour)), tr(why.c_str())));
    return;
  }
  if (think_ && thinkIsHint_) think_.reset();
  for (ColourButton* b : colourButtons_) b->flash = false;
  message_.clear();
  played(before);
}

void FloodPlayScreen::played(const FloodState& before) {
  flood_.app.play(Sound::Flood);
  rollFlood(before, game_->state());
  refreshButtons();
  keepLeft();
  markDirty();
}

void FloodPlayScreen::rollFlood(const FloodState& before, const FloodState& now) {
  const int mover = before.turn();
  const ColourBoard& board = now.board();
  const int n = board.cellCount();
  from_ = before.board().cells();
  turnAt_.assign(static_cast<std::size_t>(n), 0.0f);
  // Cells turn in order of their distance from the mover's corner inside the new area.
  std::vector<int> dist(static_cast<std::size_t>(n), -1);
  std::vector<int> queue{now.corner(mover)};
  dist[static_cast<std::size_t>(queue.front())] = 0;
  int far = 0;
  for (std::size_t i = 0; i < queue.size(); ++i) {
    const int c = queue[i];
    for (int m : board.neighbours(c))
      if (dist[static_cast<std::size_t>(m)] < 0 && now.owner(m) == mover) {
        dist[static_cast<std::size_t>(m)] = dist[static_cast<std::size_t>(c)] + 1;
        far = std::max(far, dist[static_cast<std::size_t>(m)]);
        queue.push_back(m);
      }
  }
  const double speed = flood_.app.rotationSeconds() / 0.12;  // 0 when animations are off
  animLength_ = FloodSeconds * speed;
  animTime_ = 0;
  for (int c = 0; c < n; ++c) {
    const int d = dist[static_cast<std::size_t>(c)];
    turnAt_[static_cast<std::size_t>(c)] = d < 0 || far == 0 ? 0.0f : static_cast<float>(animLength_ * d / far);
  }
  if (animLength_ <= 0) from_.clear();
  ++boardVersion_;
}

void FloodPlayScreen::undo() {
  if (!game_ || remote_ || replay_) return;
  if (think_) think_.reset();
  if (!game_->undo()) return;
  flood_.app.play(Sound::Undo);
  // Against the computer, undo goes back to the player's own turn.
  if (setup_.kind == FloodKind::Computer)
    while (game_->state().turn() != 0 && game_->undo()) {
    }
  from_.clear();
  animLength_ = 0;
  ++boardVersion_;
  resultShown_ = false;
  message_.clear();
  refreshButtons();
  keepLeft();
  markDirty();
}

void FloodPlayScreen::redo() {
  if (!game_ || remote_ || replay_ || think_ || animLength_ > 0) return;
  const FloodState before = game_->state();
  if (!game_->redo()) return;
  if (setup_.kind == FloodKind::Computer)
    while (game_->state().turn() != 0 && game_->redo()) {
    }
  played(before);
}

void FloodPlayScreen::hint() {
  if (!game_ || game_->over() || setup_.kind != FloodKind::Solo || think_) return;
  game_->noteHint();
  thinkIsHint_ = true;
  think_ = std::make_unique<BackgroundTask<int>>(
      [state = game_->state()](std::stop_token stop, Progress&) -> std::optional<int> {
        FloodSolveLimits limits = floodGameLimits(state.board());
        limits.threads = floodHintThreads();
        const int colour = floodHint(state, limits, stop);
        if (stop.stop_requested()) return std::nullopt;
        return colour;
      });
  say(tr("Looking for the best colour…"));
  refreshButtons();
}

void FloodPlayScreen::cycleFocus(int direction) {
  std::vector<Widget*> enabled;
  for (ColourButton* b : colourButtons_)
    if (b->focusable()) enabled.push_back(b);
  if (enabled.empty()) return;
  const Widget* now = widgets_.focused();
  auto at = std::find(enabled.begin(), enabled.end(), now);
  std::size_t i = 0;
  if (at == enabled.end()) {
    i = direction > 0 ? 0 : enabled.size() - 1;
  } else {
    const auto k = static_cast<std::ptrdiff_t>(at - enabled.begin());
    const auto size = static_cast<std::ptrdiff_t>(enabled.size());
    i = static_cast<std::size_t>(((k + direction) % size + size) % size);
  }
  widgets_.focus(enabled[i]);
  markDirty();
}

void FloodPlayScreen::leave() {
  if (remote_) {
    if (remote_->ended() || !remote_->resultLine().empty()) {
      stack().pop();
      return;
    }
    std::vector<ConfirmScreen::Choice> choices;
    choices.push_back({trLater("Keep playing"), {}, Button::Style::Normal});
    choices.push_back({trLater("Leave"), [this] { stack().pop(); }, Button::Style::Danger});
    stack().push(std::make_unique<ConfirmScreen>(flood_.app, trLater("Leave this match?"),
                                                 remote_->opponentName() + " is told you left.", std::move(choices)));
    return;
  }
  // A game under way is not thrown away by one press of Back; a given board's game (not among
  // the records) is kept as it stands, to resume when the board is opened again.
  if (!game_ || game_->over() || game_->state().moves() == 0 || given_) {
    stack().pop();
    return;
  }
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({trLater("Keep playing"), {}, Button::Style::Normal});
  choices.push_back({trLater("Leave"),
                     [this] {
                       countAsItStands();
                       stack().pop();
                     },
                     Button::Style::Danger});
  stack().push(std::make_unique<ConfirmScreen>(flood_.app, trLater("Leave this game?"),
                                               setup_.kind == FloodKind::Solo && resumable()
                                                   ? trLater("It counts as lost.")
                                               : resumable() ? trLater("It counts as it stands.")
                                                             : trLater("The board will be lost."),
                                               std::move(choices)));
}

std::string FloodPlayScreen::copied(const std::string& text, const std::string& what) {
  logEvent("flood " + what + " copied");
  return SDL_SetClipboardText(text.c_str()) == 0
             ? formatText(
                   trn("{1} copied ({2} character)", "{1} copied ({2} characters)", static_cast<long>(text.size())),
                   tr(what.c_str()), text.size())
             : std::string(tr("No clipboard here"));
}

std::string FloodPlayScreen::givenId() const {
  if (!given_) return {};
  // sgt-flood's IDs carry square boards only: a hex board is kept by its share code.
  if (given_->board.shape() == Shape::Hex) return encodeFloodShareCode(*given_);
  return formatSgtFloodId(given_->board, given_->moveLimit);
}

std::string FloodPlayScreen::boardCode() const {
  return game_ ? encodeFloodShareCode(FloodPuzzle{game_->start().board(), game_->limit()}) : std::string();
}

void FloodPlayScreen::showBoardCard() {
  if (!game_) return;
  const ColourBoard& b = game_->start().board();
  const std::string code = boardCode();
  std::string lines = formatText(b.shape() == Shape::Hex ? tr("Board {1}\xc3\x97{2}, {3} colours, hex, limit {4}")
                                                         : tr("Board {1}\xc3\x97{2}, {3} colours, limit {4}"),
                                 b.width(), b.height(), b.colours(), game_->limit()) +
                      "\n\n" + code + "\n\n" + tr("Scan it, or paste it on the Import screen.");
  std::vector<QrCardScreen::Action> actions;
  actions.push_back({trLater("Copy code"), [code](QrCardScreen& card) { card.say(copied(code, trLater("Code"))); }});
  if (b.shape() == Shape::Square) {
    // sgt-flood's own game ID, for Simon Tatham's Flood (square boards only).
    const std::string id = formatSgtFloodId(b, game_->limit());
    actions.push_back({trLater("Copy ID"), [id](QrCardScreen& card) { card.say(copied(id, trLater("Board ID"))); }});
  }
  stack().push(std::make_unique<QrCardScreen>(flood_.app, code, std::move(lines), std::move(actions)));
}

void FloodPlayScreen::showBest() {
  if (!game_ || !game_->over() || setup_.kind != FloodKind::Solo || remote_ || replay_) return;
  // The moves of the par, found with the board on its background task before play began: the
  // replay waits for nothing.
  startReplay(game_->best());
}

void FloodPlayScreen::startReplay(const std::vector<int>& moves) {
  replay_.emplace(game_->start(), moves);
  replayAuto_ = true;
  replayWait_ = ReplayPause / 2;
  from_.clear();
  animLength_ = 0;
  message_.clear();
  ++boardVersion_;
  logEvent("flood best shown: " + std::to_string(replay_->length()) + " moves");
  refreshButtons();
  widgets_.focus(auto_);
  if (laidOut_) layout(metrics_);
  markDirty();
}

void FloodPlayScreen::stepBest() {
  if (!replay_) return;
  replayAuto_ = false;
  if (replay_->atEnd()) {
    // Once flooded, Step starts again from the start board.
    replay_->restart();
    from_.clear();
    animLength_ = 0;
    ++boardVersion_;
  } else if (replay_->forward()) {
    rollFlood(replay_->before(), replay_->state());
  }
  refreshButtons();
  markDirty();
}

void FloodPlayScreen::toggleAutoBest() {
  if (!replay_) return;
  replayAuto_ = !replayAuto_;
  if (replayAuto_ && replay_->atEnd()) {
    replay_->restart();
    from_.clear();
    animLength_ = 0;
    ++boardVersion_;
  }
  replayWait_ = replayAuto_ && replay_->step() == 0 ? ReplayPause / 2 : 0;
  refreshButtons();
  markDirty();
}

void FloodPlayScreen::endBest() {
  if (!replay_) return;
  replay_.reset();
  replayAuto_ = false;
  from_.clear();
  animLength_ = 0;
  ++boardVersion_;
  for (ColourButton* b : colourButtons_) b->flash = false;
  refreshButtons();
  widgets_.focus(hint_);
  if (laidOut_) layout(metrics_);
  markDirty();
}

void FloodPlayScreen::refreshReplay() {
  const bool on = replay_.has_value();
  const bool solo = setup_.kind == FloodKind::Solo && !remote_;
  undo_->visible = !on && !remote_;
  hint_->visible = board_->visible = !on && solo;
  step_->visible = auto_->visible = done_->visible = on;
  if (on) {
    auto_->label = replayAuto_ ? trLater("Pause") : trLater("Play");
    auto_->sign = replayAuto_ ? "\xe2\x9d\x9a\xe2\x9d\x9a" : "\xe2\x96\xb6";  // ❚❚ ▶
    step_->label = replay_->atEnd() ? trLater("Again") : trLater("Step");
    step_->sign = replay_->atEnd() ? "\xe2\x86\xba" : "\xe2\x87\xa5";  // ↺ ⇥
  }
  // The colour of the move shown is lit on its button; the game's reasons ("Yours") are not the
  // replay's.
  for (ColourButton* b : colourButtons_) {
    b->chosen = on && replay_->lastColour() == b->colour;
    if (on) b->reason.clear();
  }
}

void FloodPlayScreen::finish() {
  if (recorded_ || !game_ || remote_) return;
  recorded_ = true;
  newBest_.clear();
  const auto result = game_->result();
  if (!result) return;
  const FloodState& s = game_->state();
  const bool solo = setup_.kind == FloodKind::Solo;
  const bool won = solo ? result->solved : result->winner == 0;
  if (won) flood_.app.play(Sound::Solved);
  if (won && solo && onWin_) onWin_(result->seconds, game_->hints() > 0);
  if (won && solo) {
    const ColourBoard& board = game_->start().board();
    newBest_ = newBestText(flood_.app.times->add(
        recordKey("flood", board.width(), board.height(), board.colours(), board.shape() == Shape::Hex),
        result->seconds, s.moves()));
  }
  // Two players on one device: the record keeps the first player's games. A board from outside
  // has no place among the records.
  if (!given_) flood_.records->record(setup_, won, solo ? s.moves() : s.owned(0), result->seconds);
  if (resumable()) flood_.left->drop();
  logEvent("flood over: " + game_->status().line);
}

void FloodPlayScreen::layout(const Metrics& m) {
  metrics_ = m;
  laidOut_ = true;
  const int margin = m.px(10);
  const int gap = m.px(8);
  const int headY = m.px(6);
  const int headH = headingRowHeight(m);
  back_->rect = headingBackRect(m, margin, headY);
  statusRect_ = SDL_Rect{back_->rect.x + back_->rect.w + gap, headY, m.width - back_->rect.w - 2 * margin - gap, headH};
  const int top = headY + headH + gap;
  const int colours = static_cast<int>(colourButtons_.size());
  const bool landscape = m.width > m.height * 23 / 20;
  // Undo, Hint and Code, those shown (a match over the network has none), or the replay's
  // Step, Play and Done: a row of their own.
  std::vector<Widget*> actions;
  for (Widget* w : {static_cast<Widget*>(undo_), static_cast<Widget*>(hint_), static_cast<Widget*>(board_),
                    static_cast<Widget*>(step_), static_cast<Widget*>(auto_), static_cast<Widget*>(done_)}) {
    if (w->visible)
      actions.push_back(w);
    else
      w->rect = SDL_Rect{0, 0, 0, 0};
  }
  const int actionCount = static_cast<int>(actions.size());
  const int actionRows = actionCount > 0 ? 1 : 0;
  if (landscape) {
    // Board on the left, a panel of buttons on the right: colours two to a row, then Undo and Hint.
    const int panelW = std::clamp(m.width * 34 / 100, std::min(m.px(150), m.width / 2), m.px(280));
    boardArea_ =
        SDL_Rect{margin, top, std::max(10, m.width - panelW - 3 * margin), std::max(10, m.height - top - margin)};
    const SDL_Rect panel{m.width - margin - panelW, top, panelW, m.height - top - margin};
    // Two colours to a row, or three when the panel is too short for two (a 320×240 screen).
    int columns = 2;
    auto height = [&](int cols) {
      const int rows = (colours + cols - 1) / cols + actionRows;
      return rows * Metrics::MinTouchTarget + (rows - 1) * gap;
    };
    if (height(columns) > panel.h && panel.w >= 3 * Metrics::MinTouchTarget + 2 * gap) columns = 3;
    // Still too short: Undo and Hint move up beside the status.
    const bool actionsAbove = actionCount > 0 && height(columns) > panel.h;
    if (actionsAbove) {
      const int w = std::max(Metrics::MinTouchTarget, m.px(70));
      for (int i = 0; i < actionCount; ++i) {
        actions[static_cast<std::size_t>(i)]->rect = SDL_Rect{
            m.width - margin - (actionCount - i) * w - (actionCount - 1 - i) * gap, back_->rect.y, w, back_->rect.h};
      }
      statusRect_.w = std::max(0, m.width - margin - actionCount * (w + gap) - statusRect_.x);
    }
    const int rows = (colours + columns - 1) / columns + (actionsAbove ? 0 : actionRows);
    const int rowH = std::max(Metrics::MinTouchTarget, std::min(m.touch(56), (panel.h - (rows - 1) * gap) / rows));
    const int colourRows = actionsAbove ? rows : rows - actionRows;
    const auto cells = gridRects(SDL_Rect{panel.x, panel.y, panel.w, colourRows * rowH + (colourRows - 1) * gap},
                                 colours, columns, rowH, gap, Metrics::MinTouchTarget);
    for (int i = 0; i < colours; ++i)
      colourButtons_[static_cast<std::size_t>(i)]->rect = cells[static_cast<std::size_t>(i)];
    if (!actionsAbove && actionCount > 0) {
      const int y = panel.y + (rows - 1) * (rowH + gap);
      const auto row = gridRects(SDL_Rect{panel.x, y, panel.w, rowH}, actionCount, actionCount, rowH, gap);
      for (int i = 0; i < actionCount; ++i)
        actions[static_cast<std::size_t>(i)]->rect = row[static_cast<std::size_t>(i)];
    }
  } else {
    // Board on top, colours below in one or two rows, then Undo and Hint.
    const int columns = colours <= 5 || m.width >= m.px(520) ? colours : (colours + 1) / 2;
    const int colourRows = (colours + columns - 1) / columns;
    const int rowH = m.touch(54);
    const int buttonsH = (colourRows + actionRows) * rowH + (colourRows + actionRows - 1) * gap;
    const int width = std::min(m.width - 2 * margin, m.px(560));
    const SDL_Rect panel{(m.width - width) / 2, m.height - margin - buttonsH, width, buttonsH};
    boardArea_ = SDL_Rect{margin, top, m.width - 2 * margin, std::max(10, panel.y - gap - top)};
    const auto cells = gridRects(SDL_Rect{panel.x, panel.y, panel.w, colourRows * rowH + (colourRows - 1) * gap},
                                 colours, columns, rowH, gap);
    for (int i = 0; i < colours; ++i)
      colourButtons_[static_cast<std::size_t>(i)]->rect = cells[static_cast<std::size_t>(i)];
    if (actionCount > 0) {
      const auto row = gridRects(SDL_Rect{panel.x, panel.y + colourRows * (rowH + gap), panel.w, rowH}, actionCount,
                                 actionCount, rowH, gap);
      for (int i = 0; i < actionCount; ++i)
        actions[static_cast<std::size_t>(i)]->rect = row[static_cast<std::size_t>(i)];
    }
  }
  if (game_) {
    const ColourBoard& b = game_->state().board();
    geometry_ = FloodGeometry(boardArea_, b.width(), b.height(), b.shape());
  }
  widgets_.settleFocus();
}

void FloodPlayScreen::handle(const InputEvent& e) {
  if (e.goesBack() || (e.kind == InputEvent::Kind::Action && e.action == Action::Menu)) {
    // Back from the best goes back to the game as it ended.
    if (replay_) {
      endBest();
      return;
    }
    leave();
    return;
  }
  if (replay_ && e.kind == InputEvent::Kind::Action && e.action == Action::Assist) {
    stepBest();  // gamepad X, key H: the next move of the best
    return;
  }
  if (e.kind == InputEvent::Kind::Action) {
    switch (e.action) {
      case Action::Number:
        pick(e.number - 1);
        return;
      case Action::Undo:
      case Action::Redo: {
        // A gamepad's shoulders step through the colours; keys U and R undo and redo.
        const int direction = e.action == Action::Undo ? -1 : 1;
        if (e.device == Device::Gamepad) {
          cycleFocus(direction);
        } else if (direction < 0) {
          undo();
        } else {
          redo();
        }
        return;
      }
      case Action::Mark:  // gamepad Y, key L
        undo();
        return;
      case Action::Assist:
        hint();
        return;
      default:
        break;
    }
  }
  if (e.kind == InputEvent::Kind::Tap && game_ && !replay_) {
    // A tap on the board picks the colour of the cell under it.
    const int cell = geometry_.cellAt(static_cast<float>(e.x), static_cast<float>(e.y));
    if (cell >= 0) {
      pick(game_->state().board().colour(cell));
      return;
    }
    // A tap on a colour that cannot be picked says why.
    for (ColourButton* b : colourButtons_)
      if (!b->enabled && b->visible && contains(b->rect, e.x, e.y)) {
        pick(b->colour);
        return;
      }
  }
  if (widgets_.handle(e)) markDirty();
}

void FloodPlayScreen::pollRemote() {
  for (const int colour : remote_->poll()) {
    const FloodState before = game_->state();
    if (!game_->pick(colour)) {
      // Not reached: the session checks every judgement against its own copy of the board.
      problem_ = tr("The boards no longer agree");
      continue;
    }
    played(before);
  }
  refreshButtons();
  markDirty();
  // The match ended while this screen is on top (a dialog above it closes first).
  if (remote_->ended() && stack().top() == this) stack().pop();
}

void FloodPlayScreen::update(double seconds) {
  if (remote_ && game_) pollRemote();
  if (prepare_) {
    if (auto game = prepare_->takeResult()) {
      prepare_.reset();
      gameReady(std::move(*game));
    } else if (prepare_->state() == TaskState::Failed) {
      problem_ = formatText(tr("The board could not be made: {1}"), prepare_->error());
      prepare_.reset();
      markDirty();
    }
  }
  if (message_.update(seconds)) markDirty();
  if (!game_) return;
  if (replay_ && replayAuto_ && animLength_ <= 0) {
    replayWait_ -= seconds;
    if (replay_->atEnd()) {
      replayAuto_ = false;
      refreshButtons();
      markDirty();
    } else if (replayWait_ <= 0) {
      replay_->forward();
      rollFlood(replay_->before(), replay_->state());
      replayWait_ = ReplayPause;
      refreshButtons();
      markDirty();
    }
  }
  // Nobody plays in a window that is unfocused or minimised: the clock holds.
  if (!flood_.app.ui.away) game_->advance(seconds);
  if (animLength_ > 0) {
    const double was = animTime_;
    animTime_ += seconds;
    // Cells the flood reached in this step now show their new colour.
    for (const float at : turnAt_)
      if (was < at && at <= animTime_) {
        ++boardVersion_;
        break;
      }
    if (animTime_ >= animLength_) {
      animLength_ = 0;
      from_.clear();
      refreshButtons();
    }
    markDirty();
  }
  if (think_) {
    if (auto colour = think_->takeResult()) {
      think_.reset();
      if (thinkIsHint_) {
        if (*colour >= 0) {
          for (ColourButton* b : colourButtons_) b->flash = b->colour == *colour;
          if (const ColourButton* b = colourButton(*colour); b != nullptr && b->focusable()) widgets_.focus(b);
          say(formatText(tr("Try {1}"), tr(floodColourName(*colour))));
        }
        refreshButtons();
      } else if (animLength_ <= 0) {
        const FloodState before = game_->state();
        if (game_->pick(*colour)) played(before);
      } else {
        // The computer's answer waits for the player's flood to finish rolling.
        think_ = std::make_unique<BackgroundTask<int>>(
            [c = *colour](std::stop_token, Progress&) -> std::optional<int> { return c; });
      }
      markDirty();
    } else if (think_->state() == TaskState::Failed) {
      problem_ = formatText(tr("The computer could not move: {1}"), think_->error());
      think_.reset();
    }
  }
  if (game_->computerToMove() && !think_) {
    thinkIsHint_ = false;
    const std::uint64_t seed = seed_ * 31 + static_cast<std::uint64_t>(game_->state().moves());
    think_ = std::make_unique<BackgroundTask<int>>(
        [state = game_->state(), skill = setup_.skill, seed](std::stop_token stop, Progress&) -> std::optional<int> {
          const int colour = computerMove(state, skill, seed, stop);
          if (stop.stop_requested()) return std::nullopt;
          return colour;
        });
    markDirty();
  }
  if (remote_) {
    // A match's end is told by the match screen below, once this one closes.
    if (game_->over() && animLength_ <= 0 && !remote_->resultLine().empty() && !resultShown_ && stack().top() == this) {
      resultShown_ = true;
      std::vector<ConfirmScreen::Choice> choices;
      choices.push_back({trLater("Look at the board"), {}, Button::Style::Quiet});
      choices.push_back({trLater("Done"), [this] { stack().pop(); }, Button::Style::Primary});
      const FloodState& st = game_->state();
      const int me = remote_->localPlayer();
      const std::string score =
          formatText(tr("You {1} cells, {2} {3}"), st.owned(me), remote_->opponentName(), st.owned(1 - me));
      stack().push(std::make_unique<ConfirmScreen>(flood_.app, remote_->resultLine(), score, std::move(choices)));
    }
    return;
  }
  if (game_->over() && animLength_ <= 0 && !resultShown_ && stack().top() == this) {
    resultShown_ = true;
    finish();
    const auto r = game_->result();
    std::string detail;
    if (setup_.kind == FloodKind::Solo) {
      detail = formatText(game_->parProven() ? tr("Par {1} (the fewest possible)") : tr("Par {1}"), game_->par());
      const FloodRecord best = flood_.records->of(setup_);
      if (best.won > 0) detail += " · " + formatText(tr("your best {1}"), best.best);
      if (!newBest_.empty()) detail += " · " + newBest_;
    } else {
      detail = formatText(tr("Won {1} of {2} at this size"), formatNumber(flood_.records->of(setup_).won),
                          formatNumber(flood_.records->of(setup_).played));
    }
    std::vector<ConfirmScreen::Choice> choices;
    choices.push_back({trLater("New board"),
                       [this] {
                         given_.reset();
                         startGame(flood_.nextSeed());
                       },
                       Button::Style::Primary});
    const bool solo = setup_.kind == FloodKind::Solo;
    if (solo && r && !r->solved)
      choices.push_back({trLater("Try again"), [this] { startGame(seed_); }, Button::Style::Normal});
    if (solo) choices.push_back({trLater("Show the best"), [this] { showBest(); }});
    choices.push_back({trLater("Look at the board"), {}, Button::Style::Quiet});
    // A solo panel has Show the best in Menu's place (no more answers than before, for small
    // screens): Back from the board goes to the menu.
    if (!solo) choices.push_back({trLater("Menu"), [this] { stack().pop(); }, Button::Style::Quiet});
    stack().push(std::make_unique<ConfirmScreen>(flood_.app, game_->status().line, detail, std::move(choices)));
  }
}

void FloodPlayScreen::drawBoard(UiContext& ui) {
  const FloodState& state = shownState();
  const bool symbols = flood_.app.settings.colourBlind;
  // The cells as they show now: those the rolling flood has not reached yet keep their old colour.
  const auto lookNow = [&] {
    FloodLook look;
    look.symbols = symbols;
    look.shown = state.board().cells();
    if (animLength_ > 0 && !from_.empty())
      for (std::size_t c = 0; c < look.shown.size(); ++c)
        if (animTime_ < turnAt_[c]) look.shown[c] = from_[c];
    return look;
  };
  const SDL_FRect& b = geometry_.bounds();
  // Square cells are whole pixels, so the texture is exactly the board; hex edges round up.
  const bool square = state.board().shape() == Shape::Square;
  const SDL_Rect at{static_cast<int>(b.x), static_cast<int>(b.y), static_cast<int>(std::ceil(b.w)) + (square ? 0 : 1),
                    static_cast<int>(std::ceil(b.h)) + (square ? 0 : 1)};
  // Only where a render target is a plain surface (SDL's software renderer); on OpenGL a change
  // of target costs the driver memory through a long game (TargetPool.hpp), and it draws the
  // triangles quickly anyway.
  SDL_RendererInfo info{};
  if (SDL_GetRendererInfo(ui.renderer, &info) != 0 || !renderTargetsWorthKeeping(info.name)) {
    boardTexture_.reset();
    drawFloodBoard(ui, geometry_, state, lookNow());
    return;
  }
  const bool same = boardTexture_ && boardDrawnVersion_ == boardVersion_ && at.x == boardDrawn_.x &&
                    at.y == boardDrawn_.y && at.w == boardDrawn_.w && at.h == boardDrawn_.h && symbols == boardSymbols_;
  if (!same) {
    if (!boardTexture_ || at.w != boardDrawn_.w || at.h != boardDrawn_.h) {
      boardTexture_.reset(
          SDL_CreateTexture(ui.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, at.w, at.h));
      // A square board covers its texture: copied without blending, which the software renderer
      // does several times faster. A hex board's edges are see-through.
      if (boardTexture_)
        SDL_SetTextureBlendMode(boardTexture_.get(),
                                state.board().shape() == Shape::Square ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    }
    SDL_Texture* before = SDL_GetRenderTarget(ui.renderer);
    if (!boardTexture_ || SDL_SetRenderTarget(ui.renderer, boardTexture_.get()) != 0) {
      // No render targets here: draw straight onto the screen, every frame.
      boardTexture_.reset();
      drawFloodBoard(ui, geometry_, state, lookNow());
      return;
    }
    SDL_SetRenderDrawBlendMode(ui.renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(ui.renderer, 0, 0, 0, 0);
    SDL_RenderClear(ui.renderer);
    // The same geometry moved to the texture's corner.
    const FloodGeometry local(SDL_Rect{boardArea_.x - at.x, boardArea_.y - at.y, boardArea_.w, boardArea_.h},
                              state.board().width(), state.board().height(), state.board().shape());
    drawFloodBoard(ui, local, state, lookNow());
    SDL_SetRenderTarget(ui.renderer, before);
    boardDrawnVersion_ = boardVersion_;
    boardDrawn_ = at;
    boardSymbols_ = symbols;
  }
  SDL_RenderCopy(ui.renderer, boardTexture_.get(), nullptr, &boardDrawn_);
}

bool FloodPlayScreen::animating() const {
  return prepare_ != nullptr || think_ != nullptr || animLength_ > 0 || (replay_ && replayAuto_);
}

void FloodPlayScreen::draw() {
  UiContext& ui = flood_.app.ui;
  const Metrics& m = ui.metrics;
  drawScreenBackground(ui);
  // The status, with the colour of whoever moves next beside it in games of two.
  SDL_Rect text = statusRect_;
  if (game_ && setup_.kind != FloodKind::Solo && !game_->over()) {
    const int dot = std::min(statusRect_.h, m.px(26));
    PanelStyle s;
    s.top = s.bottom = floodColour(game_->state().colourOf(game_->state().turn()));
    s.radius = dot / 2.0;
    s.border = 0xffffff;
    s.borderWidth = std::max(1, m.px(2));
    drawPanel(*ui.assets, SDL_Rect{text.x, text.y + (text.h - dot) / 2, dot, dot}, s);
    text.x += dot + m.px(8);
    text.w -= dot + m.px(8);
  }
  drawTextIn(*ui.assets, statusText(), FontStyle::Bold, m.font(19), message_.empty() ? theme::Text : theme::Accent,
             text, Align::Left);
  if (game_) {
    const SDL_FRect& b = geometry_.bounds();
    // A dark frame around the board: four strips, not a panel the board would mostly cover.
    const int pad = m.px(4);
    const SDL_Rect outer{static_cast<int>(b.x) - pad, static_cast<int>(b.y) - pad, static_cast<int>(b.w) + 2 * pad,
                         static_cast<int>(b.h) + 2 * pad};
    const SDL_Rect strips[4] = {{outer.x, outer.y, outer.w, pad},
                                {outer.x, outer.y + outer.h - pad, outer.w, pad},
                                {outer.x, outer.y + pad, pad, outer.h - 2 * pad},
                                {outer.x + outer.w - pad, outer.y + pad, pad, outer.h - 2 * pad}};
    SDL_SetRenderDrawBlendMode(ui.renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(ui.renderer, (theme::Panel >> 16) & 0xff, (theme::Panel >> 8) & 0xff, theme::Panel & 0xff,
                           255);
    SDL_RenderFillRects(ui.renderer, strips, 4);
    if (game_->state().board().shape() == Shape::Hex) {
      // Hex boards leave room between their edges and the frame: filled dark too.
      const SDL_Rect inner{outer.x + pad, outer.y + pad, outer.w - 2 * pad, outer.h - 2 * pad};
      SDL_RenderFillRect(ui.renderer, &inner);
    }
    drawBoard(ui);
    // Each player's corner carries their number in games of two.
    if (setup_.kind != FloodKind::Solo) {
      for (int p = 0; p < 2; ++p) {
        const SDL_FPoint c = geometry_.centre(game_->state().corner(p));
        const int size = std::max(m.font(13), static_cast<int>(geometry_.cellSize() * 0.8f));
        PanelStyle s;
        s.top = s.bottom = 0x10131f;
        s.radius = size / 2.0;
        s.border = 0xffffff;
        s.borderWidth = std::max(1, m.px(1.5f));
        s.shadow = false;
        const SDL_Rect r{static_cast<int>(c.x) - size / 2, static_cast<int>(c.y) - size / 2, size, size};
        drawPanel(*ui.assets, r, s);
        drawTextIn(*ui.assets, std::to_string(p + 1), FontStyle::Bold, std::max(12, size * 2 / 3), theme::Text, r);
      }
    }
  } else {
    drawTextIn(*ui.assets, problem_.empty() ? std::string(tr("Preparing the board…")) : problem_, FontStyle::Regular,
               m.font(18), theme::TextDim, boardArea_);
  }
  widgets_.draw(ui);
}

}  // namespace tileflow
