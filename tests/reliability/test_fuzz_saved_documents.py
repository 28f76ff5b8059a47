"""Fuzz every saved document (hypothesis): random values of every type in every field,
random truncation, undecodable bytes, newer versions; then open every screen of the
real app on them (``FUZZ_EXAMPLES=500`` for a longer run than the suite's 20).

For each document the app must: raise nothing; keep a refused document aside byte for
byte (a newer version's left where it is); never lose a good one.  The expected verdict
per document comes from loading the same text into a memory-backed Storage with the
document's own validator; what the app did to the files is then checked against it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import settings as settings_module
from game import stats as stats_module
from game import stats_practice
from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart.state import WON, Game
from game.hearts.match import Match
from game.hearts.teaching import saved as saved_hearts
from game.rng import Rng
from game.storage import NEWER, REFUSED, SALVAGED, STUCK, MemoryBackend, Storage
from tests.heart_to_heart.test_properties import act, do
from tests.ui.driver import run_app

VALIDATORS = {
    "settings": settings_module.validate,
    "stats": stats_module.validate,
    "game.heart_to_heart": saved_h2h.validate,
    "game.hearts": saved_hearts.validate,
}
#: Every screen: menu, statistics, settings (each tab), rules, Hearts, Heart to Heart.
SCRIPT = ["state", "tap menu:statistics", "state", "key escape",
          "tap menu:settings", "tap tab:h2h", "tap tab:hearts", "state", "key escape",
          "tap menu:rules", "key escape",
          "tap menu:hearts", "state", "key escape", "key escape",
          "tap menu:heart_to_heart", "state"]

any_value = st.one_of(
    st.none(), st.booleans(), st.integers(-10**20, 10**20), st.just(10**400), st.just(-10**400),
    st.floats(allow_nan=True, allow_infinity=True), st.just(1e308), st.text(max_size=6),
    st.lists(st.integers(-3, 30), max_size=4), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@st.composite
def good_settings(draw) -> dict:
    keys = draw(st.lists(st.sampled_from(settings_module.SETTINGS), unique=True, max_size=6))
    out = {s.key: draw(st.sampled_from(s.choices)) for s in keys}
    out["general.animation"] = "off"  # keeps the run short; other values are fuzzed too
    return out


@st.composite
def good_stats(draw) -> dict:
    s = stats_module.Stats(Storage(MemoryBackend()))
    for won, secs, moves in draw(st.lists(st.tuples(st.booleans(), st.integers(0, 5000),
                                                    st.integers(13, 400)), max_size=5)):
        s.record_h2h_game(won, secs, moves, hints=draw(st.integers(0, 3)))
        if won and draw(st.booleans()):
            s.record_shortest(draw(st.integers(1, moves)), moves)
    for day in draw(st.lists(st.dates(), max_size=3)):
        s.record_daily_win(day.isoformat())
    for points, won, moon in draw(st.lists(st.tuples(st.integers(-26, 26), st.booleans(), st.booleans()),
                                           max_size=5)):
        s.record_hearts_hand(points, won, moon)
    return s.data


@st.composite
def good_h2h(draw) -> dict:
    g = Game.from_number(draw(st.sampled_from([0, 4, 12, 13, 24, 12345])))
    for kind, k in draw(st.lists(st.tuples(st.sampled_from(["card", "card", "stock", "undo"]),
                                           st.integers(0, 99)), max_size=30)):
        do(g, act(g, kind, k))
    return saved_h2h.to_document(g, draw(st.floats(0, 1e5)), draw(st.integers(0, 9)),
                                 draw(st.booleans()), False,
                                 draw(st.one_of(st.none(), st.dates().map(lambda d: d.isoformat()))))


@st.composite
def good_hearts(draw) -> dict:
    m = Match(draw(st.integers(0, 26**7 - 1)))
    rng = Rng(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 60))):
        if m.phase == "pass":
            seat = m.awaiting_pass[0]
            m.submit_pass(seat, m.hands[seat][:3])
        elif m.phase == "play":
            legal = m.legal(m.to_act)
            m.play(m.to_act, legal[rng.below(len(legal))])
    return saved_hearts.to_document(m)


GOOD = {"settings": good_settings(), "stats": good_stats(), "game.heart_to_heart": good_h2h(),
        "game.hearts": good_hearts()}


def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, prefix + (i,))


@st.composite
def document(draw, purpose: str) -> bytes | None:
    """The bytes of one saved file (None: no file)."""
    variant = draw(st.sampled_from(["absent", "good", "good", "mutated", "mutated", "mutated",
                                    "truncated", "bytes", "newer"]))
    if variant == "absent":
        return None
    doc = {"version": 1, "saved_at": 1700000000.5, "writer": "fuzz", "data": draw(GOOD[purpose])}
    if variant == "mutated":
        for _ in range(draw(st.integers(1, 3))):
            where = draw(st.sampled_from(list(paths(doc))[1:]))
            parent = doc
            for step in where[:-1]:
                parent = parent[step]
            if isinstance(parent, dict) and draw(st.booleans()) and draw(st.booleans()):
                del parent[where[-1]]
            else:
                parent[where[-1]] = draw(any_value)
    if variant == "newer":  # the envelope's version, or the game's own
        inner = doc["data"].get("game") or doc["data"].get("match")
        (inner if inner is not None and draw(st.booleans()) else doc)["version"] = draw(st.integers(2, 99))
    text = json.dumps(doc)  # NaN, Infinity and 400-digit numbers go into the file as is
    if variant == "truncated":
        text = text[:draw(st.integers(0, len(text) - 1))]
    raw = text.encode("utf-8")
    if variant == "bytes":
        raw = raw[:draw(st.integers(0, len(raw)))] + draw(st.binary(min_size=1, max_size=6)) + b"\xff"
    return raw


def verdict(purpose: str, raw: bytes):
    """(kind, value) the app's loader gives this text: kind None means fully good."""
    st_ = Storage(MemoryBackend())
    st_.backend.items[purpose] = raw.decode("utf-8", "replace")
    value = st_.load(purpose, 1, validate=VALIDATORS[purpose])
    kinds = [n.kind for n in st_.take_notices()]
    return (kinds[0] if kinds else None), value


def rows_ok(rows, kinds: int) -> bool:
    from game.stats_weeks import rows_ok as readable

    return readable(rows, kinds)


def data_of(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))["data"]


@given(st.fixed_dictionaries({p: document(p) for p in VALIDATORS}))
@settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "20")), deadline=None, suppress_health_check=list(HealthCheck))
def test_any_saved_documents_open_every_screen_keep_the_bad_aside_and_lose_nothing_good(tmp_path_factory, docs):
    folder = tmp_path_factory.mktemp("fuzz")
    for purpose, raw in docs.items():
        if raw is not None:
            (folder / f"{purpose}.json").write_bytes(raw)
    code, states, err = run_app(folder, SCRIPT)
    assert code == 0, err
    assert "Traceback" not in err
    assert [s["scene"] for s in states] == ["menu", "statistics", "settings", "hearts", "heart_to_heart"]
    for purpose, raw in docs.items():
        if raw is None:
            continue
        kind, value = verdict(purpose, raw)
        path = folder / f"{purpose}.json"
        kept = sorted(folder.glob(f"{purpose}.corrupt-*.json"))
        if kind in (REFUSED, SALVAGED):
            assert [p.read_bytes() for p in kept] == [raw], purpose
        elif kind in (NEWER, STUCK):
            assert kept == [] and path.read_bytes() == raw, purpose
        else:
            assert kind is None and kept == [], purpose
            good_is_kept(purpose, raw, value, path)
    for s in states:
        for game, name, figure in [(g, n, v) for g in ("h2h", "hearts") for n, v in s.get(g, {}).items()] \
                if s["scene"] == "statistics" else []:
            if name == "weeks":  # the weekly history: rows as the recorder writes them
                assert rows_ok(figure, 2 if game == "h2h" else 3)
            elif game == "hearts" and name in stats_practice.FIELDS:  # the practice's rating and history
                assert stats_practice.field_ok(name, figure)
            elif isinstance(figure, list):  # daily_won: the dates of daily deals won
                assert all(isinstance(d, str) and len(d) == 10 for d in figure)
            elif isinstance(figure, float):  # best_shortest_ratio
                assert 0 < figure <= 1
            else:
                assert figure is None or (isinstance(figure, int) and abs(figure) < 10**12)


def good_is_kept(purpose: str, raw: bytes, value, path: Path) -> None:
    if purpose == "settings":
        assert path.read_bytes() == raw  # nothing in the script changes a setting
    elif purpose == "stats":
        after = data_of(path) if path.exists() else value
        for game, fields in after.items():
            for name, n in fields.items():
                if name == "daily_won":
                    assert set(n) >= set(value[game][name])  # a date won is never forgotten
                elif name == "best_shortest_ratio":
                    assert value[game][name] is None or n >= value[game][name]  # only ever better
                elif name in stats_practice.FIELDS and name != "puzzle_answers":
                    assert value[game]["puzzle_answers"] > 0 or n == value[game][name]  # a rating moves both ways
                elif name not in ("total_points", "best_time", "fewest_moves", "current_streak"):
                    assert n >= value[game][name]  # only ever counted up
    elif purpose == "game.heart_to_heart":
        if value.game.status == WON:
            return  # a won game is counted and its save removed, as after any win
        assert saved_h2h.validate(data_of(path)).game.to_save() == value.game.to_save()
    else:
        if not path.exists():
            assert value.game_over
            return
        after = saved_hearts.validate(data_of(path))
        assert after.code == value.code
        assert after.actions[:len(value.actions)] == value.actions  # played on, never lost
