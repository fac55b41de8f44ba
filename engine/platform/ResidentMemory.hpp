// ResidentMemory: the process's resident set size, for memory checks and soaks.
#pragma once

#include <cstdint>

namespace tileflow {

// Bytes of this process resident in RAM (Linux: /proc/self/statm); -1 where unknown.
std::int64_t residentBytes();

// Seconds of CPU this process has used so far, all its threads, user and system (across an exec
// too); -1 where unknown.
double processCpuSeconds();

// Where resident memory sits, to tell the game's own heap from a driver's memory; -1 where unknown.
struct MemoryBreakdown {
  std::int64_t anonymous = -1;  // private memory: heaps, driver buffers, JIT code
  std::int64_t file = -1;       // mapped files, mostly shared libraries (the GL driver's code)
  std::int64_t shared = -1;     // shared memory, e.g. the X server's images of the window
  std::int64_t heapInUse = -1;  // bytes malloc has handed out and not had back
  std::int64_t heapFree = -1;   // bytes malloc holds free, not given back to the system
};
MemoryBreakdown memoryBreakdown();

// Makes freed pixel buffers go back to the system. glibc raises its mmap threshold after the
// first large free, so later window-sized buffers come from the heap and stay resident after
// they are freed; a fixed threshold keeps every buffer of 128 KiB or more in its own mapping.
// Call once at start-up, before the window exists. Does nothing elsewhere.
void returnFreedPixelsToSystem();
// Gives the system back the free memory at the top of the heaps (all threads' arenas), e.g.
// after a window resize freed the buffers of the old size. Does nothing outside glibc.
void trimFreedMemory();

}  // namespace tileflow
