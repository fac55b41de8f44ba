// ScreenGallery: every screen class in the source tree has a scene, so layout-check and the
// navigation checks cannot miss a screen added later; and every scene opens.
#include "game/screens/ScreenGallery.hpp"

#include <cxxabi.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <typeinfo>

#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace screen_gallery_test {
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
  const std::type_info& type = typeid(screen);
  const std::string mangled = type.name();
  int status = 0;
  char* demangled = abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status);
  std::string s = status == 0 && demangled != nullptr ? std::string(demangled) : mangled;
  std::free(demangled);
  const auto colon = s.rfind("::");
  return colon == std::string::npos ? s : s.substr(colon + 2);
}

TEST(ScreenGalleryTest, EveryScreenClassHasAScene) {
  test::ensureHeadlessSdl();
  const std::set<std::string> declared = screenClassesInSources();
  // The scan itself must see the screens it is meant to guard.
  ASSERT_TRUE(declared.count("PlayScreen") == 1 && declared.count("TitleScreen") == 1);
  SceneInputs inputs;
  inputs.level = makeSampleLevel(test::shippedCatalog(), 5, 5, 3);
  std::set<std::string> shown;
  for (const GalleryScene& scene : screenGallery()) {
    // The shipped catalog: the campaign screens need its packs.
    ScreenHarness harness(640, 480, &test::shippedCatalog());
    scene.open(harness, inputs);
    const Screen* top = harness.stack().top();
    if (top == nullptr) {
      ADD_FAILURE() << scene.name << " opens no screen";
      continue;
    }
    shown.insert(className(*top));
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
}  // namespace screen_gallery_test
}  // namespace tileflow
