// SoundDevice: SDL's audio callback feeding a SoundMixer, paused while quiet.
#include "engine/platform/SoundDevice.hpp"

#include <chrono>
#include <cstring>
#include <utility>

namespace tileflow {

namespace {

// Short effects want little delay: 512 frames is about 12 to 23 ms at the usual rates.
constexpr Uint16 BufferFrames = 512;
constexpr int PreferredRate = 22050;  // the rate the game's sounds are made at
constexpr auto WatchEvery = std::chrono::milliseconds(50);

// A WAV file as 16-bit mono at `rate`, or nothing (missing, unreadable, not a format SDL knows).
std::vector<std::int16_t> loadClip(const std::filesystem::path& file, int rate) {
  SDL_AudioSpec spec;
  Uint8* data = nullptr;
  Uint32 length = 0;
  if (SDL_LoadWAV(file.string().c_str(), &spec, &data, &length) == nullptr) return {};
  std::vector<std::int16_t> samples;
  SDL_AudioCVT cvt;
  const int built = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1, rate);
  if (built == 0) {
    samples.resize(length / sizeof(std::int16_t));
    std::memcpy(samples.data(), data, samples.size() * sizeof(std::int16_t));
  } else if (built > 0) {
    std::vector<Uint8> buffer(static_cast<std::size_t>(length) * static_cast<std::size_t>(cvt.len_mult));
    std::memcpy(buffer.data(), data, length);
    cvt.buf = buffer.data();
    cvt.len = static_cast<int>(length);
    if (SDL_ConvertAudio(&cvt) == 0) {
      samples.resize(static_cast<std::size_t>(cvt.len_cvt) / sizeof(std::int16_t));
      std::memcpy(samples.data(), buffer.data(), samples.size() * sizeof(std::int16_t));
    }
  }
  SDL_FreeWAV(data);
  return samples;
}

}  // namespace

SoundDevice::SoundDevice(const std::vector<std::filesystem::path>& files) {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    problem_ = std::string("no audio: ") + SDL_GetError();
    return;
  }
  subsystem_ = true;
  SDL_AudioSpec want;
  SDL_zero(want);
  want.freq = PreferredRate;
  want.format = AUDIO_S16SYS;
  want.channels = 1;
  want.samples = BufferFrames;
  want.callback = &SoundDevice::fill;
  want.userdata = this;
  SDL_AudioSpec have;
  SDL_zero(have);
  // The rate and channels the hardware likes are taken as they are (the clips are converted to
  // them once, below), so SDL has no stream to convert while playing; the format stays 16-bit.
  device_ = SDL_OpenAudioDevice(
      nullptr, 0, &want, &have,
      SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_CHANNELS_CHANGE | SDL_AUDIO_ALLOW_SAMPLES_CHANGE);
  if (device_ == 0) {
    problem_ = std::string("no audio device: ") + SDL_GetError();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    subsystem_ = false;
    return;
  }
  channels_ = have.channels;
  // The device is still paused, so its callback cannot be in the mixer yet.
  for (const std::filesystem::path& file : files) {
    std::vector<std::int16_t> clip = loadClip(file, have.freq);
    if (!clip.empty()) ++loaded_;
    mixer_.addClip(std::move(clip));
  }
  if (loaded_ == 0) {
    problem_ = files.empty() ? "no sounds to play"
                             : "no sound files could be read (" + files.front().parent_path().string() + ")";
    SDL_CloseAudioDevice(device_);
    device_ = 0;
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    subsystem_ = false;
    return;
  }
  watcher_ = std::jthread([this](std::stop_token stop) { watch(std::move(stop)); });
}

SoundDevice::~SoundDevice() {
  if (watcher_.joinable()) {
    watcher_.request_stop();
    watcher_.join();
  }
  if (device_ != 0) SDL_CloseAudioDevice(device_);
  if (subsystem_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void SoundDevice::fill(void* self, Uint8* stream, int length) {
  // Called on SDL's audio thread with the device's lock held.
  auto* device = static_cast<SoundDevice*>(self);
  const std::size_t frames = static_cast<std::size_t>(length) / (sizeof(std::int16_t) * device->channels_);
  device->mixer_.mix(reinterpret_cast<std::int16_t*>(stream), frames, device->channels_);
}

void SoundDevice::start(int id, int volumePercent, bool asCue) {
  if (device_ == 0) return;
  SDL_LockAudioDevice(device_);
  const bool started = asCue ? mixer_.cue(id, volumePercent) : mixer_.play(id, volumePercent);
  if (started) SDL_PauseAudioDevice(device_, 0);
  SDL_UnlockAudioDevice(device_);
  if (!started) return;
  {
    const std::lock_guard<std::mutex> lock(watchMutex_);
    sounding_ = true;
  }
  wake_.notify_one();
}

void SoundDevice::play(int id, int volumePercent) { start(id, volumePercent, false); }

void SoundDevice::cue(int id, int volumePercent) { start(id, volumePercent, true); }

int SoundDevice::voices() const {
  if (device_ == 0) return 0;
  SDL_LockAudioDevice(device_);
  const int n = mixer_.voices();
  SDL_UnlockAudioDevice(device_);
  return n;
}

bool SoundDevice::paused() const { return device_ == 0 || SDL_GetAudioDeviceStatus(device_) != SDL_AUDIO_PLAYING; }

void SoundDevice::watch(std::stop_token stop) {
  std::unique_lock<std::mutex> lock(watchMutex_);
  while (!stop.stop_requested()) {
    // Asleep, with no CPU, until something plays.
    if (!wake_.wait(lock, stop, [this] { return sounding_; })) return;
    // Then a look every few milliseconds until the voices have ended.
    if (wake_.wait_for(lock, stop, WatchEvery, [] { return false; }) || stop.stop_requested()) return;
    SDL_LockAudioDevice(device_);
    const bool quiet = mixer_.idle();
    // Under the lock, so a play() cannot slip in between the look and the pause.
    if (quiet) SDL_PauseAudioDevice(device_, 1);
    SDL_UnlockAudioDevice(device_);
    if (quiet) sounding_ = false;
  }
}

}  // namespace tileflow
