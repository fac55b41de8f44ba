// Unfinished levels: the list keeps the newest first and at most MaxUnfinished, and the file
// reads back as written or says where and why it cannot.
#include <gtest/gtest.h>

#include <string>

#include "game/io/UnfinishedFile.hpp"

namespace tileflow {
namespace unfinished_file_test {
namespace {

UnfinishedPlay playOf(const std::string& key) {
  UnfinishedPlay p;
  p.key = key;
  p.width = 3;
  p.height = 2;
  p.cells = "01a2f3";
  p.moves = 7;
  p.seconds = 95;
  p.hints = 1;
  p.marks = key == "b" ? "010q20" : "";
  p.view = CameraPlace{2.5, 0.25, 0.75};
  return p;
}

std::string errorOf(const std::string& text) {
  const auto loaded = parseUnfinished(text, "unfinished.yaml");
  const auto* e = std::get_if<LoadError>(&loaded);
  return e != nullptr ? e->text() : "(loaded)";
}

TEST(UnfinishedFile, CellCharactersCarryTurnsAndLocks) {
  for (int turns = 0; turns < 6; ++turns)
    for (const bool locked : {false, true}) {
      int t = -1;
      bool l = !locked;
      ASSERT_TRUE(readUnfinishedCell(unfinishedCell(turns, locked), t, l));
      EXPECT_EQ(turns, t);
      EXPECT_EQ(locked, l);
    }
  int t = 0;
  bool l = false;
  EXPECT_FALSE(readUnfinishedCell('6', t, l));
  EXPECT_FALSE(readUnfinishedCell('g', t, l));
  EXPECT_FALSE(readUnfinishedCell(' ', t, l));
}

TEST(UnfinishedFile, TheNewestComesFirstAndTheOldestGo) {
  UnfinishedPlays all;
  for (std::size_t i = 0; i < MaxUnfinished + 3; ++i) rememberUnfinished(all, playOf("k" + std::to_string(i)));
  ASSERT_EQ(MaxUnfinished, all.plays.size());
  EXPECT_EQ("k" + std::to_string(MaxUnfinished + 2), all.plays.front().key);
  EXPECT_EQ(nullptr, findUnfinished(all, "k0"));
  // Played again: moved to the front, not doubled.
  UnfinishedPlay again = playOf("k5");
  again.moves = 99;
  rememberUnfinished(all, again);
  EXPECT_EQ(MaxUnfinished, all.plays.size());
  EXPECT_EQ(99, all.plays.front().moves);
  EXPECT_TRUE(forgetUnfinished(all, "k5"));
  EXPECT_FALSE(forgetUnfinished(all, "k5"));
  EXPECT_EQ(nullptr, findUnfinished(all, "k5"));
}

TEST(UnfinishedFile, WhatIsWrittenReadsBackTheSame) {
  UnfinishedPlays all;
  rememberUnfinished(all, playOf("a"));
  rememberUnfinished(all, playOf("b"));
  const auto loaded = parseUnfinished(writeUnfinished(all), "unfinished.yaml");
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  EXPECT_EQ(all, std::get<UnfinishedPlays>(loaded));
  EXPECT_TRUE(ok(parseUnfinished("format: 1\n", "u.yaml"))) << "no levels is an empty list";
}

TEST(UnfinishedFile, DamagedFilesSayWhereAndWhy) {
  const std::string head = "format: 1\nlevels:\n  - {key: a, width: 3, height: 2, cells: ";
  EXPECT_NE(std::string::npos, errorOf(head + "\"0000\"}\n").find("width × height = 6"))
      << errorOf(head + "\"0000\"}\n");
  EXPECT_NE(std::string::npos, errorOf(head + "\"00x000\"}\n").find("0-5, or a-f"));
  EXPECT_NE(std::string::npos, errorOf("format: 2\n").find("unknown unfinished-levels format"));
  EXPECT_NE(std::string::npos,
            errorOf("format: 1\nlevels:\n  - {key: a, width: 300, height: 1, cells: \"0\"}\n").find("width"));
  const std::string twice = head + "\"000000\"}\n" + "  - {key: a, width: 3, height: 2, cells: \"000000\"}\n";
  EXPECT_NE(std::string::npos, errorOf(twice).find("appears twice")) << errorOf(twice);
  EXPECT_NE(std::string::npos, errorOf(head + "\"000000\", colour: red}\n").find("colour"));
  EXPECT_NE(std::string::npos, errorOf(head + "\"000000\", view: {zoom: 0.5}}\n").find("zoom"));
  EXPECT_NE(std::string::npos, errorOf(head + "\"000000\", marks: \"00r000\"}\n").find("0-9 or a-q"));
  EXPECT_NE(std::string::npos, errorOf(head + "\"000000\", marks: \"000\"}\n").find("width × height"));
  const std::string where = errorOf(head + "\"00x000\"}\n");
  EXPECT_NE(std::string::npos, where.find("unfinished.yaml:3:")) << where;
}

}  // namespace
}  // namespace unfinished_file_test
}  // namespace tileflow
