// StoredFile: reading, moving aside and atomic saving shared by every stored format.
#include "game/store/StoredFile.hpp"

#include <system_error>

#include "engine/core/AtomicFile.hpp"
#include "game/io/TextFile.hpp"

namespace tileflow::stored {

std::optional<Loaded<std::string>> readText(const std::filesystem::path& file) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return std::nullopt;
  return readTextFile(file, MaxStoredFileBytes);
}

std::string moveAsideWithNotice(const std::filesystem::path& file, const LoadError& error, bool positioned,
                                const std::string& what, const std::string& instead) {
  const std::string why = positioned ? "line " + std::to_string(error.line) + ", column " +
                                           std::to_string(error.column) + ": " + error.message
                                     : error.message;
  const std::filesystem::path aside = moveAside(file);
  return what + " could not be read (" + why + "); " + instead + "the old file is " +
         (aside.empty() ? std::string("left in place") : "saved as " + aside.filename().string()) + ".";
}

std::string save(const std::filesystem::path& file, std::string_view text, const std::string& what) {
  const std::string error = writeFileAtomically(file, text);
  return error.empty() ? error : what + " not saved: " + error;
}

}  // namespace tileflow::stored
