"""The dead-end dialog says why and offers only what can be done."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.heart_to_heart import explain as ex
from game.heart_to_heart.codes import MAX_NUMBER
from game.heart_to_heart.solver import winnable
from game.heart_to_heart.state import DEAD_END, PLAYING, Game
from game.rng import Rng
from game.ui.dead_end import dead_end_dialog, dead_end_message, outlined_positions
from game.ui.look import PLAIN
from game.ui.metrics import Screen
from tests.ui.driver import run_app  # noqa: F401  (dummy video driver)

DEAD_AT_START = 24


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def _lost_after_play() -> Game:
    """The worked example played at random until lost (a winnable position is then in
    the undo history)."""
    for seed in range(50):
        rng = Rng(seed)
        g = Game.from_code("HH1-N-AAAAAAM")
        for _ in range(300):
            if g.status != PLAYING or not winnable(g):
                break
            targets = ["stock"] + g.tappable()
            g.tap(targets[rng.below(len(targets))])
        if not winnable(g):
            return g
    raise AssertionError("never lost")


def _names(dialog) -> list[str]:
    return [b.name for b in dialog.buttons]


def test_a_deal_dead_from_the_start_offers_only_a_new_game():
    calls = []
    d = dead_end_dialog(Game.from_number(DEAD_AT_START), on_rewind=calls.append,
                        on_restart=lambda: calls.append("restart"), on_new=lambda: calls.append("new"), screen=Screen,
                        look=PLAIN)
    assert _names(d) == ["button:new"]
    assert i18n.t("h2h.why.from_start") in " ".join(d.message_lines)


def test_a_game_lost_by_a_move_offers_rewind_restart_and_new_game():
    g = _lost_after_play()
    calls = []
    d = dead_end_dialog(g, on_rewind=calls.append, on_restart=lambda: calls.append("restart"),
                        on_new=lambda: calls.append("new"), screen=Screen,
                        look=PLAIN)
    assert _names(d) == ["button:rewind", "button:restart", "button:new"]
    d.buttons[0].activate()
    depth = calls[0]
    probe = g.copy()
    for _ in range(depth):
        probe.undo()
    assert winnable(probe) and depth == ex.rewind_depth(g)
    d.press_cancel()  # Esc: the gentlest way out, rewind
    assert calls[-1] == depth


def test_the_dialog_keeps_the_table_in_view_and_fits_the_screen():
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        d = dead_end_dialog(_lost_after_play(), on_rewind=print, on_restart=print, on_new=print,
                            screen=Screen, look=PLAIN)
        d.layout()
        assert d.dock in ("right", "bottom")
        screen = Screen()
        assert pygame.Rect(0, 0, screen.width, screen.height).contains(d.rect)
        if d.dock == "right":  # the heart, left of the stock and waste, stays uncovered
            assert d.rect.left >= screen.width * 0.6
        for b in d.buttons:
            assert d.rect.contains(b.rect)
        surf = pygame.Surface(screen.size)
        d.draw(surf)
        sizes = {b.drawn[0] for b in d.buttons}
        assert len(sizes) == 1


def _dead_ends(count: int):
    """Dead ends reached by seeded random play (pairs taken more often than not)."""
    found = 0
    for seed in range(10 * count):
        rng = Rng(seed)
        g = Game.from_number(rng.below(MAX_NUMBER + 1))
        for _ in range(400):
            if g.status != PLAYING:
                break
            pairs = g.outlined()
            if pairs and rng.below(3):
                mates = [p for p in pairs[1:] if g.rank_at(p) == g.rank_at(pairs[0])]
                g.tap(pairs[0])
                g.tap(mates[0])
                continue
            targets = ["stock"] + g.tappable()
            g.tap(targets[rng.below(len(targets))])
        if g.status == DEAD_END:
            yield g
            found += 1
            if found == count:
                return


def test_the_cards_a_dead_end_outlines_are_the_cards_its_reason_names():
    import re

    card = re.compile(r"(10|[2-9AJQK])♥")
    seen = 0
    for g in _dead_ends(60):
        e = ex.explain(g)
        reason = ex.headline(e)
        named = ex.named_positions(reason)
        outlined = outlined_positions(g, e)
        words = dead_end_message(g, e).splitlines()[0]
        assert words == ex.reason_text(reason)
        assert outlined == named and named
        assert sorted(card.findall(words)) == sorted(ex.card_text(g.heart[p - 1])[:-1] for p in outlined), words
        if reason.kind == ex.NO_PARTNER:  # the free cards, never a covered one
            assert set(outlined) == set(g.free_positions())
        seen += 1
    assert seen == 60



@pytest.mark.parametrize("size", [(600, 600), (800, 800)])
def test_a_square_windows_dead_end_labels_fit_their_buttons(tmp_path, size):
    """Under the heart of a square window the three buttons stand in one row: the sheet
    takes the screen's width, so «Назад к выигрышной позиции» fits (on two lines)."""
    from devkit.harness import late_dead_end, open_app, settle
    from game.ui import text

    with open_app(tmp_path, size, "ru") as app:
        app.storage.save("game.heart_to_heart", 1, {"game": late_dead_end().to_save(), "elapsed": 95,
                                                    "hints": 0, "started": True})
        app.nav.go("heart_to_heart")
        settle(app)
        app.render()
        dialog, screen = app.nav.top, app.display.metrics
        assert [b.name for b in dialog.buttons] == ["button:rewind", "button:restart", "button:new"]
        assert pygame.Rect(0, 0, screen.width, screen.height).contains(dialog.rect)
        for b in dialog.buttons:
            size_, lines, _sub = b.drawn
            assert dialog.rect.contains(b.rect)
            assert all(text.font(size_, True, screen=screen).size(s)[0] <= b.text_width(screen) for s in lines), (b.name, lines)
