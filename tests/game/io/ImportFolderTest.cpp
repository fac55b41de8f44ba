// Specifications of the import folder: the level and code files a player copied in are listed
// in order, other files are passed over, and every file loads into levels or errors, never a
// crash.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "game/io/CatalogFile.hpp"
#include "game/io/ImportFolder.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/ShareCode.hpp"
#include "tests/support/ScratchFolder.hpp"

namespace tileflow {
namespace import_folder_test {
namespace {

Level puzzle(std::uint64_t seed) { return test::generatedLevel(defaultCatalog(), seed, 4, 3); }

class ImportFolderTest : public ::testing::Test {
 protected:
  void write(const std::string& name, const std::string& text) { scratch.write(name, text); }
  const ImportFile* find(const ImportListing& listing, const std::string& name) {
    for (const ImportFile& f : listing.files)
      if (f.name() == name) return &f;
    return nullptr;
  }
  test::ScratchFolder scratch{"import"};
  const std::filesystem::path& dir = scratch.path();
};

TEST_F(ImportFolderTest, TheFolderLivesInThePerUserFolder) {
  EXPECT_EQ(importFolderIn("/home/p/.local/share/tileflow/Tileflow"), "/home/p/.local/share/tileflow/Tileflow/import");
  EXPECT_TRUE(importFolderIn("").empty()) << "no per-user folder, no import folder";
}

TEST_F(ImportFolderTest, LevelAndCodeFilesAreListedByNameOthersPassedOver) {
  write("b-codes.txt", "");
  write("A-LEVEL.YAML", "");
  write("c.yml", "");
  write("notes.md", "");
  write(".hidden.yaml", "");
  std::filesystem::create_directories(dir / "folder.yaml");
  const ImportListing listing = listImportFolder(dir);
  ASSERT_EQ(listing.files.size(), 3u);
  EXPECT_EQ(listing.files[0].name(), "A-LEVEL.YAML");
  EXPECT_EQ(listing.files[0].kind, ImportFile::Kind::Levels);
  EXPECT_EQ(listing.files[1].name(), "b-codes.txt");
  EXPECT_EQ(listing.files[1].kind, ImportFile::Kind::Codes);
  EXPECT_EQ(listing.files[2].name(), "c.yml");
  EXPECT_EQ(listing.leftOut, 0u);
}

TEST_F(ImportFolderTest, AMissingOrEmptyFolderListsNothing) {
  EXPECT_TRUE(listImportFolder(dir).files.empty());
  EXPECT_TRUE(listImportFolder(dir / "missing").files.empty());
  EXPECT_TRUE(listImportFolder("").files.empty());
}

TEST_F(ImportFolderTest, AHugeFolderListsTheFirstFilesAndCountsTheRest) {
  for (std::size_t i = 0; i < MaxImportFiles + 3; ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "level-%04zu.yaml", i);
    write(name, "");
  }
  const ImportListing listing = listImportFolder(dir);
  EXPECT_EQ(listing.files.size(), MaxImportFiles);
  EXPECT_EQ(listing.leftOut, 3u);
  EXPECT_EQ(listing.files.front().name(), "level-0000.yaml");
}

TEST_F(ImportFolderTest, GoodFilesLoadTheirLevels) {
  Pack pack{"two", "Two", {puzzle(1), puzzle(2)}};
  pack.levels[0].id = "a";
  pack.levels[1].id = "b";
  write("pack.yaml", writePack(pack));
  write("one.yaml", writeLevel(puzzle(3)));
  write("codes.txt",
        encodeShareCode(puzzle(4), defaultCatalog()) + "\n" + encodeShareCode(puzzle(5), defaultCatalog()) + "\n");
  const ImportListing listing = listImportFolder(dir);
  ASSERT_EQ(listing.files.size(), 3u);
  EXPECT_EQ(loadImportFile(*find(listing, "pack.yaml"), defaultCatalog()).levels.size(), 2u);
  EXPECT_EQ(loadImportFile(*find(listing, "one.yaml"), defaultCatalog()).levels.size(), 1u);
  const FileLevels codes = loadImportFile(*find(listing, "codes.txt"), defaultCatalog());
  EXPECT_EQ(codes.levels.size(), 2u);
  EXPECT_TRUE(codes.errors.empty());
}

TEST_F(ImportFolderTest, BadEmptyAndHugeFilesGiveErrorsWithTheirPlace) {
  write("broken.yaml", "format: 1\nwidth: 3\nheight: [\n");
  write("empty.yaml", "");
  write("empty.txt", "");
  write("huge.yaml", std::string(5u << 20, '#'));
  const ImportListing listing = listImportFolder(dir);
  ASSERT_EQ(listing.files.size(), 4u);
  const FileLevels broken = loadImportFile(*find(listing, "broken.yaml"), defaultCatalog());
  EXPECT_TRUE(broken.levels.empty());
  ASSERT_EQ(broken.errors.size(), 1u);
  EXPECT_NE(broken.errors[0].file.find("broken.yaml"), std::string::npos);
  EXPECT_GE(broken.errors[0].line, 3) << broken.errors[0].text();
  const FileLevels emptyLevel = loadImportFile(*find(listing, "empty.yaml"), defaultCatalog());
  EXPECT_TRUE(emptyLevel.levels.empty());
  EXPECT_EQ(emptyLevel.errors.size(), 1u) << "an empty level file is not a level";
  const FileLevels emptyCodes = loadImportFile(*find(listing, "empty.txt"), defaultCatalog());
  EXPECT_TRUE(emptyCodes.levels.empty());
  EXPECT_TRUE(emptyCodes.errors.empty());
  const FileLevels huge = loadImportFile(*find(listing, "huge.yaml"), defaultCatalog());
  ASSERT_EQ(huge.errors.size(), 1u);
  EXPECT_NE(huge.errors[0].message.find("larger than the limit"), std::string::npos) << huge.errors[0].text();
}

TEST_F(ImportFolderTest, AFileThatVanishedSinceTheListingIsAnError) {
  write("gone.yaml", writeLevel(puzzle(1)));
  const ImportListing listing = listImportFolder(dir);
  std::filesystem::remove(dir / "gone.yaml");
  const FileLevels read = loadImportFile(listing.files.at(0), defaultCatalog());
  EXPECT_TRUE(read.levels.empty());
  EXPECT_EQ(read.errors.size(), 1u);
}

}  // namespace
}  // namespace import_folder_test
}  // namespace tileflow
