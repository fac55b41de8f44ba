#!/usr/bin/env python3
"""make-sounds.py: synthesises the game's sound effects into assets/sounds/*.wav.

The sounds are made here from sines, noise and envelopes, with nothing recorded or downloaded, so
they are the project's own work under its MIT licence. The output is deterministic (fixed seeds,
no timestamps in a WAV header): running the script again gives the same bytes, and the files are
committed so that building needs no Python.

Every sound is mono, 16-bit, 22050 Hz, well under a second, soft at both ends (an attack and a
decay, then a short fade to exact silence, so nothing clicks when a voice starts or ends) and
normalised to a peak of -6 dBFS, leaving room for a few of them to overlap in the mixer.

Usage: scripts/make-sounds.py [OUT_DIR]   (default: assets/sounds beside this script's parent)
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050
PEAK = 10 ** (-6 / 20)  # -6 dBFS
TAU = 2 * math.pi


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def add(into, sound, at_seconds=0.0):
    """Mixes `sound` into `into` from `at_seconds`, growing it as needed."""
    start = int(at_seconds * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v


def envelope(n, attack, decay):
    """A quick rise over `attack` seconds, then an exponential fall with time constant `decay`."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        rise = min(1.0, i / a)
        rise = rise * rise * (3 - 2 * rise)  # smooth step: no corner at the start
        out.append(rise * math.exp(-max(0, i - a) / (decay * RATE)))
    return out


def tone(freq, seconds, attack, decay, partials=((1, 1.0),), glide_to=None):
    """A sine (with optional harmonics) under an attack/decay envelope; `glide_to` sweeps the
    pitch exponentially to that frequency over the sound."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    out = []
    phase = 0.0
    for i in range(n):
        f = freq if glide_to is None else freq * (glide_to / freq) ** (i / n)
        phase += TAU * f / RATE
        v = sum(amp * math.sin(phase * k) for k, amp in partials)
        out.append(v * env[i])
    return out


def noise(rng, seconds, attack, decay):
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    return [rng.uniform(-1, 1) * env[i] for i in range(n)]


def lowpass(samples, cutoff):
    """One-pole low-pass: takes the hiss off noise."""
    k = 1 - math.exp(-TAU * cutoff / RATE)
    y = 0.0
    out = []
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def bandpass_sweep(samples, f_from, f_to, q):
    """A resonant band-pass (state-variable filter) whose centre glides from f_from to f_to: the
    moving resonance over noise is what makes it sound like water rushing."""
    low = band = 0.0
    out = []
    n = len(samples)
    for i, x in enumerate(samples):
        f = f_from * (f_to / f_from) ** (i / max(1, n - 1))
        g = 2 * math.sin(math.pi * f / RATE)
        high = x - low - band / q
        band += g * high
        low += g * band
        out.append(band)
    return out


def finish(samples, fade_seconds=0.006):
    """Fades the last few milliseconds to zero, starts at zero and normalises to PEAK."""
    n = len(samples)
    fade = max(1, int(fade_seconds * RATE))
    for i in range(max(0, n - fade), n):
        t = (n - 1 - i) / fade
        samples[i] *= t * t
    samples[0] = 0.0
    top = max(abs(v) for v in samples) or 1.0
    return [v * PEAK / top for v in samples]


def bell(freq, seconds, decay):
    # A soft bell: the fundamental with a quiet octave and a touch of the twelfth.
    return tone(freq, seconds, 0.004, decay, partials=((1, 1.0), (2, 0.25), (3, 0.06)))


def make_turn():
    # A soft wooden click: a short pitched tick over a puff of darkened noise.
    rng = random.Random(11)
    out = tone(1250, 0.06, 0.0015, 0.012, partials=((1, 1.0), (2.7, 0.2)))
    add(out, [0.5 * v for v in lowpass(noise(rng, 0.03, 0.001, 0.006), 3000)])
    add(out, tone(420, 0.07, 0.002, 0.018), 0.0)
    return finish(out)


def make_lock():
    # Two quick taps, a latch closing: lower and firmer than a turn.
    rng = random.Random(12)
    out = []
    for at, f in ((0.0, 760), (0.045, 1020)):
        tap = tone(f, 0.09, 0.0015, 0.02, partials=((1, 1.0), (2.4, 0.25)))
        add(tap, [0.35 * v for v in lowpass(noise(rng, 0.025, 0.001, 0.005), 2500)])
        add(out, tap, at)
    add(out, silence(0.02), len(out) / RATE)
    return finish(out)


def make_undo():
    # A short downward glide: a step back.
    out = tone(880, 0.16, 0.008, 0.05, partials=((1, 1.0), (2, 0.15)), glide_to=520)
    return finish(out)


def make_network():
    # Two bell notes a fifth apart: a network closes.
    out = bell(659.26, 0.32, 0.09)  # E5
    add(out, [0.9 * v for v in bell(987.77, 0.36, 0.1)], 0.07)  # B5
    return finish(out)


def make_solved():
    # A rising major arpeggio, C E G C, each note ringing into the next.
    out = []
    for i, f in enumerate((523.25, 659.26, 783.99, 1046.5)):
        last = i == 3
        add(out, [(0.8 if last else 1.0) * v for v in bell(f, 0.42 if last else 0.3, 0.12 if last else 0.08)],
            i * 0.075)
    return finish(out)


def make_button():
    # The softest tick: a menu control used.
    out = tone(1900, 0.035, 0.001, 0.007, partials=((1, 1.0), (2, 0.1)))
    return finish(out, 0.004)


def make_flood():
    # A watery swoosh: noise through a rising resonant band, with a few bubbles on top.
    rng = random.Random(17)
    n_seconds = 0.42
    body = noise(rng, n_seconds, 0.06, 0.14)
    out = [1.6 * v for v in bandpass_sweep(body, 380, 1400, 3.0)]
    for k in range(5):
        at = 0.03 + 0.06 * k + rng.uniform(0, 0.02)
        f = rng.uniform(500, 900)
        bubble = tone(f, 0.05, 0.003, 0.012, glide_to=f * 1.8)
        add(out, [0.25 * v for v in bubble], at)
    return finish(out, 0.02)


def make_refused():
    # A low, soft double bump: not allowed, said gently.
    out = []
    for at in (0.0, 0.1):
        add(out, tone(196, 0.09, 0.006, 0.03, partials=((1, 1.0), (2, 0.3), (3, 0.1))), at)
    return finish(out)


SOUNDS = {
    "turn": make_turn,
    "lock": make_lock,
    "undo": make_undo,
    "network": make_network,
    "solved": make_solved,
    "button": make_button,
    "flood": make_flood,
    "refused": make_refused,
}


def write_wav(path, samples):
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in samples)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "assets", "sounds")
    os.makedirs(out_dir, exist_ok=True)
    for name, make in SOUNDS.items():
        samples = make()
        path = os.path.join(out_dir, name + ".wav")
        write_wav(path, samples)
        print(f"{name}.wav: {len(samples) / RATE * 1000:.0f} ms")


if __name__ == "__main__":
    main()
