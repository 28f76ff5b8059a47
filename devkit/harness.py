"""The app harness the tests and the tools share: the real app started in-process and
headless at any window size, the taps a person makes, and the positions the tests open.

    with open_app(tmp_path, (390, 844), lang="ru") as app:
        tap(app, "menu:settings")
        for name in tour(app):
            ...  # app shows screen `name` now (settled): check it, or save app.display.screen

    code, out, err = run_app(tmp_path, ["tap menu:settings", "state"])  # main.main() from a script

Three ways in, one place: ``open_app`` (the App with quick settings, its storage in a
folder), ``new_app`` (the App with given Options, storage as the test chose: the ``make_app``
fixture), ``run_app``/``run_main`` (main.main() reading a script, its printed states).  Tests and
tools (tools/tour.py, tools/screens_layouts.py, tools/bench/) both import it from here, and
neither imports the other's modules (tests/test_tests_and_tools_one_way.py).  Everything is reached by
taps through the app's own hit-test where a person would tap; only dialogs are closed with
Esc (what a keyboard player does) and a finished match is loaded from a save.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

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
#: A day of the engine's puzzle table: the daily puzzle the tours show when today has none.
PUZZLE_DAY = "2026-12-05"
#: A tour, or a stretch of one: given the app, it shows screens one after the other and
#: yields each one's name once it is on screen, settled (``tour``, tools/feature_shots.py).
Steps = Callable[[Any], Iterator[str]]
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


def start_app(opts: Any) -> Any:
    """The real App made with Options ``opts`` (its first frame not yet run)."""
    from game.ui.app import App

    return App(opts)


def new_app(lang: str = "en", **options: Any) -> Any:
    """The real App with ``Options(lang=lang, **options)``; storage where the caller chose."""
    from game.ui.options import Options

    return start_app(Options(lang=lang, **options))


@contextmanager
def open_app(data_dir: Path, size: tuple[int, int], lang: str = "en",
             settings: dict | None = None, dpr: float = 1.0, opts: Any = None, **start: Any) -> Iterator:
    """The real App at ``size`` with storage in ``data_dir``, closed afterwards; ``dpr``:
    the window is a browser canvas of that many device pixels per CSS pixel; ``start``:
    start-up options (``deal=``, ``game=``), or ``opts`` a whole Options value."""
    from game.storage import FileBackend, Storage
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
    app = start_app(opts)
    app.script = _Quiet()
    if dpr != 1.0:
        app.display.viewport_watcher = _Canvas(dpr)
        if app.display._fit_window():
            app.display.relayout()
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
    raise AssertionError(f"{app.nav.scene.name} did not settle")


def tap(app, name: str) -> None:
    """Tap the named target where a finger would (the centre of its visible part)."""
    target = app.router.named_targets().get(name)
    assert target is not None, f"no target {name!r} in {app.nav.scene.name}: {sorted(app.router.named_targets())}"
    assert app.router.tap_target(target), f"{name} is completely covered"
    settle(app)


def escape(app) -> None:
    """Press Esc (a dialog closes, a scene goes back) and settle."""
    import pygame

    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    settle(app)


def hearts_until(app, stop) -> None:
    """Play the first legal card (and pass the first three) by taps until ``stop(scene)``."""
    for _ in range(400):
        scene = app.nav.scene
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

    app.nav.go("menu")
    app.storage.save("game.hearts", 1, {"match": {"format": "hearts-match", "version": 1,
                                                  "code": Match(seed).code, "actions": easy_actions(seed, n)}})
    app.nav.go("hearts")
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


def lessons_tour(app) -> Iterator[str]:
    """The lessons of both games from their rules pages: a task, a wrong move explained, a
    right one and its Why?, a pass, the hint (the rules page of Heart to Heart is left open)."""
    tap(app, "button:learn")
    app.nav.go("hearts_lesson", lesson="follow", back="rules")  # the first lesson, whatever was done
    settle(app)
    yield "lesson_hearts"
    tap(app, "hearts:card:3C")
    yield "lesson_hearts_wrong"
    tap(app, "hearts:card:2C")
    yield "lesson_hearts_right"
    tap(app, "button:why")
    yield "lesson_hearts_why"
    escape(app)
    app.nav.go("hearts_lesson", lesson="passing", back="rules")
    settle(app)
    for card in ("6C", "4S"):
        tap(app, f"hearts:card:{card}")
    yield "lesson_hearts_pass"
    tap(app, "button:back")
    tap(app, "tab:h2h")
    tap(app, "button:learn")
    app.nav.go("h2h_lesson", lesson="pairs", back="rules")
    settle(app)
    tap(app, "h2h:23")
    tap(app, "h2h:waste")
    yield "lesson_h2h_wrong"
    app.nav.go("h2h_lesson", lesson="hint", back="rules")
    settle(app)
    tap(app, "button:hint")
    yield "lesson_h2h_hint"
    tap(app, "button:menu")


def puzzle_missed(app) -> Iterator[str]:
    """The puzzle on screen answered with a card worse than its best, then its Why?."""
    from game.ui.scenes.hearts_puzzle.scene import verdict

    puzzle = app.nav.scene.puzzle
    tap(app, f"puzzle:card:{next(c for c in puzzle.values if verdict(puzzle, c) == 'worse')}")
    yield "puzzle_missed"
    tap(app, "button:why")
    yield "puzzle_why"


def tour(app) -> Iterator[str]:
    """Every screen and dialog, one after the other; yields each one's name once shown."""
    from game.heart_to_heart import solver
    from game.heart_to_heart.state import Game

    yield "menu"
    tap(app, "menu:deal_code")
    yield "dialog_deal_code"
    escape(app)
    app.games.open_deal("HH1-X-AAAAAAA")
    settle(app)
    yield "dialog_bad_code"
    escape(app)
    tap(app, "menu:settings")
    yield "settings_general"
    tap(app, "button:export_progress")
    yield "dialog_progress_exported"
    escape(app)
    tap(app, "button:import_progress")
    yield "dialog_progress_import"
    tap(app, "button:import")  # nothing pasted yet: the sentence under the field
    yield "dialog_progress_empty"
    escape(app)
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
    yield from lessons_tour(app)
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
    tap(app, "menu:puzzle")  # the daily Hearts puzzle (a date of the engine's table if today has none)
    if app.nav.scene.puzzle is None:
        app.nav.go("hearts_puzzle", date=PUZZLE_DAY)
        settle(app)
    yield "puzzle"
    tap(app, "button:tricks")
    yield "puzzle_tricks"
    escape(app)
    yield from puzzle_missed(app)
    escape(app)
    tap(app, "button:calendar")
    yield "puzzle_calendar"
    tap(app, "button:back")  # back to the puzzle it was opened from
    tap(app, "button:back")
    tap(app, "menu:practice")  # puzzle practice: a puzzle near the rating, missed, the history
    yield "practice"
    puzzle = app.nav.scene.puzzle
    tap(app, f"puzzle:card:{next(c for c in puzzle.values if c not in puzzle.best_cards)}")
    yield "practice_missed"
    tap(app, "button:history")
    yield "practice_history"
    tap(app, "button:back")
    tap(app, "button:back")
    tap(app, "menu:statistics")
    yield "statistics"
    tap(app, "button:reset")
    yield "dialog_statistics_reset"
    escape(app)
    tap(app, "button:charts")  # the statistics as pictures, and their numbers
    yield "statistics_charts"
    tap(app, "tab:calendar")
    yield "statistics_charts_calendar"
    tap(app, "button:numbers")
    yield "statistics_charts_numbers"
    tap(app, "button:back")
    tap(app, "button:back")

    # Heart to Heart
    app.games.open_deal(WORKED_EXAMPLE)
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
    app.games.open_deal(DEAD_AFTER_SEVEN)
    settle(app)
    for action in DEAD_LINE:
        tap(app, f"h2h:{action}")
    yield "dialog_h2h_dead_end"
    escape(app)
    # a dead end long after the game was lost: Rewind, Restart and New game (loaded
    # from a save, as a player returning to it would find it)
    app.nav.go("menu")
    app.storage.save("game.heart_to_heart", 1, {"game": late_dead_end().to_save(), "elapsed": 95,
                                                "hints": 0, "started": True})
    app.nav.go("heart_to_heart")
    settle(app)
    yield "dialog_h2h_dead_end_late"
    escape(app)  # Esc: the gentlest way out, rewind
    tap(app, "button:menu")
    yield "menu_continue"
    app.games.open_deal(WORKED_EXAMPLE)
    settle(app)
    for action in solver.solve(Game.from_code(WORKED_EXAMPLE)):
        tap(app, f"h2h:{action}")
    yield "dialog_h2h_won"
    tap(app, "button:menu")

    from game.ui.scenes.lessons.common import offer_dialog

    app.nav.show_dialog(offer_dialog(app, "hearts"))  # a first start's offer of the lessons
    settle(app)
    yield "dialog_lesson_offer"
    app.nav.stack.clear()

    # Hearts
    app.nav.go("hearts", code=HEARTS_CODE)
    settle(app)
    yield "hearts_pass"
    scene = app.nav.scene
    for c in scene.match.hands[0][:2]:
        tap(app, f"hearts:card:{c}")
    yield "hearts_pass_two_raised"
    tap(app, f"hearts:card:{scene.match.hands[0][2]}")
    tap(app, "button:confirm")
    hearts_until(app, lambda s: s.south_to_play())
    yield "hearts_received"
    tap(app, "button:hint")
    yield "hearts_hint"
    tap(app, "button:hint")  # pressed again (it reads Why? now): what Hard sees at the moment
    yield "hearts_why"
    escape(app)
    hearts_until(app, lambda s: s.south_to_play() and len(s.match.tricks) >= 2 and s.match.current_trick.cards)
    yield "hearts_trick"
    app.settings.set("hearts.card_tracker", True)  # the card tracker's panel (a setting)
    app.display.invalidate()
    settle(app)
    yield "hearts_tracker"
    app.settings.set("hearts.card_tracker", False)
    tap(app, "button:last_trick")
    yield "hearts_last_trick"
    tap(app, "button:close")
    tap(app, "button:scores")
    yield "hearts_sheet_view"
    tap(app, "button:sheet_chart")
    yield "hearts_sheet_chart"
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
    tap(app, "button:review_why")  # what Hard sees at your card of that trick, over the review
    yield "hearts_review_why"
    escape(app)
    tap(app, "button:review_last")
    yield "hearts_review_end"
    tap(app, "button:review_close")
    tap(app, "button:continue")
    yield "hearts_sheet"
    tap(app, "button:next")
    tap(app, f"hearts:card:{app.nav.scene.match.hands[0][0]}")
    tap(app, "button:restart")
    yield "dialog_hearts_restart_hand"
    escape(app)
    app.nav.go("menu")  # leaving saves the game in progress: the finished one is written after
    app.storage.save("game.hearts", 1, {"match": finished_match().to_save()})
    app.nav.go("hearts")
    settle(app)
    yield "hearts_ranking"
    # a claim: the person's (by the Claim button), then a computer's (on its turn)
    saved_position(app, *SOUTH_CLAIMS)
    app.router.tap_target(app.router.named_targets()["button:claim"])  # (settling would end the show)
    for _ in range(3000):  # the check runs a slice a frame: as many frames as this machine needs
        app.frame()
        if getattr(app.nav.scene, "claim_shown", None) is not None:
            break
    yield "hearts_claim"
    saved_position(app, *EAST_CLAIMS, settled=False)
    for _ in range(3000):
        if getattr(app.nav.scene, "claim_shown", None) is not None:
            break
        app.frame()
    yield "hearts_claim_computer"


# -- main.main() from a script --------------------------------------------------------------


def run_main(data_dir: Path, options, stdin_for=None) -> tuple[int, list[dict], str]:
    """Run main.main(options) headless with storage in ``data_dir``, capturing its output;
    returns (exit code, the state objects printed, stderr text).  ``stdin_for(out)``, if
    given, makes the standard input a ``--script -`` run reads (it may watch ``out``)."""
    import main as main_module

    data_dir.mkdir(parents=True, exist_ok=True)
    old = os.environ.get(storage.ENV_DIR)
    os.environ[storage.ENV_DIR] = str(data_dir)
    storage.set_default_storage(None)
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin_for is not None:
        sys.stdin = stdin_for(out)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = asyncio.run(main_module.main(options))
    finally:
        sys.stdin = old_stdin
        storage.set_default_storage(None)
        if old is None:
            os.environ.pop(storage.ENV_DIR, None)
        else:
            os.environ[storage.ENV_DIR] = old
    states = [json.loads(line) for line in out.getvalue().splitlines() if line.startswith("{")]
    return code, states, err.getvalue()


def run_app(
    data_dir: Path,
    lines: list[str],
    *,
    deal: str | None = None,
    lang: str | None = "en",
    shots: Path | None = None,
    size: tuple[int, int] | None = None,
) -> tuple[int, list[dict], str]:
    """Run main.main() with a script; returns (exit code, state objects, stderr text)."""
    from game.ui.options import Options

    data_dir.mkdir(parents=True, exist_ok=True)
    script = data_dir / "script.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    options = Options(deal=deal, lang=lang, script=str(script), shots=str(shots or data_dir / "shots"),
                      size=size)
    return run_main(data_dir, options)


# -- the app at full animation, played by taps (the benchmark's frames) -----------------------


class VirtualClock:
    """Stands in for the app's pygame Clock: 1/60 s per frame and no sleeping, so the
    time of ``App.frame`` is the frame's own work (the real clock sleeps the rest)."""

    def tick(self, framerate: int = 0) -> float:
        return 1000 / 60


def animated_app(work: Path, settings: dict | None = None, size: tuple[int, int] | None = None):
    """A fresh App (menu on screen, the player's default settings: animations on) with its
    storage in a folder of its own under ``work`` and the virtual clock."""
    from game.ui.options import Options

    folder = Path(tempfile.mkdtemp(dir=work))
    os.environ[storage.ENV_DIR] = str(folder)
    storage.set_default_storage(None)
    app = start_app(Options(lang="en", size=size))
    for key, value in (settings or {}).items():
        app.settings.set(key, value)
    app.clock = VirtualClock()
    return app


def open_scene(app, name: str) -> bool:
    """Go to scene ``name`` (the menu is already there); ``True`` if it is shown."""
    return name == "menu" or (app.nav.go(name) and app.nav.scene.name == name)


class HeartsPlayer:
    """Plays South's part through the same taps a person makes (names from state())."""

    def __init__(self, app) -> None:
        self.app = app

    def act(self) -> bool:
        """One tap if the person is asked for something; ``False`` if there is nothing to do."""
        app = self.app
        if not app.settled():
            return True
        if app.nav.top is not None:
            return app.router.tap_target(app.nav.top.buttons[-1])
        st = app.nav.scene.state()
        targets = app.router.named_targets()
        if st.get("dialog"):
            buttons = [b for b in app.router.targets() if getattr(b, "enabled", True)]
            return bool(buttons) and app.router.tap_target(buttons[-1])
        if st.get("game_over"):
            return False
        if st.get("shown_trick") is not None:
            app.router.tap((640, 360))  # a trick left on show "until tap"
            return True
        if st["phase"] == "pass" and st["legal"]:
            if len(st["raised"]) < 3:
                card = next(c for c in st["legal"] if c not in st["raised"])
                return app.router.tap_target(targets[f"hearts:card:{card}"])
            return app.router.tap_target(targets["button:confirm"])
        if st["legal"]:
            return app.router.tap_target(targets[f"hearts:card:{st['legal'][0]}"])
        return False


class H2HPlayer:
    """Plays Heart to Heart the way a person does: the solver's hint is the next tap (pairs
    fly off, the stock turns over); a finished game is followed by the next deal."""

    def __init__(self, app) -> None:
        self.app = app
        self.deal = 1

    def act(self) -> bool:
        """One tap (or the next deal); ``True`` while there is something to do."""
        from game.heart_to_heart.solver import hint

        app = self.app
        if not app.settled():
            return True
        scene = app.nav.scene
        action = hint(scene.game) if scene.game.status == "playing" else None
        target = app.router.named_targets().get(f"h2h:{action}") if action else None
        if app.nav.top is not None or getattr(scene, "celebration", None) is not None or target is None:
            self.deal += 1  # won, lost or stuck: a new game, as the menu or a deal code starts it
            return app.nav.go("heart_to_heart", deal=self.deal)
        return app.router.tap_target(target)


# -- positions for the computer players -----------------------------------------------------


def positions(n: int, seed: int = 1) -> list:
    """``n`` (view, decision seed) pairs of Normal players' single hands, passes and plays,
    every stage of a hand."""
    from game.hearts.ai import choose
    from game.hearts.match import Match

    out: list = []
    g = 0
    while len(out) < n:
        m = Match.single_hand(seed * 7919 + g, g % 4 + 1)
        g += 1
        while m.phase in ("pass", "play") and len(out) < n:
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            view = m.view(s)
            out.append((view, m.decision_rng(s).next_u64()))
            m.apply(s, choose(view, "normal", m.decision_rng(s)))
    return out
