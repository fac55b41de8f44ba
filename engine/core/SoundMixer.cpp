// SoundMixer: a fixed set of voices summed in 32 bits and clipped to 16.
#include "engine/core/SoundMixer.hpp"

#include <algorithm>
#include <limits>
#include <utility>

namespace tileflow {

int SoundMixer::addClip(std::vector<std::int16_t> samples) {
  clips_.push_back(std::move(samples));
  return static_cast<int>(clips_.size()) - 1;
}

std::size_t SoundMixer::clipLength(int id) const {
  return id >= 0 && id < clipCount() ? clips_[static_cast<std::size_t>(id)].size() : 0;
}

void SoundMixer::setVolume(int percent) { volume_ = std::clamp(percent, 0, 100); }

void SoundMixer::setMuted(bool muted) {
  muted_ = muted;
  if (muted_) stopAll();
}

int SoundMixer::voicesOf(int id) const {
  int n = 0;
  for (int i = 0; i < voiceCount_; ++i)
    if (voices_[static_cast<std::size_t>(i)].clip == id) ++n;
  return n;
}

SoundMixer::Voice& SoundMixer::voiceFor(int id) {
  auto oldest = [this](auto&& which) -> Voice* {
    Voice* found = nullptr;
    for (int i = 0; i < voiceCount_; ++i) {
      Voice& v = voices_[static_cast<std::size_t>(i)];
      if (which(v) && (found == nullptr || v.order < found->order)) found = &v;
    }
    return found;
  };
  if (voicesOf(id) >= MaxVoicesPerClip) return *oldest([id](const Voice& v) { return v.clip == id; });
  if (voiceCount_ < MaxVoices) return voices_[static_cast<std::size_t>(voiceCount_++)];
  return *oldest([](const Voice&) { return true; });
}

bool SoundMixer::play(int id, int gainPercent) {
  const int gain = std::clamp(gainPercent, 0, 100);
  if (muted_ || volume_ == 0 || gain == 0 || clipLength(id) == 0) return false;
  // Already starting (asked twice within one frame): once is enough, at the louder gain.
  for (int i = 0; i < voiceCount_; ++i) {
    Voice& v = voices_[static_cast<std::size_t>(i)];
    if (v.clip == id && v.position == 0) {
      v.gain = std::max(v.gain, gain);
      startedSinceMix_ = true;
      return true;
    }
  }
  Voice& v = voiceFor(id);
  v = Voice{id, 0, gain, ++started_};
  startedSinceMix_ = true;
  return true;
}

bool SoundMixer::cue(int id, int gainPercent) {
  if (startedSinceMix_) return false;
  return play(id, gainPercent);
}

void SoundMixer::mix(std::int16_t* out, std::size_t frames, int channels) {
  const std::size_t width = static_cast<std::size_t>(std::max(1, channels));
  startedSinceMix_ = false;
  if (voiceCount_ == 0) {
    std::fill(out, out + frames * width, std::int16_t{0});
    return;
  }
  constexpr std::int64_t Unity = 100 * 100;  // gain percent times volume percent
  for (std::size_t f = 0; f < frames; ++f) {
    std::int64_t sum = 0;
    for (int i = 0; i < voiceCount_; ++i) {
      Voice& v = voices_[static_cast<std::size_t>(i)];
      const std::vector<std::int16_t>& clip = clips_[static_cast<std::size_t>(v.clip)];
      if (v.position < clip.size()) sum += std::int64_t{clip[v.position++]} * v.gain;
    }
    const std::int64_t scaled = sum * volume_ / Unity;
    const auto sample = static_cast<std::int16_t>(std::clamp<std::int64_t>(
        scaled, std::numeric_limits<std::int16_t>::min(), std::numeric_limits<std::int16_t>::max()));
    std::fill(out + f * width, out + (f + 1) * width, sample);
  }
  // Voices that ran out leave; the last voice fills the hole, order does not matter here.
  for (int i = 0; i < voiceCount_;) {
    Voice& v = voices_[static_cast<std::size_t>(i)];
    if (v.position >= clips_[static_cast<std::size_t>(v.clip)].size()) {
      v = voices_[static_cast<std::size_t>(--voiceCount_)];
    } else {
      ++i;
    }
  }
}

}  // namespace tileflow
