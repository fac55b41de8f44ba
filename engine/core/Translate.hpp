// Translate: the player-visible text in the player's language, through GNU gettext (glibc's
// libintl) in the text domain "tileflow". The catalogues are po/LANG.po, built to
// locale/LANG/LC_MESSAGES/tileflow.mo (docs/translations.md). Command-line output, log lines,
// file formats and ids stay English: only text a player sees goes through these.
//
// xgettext finds the strings by these names (cmake/TileflowTranslations.cmake): tr, trn:1,2,
// trp:1c,2 and trLater.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace tileflow {

inline constexpr const char* TextDomain = "tileflow";

// The text in the language in use; `msgid` itself when no catalogue has it (English).
const char* tr(const char* msgid);
// The plural form for `n` (Polish and Russian have three): `singular` or `plural` in English.
const char* trn(const char* singular, const char* plural, long n);
// `msgid` in a context, for one English word with two meanings ("Back" a button, "Back" a way).
const char* trp(const char* context, const char* msgid);
// Marks a string for the catalogue without translating it now: a control's label that is
// translated each time it is drawn (Button, Toggle, Stepper, Label), so a new language shows at once.
constexpr const char* trLater(const char* msgid) { return msgid; }
// What a control shows for its label: the translation of a string marked with trLater, or the
// text itself when it is not in the catalogue (a level's name, a number).
inline std::string_view shownText(const std::string& label) {
  return label.empty() ? std::string_view() : std::string_view(tr(label.c_str()));
}

// One argument of formatText, as text.
std::string formatArgument(std::string_view text);
std::string formatArgument(long long number);
inline std::string formatArgument(const std::string& text) { return text; }
inline std::string formatArgument(const char* text) { return text == nullptr ? std::string() : std::string(text); }
template <typename Number>
requires(std::is_integral_v<Number> && !std::is_same_v<Number, bool> && !std::is_same_v<Number, char>) std::string
    formatArgument(Number n) {
  return formatArgument(static_cast<long long>(n));
}

// `pattern` with {1}, {2}, ... replaced by the arguments in that order, wherever the translation
// puts them; {{ is a brace. A number out of range or anything else in braces is kept as it is, so
// a broken translation shows its mistake rather than crashing.
std::string formatPattern(std::string_view pattern, const std::vector<std::string>& arguments);
template <typename... Args>
std::string formatText(std::string_view pattern, const Args&... args) {
  return formatPattern(pattern, {formatArgument(args)...});
}

// A language the game ships: its gettext code ("pt_BR") and its name in itself ("Deutsch").
struct Language {
  const char* code;
  const char* name;
};
// Every shipped language: English first (the source text, no catalogue), then the languages of
// po/LINGUAS by code, each named by its catalogue's "X-Language-Name" header. The build writes it
// (cmake/TileflowLanguageList.cmake): adding a language touches no C++.
const std::vector<Language>& shippedLanguages();
// The shipped language `code` names ("de_DE.UTF-8" and "de" name German), or null.
const Language* findLanguage(std::string_view code);

// The system's language list as gettext's LANGUAGE takes it ("de:fr"), from the environment that
// `getenv` reads: LANGUAGE (even beside LANG=C, unlike gettext itself: a handheld with no locales
// generated sets nothing else), then the first of LC_ALL, LC_MESSAGES and LANG that is set,
// without its encoding and modifier ("de_DE.UTF-8" -> "de_DE"); "C" and "POSIX" mean English
// ("en"). Empty when none is set.
std::string languageFromEnvironment(const std::function<const char*(const char*)>& getenv);
// The language list to use: the Language setting when it names a language, else the environment's,
// else the platform's preferred (SDL_GetPreferredLocales, asked by the SDL layer), else English.
std::string chooseLanguages(std::string_view setting, std::string_view environment, std::string_view platform);

// The folder of the .mo catalogues: $TILEFLOW_LOCALE_DIR; locale/ beside the executable (the build
// folder, a PortMaster port); ../locale (the build folder's test programs); ../share/locale
// (installed); the build folder this was built in. The first that is a folder; empty if none is.
std::filesystem::path findLocaleDir();

// Turns translation on with the catalogues in `localeDir` and the languages `languages` (a LANGUAGE
// list, "en" for none), at once: the next tr() answers in them. Works on a system with no locale
// but C generated: messages take C.UTF-8 (numbers and the rest stay in C, so files read and write
// as ever), and the language comes from LANGUAGE, which gettext honours whenever messages are not
// in plain C. Returns false when no catalogue folder is known or the messages locale cannot be set.
bool useLanguages(const std::filesystem::path& localeDir, const std::string& languages);
// The language list in use ("en" before useLanguages).
const std::string& languagesInUse();
// Counts every switch of language, so whoever keeps translated text knows when to make it again.
std::uint32_t languageGeneration();

}  // namespace tileflow
