// ResidentMemory: reads the resident set size.
#include "engine/platform/ResidentMemory.hpp"

#include <fstream>

#if defined(__unix__)
#include <unistd.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace tileflow {

std::int64_t residentBytes() {
#if defined(__linux__)
  std::ifstream statm("/proc/self/statm");
  std::int64_t pages = 0;
  std::int64_t resident = 0;
  if (!(statm >> pages >> resident)) return -1;
  return resident * static_cast<std::int64_t>(sysconf(_SC_PAGESIZE));
#else
  return -1;
#endif
}

void returnFreedPixelsToSystem() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}

void trimFreedMemory() {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

}  // namespace tileflow
