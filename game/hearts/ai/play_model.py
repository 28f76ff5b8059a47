"""A learned model of which card a seat plays: the reading's play model.

Each legal card gets a score, a weighted sum of a few features of the card and the public
state (the kind of play, its rank among the cards still out, whether it would win the
trick, the points in it, Q♠ and the hearts, the voids shown, the moon threat), and the
seat plays a card with probability proportional to ``exp(score)`` (a conditional logit).
No feature looks at the seat's other cards, so a card's score is the same in every sampled
deal: what differs between deals is only which other cards the seat could have played.
The weights are learned from four Hards' self-play by ``tools/bench/play_model_fit.py`` and
ship as ``data/play_model.json``; evaluating them is pure Python.
"""

from __future__ import annotations

import importlib.resources
import json
import math

from ..bits import legal_mask
from ..rules import Rules
from .knowledge import AS, KS, QS, SUIT_MASK, SUIT_OF, trick_taker

#: The shipped weights, beside this module.
FILE = "play_model.json"
#: The kinds of play, as the data file names them (inference.play_kind's order).
KINDS = ("lead", "follow", "discard")
#: The features of each kind of play (inference.play_kind: lead, follow, discard), by name,
#: in the order ``features`` gives them and the data file lists their weights.
NAMES = (
    ("rank", "low_out", "top_out", "diamonds", "spades", "hearts", "queen", "spade_over_queen",
     "spade_under_queen", "suit_out", "voids_in_suit", "heart_rank"),
    ("rank", "wins", "wins_points", "wins_last", "duck_rank", "queen", "queen_under",
     "spade_over_queen", "wins_stops_threat", "low_out", "wins_rank", "heart_rank"),
    ("rank", "queen", "heart", "heart_rank", "spade_over_queen", "diamonds", "spades", "points",
     "points_to_threat", "suit_out", "top_out", "low_out"),
)


def features(c: int, cur: list[int], leader: int, remaining: int, threat: int, voids: list[int]) -> list[float]:
    """The features of playing ``c`` to the trick ``cur`` (public facts only), per its kind of play.

    ``remaining``: the cards not yet played (``c`` among them); ``threat``: the seat holding
    every point so far and plenty of them, or -1; ``voids``: per seat, a bit per suit shown void.
    """
    su = SUIT_OF[c]
    r = c - 13 * su
    rank = r / 12
    out = remaining & SUIT_MASK[su]
    n_out = out.bit_count()
    below = (out & ((1 << c) - 1)).bit_count()
    low_out = below / max(1, n_out - 1)
    top_out = float(out >> (c + 1) == 0)
    queen_out = bool(remaining >> QS & 1)
    heart = su == 3
    over_queen = float(queen_out and c in (KS, AS))
    if not cur:
        seat = leader
        voids_in = sum(1 for s in range(4) if s != seat and voids[s] >> su & 1) / 3
        return [rank, low_out, top_out, float(su == 1), float(su == 2), float(heart), float(c == QS),
                over_queen, float(queen_out and su == 2 and r < 10), n_out / 13, voids_in,
                rank if heart else 0.0]
    wi, pts = trick_taker(cur)
    taker = (leader + wi) & 3
    if su == SUIT_OF[cur[0]]:
        wins = float(c > cur[wi])
        last = float(len(cur) == 3)
        stops = float(threat >= 0 and threat != taker)
        return [rank, wins, wins * min(pts, 13) / 13, wins * last, (1 - wins) * rank, float(c == QS),
                float(c == QS and not wins), over_queen, wins * stops, low_out, wins * rank,
                rank if heart else 0.0]
    points = 13.0 if c == QS else 1.0 if heart else 0.0
    return [rank, float(c == QS), float(heart), rank if heart else 0.0, over_queen, float(su == 1),
            float(su == 2), points / 13, points / 13 * float(threat == taker), n_out / 13, top_out, low_out]


class PlayModel:
    """The weights of each kind of play, and the scores they give."""

    __slots__ = ("weights", "seen")

    def __init__(self, weights: tuple[list[float], list[float], list[float]]) -> None:
        for kind, w in enumerate(weights):
            if len(w) != len(NAMES[kind]):
                raise ValueError(f"play model: {len(w)} weights for {len(NAMES[kind])} features")
        self.weights = weights
        #: The plays read so far (``play``): a hand's earlier tricks are read again at every decision.
        self.seen: dict[tuple, Play] = {}  # type: ignore[type-arg]

    def play(self, c: int, cur: list[int], leader: int, broken: bool, first: bool, remaining: int, threat: int,
             voids: list[int]) -> Play:
        """The play of ``c`` to ``cur`` read through this model (the same for the same public facts)."""
        key = play_key(c, cur, leader, broken, first, remaining, threat, voids)
        got = self.seen.get(key)
        if got is None:
            if len(self.seen) >= _SEEN_MOST:
                self.seen.clear()
            got = self.seen[key] = Play(self, *key)
        return got

    def score(self, kind: int, feats: list[float]) -> float:
        """The score of a card with these features (a play of this kind)."""
        return sum(w * f for w, f in zip(self.weights[kind], feats, strict=True))

    def exps(self, kind: int, cards: int, cur: list[int], leader: int, remaining: int, threat: int,
             voids: list[int]) -> dict[int, float]:
        """``exp(score)`` of each of ``cards`` (played as ``kind``), scaled so the largest is 1."""
        scores = {}
        m = cards
        while m:
            low = m & -m
            c = low.bit_length() - 1
            scores[c] = self.score(kind, features(c, cur, leader, remaining, threat, voids))
            m ^= low
        top = max(scores.values(), default=0.0)
        return {c: math.exp(s - top) for c, s in scores.items()}

    def to_json(self) -> str:
        """The data file's text: per kind of play, each feature's weight by name."""
        body = {KINDS[k]: {n: round(w, 4) for n, w in zip(NAMES[k], self.weights[k], strict=True)} for k in range(3)}
        return json.dumps(body, indent=1, sort_keys=False) + "\n"


#: The public facts of one play (``play_key``): what ``Play`` reads it from.
PlayKey = tuple[int, list[int], int, bool, bool, int, int, list[int]]


def play_key(c: int, cur: list[int], leader: int, broken: bool, first: bool, remaining: int, threat: int,
             voids: list[int]) -> tuple:  # type: ignore[type-arg]
    """The public facts of playing ``c`` to ``cur``, as a key (the trick and the voids copied)."""
    return (c, tuple(cur), leader, broken, first, remaining, threat, tuple(voids))


#: The most plays a model keeps read (``PlayModel.play``): about ten hands' worth.
_SEEN_MOST = 512


class Play:
    """One observed play read through the model: what every sampled deal shares.

    Every card's ``exp(score)`` is the same in every deal; a deal changes only which cards
    the seat could legally have played, so the chance of the card played is its own
    ``exp(score)`` over the sum of the legal cards', the sums kept per suit and holding.
    """

    __slots__ = ("c", "cur", "broken", "first", "exps", "own", "sums")

    def __init__(self, model: PlayModel, c: int, trick: tuple[int, ...], leader: int, broken: bool, first: bool,
                 remaining: int, threat: int, shown: tuple[int, ...]) -> None:
        cur = list(trick)
        voids = list(shown)
        self.c = c
        self.cur = cur
        self.broken = broken
        self.first = first
        led = SUIT_OF[cur[0]] if cur else -1
        kind = 0 if led < 0 else 1 if SUIT_OF[c] == led else 2
        cards = remaining & SUIT_MASK[led] if kind == 1 else remaining
        exps = [0.0] * 52
        for x, e in model.exps(kind, cards, cur, leader, remaining, threat, voids).items():
            exps[x] = e
        self.exps = exps
        self.own = exps[c]
        self.sums: tuple[dict[int, float], ...] = ({}, {}, {}, {})

    def chance(self, held: int, rules: Rules) -> float:
        """The model's chance of this card from a seat holding ``held`` (0 if it was not legal)."""
        legal = legal_mask(held, self.cur, self.broken, self.first, rules)
        if not legal >> self.c & 1:
            return 0.0
        z = 0.0
        for su in range(4):
            pattern = legal >> (13 * su) & 8191
            if pattern:
                z += self._part(su, pattern)
        return self.own / z

    def weigh(self, factors: list[float], hands: list[int], later: int, rules: Rules, floor: float,
              power: float) -> None:
        """Multiply each deal's factor by ``scaled(chance(hand | later))``: ``chance`` for many hands at once."""
        cur, broken, first, c, own = self.cur, self.broken, self.first, self.c, self.own
        sums = self.sums
        part = self._part
        simple = not rules.queen_waits and not (first and cur)
        if cur and simple and SUIT_OF[c] == SUIT_OF[cur[0]]:
            # a follow: the legal cards are the suit led, and the card played is one of them
            shift = 13 * SUIT_OF[c]
            memo = sums[SUIT_OF[c]]
            for i, h in enumerate(hands):
                pattern = (h | later) >> shift & 8191
                z = memo.get(pattern)
                if z is None:
                    z = part(SUIT_OF[c], pattern)
                p = own / z
                p = p if p > floor else floor
                factors[i] *= p if power == 1.0 else p**power
            return
        for i, h in enumerate(hands):
            legal = legal_mask(h | later, cur, broken, first, rules)
            if legal >> c & 1:
                z = 0.0
                for su in range(4):
                    pattern = legal >> (13 * su) & 8191
                    if pattern:
                        got = sums[su].get(pattern)
                        z += part(su, pattern) if got is None else got
                p = own / z
            else:
                p = 0.0
            p = p if p > floor else floor
            factors[i] *= p if power == 1.0 else p**power

    def _part(self, su: int, pattern: int) -> float:
        """The sum of ``exp(score)`` over the cards of suit ``su`` in ``pattern`` (its 13 bits), kept."""
        memo = self.sums[su]
        got = memo.get(pattern)
        if got is None:
            got = 0.0
            exps = self.exps
            base = 13 * su
            m = pattern
            while m:
                low = m & -m
                got += exps[base + low.bit_length() - 1]
                m ^= low
            memo[pattern] = got
        return got


def parse(text: str) -> PlayModel:
    """A play model from the data file's text (``PlayModel.to_json``); ValueError when it is not one."""
    try:
        body = json.loads(text)
        weights = tuple([float(body[kind][n]) for n in NAMES[k]] for k, kind in enumerate(KINDS))
    except (ValueError, KeyError, TypeError) as e:
        raise ValueError(f"not a play model ({type(e).__name__})") from None
    return PlayModel(weights)  # type: ignore[arg-type]


_shipped: PlayModel | None = None


def shipped() -> PlayModel:
    """The play model this game carries (``play_model.json`` in ``data``), read once on first use."""
    global _shipped
    if _shipped is None:
        _shipped = parse(importlib.resources.files(f"{__package__}.data").joinpath(FILE).read_text(encoding="utf-8"))
    return _shipped
