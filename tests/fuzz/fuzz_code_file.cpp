// fuzz_code_file: libFuzzer target for code files (share codes, one a line) with the shipped catalog.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "game/io/CodeFile.hpp"
#include "tests/fuzz/FuzzCatalog.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const tileflow::FileLevels read = tileflow::parseCodeFile(text, "fuzz.txt", tileflow::fuzz::shippedCatalog());
  // Every error points into the file: a line that exists and a column on it.
  std::size_t lines = 1;
  for (char c : text) lines += c == '\n' ? 1 : 0;
  for (const tileflow::LoadError& e : read.errors) {
    if (e.file != "fuzz.txt" || e.line < 1 || static_cast<std::size_t>(e.line) > lines || e.column < 1 ||
        e.message.empty())
      std::abort();
  }
  if (read.levels.size() > tileflow::MaxCodesPerFile) std::abort();
  return 0;
}
