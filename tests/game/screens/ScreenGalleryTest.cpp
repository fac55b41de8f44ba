// ScreenGallery: every screen class in the source tree has a scene, so layout-check and the
// navigation checks cannot miss a screen added later; and every scene opens.
#include "game/screens/ScreenGallery.hpp"

#include <cxxabi.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace {

// Class names declared as `class X : public Screen` (or `final`) anywhere under game/.
std::set<std::string> screenClassesInSources() {
  std::set<std::string> out;
  const std::regex declaration(R"(class\s+(\w+)\s*(?:final\s*)?:\s*public\s+Screen\b)");
  for (const auto& entry : std::filesystem::recursive_directory_iterator(test::sourcePath("game"))) {
    if (entry.path().extension() != ".hpp") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    for (std::sregex_iterator it(s.begin(), s.end(), declaration), end; it != end; ++it) out.insert((*it)[1].str());
  }
  return out;
}

std::string className(const Screen& screen) {
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> name(abi::__cxa_demangle(typeid(screen).name(), nullptr, nullptr, &status),
                                              std::free);
  std::string s = status == 0 && name ? name.get() : typeid(screen).name();
  const auto colon = s.rfind("::");
  return colon == std::string::npos ? s : s.substr(colon + 2);
}

TEST(ScreenGalleryTest, EveryScreenClassHasAScene) {
  test::ensureHeadlessSdl();
  const std::set<std::string> declared = screenClassesInSources();
  // The scan itself must see the screens it is meant to guard.
  ASSERT_TRUE(declared.count("PlayScreen") == 1 && declared.count("TitleScreen") == 1);
  SceneInputs inputs;
  inputs.level = makeSampleLevel(test::uiTestCatalog(), 5, 5, 3);
  std::set<std::string> shown;
  for (const GalleryScene& scene : screenGallery()) {
    ScreenHarness harness(640, 480, &test::uiTestCatalog());
    scene.open(harness, inputs);
    ASSERT_NE(harness.stack().top(), nullptr) << scene.name;
    shown.insert(className(*harness.stack().top()));
  }
  for (const std::string& name : declared)
    EXPECT_EQ(shown.count(name), 1u) << name << " has no scene in game/screens/ScreenGallery.cpp";
}

TEST(ScreenGalleryTest, NamesAreUniqueAndFound) {
  std::set<std::string> names;
  for (const GalleryScene& scene : screenGallery()) {
    EXPECT_TRUE(names.insert(scene.name).second) << scene.name;
    EXPECT_EQ(findScene(scene.name), &scene);
  }
  EXPECT_EQ(findScene("no-such-screen"), nullptr);
}

}  // namespace
}  // namespace tileflow
