"""Synthesise the app's four short sound effects and write them to assets/*.ogg.

Run: python3 tools/make_sounds.py   (needs `pip install numpy soundfile`; the game itself
only loads the .ogg files).  Everything is made from noise and sine waves with a fixed
seed, so running it again gives the same sounds.

- card:  a soft papery flick (filtered noise burst), for a card turned or played
- pair:  two quick rising notes, for a pair removed
- trick: a low wooden knock and a swish, for a trick gathered
- win:   a short major arpeggio with a bell-like tail
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import soundfile as sf

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "assets"
rng = np.random.default_rng(20261129)


def t_axis(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def envelope(n: int, attack: float, decay: float) -> np.ndarray:
    t = np.arange(n) / RATE
    env = np.minimum(1.0, t / max(attack, 1e-4)) * np.exp(-t / decay)
    return env


def lowpass(x: np.ndarray, alpha: float) -> np.ndarray:
    y = np.empty_like(x)
    acc = 0.0
    for i, v in enumerate(x):
        acc += alpha * (v - acc)
        y[i] = acc
    return y


def tone(freq: float, seconds: float, decay: float, harmonics=(1.0, 0.35, 0.12)) -> np.ndarray:
    t = t_axis(seconds)
    wave = sum(a * np.sin(2 * np.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
    return wave * envelope(len(t), 0.004, decay)


def card() -> np.ndarray:
    n = int(RATE * 0.09)
    noise = rng.standard_normal(n)
    hiss = noise - lowpass(noise, 0.08)  # keep the high, papery part
    return 0.5 * hiss * envelope(n, 0.002, 0.018)


def pair() -> np.ndarray:
    a = tone(784.0, 0.16, 0.05)  # G5
    b = tone(1046.5, 0.26, 0.08)  # C6
    out = np.zeros(int(RATE * 0.34))
    out[: len(a)] += a
    start = int(RATE * 0.075)
    out[start : start + len(b)] += b
    return 0.32 * out


def trick() -> np.ndarray:
    knock = tone(180.0, 0.12, 0.03, harmonics=(1.0, 0.5, 0.25, 0.1))
    n = int(RATE * 0.22)
    noise = rng.standard_normal(n)
    swish = lowpass(noise, 0.25) * envelope(n, 0.04, 0.05)
    out = np.zeros(n)
    out[: len(knock)] += 0.6 * knock
    out += 0.5 * swish
    return 0.5 * out


def win() -> np.ndarray:
    notes = (523.25, 659.25, 783.99, 1046.5)  # C5 E5 G5 C6
    step = int(RATE * 0.11)
    out = np.zeros(step * len(notes) + int(RATE * 0.7))
    for i, f in enumerate(notes):
        last = i == len(notes) - 1
        note = tone(f, 0.8 if last else 0.3, 0.35 if last else 0.09, harmonics=(1.0, 0.25, 0.2, 0.06))
        out[i * step : i * step + len(note)] += note
    return 0.3 * out


def write(name: str, samples: np.ndarray) -> None:
    peak = np.max(np.abs(samples))
    if peak > 0.95:
        samples = samples * (0.95 / peak)
    fade = min(len(samples), int(RATE * 0.005))
    samples[-fade:] *= np.linspace(1, 0, fade)  # no click at the end
    stereo = np.column_stack([samples, samples]).astype(np.float32)
    path = OUT / f"{name}.ogg"
    sf.write(str(path), stereo, RATE, format="OGG", subtype="VORBIS")
    print(f"{path.relative_to(OUT.parent)}: {path.stat().st_size} bytes, {len(samples) / RATE:.2f} s")


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, make in (("card", card), ("pair", pair), ("trick", trick), ("win", win)):
        write(name, make())


if __name__ == "__main__":
    main()
