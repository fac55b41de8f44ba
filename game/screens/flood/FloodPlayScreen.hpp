// FloodPlayScreen: a Flood game being played: the board, a large button per colour (a finger, a
// mouse, the number keys and a gamepad's shoulders and A all reach them; forbidden colours are
// disabled with the reason on them), Undo, and Hint and Code when solo. The solo board is solved
// for its par and the computer thinks on background tasks, so the frame loop never waits; leaving
// the screen cancels them. Each move floods outwards from the corner as an animation. The end of a
// game is recorded with the best results and offers a new game; after a solo game "show the best"
// plays the solver's moves back on the start board. Code shows the board's share code as text
// and QR code, to copy or scan.
#pragma once

#include <functional>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/BackgroundTask.hpp"
#include "engine/platform/SdlHandles.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/TimedText.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/flood/FloodMode.hpp"
#include "game/flood/FloodReplay.hpp"
#include "game/io/FloodFile.hpp"
#include "game/screens/flood/FloodContext.hpp"
#include "game/view/FloodArt.hpp"

namespace tileflow {

// A colour's button: its fill, its number (the key that picks it), its symbol in colour-blind
// mode, and when disabled why ("yours", "theirs").
class ColourButton : public Widget {
 public:
  ColourButton(int which, std::function<void()> press) : colour(which), onPress(std::move(press)) {}

  void draw(UiContext& ui, bool focused) const override;
  bool act(Action action) override;
  bool tap(int x, int y, bool alternate) override;
  std::string name() const override;

  int colour;
  std::function<void()> onPress;
  std::string reason;   // shown when disabled
  bool symbol = false;  // colour-blind symbol
  bool flash = false;   // the hint's pick
  bool chosen = false;  // the move the replay of the best shows: lit, though it cannot be pressed
};

// The other player of a match over the network, as a FloodPlayScreen sees it (NetMatchScreen
// makes it from a MatchSession): this device's moves go to it, and every accepted move of either
// player comes back from it, in order, to be played on the screen's board.
class FloodRemote {
 public:
  virtual ~FloodRemote() = default;
  // The FloodState player this device plays (0: the top-left corner).
  virtual int localPlayer() const = 0;
  virtual std::string opponentName() const = 0;
  // Sends this device's move; false, with why not in `why`, when it may not go now.
  virtual bool send(int colour, std::string& why) = 0;
  // Once per frame: takes what arrived and returns the moves accepted since, both players'.
  virtual std::vector<int> poll() = 0;
  // A move of this device is on its way to the judge.
  virtual bool waiting() const = 0;
  // The match has ended (a player left, the link broke): the screen closes.
  virtual bool ended() const = 0;
  // The judge's verdict once decided ("Ann wins, 80 to 64"), else "".
  virtual std::string resultLine() const = 0;
};

class FloodPlayScreen : public Screen {
 public:
  // A match over the network on `board` (the offer's board, the same on both devices).
  FloodPlayScreen(FloodContext& flood, ColourBoard board, std::unique_ptr<FloodRemote> remote);
  FloodPlayScreen(FloodContext& flood, FloodSetup setup, std::optional<std::uint64_t> seed = std::nullopt);
  // A solo game of a given board (`tileflow play --flood`): its own move limit if it has one,
  // otherwise par plus the setup's allowance; not counted in the best results. New board then
  // goes on with random boards of its size and colours.
  FloodPlayScreen(FloodContext& flood, FloodPuzzle puzzle);
  // A solo or two-player game closed part-way is kept to resume (the next start of the same
  // setup opens it); one against the computer counts as it stands.
  ~FloodPlayScreen() override;

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void update(double seconds) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  bool animating() const override;
  int msUntilWake() const override { return soonerWake(remote_ ? 100 : -1, message_.msUntilGone()); }
  void uncovered() override { markDirty(); }
  bool unsavedWork() const override { return false; }

  // Null until the board is ready.
  const FloodGame* game() const { return game_.get(); }
  const WidgetList& widgets() const { return widgets_; }
  bool thinking() const { return think_ != nullptr; }
  // Preparing the board, thinking or rolling a flood: input for the board waits.
  bool busy() const { return prepare_ != nullptr || think_ != nullptr || animLength_ > 0; }
  const FloodGeometry& geometry() const { return geometry_; }
  // The colour button of `colour` (null for a colour the board does not have).
  const ColourButton* colourButton(int colour) const;
  // The text shown at the top: the game's status, or a passing message.
  std::string statusText() const;
  // Picks a colour as its button would.
  void pick(int colour);
  // The state the board shows: the game's, or the replay's while the best is shown.
  const FloodState& shownState() const { return replay_ ? replay_->state() : game_->state(); }

  // The board's share code with its move limit ("" before the board is ready).
  std::string boardCode() const;
  // The Code card: the share code as text and QR code, Copy code and (square boards) Copy ID.
  void showBoardCard();

  // "Show the best", once a solo game is over: the solver's moves played back on the start board,
  // a move at a time (Step) or at a readable pace (Play); it counts for nothing. The moves are
  // the par's, found on the background task that prepared the board.
  void showBest();
  const FloodReplay* replay() const { return replay_ ? &*replay_ : nullptr; }
  bool autoPlaying() const { return replay_ && replayAuto_; }
  void stepBest();
  void toggleAutoBest();
  void endBest();
  // Seconds between two moves of the replay when it plays by itself.
  static constexpr double ReplayPause = 1.0;

  // Called once when the puzzle is won, with the seconds it took and whether a hint was used: the
  // daily puzzles record their solves by it.
  void setOnWin(std::function<void(int seconds, bool hinted)> onWin) { onWin_ = std::move(onWin); }

 private:
  std::function<void(int, bool)> onWin_;
  std::string newBest_;  // the records the last win beat, for the result panel
  void startGame(std::uint64_t seed);
  void gameReady(std::unique_ptr<FloodGame> game);
  void buildButtons();
  void refreshButtons();
  void played(const FloodState& before);
  // The flood from `before` to `now` rolls outwards from the mover's corner.
  void rollFlood(const FloodState& before, const FloodState& now);
  void startReplay(const std::vector<int>& moves);
  void refreshReplay();
  void undo();
  void redo();
  void hint();
  void cycleFocus(int direction);
  void leave();
  void finish();
  // A game that can be left and resumed: one of the setup's boards, not a match or a given board.
  bool resumable() const { return game_ && !remote_; }
  // A given board's sgt-flood ID with its limit, as the game left part-way keeps it ("" for a
  // board of the setup and seed).
  std::string givenId() const;
  // Puts `text` on the clipboard; what to tell the player.
  static std::string copied(const std::string& text, const std::string& what);
  // Keeps the game as it stands to resume (after every move, so a kill loses nothing).
  void keepLeft();
  // A game under way that is closed, left or replaced counts as it stands: lost unless won.
  void countAsItStands();
  void say(std::string text);
  // A match over the network: plays the moves that came and closes when it ends.
  void pollRemote();
  // Draws the board into its cached texture when anything on it changed, then copies it.
  void drawBoard(UiContext& ui);

  FloodContext& flood_;
  FloodSetup setup_;
  std::uint64_t seed_ = 0;
  std::optional<FloodPuzzle> given_;
  std::unique_ptr<FloodRemote> remote_;  // a match over the network  // the board asked for, while it is the one played
  int colours_ = 0;                      // buttons: the board's colours
  std::unique_ptr<FloodGame> game_;
  std::unique_ptr<BackgroundTask<std::unique_ptr<FloodGame>>> prepare_;
  std::unique_ptr<BackgroundTask<int>> think_;  // the computer's move or the hint
  bool thinkIsHint_ = false;
  std::string problem_;
  std::optional<FloodGameLeft> resume_;  // the game left, replayed once its board is ready

  // The flood animation: what each cell showed before the move and when it turns.
  std::vector<std::uint8_t> from_;
  std::vector<float> turnAt_;
  double animTime_ = 0;
  double animLength_ = 0;

  WidgetList widgets_;
  std::vector<ColourButton*> colourButtons_;
  Button* back_ = nullptr;
  Button* undo_ = nullptr;
  Button* hint_ = nullptr;
  Button* board_ = nullptr;
  // The replay's controls, in the place of Undo, Hint and Code while it is shown.
  Button* step_ = nullptr;
  Button* auto_ = nullptr;
  Button* done_ = nullptr;
  std::optional<FloodReplay> replay_;
  bool replayAuto_ = false;
  double replayWait_ = 0;  // until the next move plays by itself
  Metrics metrics_;
  SDL_Rect statusRect_{0, 0, 0, 0};
  SDL_Rect boardArea_{0, 0, 0, 0};
  FloodGeometry geometry_;
  static constexpr double MessageSeconds = 2.5;
  TimedText message_{MessageSeconds};  // the status line's message, for a while
  bool recorded_ = false;              // this board's end is in the records
  bool resultShown_ = false;           // the end dialog was shown for the current end
  bool laidOut_ = false;
  int wantFocus_ = -1;  // the colour to focus again when the player's turn comes back
  // What the board shows (the cells as the flood has reached them, the areas): counted up at
  // every change, so drawing can tell that its texture is stale without comparing the cells.
  std::uint64_t boardVersion_ = 0;
  // The board as last drawn: redrawn only when the cells, the areas, the size or the symbols
  // change, so a steady frame is one copy (the software renderer fills triangles slowly).
  TexturePtr boardTexture_;
  std::uint64_t boardDrawnVersion_ = 0;
  SDL_Rect boardDrawn_{0, 0, 0, 0};
  bool boardSymbols_ = false;
};

}  // namespace tileflow
