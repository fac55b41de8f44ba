// ScratchFolder: an empty folder of its own for one test (named after the test and the process,
// so parallel runs do not meet), with files written into it, removed at the end; and a small
// generated level to fill such files with.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "game/generate/Generator.hpp"

namespace tileflow::test {

class ScratchFolder {
 public:
  explicit ScratchFolder(const std::string& purpose)
      : path_(std::filesystem::temp_directory_path() /
              ("tileflow-" + purpose + "-" + std::to_string(::getpid()) + "-" +
               ::testing::UnitTest::GetInstance()->current_test_info()->name())) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~ScratchFolder() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream out(path_ / name, std::ios::binary);
    out << text;
  }
  // Files whose names begin with `prefix` ("daily.yaml.corrupt-": the copies a damaged file left).
  int countStartingWith(const std::string& prefix) const {
    int n = 0;
    for (const auto& entry : std::filesystem::directory_iterator(path_))
      n += entry.path().filename().string().rfind(prefix, 0) == 0 ? 1 : 0;
    return n;
  }

 private:
  std::filesystem::path path_;
};

// A unique-solution level of the given size; each seed gives another puzzle.
inline Level generatedLevel(const Catalog& catalog, std::uint64_t seed, int width = 5, int height = 4) {
  GenerateOptions o;
  o.width = width;
  o.height = height;
  o.seed = seed;
  return *generate(catalog, o);
}

}  // namespace tileflow::test
