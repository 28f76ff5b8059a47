"""The Heart to Heart screen driven by real clicks through the --script driver.

Each test runs the real app headless with its own storage folder and animations off,
taps cards by name (the driver clicks the centre of the card's visible part through the
same hit-test as a mouse), and reads the rules module's own state back.

Tab in Heart to Heart reads the screen in order: the table, then the piles, then the
buttons row by row, left to right.
"""

from __future__ import annotations

import json

import pytest

from devkit.harness import open_app, settle
from game.heart_to_heart import solver
from game.heart_to_heart.state import DEAD_END, Game
from game.storage import FileBackend, Storage
from tests.ui.driver import run_app

WORKED_EXAMPLE = "HH1-N-AAAAAAM"
#: Five flips bring the tip's rank to the waste; pairing them frees two cards that have
#: no partner anywhere: a dead end after seven moves (checked below with the rules).
DEAD_AFTER_SEVEN = "HH1-N-AAAAALY"
DEAD_LINE = ["stock"] * 5 + ["25", "waste"]


def prepare(tmp_path, **settings):
    values = {"general.animation": "off", "general.sound": False}
    values.update(settings)
    Storage(FileBackend(tmp_path)).save("settings", 1, values)


def taps(actions):
    return [f"tap h2h:{a}" for a in actions]


def run(tmp_path, lines, deal=WORKED_EXAMPLE, **kw):
    code, states, err = run_app(tmp_path, lines, deal=deal, **kw)
    assert code == 0, err
    return states


def saved_stats(tmp_path):
    return json.loads((tmp_path / "stats.json").read_text())["data"]["h2h"]


def test_the_deal_opens_with_only_the_tip_free(tmp_path):
    prepare(tmp_path)
    (s,) = run(tmp_path, ["state"])
    assert s["scene"] == "heart_to_heart" and s["code"] == WORKED_EXAMPLE
    assert s["free"] == [25] and s["heart"][0] == "10" and s["heart"][24] == "4"
    assert s["waste"] == ["A"] and len(s["stock"]) == 26
    assert s["moves"] == 0 and s["score"] == 0 and s["dialog"] is None


def test_tapping_a_covered_card_does_nothing(tmp_path):
    prepare(tmp_path)
    before, after = run(tmp_path, ["state", "tap h2h:1", "state"])
    assert after == before


def test_tip_then_waste_leaves_the_waste_selected(tmp_path):
    prepare(tmp_path, **{"h2h.move_errors": True})
    a, b = run(tmp_path, ["tap h2h:25", "state", "tap h2h:waste", "state"])
    assert a["selected"] == 25
    assert b["selected"] == "waste" and b["moves"] == 0
    assert b["message"] == "Must be the same rank"
    assert "Must be the same rank" in b["toasts"]
    assert b["dimmed"] == [25]  # selection help: the tip cannot pair with the ace


def test_move_errors_are_silent_by_default(tmp_path):
    prepare(tmp_path)
    (b,) = run(tmp_path, ["tap h2h:25", "tap h2h:waste", "state"])
    assert b["selected"] == "waste" and b["toasts"] == [] and b["message"] is None


def test_a_pair_leaves_the_table_and_scores(tmp_path):
    prepare(tmp_path)
    (s,) = run(tmp_path, taps(["stock"] * 9 + [25, "waste"]) + ["state"])
    assert s["heart"][24] is None
    assert s["score"] == 10 and s["moves"] == 10
    assert s["free"] == [23, 24] and s["selected"] is None


def test_undo_restores(tmp_path):
    prepare(tmp_path)
    before, paired, undone = run(
        tmp_path, taps(["stock"] * 9) + ["state"] + taps([25, "waste"]) + ["state", "tap button:undo", "state"])
    assert paired["score"] == 10
    for key in ("heart", "free", "stock", "waste", "score", "moves", "selected"):
        assert undone[key] == before[key], key


def test_a_full_winning_line_played_by_taps_reaches_the_win_screen(tmp_path):
    prepare(tmp_path)
    line = solver.solve(Game.from_code(WORKED_EXAMPLE))
    states = run(tmp_path, taps(line) + ["state", "tap button:new", "state"])
    won, fresh = states
    assert won["status"] == "won" and won["score"] == 250 and won["dialog"] == "won"
    replay = Game.from_code(WORKED_EXAMPLE)
    for a in line:
        replay.tap(int(a) if a.isdigit() else a)
    assert won["moves"] == replay.moves
    assert not won["can_undo"]
    stats = saved_stats(tmp_path)
    assert stats["played"] == 1 and stats["won"] == 1 and stats["fewest_moves"] == won["moves"]
    assert fresh["status"] == "playing" and fresh["moves"] == 0 and fresh["dialog"] is None
    assert saved_stats(tmp_path)["played"] == 1  # the won game is not counted twice


def test_the_dead_end_deal_is_dead_by_the_rules():
    g = Game.from_code(DEAD_AFTER_SEVEN)
    for a in DEAD_LINE:
        g.tap(int(a) if a.isdigit() else a)
    assert g.status == DEAD_END and g.moves == 6


def test_a_dead_end_on_a_deal_dead_from_the_start_offers_only_a_new_game(tmp_path):
    """Undo, Rewind and Restart would all lead back to a lost game: only New game is
    offered, and the dialog says the deal could never be won."""
    prepare(tmp_path)
    code, states, err = run_app(tmp_path, taps(DEAD_LINE) + ["state", "tap button:undo"],
                                deal=DEAD_AFTER_SEVEN)
    (dead,) = states
    assert dead["status"] == "dead_end" and dead["dialog"] == "dead_end"
    # no Undo: the sheet's New game, and Copy code, Share and Menu it keeps in use
    assert code == 2 and "targets here: button:copy, button:menu, button:new, button:share)" in err
    assert dead["stuck"]  # the cards the explanation is about are outlined


def test_new_game_from_the_dead_end_counts_a_loss(tmp_path):
    prepare(tmp_path)
    (s,) = run(tmp_path, taps(DEAD_LINE) + ["tap button:new", "state"], deal=DEAD_AFTER_SEVEN)
    assert s["moves"] == 0 and s["dialog"] is None
    stats = saved_stats(tmp_path)
    assert stats["played"] == 1 and stats["won"] == 0


def test_a_new_game_after_a_move_asks_first_and_counts_it_abandoned(tmp_path):
    prepare(tmp_path, **{"h2h.winnable_only": True})
    asked, kept, fresh = run(tmp_path, ["tap h2h:stock", "tap button:new", "state", "tap button:cancel",
                                        "state", "tap button:new", "tap button:new", "state"])
    assert asked["dialog"] == "new_game"
    assert kept["moves"] == 1 and kept["dialog"] is None
    assert fresh["moves"] == 0
    assert solver.winnable(Game.from_code(fresh["code"]))
    assert saved_stats(tmp_path)["played"] == 1


def test_the_game_resumes_after_a_restart(tmp_path):
    prepare(tmp_path)
    (before,) = run(tmp_path, taps(["stock"] * 3 + [25]) + ["wait 90", "state"])
    (after,) = run(tmp_path, ["tap menu:continue", "state"], deal=None)
    for key in ("code", "heart", "stock", "waste", "selected", "score", "moves"):
        assert after[key] == before[key], key
    assert after["elapsed"] >= 1  # the clock was saved too


def test_a_corrupt_save_starts_a_new_game_with_a_message(tmp_path):
    prepare(tmp_path)
    (tmp_path / "game.heart_to_heart.json").write_text('{"version": 1, "data": {"game": {"code": 5}}}')
    (s,) = run(tmp_path, ["tap menu:heart_to_heart", "state"], deal=None)
    assert s["scene"] == "heart_to_heart" and s["moves"] == 0
    assert any("could not be read" in m and "set aside, not deleted" in m for m in s["toasts"])


def test_a_bad_deal_code_gets_a_message_and_the_game_stays(tmp_path):
    prepare(tmp_path)
    typing = [f"key {c}" for c in "hh1-x-aaaaaaa"]
    code, (before, after, closed), err = run_app(
        tmp_path, ["tap h2h:stock", "state", "tap button:deal", *typing, "tap button:play", "state",
                   "tap button:cancel", "state"], deal=WORKED_EXAMPLE)
    assert code == 0
    # the deal dialog stays open with the error under the typed code (tests/ui/test_dialogs.py)
    assert after["dialog"] == "deal" and "unknown rules 'X'" in err  # part "rules"
    assert after["code"] == before["code"] and after["moves"] == 1
    assert closed["dialog"] is None and closed["code"] == before["code"] and closed["moves"] == 1


def test_a_good_deal_code_starts_that_deal(tmp_path):
    prepare(tmp_path)
    typing = [f"key {c}" for c in "hh1-n-aaaaalY".lower()]
    (s,) = run(tmp_path, ["tap button:deal", *typing, "tap button:play", "state"])
    assert s["code"] == DEAD_AFTER_SEVEN and s["moves"] == 0


def test_a_hint_is_shown_and_counted(tmp_path):
    prepare(tmp_path)
    (s,) = run(tmp_path, ["tap button:hint", "state"])
    assert s["hint"] == solver.hint(Game.from_code(WORKED_EXAMPLE)) == "stock"
    assert s["hints"] == 1
    run(tmp_path, ["tap menu:continue", "tap h2h:stock", "tap button:new", "tap button:new"], deal=None)
    assert saved_stats(tmp_path)["hints_used"] == 1


def test_tell_when_lost_says_so_once(tmp_path):
    prepare(tmp_path, **{"h2h.tell_when_lost": True})
    assert not solver.winnable(Game.from_code(DEAD_AFTER_SEVEN))
    first, second, third = run(tmp_path, ["state", "tap button:keep_playing", "state", "tap h2h:stock",
                                          "state"], deal=DEAD_AFTER_SEVEN)
    assert first["lost"] and first["dialog"] == "lost"
    assert second["dialog"] is None and second["lost"]
    assert third["lost"] and third["dialog"] is None and third["moves"] == 1  # said once


def test_keyboard_focus_skips_covered_cards(tmp_path):
    prepare(tmp_path)
    a, b, c = run(tmp_path, ["key tab", "state", "key tab", "state", "key return", "state"])
    assert a["focus"] == "h2h:25"
    assert b["focus"] == "h2h:stock"
    assert c["moves"] == 1 and c["waste"][-1] == "J"


def test_the_clock_starts_with_the_first_move_and_stops_in_a_dialog(tmp_path):
    prepare(tmp_path)
    idle, playing, in_dialog = run(tmp_path, ["wait 60", "tap h2h:25", "wait 60", "state", "tap h2h:25",
                                              "tap h2h:stock", "wait 120", "state",
                                              "tap button:new", "wait 240", "state"])
    assert idle["elapsed"] == 0 and idle["selected"] == 25  # selecting is not a move
    assert playing["elapsed"] == 2  # 120 frames of the script's virtual 1/60 s
    assert in_dialog["dialog"] == "new_game" and in_dialog["elapsed"] == 2


def test_selection_help_can_be_switched_off(tmp_path):
    prepare(tmp_path, **{"h2h.selection_help": False})
    (s,) = run(tmp_path, taps(["stock"] * 9 + [25]) + ["state"])
    assert s["selected"] == 25 and s["outlined"] == [] and s["dimmed"] == []
    fresh = tmp_path / "fresh"  # the same deal from its start (here it would continue the game)
    fresh.mkdir()
    prepare(fresh)
    (s,) = run(fresh, taps(["stock"] * 9) + ["state"])
    assert s["outlined"] == [25, "waste"]


def test_a_deal_code_replacing_a_begun_game_counts_it_given_up(tmp_path):
    prepare(tmp_path)
    run(tmp_path, ["tap h2h:stock"])
    asked, s = run(tmp_path, ["state", "tap button:replace", "state"], deal=DEAD_AFTER_SEVEN)
    assert asked["scene"] == "menu"  # the player is asked first (over the menu), and says Replace
    assert s["code"] == DEAD_AFTER_SEVEN and s["moves"] == 0
    assert saved_stats(tmp_path)["played"] == 1


def test_the_clock_pauses_while_the_window_is_hidden(tmp_path, monkeypatch):
    import pygame

    prepare(tmp_path)
    monkeypatch.setattr(pygame.display, "get_active", lambda: False)
    (s,) = run(tmp_path, ["tap h2h:stock", "wait 180", "state"])
    assert s["moves"] == 1 and s["elapsed"] == 0


def test_the_win_shows_the_result_panel_at_once_while_the_celebration_plays(tmp_path):
    prepare(tmp_path, **{"general.animation": "fast"})
    game = Game.from_code(WORKED_EXAMPLE)
    line = solver.solve(game)
    for a in line[:-2]:  # resume just before the winning pair, so the test stays fast
        game.tap(int(a) if a.isdigit() else a)
    Storage(FileBackend(tmp_path)).save("game.heart_to_heart", 1,
                                        {"game": game.to_save(), "elapsed": 61, "hints": 2})
    party, later = run(tmp_path, ["tap menu:continue", *taps(line[-2:]), "wait 30", "state",
                                  "wait 600", "state"], deal=None)
    assert party["status"] == "won" and party["dialog"] == "won" and party["celebrating"]
    assert later["dialog"] == "won" and not later["celebrating"]  # it ends by itself
    assert saved_stats(tmp_path)["hints_used"] == 2 and saved_stats(tmp_path)["won"] == 1
    assert saved_stats(tmp_path)["best_time"] == 61
    assert not (tmp_path / "game.heart_to_heart.json").exists()  # nothing left to continue


def test_restart_this_deal_from_the_result_panel_deals_the_same_cards_again(tmp_path):
    prepare(tmp_path)
    line = solver.solve(Game.from_code(WORKED_EXAMPLE))
    won, fresh = run(tmp_path, [*taps(line), "state", "tap button:restart", "state"])
    assert won["status"] == "won" and won["dialog"] == "won"
    first = Game.from_code(WORKED_EXAMPLE).to_replay_dict()
    assert fresh["dialog"] is None and fresh["moves"] == 0 and fresh["score"] == 0
    for key in ("code", "heart", "stock", "waste"):
        assert fresh[key] == first[key], key
    assert saved_stats(tmp_path)["played"] == 1  # the won game, once; the replay not yet


def test_play_a_deal_opens_the_code_dialog_and_cancel_keeps_the_game(tmp_path):
    # The question before a Heart to Heart code replaces this game comes once the code is
    # typed (tests/ui/scenes/hearts/test_new_deals.py): a Hearts code leaves this game saved.
    prepare(tmp_path)
    asked, kept = run(tmp_path, ["tap h2h:stock", "tap button:deal", "state", "key escape", "state"])
    assert asked["dialog"] == "deal"
    assert kept["dialog"] is None and kept["moves"] == 1

def test_with_move_errors_on_a_covered_card_says_why_and_changes_nothing(tmp_path):
    prepare(tmp_path, **{"h2h.move_errors": True})
    before, after = run(tmp_path, ["state", "tap h2h:1", "state"])
    assert "This card is covered: free it first" in after["toasts"]
    assert {k: v for k, v in after.items() if k != "toasts"} == {k: v for k, v in before.items() if k != "toasts"}


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280), (390, 844)])
def test_tab_goes_table_piles_then_buttons_in_reading_order(tmp_path, size):
    with open_app(tmp_path, size) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        order = app.nav.scene.focus_order()
        names = [h.name for h in order]
        first_button = next(i for i, n in enumerate(names) if n.startswith("button:"))
        assert all(n.startswith("h2h:") for n in names[:first_button])
        assert names[first_button - 2:first_button] == ["h2h:stock", "h2h:waste"]
        buttons = order[first_button:]
        assert [(b.rect.top, b.rect.left) for b in buttons] == sorted((b.rect.top, b.rect.left) for b in buttons)
