// TestScale: lets the longest property tests run fewer seeds or boards in builds where every step
// costs many times its native price: with a sanitizer (AddressSanitizer, UndefinedBehaviorSanitizer
// with it, or ThreadSanitizer), or under an emulator (a cross build's tests under qemu, built with
// TILEFLOW_TEST_EMULATED). Each scaled test still reaches every shape, rule and variant it covers
// natively; only the count of random cases per variant shrinks. The native build runs the full
// counts.
#pragma once

namespace tileflow::test {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

#if defined(TILEFLOW_TEST_EMULATED)
inline constexpr bool kEmulated = true;
#else
inline constexpr bool kEmulated = false;
#endif

// Every step costs many times its native price here.
inline constexpr bool kCostly = kSanitized || kEmulated;

// The count of random cases to run: fullCount natively, a quarter of it (at least 1) in a costly
// build.
constexpr int scaled(int fullCount) {
  if (!kCostly) return fullCount;
  const int quarter = fullCount / 4;
  return quarter < 1 ? 1 : quarter;
}

}  // namespace tileflow::test
