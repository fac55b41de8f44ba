// ImportScreen: typed, pasted and folder imports into "My levels".
#include "game/screens/ImportScreen.hpp"

#include <SDL.h>

#include <algorithm>
#include <fstream>
#include <system_error>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/io/LevelImport.hpp"
#include "game/io/ShareCode.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/TailText.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"

namespace tileflow {

namespace {

enum Fixed { kBack, kType, kPaste, kPlay, kEdit, kUp, kDown, kFixed };

std::string sizeText(const Level& level) {
  return std::to_string(level.board.width()) + "×" + std::to_string(level.board.height());
}

std::string levelTitle(const Level& level) {
  return (level.name.empty() ? level.id : level.name) + " (" + sizeText(level) + ")";
}

std::string plural(std::size_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Words of `text` in lines no wider than `width`; at most `maxLines`, the last ending in an
// ellipsis when words were left over.
std::vector<std::string> wrapped(Assets& assets, const std::string& text, int size, int width, int maxLines) {
  std::vector<std::string> lines;
  std::string line;
  std::string word;
  bool cut = false;
  auto place = [&] {
    if (word.empty()) return;
    const std::string longer = line.empty() ? word : line + " " + word;
    if (line.empty() || assets.measure(longer, FontStyle::Regular, size).x <= width) {
      line = longer;
    } else {
      lines.push_back(line);
      line = word;
    }
    word.clear();
  };
  for (char c : text) {
    if (c == ' ') {
      place();
    } else {
      word += c;
    }
  }
  place();
  if (!line.empty()) lines.push_back(line);
  if (static_cast<int>(lines.size()) > maxLines) {
    lines.resize(static_cast<std::size_t>(std::max(0, maxLines)));
    cut = true;
  }
  if (cut && !lines.empty()) lines.back() += " …";
  return lines;
}

bool sameFiles(const ImportListing& a, const ImportListing& b) {
  return a.leftOut == b.leftOut &&
         std::equal(a.files.begin(), a.files.end(), b.files.begin(), b.files.end(),
                    [](const ImportFile& x, const ImportFile& y) { return x.path == y.path && x.kind == y.kind; });
}

}  // namespace

ImportScreen::ImportScreen(TilesContext& game, std::shared_ptr<MyLevelsStore> store)
    : ImportScreen(game, std::move(store), importFolderIn(game.app.prefDir())) {}

ImportScreen::ImportScreen(TilesContext& game, std::shared_ptr<MyLevelsStore> store, std::filesystem::path folder)
    : game_(game), store_(std::move(store)), folder_(std::move(folder)) {
  if (!folder_.empty()) {
    // Made on first visit, so the player finds the place to copy files to.
    std::error_code ec;
    std::filesystem::create_directories(folder_, ec);
  }
  listing_ = listImportFolder(folder_);
  fileNotes_.resize(listing_.files.size());
  nextScan_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(RescanMs);
  rebuild();
  widgets_.focus(&widgets_.at(kType));
}

bool ImportScreen::rescan() {
  // Real time, not the loop's steps: an idle loop steps rarely and in short steps.
  nextScan_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(RescanMs);
  if (folder_.empty()) return false;
  ImportListing fresh = listImportFolder(folder_);
  if (sameFiles(fresh, listing_)) return false;
  const Widget* focused = widgets_.focused();
  int focusedSlot = -1;
  for (int slot = 0; slot < visibleRows_; ++slot)
    if (focused == &widgets_.at(kFixed + slot)) focusedSlot = slot;
  const std::size_t focusedIndex = firstFile_ + static_cast<std::size_t>(std::max(0, focusedSlot));
  const std::filesystem::path focusedFile =
      focusedSlot >= 0 && focusedIndex < listing_.files.size() ? listing_.files[focusedIndex].path : "";
  // What importing a file did stays beside its name; both lists are sorted by name.
  std::vector<std::string> notes(fresh.files.size());
  std::size_t old = 0;
  for (std::size_t i = 0; i < fresh.files.size(); ++i) {
    const std::filesystem::path name = fresh.files[i].path.filename();
    while (old < listing_.files.size() && listing_.files[old].path.filename() < name) ++old;
    if (old < listing_.files.size() && listing_.files[old].path == fresh.files[i].path) notes[i] = fileNotes_[old];
  }
  listing_ = std::move(fresh);
  fileNotes_ = std::move(notes);
  const auto rows = static_cast<std::size_t>(std::max(1, visibleRows_));
  const std::size_t lastFirst = listing_.files.size() > rows ? listing_.files.size() - rows : 0;
  int focusSlot = focusedSlot;
  const auto at = std::find_if(listing_.files.begin(), listing_.files.end(),
                               [&](const ImportFile& f) { return !focusedFile.empty() && f.path == focusedFile; });
  if (at != listing_.files.end()) {
    // The focused file keeps its row on screen where the list allows.
    const auto index = static_cast<long long>(at - listing_.files.begin());
    firstFile_ =
        static_cast<std::size_t>(std::clamp<long long>(index - focusedSlot, 0, static_cast<long long>(lastFirst)));
    focusSlot = static_cast<int>(index - static_cast<long long>(firstFile_));
  }
  firstFile_ = std::min(firstFile_, lastFirst);
  // The arrows come and go with the list's length.
  if (visibleRows_ > 0) layout(metrics_);
  refreshRows();
  if (focusSlot >= 0) {
    // A file taken away leaves the focus on the row where it was, or the last row still shown.
    const std::size_t shownRows = std::min(rows, listing_.files.size() - std::min(listing_.files.size(), firstFile_));
    if (shownRows > 0) {
      widgets_.focus(&widgets_.at(kFixed + std::min(focusSlot, static_cast<int>(shownRows) - 1)));
    } else {
      widgets_.focus(&widgets_.at(kType));
    }
  }
  markDirty();
  return true;
}

void ImportScreen::update(double /*seconds*/) {
  if (!folder_.empty() && std::chrono::steady_clock::now() >= nextScan_) rescan();
}

int ImportScreen::msUntilWake() const {
  if (folder_.empty()) return -1;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(nextScan_ - std::chrono::steady_clock::now());
  return static_cast<int>(std::clamp<long long>(left.count(), 1, RescanMs));
}

void ImportScreen::rebuild() {
  int focusedAt = -1;
  for (int i = 0; i < widgets_.size(); ++i)
    if (widgets_.focused() == &widgets_.at(i)) focusedAt = i;
  widgets_.clear();
  widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  widgets_.add(std::make_unique<Button>(
      trLater("Type a code"), [this] { typeCode(); }, Button::Style::Primary));
  widgets_.add(std::make_unique<Button>(trLater("Paste"), [this] { paste(); }));
  auto& play = widgets_.add(std::make_unique<Button>(trLater("Play"), [this] {
    if (imported_) stack().push(std::make_unique<PlayScreen>(game_, *imported_));
  }));
  play.enabled = imported_.has_value();
  auto& edit = widgets_.add(std::make_unique<Button>(trLater("Edit"), [this] {
    if (imported_) stack().push(std::make_unique<EditorScreen>(game_, *imported_, store_));
  }));
  edit.enabled = imported_.has_value();
  widgets_.add(std::make_unique<Button>("\xe2\x96\xb2", [this] { scroll(-std::max(1, visibleRows_)); }));  // ▲
  widgets_.add(std::make_unique<Button>("\xe2\x96\xbc", [this] { scroll(std::max(1, visibleRows_)); }));   // ▼
  // One button per shown row; scrolling relabels them rather than replacing them, so a row can
  // import (and relabel itself) from inside its own press.
  for (int slot = 0; slot < visibleRows_; ++slot)
    widgets_.add(
        std::make_unique<Button>("", [this, slot] { importFile(firstFile_ + static_cast<std::size_t>(slot)); }));
  refreshRows();
  if (focusedAt >= 0 && focusedAt < widgets_.size()) widgets_.focus(&widgets_.at(focusedAt));
}

void ImportScreen::refreshRows() {
  for (int slot = 0; slot < visibleRows_; ++slot) {
    const std::size_t index = firstFile_ + static_cast<std::size_t>(slot);
    auto& row = static_cast<Button&>(widgets_.at(kFixed + slot));
    row.visible = index < listing_.files.size();
    row.label = row.visible ? fileLabel(index) : std::string();
  }
  const bool more = listing_.files.size() > static_cast<std::size_t>(visibleRows_);
  widgets_.at(kUp).visible = more;
  widgets_.at(kDown).visible = more;
  widgets_.at(kUp).enabled = firstFile_ > 0;
  widgets_.at(kDown).enabled = firstFile_ + static_cast<std::size_t>(visibleRows_) < listing_.files.size();
  widgets_.settleFocus();
  markDirty();
}

void ImportScreen::say(std::string text, Tone tone) {
  message_ = std::move(text);
  tone_ = tone;
  markDirty();
}

void ImportScreen::offer(const Level& level) {
  imported_ = level;
  widgets_.at(kPlay).enabled = true;
  widgets_.at(kEdit).enabled = true;
  markDirty();
}

void ImportScreen::paste() {
  char* text = SDL_GetClipboardText();
  const std::string pasted = text ? text : "";
  SDL_free(text);
  if (pasted.empty()) {
    say(tr("The clipboard is empty"), Tone::Problem);
    return;
  }
  importText(pasted);
}

bool ImportScreen::importElsewhere(const std::string& text, const std::string& source) {
  if (!game_.app.importElsewhere) return false;
  const auto other = game_.app.importElsewhere(stack(), text, source);
  if (!other) return false;
  say(other->message, other->opened ? Tone::Good : Tone::Problem);
  return true;
}

bool ImportScreen::importText(const std::string& text) {
  if (game_.catalog == nullptr) {
    if (importElsewhere(text, "Pasted")) return !problem();
    say(tr("The tile catalog is not loaded, so nothing can be imported"), Tone::Problem);
    return false;
  }
  // Files are never opened from here: the clipboard holds text, not a path to trust.
  const auto loaded = importLevels(text, *game_.catalog, false);
  if (!ok(loaded)) {
    // Not a Tiles level: perhaps another mode's (a Lines code or grid).
    if (!text.empty() && importElsewhere(text, "Pasted")) return !problem();
    say(text.empty() ? std::string(tr("The clipboard is empty")) : std::get<LoadError>(loaded).message, Tone::Problem);
    return false;
  }
  const Level& level = std::get<ImportedLevels>(loaded).pack.levels.front();
  if (!store_) {
    offer(level);
    say(formatText(tr("Imported: {1}"), levelTitle(level)), Tone::Good);
    return true;
  }
  if (const Level* mine = store_->samePuzzleAs(level, *game_.catalog)) {
    offer(*mine);
    say(formatText(tr("Already in My levels: {1}"), levelTitle(*mine)), Tone::Calm);
    return false;
  }
  const MyLevelsStore::Imported result = store_->addNew({level}, *game_.catalog);
  if (!result.error.empty()) {
    say(formatText(tr("Could not save to My levels: {1}"), result.error), Tone::Problem);
    return false;
  }
  offer(store_->pack().levels.back());
  say(formatText(tr("Added to My levels: {1}"), levelTitle(*imported_)), Tone::Good);
  return true;
}

void ImportScreen::typeCode() {
  TextEntryScreen::Options options;
  options.title = tr("Code");
  // The prefix is there already, so only the code's own letters need typing.
  options.initial = draft_.empty() ? std::string(ShareCodePrefix) : draft_;
  options.maxBytes = MaxShareCodeLength;
  options.alphabet = std::string(ShareCodeAlphabet) + "1.";
  options.hint = "A types \xc2\xb7 B erases \xc2\xb7 Start imports \xc2\xb7 Select leaves (the code is kept)";
  // Added or already there, the code has done its work and the keys close; a bad code stays
  // on them with the reason, to be corrected.
  options.accept = [this](const std::string& code) {
    importText(code);
    if (tone_ == Tone::Problem) return message_;
    draft_.clear();
    return std::string();
  };
  options.keepDraft = [this](const std::string& code) {
    draft_ = code == ShareCodePrefix ? std::string() : code;
    if (!draft_.empty()) say(tr("The code typed so far is kept: Type a code goes on with it"), Tone::Calm);
  };
  stack().push(std::make_unique<TextEntryScreen>(game_.app, std::move(options)));
}

bool ImportScreen::importFile(std::size_t index) {
  if (index >= listing_.files.size()) return false;
  if (game_.catalog == nullptr) {
    say(tr("The tile catalog is not loaded, so nothing can be imported"), Tone::Problem);
    return false;
  }
  const ImportFile& file = listing_.files[index];
  FileLevels contents = loadImportFile(file, *game_.catalog);
  const std::size_t found = contents.levels.size();
  if (found == 0) {
    // No Tiles level in it: perhaps another mode's file (a Lines pack, codes or grids).
    std::ifstream in(file.path, std::ios::binary);
    std::string text(MaxElsewhereBytes, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(std::max<std::streamsize>(0, in.gcount())));
    if (importElsewhere(text, file.path.stem().string())) {
      fileNotes_[index] = problem() ? "not read" : "opened";
      refreshRows();
      return !problem();
    }
  }
  std::optional<Level> only;
  if (found == 1) only = contents.levels.front();
  MyLevelsStore::Imported result;
  if (store_) {
    result = store_->addNew(std::move(contents.levels), *game_.catalog);
  } else {
    result.added = static_cast<int>(found);
  }
  if (!result.error.empty()) {
    fileNotes_[index] = "not saved";
    say(formatText(tr("Could not save to My levels: {1}"), result.error), Tone::Problem);
    return false;
  }
  if (only) {
    const Level* mine = store_ ? store_->samePuzzleAs(*only, *game_.catalog) : &*only;
    if (mine) offer(*mine);
  }
  std::string note;
  std::string text = file.name() + ": ";
  if (found == 0) {
    note = "no levels";
    text += "no level could be read";
  } else {
    note = std::to_string(result.added) + " added";
    text += plural(static_cast<std::size_t>(result.added), "level added", "levels added") + " to My levels";
    if (result.alreadyThere > 0) {
      note += ", " + std::to_string(result.alreadyThere) + " already there";
      text += ", " + plural(static_cast<std::size_t>(result.alreadyThere), "was", "were") + " already there";
    }
  }
  if (!contents.errors.empty()) {
    note += ", " + plural(contents.errors.size(), "problem", "problems");
    // The folder is on screen already: the file's own name is enough to place the problem.
    LoadError first = contents.errors.front();
    first.file = file.name();
    text += ". " + first.text();
    if (contents.errors.size() > 1)
      text += " (and " + plural(contents.errors.size() - 1, "more problem", "more problems") + ")";
  }
  fileNotes_[index] = note;
  refreshRows();
  say(text, result.added > 0 ? Tone::Good : contents.errors.empty() ? Tone::Calm : Tone::Problem);
  return result.added > 0;
}

std::string ImportScreen::fileLabel(std::size_t index) const {
  const std::string& note = fileNotes_[index];
  return listing_.files[index].name() + (note.empty() ? "" : "  \xc2\xb7 " + note);
}

const Widget* ImportScreen::fileButton(std::size_t index) const {
  if (index < firstFile_ || index >= firstFile_ + static_cast<std::size_t>(visibleRows_)) return nullptr;
  const Widget& row = widgets_.at(kFixed + static_cast<int>(index - firstFile_));
  return row.visible ? &row : nullptr;
}

bool ImportScreen::scroll(int rows) {
  const std::size_t count = listing_.files.size();
  const std::size_t shown = static_cast<std::size_t>(std::max(1, visibleRows_));
  const std::size_t last = count > shown ? count - shown : 0;
  const auto wanted = static_cast<long long>(firstFile_) + rows;
  const std::size_t next = static_cast<std::size_t>(std::clamp<long long>(wanted, 0, static_cast<long long>(last)));
  if (next == firstFile_) return false;
  firstFile_ = next;
  refreshRows();
  return true;
}

void ImportScreen::layout(const Metrics& m) {
  metrics_ = m;
  const int margin = m.px(10);
  const int gap = m.px(6);
  const int top = m.px(6);
  const int headH = headingRowHeight(m);
  const int w = std::min(m.width - 2 * margin, m.px(600));
  const int x = (m.width - w) / 2;
  back_ = headingBackRect(m, margin, top);
  const int rowH = m.touch(48);
  const int actionsY = top + headH + gap;
  // Three lines: a file's result and its first problem fit even on a 480×320 panel.
  const int lineH = m.font(15) * 5 / 4;
  messageRect_ = SDL_Rect{x, actionsY + rowH + gap, w, lineH * 3};
  const int folderH = m.font(13) * 3 / 2;
  folderRect_ = SDL_Rect{x, messageRect_.y + messageRect_.h + gap / 2, w, folderH};
  const int listTop = folderRect_.y + folderH;
  listRect_ = SDL_Rect{x, listTop, w, std::max(0, m.height - margin / 2 - listTop)};
  const int itemH = std::max(Metrics::MinTouchTarget, m.px(40));
  const int itemGap = std::max(2, m.px(4));
  const int rows = std::max(1, (listRect_.h + itemGap) / (itemH + itemGap));
  const bool more = listing_.files.size() > static_cast<std::size_t>(rows);
  const int arrowW = more ? std::max(Metrics::MinTouchTarget, m.px(52)) : 0;
  // ▲ and ▼ stand at the list's two ends, or side by side when it has room for one row only.
  const bool oneRow = rows == 1;
  const int itemW = w - (more ? (oneRow ? 2 * arrowW + gap : arrowW) + gap : 0);
  if (rows != visibleRows_) {
    visibleRows_ = rows;
    const auto shown = static_cast<std::size_t>(rows);
    firstFile_ = std::min(firstFile_, listing_.files.size() > shown ? listing_.files.size() - shown : 0);
    rebuild();
  }
  widgets_.at(kBack).rect = back_;
  const auto actions = gridRects(SDL_Rect{x, actionsY, w, rowH}, 4, 4, rowH, gap);
  std::vector<Button*> actionRow;
  for (int i = kType; i <= kEdit; ++i) {
    widgets_.at(i).rect = actions[static_cast<std::size_t>(i - kType)];
    widgets_.at(i).rect.y = actionsY;
    actionRow.push_back(&static_cast<Button&>(widgets_.at(i)));
  }
  // A long word (Code eingeben at 320×240) takes room from a short one.
  shareRowByWords(game_.app.ui, actionRow, SDL_Rect{x, actionsY, w, rowH}, gap,
                  std::min(Metrics::MinTouchTarget, actions[0].w));
  widgets_.at(kUp).rect = SDL_Rect{x + w - arrowW - (oneRow ? arrowW + gap : 0), listTop, arrowW, itemH};
  widgets_.at(kDown).rect = SDL_Rect{x + w - arrowW, listTop + (rows - 1) * (itemH + itemGap), arrowW, itemH};
  for (int i = kFixed; i < widgets_.size(); ++i) {
    auto& row = static_cast<Button&>(widgets_.at(i));
    row.rect = SDL_Rect{x, listTop + (i - kFixed) * (itemH + itemGap), itemW, itemH};
    row.fontDesign = 18;
  }
  widgets_.settleFocus();
}

void ImportScreen::handle(const InputEvent& e) {
  if (e.kind == InputEvent::Kind::Action && (e.action == Action::Down || e.action == Action::Up)) {
    // The d-pad scrolls the list when it would leave it at its first or last shown row.
    const Widget* focused = widgets_.focused();
    if (visibleRows_ > 0) {
      if (e.action == Action::Down && focused == &widgets_.at(kFixed + visibleRows_ - 1) && scroll(1)) return;
      if (e.action == Action::Up && focused == &widgets_.at(kFixed) && scroll(-1)) return;
    }
  }
  handleMenuInput(*this, widgets_, e);
}

void ImportScreen::draw() {
  UiContext& ui = game_.app.ui;
  const Metrics& m = ui.metrics;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, tr("Import a level"), back_, back_.y);
  const int size = m.font(15);
  const int lines = std::max(1, messageRect_.h / (size * 5 / 4));
  const std::uint32_t colour =
      tone_ == Tone::Problem ? theme::Bad : (tone_ == Tone::Good ? theme::Good : theme::TextDim);
  const auto shown = wrapped(*ui.assets, message_, size, messageRect_.w, lines);
  for (std::size_t k = 0; k < shown.size(); ++k) {
    const SDL_Rect r{messageRect_.x, messageRect_.y + static_cast<int>(k) * messageRect_.h / lines, messageRect_.w,
                     messageRect_.h / lines};
    drawTextIn(*ui.assets, shown[k], FontStyle::Regular, size, colour, r);
  }
  std::string where;
  if (folder_.empty()) {
    where = tr("No import folder: there is no per-user folder to keep one in");
  } else if (listing_.files.empty()) {
    where = formatText(tr("No files in {1}"), folder_.string());
  } else {
    where = listing_.leftOut > 0 ? formatText(trn("Files in {1} ({2} more not listed)",
                                                  "Files in {1} ({2} more not listed)", listing_.leftOut),
                                              folder_.string(), listing_.leftOut)
                                 : formatText(tr("Files in {1}"), folder_.string());
  }
  // A deep path keeps its end (the folder's own name) in view.
  const int folderSize = m.font(13);
  drawTextIn(*ui.assets, tailThatFits(*ui.assets, where, FontStyle::Bold, folderSize, folderRect_.w), FontStyle::Bold,
             folderSize, theme::TextDim, folderRect_, Align::Left);
  if (!folder_.empty() && listing_.files.empty()) {
    const int hintSize = m.font(14);
    const auto hint = wrapped(*ui.assets,
                              tr("Copy level files (.yaml) or code files (.txt, one share code a line) there, "
                                 "then come back here."),
                              hintSize, listRect_.w, 3);
    for (std::size_t k = 0; k < hint.size(); ++k) {
      const SDL_Rect r{listRect_.x, listRect_.y + static_cast<int>(k) * hintSize * 5 / 4, listRect_.w,
                       hintSize * 5 / 4};
      drawTextIn(*ui.assets, hint[k], FontStyle::Regular, hintSize, theme::TextDim, r, Align::Left);
    }
  }
  widgets_.draw(ui);
}

}  // namespace tileflow
