// LinkProgress: how far the landmarks of a Link level are joined, kind by kind, for the status
// line and the lit badges. Read from the Networks' incremental counters and the landmark cells
// alone, never from a look at every cell; LinkTracker keeps it for a board's revision.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/model/Board.hpp"
#include "game/model/Networks.hpp"

namespace tileflow {

struct LinkKindProgress {
  int kind = 0;       // 1..MaxLandmarkKinds
  int landmarks = 0;  // landmarks of the kind on the board
  int joined = 0;     // the most of them that share one network (0 while no two do)
  bool done = false;  // all of them in one network that holds no other kind
};

struct LinkProgress {
  std::vector<LinkKindProgress> kinds;  // the kinds the board has, in kind order
  int mixedNetworks = 0;                // networks joining landmarks of two kinds or more
  int mixedCell = -1;                   // a landmark on such a network (-1 when none)
  std::uint8_t mixedKinds = 0;          // the kinds that network holds, bit k - 1 for kind k
  bool allDone() const;
};

// The cells that carry a landmark, in cell order (one look at the board, made when it is new).
std::vector<int> landmarkCells(const Board& board);

// The progress of `board`, whose networks are `networks`, with `cells` its landmark cells.
LinkProgress linkProgress(const Board& board, const Networks& networks, const std::vector<int>& cells);

// Whether the badges of `kind` light up: all its landmarks in one network holding no other kind.
bool kindJoined(const Networks& networks, int cell, int kind);

// The status line's text: a mixed network first ("A road joins a town and a station"), else
// what is left per kind ("Towns 2/3 joined · Stations done"; past three kinds to join "+2 more",
// and the kinds done only counted: "2 done"); empty when every kind is done. `compact` leaves
// out "joined" ("Towns 2/3 · Stations done") for a narrow line.
std::string linkStatusText(const LinkProgress& progress, const Board& board, bool compact = false);

// "Towns", "Harbours", "Igloo camps": the plural of a landmark's name, for the status line.
std::string pluralOf(std::string_view name);

// Portal pairs numbered 1, 2, ... in the order of their first cell: the number of each portal
// cell's pair, 0 for every other cell. Both ends of a pair show its number.
std::vector<int> portalLabels(const Board& board);

// Keeps a board's LinkProgress and its text, made again only when the board's revision changed
// (the landmark cells only when the board is another or its landmarks changed).
class LinkTracker {
 public:
  const LinkProgress& update(const Board& board, const Networks& networks);
  const LinkProgress& progress() const { return progress_; }
  const std::string& text() const { return text_; }
  const std::string& shortText() const { return shortText_; }

 private:
  bool valid_ = false;
  std::uint64_t id_ = 0;
  std::uint64_t count_ = 0;
  int landmarkCount_ = -1;
  std::vector<int> cells_;
  LinkProgress progress_;
  std::string text_;
  std::string shortText_;
};

}  // namespace tileflow
