"""Saved games: a JSON round trip with the undo history, and corrupt saves refused."""

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.heart_to_heart.state import Game

from .positions import apply

EXAMPLE = "HH1-N-AAAAAAM"


def played() -> Game:
    g = Game.from_code(EXAMPLE)
    apply(g, ["stock"] * 9 + [25, "waste", 23] + ["stock"] * 25)
    return g


def test_a_save_round_trips_through_json_with_its_undo_history():
    g = played()
    back = Game.from_save(json.loads(json.dumps(g.to_save())))
    assert back.to_replay_dict() == g.to_replay_dict()
    assert back.to_save() == g.to_save()
    while g.undo():
        assert back.undo()
        assert back.to_replay_dict() == g.to_replay_dict()
    assert not back.undo()


def test_a_save_keeps_the_selection_and_the_status():
    g = Game.from_number(24)
    back = Game.from_save(g.to_save())
    assert back.status == "dead_end"
    g = Game.from_code(EXAMPLE)
    g.tap("waste")
    assert Game.from_save(g.to_save()).selected == "waste"


@pytest.mark.parametrize(
    "mutate",
    [
        lambda s: s.update(version=99),
        lambda s: s.update(code="HH1-X-AAAAAAM"),
        lambda s: s.update(score=s["score"] + 10),
        lambda s: s.update(moves=-1),
        lambda s: s.update(heart=s["heart"][:24]),
        lambda s: s["heart"].__setitem__(0, 5),  # a card not dealt there
        lambda s: s["heart"].__setitem__(0, None),  # removed without its pair
        lambda s: s["stock"].reverse(),
        lambda s: s["stock"].append(4),
        lambda s: s["waste"].__setitem__(0, "A"),
        lambda s: s.update(selected=1),  # covered
        lambda s: s.update(selected="stock"),
        lambda s: s.update(history=s["history"] * 3),
        lambda s: s.update(history=[{"heart": []}]),
        lambda s: s["history"][0].update(moves=7),
        lambda s: s.clear(),
    ],
)
def test_a_corrupt_or_inconsistent_save_is_refused_with_value_error(mutate):
    save = played().to_save()
    mutate(save)
    with pytest.raises(ValueError):
        Game.from_save(save)


@pytest.mark.parametrize("junk", [None, 3, "save", [], {"version": 1}, {"version": 1, "code": 5}])
def test_junk_is_refused_with_value_error(junk):
    with pytest.raises(ValueError):
        Game.from_save(junk)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 60) | st.floats(allow_nan=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, prefix + (i,))


@given(st.data())
@settings(max_examples=100, deadline=None)
def test_from_save_never_raises_anything_but_value_error(data):
    save = copy.deepcopy(played().to_save())
    paths = [p for p in _paths(save) if p]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        parent = save
        try:
            for key in path[:-1]:
                parent = parent[key]
            if data.draw(st.booleans()) and isinstance(parent, dict):
                parent.pop(path[-1], None)
            else:
                parent[path[-1]] = data.draw(json_values)
        except (KeyError, IndexError, TypeError):
            continue
    try:
        g = Game.from_save(save)
    except ValueError:
        return
    # Accepted: it must then be a coherent game.
    assert g.score == 10 * sum(r is None for r in g.heart)
    g.to_replay_dict()


def test_piles_statuses_and_tap_kinds_are_enum_members_saved_as_their_strings():
    import json

    from game.heart_to_heart.state import Game, Pile, Status, TapKind

    g = Game.from_number(42)
    result = g.tap("waste")
    assert result.kind is TapKind.SELECT and result.cards == (Pile.WASTE,)
    assert type(g.selected) is Pile and g.selected == "waste"
    assert type(g.status) is Status and g.status == "playing"
    assert json.dumps(g.to_save()["selected"]) == '"waste"'
    again = Game.from_save(json.loads(json.dumps(g.to_save())))
    assert again.selected is Pile.WASTE and again.to_save() == g.to_save()
    assert json.dumps(g.to_replay_dict()) == json.dumps(again.to_replay_dict())
    assert '"status": "playing"' in json.dumps(g.to_replay_dict())
