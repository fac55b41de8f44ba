// SettingsFile: settings as YAML text, read through the guarded YAML reader.
#include "game/io/SettingsFile.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <climits>
#include <string>

#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"

namespace tileflow {

namespace {

constexpr int Format = 2;
// Format 1 also held the levels solved; they are read and handed to the migration.
constexpr int FormatWithSolved = 1;

// Out-of-range numbers are clamped by the caller, so any whole number is read here.
void readNumber(const YamlFields& f, std::string_view key, int& out) {
  if (const YamlNode* n = f.find(key)) out = static_cast<int>(readInt(*n, key, INT_MIN, INT_MAX));
}

void readFlag(const YamlFields& f, std::string_view key, bool& out) {
  if (const YamlNode* n = f.find(key)) out = readBool(*n, key);
}

Settings readSettings(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map of settings");
  const YamlFields f(
      root, "settings",
      {"format", "fullscreen", "animation_speed", "colour_blind_markers", "ui_scale_percent", "generator", "solved"});
  int format = Format;
  readNumber(f, "format", format);
  if (format != Format && format != FormatWithSolved)
    failAt(*f.find("format"), "unknown settings format " + std::to_string(format));
  if (format != FormatWithSolved && f.findKey("solved") != nullptr)
    failAt(*f.findKey("solved"), "'solved' belongs to settings format 1; progress.yaml keeps solved levels");
  Settings s;
  readFlag(f, "fullscreen", s.fullscreen);
  readNumber(f, "animation_speed", s.animationSpeed);
  readFlag(f, "colour_blind_markers", s.colourBlind);
  readNumber(f, "ui_scale_percent", s.uiScalePercent);
  if (const YamlNode* g = f.find("generator")) {
    if (!g->isMap()) failAt(*g, "'generator' should be a map");
    const YamlFields gf(*g, "generator", {"width", "height", "environment", "blank", "wrap", "edit_before_play"});
    readNumber(gf, "width", s.generateWidth);
    readNumber(gf, "height", s.generateHeight);
    if (const YamlNode* e = gf.find("environment")) s.generateEnvironment = readString(*e, "environment");
    readFlag(gf, "blank", s.generateBlank);
    readFlag(gf, "wrap", s.generateWrap);
    readFlag(gf, "edit_before_play", s.editBeforePlay);
  }
  if (const YamlNode* solved = f.find("solved")) {
    if (!solved->isMap()) failAt(*solved, "'solved' should be a map of level ids to moves");
    for (std::size_t i = 0; i < solved->mapSize(); ++i) {
      const YamlNode& id = solved->key(i);
      const YamlNode& moves = solved->mapValue(i);
      if (!id.isScalar() || !moves.isScalar()) failAt(id, "'solved' entries must be id: moves");
      s.solvedFormat1[readString(id, "level id", 255)] =
          std::max(0, static_cast<int>(readInt(moves, "moves", INT_MIN, INT_MAX)));
    }
  }
  s.animationSpeed = std::clamp(s.animationSpeed, 0, 3);
  s.uiScalePercent = std::clamp(s.uiScalePercent, 75, 150);
  s.generateWidth = std::clamp(s.generateWidth, 2, 15);
  s.generateHeight = std::clamp(s.generateHeight, 2, 15);
  return s;
}

}  // namespace

std::string writeSettings(const Settings& s) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << Format;
  out << YAML::Key << "fullscreen" << YAML::Value << s.fullscreen;
  out << YAML::Key << "animation_speed" << YAML::Value << s.animationSpeed;
  out << YAML::Key << "colour_blind_markers" << YAML::Value << s.colourBlind;
  out << YAML::Key << "ui_scale_percent" << YAML::Value << s.uiScalePercent;
  out << YAML::Key << "generator" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "width" << YAML::Value << s.generateWidth;
  out << YAML::Key << "height" << YAML::Value << s.generateHeight;
  out << YAML::Key << "environment" << YAML::Value << YAML::DoubleQuoted << s.generateEnvironment;
  out << YAML::Key << "blank" << YAML::Value << s.generateBlank;
  out << YAML::Key << "wrap" << YAML::Value << s.generateWrap;
  out << YAML::Key << "edit_before_play" << YAML::Value << s.editBeforePlay;
  out << YAML::EndMap;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

Loaded<Settings> parseSettings(std::string_view text, const std::string& fileName) {
  Loaded<YamlNode> doc = readYaml(text, fileName);
  if (!ok(doc)) return std::get<LoadError>(doc);
  try {
    return readSettings(std::get<YamlNode>(doc));
  } catch (const LoadFailure& e) {
    return LoadError{fileName, e.line(), e.column(), e.what()};
  }
}

}  // namespace tileflow
