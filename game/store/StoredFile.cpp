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
  const std::string why =
      positioned
          // TRANSLATORS: where in a damaged file of the game the reading stopped; {3} the reason, in English.
          ? formatText(tr("line {1}, column {2}: {3}"), error.line, error.column, error.message)
          : error.message;
  const std::filesystem::path aside = moveAside(file);
  const std::string old = aside.empty() ? std::string(tr("the old file is left in place"))
                                        : formatText(tr("the old file is saved as {1}"), aside.filename().string());
  // TRANSLATORS: a file of the game that could not be read: {1} what it holds ("Settings",
  // "Progress"), {2} why, {3} what the game does instead ("starting afresh, the old file is saved as
  // progress.yaml.corrupt-20261129-101500").
  return formatText(tr("{1} could not be read ({2}); {3}."), tr(what.c_str()), why,
                    formatText(tr(instead.c_str()), old));
}

std::string save(const std::filesystem::path& file, std::string_view text, const std::string& what) {
  const std::string error = writeFileAtomically(file, text);
  // TRANSLATORS: a file of the game that could not be written: {1} what it holds ("Settings"), {2} why.
  return error.empty() ? error : formatText(tr("{1} not saved: {2}"), tr(what.c_str()), error);
}

}  // namespace tileflow::stored
