// SettingsFile: settings and progress as YAML text.
#include "game/io/SettingsFile.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <string>

namespace tileflow {

namespace {

constexpr int Format = 1;

template <typename T>
void read(const YAML::Node& map, const char* key, T& out) {
  const YAML::Node n = map[key];
  if (!n) return;
  if (!n.IsScalar()) throw std::runtime_error(std::string("'") + key + "' should be a single value");
  try {
    out = n.as<T>();
  } catch (const YAML::Exception&) {
    throw std::runtime_error(std::string("'") + key + "' has the wrong type");
  }
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
  out << YAML::Key << "solved" << YAML::Value << YAML::BeginMap;
  for (const auto& [id, moves] : s.solved) out << YAML::Key << YAML::DoubleQuoted << id << YAML::Value << moves;
  out << YAML::EndMap;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

std::variant<Settings, std::string> parseSettings(std::string_view text) {
  Settings s;
  try {
    const YAML::Node root = YAML::Load(std::string(text));
    if (!root.IsMap()) return std::string("the file is not a YAML map of settings");
    int format = Format;
    read(root, "format", format);
    if (format != Format) return "unknown settings format " + std::to_string(format);
    read(root, "fullscreen", s.fullscreen);
    read(root, "animation_speed", s.animationSpeed);
    read(root, "colour_blind_markers", s.colourBlind);
    read(root, "ui_scale_percent", s.uiScalePercent);
    if (const YAML::Node g = root["generator"]) {
      if (!g.IsMap()) return std::string("'generator' should be a map");
      read(g, "width", s.generateWidth);
      read(g, "height", s.generateHeight);
      read(g, "environment", s.generateEnvironment);
      read(g, "blank", s.generateBlank);
      read(g, "wrap", s.generateWrap);
      read(g, "edit_before_play", s.editBeforePlay);
    }
    if (const YAML::Node solved = root["solved"]) {
      if (!solved.IsMap()) return std::string("'solved' should be a map of level ids to moves");
      for (const auto& entry : solved) {
        if (!entry.first.IsScalar() || !entry.second.IsScalar())
          return std::string("'solved' entries must be id: moves");
        s.solved[entry.first.as<std::string>()] = std::max(0, entry.second.as<int>());
      }
    }
  } catch (const std::exception& e) {
    return std::string(e.what());
  }
  s.animationSpeed = std::clamp(s.animationSpeed, 0, 3);
  s.uiScalePercent = std::clamp(s.uiScalePercent, 75, 150);
  s.generateWidth = std::clamp(s.generateWidth, 2, 15);
  s.generateHeight = std::clamp(s.generateHeight, 2, 15);
  return s;
}

}  // namespace tileflow
