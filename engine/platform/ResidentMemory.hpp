// ResidentMemory: the process's resident set size, for memory checks and soaks.
#pragma once

#include <cstdint>

namespace tileflow {

// Bytes of this process resident in RAM (Linux: /proc/self/statm); -1 where unknown.
std::int64_t residentBytes();

// Makes freed pixel buffers go back to the system. glibc raises its mmap threshold after the
// first large free, so later window-sized buffers come from the heap and stay resident after
// they are freed; a fixed threshold keeps every buffer of 128 KiB or more in its own mapping.
// Call once at start-up, before the window exists. Does nothing elsewhere.
void returnFreedPixelsToSystem();
// Gives the system back the free memory at the top of the heaps (all threads' arenas), e.g.
// after a window resize freed the buffers of the old size. Does nothing outside glibc.
void trimFreedMemory();

}  // namespace tileflow
