"""Hostile saved data, odd files and bad numbers end in a clear message or a kept-aside
file, never a traceback, a hang or a lost save.  Saved data lives in a temp folder via
HEARTS_APP_DATA_DIR, as in the field."""

from __future__ import annotations

import io
import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.heart_to_heart.__main__ import parse_action, replay
from game.heart_to_heart.deal import deck_for
from game.heart_to_heart.layout import COVERED_BY, POSITIONS
from game.heart_to_heart.state import UNDO_AFTER_WIN, WON, Game
from game.hearts.code import BadGameCode, parse_code
from game.hearts.console.cli import serve
from game.stats import Stats
from game.storage import FileBackend, MemoryBackend, Storage
from game.ui.widgets import TextEntry
from tests.ui.driver import run_app

ROOT = Path(__file__).resolve().parents[2]
HEARTS_CODE = "HT1-AFOM-AAAAAAB"


def envelope(data_json: str, version: int = 1) -> str:
    """A saved document whose data is given as raw JSON text (to hold 1e999, 10**400...)."""
    return f'{{"version":{version},"saved_at":1,"data":{data_json}}}'


def aside(folder: Path, purpose: str) -> list[Path]:
    return sorted(folder.glob(f"{purpose}.corrupt-*.json"))


def app_env(folder: Path) -> dict:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "HEARTS_APP_DATA_DIR": str(folder)}


# -- statistics ------------------------------------------------------------------------------

BAD_STATS = [
    '{"h2h":{"played":1,"won":1,"best_time":1e999},"hearts":{}}',
    '{"h2h":{"played":1,"won":1%s},"hearts":{}}' % ("0" * 400),
    '{"h2h":{},"hearts":{"hands_played":1,"total_points":1%s}}' % ("0" * 400),
    '{"h2h":{},"hearts":{"hands_played":1,"total_points":-1%s}}' % ("0" * 400),
    '{"h2h":{"played":1,"won":7,"best_time":5,"fewest_moves":30},"hearts":{}}',
    '{"h2h":{"played":1,"won":1,"best_time":5,"fewest_moves":1e308},"hearts":{}}',
    '{"h2h":{"played":1,"won":1,"best_time":NaN,"fewest_moves":30},"hearts":{}}',
]


@pytest.mark.parametrize("data", BAD_STATS, ids=["inf", "huge_won", "huge_points", "huge_negative",
                                                 "won_gt_played", "fewest_1e308", "nan"])
def test_impossible_statistics_open_the_screen_and_are_kept_aside(tmp_path, data):
    text = envelope(data)
    (tmp_path / "stats.json").write_text(text, encoding="utf-8")
    code, states, err = run_app(tmp_path, ["tap menu:statistics", "state", "key escape",
                                           "tap menu:statistics", "state"])
    assert code == 0, err
    assert "Traceback" not in err
    for s in states:
        assert s["scene"] == "statistics"
        h = s["h2h"]
        assert h["won"] <= h["played"]
        assert h["fewest_moves"] is None or 1 <= h["fewest_moves"] <= 10**9
        assert h["best_time"] is None or isinstance(h["best_time"], int)
        assert abs(s["hearts"]["total_points"]) <= 26 * s["hearts"]["hands_played"]
    (kept,) = aside(tmp_path, "stats")
    assert kept.read_text(encoding="utf-8") == text


def test_the_statistics_screen_formats_whatever_it_is_handed():
    from game.ui.scenes import statistics as screen

    for value in (float("inf"), float("-inf"), float("nan"), 10**400, 1e308, -5, "x", None):
        for f in (screen._time, screen._count, screen._percent, screen._decimal):
            assert isinstance(f(value), str)
    assert screen._percent(7.0) == screen._percent(None)  # never "700 %"


def test_recording_a_game_never_overflows_or_goes_past_the_bounds():
    s = Stats(Storage(MemoryBackend()))
    s.record_h2h_game(True, float("inf"), 10**400, hints=10**400)
    s.record_hearts_hand(10**400, won_hand=True, shot_moon=False)
    assert s.h2h["best_time"] <= 10**8 and s.h2h["hints_used"] <= 10**9
    assert s.hearts["total_points"] == 26
    assert Stats(s.storage).data == s.data  # what was saved loads back unchanged


# -- refused Hearts saves are kept aside; a newer version's is never touched -----------------

BAD_HEARTS = {
    "illegal_play": [["play", 0, "AS"]],
    "duplicate_pass": [["pass", 0, ["2C", "3C", "4C"]], ["pass", 0, ["2C", "3C", "4C"]]],
    "unknown_action": [["jump"]],
    "boolean_seat": [["pass", True, ["2C", "3C", "4C"]]],
}


@pytest.mark.parametrize("name", sorted(BAD_HEARTS))
def test_a_refused_hearts_save_is_kept_aside_not_overwritten(tmp_path, name):
    match = {"format": "hearts-match", "version": 1, "code": HEARTS_CODE, "actions": BAD_HEARTS[name]}
    text = envelope(json.dumps({"match": match}))
    (tmp_path / "game.hearts.json").write_text(text, encoding="utf-8")
    code, states, err = run_app(tmp_path, ["tap menu:hearts", "state"])
    assert code == 0, err
    (kept,) = aside(tmp_path, "game.hearts")
    assert kept.read_text(encoding="utf-8") == text
    assert any("could not be read" in m and "set aside" in m for m in states[0]["toasts"])


def test_a_hearts_save_from_a_newer_version_is_left_untouched(tmp_path):
    match = {"format": "hearts-match", "version": 2, "code": HEARTS_CODE, "actions": []}
    text = envelope(json.dumps({"match": match}))
    (tmp_path / "game.hearts.json").write_text(text, encoding="utf-8")
    code, states, err = run_app(tmp_path, ["tap menu:hearts", "state", "tap button:menu",
                                           "tap menu:hearts", "state"])
    assert code == 0, err
    assert (tmp_path / "game.hearts.json").read_text(encoding="utf-8") == text
    assert aside(tmp_path, "game.hearts") == []
    newer = [m for s in states for m in s["toasts"] if "newer version" in m]
    assert newer and len(set(newer)) == 1  # told once


def test_a_newer_heart_to_heart_save_is_left_untouched_too(tmp_path):
    game = Game.from_number(12).to_save()
    game["version"] = 2
    text = envelope(json.dumps({"game": game}))
    (tmp_path / "game.heart_to_heart.json").write_text(text, encoding="utf-8")
    code, _, err = run_app(tmp_path, ["tap menu:heart_to_heart", "tap h2h:25", "tap button:menu"])
    assert code == 0, err
    assert (tmp_path / "game.heart_to_heart.json").read_text(encoding="utf-8") == text


# -- writes: a unique temp file each, every error checked ------------------------------------

def test_every_write_goes_through_its_own_temporary_file(tmp_path, monkeypatch):
    used = []
    real = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (used.append(Path(a).name), real(a, b))[1])
    st = Storage(FileBackend(tmp_path))
    for i in range(3):
        assert st.save("game.hearts", 1, {"i": i})
    assert len(set(used)) == 3 and "game.hearts.json.tmp" not in used
    assert all(n.startswith("game.hearts.") and n.endswith(".json.tmp") for n in used)


def test_an_fsync_error_fails_the_save_and_keeps_the_previous_file(tmp_path, monkeypatch):
    st = Storage(FileBackend(tmp_path))
    assert st.save("stats", 1, {"old": 1})

    def broken(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken)
    assert st.save("stats", 1, {"new": 1}) is False
    monkeypatch.undo()
    assert st.load("stats", 1) == {"old": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stats.json"]
    assert [n.kind for n in st.take_notices()] == ["unsaved"]


# -- F11 -------------------------------------------------------------------------------------

def test_f11_where_the_driver_cannot_toggle_full_screen_says_so(tmp_path, monkeypatch):
    from game.ui import app as app_module

    real = pygame.display.set_mode

    def unsupported(*a, **kw):
        raise pygame.error("That operation is not supported")

    def no_fullscreen(size=(0, 0), flags=0, *a, **kw):
        if flags & pygame.FULLSCREEN:
            unsupported()
        return real(size, flags, *a, **kw)

    monkeypatch.setattr(pygame.display, "toggle_fullscreen", unsupported)
    monkeypatch.setattr(pygame.display, "set_mode", no_fullscreen)
    monkeypatch.setattr(app_module, "IS_WEB", False)
    code, states, err = run_app(tmp_path, ["tap menu:heart_to_heart", "key f11", "state"])
    assert code == 0, err
    assert "Fullscreen is not available with this display" in states[0]["toasts"]


# -- script driver numbers -------------------------------------------------------------------

@pytest.mark.parametrize("line", ["click inf 5", "click 1e400 0", "click nan 3", "click 5 1e3",
                                  "wait -1", "wait 1_000", "wait ١٢"])
def test_script_numbers_that_are_no_plain_number_in_range_end_with_status_2(tmp_path, line):
    code, _, err = run_app(tmp_path, [line, "state"])
    assert code == 2 and "Traceback" not in err and "script line 1" in err


def test_a_script_wait_too_long_to_finish_ends_with_status_2_not_a_hang(tmp_path):
    script = tmp_path / "script.txt"
    script.write_text("wait 1" + "0" * 35 + "\nstate\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "main.py", "--script", str(script)], cwd=ROOT,
                          env=app_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "script line 1" in proc.stderr
    assert "Traceback" not in proc.stderr


# -- replay action lines ---------------------------------------------------------------------

def test_replay_refuses_an_action_of_thousands_of_digits_cleanly():
    assert parse_action("1" * 5000) is None and parse_action("0" * 4300 + "7") is None
    out, err = io.StringIO(), io.StringIO()
    status = replay("HH1-N-AAAAAAM", False, io.StringIO("stock\n" + "9" * 5000 + "\n"), out, err)
    assert status == 2 and "unknown action" in err.getvalue()
    assert len(out.getvalue().splitlines()) == 2


# -- saves are checked against the rules -----------------------------------------------------

def covered_pair() -> tuple[int, int, int]:
    """A deal with two same-rank covered cards whose covering cards are all present."""
    for number in range(2000):
        deck = deck_for(number)
        covered = [p for p in POSITIONS if COVERED_BY[p]]
        for i, p in enumerate(covered):
            for q in covered[i + 1:]:
                if deck[p - 1] == deck[q - 1] and not (set(COVERED_BY[p]) | set(COVERED_BY[q])) & {p, q}:
                    return number, p, q
    raise AssertionError("no such deal")


def test_a_save_with_covered_cards_removed_is_refused(tmp_path):
    number, p, q = covered_pair()
    save = Game.from_number(number).to_save()
    save["heart"][p - 1] = save["heart"][q - 1] = None
    save.update(score=20, moves=1)
    with pytest.raises(ValueError, match="covered"):
        Game.from_save(save)
    text = envelope(json.dumps({"game": save, "elapsed": 3, "hints": 0}))
    (tmp_path / "game.heart_to_heart.json").write_text(text, encoding="utf-8")
    code, states, err = run_app(tmp_path, ["tap menu:heart_to_heart", "state"])
    assert code == 0 and states[0]["moves"] == 0
    (kept,) = aside(tmp_path, "game.heart_to_heart")
    assert kept.read_text(encoding="utf-8") == text


def test_an_undo_history_step_that_is_no_move_of_the_rules_is_refused():
    g = Game.from_code("HH1-N-AAAAAAM")
    for _ in range(3):
        g.tap("stock")
    save = g.to_save()
    save["history"][1] = dict(save["history"][0], moves=1)  # "a move" that changed nothing
    with pytest.raises(ValueError, match="not one move"):
        Game.from_save(save)


@pytest.mark.parametrize("field", ["moves", "hints", "elapsed"])
def test_huge_counts_in_a_heart_to_heart_save_are_refused(tmp_path, field):
    g = Game.from_code("HH1-N-AAAAAAM")
    g.tap("stock")
    doc = {"game": g.to_save(), "elapsed": 3, "hints": 0}
    text = json.dumps(doc)
    old = {"moves": '"moves": 1', "hints": '"hints": 0', "elapsed": '"elapsed": 3'}[field]
    assert old in text
    text = envelope(text.replace(old, f'"{field}": 1' + "0" * 4000))
    (tmp_path / "game.heart_to_heart.json").write_text(text, encoding="utf-8")
    code, states, err = run_app(tmp_path, ["tap menu:heart_to_heart", "state"])
    assert code == 0, err
    assert states[0]["moves"] == 0
    (kept,) = aside(tmp_path, "game.heart_to_heart")
    assert kept.read_text(encoding="utf-8") == text
    with pytest.raises(ValueError):
        Game.from_save(dict(g.to_save(), moves=10**4000))


# -- look-alike letters ----------------------------------------------------------------------

@pytest.mark.parametrize("code", ["HT1-AFOM-AAAAAﬀ", "HT1-AFOM-AAAAAAſ", "HT1-AFOM-AAAAAAı",
                                  "HT1-ſFOM-AAAAAAA", "HT1-AFOM-AAAAAAB" + " " * 100])
def test_hearts_codes_refuse_look_alike_letters(code):
    with pytest.raises(BadGameCode):
        parse_code(code)


def test_the_code_box_takes_one_ascii_character_per_character_up_to_its_limit():
    entry = TextEntry("entry:deal", (0, 0, 10, 10), max_len=20, allowed="ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789- ")
    entry.insert("ﬆ" * 30 + "ıſ")
    assert entry.value == ""
    entry.insert("st" * 30)
    assert entry.value == "ST" * 10 and len(entry.value) == 20


# -- leftover temporary files ----------------------------------------------------------------

def test_leftover_temporary_files_are_cleaned_up(tmp_path):
    old = time.time() - 3600
    for name in ("stats.json.tmp", "game.hearts.abc123.json.tmp"):
        (tmp_path / name).write_text("half a docu")
        os.utime(tmp_path / name, (old, old))
    (tmp_path / "settings.young.json.tmp").write_text("another process, writing now")
    Storage(FileBackend(tmp_path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.young.json.tmp"]


def test_a_failed_write_leaves_no_temporary_file(tmp_path, monkeypatch):
    def full(*a):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    assert Storage(FileBackend(tmp_path)).save("stats", 1, {"a": 1}) is False
    assert list(tmp_path.iterdir()) == []


# -- a FIFO in place of a save file ----------------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_in_place_of_save_files_neither_blocks_nor_stops_sigterm(tmp_path):
    for purpose in ("settings", "stats", "game.hearts"):
        os.mkfifo(tmp_path / f"{purpose}.json")
    script = tmp_path / "script.txt"
    script.write_text("tap menu:hearts\nstate\nwait 36000\n", encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "main.py", "--lang", "en", "--script", str(script)],
                            cwd=ROOT, env=app_env(tmp_path), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        # Before the fix the app hung opening the FIFO and never got this far.
        ready, _, _ = select.select([proc.stdout], [], [], 60)
        assert ready, "the app did not start"
        assert json.loads(proc.stdout.readline())["scene"] == "hearts"
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    for purpose in ("settings", "stats"):
        assert len(aside(tmp_path, purpose)) == 1  # the FIFO itself, renamed, never opened


def test_a_non_regular_file_is_refused_without_opening_it(tmp_path):
    (tmp_path / "stats.json").mkdir()
    st = Storage(FileBackend(tmp_path))
    assert st.load("stats", 1) is None
    assert len(aside(tmp_path, "stats")) == 1 and st.save("stats", 1, {"a": 1})


# -- bot protocol ----------------------------------------------------------------------------

@pytest.mark.parametrize("line, words", [
    ("[" * 100000, "nested"),
    ('{"hand": ' + "9" * 5000 + "}", "out of range"),
    ('{"hand": 1e999}', "out of range"),
    ('{"hand": NaN}', "NaN"),
], ids=["nested", "5000_digits", "1e999", "nan"])
def test_the_bot_protocol_answers_bad_numbers_and_nesting_like_any_bad_input(line, words):
    out = io.StringIO()
    serve(io.StringIO(line + "\n"), out, "normal")
    answer = json.loads(out.getvalue())
    assert "internal error" not in answer["error"] and words in answer["error"]


# -- undo after a win ------------------------------------------------------------------------

def won_game() -> tuple[Game, list[str]]:
    from game.heart_to_heart.solver import solve

    g = Game.from_code("HH1-N-AAAAAAM")
    line = solve(g)
    for action in line:
        g.tap(int(action) if action.isdigit() else action)
    assert g.status == WON
    return g, line


def test_the_engine_refuses_undo_after_a_win():
    g, _ = won_game()
    before = g.to_replay_dict()
    assert g.undo() is False
    assert g.to_replay_dict() == before and g.status == WON and g.score == 250


def test_replay_refuses_undo_after_a_win_with_a_message():
    _, line = won_game()
    out, err = io.StringIO(), io.StringIO()
    assert replay("HH1-N-AAAAAAM", False, io.StringIO("\n".join(line + ["undo"]) + "\n"), out, err) == 0
    *_, won, after = [json.loads(x) for x in out.getvalue().splitlines()]
    assert after["message"] == UNDO_AFTER_WIN
    assert {**after, "message": None} == won


# -- bounded numbers wherever text becomes a number (the class, not only the cases) ---------

@pytest.mark.parametrize("argv", [["stats", "--deals", "9" * 5000], ["stats", "--deals", "1" + "0" * 12],
                                  ["stats", "--deals", "5", "--seed", "9" * 5000]])
def test_the_heart_to_heart_cli_refuses_numbers_out_of_range_with_status_2(argv, capsys):
    from game.heart_to_heart.__main__ import main

    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2 and "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["arena", "--players", "easy,easy,easy,easy", "--deals", "9" * 5000],
                                  ["bot", "--level", "easy", "--seed", "9" * 5000]])
def test_the_hearts_cli_refuses_numbers_out_of_range_with_status_2(argv, capsys):
    from game.hearts.console.cli import main

    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2 and "Traceback" not in capsys.readouterr().err


def test_a_refused_document_that_cannot_be_set_aside_is_never_written_over(tmp_path, monkeypatch):
    (tmp_path / "stats.json").write_text("{half a", encoding="utf-8")
    backend = FileBackend(tmp_path)

    def read_only(key, new_key):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(backend, "rename", read_only)
    st = Storage(backend)
    assert Stats(st).h2h["played"] == 0
    assert st.save("stats", 1, {"h2h": {}, "hearts": {}}) is False
    assert (tmp_path / "stats.json").read_text(encoding="utf-8") == "{half a"
    assert [n.kind for n in st.take_notices()] == ["stuck"]


@pytest.mark.parametrize("text", ["Qſ", "ıS", "ＱS", "10ʜ"])
def test_card_names_refuse_look_alike_letters_too(text):
    from game.cards import Card

    with pytest.raises(ValueError):
        Card.parse(text)
    out = io.StringIO()
    serve(io.StringIO(json.dumps({"hand": [text]}) + "\n"), out, None)
    assert "error" in json.loads(out.getvalue())


def test_a_temporary_file_left_during_a_run_is_cleaned_once_it_is_old(tmp_path, monkeypatch):
    st = Storage(FileBackend(tmp_path))
    (tmp_path / "stats.killed.json.tmp").write_text("half")
    assert st.save("stats", 1, {"h2h": {}, "hearts": {}})
    assert (tmp_path / "stats.killed.json.tmp").exists()  # young: maybe another process's
    later = time.time() + 3600
    monkeypatch.setattr(time, "time", lambda: later)
    assert st.save("stats", 1, {"h2h": {}, "hearts": {}})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stats.json"]


def _requests():
    from hypothesis import strategies as st

    keys = st.sampled_from(["hand", "trick", "seat", "phase", "played", "scores", "passed", "received",
                            "hearts_broken", "rules", "hand_number", "leader", "first_trick"])
    leaves = (st.none() | st.booleans() | st.integers(-10**16, 10**16) | st.floats(allow_nan=False)
              | st.text(max_size=4) | st.sampled_from(["QS", "2C", "AH", "10D", "Qſ", "Q♠"]))
    return st.recursive(leaves, lambda c: st.lists(c, max_size=5) | st.dictionaries(keys, c, max_size=8),
                        max_leaves=30)


@pytest.mark.parametrize("level", [None, "easy"])
def test_no_request_of_any_shape_gets_an_internal_error_from_the_bot(level):
    from hypothesis import HealthCheck, given, settings

    @given(_requests())
    @settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
    def check(request):
        out = io.StringIO()
        serve(io.StringIO(json.dumps(request) + "\n"), out, level)
        assert "internal error" not in json.loads(out.getvalue()).get("error", "")

    check()
