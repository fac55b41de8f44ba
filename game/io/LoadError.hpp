// LoadError: what went wrong in a file and where, printed as FILE:LINE:COL: message.
#pragma once

#include <string>
#include <variant>

namespace tileflow {

struct LoadError {
  std::string file;
  int line = 1;    // 1-based
  int column = 1;  // 1-based
  std::string message;

  std::string text() const { return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message; }
};

// Either a value or the error that stopped loading it.
template <typename T>
using Loaded = std::variant<T, LoadError>;

template <typename T>
bool ok(const Loaded<T>& l) {
  return l.index() == 0;
}

}  // namespace tileflow
