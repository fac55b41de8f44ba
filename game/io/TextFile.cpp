// TextFile: bounded, checked reading of data files.
#include "game/io/TextFile.hpp"

#include <cerrno>
#include <cstring>
#include <exception>
#include <fstream>
#include <system_error>

#include "game/io/YamlNode.hpp"

namespace tileflow {

std::string displayName(const std::filesystem::path& path) { return path.string(); }

namespace {

Loaded<std::string> readChecked(const std::filesystem::path& path, std::size_t maxBytes) {
  namespace fs = std::filesystem;
  const std::string name = displayName(path);
  auto fail = [&](const std::string& message) { return Loaded<std::string>(LoadError{name, 1, 1, message}); };
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (ec || !fs::exists(status)) {
    return fail("cannot open file: " + (ec ? ec.message() : std::string("No such file or directory")));
  }
  if (fs::is_directory(status)) return fail("is a directory, not a file");
  if (!fs::is_regular_file(status)) return fail("is not a regular file");
  const auto size = fs::file_size(path, ec);
  if (ec) return fail("cannot read file: " + ec.message());
  if (size > maxBytes) return fail("file is larger than the limit of " + byteLimitText(maxBytes));
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail(std::string("cannot open file: ") + std::strerror(errno));
  std::string text;
  text.resize(static_cast<std::size_t>(size));
  in.read(text.data(), static_cast<std::streamsize>(size));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (in.bad()) return fail("cannot read file");
  // The file may have grown since we asked its size; never read beyond the limit.
  if (in.peek() != std::ifstream::traits_type::eof())
    return fail("file is larger than the limit of " + byteLimitText(maxBytes));
  return text;
}

}  // namespace

Loaded<std::string> readTextFile(const std::filesystem::path& path, std::size_t maxBytes) {
  try {
    return readChecked(path, maxBytes);
  } catch (const std::exception& e) {
    // Paths that cannot be converted or memory that runs out still end as an error, not a throw.
    return LoadError{displayName(path), 1, 1, std::string("cannot read file: ") + e.what()};
  }
}

}  // namespace tileflow
