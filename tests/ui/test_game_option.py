"""``--game CODE`` (natively) and ``?game=`` (in the browser) open a Hearts game from its code."""

import sys
import types

import pytest

from game.ui import options


def test_the_game_option_is_read_from_the_command_line():
    o = options.from_argv(["--game", "HT1-AFOM-BCDEFGH", "--lang", "en"])
    assert (o.game, o.deal, o.lang) == ("HT1-AFOM-BCDEFGH", None, "en")


def test_the_game_parameter_is_read_from_the_page_address(monkeypatch):
    window = types.SimpleNamespace(location=types.SimpleNamespace(search="?game=ht1-afom-bcdefgh&lang=ru"),
                                   navigator=types.SimpleNamespace(language="en-GB"))
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=window))
    o = options.from_page()
    assert o.game == "ht1-afom-bcdefgh" and o.deal is None and o.lang == "ru"


def test_the_game_parameter_in_the_environment_counts_too(monkeypatch):
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace())
    monkeypatch.setenv("game", "HT1-AFOM-BCDEFGH")
    assert options.from_page().game == "HT1-AFOM-BCDEFGH"


def run_with(tmp_path, **opts):
    from game.ui.options import Options
    from tests.ui.driver import run_main

    script = tmp_path / "script.txt"
    script.write_text("state\n", encoding="utf-8")
    return run_main(tmp_path, Options(lang="en", script=str(script), shots=str(tmp_path / "shots"), **opts))


def test_the_app_opens_the_hearts_game_of_the_code(tmp_path):
    code, states, err = run_with(tmp_path, game="ht1-afom-bcdefgh")
    assert code == 0, err
    assert states[-1]["scene"] == "hearts" and states[-1]["code"] == "HT1-AFOM-BCDEFGH"


@pytest.mark.parametrize("bad", ["HT1-AFOX-BCDEFGH", "HT1-AFOM", "nonsense"])
def test_a_bad_game_code_leaves_the_player_on_the_menu(tmp_path, bad):
    code, states, err = run_with(tmp_path, game=bad)
    assert code == 0, err
    assert states[-1]["scene"] == "menu"
