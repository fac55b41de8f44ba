// UnfinishedFile: levels left part-way (unfinished.yaml under the per-user folder), so a level
// opened again resumes as it was left: each tile's turn and lock, the moves, time and hints, and
// the view (zoom and place). A level is known by its puzzle's fingerprint (puzzleKey), so
// campaign levels, My levels, imports and kept generated levels all resume alike. The newest
// MaxUnfinished are kept.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/play/Unfinished.hpp"

namespace tileflow {

inline constexpr std::size_t MaxUnfinished = 20;

const UnfinishedPlay* findUnfinished(const UnfinishedPlays& all, std::string_view key);
// Puts `play` first, replacing one with its key; the oldest past MaxUnfinished go.
void rememberUnfinished(UnfinishedPlays& all, UnfinishedPlay play);
// True when there was one to take out.
bool forgetUnfinished(UnfinishedPlays& all, std::string_view key);

std::string writeUnfinished(const UnfinishedPlays& all);
// The plays, or where and why the text is not an unfinished-levels file (the guarded YAML reader
// and its limits; cells must be as many as width × height, sides at most 200).
Loaded<UnfinishedPlays> parseUnfinished(std::string_view text, const std::string& fileName);

}  // namespace tileflow
