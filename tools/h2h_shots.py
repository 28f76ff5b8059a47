"""Screenshots of the telling Heart to Heart moments, both layouts, en and ru:

    SDL_VIDEODRIVER=dummy python3 tools/h2h_shots.py [OUT_DIR]        (default /tmp/shots/h2h)

writes OUT_DIR/<lang>/<landscape|portrait>/<moment>.png:

* ``start``: the first position (covered cards "not yet free", the tip free);
* ``waste_selected``: the waste selected while the tip cannot pair with it, with the
  "Must be the same rank" message (it must not cover the tip);
* ``hint_top_row``: a hint on a card of the heart's top row (the bubble under the header);
* ``lost``: "Tell me when the game is lost" right after the losing move;
* ``dead_end_late``: a dead end reached long after the game was lost (Rewind offered);
* ``dead_end_start``: a dead end on a deal dead from the start (only New game);
* ``won_celebrating`` / ``won``: the result panel while the celebration plays, and after.
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

import pygame  # noqa: E402

from tools.tour import DEAD_AFTER_SEVEN, DEAD_LINE, WORKED_EXAMPLE, open_app, settle, tap  # noqa: E402

RUNS = {"landscape": (1280, 720), "portrait": (720, 1280)}


def lost_line(code: str = WORKED_EXAMPLE, want_dead_end: bool = False) -> tuple[list, list]:
    """Seeded random taps from ``code`` until the game is lost: (taps up to the losing
    move, taps after it up to a dead end if ``want_dead_end``)."""
    from game.heart_to_heart.solver import winnable
    from game.heart_to_heart.state import PLAYING, Game
    from game.rng import Rng

    for seed in range(200):
        rng, g, before, after = Rng(seed), Game.from_code(code), [], []
        while g.status == PLAYING and winnable(g):
            targets = ["stock"] + g.tappable()
            a = targets[rng.below(len(targets))]
            g.tap(a)
            before.append(a)
        if g.status != PLAYING or len(before) < 8:
            continue
        if not want_dead_end:
            return before, []
        for _ in range(400):
            if g.status != PLAYING:
                break
            targets = ["stock"] + g.tappable()
            a = targets[rng.below(len(targets))]
            g.tap(a)
            after.append(a)
        if g.status == "dead_end" and len(after) >= 6:
            return before, after
    raise SystemExit("no lost line found")


def main(out: Path) -> int:
    from game.heart_to_heart import solver
    from game.heart_to_heart.state import Game

    before, after = lost_line(want_dead_end=True)
    count = 0
    for lang in ("en", "ru"):
        for kind, size in RUNS.items():
            folder = out / lang / kind
            folder.mkdir(parents=True, exist_ok=True)

            def shot(app, name):
                nonlocal count
                app.render()
                pygame.image.save(app.display.screen, str(folder / f"{name}.png"))
                count += 1

            def play(app, actions):
                for a in actions:
                    tap(app, f"h2h:{a}")

            with tempfile.TemporaryDirectory(prefix="hh-shots-") as data:
                with open_app(Path(data), size, lang, {"h2h.move_errors": True}) as app:
                    app.games.open_deal(WORKED_EXAMPLE)
                    settle(app)
                    shot(app, "start")
                    play(app, ["waste", 25])  # the ace cannot pair with the 4: refused
                    play(app, ["waste"])
                    app.frame()
                    shot(app, "waste_selected")
                    # a hint on the top row: play the solver's line until it points there
                    app.games.open_deal(WORKED_EXAMPLE)
                    settle(app)
                    g = Game.from_code(WORKED_EXAMPLE)
                    for a in solver.solve(g):
                        hint = solver.hint(app.nav.scene.game)
                        if hint not in ("stock", "waste") and int(hint) <= 4:
                            tap(app, "button:hint")
                            break
                        tap(app, f"h2h:{a}")
                    shot(app, "hint_top_row")
                    app.games.open_deal(DEAD_AFTER_SEVEN)
                    settle(app)
                    play(app, DEAD_LINE)
                    shot(app, "dead_end_start")
                    app.games.open_deal(WORKED_EXAMPLE)
                    settle(app)
                    play(app, before + after)
                    shot(app, "dead_end_late")
                with open_app(Path(data) / "lost", size, lang, {"h2h.tell_when_lost": True}) as app:
                    app.games.open_deal(WORKED_EXAMPLE)
                    settle(app)
                    play(app, before)
                    shot(app, "lost")
                with open_app(Path(data) / "won", size, lang, {"general.animation": "normal"}) as app:
                    app.games.open_deal(WORKED_EXAMPLE)
                    settle(app)
                    for a in solver.solve(Game.from_code(WORKED_EXAMPLE)):
                        tap(app, f"h2h:{a}")
                    for _ in range(70):
                        app.frame()
                    shot(app, "won_celebrating")
                    for _ in range(600):
                        app.frame()
                    shot(app, "won")
    print(f"{count} screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots/h2h")))
