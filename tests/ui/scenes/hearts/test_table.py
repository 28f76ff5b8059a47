"""The Hearts table played through ``--script`` as a person would: taps on cards and
buttons, the state read back after each step.  The engine's own save (written after
every action) is the referee: what the table showed must be what the engine says.

The pass arrow stands clear of the pass title in every direction and layout (the
upright "across" arrow used to run through the title's letters on a phone held sideways).

A chosen or hinted card of an upright phone's lower hand row rises only into the gap
between the rows: it never covers the card above it (its frame still marks it).

Every card South may not play is dimmed, whenever South is to play: following suit,
leading before hearts are broken, and on the first trick.

The table waits for one thing at a time (one value, not a flag each): a finished trick on
show, then its flight to the taker, then a turn.  The scene has no base but Scene and
holds its helpers.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pygame
import pytest

from devkit.harness import HEARTS_CODE, SIZES, open_app, settle, tap
from game.cards import Suit
from game.hearts import Match
from game.ui import text
from game.ui.scenes.hearts import draw as hearts_draw
from game.ui.scenes.hearts.layout import PASS_ARROW
from tests.ui.scenes.hearts.support import (
    FAST,
    first_legal_policy,
    play,
    write_save,
    write_settings,
)

CODE = "HT1-AFOS-BCDEFGH"  # game to 50, the original rules


def saved_match(data_dir) -> Match:
    doc = json.loads((data_dir / "game.hearts.json").read_text(encoding="utf-8"))
    return Match.from_save(doc["data"]["match"])


def test_a_full_hand_played_by_taps_shares_26_points_as_the_engine_says(tmp_path):
    write_settings(tmp_path, FAST)
    write_save(tmp_path, CODE)
    policy = first_legal_policy(lambda s: s.get("dialog") == "summary")
    code, states, err = play(tmp_path, policy)
    assert code == 0, err
    table = [s for s in states if s.get("scene") == "hearts"]
    # passing: three taps raise three cards, the confirm button sends them
    passing = [s for s in table if s["phase"] == "pass"]
    assert [len(s["raised"]) for s in passing[:4]] == [0, 1, 2, 3]
    assert passing[0]["pass_direction"] == "left"
    first_play = next(s for s in table if s["phase"] == "play")
    assert len(first_play["received"]) == 3
    assert set(first_play["received"]) <= set(first_play["hand"])
    assert first_play["received_highlight"] == first_play["received"]
    # the hand ends with 26 points shared as the engine scores them
    end = table[-1]
    assert end["phase"] == "hand_over" and end["dialog"] == "summary"
    assert sum(end["hand_points"]) == 26
    engine = saved_match(tmp_path)
    assert engine.phase == "hand_over"
    assert end["history"] == [engine.hand_result.to_dict()]
    assert end["scores"] == list(engine.scores)
    if engine.hand_result.moon_shooter is None:
        assert end["scores"] == end["hand_points"]
    stats = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))["data"]["hearts"]
    assert stats["hands_played"] == 1


def _first_turn_with_an_illegal_card(state: dict) -> bool:
    return (state.get("phase") == "play" and bool(state["legal"])
            and len(state["legal"]) < len(state["hand"]))


def _illegal_tap_run(tmp_path, lang):
    write_settings(tmp_path, FAST)
    write_save(tmp_path, CODE)
    chosen = {}
    base = first_legal_policy(lambda s: False)

    def policy(state):
        if "card" in chosen:
            return None  # the state after the refused tap has been printed
        if _first_turn_with_an_illegal_card(state):
            card = next(c for c in state["hand"] if c not in state["legal"])
            chosen["card"] = card
            chosen["before"] = state
            return [f"tap hearts:card:{card}"]
        return base(state)

    code, states, err = play(tmp_path, policy, lang=lang)
    assert code == 0, err
    return chosen, states[-1]


def test_an_illegal_tap_is_refused_with_its_reason(tmp_path):
    chosen, after = _illegal_tap_run(tmp_path, "en")
    before = chosen["before"]
    for key in ("hand", "legal", "trick", "to_act", "actions", "hand_points"):
        assert after[key] == before[key], key
    engine = saved_match(tmp_path)
    reason = engine.why_illegal(0, chosen["card"])
    assert reason is not None
    assert after["message"]["reason"] == reason
    english = {
        "must_follow": "You must follow suit",
        "hearts_not_broken": "Hearts have not been broken",
        "no_points_first_trick": "No points on the first trick",
        "queen_waits": "The queen of spades waits until hearts are broken",
        "two_of_clubs_leads": "The two of clubs leads the first trick",
    }
    assert after["message"]["text"] == english[reason]
    assert after["note"] == english[reason]  # shown in the status line above the hand


def test_the_reason_is_given_in_russian_too(tmp_path):
    chosen, after = _illegal_tap_run(tmp_path, "ru")
    assert after["message"]["reason"] in ("must_follow", "two_of_clubs_leads", "hearts_not_broken",
                                          "no_points_first_trick", "queen_waits")
    text = after["message"]["text"]
    assert after["note"] == text
    assert any("а" <= ch <= "я" for ch in text.lower())


def test_undo_takes_back_the_persons_card_and_the_computer_cards_after_it(tmp_path):
    write_settings(tmp_path, FAST)
    write_save(tmp_path, CODE)
    memo = {}
    base = first_legal_policy(lambda s: False)

    def policy(state):
        if "after" in memo:
            return None
        if "undone" in memo:
            memo["after"] = state
            return None
        if state.get("phase") == "play" and state["legal"] and state["tricks_played"] == 2 and "before" not in memo:
            memo["before"] = state
            return [f"tap hearts:card:{state['legal'][0]}"]
        if "before" in memo and state["legal"]:
            assert state["can_undo"]
            memo["undone"] = True
            return ["tap button:undo"]
        return base(state)

    code, states, err = play(tmp_path, policy)
    assert code == 0, err
    before, after = memo["before"], memo["after"]
    for key in ("hand", "legal", "trick", "to_act", "actions", "hand_points", "tricks_played"):
        assert after[key] == before[key], key
    assert saved_match(tmp_path).actions == Match.from_save(saved_match(tmp_path).to_save()).actions
    assert len(saved_match(tmp_path).actions) == before["actions"]


def test_a_game_to_50_reaches_its_final_ranking(tmp_path):
    write_settings(tmp_path, FAST)
    base = first_legal_policy(lambda s: False)
    seen = []

    def policy(state):
        if seen:
            return None
        if state.get("dialog") == "ranking":
            seen.append(state)
            return ["tap button:new"]
        return base(state)

    code, states, err = play(tmp_path, policy, limit=4000)
    assert code == 0, err
    end = seen[0]
    assert end["dialog"] == "ranking" and end["game_over"] and end["phase"] == "game_over"
    assert max(end["scores"]) >= 50
    low = min(end["scores"])
    assert end["scores"].count(low) == 1  # the tie rule: exactly one lowest total
    assert end["winner"] == end["ranking"][0] and end["scores"][end["winner"]] == low
    assert end["code"].startswith("HT1-") and end["code"][7] == "S"  # target 50 from the settings
    assert len(end["history"]) >= 2
    assert [sum(h["taken"]) for h in end["history"]] == [26] * len(end["history"])
    stats = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))["data"]["hearts"]
    assert stats["games_played"] == 1 and stats["hands_played"] == len(end["history"])
    assert stats["games_won"] == (1 if end["winner"] == 0 else 0)
    # New game from the ranking: hand 1 of a fresh game
    fresh = states[-1]
    assert fresh["dialog"] is None and fresh["hand_number"] == 1 and fresh["actions"] == 0
    assert fresh["code"] != end["code"] and fresh["scores"] == [0, 0, 0, 0]


def test_a_moon_shot_is_announced_and_scored_as_the_engine_says(tmp_path):
    write_settings(tmp_path, FAST)
    write_save(tmp_path, "HT1-AFOS-AAAAABF")  # East takes all 26 when South plays first-legal
    memo = {}
    base = first_legal_policy(lambda s: False)

    def policy(state):
        if "summary" in memo:
            return None  # the screenshot is taken
        if state.get("dialog") == "summary":
            memo["summary"] = state
            return ["shot moon"]
        return base(state)

    code, states, err = play(tmp_path, policy, shots=tmp_path / "shots")
    assert code == 0, err
    end = memo["summary"]
    assert end["history"] == [{"taken": [0, 0, 0, 26], "scores": [26, 26, 26, 0], "moon_shooter": 3}]
    assert end["scores"] == [26, 26, 26, 0] and end["hand_points"] == [0, 0, 0, 26]
    assert (tmp_path / "shots" / "moon.png").exists()


@pytest.mark.parametrize("size_name", ["844x390", "1280x720", "390x844", "1920x1080"])
@pytest.mark.parametrize("direction", ["left", "right", "across"])
def test_the_pass_arrow_does_not_cross_the_pass_title(tmp_path, size_name, direction):
    with open_app(tmp_path, SIZES[size_name]) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
        assert scene.choosing_pass()
        cx, cy = scene.L.TRICK_CENTRE
        vector = PASS_ARROW[direction]
        arrow = hearts_draw.arrow_box(hearts_draw.pass_arrow_centre(cx, cy, vector, screen=app.display.metrics), vector,
                                      hearts_draw.PASS_ARROW_LENGTH, screen=app.display.metrics)
        from game.i18n import t

        title = t(f"hearts.pass.title.{direction}")
        w, h = text.font(30, True, screen=app.display.metrics).size(title)
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (cx, cy + app.display.metrics.px(36))
        assert not arrow.colliderect(box), (tuple(arrow), tuple(box))
        assert arrow.top >= 0


@pytest.mark.parametrize("size_name", ["390x844", "720x1280", "780x1688@2"])
@pytest.mark.parametrize("mark", ["raised", "hint"])
def test_a_marked_card_of_the_lower_row_never_covers_the_row_above(tmp_path, size_name, mark):
    with open_app(tmp_path, SIZES[size_name]) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
        assert scene.choosing_pass()
        sprites = scene.hand_sprites()
        rows = sorted({s.y for s in sprites})
        assert len(rows) == 2, "an upright hand of 13 cards sits in two rows"
        lower = [s for s in sprites if s.y == rows[1]]
        chosen = [card for card, sprite in scene.sprites.items() if sprite in lower[:3]]
        if mark == "raised":
            scene.table_state = replace(scene.table_state, raised=tuple(chosen))
        else:
            scene.table_state = replace(scene.table_state, hint=tuple(chosen))
        scene.layout(animate=False)
        app.render()
        upper = [s.rect for s in sprites if s.y == rows[0]]
        for sprite in lower[:3]:
            assert sprite.lift > 0 or rows[1] - rows[0] <= scene.L.card_h, "it still rises where there is room"
            assert sprite.selected or sprite.hint
            assert not any(sprite.rect.colliderect(r) for r in upper), (tuple(sprite.rect), mark)


SIZE = (1280, 720)


def _dimmed_matches_the_rules(scene) -> None:
    legal = set(scene.match.legal(0))
    for card in scene.match.hands[0]:
        assert scene.sprites[card].disabled == (card not in legal), (str(card), scene.match.current_trick.cards)


def test_every_card_that_is_not_legal_is_dimmed_at_every_turn_of_south(tmp_path):
    seen_leads_before_hearts_broken = 0
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        for _ in range(400):
            scene = app.nav.scene
            m = scene.match
            if m.hand_number > 1 or m.phase not in ("pass", "play"):
                break
            if scene.panel is not None:
                tap(app, "button:close")
            elif scene.choosing_pass():
                for c in m.hands[0][:3 - len(scene.raised)]:
                    if c not in scene.raised:
                        tap(app, f"hearts:card:{c}")
                tap(app, "button:confirm")
            elif scene.south_to_play():
                _dimmed_matches_the_rules(scene)
                hand = m.hands[0]
                if (not m.current_trick.cards and not m.first_trick and not m.hearts_broken
                        and {c.suit for c in hand} - {Suit.HEARTS} and any(c.suit == Suit.HEARTS for c in hand)):
                    seen_leads_before_hearts_broken += 1
                    assert all(scene.sprites[c].disabled for c in hand if c.suit == Suit.HEARTS)
                tap(app, f"hearts:card:{m.legal(0)[-1]}")  # the highest: South wins tricks and leads
            else:
                app.frame()
                settle(app)
    assert seen_leads_before_hearts_broken >= 1


def test_the_scene_holds_its_helpers_and_has_no_base_but_scene():
    from game.ui.scene import Scene
    from game.ui.scenes.hearts.claim_view import Claims
    from game.ui.scenes.hearts.computer_turns import ComputerTurns
    from game.ui.scenes.hearts.hand_keys import HandKeys
    from game.ui.scenes.hearts.panels import Panel
    from game.ui.scenes.hearts.scene import HeartsScene
    from game.ui.scenes.hearts.table_sprites import TableSprites
    from game.ui.screens import Screen

    assert HeartsScene.__bases__ == (Scene,)
    assert Panel.__bases__ == (Screen,)  # a screen over the table: the role's base alone
    for helper in (Claims, ComputerTurns, HandKeys, TableSprites):
        assert helper.__bases__ == (object,), helper


def test_a_finished_trick_is_on_show_then_flies_to_its_taker_then_the_table_waits_for_a_turn(tmp_path):
    from game.ui.scenes.hearts.table_state import ForCollect, ForTrick, ForTurn

    with open_app(tmp_path, (1280, 720), settings={"general.animation": "normal"}) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
        seen: list[str] = []
        for _ in range(20000):
            app.frame()
            waiting = scene.waiting
            if not seen or seen[-1] != type(waiting).__name__:
                seen.append(type(waiting).__name__)
            # what the drawing and the script read follows the one value
            assert scene.shown is (waiting.trick if isinstance(waiting, ForTrick) else None)
            assert scene.collecting == (list(waiting.sprites) if isinstance(waiting, ForCollect) else [])
            assert scene.claim_shown is None
            if isinstance(waiting, ForTurn) and len(scene.match.tricks) >= 2:
                break
            if not app.settled():
                continue
            if scene.choosing_pass():
                for card in scene.match.hands[0][:3]:
                    scene.tap_card(card)
                scene.confirm_pass()
            elif scene.south_to_play():
                scene.tap_card(scene.match.legal(0)[0])
        assert seen == ["ForTurn", "ForTrick", "ForCollect", "ForTurn", "ForTrick", "ForCollect", "ForTurn"]
