// ResidentMemory: reads the resident set size.
#include "engine/platform/ResidentMemory.hpp"

#include <fstream>
#include <string>

#if defined(__unix__)
#include <sys/resource.h>
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

double processCpuSeconds() {
#if defined(__unix__)
  struct rusage usage {};
  if (getrusage(RUSAGE_SELF, &usage) != 0) return -1;
  const auto seconds = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
  };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
#else
  return -1;
#endif
}

MemoryBreakdown memoryBreakdown() {
  MemoryBreakdown m;
#if defined(__linux__)
  std::ifstream status("/proc/self/status");
  std::string key;
  std::int64_t kilobytes = 0;
  std::string unit;
  while (status >> key) {
    if (key != "RssAnon:" && key != "RssFile:" && key != "RssShmem:") {
      status.ignore(1 << 12, '\n');
      continue;
    }
    if (!(status >> kilobytes >> unit)) break;
    (key == "RssAnon:" ? m.anonymous : key == "RssFile:" ? m.file : m.shared) = kilobytes * 1024;
  }
#endif
#if defined(__GLIBC__)
  const struct mallinfo2 info = mallinfo2();
  m.heapInUse = static_cast<std::int64_t>(info.uordblks + info.hblkhd);
  m.heapFree = static_cast<std::int64_t>(info.fordblks);
#endif
  return m;
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
