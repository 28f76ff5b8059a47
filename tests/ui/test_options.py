"""Start-up options: the command line natively, the page address in the browser."""

import sys
import types

import pytest

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
