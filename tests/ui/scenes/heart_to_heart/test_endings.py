"""Heart to Heart endings and table look, in the real app
at both layouts: the dead-end and "lost" dialogs offer only what works and Rewind lands on
a position the solver can win; Restart deals the same cards again (asking first while a
game is in progress); the win shows a result panel the celebration never covers; the hint
bubble stays under the header; messages never cover the cards they talk about.

On a phone the dead-end sheet covers Undo and Menu: a tap on the table beside it puts it
away so the player can look at the cards (Undo and Menu work again), and a tap on a card
brings it back.
"""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import DEAD_AFTER_SEVEN, WORKED_EXAMPLE, escape, late_dead_end, open_app, settle, tap
from game import i18n
from game.heart_to_heart import explain as ex
from game.heart_to_heart import solver
from game.heart_to_heart.layout import POSITIONS
from game.heart_to_heart.state import PLAYING, Game
from game.rng import Rng

LAYOUTS = {"landscape": (1280, 720), "portrait": (720, 1280)}


def _buttons(app) -> list[str]:
    return [b.name for b in app.nav.top.buttons]


def _resume(app, game: Game, elapsed: float = 95) -> None:
    app.nav.go("menu")
    app.storage.save("game.heart_to_heart", 1, {"game": game.to_save(), "elapsed": elapsed,
                                                "hints": 0, "started": True})
    app.nav.go("heart_to_heart")
    settle(app)


def _lost_by_a_move() -> tuple[Game, list]:
    """The worked example by seeded random taps until the move that loses it."""
    rng, g, line = Rng(3), Game.from_code(WORKED_EXAMPLE), []
    while g.status == PLAYING and solver.winnable(g):
        targets = ["stock"] + g.tappable()
        a = targets[rng.below(len(targets))]
        g.tap(a)
        line.append(a)
    assert g.status == PLAYING
    return g, line


# -- the dead end ----------------------------------------------------------------------------

@pytest.mark.parametrize("kind", list(LAYOUTS))
def test_a_late_dead_end_offers_rewind_restart_and_new_game_and_rewind_lands_on_a_winnable_position(tmp_path, kind):
    g = late_dead_end()
    e = ex.explain(g)
    assert e.rewind and e.rewind > 1 and e.deal_winnable
    with open_app(tmp_path, LAYOUTS[kind]) as app:
        _resume(app, g)
        scene = app.nav.scene
        assert scene.dialog_kind() == "dead_end"
        assert _buttons(app) == ["button:rewind", "button:restart", "button:new"]
        # outlined on the table: the cards the message names (the free ones), no others
        assert set(scene.stuck) == set(ex.named_positions(ex.headline(e))) == set(scene.game.free_positions())
        assert not app.nav.top.rect.colliderect(scene.L.heart_bounds())  # docked beside / under the heart
        tap(app, "button:rewind")
        assert app.nav.top is None and scene.stuck == ()
        assert scene.game.moves == g.moves - e.rewind
        assert solver.winnable(scene.game)
        assert any(t.kind == "undo" for t in app.nav.toasts)
        for p in POSITIONS:  # every sprite where the rules say
            assert scene.sprites[p].visible == (scene.game.heart[p - 1] is not None)


def test_a_deal_dead_from_the_start_offers_only_a_new_game_and_says_why(tmp_path):
    with open_app(tmp_path, LAYOUTS["landscape"]) as app:
        app.games.open_deal(DEAD_AFTER_SEVEN)
        settle(app)
        for a in ["stock"] * 5 + ["25", "waste"]:
            tap(app, f"h2h:{a}")
        assert app.nav.scene.dialog_kind() == "dead_end"
        assert _buttons(app) == ["button:new"]  # no Undo, no Rewind, no Restart: none can win
        assert i18n.t("h2h.why.from_start") in " ".join(app.nav.top.message_lines)


KEPT = ("button:copy", "button:share", "button:menu")
SIZES = [(1280, 720), (390, 844), (844, 390), (600, 600), (1920, 1080)]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_dead_end_sheet_leaves_copy_code_share_and_menu_in_view_and_in_use(tmp_path, size, lang):
    with open_app(tmp_path, size, lang=lang) as app:
        for start in ("early", "late"):
            if start == "early":
                app.games.open_deal(DEAD_AFTER_SEVEN)
                settle(app)
                for a in ["stock"] * 5 + ["25", "waste"]:
                    tap(app, f"h2h:{a}")
            else:
                _resume(app, late_dead_end())
            assert app.nav.scene.dialog_kind() == "dead_end"
            app.render()
            sheet = app.nav.top.rect
            screen = pygame.Rect((0, 0), app.display.metrics.size)
            kept = {b.name: b for b in app.nav.top.extras}
            assert sorted(kept) == sorted(KEPT), start
            for name, b in kept.items():
                assert not b.rect.colliderect(sheet), (start, name)
                assert screen.contains(b.rect), (start, name)
                assert " ".join(b.drawn[1]) == b.text, (start, name)  # the whole label: "Copy code"
                assert app.router.named_targets()[name] is b
            own = {name: app.nav.scene.L.button_rect(name) for name in KEPT}
            if all(r.bottom <= app.nav.scene.L.PANEL_H for r in own.values()):  # a top bar: they stay there
                assert {name: b.rect for name, b in kept.items()} == own
            assert not sheet.colliderect(app.nav.scene.L.heart_bounds())
            assert sheet.top >= app.nav.scene.L.PANEL_H  # time, score, moves and code stay in view
            for b in app.nav.top.buttons:
                assert sheet.contains(b.rect)
            tap(app, "button:copy")  # works with the sheet open, which stays
            assert app.nav.scene.dialog_kind() == "dead_end"
            escape(app)


@pytest.mark.parametrize("size", [(720, 1280), (390, 844)])
def test_the_lost_sheets_four_buttons_stand_at_most_two_to_a_row(tmp_path, size):
    """Where the screen has no room under the heart for the sheet and a row of Copy code,
    Share and Menu, the sheet's own buttons keep a readable size (the row gives way)."""
    g, line = _lost_by_a_move()
    with open_app(tmp_path, size, settings={"h2h.tell_when_lost": True}) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        for a in line:
            tap(app, f"h2h:{a}")
        assert app.nav.scene.dialog_kind() == "lost" and len(app.nav.top.buttons) == 4
        sheet = app.nav.top.rect
        half = (sheet.w - app.display.metrics.px(48) - app.display.metrics.px(12)) // 2
        assert all(b.rect.w >= half for b in app.nav.top.buttons)
        assert not sheet.colliderect(app.nav.scene.L.heart_bounds())
        for b in app.nav.top.extras:
            assert not b.rect.colliderect(sheet)


def test_tell_when_lost_opens_the_dialog_after_the_losing_move_with_keep_playing_first(tmp_path):
    g, line = _lost_by_a_move()
    with open_app(tmp_path, LAYOUTS["portrait"], settings={"h2h.tell_when_lost": True}) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        for a in line[:-1]:
            tap(app, f"h2h:{a}")
        assert app.nav.top is None
        tap(app, f"h2h:{line[-1]}")
        assert app.nav.scene.dialog_kind() == "lost"
        assert _buttons(app) == ["button:keep_playing", "button:rewind", "button:restart", "button:new"]
        escape(app)  # Esc keeps playing: the position and the "cannot be won" line stay
        assert app.nav.top is None and app.nav.scene.lost and app.nav.scene.game.moves == g.moves


def test_tell_when_lost_on_a_deal_lost_from_the_start_offers_keep_playing_and_new_game(tmp_path):
    with open_app(tmp_path, LAYOUTS["landscape"], settings={"h2h.tell_when_lost": True}) as app:
        app.games.open_deal(DEAD_AFTER_SEVEN)
        settle(app)
        assert app.nav.scene.dialog_kind() == "lost"
        assert _buttons(app) == ["button:keep_playing", "button:new"]


# -- restart this deal ------------------------------------------------------------------------

@pytest.mark.parametrize("kind", list(LAYOUTS))
def test_restart_this_deal_asks_first_then_deals_the_same_first_position(tmp_path, kind):
    first = Game.from_code(WORKED_EXAMPLE)
    with open_app(tmp_path, LAYOUTS[kind]) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        scene = app.nav.scene
        assert not scene._buttons["button:restart"].enabled  # nothing to restart yet
        for a in ("stock", "stock", "25"):
            tap(app, f"h2h:{a}")
        tap(app, "button:restart")
        assert scene.dialog_kind() == "restart"
        tap(app, "button:cancel")
        assert scene.game.moves == 2
        tap(app, "button:restart")
        tap(app, "button:restart")  # the dialog's "Restart this deal"
        g = scene.game
        assert app.nav.top is None and g.moves == 0 and g.score == 0 and not g.can_undo
        assert (g.code, g.heart, g.stock, g.waste) == (first.code, first.heart, first.stock, first.waste)
        assert app.stats.h2h["played"] == 1 and app.stats.h2h["won"] == 0  # the begun game: lost


# -- the win ----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", list(LAYOUTS))
def test_the_result_panel_lists_the_figures_and_the_celebration_stays_clear_of_it(tmp_path, kind, lang):
    # the game is played without animations (frames add up to seconds of play); the
    # winning move at "normal" speed, which is what starts the celebration
    with open_app(tmp_path, LAYOUTS[kind], lang, {"general.animation": "off"}) as app:
        app.stats.h2h.update(best_time=1, current_streak=2, best_streak=5)
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        *line, last = solver.solve(Game.from_code(WORKED_EXAMPLE))
        for a in line:
            tap(app, f"h2h:{a}")
        app.settings.set("general.animation", "normal")
        tap(app, f"h2h:{last}")
        scene = app.nav.scene
        assert scene.elapsed > 1  # slower than the best time, which stays
        for _ in range(30):
            app.frame()
        assert scene.dialog_kind() == "won" and scene.celebration is not None
        panel = app.nav.top
        assert _buttons(app) == ["button:menu", "button:restart", "button:new"]
        labels = [label for label, _ in panel.figures.rows()]
        assert labels == [i18n.t(k) for k in ("h2h.result.score", "h2h.result.time", "h2h.result.moves",
                                               "h2h.result.hints", "h2h.result.best_time", "h2h.result.streak")]
        values = [value for _, value in panel.figures.rows()]
        assert values[0] == "250" and values[2] == str(scene.game.moves) and values[3] == "0"
        assert values[4] == "0:01" and values[5].startswith("3 ")  # best time kept; streak 3, best 5
        app.render()
        screen = pygame.Rect((0, 0), app.display.metrics.size)
        assert screen.contains(panel.rect)
        title_bottom = panel.rect.y + 28 + 40
        for lr, vr in panel.row_boxes:  # every figure inside the panel, above the buttons
            for box in (lr, vr):
                assert panel.rect.contains(box) and box.top >= title_bottom - 4
                assert all(box.bottom <= b.rect.top for b in panel.buttons)
        area = scene.celebration.area
        assert not area.colliderect(panel.rect)
        assert area.top >= scene.L.PANEL_H  # the header (score, time) stays in view
        for _ in range(600):
            app.frame()
        assert scene.celebration is None and app.nav.top is panel  # it ends; the panel stays


# -- hint bubble, messages, the table's look -------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", list(LAYOUTS))
def test_the_hint_bubble_stays_inside_the_screen_below_the_header(tmp_path, kind, lang):
    from game.ui.scenes.heart_to_heart import effects as fx

    with open_app(tmp_path, LAYOUTS[kind], lang) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        L = app.nav.scene.L
        screen = pygame.Rect(0, L.PANEL_H, app.display.metrics.width, app.display.metrics.height - L.PANEL_H)
        targets = [L.heart_rect(p) for p in POSITIONS] + [L.stock_rect(), L.waste_rect()]
        for rect in targets:
            box, pointer = fx.tag_box(i18n.t("button.hint"), (rect.centerx, rect.top - 4), L.PANEL_H, rect,
                                      screen=app.display.metrics)
            assert screen.contains(box), (rect, box)
            assert all(screen.collidepoint(p) for p in pointer)


@pytest.mark.parametrize("kind", list(LAYOUTS))
def test_a_move_error_is_an_error_message_that_covers_no_card(tmp_path, kind):
    with open_app(tmp_path, LAYOUTS[kind], settings={"h2h.move_errors": True}) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        tap(app, "h2h:waste")
        tap(app, "h2h:25")  # the ace and the 4: refused
        tap(app, "h2h:waste")
        tap(app, "h2h:25")
        (toast,) = app.nav.toasts  # the same message is not stacked twice
        assert toast.kind == "error"
        app.render()
        L = app.nav.scene.L
        for rect in [L.heart_rect(p) for p in POSITIONS] + [L.stock_rect(), L.waste_rect()]:
            assert not toast.rect.colliderect(rect), (toast.rect, rect)
        assert pygame.Rect((0, 0), app.display.metrics.size).contains(toast.rect)


def test_covered_cards_are_only_faintly_veiled_and_a_dimmed_free_card_stays_lighter_than_before(tmp_path):
    from game.ui.scenes.heart_to_heart import draw as h2h

    # the old veils were 46 (covered) and 128 (both, while a card was selected)
    assert h2h.COVERED <= 30 and h2h.FADED < 100 and h2h.COVERED < h2h.FADED
    with open_app(tmp_path, LAYOUTS["landscape"]) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        app.render()
        scene = app.nav.scene
        tip, covered = scene.sprites[25], scene.sprites[1]
        assert tip.lift > 0 and covered.lift == 0  # the free card stands a little higher
        # the card paper of a covered card is nearly as light as the free one's
        paper = lambda s: sum(app.display.screen.get_at((s.rect.x + s.rect.w // 2, s.rect.y + 4))[:3])  # noqa: E731
        assert paper(covered) >= 0.85 * paper(tip)


def test_turning_the_screen_keeps_the_panels_docked_beside_or_under_the_heart(tmp_path):
    with open_app(tmp_path, LAYOUTS["landscape"], settings={"general.animation": "normal"}) as app:
        _resume(app, late_dead_end())
        assert app.nav.top.dock == "right"
        app.display.resize((720, 1280))
        settle(app)
        assert app.display.layout_kind == "portrait" and app.nav.top.dock == "bottom"
        assert not app.nav.top.rect.colliderect(app.nav.scene.L.heart_bounds())
        assert pygame.Rect((0, 0), app.display.metrics.size).contains(app.nav.top.rect)
        app.nav.top.press_cancel()  # rewind
        app.frame()
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        for a in solver.solve(Game.from_code(WORKED_EXAMPLE)):
            tap(app, f"h2h:{a}")
        for _ in range(20):
            app.frame()
        app.display.resize((1280, 720))
        for _ in range(20):
            app.frame()
        scene = app.nav.scene
        assert app.nav.top.dock == "right" and scene.celebration is not None
        assert not scene.celebration.area.colliderect(app.nav.top.rect)


def test_a_lost_game_resumed_after_keep_playing_is_not_announced_again(tmp_path):
    with open_app(tmp_path, LAYOUTS["landscape"], settings={"h2h.tell_when_lost": True}) as app:
        app.games.open_deal(DEAD_AFTER_SEVEN)
        settle(app)
        assert app.nav.scene.dialog_kind() == "lost"
        tap(app, "button:keep_playing")
        tap(app, "h2h:stock")
        tap(app, "button:menu")  # leaving saves (nothing is lost, so nothing is asked)
        app.nav.go("heart_to_heart")
        settle(app)
        assert app.nav.top is None and app.nav.scene.lost and app.nav.scene.game.moves == 1


SHEET_SIZES = {"phone": (390, 844), "landscape": (1280, 720)}


def _resume_with_the_sheet_up(app, game) -> None:
    app.nav.go("menu")
    app.storage.save("game.heart_to_heart", 1, {"game": game.to_save(), "elapsed": 95, "hints": 0,
                                                "started": True})
    app.nav.go("heart_to_heart")
    settle(app)


def _tap_at(app, pos) -> None:
    app.router.tap(pos)
    settle(app)


@pytest.mark.parametrize("kind", list(SHEET_SIZES))
def test_a_tap_beside_the_dead_end_sheet_puts_it_away_and_a_card_brings_it_back(tmp_path, kind):
    g = late_dead_end()
    with open_app(tmp_path, SHEET_SIZES[kind]) as app:
        _resume_with_the_sheet_up(app, g)
        scene = app.nav.scene
        assert scene.dialog_kind() == "dead_end"
        sheet = app.nav.top.rect
        screen = pygame.Rect(0, 0, *app.display.screen.get_size())
        # somewhere on the table that is neither the sheet nor a target of the scene
        spot = next((x, y) for y in range(screen.bottom - 5, 0, -7) for x in range(5, screen.right, 7)
                    if not sheet.collidepoint(x, y)
                    and not any(h.rect.collidepoint(x, y) for h in scene.hittables() if getattr(h, "visible", True)))
        _tap_at(app, spot)
        assert app.nav.top is None and scene.game.status == "dead_end"
        assert set(scene.stuck)  # the stuck cards stay outlined to look at
        assert app.router.named_targets()["button:undo"].enabled  # Undo works again
        tap(app, f"h2h:{scene.game.free_positions()[0]}")
        assert scene.dialog_kind() == "dead_end"  # back, from the table


def test_undo_from_the_put_away_sheet_takes_the_move_back(tmp_path):
    g = late_dead_end()
    with open_app(tmp_path, SHEET_SIZES["phone"]) as app:
        _resume_with_the_sheet_up(app, g)
        scene = app.nav.scene
        sheet = app.nav.top.rect
        _tap_at(app, (sheet.centerx, max(2, sheet.top - 10)))
        assert app.nav.top is None
        tap(app, "button:undo")
        assert scene.game.moves == g.moves - 1 and scene.game.status == "playing"
