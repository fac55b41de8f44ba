// SoundMixer: voices sum and clip, follow the volume and the mute, end with their clips, and stay
// bounded however often a sound is started.
#include "engine/core/SoundMixer.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

namespace tileflow {
namespace sound_mixer_test {
namespace {

std::vector<std::int16_t> constant(std::size_t n, std::int16_t value) { return std::vector<std::int16_t>(n, value); }

std::vector<std::int16_t> mixed(SoundMixer& mixer, std::size_t frames, int channels = 1) {
  std::vector<std::int16_t> out(frames * static_cast<std::size_t>(channels), 12345);  // garbage to overwrite
  mixer.mix(out.data(), frames, channels);
  return out;
}

TEST(SoundMixerTest, NothingPlayingMixesSilenceOverWhatWasThere) {
  SoundMixer mixer;
  EXPECT_TRUE(mixer.idle());
  for (std::int16_t s : mixed(mixer, 64, 2)) EXPECT_EQ(0, s);
}

TEST(SoundMixerTest, OneVoicePlaysItsClipSampleForSampleAtFullVolume) {
  SoundMixer mixer;
  const int id = mixer.addClip({100, -200, 300, -400});
  EXPECT_TRUE(mixer.play(id));
  EXPECT_EQ((std::vector<std::int16_t>{100, -200, 300, -400, 0, 0}), mixed(mixer, 6));
}

TEST(SoundMixerTest, OverlappingVoicesAddUp) {
  SoundMixer mixer;
  const int a = mixer.addClip(constant(4, 1000));
  const int b = mixer.addClip({10, 20});
  mixer.play(a);
  mixer.play(b);
  EXPECT_EQ(2, mixer.voices());
  EXPECT_EQ((std::vector<std::int16_t>{1010, 1020, 1000, 1000}), mixed(mixer, 4));
}

TEST(SoundMixerTest, ALoudSumClipsInsteadOfWrappingAround) {
  SoundMixer mixer;
  const int up = mixer.addClip(constant(4, 30000));
  const int down = mixer.addClip(constant(4, -30000));
  const int up2 = mixer.addClip(constant(4, 30000));
  mixer.play(up);
  mixer.play(up2);
  for (std::int16_t s : mixed(mixer, 2)) EXPECT_EQ(32767, s);
  mixer.stopAll();
  mixer.play(down);
  mixer.play(mixer.addClip(constant(4, -30000)));
  for (std::int16_t s : mixed(mixer, 2)) EXPECT_EQ(-32768, s);
}

TEST(SoundMixerTest, VolumeScalesEveryVoiceFromSilenceToFull) {
  for (int volume = 0; volume <= 100; volume += 10) {
    SoundMixer mixer;
    const int id = mixer.addClip(constant(8, 10000));
    mixer.setVolume(volume);
    // At volume 0 nothing is even started: an idle mixer lets the device rest.
    EXPECT_EQ(volume > 0, mixer.play(id)) << volume;
    EXPECT_EQ(std::vector<std::int16_t>(2, static_cast<std::int16_t>(100 * volume)), mixed(mixer, 2)) << volume;
  }
}

TEST(SoundMixerTest, VolumeIsClampedToItsRange) {
  SoundMixer mixer;
  mixer.setVolume(250);
  EXPECT_EQ(100, mixer.volume());
  mixer.setVolume(-5);
  EXPECT_EQ(0, mixer.volume());
}

TEST(SoundMixerTest, AVolumeChangeIsHeardByAVoiceAlreadyPlaying) {
  SoundMixer mixer;
  const int id = mixer.addClip(constant(8, 10000));
  mixer.play(id);
  EXPECT_EQ(10000, mixed(mixer, 1)[0]);
  mixer.setVolume(50);
  EXPECT_EQ(5000, mixed(mixer, 1)[0]);
}

TEST(SoundMixerTest, AVoicesGainScalesOnlyThatVoice) {
  SoundMixer mixer;
  const int a = mixer.addClip(constant(2, 10000));
  const int b = mixer.addClip(constant(2, 1000));
  mixer.setVolume(50);
  mixer.play(a, 40);
  mixer.play(b);
  EXPECT_EQ(2000 + 500, mixed(mixer, 1)[0]);
  EXPECT_FALSE(mixer.play(a, 0));
}

TEST(SoundMixerTest, MuteSilencesAtOnceAndRefusesNewSoundsUntilUnmuted) {
  SoundMixer mixer;
  const int id = mixer.addClip(constant(100, 5000));
  mixer.play(id);
  mixer.setMuted(true);
  EXPECT_TRUE(mixer.idle());
  EXPECT_FALSE(mixer.play(id));
  for (std::int16_t s : mixed(mixer, 10)) EXPECT_EQ(0, s);
  mixer.setMuted(false);
  EXPECT_TRUE(mixer.play(id));
  EXPECT_EQ(5000, mixed(mixer, 1)[0]);
}

TEST(SoundMixerTest, VoicesEndWithTheirClipsAcrossBuffers) {
  SoundMixer mixer;
  const int shortClip = mixer.addClip(constant(3, 7));
  const int longClip = mixer.addClip(constant(10, 1));
  mixer.play(shortClip);
  mixer.play(longClip);
  EXPECT_EQ((std::vector<std::int16_t>{8, 8}), mixed(mixer, 2));
  EXPECT_EQ(2, mixer.voices());
  EXPECT_EQ((std::vector<std::int16_t>{8, 1}), mixed(mixer, 2));
  EXPECT_EQ(1, mixer.voices());
  mixed(mixer, 6);
  EXPECT_EQ(0, mixer.voices());
  EXPECT_TRUE(mixer.idle());
}

TEST(SoundMixerTest, MixingInSmallBuffersGivesTheSameSoundAsOneBigOne) {
  std::vector<std::int16_t> clip;
  for (int i = 0; i < 500; ++i) clip.push_back(static_cast<std::int16_t>((i * 37) % 2001 - 1000));
  SoundMixer whole;
  SoundMixer pieces;
  for (SoundMixer* m : {&whole, &pieces}) {
    const int id = m->addClip(clip);
    const int other = m->addClip(constant(123, 300));
    m->play(id);
    m->play(other, 60);
  }
  const std::vector<std::int16_t> once = mixed(whole, 600);
  std::vector<std::int16_t> joined;
  for (std::size_t n : {1u, 7u, 64u, 128u, 400u}) {
    const std::vector<std::int16_t> part = mixed(pieces, n);
    joined.insert(joined.end(), part.begin(), part.end());
  }
  joined.resize(once.size());
  EXPECT_EQ(once, joined);
}

TEST(SoundMixerTest, EveryOutputChannelGetsTheMonoMix) {
  SoundMixer mixer;
  mixer.play(mixer.addClip({5, 6}));
  EXPECT_EQ((std::vector<std::int16_t>{5, 5, 6, 6, 0, 0}), mixed(mixer, 3, 2));
}

TEST(SoundMixerTest, UnknownOrEmptyClipsNeverSound) {
  SoundMixer mixer;
  const int empty = mixer.addClip({});
  EXPECT_FALSE(mixer.play(empty));
  EXPECT_FALSE(mixer.play(7));
  EXPECT_FALSE(mixer.play(-1));
  EXPECT_TRUE(mixer.idle());
  EXPECT_EQ(0u, mixer.clipLength(7));
}

TEST(SoundMixerTest, AClipStartedTwiceBeforeTheNextMixStartsOnce) {
  SoundMixer mixer;
  const int id = mixer.addClip(constant(10, 1000));
  mixer.play(id, 50);
  mixer.play(id, 80);
  EXPECT_EQ(1, mixer.voices());
  EXPECT_EQ(800, mixed(mixer, 1)[0]);  // the louder of the two asks
}

TEST(SoundMixerTest, FastRepeatsOfOneClipRestartTheOldestVoiceInsteadOfPilingUp) {
  SoundMixer mixer;
  const int id = mixer.addClip(constant(1000, 1000));
  for (int i = 0; i < 200; ++i) {
    mixer.play(id);
    EXPECT_LE(mixer.voicesOf(id), SoundMixer::MaxVoicesPerClip);
    const std::vector<std::int16_t> out = mixed(mixer, 3);
    // Never louder than the voices allowed for one clip.
    for (std::int16_t s : out) EXPECT_LE(s, 1000 * SoundMixer::MaxVoicesPerClip);
  }
  EXPECT_EQ(SoundMixer::MaxVoicesPerClip, mixer.voices());
}

TEST(SoundMixerTest, ManyDifferentSoundsAreCappedAndTheNewestAreKept) {
  SoundMixer mixer;
  std::vector<int> ids;
  for (int i = 0; i < SoundMixer::MaxVoices + 4; ++i)
    ids.push_back(mixer.addClip(constant(100, static_cast<std::int16_t>(i + 1))));
  for (int id : ids) {
    EXPECT_TRUE(mixer.play(id));
    EXPECT_LE(mixer.voices(), SoundMixer::MaxVoices);
  }
  EXPECT_EQ(SoundMixer::MaxVoices, mixer.voices());
  // The four started first gave way to the four started last.
  for (int i = 0; i < 4; ++i) EXPECT_EQ(0, mixer.voicesOf(ids[static_cast<std::size_t>(i)])) << i;
  for (int i = 4; i < static_cast<int>(ids.size()); ++i) EXPECT_EQ(1, mixer.voicesOf(ids[static_cast<std::size_t>(i)]));
  int expected = 0;
  for (int i = 4; i < static_cast<int>(ids.size()); ++i) expected += i + 1;
  EXPECT_EQ(expected, mixed(mixer, 1)[0]);
}

TEST(SoundMixerTest, ACueIsDroppedWhenAnotherSoundJustStartedAndPlaysOtherwise) {
  SoundMixer mixer;
  const int click = mixer.addClip(constant(10, 10));
  const int turn = mixer.addClip(constant(10, 1000));
  // A button whose action made its own sound: only that sound.
  mixer.play(turn);
  EXPECT_FALSE(mixer.cue(click));
  EXPECT_EQ(0, mixer.voicesOf(click));
  mixed(mixer, 1);
  // A plain button, with the earlier sound already under way: its click.
  EXPECT_TRUE(mixer.cue(click));
  EXPECT_EQ(1, mixer.voicesOf(click));
}

TEST(SoundMixerTest, RandomUseKeepsEveryBoundAndEndsIdle) {
  SoundMixer mixer;
  std::vector<int> ids;
  for (int i = 0; i < 5; ++i) ids.push_back(mixer.addClip(constant(static_cast<std::size_t>(50 + 40 * i), 20000)));
  std::srand(7);
  for (int step = 0; step < 2000; ++step) {
    const int r = std::rand() % 10;
    if (r < 5) {
      mixer.play(ids[static_cast<std::size_t>(std::rand() % 5)], std::rand() % 101);
    } else if (r == 5) {
      mixer.setVolume(std::rand() % 101);
    } else if (r == 6) {
      mixer.setMuted(std::rand() % 4 == 0);
    } else {
      mixed(mixer, static_cast<std::size_t>(std::rand() % 64), 1 + std::rand() % 2);
    }
    ASSERT_LE(mixer.voices(), SoundMixer::MaxVoices);
    for (int id : ids) ASSERT_LE(mixer.voicesOf(id), SoundMixer::MaxVoicesPerClip);
  }
  mixed(mixer, 1000);
  EXPECT_TRUE(mixer.idle());
}

}  // namespace
}  // namespace sound_mixer_test
}  // namespace tileflow
