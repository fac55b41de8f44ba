// LevelTesting: helpers shared by the level file specifications.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "game/io/LevelFile.hpp"

namespace tileflow::test {

inline std::filesystem::path sourceDir() { return TILEFLOW_SOURCE_DIR; }

inline std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Everything a level file records, compared field by field so a failure names the field.
inline void expectSameLevel(const Level& a, const Level& b) {
  EXPECT_EQ(a.id, b.id);
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.environment, b.environment);
  EXPECT_TRUE(a.board.sameLayout(b.board)) << "boards differ";
  EXPECT_EQ(a.rules, b.rules);
  EXPECT_EQ(a.solution, b.solution);
  EXPECT_EQ(a.parMoves, b.parMoves);
  EXPECT_EQ(a.parSeconds, b.parSeconds);
  EXPECT_EQ(a.difficulty, b.difficulty);
  EXPECT_EQ(a.seed, b.seed);
  EXPECT_EQ(a.drawn, b.drawn);
}

inline std::string errorText(const Loaded<Pack>& loaded) {
  return ok(loaded) ? std::string("(loaded without error)") : std::get<LoadError>(loaded).text();
}

}  // namespace tileflow::test
