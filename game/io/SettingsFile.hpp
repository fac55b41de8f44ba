// SettingsFile: the player's settings as YAML text (settings.yaml under the
// per-user folder). Reading and writing files, atomically and with corrupt-file handling, is
// the game's SettingsStore; this file only knows the format.
#pragma once

#include <array>
#include <map>
#include <set>
#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"

namespace tileflow {

// The generator screen's ranges for Link levels' bridges and portals, and for landmark spacing.
inline constexpr int MaxLinkBridges = 8;
inline constexpr int MaxLinkPortals = 4;
inline constexpr int MaxLinkSpacing = 20;

// The Tiles mode's section (`tiles:`): the generator screen's last choices.
struct TilesSettings {
  int generateWidth = 6;
  int generateHeight = 6;
  // One land to start with: in the "all" mix some flows look alike at play size (footpath and
  // mountain trail, stream and ice road, lava and pipeline).
  std::string generateEnvironment = "countryside";
  bool generateBlank = false;
  bool generateWrap = false;
  bool generateHex = false;              // hexagonal cells rather than square
  std::string generateOutline = "full";  // a board outline's name (OutlineNames); unknown names mean full
  bool editBeforePlay = false;
  // The kind of puzzle: "classic", "net" or "link" (unknown names mean classic), and Link's choices.
  std::string generatePuzzle = "classic";
  // Classic puzzles' rules besides matching ends: "match" (none), "connected", "acyclic" or
  // "connected-acyclic" (unknown names mean match).
  std::string generateRules = "match";
  int linkKinds = 3;               // landmark kinds, 1..MaxLandmarkKinds
  int linkBridges = 0;             // 0..MaxLinkBridges
  int linkPortals = 0;             // 0..MaxLinkPortals
  int linkMinSpacing = 0;          // 0: landmarks on the line ends; else s of the spacing s..l
  int linkMaxSpacing = 0;          // l; 0 with s = 0
  std::string linkLines = "any";   // a line algorithm's name (LineAlgorithmNames); unknown names mean any
  std::string linkWalls = "none";  // a wall pattern's name (WallPatternNames); unknown names mean none

  // How play goes (`tiles: play:`): the main tap, click or button turns counter-clockwise; the
  // other one (right click, long press, B) turns a half turn instead of the other way; the clock
  // is not shown while playing (it still runs for the records); the assistant turns and locks
  // every tile the player's locks and edge marks leave one way (game/play/Assistant).
  bool reverseTurn = false;
  bool halfTurnOther = false;
  bool hideClock = false;
  bool assistant = false;

  bool operator==(const TilesSettings&) const = default;
};

// The Flood mode's section (`flood:`): the last choices of its setup screen, by name, so the
// file reads plainly and a name this version does not know falls back to the default.
struct FloodSettings {
  std::string game = "solo";  // solo, two players, computer
  int size = 12;
  int colours = 6;
  bool hex = false;
  std::string opponent = "medium";  // easy, medium, hard
  int extraMoves = 5;

  bool operator==(const FloodSettings&) const = default;
};

// Lines' section (`lines:`): the generator screen's last choices, by the option keys LinesMode
// offers (width, height, hex, ...); keys this version does not offer are kept and ignored.
struct LinesSettings {
  std::map<std::string, int> generate;

  bool operator==(const LinesSettings&) const = default;
};

// Network play's section (`network:`): the player's name as other devices see it, and the last
// choices of the host screen. A section of its own, so a version from before it keeps it.
struct NetworkSettings {
  std::string name;             // empty: the device's host name
  std::string match = "flood";  // what the host screen offers: flood, race
  int floodSize = 12;
  int floodColours = 6;
  int raceSize = 7;
  std::string raceEnvironment = "countryside";

  bool operator==(const NetworkSettings&) const = default;
};

// The sound section (`sound:`): the effects' volume in steps of ten, and the mute. A section of
// its own, so a version from before it keeps it as it keeps a newer mode's section.
struct SoundSettings {
  static constexpr int VolumeStep = 10;
  int effectsVolume = 70;  // 0..100
  bool muted = false;

  bool operator==(const SoundSettings&) const = default;
};

// The UI scales the Settings screen offers, in percent; every screen must fit at each.
inline constexpr std::array<int, 6> UiScalePercents = {75, 90, 100, 115, 130, 150};

// App-wide settings at the top level, one section per mode below them.
struct Settings {
  bool fullscreen = false;
  int animationSpeed = 2;    // 0 off, 1 slow, 2 normal, 3 fast
  bool colourBlind = false;  // loose ends also marked by shape
  int uiScalePercent = 100;  // 75..150
  // The language the game speaks, a shipped language's gettext code ("de", "pt_BR"); empty (the
  // default, written as no key) follows the system's (engine/core/Translate chooseLanguages).
  std::string language;
  SoundSettings sound;
  // The first levels' lessons done (game/play/Lessons ids), never shown again. Kept in a
  // `lessons:` section of its own, so a version from before it keeps it as an unknown section.
  std::set<std::string> lessonsDone;

  TilesSettings tiles;
  FloodSettings flood;
  LinesSettings lines;
  NetworkSettings network;
  // Sections of modes this version does not know (written by a newer one), as YAML text by
  // mode id: kept and written back unchanged, so going back a version loses none of them.
  std::map<std::string, std::string> otherSections;

  // Levels solved, as format-1 files kept them (level id -> fewest moves). Only read, never
  // written: since format 2 progress.yaml is the one record, and SaveMigration folds these in.
  std::map<std::string, int> solvedFormat1;

  bool operator==(const Settings&) const = default;
};

std::string writeSettings(const Settings& settings);
// The settings, or where and why the text is not a settings file. Missing keys take their
// defaults and out-of-range numbers are clamped; an unknown key whose value is a map is an
// unknown mode's section and is kept; other unknown keys, wrong types or broken YAML are
// errors. Read through the guarded YAML reader, under the same limits as level files.
Loaded<Settings> parseSettings(std::string_view text, const std::string& fileName);

}  // namespace tileflow
