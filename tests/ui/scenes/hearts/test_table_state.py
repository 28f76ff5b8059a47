"""The Hearts table's own state is one frozen value, changed only by its transitions, and
what the moment allows is a question of that value and the match: both without a window
or a scene."""

from __future__ import annotations

import dataclasses

import pytest

from game.cards import Card, parse_cards
from game.hearts import Match
from game.hearts.kinds import Phase
from game.hearts.trick import Trick
from game.ui.scenes.hearts.table_state import (
    TURN,
    ForClaim,
    ForCollect,
    ForTrick,
    Refusal,
    TableState,
    toggle_pass,
)

QS, AH, TWO_C, KD = parse_cards(["QS", "AH", "2C", "KD"])
FULL = Trick(1, (TWO_C, QS, AH, KD))


def test_the_state_cannot_be_changed_in_place():
    state = TableState()
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.raised = (QS,)  # type: ignore[misc]


def test_a_tap_chooses_a_card_to_pass_and_a_fourth_drops_the_oldest():
    a, b, c, d = parse_cards(["2C", "3C", "4C", "5C"])
    assert toggle_pass((a, b), b) == (a,)
    assert toggle_pass((a, b, c), d) == (b, c, d)
    state = TableState(refusal=Refusal("x", "no")).toggled(a)
    assert state.raised == (a,) and state.refusal is None


def test_a_refusal_is_kept_for_the_script_and_shown_as_an_error_note():
    state = TableState().refused(Refusal("hearts_not_broken", "Hearts are not broken", "AH"), 2.0)
    assert state.refusal is not None and state.refusal.card == "AH"
    assert state.note is not None and (state.note.text, state.note.kind) == ("Hearts are not broken", "error")


def test_a_note_goes_when_its_seconds_run_out():
    state = TableState().noted("Undone", 1.0, "undo")
    assert state.aged(0.5).note is not None
    assert state.aged(0.5).aged(0.6).note is None


def test_a_note_is_ended_only_by_its_own_words():
    state = TableState().noted("Checking the claim…", float("inf"))
    assert state.unnoted("something else").note is not None
    assert state.unnoted("Checking the claim…").note is None
    assert state.unnoted().note is None


def test_the_last_card_of_a_trick_puts_it_on_show_for_its_pause():
    state = TableState(hold=True).card_down(FULL, 1.5)
    assert state.shown is FULL and state.shown_left == 1.5 and not state.hold
    assert state.paused(1.0).shown_left == pytest.approx(0.5)


def test_a_trick_on_show_until_a_tap_has_no_pause_to_run_out():
    state = TableState().card_down(FULL, None)
    assert state.paused(10.0) == state


def test_a_card_that_finishes_no_trick_leaves_the_table_waiting_for_a_turn():
    assert TableState().card_down(None, 1.0).waiting == TURN


def test_a_collected_trick_flies_then_the_table_rests():
    state = TableState().card_down(FULL, None).collected(())
    assert isinstance(state.waiting, ForCollect) and state.shown is None
    assert state.trick_cards(Trick(0)) == ()
    assert state.rested().waiting == TURN


def test_the_middle_shows_the_trick_on_show_else_the_engines_current_trick():
    current = Trick(2, (QS,))
    assert TableState().trick_cards(current) == (QS,)
    assert TableState().card_down(FULL, 1.0).trick_cards(current) == FULL.cards


def test_a_claim_on_show_forgets_the_chosen_hinted_and_refused_cards():
    m = Match(1)
    state = TableState(raised=(QS,), hint=(AH,), refusal=Refusal("r", "no"))
    claim = object()
    shown = state.claimed(claim)  # type: ignore[arg-type]
    assert isinstance(shown.waiting, ForClaim) and shown.claim_shown is claim
    assert (shown.raised, shown.hint, shown.refusal) == ((), (), None)
    assert shown.trick_cards(m.current_trick) == ()


def test_a_pass_hint_chooses_the_cards_only_when_none_are_chosen():
    hint = (QS, AH, KD)
    assert TableState().hinted(hint, pass_=True).raised == hint
    own = TableState(raised=(TWO_C,)).hinted(hint, pass_=True)
    assert own.raised == (TWO_C,) and own.hint == hint
    assert TableState().hinted((QS,), pass_=False).raised == ()


def test_a_match_shown_afresh_keeps_only_the_note():
    state = TableState(waiting=ForTrick(FULL, None), raised=(QS,), hint=(AH,),
                       refusal=Refusal("r", "no")).noted("Undone", 2.0, "undo")
    fresh = state.fresh(hold=True)
    assert fresh.waiting == TURN and (fresh.raised, fresh.hint, fresh.refusal) == ((), (), None)
    assert fresh.hold and fresh.note == state.note


def test_south_playing_clears_what_the_last_moment_said():
    state = TableState(hint=(AH,), refusal=Refusal("r", "no")).noted("no", 2.0)
    played = state.south_played()
    assert (played.hint, played.refusal, played.note) == ((), None, None)


# -- what the moment allows -------------------------------------------------------------------
def _to_play() -> Match:
    """A match at South's first card (every seat passed what the engine's order gives)."""
    m = Match(3)
    while m.phase == Phase.PASS:
        seat = m.awaiting_pass[0]
        m.submit_pass(seat, list(m.hands[seat])[:3])
    while m.to_act != 0:
        seat = m.to_act
        m.play(seat, m.legal(seat)[0])
    return m


def test_south_plays_only_when_nothing_is_on_show_and_no_panel_is_open():
    from game.ui.scenes.hearts import table_moment as moment

    m = _to_play()
    assert moment.south_to_play(TableState(), m, panel_open=False)
    assert not moment.south_to_play(TableState(), m, panel_open=True)
    assert not moment.south_to_play(TableState().card_down(FULL, 1.0), m, panel_open=False)


def test_waiting_for_the_person_is_never_busy_but_a_trick_on_show_for_a_while_is():
    from game.ui.scenes.hearts import table_moment as moment

    m = _to_play()
    flags = dict(moving=False, panel_open=False, grading=False, hinting=False, auto=None)
    assert not moment.busy(TableState(), m, **flags)
    assert moment.busy(TableState().card_down(FULL, 1.0), m, **flags)
    assert not moment.busy(TableState().card_down(FULL, None), m, **flags)
    assert moment.busy(TableState().card_down(FULL, None).collected(()), m, **flags)


def test_the_buttons_faces_follow_the_moment():
    from game.ui.scenes.hearts import table_moment as moment

    m = Match(3)
    passing = moment.button_faces(TableState(raised=tuple(m.hands[0][:2])), m, panel_open=False, checking=False)
    assert passing["confirm"].visible and not passing["confirm"].enabled
    three = moment.button_faces(TableState(raised=tuple(m.hands[0][:3])), m, panel_open=False, checking=False)
    assert three["confirm"].enabled and three["restart"].enabled
    assert not three["claim"].visible and not three["undo"].enabled
    under = moment.button_faces(TableState(), m, panel_open=True, checking=False)
    assert not under["hint"].enabled and not under["confirm"].visible


def test_a_lone_legal_card_plays_itself_only_when_asked_for_and_no_claim_is_checked():
    from game.ui.scenes.hearts import table_moment as moment

    m = _to_play()
    lone = len(m.legal(0)) == 1
    card: Card | None = m.legal(0)[0] if lone else None
    assert moment.auto_card(TableState(), m, False, wanted=True, checking=False) == card
    assert moment.auto_card(TableState(), m, False, wanted=False, checking=False) is None
    assert moment.auto_card(TableState(), m, False, wanted=True, checking=True) is None


def test_a_hand_without_passing_is_announced_until_its_first_card():
    from game.hearts import Rules
    from game.ui.scenes.hearts import table_moment as moment

    m = Match(3, Rules(passing="none"))
    assert m.phase == Phase.PLAY and moment.announced(m)
    m.play(m.to_act, m.legal(m.to_act)[0])
    assert not moment.announced(m)
    assert not moment.announced(Match(3))  # a hand that passes says so in its pass step
