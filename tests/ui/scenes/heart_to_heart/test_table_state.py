"""The Heart to Heart table's state is one frozen value with an explicit phase (playing, a
sheet up or put away, won), the scene is a controller holding its helpers (no mixins), and
its sheet and result panel are modal screens on the app's stack that hold their dialog."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from devkit.harness import WORKED_EXAMPLE, escape, late_dead_end, open_app, settle, tap
from game.heart_to_heart import solver
from game.heart_to_heart.state import WON, Game
from game.ui.dead_end import DockedDialog
from game.ui.scene import Scene
from game.ui.scenes.heart_to_heart import clock, dialogs, flights, lost_watch, records, table_sprites
from game.ui.scenes.heart_to_heart.result import ResultPanel
from game.ui.scenes.heart_to_heart.scene import HeartToHeartScene
from game.ui.scenes.heart_to_heart.table_sprites import target_of
from game.ui.scenes.heart_to_heart.table_state import Phase, TableState
from game.ui.screens import Screen
from game.ui.widgets import Dialog


def test_the_table_state_is_a_frozen_value_moved_by_its_transitions():
    start = TableState()
    assert start == TableState(Phase.PLAYING, told_lost=False, stuck=())
    with pytest.raises(dataclasses.FrozenInstanceError):
        start.phase = Phase.WON  # type: ignore[misc]
    sheet = start.sheet(lost=False, stuck=(3, 4))
    assert (sheet.phase, sheet.stuck, start.phase) == (Phase.DEAD_END, (3, 4), Phase.PLAYING)
    assert sheet.sheet_up and not sheet.put_away().sheet_up
    assert sheet.put_away() == TableState(Phase.PUT_AWAY, stuck=(3, 4))  # its cards stay outlined
    assert sheet.put_away().playing() == TableState()  # Undo: back to play, nothing outlined
    lost = start.told(True).sheet(lost=True, stuck=(7,))
    assert lost.phase == Phase.LOST_SHOWN and lost.told_lost
    assert lost.playing() == TableState(told_lost=True)  # Keep playing: told once
    assert start.won().recorded and not start.recorded and not sheet.recorded


def test_the_scene_holds_its_helpers_and_derives_from_the_scene_alone():
    assert HeartToHeartScene.__bases__ == (Scene,)
    helpers = (table_sprites.TableSprites, table_sprites.TableCard, flights.Flights, records.Records,
               clock.TableClock, lost_watch.LostWatch, dialogs.TableDialogs)
    for helper in helpers:
        assert helper.__bases__ == (object,), helper
    card = inspect.signature(table_sprites.TableCard).parameters
    assert "sprite" in card  # a table card holds its sprite


def test_the_phase_follows_the_dead_end_sheet_put_away_and_brought_back(tmp_path):
    g = late_dead_end()
    with open_app(tmp_path, (390, 844)) as app:
        app.nav.go("menu")
        app.storage.save("game.heart_to_heart", 1, {"game": g.to_save(), "elapsed": 95, "hints": 0,
                                                    "started": True})
        app.nav.go("heart_to_heart")
        settle(app)
        scene = app.nav.scene
        assert scene.table_state.phase == Phase.DEAD_END and scene.table_state.stuck == scene.stuck
        assert app.nav.screens == (app.nav.top,) and type(app.nav.top) is DockedDialog  # a screen on the stack
        assert DockedDialog.__bases__ == (Screen,) and type(app.nav.top.box) is Dialog  # it holds its dialog
        sheet = app.nav.top.rect
        app.router.tap((sheet.centerx, max(2, sheet.top - 10)))
        settle(app)
        assert app.nav.top is None and scene.table_state.phase == Phase.PUT_AWAY and scene.stuck
        tap(app, f"h2h:{scene.game.free_positions()[0]}")
        assert scene.table_state.phase == Phase.DEAD_END
        escape(app)  # the gentlest way out: rewind
        assert scene.table_state.phase == Phase.PLAYING and scene.stuck == ()


def test_the_winning_move_records_the_win_in_the_state(tmp_path):
    with open_app(tmp_path, (1280, 720), "en", {"general.animation": "off"}) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        scene = app.nav.scene
        *line, last = solver.solve(Game.from_code(WORKED_EXAMPLE))
        for a in line:
            tap(app, f"h2h:{a}")
        assert scene.table_state.phase == Phase.PLAYING and not scene.table_state.recorded
        scene.play(target_of(f"h2h:{last}"))
        assert scene.game.status == WON and scene.table_state.recorded  # on the move itself
        settle(app)
        assert scene.dialog_kind() == "won" and scene.table_state.phase == Phase.WON
        assert app.nav.screens == (app.nav.top,) and type(app.nav.top) is ResultPanel
        assert ResultPanel.__bases__ == (Screen,) and type(app.nav.top.sheet) is DockedDialog  # it holds its sheet
