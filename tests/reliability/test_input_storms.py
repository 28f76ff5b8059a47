"""Storms of random input on every screen: no traceback, the app settles, nothing kept is lost.

A storm is a seeded run of random events as a restless player (or a cat on the keyboard)
makes them: taps on targets and anywhere (off the window too), keys with and without
modifiers, typed text of every kind (NUL, zero-width, emoji, a paste of hundreds of
characters, codes of either game), the window resized to 1x1, 4000x300 and anything
between, the wheel, Esc pressed five times as a screen opens, and frames run in between.
The practice storm starts from hostile but readable statistics (a rating at the top of
its range, a volatility of 0, a history naming puzzles no table has).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from devkit.harness import open_app, settle
from game.stats import _fresh
from game.storage import FileBackend, Storage

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME,
        pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_c, pygame.K_d, pygame.K_h,
        pygame.K_n, pygame.K_r, pygame.K_s, pygame.K_t, pygame.K_u, pygame.K_v, pygame.K_w, pygame.K_z,
        pygame.K_1, pygame.K_9, pygame.K_F1]
MODS = [0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL]
TEXTS = ["a", "ё", "😀", " ", "\u200b", "\x00", "a\x00b", "\ud800", "x" * 300, "HT1-", "HH1-N-AAAAAAM",
         "HT2-ZZZZ-1234567", " HT1-AFOS-BCDEFGH\n", "1"]
SIZES = [(1, 1), (4000, 300), (300, 4000), (2, 900), (900, 2), (100, 100), (390, 844), (844, 390), (1280, 720)]
#: Where each storm starts: the targets tapped from the menu.
STARTS = {"menu": [], "practice": ["menu:practice"], "practice_history": ["menu:practice", "button:history"],
          "puzzle": ["menu:puzzle"], "hearts": ["menu:hearts"], "heart_to_heart": ["menu:heart_to_heart"],
          "settings": ["menu:settings"], "statistics": ["menu:statistics"], "calendar": ["menu:calendar"],
          "rules": ["menu:rules"], "lessons": ["menu:rules", "button:learn"]}


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=chr(k) if 32 <= k < 127 else "", scancode=0)


def storm_event(rnd: random.Random, app: Any) -> tuple[str, Any]:
    """One random event for the screen ``app`` shows now."""
    r = rnd.random()
    names = sorted(n for n in app.router.named_targets() if n != "menu:quit")
    if r < 0.25 and names:
        return "tap", rnd.choice(names)
    if r < 0.35:
        w, h = app.display.screen.get_size()
        return "tap_at", (rnd.randrange(-5, w + 5), rnd.randrange(-5, h + 5))
    if r < 0.65:
        return "key", (rnd.choice(KEYS), rnd.choice(MODS))
    if r < 0.75:
        return "text", rnd.choice(TEXTS)
    if r < 0.82:
        return "resize", rnd.choice(SIZES)
    if r < 0.85:
        return "esc_spam", rnd.choice(names) if names else None
    if r < 0.92:
        return "wheel", rnd.randint(-20, 20)
    return "frames", rnd.randint(1, 30)


def apply(app: Any, event: tuple[str, Any]) -> None:
    kind, arg = event
    if kind in ("tap", "esc_spam") and arg is not None:
        target = app.router.named_targets().get(arg)
        if target is not None:
            app.router.tap_target(target)
    if kind == "esc_spam":
        for _ in range(5):
            app.router.handle_event(key(pygame.K_ESCAPE))
    elif kind == "tap_at":
        app.router.tap(arg)
    elif kind == "key":
        app.router.handle_event(key(*arg))
    elif kind == "text":
        app.router.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=arg))
    elif kind == "resize":  # the window made that size by the system, below the app's own minimum too
        pygame.display.set_mode(arg, app.display.window_flags)
        app.router.handle_event(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=arg[0], y=arg[1]))
    elif kind == "wheel":
        app.router.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=arg, flipped=False))
    elif kind == "frames":
        for _ in range(arg):
            app.frame()
    app.frame()


def storm(folder: Path, start: str, seed: int, steps: int) -> None:
    """``steps`` random events from the screen ``start``; fails with the events that led there."""
    rnd = random.Random(seed)
    done: list[tuple[str, Any]] = []
    with open_app(folder, (1280, 720)) as app:
        for name in STARTS[start]:
            assert app.router.tap_target(app.router.named_targets()[name]), name
            settle(app)
        for _ in range(steps):
            if not app.running:
                break
            event = storm_event(rnd, app)
            done.append(event)
            try:
                apply(app, event)
            except Exception as exc:
                raise AssertionError(f"storm {start}/{seed} on {app.nav.scene.name}, the last events {done[-6:]}") from exc
        for _ in range(6000):
            app.frame()
            if app.settled():
                break
        else:
            raise AssertionError(f"storm {start}/{seed}: {app.nav.scene.name} never settles after {done[-6:]}")


def hostile_practice_stats(folder: Path) -> dict:
    folder.mkdir(parents=True, exist_ok=True)
    stats = _fresh()
    stats["hearts"].update(puzzle_rating=10_000, puzzle_deviation=45.0, puzzle_volatility=0.0, puzzle_answers=7,
                           puzzle_history=[[10**9, 1, 10_000], [0, 0, -5000], [3, 1, 1500]] * 33,
                           rating_history=[10_000, -5000] * 50)
    Storage(FileBackend(folder)).save("stats", 1, stats)
    return stats


@pytest.mark.parametrize("start", ["practice", "practice_history"])
def test_a_storm_on_the_practice_screens_over_hostile_statistics_keeps_every_answer(tmp_path, start):
    hostile_practice_stats(tmp_path)
    storm(tmp_path, start, seed=7, steps=40)
    kept = Storage(FileBackend(tmp_path)).load("stats", 1)["hearts"]
    assert kept["puzzle_answers"] >= 7 and kept["puzzle_rating"] is not None


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("start", sorted(STARTS))
def test_a_storm_on_any_screen_raises_nothing_and_settles(tmp_path, start, seed):
    storm(tmp_path, start, seed, steps=200)
