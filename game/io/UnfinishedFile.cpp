// UnfinishedFile: the unfinished.yaml format and its list of plays.
#include "game/io/UnfinishedFile.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <climits>
#include <utility>

#include "game/io/LoadFailure.hpp"
#include "game/io/YamlFields.hpp"
#include "game/model/Board.hpp"
#include "game/play/EdgeMarks.hpp"

namespace tileflow {

namespace {

constexpr int UnfinishedFormat = 1;
constexpr std::size_t MaxKey = 64;

UnfinishedPlay readPlay(const YamlNode& node) {
  const YamlFields f(node, "unfinished level",
                     {"key", "width", "height", "cells", "moves", "seconds", "hints", "marks", "view"});
  UnfinishedPlay play;
  play.key = readString(f.require("key"), "key", MaxKey);
  if (play.key.empty()) failAt(f.require("key"), "'key' is empty");
  play.width = static_cast<int>(readInt(f.require("width"), "width", 1, MaxBoardSide));
  play.height = static_cast<int>(readInt(f.require("height"), "height", 1, MaxBoardSide));
  const YamlNode& cells = f.require("cells");
  play.cells = readString(cells, "cells", static_cast<std::size_t>(MaxBoardSide) * MaxBoardSide);
  if (play.cells.size() != static_cast<std::size_t>(play.width) * static_cast<std::size_t>(play.height))
    failAt(cells, "'cells' should have width × height = " + std::to_string(play.width * play.height) +
                      " characters, not " + std::to_string(play.cells.size()));
  for (const char c : play.cells) {
    int turns = 0;
    bool locked = false;
    if (!readUnfinishedCell(c, turns, locked))
      failAt(cells, "'cells' holds " + shown(std::string(1, c)) + "; each cell is 0-5, or a-f when locked");
  }
  if (const YamlNode* n = f.find("moves")) play.moves = static_cast<int>(readInt(*n, "moves", 0, INT_MAX));
  if (const YamlNode* n = f.find("seconds")) play.seconds = static_cast<int>(readInt(*n, "seconds", 0, INT_MAX));
  if (const YamlNode* n = f.find("hints")) play.hints = static_cast<int>(readInt(*n, "hints", 0, INT_MAX));
  if (const YamlNode* n = f.find("marks")) {
    play.marks = readString(*n, "marks", static_cast<std::size_t>(MaxBoardSide) * MaxBoardSide);
    if (!play.marks.empty() && play.marks.size() != play.cells.size())
      failAt(*n, "'marks' should have width × height = " + std::to_string(play.width * play.height) +
                     " characters, not " + std::to_string(play.marks.size()));
    for (const char c : play.marks)
      if (EdgeMarks::value(c) < 0)
        failAt(*n, "'marks' holds " + shown(std::string(1, c)) + "; each cell is 0-9 or a-q");
  }
  if (const YamlNode* n = f.find("view")) {
    const YamlFields v(*n, "view", {"zoom", "x", "y"});
    if (const YamlNode* z = v.find("zoom")) play.view.zoom = readNumber(*z, "zoom", 1, 1000);
    if (const YamlNode* x = v.find("x")) play.view.centreX = readNumber(*x, "x", 0, 1);
    if (const YamlNode* y = v.find("y")) play.view.centreY = readNumber(*y, "y", 0, 1);
  }
  return play;
}

UnfinishedPlays readPlays(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, "unfinished levels", {"format", "levels"});
  const YamlNode* format = f.find("format");
  if (format == nullptr || !format->isScalar() || format->value != std::to_string(UnfinishedFormat))
    failAt(format ? *format : root, "unknown unfinished-levels format");
  UnfinishedPlays all;
  if (const YamlNode* levels = f.find("levels")) {
    const YamlNode& list = expectSequence(*levels, "levels");
    for (std::size_t i = 0; i < list.items.size(); ++i) {
      UnfinishedPlay play = readPlay(list.items[i]);
      if (findUnfinished(all, play.key)) failAt(list.items[i], "key " + shown(play.key) + " appears twice");
      if (all.plays.size() < MaxUnfinished) all.plays.push_back(std::move(play));
    }
  }
  return all;
}

}  // namespace

const UnfinishedPlay* findUnfinished(const UnfinishedPlays& all, std::string_view key) {
  for (const UnfinishedPlay& p : all.plays)
    if (p.key == key) return &p;
  return nullptr;
}

void rememberUnfinished(UnfinishedPlays& all, UnfinishedPlay play) {
  forgetUnfinished(all, play.key);
  // Room for one more, the oldest going first; then the new one moves to the front. (Made at
  // the end and rotated: an insert at the front trips GCC 12's null-dereference check at -O3.)
  if (all.plays.size() >= MaxUnfinished) all.plays.resize(MaxUnfinished - 1);
  all.plays.emplace_back();
  std::swap(all.plays.back(), play);
  std::rotate(all.plays.begin(), all.plays.end() - 1, all.plays.end());
}

bool forgetUnfinished(UnfinishedPlays& all, std::string_view key) {
  const auto it =
      std::find_if(all.plays.begin(), all.plays.end(), [&](const UnfinishedPlay& p) { return p.key == key; });
  if (it == all.plays.end()) return false;
  all.plays.erase(it);
  return true;
}

std::string writeUnfinished(const UnfinishedPlays& all) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << UnfinishedFormat;
  out << YAML::Key << "levels" << YAML::Value << YAML::BeginSeq;
  for (const UnfinishedPlay& p : all.plays) {
    out << YAML::BeginMap;
    out << YAML::Key << "key" << YAML::Value << YAML::DoubleQuoted << p.key;
    out << YAML::Key << "width" << YAML::Value << p.width;
    out << YAML::Key << "height" << YAML::Value << p.height;
    out << YAML::Key << "cells" << YAML::Value << YAML::DoubleQuoted << p.cells;
    out << YAML::Key << "moves" << YAML::Value << p.moves;
    out << YAML::Key << "seconds" << YAML::Value << p.seconds;
    out << YAML::Key << "hints" << YAML::Value << p.hints;
    if (!p.marks.empty()) out << YAML::Key << "marks" << YAML::Value << YAML::DoubleQuoted << p.marks;
    out << YAML::Key << "view" << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "zoom" << YAML::Value << p.view.zoom;
    out << YAML::Key << "x" << YAML::Value << p.view.centreX;
    out << YAML::Key << "y" << YAML::Value << p.view.centreY;
    out << YAML::EndMap;
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

Loaded<UnfinishedPlays> parseUnfinished(std::string_view text, const std::string& fileName) {
  Loaded<YamlNode> doc = readYaml(text, fileName);
  if (!ok(doc)) return std::get<LoadError>(doc);
  try {
    return readPlays(std::get<YamlNode>(doc));
  } catch (const LoadFailure& e) {
    return LoadError{fileName, e.line(), e.column(), e.what()};
  }
}

}  // namespace tileflow
