// Specifications of code files: one share code a line, comments and blank lines skipped, a bad
// line reported at its own line and column while the good lines still load.
#include <gtest/gtest.h>

#include <string>

#include "game/io/CatalogFile.hpp"
#include "game/io/CodeFile.hpp"
#include "game/io/ShareCode.hpp"
#include "tests/support/ScratchFolder.hpp"

namespace tileflow {
namespace code_file_test {
namespace {

std::string code(std::uint64_t seed) {
  return encodeShareCode(test::generatedLevel(defaultCatalog(), seed, 4, 3), defaultCatalog());
}

TEST(CodeFile, EveryCodeLineIsALevel) {
  const std::string text = code(1) + "\n" + code(2) + "\r\n" + code(3);
  const FileLevels read = parseCodeFile(text, "codes.txt", defaultCatalog());
  EXPECT_TRUE(read.errors.empty()) << read.errors.front().text();
  ASSERT_EQ(read.levels.size(), 3u);
  EXPECT_EQ(encodeShareCode(read.levels[1], defaultCatalog()), code(2));
}

TEST(CodeFile, CommentsBlankLinesAndSpacesAroundCodesAreSkipped) {
  const std::string text = "\xEF\xBB\xBF# from the forum\n\n   \n\t" + code(1) + "  \n# " + code(2) + "\n";
  const FileLevels read = parseCodeFile(text, "codes.txt", defaultCatalog());
  EXPECT_TRUE(read.errors.empty()) << read.errors.front().text();
  EXPECT_EQ(read.levels.size(), 1u) << "a commented-out code is not read";
}

TEST(CodeFile, ABadLineIsReportedAtItsLineAndColumnAndTheOthersLoad) {
  std::string tampered = code(2);
  tampered[9] = tampered[9] == 'A' ? 'B' : 'A';
  std::string wrongCharacter = code(3);
  wrongCharacter[6] = '0';
  const std::string text = code(1) + "\n" + tampered + "\n\n  " + wrongCharacter + "\nhello\n" + code(4) + "\n";
  const FileLevels read = parseCodeFile(text, "codes.txt", defaultCatalog());
  EXPECT_EQ(read.levels.size(), 2u);
  ASSERT_EQ(read.errors.size(), 3u);
  EXPECT_EQ(read.errors[0].file, "codes.txt");
  EXPECT_EQ(read.errors[0].line, 2);
  EXPECT_NE(read.errors[0].message.find("checksum"), std::string::npos) << read.errors[0].text();
  EXPECT_EQ(read.errors[1].line, 4);
  EXPECT_EQ(read.errors[1].column, 9) << "two spaces, then the seventh character: " << read.errors[1].text();
  EXPECT_EQ(read.errors[2].line, 5);
  EXPECT_EQ(read.errors[2].column, 1);
}

TEST(CodeFile, AnEmptyFileHoldsNothingAndIsNoError) {
  const FileLevels read = parseCodeFile("", "empty.txt", defaultCatalog());
  EXPECT_TRUE(read.levels.empty());
  EXPECT_TRUE(read.errors.empty());
}

TEST(CodeFile, CodesPastTheLimitAreNotReadAndTheFileSaysSo) {
  std::string text;
  const std::string one = code(1);
  for (std::size_t i = 0; i < MaxCodesPerFile + 5; ++i) text += one + "\n";
  const FileLevels read = parseCodeFile(text, "many.txt", defaultCatalog());
  EXPECT_EQ(read.levels.size(), MaxCodesPerFile);
  ASSERT_EQ(read.errors.size(), 1u);
  EXPECT_EQ(read.errors[0].line, static_cast<int>(MaxCodesPerFile) + 1);
}

TEST(CodeFile, BinaryJunkGivesErrorsNotACrash) {
  std::string junk;
  for (int i = 0; i < 4096; ++i) junk.push_back(static_cast<char>((i * 7919) & 0xff));
  const FileLevels read = parseCodeFile(junk, "junk.txt", defaultCatalog());
  EXPECT_TRUE(read.levels.empty());
  EXPECT_FALSE(read.errors.empty());
  for (const LoadError& e : read.errors) {
    EXPECT_GE(e.line, 1);
    EXPECT_GE(e.column, 1);
  }
}

TEST(CodeFile, AFileOverTheLimitIsRefusedBeforeReading) {
  const test::ScratchFolder scratch("codes");
  scratch.write("huge.txt", std::string(MaxCodeFileBytes + 1, '#'));
  const FileLevels read = loadCodeFile(scratch / "huge.txt", defaultCatalog());
  ASSERT_EQ(read.errors.size(), 1u);
  EXPECT_NE(read.errors[0].message.find("larger than the limit"), std::string::npos) << read.errors[0].text();
  EXPECT_TRUE(read.levels.empty());
}

TEST(CodeFile, AMissingFileIsOneError) {
  const FileLevels read = loadCodeFile("/nonexistent/codes.txt", defaultCatalog());
  ASSERT_EQ(read.errors.size(), 1u);
  EXPECT_EQ(read.errors[0].file, "/nonexistent/codes.txt");
}

}  // namespace
}  // namespace code_file_test
}  // namespace tileflow
