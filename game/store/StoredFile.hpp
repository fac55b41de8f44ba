// StoredFile: one of the game's own files (settings, progress) read back and saved. A missing
// file gives the defaults; a file that cannot be read or parsed is moved aside, so the next save
// works and the old one stays for whoever wants to look, and a notice tells the player. Saves
// are atomic (handheld launchers kill games with SIGKILL mid-save).
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/Translate.hpp"
#include "game/io/LoadError.hpp"

namespace tileflow {

// Large enough for any settings or progress the game writes; a bigger file is damaged.
inline constexpr std::size_t MaxStoredFileBytes = 4u << 20;

// The parts of StoredFile that do not depend on the format.
namespace stored {
// The file's text, or why it cannot be read; nothing when there is no file (a first start).
std::optional<Loaded<std::string>> readText(const std::filesystem::path& file);
// Moves the damaged file aside and returns the notice for the player, in the language in use:
// "<What> could not be read (<why>); <instead: the old file is saved as <name>>." `positioned`: the
// error's line and column point into the text (a parse error, not an unreadable file). The why
// itself (the parser's or the system's words) stays English.
std::string moveAsideWithNotice(const std::filesystem::path& file, const LoadError& why, bool positioned,
                                const std::string& what, const std::string& instead);
// Empty on success, otherwise "<What> not saved: <why>" in the language in use.
std::string save(const std::filesystem::path& file, std::string_view text, const std::string& what);
}  // namespace stored

// `Format` names the value (Format::Value), parses (Format::parse(text, fileName) ->
// Loaded<Value>), writes (Format::write(value) -> text) and words the notices (Format::what,
// e.g. trLater("Settings"); Format::instead, what happens after a damaged file, a pattern whose {1}
// says where the old file is, e.g. trLater("defaults are in use and {1}")).
template <typename Format>
class StoredFile {
 public:
  using Value = typename Format::Value;

  // An empty path keeps everything in memory (nothing is read or written: screenshots, tests).
  explicit StoredFile(std::filesystem::path file) : file_(std::move(file)) {}

  Value load() {
    clearNotice();
    if (file_.empty()) return Value{};
    auto text = stored::readText(file_);
    if (!text) return Value{};
    if (auto* error = std::get_if<LoadError>(&*text)) {
      notice_ = stored::moveAsideWithNotice(file_, *error, false, Format::what, Format::instead);
      return Value{};
    }
    auto parsed = Format::parse(std::get<std::string>(*text), file_.string());
    if (auto* value = std::get_if<Value>(&parsed)) return std::move(*value);
    notice_ = stored::moveAsideWithNotice(file_, std::get<LoadError>(parsed), true, Format::what, Format::instead);
    return Value{};
  }

  // Writes the value; on failure returns false and notice() holds the reason. A success clears
  // the notice of an earlier failed save (a load's notice stays until the player has seen it).
  bool save(const Value& value) {
    if (file_.empty()) return true;
    const std::string error = stored::save(file_, Format::write(value), Format::what);
    if (error.empty()) {
      if (noticeFromSave_) clearNotice();
      return true;
    }
    notice_ = error;
    noticeFromSave_ = true;
    return false;
  }

  const std::filesystem::path& file() const { return file_; }
  // A message for the player about the last load or save, or empty.
  const std::string& notice() const { return notice_; }
  void clearNotice() {
    notice_.clear();
    noticeFromSave_ = false;
  }

 private:
  std::filesystem::path file_;
  std::string notice_;
  bool noticeFromSave_ = false;
};

}  // namespace tileflow
