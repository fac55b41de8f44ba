// YamlNode: the guarded YAML reader. yaml-cpp's event parser feeds a builder that enforces the
// depth and node limits as the events arrive, so a hostile file is stopped at its first excess
// instead of after it has been expanded.
#include "game/io/YamlNode.hpp"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <cstdio>
#include <exception>
#include <new>
#include <sstream>

#include "game/io/LoadFailure.hpp"

namespace tileflow {

std::string byteLimitText(std::size_t bytes) {
  if (bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes % (1u << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

namespace {

// True if `text` is well-formed UTF-8 (no stray, overlong or surrogate sequences).
bool wellFormedUtf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    int length = c < 0x80                 ? 1
                 : c >= 0xC2 && c <= 0xDF ? 2
                 : c >= 0xE0 && c <= 0xEF ? 3
                 : c >= 0xF0 && c <= 0xF4 ? 4
                                          : 0;
    if (length == 0 || i + static_cast<std::size_t>(length) > text.size()) return false;
    std::uint32_t cp = length == 1 ? c : c & (0x7Fu >> length);
    for (int k = 1; k < length; ++k) {
      const auto cc = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      if ((cc & 0xC0u) != 0x80u) return false;
      cp = (cp << 6) | (cc & 0x3Fu);
    }
    if ((length == 3 && cp < 0x800) || (length == 4 && cp < 0x10000) || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
      return false;
    i += static_cast<std::size_t>(length);
  }
  return true;
}

// Refuses what yaml-cpp would otherwise accept or silently replace: NUL bytes (binary files),
// malformed UTF-8 and control characters. Columns count bytes, as yaml-cpp's marks do, so both
// kinds of error agree on where a line's characters are.
void checkText(std::string_view text) {
  int line = 1;
  int column = 1;
  std::size_t i = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") i = 3;  // a UTF-8 byte order mark is harmless
  bool lineStart = true;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    // yaml-cpp's own message for a tab in indentation ("illegal block entry") hides the cause.
    if (lineStart) {
      std::size_t k = i;
      int tabColumn = 0;
      for (int col = 1; k < text.size() && (text[k] == ' ' || text[k] == '\t'); ++k, ++col) {
        if (text[k] == '\t' && tabColumn == 0) tabColumn = col;
      }
      const bool content = k < text.size() && text[k] != '\n' && text[k] != '\r' && text[k] != '#';
      if (tabColumn != 0 && content)
        throw LoadFailure(line, tabColumn, "tab in indentation (YAML indents with spaces only)");
      lineStart = false;
    }
    if (c == 0) throw LoadFailure(line, column, "NUL byte: this is not a text file");
    if (c == '\n') {
      ++line;
      column = 1;
      ++i;
      lineStart = true;
      continue;
    }
    if (c < 0x80) {
      if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7F) {
        char hex[8];
        std::snprintf(hex, sizeof hex, "%02X", c);
        throw LoadFailure(line, column, std::string("control character U+00") + hex + " is not allowed");
      }
      ++column;
      ++i;
      continue;
    }
    int length = 0;
    std::uint32_t cp = 0;
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
      cp = c & 0x1Fu;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
      cp = c & 0x0Fu;
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
      cp = c & 0x07u;
    } else {
      throw LoadFailure(line, column, "invalid UTF-8: this is not a text file");
    }
    if (i + static_cast<std::size_t>(length) > text.size())
      throw LoadFailure(line, column, "invalid UTF-8: this is not a text file");
    for (int k = 1; k < length; ++k) {
      const auto cc = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      if ((cc & 0xC0u) != 0x80u) throw LoadFailure(line, column, "invalid UTF-8: this is not a text file");
      cp = (cp << 6) | (cc & 0x3Fu);
    }
    const bool overlong = (length == 3 && cp < 0x800) || (length == 4 && cp < 0x10000);
    if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      throw LoadFailure(line, column, "invalid UTF-8: this is not a text file");
    }
    i += static_cast<std::size_t>(length);
    column += length;
  }
}

int lineOf(const YAML::Mark& m) { return m.is_null() || m.line < 0 ? 1 : m.line + 1; }
int columnOf(const YAML::Mark& m) { return m.is_null() || m.column < 0 ? 1 : m.column + 1; }

// Builds the tree from parser events. Open collections sit on a stack of pointers; a pointer
// stays valid because only the innermost open collection ever grows.
class TreeBuilder : public YAML::EventHandler {
 public:
  explicit TreeBuilder(const YamlLimits& limits) : limits_(limits) {}

  YamlNode root;
  bool documentSeen = false;
  int documentLine = 1;
  int documentColumn = 1;

  void OnDocumentStart(const YAML::Mark& mark) override {
    documentSeen = true;
    documentLine = lineOf(mark);
    documentColumn = columnOf(mark);
  }
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    refuseAnchor(mark, anchor);
    add(mark, YamlNode::Kind::Null);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
    throw LoadFailure(lineOf(mark), columnOf(mark), "aliases (*name) are not allowed");
  }
  void OnAnchor(const YAML::Mark& mark, const std::string&) override {
    throw LoadFailure(lineOf(mark), columnOf(mark), "anchors (&name) are not allowed");
  }
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override {
    refuseAnchor(mark, anchor);
    refuseTag(mark, tag);
    // The file itself is checked UTF-8, but yaml-cpp turns the escapes \N and \_ into single
    // bytes that are not: such text would be stored and written back broken.
    if (!wellFormedUtf8(value)) {
      throw LoadFailure(lineOf(mark), columnOf(mark),
                        "this text's escapes give invalid UTF-8 (write the character itself instead of \\N or \\_)");
    }
    YamlNode& node = add(mark, YamlNode::Kind::Scalar);
    node.value = value;
    node.quoted = tag == "!";
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(mark, tag, anchor, YamlNode::Kind::Sequence);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(mark, tag, anchor, YamlNode::Kind::Map);
  }
  void OnMapEnd() override { close(); }

 private:
  static void refuseAnchor(const YAML::Mark& mark, YAML::anchor_t anchor) {
    if (anchor != YAML::NullAnchor) throw LoadFailure(lineOf(mark), columnOf(mark), "anchors (&name) are not allowed");
  }
  static void refuseTag(const YAML::Mark& mark, const std::string& tag) {
    if (!tag.empty() && tag != "?" && tag != "!")
      throw LoadFailure(lineOf(mark), columnOf(mark), "tags (!name) are not allowed");
  }

  YamlNode& add(const YAML::Mark& mark, YamlNode::Kind kind) {
    if (++nodes_ > limits_.maxNodes) {
      throw LoadFailure(lineOf(mark), columnOf(mark),
                        "too many values (the limit is " + std::to_string(limits_.maxNodes) + ")");
    }
    YamlNode* target = nullptr;
    if (stack_.empty()) {
      target = &root;
    } else {
      stack_.back()->items.emplace_back();
      target = &stack_.back()->items.back();
    }
    target->kind = kind;
    target->line = lineOf(mark);
    target->column = columnOf(mark);
    return *target;
  }

  void open(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor, YamlNode::Kind kind) {
    refuseAnchor(mark, anchor);
    refuseTag(mark, tag);
    if (static_cast<int>(stack_.size()) >= limits_.maxDepth) {
      throw LoadFailure(lineOf(mark), columnOf(mark),
                        "nesting is deeper than " + std::to_string(limits_.maxDepth) + " levels");
    }
    stack_.push_back(&add(mark, kind));
  }
  void close() {
    if (!stack_.empty()) stack_.pop_back();
  }

  const YamlLimits& limits_;
  std::vector<YamlNode*> stack_;
  std::size_t nodes_ = 0;
};

// A second document is a mistake in a data file, so it is found and refused rather than ignored.
class DocumentSpotter : public YAML::EventHandler {
 public:
  bool seen = false;
  int line = 1;
  int column = 1;
  void OnDocumentStart(const YAML::Mark& mark) override {
    if (!seen) {
      seen = true;
      line = lineOf(mark);
      column = columnOf(mark);
    }
    throw Stop{};
  }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}
  struct Stop {};
};

}  // namespace

Loaded<YamlNode> readYaml(std::string_view text, const std::string& fileName, const YamlLimits& limits) {
  auto error = [&](int line, int column, const std::string& message) {
    return Loaded<YamlNode>(LoadError{fileName, line, column, message});
  };
  try {
    if (text.size() > limits.maxBytes)
      return error(1, 1, "file is larger than the limit of " + byteLimitText(limits.maxBytes));
    checkText(text);
    std::istringstream in{std::string(text)};
    YAML::Parser parser(in);
    TreeBuilder builder(limits);
    const bool any = parser.HandleNextDocument(builder);
    if (!any || !builder.documentSeen) return error(1, 1, "file is empty");
    DocumentSpotter spotter;
    try {
      parser.HandleNextDocument(spotter);
    } catch (const DocumentSpotter::Stop&) {
    }
    if (spotter.seen) return error(spotter.line, spotter.column, "only one YAML document is allowed per file");
    return std::move(builder.root);
  } catch (const LoadFailure& f) {
    return error(f.line(), f.column(), f.what());
  } catch (const YAML::ParserException& e) {
    return error(lineOf(e.mark), columnOf(e.mark), e.msg);
  } catch (const YAML::Exception& e) {
    return error(lineOf(e.mark), columnOf(e.mark), e.msg);
  } catch (const std::bad_alloc&) {
    return error(1, 1, "out of memory while reading the file");
  } catch (const std::exception& e) {
    return error(1, 1, e.what());
  }
}

}  // namespace tileflow
