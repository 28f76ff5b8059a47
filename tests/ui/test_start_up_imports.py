"""The first menu frame imports only what it draws: no rules engine, no computer player, no
coach, no other screen (settings, rules, statistics), no archive reader, no calendar, no locale tables and no argument parser, even with
a Hearts game (and its coach's grades) saved or a window size given; the game scenes load
after that frame.

The first frame also paints no full-screen picture of the table's light (a fresh 3.6 MB
at 1280x720): the light is scaled straight onto the screen, the same pixels.

Each import check is the real start: ``main.py`` run in a fresh interpreter, headless, which
reports the modules loaded the moment its first frame is flipped and ends there (as
tools/bench/probes.py times it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Run main.py as a player starts it; at the first flip print the modules it loaded (not
#: those the interpreter's site hooks had loaded before it began) and stop.
PROBE = """
import os, runpy, sys  # (no json here: whether the app loads it is asked too)
before = set(sys.modules)
import pygame
real_flip = pygame.display.flip
def flip(*args):
    real_flip(*args)
    sys.stdout.write("MODULES " + " ".join(sorted(set(sys.modules) - before)) + "\\n")
    built = sorted(f"{name}.{k}" for name, m in list(sys.modules.items()) if name.startswith("game")
                   for k, v in list(vars(m).items()) if isinstance(v, type) and v.__module__ == name
                   and "__dataclass_fields__" in vars(v))
    sys.stdout.write("DATACLASSES " + " ".join(built) + "\\n")
    sys.stdout.flush()
    os._exit(0)
pygame.display.flip = flip
sys.argv = ["main.py"] + sys.argv[1:]
runpy.run_path("main.py", run_name="__main__")
"""

#: Nothing the menu draws needs these (prefixes: the package and everything under it).
NOT_IN_THE_FIRST_FRAME = (
    "game.hearts",  # the Hearts engine, its computer players and the coach
    "game.heart_to_heart",  # the solitaire's rules and solver
    "game.ui.scenes.hearts.scene", "game.ui.scenes.heart_to_heart.scene",  # the game tables
    "game.ui.scenes.settings", "game.ui.scenes.rules", "game.ui.scenes.statistics",  # the other screens
    "asyncio",  # the loop's, after the first frame
    "zipfile", "importlib.readers",  # the package's files are read from the disk as they are
    "datetime",  # the calendar's, when a date is asked for
    "locale",  # read only to map a real locale's name to a language (not the C locale's)
    "argparse", "gettext",  # for help, the version and bad options only
    "signal",  # Ctrl+C in the first frame is caught through _signal (signal builds three enums)
)


def _first_frame(data_dir: Path, args: tuple[str, ...] = ()) -> dict[str, list[str]]:
    """What the real start had loaded at its first flip: ``MODULES`` (the module names)
    and ``DATACLASSES`` (the game's ``@dataclass`` classes among them)."""
    import site

    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "HEARTS_", "LC_", "LANG"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HEARTS_APP_DATA_DIR=str(data_dir),
               PYGAME_HIDE_SUPPORT_PROMPT="1", LANG="C.UTF-8")
    # ``python -S`` with the package folders on the path, as the bench starts it: the same
    # modules, without the site hooks some machines load at start-up (certifi's, zipfile)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *site.getsitepackages(), site.getusersitepackages()])
    out = subprocess.run([sys.executable, "-S", "-c", PROBE, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    found = {}
    for line in out.stdout.splitlines():
        tag, _, rest = line.partition(" ")
        if tag in ("MODULES", "DATACLASSES"):
            found[tag] = rest.split()
    assert out.returncode == 0 and len(found) == 2, out.stderr
    return found


def _first_frame_modules(data_dir: Path, args: tuple[str, ...] = ()) -> set[str]:
    return set(_first_frame(data_dir, args)["MODULES"])


def _saved_hearts_game(data_dir: Path) -> None:
    """A Hearts game with a finished hand and its grades, saved as the app saves it."""
    from game.hearts import Match
    from game.hearts.ai import choose
    from game.hearts.history import hand_reviews
    from game.hearts.teaching import coach, grade_cache
    from game.hearts.teaching import saved as saved_hearts
    from game.storage import FileBackend, Storage

    m = Match(9)
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    played = coach.south_decisions(hand_reviews(m)[0], m.rules)
    grade_cache.CACHE.put(grade_cache.match_keys(m)[0], [coach.Grade(1, d.trick, d.phase, d.played, d.played, 0.0)
                                                         for d in played])
    try:
        Storage(FileBackend(data_dir)).save("game.hearts", 1, saved_hearts.to_document(m))
    finally:
        grade_cache.CACHE.clear()
    assert "coach" in json.loads((data_dir / "game.hearts.json").read_text())["data"]


@pytest.mark.parametrize("saved, args", [(False, ()), (True, ()), (False, ("--size", "720x1280"))],
                         ids=["first run", "a Hearts game saved", "portrait window"])
def test_the_first_menu_frame_imports_no_engine_no_coach_and_nothing_it_does_not_draw(tmp_path, saved, args):
    if saved:
        _saved_hearts_game(tmp_path)
    loaded = _first_frame_modules(tmp_path, args)
    assert "game.ui.scenes.menu" in loaded  # (the probe did see the menu's frame)
    extra = sorted(m for m in loaded for p in NOT_IN_THE_FIRST_FRAME if m == p or m.startswith(p + "."))
    assert extra == []


@pytest.mark.parametrize("args", [(), ("--size", "720x1280")], ids=["landscape", "portrait window"])
def test_a_first_start_with_nothing_saved_imports_no_json(tmp_path, args):
    """With no saved file there is no JSON to read or write before the first frame."""
    assert not any(m == "json" or m.startswith("json.") for m in _first_frame_modules(tmp_path, args))


def test_the_first_menu_frame_builds_no_dataclass(tmp_path):
    """A ``@dataclass`` is built with ``exec`` when its module is imported (~0.3-0.6 ms a
    class): the classes the first frame loads are plain ones."""
    assert _first_frame(tmp_path)["DATACLASSES"] == []


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (1920, 1080)])
def test_the_first_menu_frame_scales_the_light_straight_onto_the_screen(tmp_path, size):
    import pygame

    from devkit.harness import open_app
    from game.ui import paint

    paint._GLOWS.clear()
    with open_app(tmp_path, size) as app:
        assert app.nav.scene.name == "menu"
        assert not paint._GLOWS  # no picture of its own
        first = pygame.image.tobytes(app.display.screen, "RGB")
        paint.table_glow(app.nav.scene.L["glow"], app.display.metrics, app.display.look)  # the picture, blitted from now on
        app.display.invalidate()
        app.frame()
        assert pygame.image.tobytes(app.display.screen, "RGB") == first
    paint._GLOWS.clear()


def _fan_as_the_cards_paint_it(screen) -> pygame.Surface:
    """The menu's fan on ``screen`` with each card's own shadow (``CardArt.shadow``), each
    turned alone."""
    from game.ui.look import PLAIN
    from game.ui.scenes.menu import _FAN
    from game.ui.sprites import CardArt

    px = screen.px
    art = CardArt.get(px(84), px(118), PLAIN.cards)
    surf = pygame.Surface((px(520), px(210)), pygame.SRCALPHA)
    n = len(_FAN)
    for i, card in enumerate(_FAN):
        angle = (n // 2 - i) * 11
        img = pygame.transform.rotozoom(art.face(card), angle, 1.0)
        x, y = px(260 + (i - n // 2) * 58), px(120 + abs(i - n // 2) ** 2 * 5)
        shadow = pygame.transform.rotozoom(art.shadow()[0], angle, 1.0)
        surf.blit(shadow, shadow.get_rect(center=(x + px(2), y + px(5))))
        surf.blit(img, img.get_rect(center=(x, y)))
    return surf


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (1920, 1080)])
def test_the_menus_fan_looks_as_the_cards_paint_their_shadows(tmp_path, size):
    """The first frame's fan is painted the cheap way (a shadow blurred at half size, turned
    once a side and mirrored), yet on the felt it differs from the cards' own shadows by
    no more than a player can see: under 10% of a channel anywhere, the cards themselves
    untouched."""
    from devkit.harness import open_app

    with open_app(tmp_path, size) as app:
        fan = app.nav.scene._fan
        reference = _fan_as_the_cards_paint_it(app.display.metrics)
        assert fan.get_size() == reference.get_size()
        felt = pygame.Surface(fan.get_size())
        felt.fill((20, 90, 60))
        pictures = []
        for picture in (fan, reference):
            on_felt = felt.copy()
            on_felt.blit(picture, (0, 0))
            pictures.append(pygame.image.tobytes(on_felt, "RGB"))
        diffs = [abs(a - b) for a, b in zip(*pictures, strict=True)]
        assert max(diffs) <= 25
        assert sum(d > 4 for d in diffs) < len(diffs) // 20  # a few shadow edges, not the picture


def test_the_first_frame_is_drawn_without_a_garbage_collection(tmp_path, monkeypatch):
    """Everything the start-up makes lives on: the collector waits until the first frame is
    on screen (and runs again after it)."""
    import gc

    from game import launch
    from game.ui.app import App
    from game.ui.options import Options

    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("HEARTS_APP_DATA_DIR", str(tmp_path))
    runs: list[int] = []
    opening: list[bool] = []  # from the moment the app starts opening its window
    real_init = App.__init__

    def init(self, *args, **kwargs) -> None:
        opening.append(True)
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(App, "__init__", init)
    real_frame = App.frame
    during: list[int] = []  # the collections until the first frame was flipped

    def frame(self) -> None:
        real_frame(self)
        if self.frames == 1:
            during.extend(runs)

    monkeypatch.setattr(App, "frame", frame)

    def seen(phase: str, info: dict) -> None:
        if phase == "start" and opening:
            runs.append(info["generation"])

    threshold = gc.get_threshold()
    gc.callbacks.append(seen)
    gc.set_threshold(1)  # any allocation would collect
    try:
        app = launch.open_app(Options(lang="en"))
        gc.collect(0)
    finally:
        gc.set_threshold(*threshold)
        gc.callbacks.remove(seen)
    try:
        assert app.nav.scene.name == "menu" and app.frames == 1
        assert during == []
        assert gc.isenabled() and len(runs) > len(during)
    finally:
        app.shutdown()
