// SoundMixer: mixes short clips (mono, 16-bit) into an output buffer, several voices at once, with
// a volume and a mute, without SDL. The platform's audio callback calls mix(); the frame loop
// calls play(). It is not thread-safe by itself: the caller keeps the two apart (the SDL layer
// holds the audio device's lock around each call, which mix() never keeps for long).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tileflow {

class SoundMixer {
 public:
  // Voices sounding at once; a new sound past the cap replaces the oldest one.
  static constexpr int MaxVoices = 8;
  // Voices of one clip at once: a clip started again and again (fast turns) restarts its oldest
  // voice instead of stacking up, so the sum stays bounded and nothing piles up.
  static constexpr int MaxVoicesPerClip = 2;

  // Adds a clip and returns its id (0, 1, ...). An empty clip gets an id but never sounds.
  int addClip(std::vector<std::int16_t> samples);
  int clipCount() const { return static_cast<int>(clips_.size()); }
  // Samples of clip `id` (empty for an unknown id).
  std::size_t clipLength(int id) const;

  // The effects volume, 0..100 (clamped); it scales every voice as it is mixed, so a change is
  // heard at once. Linear in amplitude: 50 is about -6 dB.
  void setVolume(int percent);
  int volume() const { return volume_; }
  // Muting stops every voice and refuses new ones until unmuted.
  void setMuted(bool muted);
  bool muted() const { return muted_; }

  // Starts clip `id` at `gainPercent` (0..100) of the volume. Returns false, starting nothing,
  // when muted, at volume or gain 0, or for an unknown or empty clip. The same clip started
  // again before the next mix() does not start twice: it is already starting.
  bool play(int id, int gainPercent = 100);
  // A secondary sound (a button's click): as play(), but dropped when another sound was started
  // since the last mix(), so a button whose action makes its own sound is heard once.
  bool cue(int id, int gainPercent = 100);
  void stopAll() { voiceCount_ = 0; }

  // Writes the next `frames` frames of `channels` interleaved samples each (every channel the
  // same: the clips are mono) over `out`. Sums voices in 32 bits and clips to 16; voices that
  // reach their clip's end are dropped. With no voices, writes silence.
  void mix(std::int16_t* out, std::size_t frames, int channels);

  int voices() const { return voiceCount_; }
  bool idle() const { return voiceCount_ == 0; }
  // Voices of clip `id` sounding now.
  int voicesOf(int id) const;

 private:
  struct Voice {
    int clip = 0;
    std::size_t position = 0;  // next sample of the clip
    int gain = 100;            // percent
    std::uint64_t order = 0;   // when it started: lower is older
  };
  // The voice to give a new sound: a free one, else the oldest of the same clip past its cap,
  // else the oldest of all.
  Voice& voiceFor(int id);

  std::vector<std::vector<std::int16_t>> clips_;
  std::array<Voice, MaxVoices> voices_{};
  int voiceCount_ = 0;
  std::uint64_t started_ = 0;
  bool startedSinceMix_ = false;
  int volume_ = 100;
  bool muted_ = false;
};

}  // namespace tileflow
