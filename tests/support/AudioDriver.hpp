// AudioDriver: sets SDL_AUDIODRIVER for one test and puts back what was there.
#pragma once

#include <cstdlib>
#include <optional>
#include <string>

namespace tileflow::test {

class AudioDriver {
 public:
  explicit AudioDriver(const char* name) {
    if (const char* was = std::getenv("SDL_AUDIODRIVER")) was_ = was;
    setenv("SDL_AUDIODRIVER", name, 1);
  }
  ~AudioDriver() {
    if (was_) {
      setenv("SDL_AUDIODRIVER", was_->c_str(), 1);
    } else {
      unsetenv("SDL_AUDIODRIVER");
    }
  }
  AudioDriver(const AudioDriver&) = delete;
  AudioDriver& operator=(const AudioDriver&) = delete;

 private:
  std::optional<std::string> was_;
};

}  // namespace tileflow::test
