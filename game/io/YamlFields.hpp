// YamlFields: the keys of one YAML mapping checked against the keys a format allows, plus typed
// readers for scalars. Every failure throws LoadFailure at the offending node.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/io/YamlNode.hpp"

namespace tileflow {

[[noreturn]] void failAt(const YamlNode& node, const std::string& message);

class YamlFields {
 public:
  // `what` names the mapping in messages ("level", "tile type"). Refuses a node that is not a
  // mapping, keys that are not plain names, duplicate keys and keys outside `allowed`.
  YamlFields(const YamlNode& node, std::string_view what, const std::vector<std::string_view>& allowed);

  const YamlNode& node() const { return node_; }
  // The value of `key`, or nullptr when absent (an explicit null counts as absent).
  const YamlNode* find(std::string_view key) const;
  // The value of `key`; absent is an error at the mapping.
  const YamlNode& require(std::string_view key) const;
  const YamlNode* findKey(std::string_view key) const;

 private:
  const YamlNode& node_;
  std::string what_;
};

// Scalar readers; `what` names the value in messages.
const std::string& expectScalar(const YamlNode& node, std::string_view what);
const YamlNode& expectSequence(const YamlNode& node, std::string_view what);
std::string readString(const YamlNode& node, std::string_view what, std::size_t maxLength = 200);
// Ids are lower-case letters, digits and '-', starting with a letter or digit, at most 64 long.
std::string readId(const YamlNode& node, std::string_view what);
std::int64_t readInt(const YamlNode& node, std::string_view what, std::int64_t min, std::int64_t max);
std::uint64_t readUnsigned(const YamlNode& node, std::string_view what);
double readNumber(const YamlNode& node, std::string_view what, double min, double max);
bool readBool(const YamlNode& node, std::string_view what);
// A YAML boolean's text as readBool takes it (true, True, TRUE, yes; false, False, FALSE, no), or
// nothing for any other text.
std::optional<bool> boolText(std::string_view text);
bool isNull(const YamlNode& node);
// A scalar shown in a message: quoted and cut short if long.
std::string shown(std::string_view text);

}  // namespace tileflow
