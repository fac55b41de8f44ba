// ScreenName: demangles the dynamic type's name.
#include "engine/ui/ScreenName.hpp"

#include <cxxabi.h>

#include <cstdlib>
#include <memory>
#include <typeinfo>

namespace tileflow {

std::string screenName(const Screen* screen) {
  if (screen == nullptr) return "none";
  const char* mangled = typeid(*screen).name();
  int status = 0;
  std::unique_ptr<char, decltype(&std::free)> plain(abi::__cxa_demangle(mangled, nullptr, nullptr, &status),
                                                    &std::free);
  std::string name = status == 0 && plain ? plain.get() : mangled;
  if (const auto colons = name.rfind("::"); colons != std::string::npos) name.erase(0, colons + 2);
  return name;
}

}  // namespace tileflow
