// StoredFile: how the game's own files (settings, progress) are read back: a missing file gives
// the defaults; a file that cannot be read or parsed is moved aside, so the next save works and
// the old one stays for whoever wants to look, and a notice tells the player.
#pragma once

#include <filesystem>
#include <string>
#include <system_error>
#include <variant>

#include "engine/platform/AtomicFile.hpp"
#include "game/io/TextFile.hpp"

namespace tileflow {

// Large enough for any settings or progress the game writes; a bigger file is damaged.
inline constexpr std::size_t MaxStoredFileBytes = 4u << 20;

// `parse` takes the text and returns std::variant<T, std::string error>. On trouble, `notice`
// becomes "<What> could not be read (<why>); <instead>the old file is saved as <name>."
template <typename T, typename Parse>
T loadStoredFile(const std::filesystem::path& file, Parse parse, std::string& notice, const std::string& what,
                 const std::string& instead) {
  notice.clear();
  if (file.empty()) return T{};
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return T{};
  std::string why;
  auto text = readTextFile(file, MaxStoredFileBytes);
  if (auto* error = std::get_if<LoadError>(&text)) {
    why = error->message;
  } else {
    auto parsed = parse(std::get<std::string>(text));
    if (auto* value = std::get_if<T>(&parsed)) return *value;
    why = std::get<std::string>(parsed);
  }
  const std::filesystem::path aside = moveAside(file);
  notice = what + " could not be read (" + why + "); " + instead + "the old file is " +
           (aside.empty() ? std::string("left in place") : "saved as " + aside.filename().string()) + ".";
  return T{};
}

}  // namespace tileflow
