"""Faults found by an outside-tester hunt (random input, bad files, bad text): each test is
the rule the fault broke -- a clear message or a graceful recovery, never a traceback."""

from __future__ import annotations

import os
import sys

import pygame
import pytest

from game.ui.options import Options
from tests.ui.driver import run_main

#: What a child Python needs from the environment on Windows (Winsock, which asyncio's event
#: loop opens, does not start without SYSTEMROOT); nothing elsewhere.
WINDOWS_ENV = {name: os.environ[name] for name in ("SYSTEMROOT",) if name in os.environ}


def test_a_script_file_that_is_not_utf8_text_exits_2_with_a_message(tmp_path):
    script = tmp_path / "picture.script"
    script.write_bytes(b"\xff\xfe\x00s\x00t\x00a\x00t\x00e")  # UTF-16, or a picture given by mistake
    code, _, err = run_main(tmp_path, Options(lang="en", script=str(script)))
    assert code == 2
    assert "cannot read script" in err and "UTF-8" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("link, code", [
    ("https://example.itch.io/hh/?lang=ru&deal=hh1-n-aaaaaam#top", "HH1-N-AAAAAAM"),
    ("  http://localhost:8000/?game=HT1-AFOM-AAAAAAA\n", "HT1-AFOM-AAAAAAA"),
])
def test_a_pasted_share_link_gives_the_deal_dialog_its_code(monkeypatch, memory_storage, make_app, link, code):
    from game.ui import text_entry

    app = make_app()
    app.frame()
    app.nav.scene.ask_deal_code()
    monkeypatch.setattr(text_entry, "read_clipboard", lambda *a, **k: link)
    entry = app.nav.top.entry
    entry.handle_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode=""))
    assert entry.value == code  # not "HTTPSEXAMPLEITCHIOHH", then refused as a Hearts code
    assert app.games.deal_code_problem(entry.value) is None
    entry.handle_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode=""))
    assert entry.value == code  # pasted again over the field: replaced, not "HH1-N-AAAAAAMHH1-N-A"


def test_pasted_text_that_is_no_link_is_typed_as_it_is():
    from game.share import code_in_pasted

    assert code_in_pasted("HH1-N-AAAAAAM") == "HH1-N-AAAAAAM"
    assert code_in_pasted("https://example.com/?lang=ru") == "https://example.com/?lang=ru"
    assert code_in_pasted("http://[oops/?deal=HH1-N-AAAAAAM") == "http://[oops/?deal=HH1-N-AAAAAAM"


def test_an_address_urlsplit_refuses_is_a_bad_share_link_not_a_value_error():
    from game import share

    assert share.parse_link("http://[oops/?deal=HH1-N-AAAAAAM") is None
    with pytest.raises(share.BadShareLink):
        share.share_link("http://[oops/", share.DEAL, "HH1-N-AAAAAAM")


@pytest.mark.parametrize("command, expect", [
    (["-m", "game.hearts", "legal"], '{"error": "not valid JSON'),
    (["-m", "game.hearts", "bot", "--level", "easy"], '{"error": "not valid JSON'),
    (["-m", "game.heart_to_heart", "replay", "HH1-N-AAAAAAM"], "error: line 2: unknown action"),
    (["main.py", "--lang", "en", "--script", "-"], "script line 2: unknown command"),
])
def test_bytes_that_are_not_utf8_on_standard_input_get_the_usual_error_not_a_traceback(tmp_path, command, expect):
    import subprocess
    import sys
    from pathlib import Path

    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HEARTS_APP_DATA_DIR": str(tmp_path),
           "PATH": "/usr/bin:/bin", "PYTHONIOENCODING": "utf-8", **WINDOWS_ENV}  # strict decoding, as under en_US.UTF-8
    first = b"state\n" if command[0] == "main.py" else b"1\n"
    proc = subprocess.run([sys.executable, *command], input=first + b"\xff\xfe\n{}\n", capture_output=True,
                          cwd=Path(__file__).resolve().parents[2], env=env, timeout=120)
    output = (proc.stdout + proc.stderr).decode("utf-8", "replace")
    assert "Traceback" not in output
    assert expect in output


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_bad_hearts_game_code_is_explained_in_the_players_language(memory_storage, make_app, lang):
    from game import i18n

    app = make_app(lang=lang, game="HT1-ZZZZ-AAAAAAA")  # ?game= from a mangled link
    app.frame()
    assert app.nav.scene.name == "menu" and app.nav.top is not None
    message = app.nav.top.message() if callable(app.nav.top.message) else app.nav.top.message
    assert message.startswith(i18n.t("deal.bad.hearts", detail="")[:20])
    if lang == "ru":
        assert "queen" not in message  # not the engine's English reason


def test_without_a_home_folder_the_app_starts_and_says_nothing_will_be_kept(monkeypatch, make_app):
    from pathlib import Path

    from game import i18n, storage

    def no_home(cls=None):
        raise RuntimeError("Could not determine home directory.")  # no $HOME, no passwd entry

    monkeypatch.delenv(storage.ENV_DIR, raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setattr(Path, "home", classmethod(no_home))
    app = make_app(lang="ru")
    for _ in range(3):
        app.frame()
    assert app.nav.scene.name == "menu"
    assert [toast.message for toast in app.nav.toasts] == [i18n.t("storage.nowhere.native")]
    app.nav.go("heart_to_heart")  # play goes on, kept in memory for this run
    app.frame()
    assert app.nav.scene.name == "heart_to_heart"


def test_quitting_while_the_winning_pair_lands_keeps_the_win(app_data):
    from game import storage
    from game.heart_to_heart.solver import solve
    from game.heart_to_heart.state import WON, Game
    from game.stats import Stats
    from game.ui import app as app_module

    code = "HH1-N-AAAAAAM"
    line = [int(a) if a.isdigit() else a for a in solve(Game.from_code(code))]
    app = app_module.App(Options(lang="en"))
    try:
        app.frame()
        app.games.open_deal(code)
        app.frame()
        scene = app.nav.scene
        for action in line:
            scene.play(action)
        assert scene.game.status == WON and scene.busy()  # the last pair is still flying
    finally:
        app.nav.quit(0)
        app.shutdown()  # the window closed now: leave() runs, the celebration never does
    kept = storage.Storage(storage.FileBackend(app_data))
    assert Stats(kept).h2h["won"] == 1 and Stats(kept).h2h["played"] == 1
    assert kept.saved_at("game.heart_to_heart") is None  # no half-won game to "Continue"


def test_a_saved_game_marked_daily_must_be_that_days_deal():
    from game.heart_to_heart import saved
    from game.heart_to_heart.codes import parse_code
    from game.heart_to_heart.daily import daily_code
    from game.heart_to_heart.state import Game

    day = "2026-11-30"
    daily = Game.from_number(parse_code(daily_code(day)))
    assert saved.validate(saved.to_document(daily, 12.0, 0, True, False, day)).daily == day
    other = Game.from_number((daily.number + 1) % 26**7)  # edited file: winning it would fake a daily win
    with pytest.raises(ValueError, match="not the daily deal"):
        saved.validate(saved.to_document(other, 12.0, 0, True, False, day))


def test_a_paste_longer_than_the_code_field_is_read_only_until_the_field_is_full():
    import itertools

    from game.ui.app import CODE_CHARS
    from game.ui.widgets import TextEntry

    entry = TextEntry("entry:deal", (0, 0, 10, 10), max_len=20, allowed=CODE_CHARS)
    read = []
    endless = (read.append(ch) or ch for ch in itertools.cycle("hh1-n-aaaaaam "))  # a pasted book
    entry.insert(endless)  # type: ignore[arg-type]  (returns: the rest is never read)
    assert entry.value == "HH1-N-AAAAAAM HH1-N-"
    assert len(read) <= 21


@pytest.mark.parametrize("command, lines", [
    (["-m", "game.heart_to_heart", "replay", "HH1-N-AAAAAAM"], b"stock\n" * 20000),
    (["-m", "game.hearts", "legal"], b'{"seat": 0}\n' * 20000),
    (["-m", "game.hearts", "arena", "--players", "easy,easy,easy,easy", "--deals", "3"], b""),
    (["main.py", "--lang", "en", "--script", "-"], b"state\n" * 3000),
], ids=["replay", "legal", "arena", "app-script"])
def test_a_reader_that_stops_early_ends_the_command_line_tools_quietly(tmp_path, command, lines):
    """``python -m ... | head -1``: no BrokenPipeError traceback on stderr."""
    import subprocess
    import sys
    from pathlib import Path

    (tmp_path / "in").write_bytes(lines)
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HEARTS_APP_DATA_DIR": str(tmp_path),
           "PATH": "/usr/bin:/bin", **WINDOWS_ENV}
    with open(tmp_path / "in", "rb") as stdin:
        proc = subprocess.Popen([sys.executable, *command], stdin=stdin, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, cwd=Path(__file__).resolve().parents[2], env=env)
        assert proc.stdout.readline()  # the first line, then the reader goes away
        proc.stdout.close()
        err = proc.stderr.read().decode("utf-8", "replace")
        proc.wait(timeout=120)
    assert "Traceback" not in err and "BrokenPipeError" not in err


@pytest.mark.parametrize("command", [
    ["-m", "game.hearts", "bot", "--level", "easy"],
    ["-m", "game.heart_to_heart", "replay", "HH1-N-AAAAAAM"],
    ["main.py", "--lang", "en", "--script", "-"],
], ids=["bot", "replay", "app"])
@pytest.mark.skipif(sys.platform == "win32", reason="Ctrl+C is a console event on Windows, not a signal a test can "
                    "send to one child (and preexec_fn does not exist there)")
def test_ctrl_c_ends_a_waiting_program_quietly_and_keeps_the_game(tmp_path, command):
    import signal
    import subprocess
    import sys
    from pathlib import Path

    from tests.reliability.terminal import ctrl_c_as_from_a_terminal

    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HEARTS_APP_DATA_DIR": str(tmp_path),
           "PATH": "/usr/bin:/bin", **WINDOWS_ENV}
    proc = subprocess.Popen([sys.executable, *command], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=Path(__file__).resolve().parents[2], env=env,
                            preexec_fn=ctrl_c_as_from_a_terminal)
    first = b"tap menu:heart_to_heart\ntap h2h:stock\nstate\n" if command[0] == "main.py" else \
        (b"1\n" if "replay" in command else b"{}\n")
    proc.stdin.write(first)
    proc.stdin.flush()
    assert proc.stdout.readline()  # it answered, and now waits for the next line
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    assert "Traceback" not in err.decode("utf-8", "replace")
    assert proc.returncode == 130
    if command[0] == "main.py":
        from game.heart_to_heart import saved
        from game.storage import FileBackend, Storage

        kept = Storage(FileBackend(tmp_path)).load("game.heart_to_heart", 1, validate=saved.validate)
        assert kept is not None and kept.game.moves == 1


def test_a_refused_code_or_date_is_quoted_cut_short_in_its_message():
    """A pasted page of text is refused in a message of a line, not echoed in full."""
    from game.heart_to_heart.codes import BadDealCode, parse_code
    from game.heart_to_heart.daily import BadDate, parse_date
    from game.share import BadShareLink, canonical, parse_link

    junk = "Q" * 100_000
    for text in (junk, f"HH1-{junk}-AAAAAAA", f"{junk}-N-AAAAAAA", f"HH1-N-{junk}"):
        with pytest.raises(BadDealCode) as exc:
            parse_code(text)
        assert len(str(exc.value)) < 200
    with pytest.raises(BadDate) as exc:
        parse_date(junk)
    assert len(str(exc.value)) < 200
    for call in (lambda: canonical(junk, "HH1-N-AAAAAAM"), lambda: parse_link(f"https://example.org/?deal={junk}"),
                 lambda: parse_link(f"?deal=HH1-N-{junk}")):
        with pytest.raises(BadShareLink) as exc:
            call()
        assert len(str(exc.value)) < 200
