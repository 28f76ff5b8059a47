"""Is every screen drawn at device pixels the same picture as the design screen scaled up?

    SDL_VIDEODRIVER=dummy python3 tools/scale_check.py [OUT_DIR] [--only SIZE,...] [--screens A,B] [--lang en]

For each big window (desktop 1920x1080, a 2x laptop's 2880x1800, a 2x iPad either way up,
2560x1440) the tour of every screen (tools/tour.py) runs twice: once drawing the design
screen and scaling it to the window (``viewport.DEVICE_PIXELS`` off: the old, soft
picture), once drawing at the window's own pixels (on).  The two should differ only in
sharpness.  A constant left in design pixels shows as a *place* where they differ: per
screen this prints the mean difference and the worst 24x24 block of the two pictures
blurred (6x6 means, so crisp and soft edges agree and a moved one does not), and for every
screen over ``--limit`` (default 40) writes OUT_DIR/<size>/<screen>.png: the old picture,
the new one and the difference (amplified) one above the other.  Exit 1 if any is over.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

from game.ui import viewport  # noqa: E402
from tools.tour import open_app, tour  # noqa: E402

SIZES = {"1920x1080": (1920, 1080), "2880x1800": (2880, 1800), "2048x1536": (2048, 1536),
         "1536x2048": (1536, 2048), "2560x1440": (2560, 1440)}
BLOCK = 24
BLUR = 6


def pictures(size: tuple[int, int], lang: str, device: bool, screens: set[str] | None) -> dict:
    viewport.DEVICE_PIXELS = device
    out: dict[str, np.ndarray] = {}
    with tempfile.TemporaryDirectory(prefix="hh-scale-") as data:
        with open_app(Path(data), size, lang) as app:
            try:
                for name in tour(app):
                    if screens and name not in screens:
                        continue
                    app.display.invalidate()
                    app.render()
                    app.display.present()
                    out[name] = pygame.surfarray.array3d(app.display.window).astype(np.int16)
            except Exception as exc:  # a tour step failed: report what was reached
                out["!failed"] = f"{type(exc).__name__}: {exc}"
    return out


def _blurred(a: np.ndarray) -> np.ndarray:
    """The picture as a person sees it from a step back: each pixel the mean of a
    BLUR x BLUR square, so a sharp edge and a soft one look alike, a moved one does not."""
    w, h, _ = a.shape
    bw, bh = w // BLUR, h // BLUR
    return a[: bw * BLUR, : bh * BLUR].reshape(bw, BLUR, bh, BLUR, 3).mean(axis=(1, 3))


def compare(old: np.ndarray, new: np.ndarray) -> tuple[float, float, np.ndarray]:
    """(mean difference, worst block of the blurred difference, the difference image)."""
    diff = np.abs(old - new).max(axis=2)
    soft = np.abs(_blurred(old) - _blurred(new)).max(axis=2)
    k = BLOCK // BLUR
    w, h = soft.shape
    bw, bh = w // k, h // k
    blocks = soft[: bw * k, : bh * k].reshape(bw, k, bh, k).mean(axis=(1, 3))
    return float(diff.mean()), float(blocks.max()), diff


def save(path: Path, old: np.ndarray, new: np.ndarray, diff: np.ndarray) -> None:
    heat = np.clip(diff.astype(np.int32) * 3, 0, 255).astype(np.uint8)
    heat3 = np.stack([heat, heat // 3, heat // 3], axis=2)
    w, h = diff.shape
    sheet = pygame.Surface((w, h * 3))
    sheet.blit(pygame.surfarray.make_surface(old.astype(np.uint8)), (0, 0))
    sheet.blit(pygame.surfarray.make_surface(new.astype(np.uint8)), (0, h))
    sheet.blit(pygame.surfarray.make_surface(heat3), (0, 2 * h))
    sheet = pygame.transform.smoothscale(sheet, (w // 2, h * 3 // 2))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))


def main(argv: list[str]) -> int:
    args = list(argv)

    def option(name: str, default=None):
        if name in args:
            i = args.index(name)
            value = args[i + 1]
            del args[i:i + 2]
            return value
        return default

    only = option("--only")
    screens = option("--screens")
    lang = option("--lang", "en")
    limit = float(option("--limit", "40"))
    out = Path(args[0] if args else "/tmp/shots/scale")
    sizes = {k: v for k, v in SIZES.items() if not only or k in only.split(",")}
    wanted = set(screens.split(",")) if screens else None
    bad = 0
    for label, size in sizes.items():
        old = pictures(size, lang, False, wanted)
        new = pictures(size, lang, True, wanted)
        for which, got in (("design", old), ("device", new)):
            if "!failed" in got:
                print(f"{label} {which}: tour stopped: {got.pop('!failed')}")
                bad += which == "device"
        for name in old:
            if name not in new:
                print(f"{label} {name}: not reached at device pixels")
                bad += 1
                continue
            if old[name].shape != new[name].shape:
                print(f"{label} {name}: window {old[name].shape} vs {new[name].shape}")
                bad += 1
                continue
            mean, worst, diff = compare(old[name], new[name])
            flag = "  OVER" if worst > limit else ""
            print(f"{label} {name:34s} mean {mean:5.1f}  worst block {worst:5.1f}{flag}")
            if worst > limit:
                bad += 1
                save(out / label / f"{name}.png", old[name], new[name], diff)
    print(f"{bad} screens over the limit" if bad else "all screens alike")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
