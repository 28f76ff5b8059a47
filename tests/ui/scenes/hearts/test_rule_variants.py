"""The Hearts rule variants in the app: the settings page sets them (and a new game is
played under them, its code an HT2 one), and a moon at the shooter's choice asks the
person with a small dialog, while a computer shooter chooses by itself."""

from __future__ import annotations

from dataclasses import fields
from types import SimpleNamespace
from typing import get_type_hints

import pytest

from devkit.harness import open_app, settle, tap
from game.hearts import Rules
from game.hearts.console.arena import decide
from game.hearts.rules import TARGETS
from game.settings import BY_KEY, SETTINGS
from game.ui.scenes.hearts.new_deals import rules_from_settings

SIZE = (1280, 720)
#: South (playing the moon seeker's cards) shoots the moon against Easy players.
SOUTH_SHOOTS = "HT2-AFCMOOTN-AAAAAIN"
#: North (an Easy player) shoots the moon while South plays the moon seeker's cards.
NORTH_SHOOTS = "HT2-AFCMOOTN-AAAAADY"


def tap_visible(app, name: str) -> None:
    """Tap a settings row's control, scrolling the page until it shows."""
    scene = app.nav.scene
    for _ in range(40):
        target = app.router.named_targets().get(name)
        if target is not None and app.router.tap_target(target):
            settle(app)
            return
        scene.scroll_by(120) if hasattr(scene, "scroll_by") else None
        app.frame()
    raise AssertionError(f"{name} never came into view")


@pytest.mark.parametrize("rule", [f.name for f in fields(Rules)])
def test_each_hearts_rule_is_a_setting_offering_exactly_the_engines_values(rule):
    """Each rule's setting offers the engine's values, in its order, with its default.

    The settings table spells them as plain strings: the first menu frame loads no engine."""
    setting = BY_KEY[f"hearts.{rule}"]
    kind = get_type_hints(Rules)[rule]
    engine = (False, True) if kind is bool else TARGETS if kind is int else tuple(m.value for m in kind)
    assert setting.page == "hearts_rules"
    assert setting.choices == engine and setting.default == getattr(Rules(), rule)


def test_every_setting_on_the_hearts_rules_page_is_a_rule_of_the_engine():
    assert {s.key for s in SETTINGS if s.page == "hearts_rules"} == {f"hearts.{f.name}" for f in fields(Rules)}


def test_a_new_game_is_dealt_under_every_rule_the_settings_hold():
    held = {s.key: s.choices[-1] for s in SETTINGS if s.page == "hearts_rules"}
    rules = rules_from_settings(SimpleNamespace(get=held.__getitem__))
    assert {f"hearts.{name}": value for name, value in rules.to_dict().items()} == held


def test_the_variant_settings_round_trip_into_a_new_game(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("settings")
        settle(app)
        tap(app, "tab:hearts_rules")
        for name in ("setting:hearts.jack_of_diamonds", "setting:hearts.no_tricks_bonus",
                     "setting:hearts.first_lead:any_club", "setting:hearts.passing:left",
                     "setting:hearts.moon:shooter_choice"):
            tap_visible(app, name)
        s = app.settings
        assert (s.get("hearts.jack_of_diamonds"), s.get("hearts.no_tricks_bonus"), s.get("hearts.first_lead"),
                s.get("hearts.passing"), s.get("hearts.moon")) == (True, True, "any_club", "left", "shooter_choice")
    # stored: a second start reads them back, and a new game is played under them
    with open_app(tmp_path / "again", SIZE, settings={
            "hearts.jack_of_diamonds": True, "hearts.no_tricks_bonus": True, "hearts.first_lead": "any_club",
            "hearts.passing": "left", "hearts.moon": "shooter_choice"}) as app:
        app.nav.go("hearts")
        settle(app)
        m = app.nav.scene.match
        assert m.code.startswith("HT2-") and m.code[4:12] == "AFCSJBCL"
        assert (m.rules.jack_of_diamonds, m.rules.no_tricks_bonus, m.rules.first_lead, m.rules.passing,
                m.rules.moon) == (True, True, "any_club", "left", "shooter_choice")


def play_south_as_moon_seeker(app) -> None:
    """South plays the moon seeker's cards by taps until the hand is over."""
    for _ in range(60):
        scene = app.nav.scene
        m = scene.match
        if m.phase != "play":
            return
        if scene.shown is not None:
            tap(app, "hearts:table") if "hearts:table" in app.router.named_targets() else app.frame()
            settle(app)
            continue
        assert scene.south_to_play(), m.phase
        card = decide(m.view(0), "moon", m.decision_rng(0)).card
        tap(app, f"hearts:card:{card}")
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("lang, title", [("en", "You shot the moon!"), ("ru", "Прорыв на Луну!")])
def test_a_moon_at_the_shooters_choice_asks_the_person(tmp_path, lang, title):
    with open_app(tmp_path, SIZE, lang=lang) as app:
        app.nav.go("hearts", code=SOUTH_SHOOTS)
        settle(app)
        play_south_as_moon_seeker(app)
        m = app.nav.scene.match
        assert m.phase == "moon_choice" and m.to_act == 0
        assert app.nav.top is not None and app.nav.top.kind == "hearts_moon_choice"
        assert app.nav.top.describe()["title"] == title
        assert {"button:add", "button:subtract"} <= set(app.router.named_targets())
        tap(app, "button:subtract")
        assert m.phase == "hand_over" and m.scores == [-26, 0, 0, 0]
        assert app.nav.scene.panel is not None and app.nav.scene.panel.kind == "summary"
        assert app.nav.screens == (app.nav.scene.panel,)  # the question is gone: only the summary is up
        assert app.stats is not None


def test_a_computer_shooter_chooses_by_itself(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("hearts", code=NORTH_SHOOTS)
        settle(app)
        play_south_as_moon_seeker(app)
        settle(app)
        m = app.nav.scene.match
        assert m.phase == "hand_over"
        assert m.scores == [26, 26, 0, 26] and m.hand_result.moon_scoring == "add_to_others"
        assert app.nav.scene.panel is not None and app.nav.scene.panel.kind == "summary"
        assert app.nav.screens == (app.nav.scene.panel,)  # nothing asked: only the summary is up


def test_the_table_asks_the_computer_player_one_way_for_its_plays_and_its_moon(tmp_path, monkeypatch):
    from game.hearts import ai

    asked: list[tuple[str, int, str]] = []
    for level in (ai.Easy, ai.Normal, ai.Hard):
        def recorded(self, view, rng, real=level.think):
            asked.append((self.level, view.seat, view.phase))
            return real(self, view, rng)

        monkeypatch.setattr(level, "think", recorded)
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("hearts", code=NORTH_SHOOTS)
        settle(app)
        play_south_as_moon_seeker(app)
        settle(app)
        level = app.settings.get("hearts.level")
        assert app.nav.scene.match.hand_result.moon_scoring == "add_to_others"
    assert {lv for lv, _seat, _phase in asked} == {level}  # the player of the level set
    assert (level, 2, "moon_choice") in asked and (level, 2, "play") in asked
    assert all(seat != 0 for _lv, seat, _phase in asked)


def test_a_game_saved_while_the_moon_is_to_be_scored_asks_again_when_resumed(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("hearts", code=SOUTH_SHOOTS)
        settle(app)
        play_south_as_moon_seeker(app)
        assert app.nav.top is not None and app.nav.top.kind == "hearts_moon_choice"
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("hearts")
        settle(app)
        m = app.nav.scene.match
        assert m.code == SOUTH_SHOOTS and m.phase == "moon_choice"
        assert app.nav.top is not None and app.nav.top.kind == "hearts_moon_choice"
        tap(app, "button:add")
        assert m.phase == "hand_over" and m.scores == [0, 26, 26, 26]
