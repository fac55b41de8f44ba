// SettingsFile: settings as YAML text, read through the guarded YAML reader.
#include "game/io/SettingsFile.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"
#include "game/io/YamlNode.hpp"
#include "game/model/Board.hpp"

namespace tileflow {

namespace {

constexpr int SettingsFormat = 2;
// Format 1 also held the levels solved; they are read and handed to the migration.
constexpr int FormatWithSolved = 1;

// Out-of-range numbers are clamped by the caller, so any whole number is read here.
void readNumber(const YamlFields& f, std::string_view key, int& out) {
  if (const YamlNode* n = f.find(key)) out = static_cast<int>(readInt(*n, key, INT_MIN, INT_MAX));
}

void readFlag(const YamlFields& f, std::string_view key, bool& out) {
  if (const YamlNode* n = f.find(key)) out = readBool(*n, key);
}

// The generator's last choices: format 1 kept them at the top level, format 2 in `tiles:`.
void readGenerator(const YamlNode& g, TilesSettings& t) {
  if (!g.isMap()) failAt(g, "'generator' should be a map");
  const YamlFields gf(
      g, "generator",
      {"width", "height", "environment", "blank", "wrap", "hex", "outline", "edit_before_play", "puzzle", "kinds",
       "bridges", "portals", "spacing_min", "spacing_max", "lines", "walls", "rules"});
  readNumber(gf, "width", t.generateWidth);
  readNumber(gf, "height", t.generateHeight);
  if (const YamlNode* e = gf.find("environment")) t.generateEnvironment = readString(*e, "environment");
  readFlag(gf, "blank", t.generateBlank);
  readFlag(gf, "wrap", t.generateWrap);
  readFlag(gf, "hex", t.generateHex);
  if (const YamlNode* o = gf.find("outline")) t.generateOutline = readString(*o, "outline");
  readFlag(gf, "edit_before_play", t.editBeforePlay);
  if (const YamlNode* p = gf.find("puzzle")) t.generatePuzzle = readString(*p, "puzzle", 40);
  if (const YamlNode* r = gf.find("rules")) t.generateRules = readString(*r, "rules", 40);
  readNumber(gf, "kinds", t.linkKinds);
  readNumber(gf, "bridges", t.linkBridges);
  readNumber(gf, "portals", t.linkPortals);
  readNumber(gf, "spacing_min", t.linkMinSpacing);
  readNumber(gf, "spacing_max", t.linkMaxSpacing);
  if (const YamlNode* l = gf.find("lines")) t.linkLines = readString(*l, "lines", 40);
  if (const YamlNode* w = gf.find("walls")) t.linkWalls = readString(*w, "walls", 40);
}

void emitYaml(YAML::Emitter& out, const YamlNode& node) {
  switch (node.kind) {
    case YamlNode::Kind::Null:
      out << YAML::Null;
      break;
    case YamlNode::Kind::Scalar:
      // The emitter would write a carriage return or other control character into a plain
      // scalar, where it reads back as a line break: such text goes in quotes, escaped.
      if (node.quoted || std::any_of(node.value.begin(), node.value.end(),
                                     [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }))
        out << YAML::DoubleQuoted;
      out << node.value;
      break;
    case YamlNode::Kind::Sequence:
      out << YAML::BeginSeq;
      for (const YamlNode& item : node.items) emitYaml(out, item);
      out << YAML::EndSeq;
      break;
    case YamlNode::Kind::Map:
      out << YAML::BeginMap;
      for (std::size_t i = 0; i < node.mapSize(); ++i) {
        out << YAML::Key;
        emitYaml(out, node.key(i));
        out << YAML::Value;
        emitYaml(out, node.mapValue(i));
      }
      out << YAML::EndMap;
      break;
  }
}

// A section of a mode this version does not know, as YAML text to write back.
std::string sectionText(const YamlNode& section) {
  YAML::Emitter out;
  emitYaml(out, section);
  return out.c_str();
}

void readFlood(const YamlNode& node, FloodSettings& fl) {
  if (!node.isMap()) failAt(node, "'flood' should be a map");
  const YamlFields f(node, "flood", {"game", "size", "colours", "hex", "opponent", "extra_moves"});
  if (const YamlNode* n = f.find("game")) fl.game = readString(*n, "game", 40);
  readNumber(f, "size", fl.size);
  readNumber(f, "colours", fl.colours);
  readFlag(f, "hex", fl.hex);
  if (const YamlNode* n = f.find("opponent")) fl.opponent = readString(*n, "opponent", 40);
  readNumber(f, "extra_moves", fl.extraMoves);
}

void readLines(const YamlNode& node, LinesSettings& lines) {
  if (!node.isMap()) failAt(node, "'lines' should be a map");
  const YamlFields f(node, "lines", {"generate"});
  if (const YamlNode* g = f.find("generate")) {
    if (!g->isMap()) failAt(*g, "'generate' should be a map of choices to numbers");
    for (std::size_t i = 0; i < g->mapSize(); ++i) {
      const YamlNode& key = g->key(i);
      if (!key.isScalar() || !g->mapValue(i).isScalar()) failAt(key, "'generate' entries must be choice: number");
      if (lines.generate.size() >= 32) failAt(key, "too many generator choices (at most 32)");
      lines.generate[readString(key, "choice", 40)] =
          static_cast<int>(readInt(g->mapValue(i), "choice value", -1000000, 1000000));
    }
  }
}

void readSound(const YamlNode& node, SoundSettings& sound) {
  if (!node.isMap()) failAt(node, "'sound' should be a map");
  const YamlFields f(node, "sound", {"effects_volume", "muted"});
  readNumber(f, "effects_volume", sound.effectsVolume);
  readFlag(f, "muted", sound.muted);
  // To the nearest step the Settings screen offers, so it shows the volume in use.
  const int step = SoundSettings::VolumeStep;
  sound.effectsVolume = (std::clamp(sound.effectsVolume, 0, 100) + step / 2) / step * step;
}

void readNetwork(const YamlNode& node, NetworkSettings& n) {
  if (!node.isMap()) failAt(node, "'network' should be a map");
  const YamlFields f(node, "network",
                     {"name", "match", "flood_size", "flood_colours", "race_size", "race_environment"});
  if (const YamlNode* v = f.find("name")) n.name = readString(*v, "name", 40);
  if (const YamlNode* v = f.find("match")) n.match = readString(*v, "match", 40);
  readNumber(f, "flood_size", n.floodSize);
  readNumber(f, "flood_colours", n.floodColours);
  readNumber(f, "race_size", n.raceSize);
  if (const YamlNode* v = f.find("race_environment")) n.raceEnvironment = readString(*v, "race_environment", 40);
  n.floodSize = std::clamp(n.floodSize, 2, 30);
  n.floodColours = std::clamp(n.floodColours, 3, 8);
  n.raceSize = std::clamp(n.raceSize, 2, MaxMadeSide);
}

// lessons: {done: [turn, twins]}: ids this version does not know are kept as they are.
void readLessons(const YamlNode& node, std::set<std::string>& done) {
  if (!node.isMap()) failAt(node, "'lessons' should be a map");
  const YamlFields f(node, "lessons", {"done"});
  if (const YamlNode* list = f.find("done")) {
    for (const YamlNode& item : expectSequence(*list, "lessons done").items) {
      if (done.size() >= 64) failAt(item, "too many lessons done (at most 64)");
      done.insert(readString(item, "lesson", 40));
    }
  }
}

Settings readSettings(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map of settings");
  std::vector<std::string_view> known = {"format",           "fullscreen", "animation_speed", "colour_blind_markers",
                                         "ui_scale_percent", "language",   "sound",           "tiles",
                                         "generator",        "solved",     "flood",           "lessons",
                                         "network",          "lines"};
  const std::size_t knownCount = known.size();
  // Any other key holding a map is a section of a mode a newer version has: allowed and kept.
  for (std::size_t i = 0; i < root.mapSize(); ++i) {
    const YamlNode& key = root.key(i);
    if (key.isScalar() && root.mapValue(i).isMap() &&
        std::find(known.begin(), known.begin() + static_cast<std::ptrdiff_t>(knownCount), key.value) ==
            known.begin() + static_cast<std::ptrdiff_t>(knownCount))
      known.push_back(key.value);
  }
  const YamlFields f(root, "settings", known);
  int format = SettingsFormat;
  readNumber(f, "format", format);
  if (format != SettingsFormat && format != FormatWithSolved)
    failAt(*f.find("format"), "unknown settings format " + std::to_string(format));
  if (format != FormatWithSolved && f.findKey("solved") != nullptr)
    failAt(*f.findKey("solved"), "'solved' belongs to settings format 1; progress.yaml keeps solved levels");
  if (format != FormatWithSolved && f.findKey("generator") != nullptr)
    failAt(*f.findKey("generator"), "'generator' belongs to settings format 1; it is in the 'tiles' section now");
  if (format == FormatWithSolved && f.findKey("tiles") != nullptr)
    failAt(*f.findKey("tiles"), "settings format 1 has no 'tiles' section");
  Settings s;
  readFlag(f, "fullscreen", s.fullscreen);
  readNumber(f, "animation_speed", s.animationSpeed);
  readFlag(f, "colour_blind_markers", s.colourBlind);
  readNumber(f, "ui_scale_percent", s.uiScalePercent);
  if (const YamlNode* v = f.find("language")) s.language = readString(*v, "language", 20);
  if (const YamlNode* g = f.find("generator")) readGenerator(*g, s.tiles);
  if (const YamlNode* t = f.find("tiles")) {
    if (!t->isMap()) failAt(*t, "'tiles' should be a map");
    const YamlFields tf(*t, "tiles", {"generator", "play"});
    if (const YamlNode* g = tf.find("generator")) readGenerator(*g, s.tiles);
    if (const YamlNode* p = tf.find("play")) {
      if (!p->isMap()) failAt(*p, "'play' should be a map");
      const YamlFields pf(*p, "play", {"reverse_turn", "half_turn_other", "hide_clock", "assistant"});
      readFlag(pf, "reverse_turn", s.tiles.reverseTurn);
      readFlag(pf, "half_turn_other", s.tiles.halfTurnOther);
      readFlag(pf, "hide_clock", s.tiles.hideClock);
      readFlag(pf, "assistant", s.tiles.assistant);
    }
  }
  if (const YamlNode* fl = f.find("flood")) readFlood(*fl, s.flood);
  if (const YamlNode* li = f.find("lines")) readLines(*li, s.lines);
  if (const YamlNode* sound = f.find("sound")) readSound(*sound, s.sound);
  if (const YamlNode* lessons = f.find("lessons")) readLessons(*lessons, s.lessonsDone);
  if (const YamlNode* network = f.find("network")) readNetwork(*network, s.network);
  for (std::size_t i = knownCount; i < known.size(); ++i)
    s.otherSections[std::string(known[i])] = sectionText(*f.find(known[i]));
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
  s.tiles.generateWidth = std::clamp(s.tiles.generateWidth, 2, MaxMadeSide);
  s.tiles.generateHeight = std::clamp(s.tiles.generateHeight, 2, MaxMadeSide);
  s.tiles.linkKinds = std::clamp(s.tiles.linkKinds, 1, MaxLandmarkKinds);
  s.tiles.linkBridges = std::clamp(s.tiles.linkBridges, 0, MaxLinkBridges);
  s.tiles.linkPortals = std::clamp(s.tiles.linkPortals, 0, MaxLinkPortals);
  // Spacing s..l with 1 <= s <= l, or 0..0 for landmarks on the line ends.
  s.tiles.linkMinSpacing = std::clamp(s.tiles.linkMinSpacing, 0, MaxLinkSpacing);
  s.tiles.linkMaxSpacing =
      s.tiles.linkMinSpacing == 0 ? 0 : std::clamp(s.tiles.linkMaxSpacing, s.tiles.linkMinSpacing, MaxLinkSpacing);
  return s;
}

}  // namespace

std::string writeSettings(const Settings& s) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << SettingsFormat;
  out << YAML::Key << "fullscreen" << YAML::Value << s.fullscreen;
  out << YAML::Key << "animation_speed" << YAML::Value << s.animationSpeed;
  out << YAML::Key << "colour_blind_markers" << YAML::Value << s.colourBlind;
  out << YAML::Key << "ui_scale_percent" << YAML::Value << s.uiScalePercent;
  if (!s.language.empty()) out << YAML::Key << "language" << YAML::Value << YAML::DoubleQuoted << s.language;
  out << YAML::Key << "sound" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "effects_volume" << YAML::Value << s.sound.effectsVolume;
  out << YAML::Key << "muted" << YAML::Value << s.sound.muted;
  out << YAML::EndMap;
  out << YAML::Key << "lessons" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "done" << YAML::Value << YAML::Flow << YAML::BeginSeq;
  for (const std::string& id : s.lessonsDone) out << id;
  out << YAML::EndSeq << YAML::EndMap;
  out << YAML::Key << "tiles" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "generator" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "width" << YAML::Value << s.tiles.generateWidth;
  out << YAML::Key << "height" << YAML::Value << s.tiles.generateHeight;
  out << YAML::Key << "environment" << YAML::Value << YAML::DoubleQuoted << s.tiles.generateEnvironment;
  out << YAML::Key << "blank" << YAML::Value << s.tiles.generateBlank;
  out << YAML::Key << "wrap" << YAML::Value << s.tiles.generateWrap;
  out << YAML::Key << "hex" << YAML::Value << s.tiles.generateHex;
  out << YAML::Key << "outline" << YAML::Value << YAML::DoubleQuoted << s.tiles.generateOutline;
  out << YAML::Key << "edit_before_play" << YAML::Value << s.tiles.editBeforePlay;
  out << YAML::Key << "puzzle" << YAML::Value << YAML::DoubleQuoted << s.tiles.generatePuzzle;
  out << YAML::Key << "rules" << YAML::Value << YAML::DoubleQuoted << s.tiles.generateRules;
  out << YAML::Key << "kinds" << YAML::Value << s.tiles.linkKinds;
  out << YAML::Key << "bridges" << YAML::Value << s.tiles.linkBridges;
  out << YAML::Key << "portals" << YAML::Value << s.tiles.linkPortals;
  out << YAML::Key << "spacing_min" << YAML::Value << s.tiles.linkMinSpacing;
  out << YAML::Key << "spacing_max" << YAML::Value << s.tiles.linkMaxSpacing;
  out << YAML::Key << "lines" << YAML::Value << YAML::DoubleQuoted << s.tiles.linkLines;
  out << YAML::Key << "walls" << YAML::Value << YAML::DoubleQuoted << s.tiles.linkWalls;
  out << YAML::EndMap;
  out << YAML::Key << "play" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "reverse_turn" << YAML::Value << s.tiles.reverseTurn;
  out << YAML::Key << "half_turn_other" << YAML::Value << s.tiles.halfTurnOther;
  out << YAML::Key << "hide_clock" << YAML::Value << s.tiles.hideClock;
  out << YAML::Key << "assistant" << YAML::Value << s.tiles.assistant;
  out << YAML::EndMap;
  out << YAML::EndMap;
  out << YAML::Key << "flood" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "game" << YAML::Value << YAML::DoubleQuoted << s.flood.game;
  out << YAML::Key << "size" << YAML::Value << s.flood.size;
  out << YAML::Key << "colours" << YAML::Value << s.flood.colours;
  out << YAML::Key << "hex" << YAML::Value << s.flood.hex;
  out << YAML::Key << "opponent" << YAML::Value << YAML::DoubleQuoted << s.flood.opponent;
  out << YAML::Key << "extra_moves" << YAML::Value << s.flood.extraMoves;
  out << YAML::EndMap;
  out << YAML::Key << "lines" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "generate" << YAML::Value << YAML::Flow << YAML::BeginMap;
  for (const auto& [key, value] : s.lines.generate) out << YAML::Key << key << YAML::Value << value;
  out << YAML::EndMap;
  out << YAML::EndMap;
  out << YAML::Key << "network" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << s.network.name;
  out << YAML::Key << "match" << YAML::Value << YAML::DoubleQuoted << s.network.match;
  out << YAML::Key << "flood_size" << YAML::Value << s.network.floodSize;
  out << YAML::Key << "flood_colours" << YAML::Value << s.network.floodColours;
  out << YAML::Key << "race_size" << YAML::Value << s.network.raceSize;
  out << YAML::Key << "race_environment" << YAML::Value << YAML::DoubleQuoted << s.network.raceEnvironment;
  out << YAML::EndMap;
  for (const auto& [id, text] : s.otherSections) {
    // Read back as it was read first, so quoted values stay quoted.
    const Loaded<YamlNode> section = readYaml(text, id);
    if (!ok(section)) continue;  // not reached: the text came from emitYaml()
    out << YAML::Key << id << YAML::Value;
    emitYaml(out, std::get<YamlNode>(section));
  }
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
