"""A tour of every screen and dialog of the app, in-process and headless, at any window size.

    with open_app(tmp_path, (390, 844), lang="ru") as app:
        for name in tour(app):
            ...  # app shows screen `name` now (settled): check it, or save app.screen

Used by tests/ui/test_layouts.py (tap targets, text boxes) and tools/screens_layouts.py
(screenshots of every screen in both layouts and both languages), so it lives with the
tools (a package both the tests and the tools import; neither is shipped: pygbag.ini
drops tools/ from the web build and pyproject packages only game/).  Everything is reached
by taps through the app's own hit-test where a person would tap; only dialogs are closed
with Esc (what a keyboard player does) and a finished match is loaded from a save.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import storage  # noqa: E402

#: The main window sizes: portrait and landscape, a tablet-ish and a phone each.
SIZES = {"720x1280": (720, 1280), "1280x720": (1280, 720), "390x844": (390, 844), "844x390": (844, 390),
         # and the shapes people have: a wide desktop, Android phones either way, an iPad, a
         # 16:10 laptop's 2x canvas (1440x900 CSS)
         "1920x1080": (1920, 1080), "360x800": (360, 800), "800x360": (800, 360), "412x915": (412, 915),
         "1024x768": (1024, 768), "768x1024": (768, 1024), "2880x1800": (2880, 1800)}
#: The sizes that are phones (window pixels = CSS pixels here): every target >= 44 CSS px.
PHONES = {"390x844", "844x390", "360x800", "800x360", "412x915", "780x1688@2", "1688x780@2"}
#: Browser canvases at 2 device pixels per CSS pixel (a 390x844 phone's): drawn 1:1.
SIZES.update({"780x1688@2": (780, 1688), "1688x780@2": (1688, 780)})
DPR = {"780x1688@2": 2.0, "1688x780@2": 2.0}
WORKED_EXAMPLE = "HH1-N-AAAAAAM"
DEAD_AFTER_SEVEN = "HH1-N-AAAAALY"
DEAD_LINE = ["stock"] * 5 + ["25", "waste"]
HEARTS_CODE = "HT1-AFOS-BCDEFGH"
QUICK = {"general.animation": "off", "general.sound": False, "hearts.computer_speed": "fast",
         "hearts.trick_pause": "0.5", "hearts.level": "easy", "hearts.target": 50}


class _Canvas:
    """Stands in for the page's viewport watcher: a canvas of ``dpr`` device pixels per CSS
    pixel that never changes size by itself (the app reads ``dpr`` to tell phones apart)."""

    def __init__(self, dpr: float) -> None:
        self.dpr = dpr
        self.current = None

    def poll(self, dt: float, force: bool = False):
        return None


class _Quiet:
    """Stands in for the script driver: the frame then uses virtual time and no pacing."""

    def tick(self, app) -> None:
        pass


@contextmanager
def open_app(data_dir: Path, size: tuple[int, int], lang: str = "en",
             settings: dict | None = None, dpr: float = 1.0, opts: Any = None, **start: Any) -> Iterator:
    """The real App at ``size`` with storage in ``data_dir``, closed afterwards; ``dpr``:
    the window is a browser canvas of that many device pixels per CSS pixel; ``start``:
    start-up options (``deal=``, ``game=``), or ``opts`` a whole Options value."""
    from game.storage import FileBackend, Storage
    from game.ui.app import App
    from game.ui.options import Options

    data_dir.mkdir(parents=True, exist_ok=True)
    Storage(FileBackend(data_dir)).save("settings", 1, dict(QUICK, **(settings or {})))
    old = os.environ.get(storage.ENV_DIR)
    os.environ[storage.ENV_DIR] = str(data_dir)
    storage.set_default_storage(None)
    if opts is None:
        opts = Options(lang=lang, size=size, **start)
    else:
        opts.size = size
    app = App(opts)
    app.script = _Quiet()
    if dpr != 1.0:
        app.viewport_watcher = _Canvas(dpr)
        if app._fit_window():
            app.relayout()
    try:
        settle(app)
        yield app
    finally:
        app.shutdown()
        storage.set_default_storage(None)
        if old is None:
            os.environ.pop(storage.ENV_DIR, None)
        else:
            os.environ[storage.ENV_DIR] = old


def settle(app, limit: int = 6000) -> None:
    """Run frames until nothing moves and no input waits (computer players included)."""
    for _ in range(limit):
        app.frame()
        if app.settled():
            app.frame()
            return
    raise AssertionError(f"{app.scene.name} did not settle")


def tap(app, name: str) -> None:
    """Tap the named target where a finger would (the centre of its visible part)."""
    target = app.named_targets().get(name)
    assert target is not None, f"no target {name!r} in {app.scene.name}: {sorted(app.named_targets())}"
    assert app.tap_target(target), f"{name} is completely covered"
    settle(app)


def escape(app) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    settle(app)


def hearts_until(app, stop) -> None:
    """Play the first legal card (and pass the first three) by taps until ``stop(scene)``."""
    for _ in range(400):
        scene = app.scene
        if stop(scene):
            return
        if scene.panel is not None:
            kind = scene.panel.kind
            tap(app, {"summary": "button:continue", "sheet": "button:next"}.get(kind, "button:close"))
            continue
        if scene.choosing_pass():
            for c in scene.match.hands[0][:3 - len(scene.raised)]:
                if c not in scene.raised:
                    tap(app, f"hearts:card:{c}")
            tap(app, "button:confirm")
        elif scene.south_to_play():
            tap(app, f"hearts:card:{scene.match.legal(0)[0]}")
        else:
            app.frame()
            settle(app)
    raise AssertionError("the Hearts game did not get there")


def finished_match():
    """A game to 50 played to its end by Easy players (for the final ranking)."""
    from game.hearts import Match, Rules
    from game.hearts.ai import choose

    m = Match(7, Rules(target=50))
    while not m.game_over:
        if m.phase == "hand_over":
            m.start_next_hand()
        elif m.phase == "pass" and m.passes[0] is None:
            m.submit_pass(0, m.hands[0][:3])
        else:
            seat = m.to_act
            m.apply(seat, choose(m.view(seat), "easy", m.decision_rng(seat)))
    return m


#: Games whose first hand reaches, after this many actions of Easy players, a position where
#: South's rest is decided (it may claim) / East's is (it claims on its turn).
SOUTH_CLAIMS = (3, 36)
EAST_CLAIMS = (12, 45)


def easy_actions(seed: int, n: int) -> list:
    """The first ``n`` actions of game ``seed`` played by Easy players (South too)."""
    from game.hearts import Match
    from game.hearts.ai import choose

    m = Match(seed)
    while len(m.actions) < n:
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    return m.actions


def saved_position(app, seed: int, n: int, settled: bool = True) -> None:
    """Open the Hearts table on game ``seed`` after ``n`` Easy actions (from a save)."""
    from game.hearts import Match

    app.go("menu")
    app.storage.save("game.hearts", 1, {"match": {"format": "hearts-match", "version": 1,
                                                  "code": Match(seed).code, "actions": easy_actions(seed, n)}})
    app.go("hearts")
    if settled:
        settle(app)


def late_dead_end(seed: int = 243):
    """The worked example played by seeded random taps to a dead end (45 moves; the last
    winnable position is 35 moves back)."""
    from game.heart_to_heart.state import PLAYING, Game
    from game.rng import Rng

    rng, g = Rng(seed), Game.from_code(WORKED_EXAMPLE)
    while g.status == PLAYING:
        targets = ["stock"] + g.tappable()
        g.tap(targets[rng.below(len(targets))])
    return g


def tour(app) -> Iterator[str]:
    """Every screen and dialog, one after the other; yields each one's name once shown."""
    from game.heart_to_heart import solver
    from game.heart_to_heart.state import Game

    yield "menu"
    tap(app, "menu:deal_code")
    yield "dialog_deal_code"
    escape(app)
    app.open_deal("HH1-X-AAAAAAA")
    settle(app)
    yield "dialog_bad_code"
    escape(app)
    tap(app, "menu:settings")
    yield "settings_general"
    tap(app, "tab:h2h")
    yield "settings_h2h"
    tap(app, "tab:hearts")
    yield "settings_hearts"
    tap(app, "tab:hearts_rules")
    yield "settings_hearts_rules"
    tap(app, "button:back")
    tap(app, "menu:rules")
    yield "rules_h2h"
    for _ in range(4):
        tap(app, "button:down")
    yield "rules_h2h_example"
    tap(app, "tab:hearts")
    yield "rules_hearts"
    tap(app, "button:back")
    from datetime import timedelta

    from game.ui.scenes.daily import local_today

    today = local_today()
    for k in (1, 2, 4):  # a few daily deals won: the calendar marks them, statistics count them
        app.stats.record_daily_win((today - timedelta(days=k)).isoformat())
    tap(app, "menu:calendar")
    yield "daily_calendar"
    tap(app, "button:prev_month")
    yield "daily_calendar_previous_month"
    tap(app, "button:back")
    tap(app, "menu:statistics")
    yield "statistics"
    tap(app, "button:reset")
    yield "dialog_statistics_reset"
    escape(app)
    tap(app, "button:back")

    # Heart to Heart
    app.open_deal(WORKED_EXAMPLE)
    settle(app)
    yield "h2h"
    tap(app, "h2h:stock")
    tap(app, "h2h:25")
    yield "h2h_selected"
    tap(app, "button:hint")
    yield "h2h_hint"
    tap(app, "button:restart")
    yield "dialog_h2h_restart"
    escape(app)
    tap(app, "button:new")
    yield "dialog_h2h_new_game"
    escape(app)
    tap(app, "button:deal")
    yield "dialog_h2h_deal"
    escape(app)
    app.open_deal(DEAD_AFTER_SEVEN)
    settle(app)
    for action in DEAD_LINE:
        tap(app, f"h2h:{action}")
    yield "dialog_h2h_dead_end"
    escape(app)
    # a dead end long after the game was lost: Rewind, Restart and New game (loaded
    # from a save, as a player returning to it would find it)
    app.go("menu")
    app.storage.save("game.heart_to_heart", 1, {"game": late_dead_end().to_save(), "elapsed": 95,
                                                "hints": 0, "started": True})
    app.go("heart_to_heart")
    settle(app)
    yield "dialog_h2h_dead_end_late"
    escape(app)  # Esc: the gentlest way out, rewind
    tap(app, "button:menu")
    yield "menu_continue"
    app.open_deal(WORKED_EXAMPLE)
    settle(app)
    for action in solver.solve(Game.from_code(WORKED_EXAMPLE)):
        tap(app, f"h2h:{action}")
    yield "dialog_h2h_won"
    tap(app, "button:menu")

    # Hearts
    app.go("hearts", code=HEARTS_CODE)
    settle(app)
    yield "hearts_pass"
    scene = app.scene
    for c in scene.match.hands[0][:2]:
        tap(app, f"hearts:card:{c}")
    yield "hearts_pass_two_raised"
    tap(app, f"hearts:card:{scene.match.hands[0][2]}")
    tap(app, "button:confirm")
    hearts_until(app, lambda s: s.south_to_play())
    yield "hearts_received"
    tap(app, "button:hint")
    yield "hearts_hint"
    hearts_until(app, lambda s: s.south_to_play() and len(s.match.tricks) >= 2 and s.match.current_trick.cards)
    yield "hearts_trick"
    app.settings.set("hearts.card_tracker", True)  # the card tracker's panel (a setting)
    app.invalidate()
    settle(app)
    yield "hearts_tracker"
    app.settings.set("hearts.card_tracker", False)
    tap(app, "button:last_trick")
    yield "hearts_last_trick"
    tap(app, "button:close")
    tap(app, "button:scores")
    yield "hearts_sheet_view"
    tap(app, "button:close")
    tap(app, "button:new")
    yield "dialog_hearts_new_game"
    escape(app)
    tap(app, "button:restart")
    yield "dialog_hearts_restart"
    escape(app)
    hearts_until(app, lambda s: s.panel is not None and s.panel.kind == "summary")
    yield "hearts_summary"
    tap(app, "button:review")  # the hand review, from the summary and back
    yield "hearts_review_passes"
    for _ in range(8):
        tap(app, "button:review_next")
    yield "hearts_review_trick"
    tap(app, "button:review_last")
    yield "hearts_review_end"
    tap(app, "button:review_close")
    tap(app, "button:continue")
    yield "hearts_sheet"
    tap(app, "button:next")
    tap(app, f"hearts:card:{app.scene.match.hands[0][0]}")
    tap(app, "button:restart")
    yield "dialog_hearts_restart_hand"
    escape(app)
    app.go("menu")  # leaving saves the game in progress: the finished one is written after
    app.storage.save("game.hearts", 1, {"match": finished_match().to_save()})
    app.go("hearts")
    settle(app)
    yield "hearts_ranking"
    # a claim: the person's (by the Claim button), then a computer's (on its turn)
    saved_position(app, *SOUTH_CLAIMS)
    app.tap_target(app.named_targets()["button:claim"])  # (settling would end the show)
    app.frame()
    yield "hearts_claim"
    saved_position(app, *EAST_CLAIMS, settled=False)
    for _ in range(3000):
        if getattr(app.scene, "claim_shown", None) is not None:
            break
        app.frame()
    yield "hearts_claim_computer"
