// Translate: gettext in the "tileflow" domain, the positional formatter and the language choice.
#include "engine/core/Translate.hpp"

#include <libintl.h>

#include <algorithm>
#include <cctype>
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <system_error>

namespace tileflow {

namespace {

std::string& inUse() {
  static std::string languages = "en";
  return languages;
}

std::uint32_t& generation() {
  static std::uint32_t count = 0;
  return count;
}

// "de_DE.UTF-8@euro" -> "de_DE".
std::string_view withoutEncoding(std::string_view locale) {
  return locale.substr(0, std::min(locale.find('.'), locale.find('@')));
}

}  // namespace

const char* tr(const char* msgid) {
  // gettext("") is the catalogue's header, never a player's text.
  if (msgid == nullptr || *msgid == '\0') return "";
  return dgettext(TextDomain, msgid);
}

const char* trn(const char* singular, const char* plural, long n) {
  return dngettext(TextDomain, singular, plural, static_cast<unsigned long>(n < 0 ? -n : n));
}

const char* trp(const char* context, const char* msgid) {
  // pgettext is a macro of gettext.h, not a libintl function: the key is "context\4msgid", and a
  // key without an entry comes back as it went in.
  std::string key = std::string(context) + '\4' + msgid;
  const char* found = dgettext(TextDomain, key.c_str());
  return found == key.c_str() ? msgid : found;
}

std::string formatArgument(std::string_view text) { return std::string(text); }
std::string formatArgument(long long number) { return std::to_string(number); }

std::string formatPattern(std::string_view pattern, const std::vector<std::string>& arguments) {
  std::string out;
  out.reserve(pattern.size() + 16);
  std::size_t i = 0;
  while (i < pattern.size()) {
    const char c = pattern[i];
    if (c == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') {
      out += '{';
      i += 2;
      continue;
    }
    if (c == '}' && i + 1 < pattern.size() && pattern[i + 1] == '}') {
      out += '}';
      i += 2;
      continue;
    }
    if (c == '{') {
      std::size_t j = i + 1;
      std::size_t index = 0;
      while (j < pattern.size() && j < i + 4 && std::isdigit(static_cast<unsigned char>(pattern[j])) != 0)
        index = index * 10 + static_cast<std::size_t>(pattern[j++] - '0');
      if (j > i + 1 && j < pattern.size() && pattern[j] == '}' && index >= 1 && index <= arguments.size()) {
        out += arguments[index - 1];
        i = j + 1;
        continue;
      }
    }
    out += c;
    ++i;
  }
  return out;
}

// shippedLanguages() is written by the build from po/LINGUAS (cmake/TileflowLanguageList.cmake).

const Language* findLanguage(std::string_view code) {
  const std::string_view bare = withoutEncoding(code);
  const auto& all = shippedLanguages();
  // The whole code first (pt_BR), then its language alone (de_AT is German).
  for (const Language& l : all)
    if (bare == l.code) return &l;
  const std::string_view language = bare.substr(0, bare.find('_'));
  for (const Language& l : all)
    if (language == l.code) return &l;
  return nullptr;
}

std::string languageFromEnvironment(const std::function<const char*(const char*)>& getenv) {
  const auto set = [&](const char* name) -> std::string_view {
    const char* v = getenv(name);
    return v == nullptr ? std::string_view() : std::string_view(v);
  };
  // LANGUAGE first, even beside LANG=C: a handheld with no locales generated has nothing else.
  if (const std::string_view list = set("LANGUAGE"); !list.empty()) return std::string(list);
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const std::string_view locale = set(name);
    if (locale.empty()) continue;
    const std::string_view bare = withoutEncoding(locale);
    if (bare == "C" || bare == "POSIX") return "en";
    return std::string(bare);
  }
  return {};
}

std::string chooseLanguages(std::string_view setting, std::string_view environment, std::string_view platform) {
  if (const Language* l = findLanguage(setting); l != nullptr && !setting.empty()) return l->code;
  if (!environment.empty()) return std::string(environment);
  if (!platform.empty()) return std::string(platform);
  return "en";
}

std::filesystem::path findLocaleDir() {
  namespace fs = std::filesystem;
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv("TILEFLOW_LOCALE_DIR"); env != nullptr && *env != '\0')
    candidates.emplace_back(env);
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path dir = exe.parent_path();
    candidates.push_back(dir / "locale");
    candidates.push_back(dir.parent_path() / "locale");
    candidates.push_back(dir.parent_path() / "share" / "locale");
  }
#ifdef TILEFLOW_BINARY_DIR
  candidates.push_back(fs::path(TILEFLOW_BINARY_DIR) / "locale");
#endif
  for (const auto& c : candidates)
    if (fs::is_directory(c, ec)) return c;
  return {};
}

bool useLanguages(const std::filesystem::path& localeDir, const std::string& languages) {
  if (localeDir.empty()) return false;
  // Messages only: numbers in files and in the command line stay in C whatever the language.
  // C.UTF-8 is built into glibc 2.35 and later; a system with a generated locale may lack it.
  if (std::setlocale(LC_MESSAGES, "C.UTF-8") == nullptr && std::setlocale(LC_MESSAGES, "C.utf8") == nullptr &&
      std::setlocale(LC_MESSAGES, "") == nullptr)
    return false;
  if (bindtextdomain(TextDomain, localeDir.c_str()) == nullptr) return false;
  bind_textdomain_codeset(TextDomain, "UTF-8");
  const std::string list = languages.empty() ? std::string("en") : languages;
  ::setenv("LANGUAGE", list.c_str(), 1);
  // Setting the domain again, even the same one, tells gettext to forget the translations it
  // found so far (it counts catalogue changes in _nl_msg_cat_cntr): the switch is live.
  textdomain(TextDomain);
  inUse() = list;
  ++generation();
  return true;
}

const std::string& languagesInUse() { return inUse(); }

std::uint32_t languageGeneration() { return generation(); }

}  // namespace tileflow
