// InLanguage: a test fixture that speaks a shipped language through the catalogues the build
// compiles (BUILD/locale) and goes back to English after each test, so no other test sees it.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>

#include "engine/core/Translate.hpp"

namespace tileflow::test {

class InLanguage : public ::testing::Test {
 protected:
  // Speaks `code` ("de", or "en" for the source text) until the test ends or speaks another.
  void speak(const char* code) {
    const std::filesystem::path dir = findLocaleDir();
    ASSERT_FALSE(dir.empty()) << "no locale folder: the build makes BUILD/locale";
    ASSERT_TRUE(useLanguages(dir, code)) << code;
  }
  void TearDown() override { useLanguages(findLocaleDir(), "en"); }
};

}  // namespace tileflow::test
