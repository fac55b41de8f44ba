// LinkProgress: the Link rule kind by kind, from the landmark cells and the networks' counters.
#include "game/play/LinkProgress.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

#include "engine/core/Translate.hpp"

namespace tileflow {

namespace {

std::uint8_t bitOf(int kind) { return static_cast<std::uint8_t>(1u << (kind - 1)); }

std::string lowerFirst(std::string text) {
  // Names are capitalised for a heading ("Power line"); mid-sentence they are not.
  if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return text;
}

std::string withArticle(const std::string& noun) {
  const bool vowel = !noun.empty() && std::string_view("aeiouAEIOU").find(noun[0]) != std::string_view::npos;
  return (vowel ? "an " : "a ") + noun;
}

// A name from the catalogue (assets/catalog.yaml, whose names scripts/translations.sh puts in the
// translation template under `context`) as it stands mid-sentence: its translation, else in English
// lower case with its article ("a road"). trp gives back `name` itself when no catalogue has it.
std::string nameInSentence(const char* context, const std::string& name) {
  const char* shown = trp(context, name.c_str());
  return shown != name.c_str() ? std::string(shown) : withArticle(lowerFirst(name));
}

// "a town", "a town and a station", "a town, a station and a mine".
std::string listOf(const std::vector<std::string>& items) {
  if (items.size() < 2) return items.empty() ? std::string() : items.front();
  std::string first;
  for (std::size_t k = 0; k + 1 < items.size(); ++k) first += (k > 0 ? ", " : "") + items[k];
  // TRANSLATORS: the last two items of a list ("a town, a station and a mine").
  return formatText(trp("list", "{1} and {2}"), first, items.back());
}

// The flow of a landmark's tile (its first side with flow), mid-sentence: "a road".
std::string flowNameAt(const Board& board, int cell) {
  for (int s = 0; s < board.sides(); ++s) {
    const Signature sig = board.side(cell, s);
    if (hasFlow(sig)) return nameInSentence("flow", board.catalog().flow(flowOf(sig)).name);
  }
  return tr("a line");
}

// The kind's name in the plural, for the status line ("Towns"): its translation, else pluralOf.
std::string kindsName(const Catalog& catalog, int kind) {
  const std::string& name = catalog.landmarkKind(kind).name;
  const char* shown = trp("landmark kind, plural", name.c_str());
  return shown != name.c_str() ? std::string(shown) : pluralOf(name);
}

// The first letter in upper case when it is an ASCII letter ("A road joins ...").
std::string upperFirst(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

}  // namespace

bool LinkProgress::allDone() const {
  return mixedNetworks == 0 &&
         std::all_of(kinds.begin(), kinds.end(), [](const LinkKindProgress& k) { return k.done; });
}

std::vector<int> landmarkCells(const Board& board) {
  std::vector<int> cells;
  if (!board.hasLandmarks()) return cells;
  cells.reserve(static_cast<std::size_t>(board.landmarkCount()));
  for (int i = 0; i < board.cellCount(); ++i)
    if (board.landmark(i) != 0) cells.push_back(i);
  return cells;
}

bool kindJoined(const Networks& networks, int cell, int kind) {
  if (kind < 1 || kind > MaxLandmarkKinds || networks.networksHolding(kind) != 1) return false;
  const int id = networks.networkOfCell(cell);
  return id >= 0 && networks.network(id).kinds == bitOf(kind);
}

LinkProgress linkProgress(const Board& board, const Networks& networks, const std::vector<int>& cells) {
  LinkProgress progress;
  progress.mixedNetworks = networks.mixedNetworks();
  // (kind, network) of every landmark, sorted: runs of one kind, and within them one network.
  std::vector<std::pair<int, int>> held;
  held.reserve(cells.size());
  for (const int cell : cells) {
    const int kind = board.landmark(cell);
    if (kind == 0) continue;
    const int id = networks.networkOfCell(cell);
    held.emplace_back(kind, id);
    if (progress.mixedCell < 0 && id >= 0 && networks.network(id).mixed()) {
      progress.mixedCell = cell;
      progress.mixedKinds = networks.network(id).kinds;
    }
  }
  std::sort(held.begin(), held.end());
  for (std::size_t a = 0; a < held.size();) {
    LinkKindProgress k;
    k.kind = held[a].first;
    int best = 0;
    std::size_t b = a;
    while (b < held.size() && held[b].first == k.kind) {
      std::size_t c = b;
      while (c < held.size() && held[c] == held[b]) ++c;
      // A landmark on no network (a tile without flow) shares it with nothing.
      const int run = held[b].second < 0 ? 1 : static_cast<int>(c - b);
      best = std::max(best, run);
      b = c;
    }
    k.landmarks = static_cast<int>(b - a);
    k.joined = best >= 2 || k.landmarks == 1 ? best : 0;
    const int first = held[a].second;
    k.done = networks.networksHolding(k.kind) == 1 && first >= 0 && networks.network(first).kinds == bitOf(k.kind);
    if (k.done) k.joined = k.landmarks;
    progress.kinds.push_back(k);
    a = b;
  }
  return progress;
}

std::string pluralOf(std::string_view name) {
  std::string text(name);
  if (text.empty()) return text;
  auto endsWith = [&](std::string_view tail) {
    return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
  };
  if (endsWith("s") || endsWith("x") || endsWith("z") || endsWith("ch") || endsWith("sh")) return text + "es";
  if (text.size() >= 2 && text.back() == 'y' &&
      std::string_view("aeiou").find(text[text.size() - 2]) == std::string_view::npos) {
    text.pop_back();
    return text + "ies";
  }
  return text + "s";
}

std::string linkStatusText(const LinkProgress& progress, const Board& board, bool compact) {
  const Catalog& catalog = board.catalog();
  if (progress.mixedCell >= 0) {
    std::vector<std::string> kinds;
    for (int k = 1; k <= MaxLandmarkKinds; ++k)
      if ((progress.mixedKinds >> (k - 1)) & 1)
        kinds.push_back(nameInSentence("landmark kind", catalog.landmarkKind(k).name));
    // TRANSLATORS: the Link status line when one network joins landmarks of two kinds or more: {1}
    // the flow ("a road"), {2} the kinds it joins ("a town and a station").
    return upperFirst(formatText(trp("link", "{1} joins {2}"), flowNameAt(board, progress.mixedCell), listOf(kinds)));
  }
  if (progress.allDone()) return {};
  // The kinds still to join, in kind order (three at most, then how many more), then the kinds
  // done: named while the line is short, else counted.
  std::vector<std::string> parts;
  int left = 0;
  int done = 0;
  for (const LinkKindProgress& k : progress.kinds) {
    if (k.done) {
      ++done;
      continue;
    }
    if (++left > 3) continue;
    // TRANSLATORS: the Link status line, a kind of landmark still to join: {1} the kind ("Towns"),
    // {2} of its {3} landmarks in one network; the second form is for a narrow line.
    parts.push_back(formatText(compact ? trp("link", "{1} {2}/{3}") : trp("link", "{1} {2}/{3} joined"),
                               kindsName(catalog, k.kind), k.joined, k.landmarks));
  }
  // TRANSLATORS: the Link status line: {1} more kinds of landmark still to join.
  if (left > 3) parts.push_back(formatText(trp("link", "+{1} more"), left - 3));
  if (done > 0 && left + done <= 3) {
    for (const LinkKindProgress& k : progress.kinds)
      // TRANSLATORS: the Link status line: a kind of landmark ({1}, "Towns") all joined.
      if (k.done) parts.push_back(formatText(trp("link, a kind", "{1} done"), kindsName(catalog, k.kind)));
  } else if (done > 0) {
    // TRANSLATORS: the Link status line: {1} kinds of landmark all joined.
    parts.push_back(formatText(trp("link, kinds counted", "{1} done"), done));
  }
  std::string text;
  for (const std::string& p : parts) text += (text.empty() ? "" : " \xc2\xb7 ") + p;
  return text;
}

std::vector<int> portalLabels(const Board& board) {
  std::vector<int> labels;
  if (!board.hasPortals()) return labels;
  labels.assign(static_cast<std::size_t>(board.cellCount()), 0);
  int next = 0;
  for (int i = 0; i < board.cellCount(); ++i) {
    const int partner = board.portalPartner(i);
    if (partner > i) {
      ++next;
      labels[static_cast<std::size_t>(i)] = next;
      labels[static_cast<std::size_t>(partner)] = next;
    }
  }
  return labels;
}

const LinkProgress& LinkTracker::update(const Board& board, const Networks& networks) {
  const BoardRevision& revision = board.revision();
  if (valid_ && id_ == revision.id() && count_ == revision.count()) return progress_;
  if (!valid_ || id_ != revision.id() || landmarkCount_ != board.landmarkCount()) {
    cells_ = landmarkCells(board);
    landmarkCount_ = board.landmarkCount();
  }
  valid_ = true;
  id_ = revision.id();
  count_ = revision.count();
  progress_ = linkProgress(board, networks, cells_);
  text_ = linkStatusText(progress_, board);
  shortText_ = linkStatusText(progress_, board, true);
  return progress_;
}

}  // namespace tileflow
