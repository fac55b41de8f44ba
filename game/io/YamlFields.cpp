// YamlFields: key checking and scalar conversion with positions in every message.
#include "game/io/YamlFields.hpp"

#include <charconv>
#include <cmath>

#include "game/io/LoadFailure.hpp"

namespace tileflow {

void failAt(const YamlNode& node, const std::string& message) { throw LoadFailure(node.line, node.column, message); }

bool isNull(const YamlNode& node) {
  if (node.kind == YamlNode::Kind::Null) return true;
  if (node.kind != YamlNode::Kind::Scalar || node.quoted) return false;
  return node.value == "~" || node.value == "null" || node.value == "Null" || node.value == "NULL";
}

std::string shown(std::string_view text) {
  constexpr std::size_t limit = 40;
  std::string out = "'";
  out += text.size() > limit ? std::string(text.substr(0, limit)) + "..." : std::string(text);
  return out + "'";
}

namespace {

const char* kindName(const YamlNode& node) {
  if (isNull(node)) return "nothing";
  switch (node.kind) {
    case YamlNode::Kind::Null:
      return "nothing";
    case YamlNode::Kind::Scalar:
      return "a single value";
    case YamlNode::Kind::Sequence:
      return "a list";
    case YamlNode::Kind::Map:
      return "a mapping";
  }
  return "something else";
}

std::string joined(const std::vector<std::string_view>& names) {
  std::string out;
  for (const auto& n : names) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out;
}

}  // namespace

YamlFields::YamlFields(const YamlNode& node, std::string_view what, const std::vector<std::string_view>& names)
    : node_(node), what_(what) {
  if (!node.isMap()) failAt(node, "expected " + what_ + " as a mapping of keys to values, found " + kindName(node));
  for (std::size_t i = 0; i < node.mapSize(); ++i) {
    const YamlNode& key = node.key(i);
    if (!key.isScalar()) failAt(key, "expected a key name in " + what_ + ", found " + kindName(key));
    bool known = false;
    for (const auto& n : names) known = known || n == key.value;
    if (!known)
      failAt(key, "unknown key " + shown(key.value) + " in " + what_ + " (expected one of: " + joined(names) + ")");
    for (std::size_t j = 0; j < i; ++j) {
      if (node.key(j).value == key.value) failAt(key, "duplicate key " + shown(key.value) + " in " + what_);
    }
  }
}

const YamlNode* YamlFields::findKey(std::string_view key) const {
  for (std::size_t i = 0; i < node_.mapSize(); ++i) {
    if (node_.key(i).value == key) return &node_.key(i);
  }
  return nullptr;
}

const YamlNode* YamlFields::find(std::string_view key) const {
  for (std::size_t i = 0; i < node_.mapSize(); ++i) {
    if (node_.key(i).value == key) return isNull(node_.mapValue(i)) ? nullptr : &node_.mapValue(i);
  }
  return nullptr;
}

const YamlNode& YamlFields::require(std::string_view key) const {
  if (const YamlNode* v = find(key)) return *v;
  if (const YamlNode* k = findKey(key)) failAt(*k, "key " + shown(key) + " needs a value");
  failAt(node_, "missing key " + shown(key) + " in " + what_);
}

const std::string& expectScalar(const YamlNode& node, std::string_view what) {
  if (!node.isScalar() || isNull(node))
    failAt(node, "expected " + std::string(what) + " as a single value, found " + kindName(node));
  return node.value;
}

const YamlNode& expectSequence(const YamlNode& node, std::string_view what) {
  if (!node.isSequence()) failAt(node, "expected " + std::string(what) + " as a list, found " + kindName(node));
  return node;
}

std::string readString(const YamlNode& node, std::string_view what, std::size_t maxLength) {
  const std::string& v = expectScalar(node, what);
  if (v.size() > maxLength) failAt(node, std::string(what) + " is longer than " + std::to_string(maxLength) + " bytes");
  return v;
}

std::string readId(const YamlNode& node, std::string_view what) {
  const std::string& v = expectScalar(node, what);
  bool valid = !v.empty() && v.size() <= 64 && v.front() != '-';
  for (char c : v) valid = valid && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-');
  if (!valid) {
    failAt(node,
           std::string(what) + " " + shown(v) + " is not a valid id (lower-case letters, digits and '-', at most 64)");
  }
  return v;
}

std::int64_t readInt(const YamlNode& node, std::string_view what, std::int64_t min, std::int64_t max) {
  const std::string& v = expectScalar(node, what);
  std::int64_t result = 0;
  const char* first = v.data();
  const char* last = v.data() + v.size();
  if (first != last && *first == '+') ++first;
  auto [ptr, ec] = std::from_chars(first, last, result);
  if (ec == std::errc::result_out_of_range || (ec == std::errc() && ptr == last && (result < min || result > max))) {
    failAt(node,
           std::string(what) + " " + shown(v) + " is out of range " + std::to_string(min) + ".." + std::to_string(max));
  }
  if (ec != std::errc() || ptr != last || first == last)
    failAt(node, "expected " + std::string(what) + " as a whole number, found " + shown(v));
  return result;
}

std::uint64_t readUnsigned(const YamlNode& node, std::string_view what) {
  const std::string& v = expectScalar(node, what);
  std::uint64_t result = 0;
  auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), result);
  if (ec == std::errc::result_out_of_range) failAt(node, std::string(what) + " " + shown(v) + " is too large");
  if (ec != std::errc() || ptr != v.data() + v.size() || v.empty()) {
    failAt(node, "expected " + std::string(what) + " as a whole number, found " + shown(v));
  }
  return result;
}

double readNumber(const YamlNode& node, std::string_view what, double min, double max) {
  const std::string& v = expectScalar(node, what);
  double result = 0;
  auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), result);
  if (ec != std::errc() || ptr != v.data() + v.size() || v.empty() || !std::isfinite(result)) {
    failAt(node, "expected " + std::string(what) + " as a number, found " + shown(v));
  }
  if (result < min || result > max) {
    failAt(node, std::string(what) + " " + shown(v) + " is out of range " +
                     std::to_string(static_cast<long long>(min)) + ".." + std::to_string(static_cast<long long>(max)));
  }
  return result;
}

std::optional<bool> boolText(std::string_view text) {
  if (text == "true" || text == "True" || text == "TRUE" || text == "yes") return true;
  if (text == "false" || text == "False" || text == "FALSE" || text == "no") return false;
  return std::nullopt;
}

bool readBool(const YamlNode& node, std::string_view what) {
  const std::string& v = expectScalar(node, what);
  if (const std::optional<bool> value = boolText(v)) return *value;
  failAt(node, "expected " + std::string(what) + " as true or false, found " + shown(v));
}

}  // namespace tileflow
