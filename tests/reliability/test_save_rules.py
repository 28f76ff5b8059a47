"""The rules check on saves never refuses a game the rules can reach (hypothesis), and
every Hearts match a real game can save loads back through the app's loader."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart.state import Game
from game.hearts.match import Match
from game.hearts.teaching import saved as saved_hearts
from game.rng import Rng
from tests.heart_to_heart.test_properties import act, deals, do, steps


@given(deals, steps, st.floats(0, 1e6), st.integers(0, 1000))
@settings(max_examples=60, deadline=None)
def test_every_position_random_play_reaches_saves_and_loads_back(number, stream, elapsed, hints):
    g = Game.from_number(number)
    for kind, k in stream:
        do(g, act(g, kind, k))
        doc = json.loads(json.dumps(saved_h2h.to_document(g, elapsed, hints, True, False)))
        back = saved_h2h.validate(doc)
        assert back.game.to_save() == g.to_save() and back.hints == hints


@given(st.integers(0, 26**7 - 1), st.integers(0, 400))
@settings(max_examples=15, deadline=None)
def test_every_hearts_match_a_game_reaches_saves_and_loads_back(seed, steps_taken):
    m = Match(seed)
    rng = Rng(seed)
    for _ in range(steps_taken):
        if m.game_over:
            break
        if m.phase == "hand_over":
            m.start_next_hand()
        elif m.phase == "pass":
            seat = m.awaiting_pass[0]
            hand = m.hands[seat]
            m.submit_pass(seat, [hand[i] for i in (0, 1, 2)])
        else:
            legal = m.legal(m.to_act)
            m.play(m.to_act, legal[rng.below(len(legal))])
    back = saved_hearts.validate(json.loads(json.dumps(saved_hearts.to_document(m))))
    assert back.to_save() == m.to_save()
