"""A Heart to Heart game played past an hour (on a phone the clock reads 1:00:00 then), or for
days on end, keeps its clock clear of the score beside it in the header."""

from __future__ import annotations

import pytest

from devkit.harness import WORKED_EXAMPLE, open_app, settle, tap
from game.heart_to_heart import saved
from game.heart_to_heart.state import Game
from game.stats import clock_text
from game.storage import FileBackend, Storage
from game.ui import text


@pytest.mark.parametrize("window", [(390, 844), (844, 390), (1280, 720), (768, 1024)])
@pytest.mark.parametrize("elapsed", [3605.0, 10 * 3600 + 1.0, 99 * 3600 + 3599.0])
def test_the_clock_ends_before_the_score_begins(tmp_path, monkeypatch, window, elapsed):
    game = Game.from_code(WORKED_EXAMPLE)
    game.tap("stock")
    Storage(FileBackend(tmp_path)).save("game.heart_to_heart", 1, saved.to_document(game, elapsed, 0, True, False))
    with open_app(tmp_path, window, lang="ru") as app:
        tap(app, "menu:continue")
        settle(app)
        scene = app.nav.scene
        drawn: dict[str, tuple[int, int]] = {}
        real = text.draw

        def draw(surface, line, size, color, pos, anchor="center", bold=False, *, screen, **kw):
            font = text.font(size, bold, screen=screen)
            drawn.setdefault(line, (pos[0], pos[0] + font.size(line)[0]))
            return real(surface, line, size, color, pos, anchor, bold, screen=screen, **kw)

        monkeypatch.setattr(text, "draw", draw)
        app.render()
        monkeypatch.undo()
        clock = drawn[clock_text(elapsed)]
        score = drawn[str(scene.game.score)]
        assert clock[1] < score[0], (window, clock, score)
