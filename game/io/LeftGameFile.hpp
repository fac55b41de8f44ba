// LeftGameFile: the envelope every "game left part-way" file shares (flood-game.yaml,
// lines-game.yaml): a map with the mode's format key and, while a game is left, a `game:` map of
// the mode's own fields followed by the time on the clock and the hints taken. The modes read and
// write their own fields; the envelope, the time and the hints are read and written here.
#pragma once

#include <yaml-cpp/yaml.h>

#include <climits>
#include <optional>
#include <string>
#include <vector>

#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

// The fields of a game's map: the mode's own, then `seconds` and `hints`.
inline std::vector<std::string_view> leftGameFields(std::vector<std::string_view> own) {
  own.push_back("seconds");
  own.push_back("hints");
  return own;
}

// `seconds` and `hints` of a game's map (each optional, never negative).
inline void readSecondsAndHints(const YamlFields& f, int& seconds, int& hints) {
  if (const YamlNode* s = f.find("seconds")) seconds = static_cast<int>(readInt(*s, "seconds", 0, INT_MAX));
  if (const YamlNode* h = f.find("hints")) hints = static_cast<int>(readInt(*h, "hints", 0, INT_MAX));
}

// The file's game, read by `readGame` from its `game:` map; nothing when none is left. Throws
// LoadFailure on a file that is not a map or has another format.
template <class Left, class ReadGame>
std::optional<Left> readLeftGame(const YamlNode& root, const std::string& what, const char* formatKey, int format,
                                 ReadGame readGame) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, what + " file", {formatKey, "game"});
  const YamlNode* version = f.find(formatKey);
  if (version == nullptr || !version->isScalar() || version->value != std::to_string(format))
    failAt(version ? *version : root, "unknown " + what + " format");
  if (const YamlNode* game = f.find("game")) return readGame(*game);
  return std::nullopt;
}

// The file's text: the format and, for a game left, its map: `writeFields` writes the mode's own
// keys, then its seconds and hints follow.
template <class WriteFields>
std::string writeLeftGame(const char* formatKey, int format, bool left, int seconds, int hints,
                          WriteFields writeFields) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << formatKey << YAML::Value << format;
  if (left) {
    out << YAML::Key << "game" << YAML::Value << YAML::BeginMap;
    writeFields(out);
    out << YAML::Key << "seconds" << YAML::Value << seconds;
    out << YAML::Key << "hints" << YAML::Value << hints;
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

}  // namespace tileflow
