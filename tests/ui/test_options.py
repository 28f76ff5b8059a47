"""Start-up options: the command line natively, the page address in the browser.

``--game CODE`` (natively) and ``?game=`` (in the browser) open a Hearts game from its code.

A code the app is started with (``--deal``, ``--game``, the page's ``?deal=`` / ``?game=``)
asks before it replaces a game in progress, exactly as "Deal by code…" does; Cancel
continues the saved game.  The code decides the game, whichever option or key carries it,
and every way in follows one rule (``App.replace_or_ask``).
"""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from devkit.harness import HEARTS_CODE, WORKED_EXAMPLE, hearts_until, open_app, settle, tap
from game import i18n
from game.ui import options


def test_the_command_line_options():
    o = options.from_argv(["--deal", "HH1-N-AAAAAAM", "--lang", "ru", "--script", "-", "--shots", "d"])
    assert (o.deal, o.lang, o.script, o.shots) == ("HH1-N-AAAAAAM", "ru", "-", "d")


def test_an_unknown_language_is_refused_with_status_2(capsys):
    with pytest.raises(SystemExit) as exc:
        options.from_argv(["--lang", "de"])
    assert exc.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def fake_browser(search="", language="ru-RU"):
    window = types.SimpleNamespace(
        location=types.SimpleNamespace(search=search),
        navigator=types.SimpleNamespace(language=language),
    )
    return types.SimpleNamespace(window=window)


def test_the_page_address_gives_deal_and_language(monkeypatch):
    monkeypatch.setitem(sys.modules, "platform", fake_browser("?deal=HH1-N-AAAAAAM&lang=RU"))
    o = options.from_page()
    assert o.deal == "HH1-N-AAAAAAM" and o.lang == "ru"


def test_query_parameters_in_the_environment_count_too(monkeypatch):
    monkeypatch.setitem(sys.modules, "platform", fake_browser(""))
    monkeypatch.setenv("deal", "HH1-N-AAAAAAB")
    monkeypatch.setenv("lang", "xx")
    o = options.from_page()
    assert o.deal == "HH1-N-AAAAAAB" and o.lang is None


def test_the_browser_language_is_detected(monkeypatch):
    monkeypatch.setitem(sys.modules, "platform", fake_browser(language="ru-RU"))
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert i18n.detect_language() == "ru"


@pytest.mark.parametrize("argv", [
    ["--size", "720x1280"], ["--size=720X1280"], ["--game", "HT1-AFOM-AAAAAAA", "--lang", "ru"],
    ["--deal=HH1-N-AAAAAAM", "--deal", "HH1-N-AAAAAAB"], ["--script", "-", "--shots", "d", "--size", "844x390"],
    ["--deal", ""], ["--deal=-x"], ["--lang=en"], ["--shots", "a=b"],
])
def test_plain_options_are_read_as_the_parser_reads_them(argv):
    assert options.plain_options(argv) == options.from_argv(argv) == _parsed(argv)


@pytest.mark.parametrize("argv", [
    ["--help"], ["--version"], ["--si", "720x1280"], ["--size", "7x7"], ["--size"], ["--lang", "de"],
    ["--deal", "--game", "x"], ["--deal", "-x"], ["x"], ["--", "--deal", "x"], ["--size=wide"],
])
def test_anything_else_goes_to_the_parser(argv):
    assert options.plain_options(argv) is None


def _parsed(argv):
    ns = options.parser().parse_args(argv)
    return options.Options(deal=ns.deal, game=ns.game, lang=ns.lang, script=ns.script, shots=ns.shots,
                           size=ns.size)


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


SIZE = (1280, 720)
OTHER_DEAL = "HH1-N-AAAAAAB"
OTHER_HEARTS = "HT1-AFOS-AAAAAAA"


@contextmanager
def started_with(data_dir: Path, **options) -> Iterator:
    """The real App started with these options (``deal=``, ``game=``), storage in ``data_dir``."""
    with open_app(data_dir, SIZE, **options) as app:
        yield app


def h2h_in_progress(data_dir: Path) -> None:
    """Leave a Heart to Heart game one move in (the stock flipped), saved."""
    with open_app(data_dir, SIZE) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        tap(app, "h2h:stock")
        assert app.nav.scene.game.moves == 1


def hearts_in_progress(data_dir: Path) -> int:
    """Leave a Hearts game a few cards in, saved; returns how many actions it holds."""
    with open_app(data_dir, SIZE) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        hearts_until(app, lambda s: s.match.cards_played >= 4)
        return len(app.nav.scene.match.actions)


def test_a_deal_option_asks_before_replacing_a_game_in_progress_and_cancel_continues_it(tmp_path):
    h2h_in_progress(tmp_path)
    with started_with(tmp_path, deal=OTHER_DEAL) as app:
        assert app.nav.top is not None and "button:replace" in app.router.named_targets()
        tap(app, "button:cancel")
        assert app.nav.top is None
        assert app.nav.scene.name == "heart_to_heart"
        assert app.nav.scene.game.code == WORKED_EXAMPLE and app.nav.scene.game.moves == 1
        assert app.stats.h2h["played"] == 0  # nothing was given up


def test_escape_on_the_question_continues_the_saved_game_too(tmp_path):
    h2h_in_progress(tmp_path)
    with started_with(tmp_path, deal=OTHER_DEAL) as app:
        from devkit.harness import escape

        escape(app)
        assert app.nav.top is None and app.nav.scene.name == "heart_to_heart"
        assert app.nav.scene.game.code == WORKED_EXAMPLE and app.nav.scene.game.moves == 1


def test_replace_deals_the_shared_code_and_counts_the_old_game_as_given_up(tmp_path):
    h2h_in_progress(tmp_path)
    with started_with(tmp_path, deal=OTHER_DEAL) as app:
        tap(app, "button:replace")
        assert app.nav.scene.name == "heart_to_heart"
        assert app.nav.scene.game.code == OTHER_DEAL and app.nav.scene.game.moves == 0
        assert app.stats.h2h["played"] == 1


def test_a_game_option_asks_before_replacing_a_hearts_game_and_cancel_continues_it(tmp_path):
    actions = hearts_in_progress(tmp_path)
    with started_with(tmp_path, game=OTHER_HEARTS) as app:
        assert app.nav.top is not None and "button:replace" in app.router.named_targets()
        tap(app, "button:cancel")
        assert app.nav.scene.name == "hearts"
        assert app.nav.scene.match.code == HEARTS_CODE and len(app.nav.scene.match.actions) == actions


def test_replace_starts_the_shared_hearts_game(tmp_path):
    hearts_in_progress(tmp_path)
    with started_with(tmp_path, game=OTHER_HEARTS) as app:
        tap(app, "button:replace")
        assert app.nav.scene.name == "hearts" and app.nav.scene.match.code == OTHER_HEARTS
        assert app.nav.scene.match.actions == []


def test_the_page_address_asks_the_same_way(tmp_path, monkeypatch):
    """In the browser the code comes from ``?deal=`` (options.from_page): the same question."""
    from game.ui import options

    h2h_in_progress(tmp_path)
    window = types.SimpleNamespace(location=types.SimpleNamespace(search=f"?deal={OTHER_DEAL.lower()}&lang=en"))
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=window))
    opts = options.from_page()
    monkeypatch.delitem(sys.modules, "platform")
    with started_with(tmp_path, opts=opts) as app:
        assert app.nav.top is not None and "button:replace" in app.router.named_targets()
        tap(app, "button:cancel")
        assert app.nav.scene.name == "heart_to_heart" and app.nav.scene.game.moves == 1


def test_the_page_game_parameter_with_a_hearts_game_in_progress_asks(tmp_path, monkeypatch):
    from game.ui import options

    hearts_in_progress(tmp_path)
    window = types.SimpleNamespace(location=types.SimpleNamespace(search=f"?game={OTHER_HEARTS}"))
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=window))
    opts = options.from_page()
    monkeypatch.delitem(sys.modules, "platform")
    with started_with(tmp_path, opts=opts) as app:
        assert app.nav.top is not None and "button:replace" in app.router.named_targets()


def test_the_code_of_the_game_in_progress_continues_it_without_asking(tmp_path):
    """A page reloaded on its own ``?deal=`` (the table writes it there), or a link to the
    game one is playing: that game goes on, nothing is dealt again."""
    h2h_in_progress(tmp_path)
    with started_with(tmp_path, deal=WORKED_EXAMPLE.lower()) as app:
        assert app.nav.top is None
        assert app.nav.scene.name == "heart_to_heart" and app.nav.scene.game.moves == 1
        assert app.stats.h2h["played"] == 0


def test_nothing_is_asked_when_no_game_is_in_progress(tmp_path):
    with started_with(tmp_path, deal=OTHER_DEAL) as app:
        assert app.nav.top is None and app.nav.scene.name == "heart_to_heart"
        assert app.nav.scene.game.code == OTHER_DEAL


def test_a_hearts_game_in_progress_is_not_replaced_by_a_heart_to_heart_deal(tmp_path):
    """Only a game of the same kind is replaced: the other one's save stays, so no question."""
    hearts_in_progress(tmp_path)
    with started_with(tmp_path, deal=OTHER_DEAL) as app:
        assert app.nav.top is None and app.nav.scene.name == "heart_to_heart"
        assert app.games.game_in_progress("hearts")


@pytest.mark.parametrize("option, code, scene", [("game", WORKED_EXAMPLE, "heart_to_heart"),
                                                 ("deal", HEARTS_CODE, "hearts")])
def test_the_code_decides_the_game_whichever_option_carries_it(tmp_path, option, code, scene):
    with started_with(tmp_path, **{option: code.lower()}) as app:
        assert app.nav.top is None and app.nav.scene.name == scene


def test_a_share_link_given_as_the_option_opens_its_game(tmp_path):
    """People paste the link they were sent: its code is read, as the deal-code dialog does."""
    link = f"https://example.org/hearts/?lang=en&game={OTHER_HEARTS}"
    with started_with(tmp_path, deal=link) as app:
        assert app.nav.top is None and app.nav.scene.name == "hearts"
        assert app.nav.scene.match.code == OTHER_HEARTS


def test_every_way_in_asks_by_the_one_rule(tmp_path, monkeypatch):
    """The deal-code dialog, the daily deal and a start-up code all ask ``replace_or_ask``;
    when it says a game would be replaced, each of them asks instead of dealing."""
    from game.ui.games import Games
    from game.ui.scenes.daily import open_daily

    asked: list[str] = []

    def always_in_progress(self, scene: str) -> bool:
        asked.append(scene)
        return True

    monkeypatch.setattr(Games, "game_in_progress", always_in_progress)
    with started_with(tmp_path, deal=OTHER_DEAL) as app:
        assert asked == ["heart_to_heart"] and "button:replace" in app.router.named_targets()
        tap(app, "button:cancel")
        app.nav.go("menu")
        settle(app)
        tap(app, "menu:deal_code")
        app.nav.top.entry.insert(OTHER_HEARTS)
        tap(app, "button:play")
        assert asked[-1] == "hearts" and "button:replace" in app.router.named_targets()
        tap(app, "button:cancel")
        assert app.nav.scene.name == "menu"  # from the dialog, Cancel just keeps the menu
        assert not open_daily(app.nav.parts)
        assert asked[-1] == "heart_to_heart" and "button:replace" in app.router.named_targets()
