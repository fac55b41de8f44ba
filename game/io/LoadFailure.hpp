// LoadFailure: thrown inside the loaders to abandon a file at a position; caught at the edge and
// turned into a LoadError, so no loader function needs to thread errors through every return.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>

#include "game/io/LoadError.hpp"
#include "game/io/YamlNode.hpp"

namespace tileflow {

class LoadFailure : public std::runtime_error {
 public:
  LoadFailure(int line, int column, const std::string& message)
      : std::runtime_error(message), line_(line), column_(column) {}
  int line() const { return line_; }
  int column() const { return column_; }

 private:
  int line_;
  int column_;
};

// A YAML file read into a T by `read` (which throws LoadFailure): the edge where the throw
// becomes a LoadError that names `fileName`.
template <typename T, typename Read>
Loaded<T> readYamlAs(std::string_view text, const std::string& fileName, Read read) {
  Loaded<YamlNode> doc = readYaml(text, fileName);
  if (!ok(doc)) return std::get<LoadError>(doc);
  try {
    return read(std::get<YamlNode>(doc));
  } catch (const LoadFailure& e) {
    return LoadError{fileName, e.line(), e.column(), e.what()};
  }
}

}  // namespace tileflow
