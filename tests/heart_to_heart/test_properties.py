"""Invariants over random action streams (hypothesis)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.heart_to_heart.codes import MAX_NUMBER
from game.heart_to_heart.solver import solve, winnable
from game.heart_to_heart.state import Game
from game.rng import Rng

# Deals: the worked example, a few known winnable ones, and any number at all.
deals = st.one_of(st.sampled_from([0, 4, 6, 8, 12, 13, 24]), st.integers(0, MAX_NUMBER))
# Each step picks among the stock, undo and the cards a tap can reach right now, so
# random play actually pairs cards; "cover" taps hit any position (often covered).
steps = st.lists(
    st.tuples(st.sampled_from(["card", "card", "card", "stock", "undo", "cover"]), st.integers(0, 10**6)),
    max_size=150,
)


def act(game: Game, kind: str, k: int):
    if kind == "stock" or kind == "undo":
        return kind
    if kind == "cover":
        return 1 + k % 25
    targets = game.tappable()
    return targets[k % len(targets)] if targets else "stock"


def do(game: Game, action) -> None:
    if action == "undo":
        game.undo()
    else:
        game.tap(action)


def removed_count(game: Game) -> int:
    return 52 - sum(r is not None for r in game.heart) - len(game.stock) - len(game.waste)


SETTINGS = settings(max_examples=60, deadline=None)


@given(deals, steps)
@SETTINGS
def test_all_52_cards_are_always_accounted_for(number, stream):
    g = Game.from_number(number)
    for kind, k in stream:
        do(g, act(g, kind, k))
        present = [r for r in g.heart if r is not None] + g.stock + g.waste
        assert len(present) + removed_count(g) == 52
        for rank in range(1, 14):
            # 4 of each rank; cards leave in pairs of one rank
            gone = 4 - present.count(rank)
            assert 0 <= gone <= 4 and gone % 2 == 0


@given(deals, steps)
@SETTINGS
def test_score_is_10_per_heart_card_removed(number, stream):
    g = Game.from_number(number)
    for kind, k in stream:
        do(g, act(g, kind, k))
        assert g.score == 10 * sum(r is None for r in g.heart)


def snapshot(g: Game) -> dict:
    d = g.to_replay_dict()
    del d["selected"]  # undo clears the selection by rule
    return d


@given(deals, steps, st.integers(1, 120))
@SETTINGS
def test_undo_restores_the_exact_earlier_state_up_to_100_moves_back(number, stream, back):
    g = Game.from_number(number)
    history = [snapshot(g)]
    for kind, k in stream:
        if kind == "undo":
            continue
        before = g.moves
        do(g, act(g, kind, k))
        if g.moves != before:
            history.append(snapshot(g))
    steps_back = min(back, len(history) - 1, 100)
    for _ in range(steps_back):
        assert g.undo()
    assert snapshot(g) == history[-1 - steps_back]
    assert g.selected is None or steps_back == 0
    if len(history) - 1 > 100 and back >= 100:
        assert not g.undo()


@given(deals, steps)
@SETTINGS
def test_dead_end_exactly_when_no_free_card_has_a_partner(number, stream):
    g = Game.from_number(number)
    for kind, k in stream:
        do(g, act(g, kind, k))
        if g.status == "won":
            assert all(r is None for r in g.heart)
            continue
        free = [g.heart[p - 1] for p in g.free_positions()]
        reserve = set(g.stock) | set(g.waste)
        has_partner = any(free.count(r) >= 2 or r in reserve for r in free)
        assert (g.status == "dead_end") == (not has_partner)


@given(deals, st.integers(1, 80))
@SETTINGS
def test_recycling_preserves_the_order_the_cards_came_out_in(number, flips):
    g = Game.from_number(number)
    order = g.waste + g.stock  # the order cards come out in
    for _ in range(flips):
        g.tap("stock")
        if g.status != "playing":
            return
        assert g.waste + g.stock == order  # flips and recycles never reorder


@given(deals, steps)
@settings(max_examples=40, deadline=None)
def test_the_solver_line_wins_when_replayed_from_any_position(number, stream):
    g = Game.from_number(number)
    for kind, k in stream[:60]:
        do(g, act(g, kind, k))
    line = solve(g)
    assert (line is not None) == winnable(g)
    if line is not None:
        replay = g.copy()
        for a in line:
            do(replay, int(a) if a.isdigit() else a)
        assert replay.status == "won"


@given(st.integers(0, MAX_NUMBER), st.integers(0, 2**64 - 1))
@settings(max_examples=25, deadline=None)
def test_a_position_the_solver_calls_lost_is_never_won_by_random_search(number, seed):
    g = Game.from_number(number)
    if winnable(g):
        return
    rng = Rng(seed)
    for _ in range(12):  # 12 random games, each preferring pairs when one is on offer
        p = g.copy()
        for _ in range(300):
            if p.status != "playing":
                break
            targets = p.tappable()
            if p.selected is not None and rng.below(4):
                rank = p.rank_at(p.selected)
                partners = [t for t in targets if t != p.selected and p.rank_at(t) == rank]
                if partners:
                    p.tap(rng.choice(partners))
                    continue
            choice = rng.below(len(targets) + 2)
            p.tap(targets[choice] if choice < len(targets) else "stock")
        assert p.status != "won"
