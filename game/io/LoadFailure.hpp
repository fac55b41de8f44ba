// LoadFailure: thrown inside the loaders to abandon a file at a position; caught at the edge and
// turned into a LoadError, so no loader function needs to thread errors through every return.
#pragma once

#include <stdexcept>
#include <string>

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

}  // namespace tileflow
