"""The Hearts table around the play: resume after a restart, corrupt saves, the hint,
the hold hand, auto-play of a single legal card, the last trick, a trick kept until tapped."""

from __future__ import annotations

import json

from game.hearts import Match, Rules, format_code
from game.hearts.ai import choose
from game.hearts.deal import deal_hand
from game.hearts.teaching import coach
from tests.ui.scenes.hearts.support import (
    FAST,
    first_legal_policy,
    play,
    write_save,
    write_settings,
)

CODE = "HT1-AFOS-BCDEFGH"


def saved_match(data_dir) -> Match:
    doc = json.loads((data_dir / "game.hearts.json").read_text(encoding="utf-8"))
    return Match.from_save(doc["data"]["match"])


def until(predicate, then=None):
    """Play first-legal until ``predicate(state)``; then run ``then`` commands once, and stop."""
    base = first_legal_policy(lambda s: False)
    memo: dict = {}

    def policy(state):
        if "hit" in memo:
            memo.setdefault("after", []).append(state)
            if memo["queue"]:
                return [memo["queue"].pop(0)]
            return None
        if predicate(state):
            memo["hit"] = state
            memo["queue"] = list(then or [])
            if memo["queue"]:
                return [memo["queue"].pop(0)]
            return None
        return base(state)

    return policy, memo


def south_turn_in_trick(n):
    return lambda s: s.get("phase") == "play" and bool(s["legal"]) and s["tricks_played"] == n


def test_the_game_survives_a_restart(tmp_path):
    write_settings(tmp_path, FAST)
    write_save(tmp_path, CODE)
    policy, memo = until(south_turn_in_trick(3))
    code, _, err = play(tmp_path, policy)
    assert code == 0, err
    before = memo["hit"]
    code, states, err = play(tmp_path, lambda s: None, opening=["state", "tap menu:continue"])
    assert code == 0, err
    assert "menu:continue" in states[0]["targets"]
    after = states[-1]
    for key in ("code", "hand", "legal", "trick", "hand_points", "scores", "actions", "received"):
        assert after[key] == before[key], key


def test_a_corrupt_save_starts_a_new_game_with_a_message(tmp_path):
    write_settings(tmp_path, FAST)
    (tmp_path / "game.hearts.json").write_text("{not json", encoding="utf-8")
    code, states, err = play(tmp_path, lambda s: None)
    assert code == 0, err
    s = states[-1]
    assert s["phase"] == "pass" and s["hand_number"] == 1 and s["actions"] == 0
    assert any("could not be read" in m and "set aside, not deleted" in m for m in s["toasts"])


def test_a_save_the_engine_refuses_starts_a_new_game_with_a_message(tmp_path):
    write_settings(tmp_path, FAST)
    write_save(tmp_path, CODE, actions=[["play", 0, "AS"]])  # nobody plays before passing
    code, states, err = play(tmp_path, lambda s: None)
    assert code == 0, err
    s = states[-1]
    assert s["actions"] == 0 and s["code"] != CODE
    assert any("could not be read" in m and "set aside, not deleted" in m for m in s["toasts"])


def test_the_hint_shows_the_card_the_coach_rates_best(tmp_path):
    write_settings(tmp_path, FAST)
    write_save(tmp_path, CODE)
    policy, memo = until(south_turn_in_trick(2), ["tap button:hint", "state"])
    code, _, err = play(tmp_path, policy)
    assert code == 0, err
    after = memo["after"][-1]
    engine = saved_match(tmp_path)
    expected = coach.run(coach.hint(engine.view(0), engine.decision_rng(0)))
    assert after["hint"] == [str(expected.card)]
    assert after["hint"][0] in after["legal"]
    assert after["actions"] == memo["hit"]["actions"]  # a hint plays nothing


def test_the_hint_while_passing_shows_three_cards(tmp_path):
    write_settings(tmp_path, FAST)
    write_save(tmp_path, CODE)
    code, states, err = play(tmp_path, lambda s: None, opening=["tap menu:hearts", "tap button:hint"])
    assert code == 0, err
    engine = saved_match(tmp_path)
    expected = coach.run(coach.hint(engine.view(0), engine.decision_rng(0)))
    assert states[-1]["hint"] == [str(c) for c in expected.cards]


def _match_at_hand_4(code: str) -> Match:
    m = Match.from_code(code)
    while m.hand_number < 4:
        if m.phase == "hand_over":
            m.start_next_hand()
            continue
        seat = m.to_act
        m.apply(seat, choose(m.view(seat), "easy", m.decision_rng(seat)))
    return m


def _code_where_south_leads_hand_4() -> str:
    """A game to 150 in which South holds the 2♣ in hand 4 (no passing there)."""
    for seed in range(1000, 1200):
        if any(str(c) == "2C" for c in deal_hand(seed, 4)[0]):
            return format_code(seed, Rules(target=150))
    raise AssertionError("no such deal among 200")


def test_the_hold_hand_is_announced_and_skips_passing(tmp_path):
    write_settings(tmp_path, FAST)
    m = _match_at_hand_4(_code_where_south_leads_hand_4())
    write_save(tmp_path, m.code, m.actions)
    code, states, err = play(tmp_path, lambda s: None)
    assert code == 0, err
    s = states[-1]
    assert s["hand_number"] == 4 and s["pass_direction"] == "none"
    assert s["phase"] == "play" and s["raised"] == [] and s["received"] == []
    assert s["actions"] == len(m.actions) and s["legal"] == ["2C"]  # South leads at once
    assert s["announce"] == "hold"


def test_a_single_legal_card_is_played_automatically_when_set(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.auto_play_single": True}))
    m = _match_at_hand_4(_code_where_south_leads_hand_4())
    write_save(tmp_path, m.code, m.actions)
    code, states, err = play(tmp_path, lambda s: None)
    assert code == 0, err
    engine = saved_match(tmp_path)
    assert engine.actions[len(m.actions)] == ["play", 0, "2C"]  # nobody tapped it


def test_the_last_trick_can_be_reviewed(tmp_path):
    write_settings(tmp_path, FAST)
    write_save(tmp_path, CODE)
    policy, memo = until(south_turn_in_trick(2), ["tap button:last_trick", "state", "tap button:close", "state"])
    code, _, err = play(tmp_path, policy)
    assert code == 0, err
    shown, closed = memo["after"][0], memo["after"][-1]
    assert shown["dialog"] == "last_trick" and shown["last_trick"]["winner"] in range(4)
    assert closed["dialog"] is None and closed["hand"] == memo["hit"]["hand"]


def test_a_trick_stays_until_tapped_when_set(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.trick_pause": "tap"}))
    write_save(tmp_path, CODE)
    policy, memo = until(lambda s: s.get("shown_trick") is not None, ["click 400 470", "state"])
    code, _, err = play(tmp_path, policy)
    assert code == 0, err
    waiting, after = memo["hit"], memo["after"][-1]
    assert waiting["legal"] == [] and len(waiting["shown_trick"]["cards"]) == 4
    assert after["shown_trick"] is None


def test_a_game_code_replays_the_same_game(tmp_path):
    from tests.ui.driver import run_app

    write_settings(tmp_path, FAST)
    code, states, err = run_app(tmp_path, ["state"], deal="ht1-afos-bcdefgh")
    assert code == 0, err
    s = states[-1]
    assert s["scene"] == "hearts" and s["code"] == CODE and s["actions"] == 0
    assert s["hand"] == [str(c) for c in Match.from_code(CODE).hands[0]]


def test_a_bad_game_code_is_explained_on_the_menu(tmp_path):
    from tests.ui.driver import run_app

    code, states, err = run_app(tmp_path, ["state"], deal="HT1-AFOX-BCDEFGH")
    assert code == 0, err
    assert states[-1]["scene"] == "menu"


def _match_at_a_tie(target_seeds=range(300)) -> Match:
    """A game to 50 stopped after a hand where the limit was reached with a shared
    lowest total (found by playing first-legal against Easy players)."""
    for seed in target_seeds:
        m = Match(seed, Rules(target=50))
        while not m.game_over:
            if m.phase == "hand_over":
                if m.tie_continues:
                    return m
                m.start_next_hand()
            elif m.phase == "pass" and m.passes[0] is None:
                m.submit_pass(0, m.hands[0][:3])
            elif m.to_act == 0:
                m.play(0, m.legal(0)[0])
            else:
                seat = m.to_act
                m.apply(seat, choose(m.view(seat), "easy", m.decision_rng(seat)))
    raise AssertionError("no tie found")


def test_the_tie_rule_is_shown_and_play_goes_on(tmp_path):
    write_settings(tmp_path, FAST)
    m = _match_at_a_tie()
    write_save(tmp_path, m.code, m.actions)
    shots = tmp_path / "shots"
    code, states, err = play(tmp_path, lambda s: None,
                             opening=["tap menu:hearts", "state", "shot tie", "tap button:next"], shots=shots)
    assert code == 0, err
    at_tie, after = states[0], states[-1]
    assert at_tie["dialog"] == "sheet" and at_tie["tie_continues"] and not at_tie["game_over"]
    assert max(at_tie["scores"]) >= 50
    assert at_tie["scores"].count(min(at_tie["scores"])) >= 2
    assert after["dialog"] is None and after["hand_number"] == at_tie["hand_number"] + 1
    assert (shots / "tie.png").exists()


def test_a_failing_computer_search_does_not_stop_the_game(tmp_path, monkeypatch):
    from game.hearts import ai

    def broken(self, view, rng):
        raise RuntimeError("search bug")
        yield  # a generator, like the real one

    for level in (ai.Easy, ai.Normal, ai.Hard):
        monkeypatch.setattr(level, "think", broken)
    write_settings(tmp_path, FAST)
    write_save(tmp_path, CODE)
    code, states, err = play(tmp_path, first_legal_policy(lambda s: s.get("dialog") == "summary"))
    assert code == 0, err
    assert states[-1]["phase"] == "hand_over" and sum(states[-1]["hand_points"]) == 26
    assert "search bug" in err


def test_a_pass_hint_keeps_the_cards_the_player_had_chosen_and_shows_its_own_beside_them(tmp_path):
    from devkit.harness import HEARTS_CODE, open_app, settle, tap
    from game.hearts.teaching.analysis import choice_key
    from game.ui.scenes.hearts.analysis_screen import AnalysisScreen

    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
        mine = sorted(scene.match.hands[0], key=lambda c: (c.rank, c.index))[:3]  # three small cards
        for c in mine:
            tap(app, f"hearts:card:{c}")
        tap(app, "button:hint")
        for _ in range(600):
            if scene.hint_cards:
                break
            app.frame()
        settle(app)
        assert len(scene.hint_cards) == 3 and set(scene.hint_cards) != set(mine)
        assert sorted(scene.raised) == sorted(mine)  # the player's choice stays
        assert all(scene.sprites[c].selected for c in mine)
        assert all(scene.sprites[c].hint and scene.sprites[c].lift > 0 for c in scene.hint_cards)
        assert scene.note is not None and all(c.pretty in scene.note for c in scene.hint_cards)
        assert app.router.named_targets()["button:confirm"].enabled  # Pass passes the player's three
        tap(app, "button:hint")  # Why?: the player's three weighed in their own row
        screen = app.nav.screens[-1]
        assert isinstance(screen, AnalysisScreen)
        settle(app)
        row = screen.analysis.row(mine)
        assert row is not None and screen.is_chosen(row) and screen.describe()["chosen"] == choice_key(mine)


def test_a_pass_hint_with_nothing_chosen_raises_its_three(tmp_path):
    from devkit.harness import HEARTS_CODE, open_app, settle, tap

    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
        tap(app, "button:hint")
        for _ in range(600):
            if scene.hint_cards:
                break
            app.frame()
        settle(app)
        assert len(scene.hint_cards) == 3 and sorted(scene.raised) == sorted(scene.hint_cards)
        assert app.router.named_targets()["button:confirm"].enabled  # three chosen: Pass can be pressed
