// The --lang option of the drawing commands (screenshot, layout-check): which languages, and
// switching to one.
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/Translate.hpp"
#include "game/cli_sdl/DrawingCommands.hpp"

namespace tileflow::cli {

namespace {

std::string shippedCodes() {
  std::string codes;
  for (const Language& l : shippedLanguages()) codes += std::string(codes.empty() ? "" : ", ") + l.code;
  return codes + " or all";
}

}  // namespace

std::vector<std::string> languagesNamed(const std::string& option, std::ostream& err, const char* command) {
  std::vector<std::string> codes;
  if (option == "all") {
    for (const Language& l : shippedLanguages()) codes.emplace_back(l.code);
    return codes;
  }
  if (const Language* l = findLanguage(option); l != nullptr && option == l->code) return {l->code};
  err << "tileflow " << command << ": --lang wants " << shippedCodes() << ", not '" << option << "'\n";
  return codes;
}

bool speakLanguage(const std::string& code, std::ostream& err, const char* command) {
  const std::filesystem::path dir = findLocaleDir();
  const bool english = code == shippedLanguages().front().code;
  if (!english && !std::filesystem::exists(dir / code / "LC_MESSAGES" / (std::string(TextDomain) + ".mo"))) {
    err << "tileflow " << command << ": no " << code << " catalogue in '" << dir.string()
        << "' (build the translations, or set TILEFLOW_LOCALE_DIR)\n";
    return false;
  }
  if (!useLanguages(dir, code) && !english) {
    err << "tileflow " << command << ": cannot switch to " << code << " (no C.UTF-8 locale)\n";
    return false;
  }
  return true;
}

}  // namespace tileflow::cli
