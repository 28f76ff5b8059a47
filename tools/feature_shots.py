"""Screenshots of the analysis, the daily puzzle, each comfort setting and the charts, for docs
and reviews:

    SDL_VIDEODRIVER=dummy python3 tools/feature_shots.py [OUT_DIR] [--png]

writes OUT_DIR/<name>_<width>x<height>_<lang>.jpg (``--png``: lossless) at a phone held
upright (390x844) and a desktop window (1280x720), in English and Russian (default
OUT_DIR: /tmp/shots/features).  The screens are reached the way a player reaches them
(taps and keys through devkit/harness.py), on the same seeded game each time.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from devkit.harness import PUZZLE_DAY, Steps, open_app, puzzle_missed, saved_position, settle, tap  # noqa: E402

SIZES = ((390, 844), (1280, 720))
LANGS = ("en", "ru")
#: A Hearts game and how far into it (Easy actions) the table shows: South to play in the
#: fifth trick, with a choice of cards.
TABLE = (3, 20)


def _press(app, key: int) -> None:
    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    settle(app)


def _analysis(app) -> Iterator[str]:
    saved_position(app, *TABLE)
    _press(app, pygame.K_h)  # the hint
    _press(app, pygame.K_h)  # again: why
    yield "analysis_table"
    app.nav.go("menu")


def _puzzle(app) -> Iterator[str]:
    app.nav.go("hearts_puzzle", date=PUZZLE_DAY)
    settle(app)
    yield "puzzle_position"
    yield from puzzle_missed(app)
    app.nav.go("menu")


def _table(app) -> Iterator[str]:
    saved_position(app, *TABLE)
    yield "table"
    app.nav.go("menu")


def _settings(app) -> Iterator[str]:
    tap(app, "menu:settings")
    tap(app, "tab:comfort")
    yield "settings_comfort"
    app.nav.go("menu")


def _player_statistics(stats) -> None:
    """Half a year of a player's statistics: games by week, daily deals, puzzles, levels."""
    import datetime as dt

    from game.stats_weeks import week_of
    from game.ui.scenes.daily import local_today

    today = local_today()
    stats.h2h["weeks"] = [[week_of(today - dt.timedelta(weeks=k)), k % 2, k % 2, 2 + k % 5, 1 + k % 3]
                          for k in range(26, -1, -1)]
    stats.hearts["weeks"] = [[week_of(today - dt.timedelta(weeks=k)), 1 + k % 3, k % 2, 2, 1, k % 4, k % 2]
                             for k in range(26, -1, -1)]
    stats.h2h["daily_won"] = [(today - dt.timedelta(days=k)).isoformat() for k in range(200, 0, -1) if k % 3]
    stats.hearts["puzzles_solved"] = [(today - dt.timedelta(days=k)).isoformat() for k in range(150, 0, -1) if k % 4]
    stats.hearts["puzzles_failed"] = [(today - dt.timedelta(days=k)).isoformat() for k in range(148, 0, -4)]
    for level, (played, won) in zip(("easy", "normal", "hard"), ((30, 24), (40, 19), (14, 3)), strict=True):
        stats.hearts.update({f"{level}_games_played": played, f"{level}_games_won": won})


def _charts(app) -> Iterator[str]:
    _player_statistics(app.stats)
    app.nav.go("statistics_charts")
    settle(app)
    yield "charts_weeks"
    tap(app, "tab:levels")
    yield "charts_levels"
    tap(app, "tab:calendar")
    yield "charts_calendar"
    tap(app, "button:numbers")
    yield "charts_calendar_numbers"
    app.nav.go("menu")


def _score_sheet(app) -> Iterator[str]:
    from game.hearts import Match, Rules
    from game.hearts.ai import choose

    m = Match(7, Rules(target=50))  # two hands of a game to 50, the third about to be passed
    while len(m.history) < 2 or m.phase == "hand_over":
        if m.phase == "hand_over":
            m.start_next_hand()
        else:
            seat = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            m.apply(seat, choose(m.view(seat), "easy", m.decision_rng(seat)))
    app.storage.save("game.hearts", 1, {"match": m.to_save()})
    app.nav.go("hearts")
    settle(app)
    tap(app, "button:scores")
    tap(app, "button:sheet_chart")
    yield "score_sheet_chart"
    app.nav.go("menu")


#: name → (settings, the screens to shoot).
RUNS: dict[str, tuple[dict, Steps]] = {
    "": ({}, _analysis),
    "puzzle": ({}, _puzzle),
    "settings": ({}, _settings),
    "four_colour": ({"comfort.four_colour_suits": True}, _table),
    "high_contrast": ({"comfort.high_contrast": True}, _table),
    "large_cards": ({"comfort.card_size": "large"}, _table),
    "left_handed": ({"comfort.left_handed": True}, _table),
    "charts": ({}, _charts),
    "sheet": ({}, _score_sheet),
}


def main(out: Path, png: bool = False) -> int:
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for lang in LANGS:
        for size in SIZES:
            for prefix, (settings, screens) in RUNS.items():
                with tempfile.TemporaryDirectory(prefix="hh-features-") as data:
                    with open_app(Path(data), size, lang, settings=settings) as app:
                        for name in screens(app):
                            app.render()
                            app.display.present()
                            label = name if prefix in ("", "puzzle", "settings", "charts", "sheet") \
                                else f"{prefix}_{name}"
                            path = out / f"{label}_{size[0]}x{size[1]}_{lang}.{'png' if png else 'jpg'}"
                            pygame.image.save(app.display.window, str(path))
                            count += 1
    print(f"{count} screenshots in {out}")
    return 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--png"]
    sys.exit(main(Path(args[0] if args else "/tmp/shots/features"), "--png" in sys.argv[1:]))
