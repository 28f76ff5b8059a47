"""The coach: how much each of South's plays (and the pass) in a finished hand cost.

Every decision South made is rebuilt as South saw it (a :class:`.view.PlayerView` made
from South's own cards and the public play of the hand record, :mod:`.history`; never
the other hands), and Hard's search is run on it: the same sampled deals, weighed by how
well they explain the opponents' play, the same rollouts and exact finish.  Unlike Hard
deciding, the coach plays every distinct legal card out on every deal (no shortcut for a
moon or a forced card), so each card has a value: the expected points of the hand with
that card.  The card South played is compared with the best one::

    loss = value(played) - value(best)   (>= 0; 0 when South played the best card)

The value is Hard's own measure, South's points against the others' average, times 3/4:
without a moon the points of a hand add up to 26, so that is exactly South's expected
points; a moon counts as the rules score it.  Equivalent cards (neighbours with nothing
still in play between them, :func:`.ai.knowledge.one_per_run`) share a value, and a
played card equivalent to the best one counts as the best.

Deterministic: each decision's search is seeded from the game code, the hand and the
decision's place in it (:func:`.deal.decision_seed`, the seed the hint uses at that moment,
so the coach's best card is the one Hard would have suggested).  The work is fixed (sampled
deals and simulated cards, never time) and the generators yield after each slice of it,
so the table screen spreads a hand's grading over frames.  Grades are cached per hand
(:class:`GradeCache`) and saved with the match (:mod:`.saved`).

No pygame here: this module is rules-side, like the computer players.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.cards import Card
from game.rng import Rng

from .ai import normal
from .ai.deal_state import distinct_candidates
from .ai.fastsim import legal_mask
from .ai.hard import (
    SHIPPED,
    HardConfig,
    candidate_passes,
    card_totals,
    may_shoot,
    moon_hand,
    pass_totals,
    weighed_deals,
)
from .ai.knowledge import Knowledge, bits, to_card
from .ai.standing import standing_of
from .deal import PASS_NONE, SOUTH, decision_seed, sort_hand
from .history import HandReview, hand_reviews
from .kinds import Phase
from .rules import Rules
from .trick import Trick
from .view import PlayerView

#: The coach's method: grades cached by another method (or another Hard) are recomputed.
METHOD = "hard-search-3"
#: Hard's value (own points against the others' average) in points: without a moon the
#: hand's 26 points make this factor exact (own - (26 - own) / 3 = 4/3 own - 26/3).
POINTS_PER_VALUE = 0.75
#: A loss under this many points is a fine play (about the search's noise between two
#: close cards); under BLUNDER an inaccuracy; from BLUNDER on a blunder.
INACCURACY = 0.5
BLUNDER = 2.0
#: The grades' kinds, from the loss.
FINE, INACCURATE, BLUNDERED = "fine", "inaccuracy", "blunder"


@dataclass(frozen=True)
class Decision:
    """One of South's decisions as South saw it: the view, and what South chose."""

    hand: int
    trick: int  # 1..13 for a play, 0 for the pass
    phase: Phase  # PASS or PLAY
    view: PlayerView
    played: tuple[Card, ...]  # the card played, or the three cards passed
    cards_played: int  # cards on the table before it in the hand (the decision's place)


@dataclass(frozen=True)
class Grade:
    """The coach's verdict on one decision."""

    hand: int
    trick: int
    phase: Phase
    played: tuple[Card, ...]
    best: tuple[Card, ...]
    loss: float  # points, rounded to 0.01; >= 0, and 0 when played == best
    choices: int = 1  # distinct choices the search compared (1: forced)
    #: In a hand that could end the game: how much the play lowered South's chance of
    #: winning the game (0 to 1), the loss in the units Hard's game value counts in
    #: (ai/standing.py); None when the hand's points were the whole story.
    chance: float | None = None

    @property
    def kind(self) -> str:
        """fine, inaccuracy or blunder, by the loss."""
        if self.loss >= BLUNDER:
            return BLUNDERED
        if self.loss >= INACCURACY:
            return INACCURATE
        return FINE

    @property
    def costly(self) -> bool:
        return self.kind != FINE

    def to_json(self) -> dict[str, Any]:
        """The CLI's line: a play's cards as one string, a pass's as a list of three."""
        def out(cards: tuple[Card, ...]) -> Any:
            return str(cards[0]) if self.phase == Phase.PLAY else [str(c) for c in cards]
        line: dict[str, Any] = {"hand": self.hand, "trick": self.trick, "phase": self.phase,
                                "played": out(self.played), "best": out(self.best), "loss": self.loss}
        if self.chance is not None:
            line["chance"] = self.chance
        return line

    def to_save(self) -> dict[str, Any]:
        return dict(self.to_json(), choices=self.choices)

    @classmethod
    def from_save(cls, data: Any) -> Grade:
        """A saved grade; ValueError when it is not one."""
        if not isinstance(data, Mapping):
            raise ValueError("a grade is an object")
        phase = data.get("phase")
        if phase not in (Phase.PASS, Phase.PLAY):
            raise ValueError(f"bad phase {phase!r}")

        def cards(x: Any) -> tuple[Card, ...]:
            items = [x] if phase == Phase.PLAY else x
            if not isinstance(items, list) or len(items) != (1 if phase == Phase.PLAY else 3):
                raise ValueError(f"bad cards {x!r}")
            if not all(isinstance(c, str) for c in items):
                raise ValueError(f"bad cards {x!r}")
            return tuple(Card.parse(c) for c in items)

        hand, trick, choices = (_count(data.get(name, 1 if name == "choices" else None), name)
                                for name in ("hand", "trick", "choices"))
        loss = data.get("loss")
        if isinstance(loss, bool) or not isinstance(loss, (int, float)) or not 0 <= loss <= 100:
            raise ValueError(f"bad loss {loss!r}")
        chance = data.get("chance")
        if chance is not None and (isinstance(chance, bool) or not isinstance(chance, (int, float))
                                   or not 0 <= chance <= 1):
            raise ValueError(f"bad chance {chance!r}")
        return cls(hand, trick, Phase(phase), cards(data.get("played")), cards(data.get("best")), float(loss), choices,
                   None if chance is None else float(chance))


def _count(v: Any, name: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 10_000:
        raise ValueError(f"bad {name} {v!r}")
    return v


# -- South's decisions, as South saw them ----------------------------------------------------

def south_decisions(review: HandReview, rules: Rules) -> list[Decision]:
    """South's pass (when the hand had one) and each of South's plays, each with the view
    South had at that moment: South's cards, what South passed and received, the public
    tricks so far and the totals before the hand.  Nothing of the other hands is read.

    After a claim (South's or another seat's) the engine plays the claimed line out for
    every seat: those cards of South's were not South's decisions, and are left out."""
    out: list[Decision] = []
    last = review.claim.cards_before if review.claim is not None else 52  # South decided before this card
    dealt = tuple(sort_hand(review.dealt[SOUTH]))
    scores = tuple(review.scores_before)
    passed, received = review.passed[SOUTH], review.received[SOUTH]
    if review.pass_direction != PASS_NONE and passed:
        view = PlayerView(SOUTH, review.number, review.pass_direction, Phase.PASS, dealt, scores=scores, rules=rules)
        out.append(Decision(review.number, 0, Phase.PASS, view, tuple(sort_hand(passed)), 0))
    held = [c for c in dealt if c not in passed] + list(received) if received else list(dealt)
    done: list[Trick] = []
    for tr in review.tricks:
        cards: list[Card] = []
        for seat, card in tr.plays:
            if seat == SOUTH and 4 * len(done) + len(cards) < last:
                view = PlayerView(SOUTH, review.number, review.pass_direction, Phase.PLAY, tuple(sort_hand(held)),
                                  tuple(sort_hand(passed)) if received else (), tuple(sort_hand(received)),
                                  tuple(done), Trick(tr.leader, tuple(cards)), scores, rules)
                out.append(Decision(review.number, tr.number, Phase.PLAY, view, (card,), 4 * len(done) + len(cards)))
            if seat == SOUTH:
                held.remove(card)
            cards.append(card)
        done.append(Trick(tr.leader, tuple(cards)))
    return out


def decision_rng_seed(game_seed: int, d: Decision) -> int:
    """The seed of a decision's search: the one the hint used at that moment."""
    return decision_seed(game_seed, d.hand, SOUTH, d.cards_played, d.phase)


# -- grading ---------------------------------------------------------------------------------

def grade_decision(d: Decision, game_seed: int, config: HardConfig = SHIPPED) -> Generator[None, None, Grade]:
    """The grade of one decision; yields after each slice of the search."""
    rng = Rng(decision_rng_seed(game_seed, d))
    if d.phase == Phase.PASS:
        values = yield from pass_values(d.view, rng, config, [d.played])
        best = min(values, key=lambda cs: (values[cs], [c.index for c in cs]))
        played = d.played
        choices = len(values)
        if best != played:  # the margin measured again on fresh deals (pass_loss)
            margin = yield from pass_loss(d.view, rng, played, best, config)
            values = {played: margin, best: 0.0}
    else:
        card_vals = yield from card_values(d.view, rng, config)
        values = {(c,): v for c, v in card_vals.items()}
        best = min(values, key=lambda cs: (values[cs], cs[0].index))
        played = d.played
        choices = len(set(values.values()))
    loss = values[played] - values[best]
    if loss <= 0:
        best, loss = played, 0.0
    return Grade(d.hand, d.trick, d.phase, played, best, round(loss, 2), choices, chance_lost(d.view, loss))


def chance_lost(view: PlayerView, loss: float) -> float | None:
    """A loss in a hand that could end the game as the drop in the chance of winning
    the game (Hard's game value is minus a weight times that chance); None otherwise."""
    standing = standing_of(view.scores, view.rules)
    if standing is None:
        return None
    return round(min(1.0, loss / (standing.weight * POINTS_PER_VALUE)), 3)


def card_values(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, dict[Card, float]]:
    """Every legal card's expected points (POINTS_PER_VALUE times Hard's value) by Hard's
    search from ``view``: the deals think_play samples and weighs, each distinct card
    played out on each of them (rollouts, with this seat also tried as the moon shooter
    while that is possible; the exact finish in the last cards).  A card equivalent to
    another shares its value; a forced play is worth 0 with no search."""
    k = Knowledge(view)
    allowed = k.first_lead(legal_mask(k.hand, k.trick, k.broken, k.first, k.queen_waits, k.no_points_first))
    cands = distinct_candidates(k, allowed)
    if len(cands) == 1:
        return {to_card(c): 0.0 for c in bits(allowed)}
    worlds, chosen, work = yield from weighed_deals(k, view, rng, config)
    moon_plan = (config.moon_try and may_shoot(k, config)) or (config.shoot and normal.shooting(k))
    totals = yield from card_totals(k, cands, worlds, chosen, config, work, moon_plan)
    n = len(chosen)
    value = {c: totals[i] * POINTS_PER_VALUE / n for i, c in enumerate(cands)}
    out: dict[Card, float] = {}
    rep = -1
    for c in bits(allowed):  # each legal card takes the value of its run's lowest card
        if c in value:
            rep = c
        out[to_card(c)] = value[rep]
    return out


def pass_values(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED,
                extra: Iterable[tuple[Card, ...]] = ()) -> Generator[None, None, dict[tuple[Card, ...], float]]:
    """The expected points of the passes Hard's pass search tries (three of Normal's most
    passable cards, Normal's own pass, the moon passes of a moon hand) and of ``extra``
    passes, on the same sampled deals, the opponents passing as Normal does.  A pass
    tried both as an ordinary pass and as a moon pass counts its better plan.  Keys are
    the passes' cards in index order."""
    k = Knowledge(view)
    hand = k.hand
    combos, _, moon_combos = candidate_passes(hand, config)
    for cards in extra:
        combo = sorted(c.index for c in cards)
        if len(combo) != 3 or any(not hand >> c & 1 for c in combo):
            raise ValueError(f"not a pass from this hand: {[str(c) for c in cards]}")
        if combo not in combos:
            combos.append(combo)
    tries = [(combo, -1) for combo in combos] + [(combo, k.me) for combo in moon_combos]
    totals = yield from pass_totals(k, view, tries, config.pass_worlds, rng, config)
    out: dict[tuple[Card, ...], float] = {}
    for (combo, _), total in zip(tries, totals, strict=True):
        key = tuple(to_card(c) for c in combo)
        v = total * POINTS_PER_VALUE / config.pass_worlds
        out[key] = min(v, out.get(key, v))
    return out


def pass_loss(view: PlayerView, rng: Rng, played: tuple[Card, ...], best: tuple[Card, ...],
              config: HardConfig = SHIPPED, worlds: int = 0) -> Generator[None, None, float]:
    """How many points ``played`` is worse than ``best`` on fresh sampled deals (``worlds``,
    by default twice the search's): the best of 10 to 47 passes on the deals that chose it
    looks better than it is there, so its margin is measured on others.  Each pass is
    played out ordinarily and with this seat shooting when it is a moon hand; the better
    plan counts."""
    k = Knowledge(view)
    n = worlds or 2 * config.pass_worlds
    plans = [-1] + ([k.me] if config.pass_moon and moon_hand(k.hand, config) else [])
    tries = [(sorted(c.index for c in cards), shooter) for cards in (played, best) for shooter in plans]
    totals = yield from pass_totals(k, view, tries, n, rng, config)
    p = min(totals[: len(plans)])
    b = min(totals[len(plans):])
    return (p - b) * POINTS_PER_VALUE / n


def grade_hand(review: HandReview, rules: Rules, game_seed: int,
               config: HardConfig = SHIPPED) -> Generator[None, None, list[Grade]]:
    """The grades of South's decisions in a finished hand, in order; yields between slices."""
    if not review.complete:
        raise ValueError(f"hand {review.number} is not finished")
    grades = []
    for d in south_decisions(review, rules):
        grades.append((yield from grade_decision(d, game_seed, config)))
    return grades


def run(gen: Generator[None, None, Any]) -> Any:
    """A grading generator run to its end."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


@dataclass(frozen=True)
class Summary:
    """A hand's grades in short: how many plays cost points and how many in all."""

    decisions: int
    costly: int
    blunders: int
    loss: float  # the costly plays' losses added up
    worst: Grade | None  # the costliest decision (None when every one was fine)
    #: the costly plays' drops in the chance of winning the game added up (at most 1),
    #: when the hand could end the game
    chance: float | None = None


def summarize(grades: Iterable[Grade]) -> Summary:
    gs = list(grades)
    costly = [g for g in gs if g.costly]
    worst = max(costly, key=lambda g: g.loss, default=None)
    at_stake = any(g.chance is not None for g in gs)
    chance = round(min(1.0, sum(g.chance or 0.0 for g in costly)), 3) if at_stake else None
    return Summary(len(gs), len(costly), sum(1 for g in gs if g.kind == BLUNDERED),
                   round(sum(g.loss for g in costly), 2), worst, chance)


# -- the cache -------------------------------------------------------------------------------

def hand_keys(code: str, actions: list[list[Any]]) -> list[str]:
    """What fixes each hand's grades, for hands 1, 2, ... of the log (the last one
    possibly unfinished): the coach's method, the game code and the log up to the hand's
    end, hashed (SHA-256, each hand's actions encoded as JSON once) into 16 hex digits.
    About a millisecond for a long game, so every save can afford it."""
    h = hashlib.sha256(json.dumps([METHOD, code]).encode())
    ends = [i for i, a in enumerate(actions) if a and a[0] == "next"] + [len(actions)]
    keys = []
    start = 0
    for end in ends:
        h.update(json.dumps(actions[start:end], separators=(",", ":")).encode())
        keys.append(h.hexdigest()[:16])
        start = end
    return keys


def hand_key(code: str, actions: list[list[Any]], number: int) -> str:
    """Hand ``number``'s key (:func:`hand_keys`); ValueError for a hand not in the log."""
    keys = hand_keys(code, actions)
    if not 1 <= number <= len(keys):
        raise ValueError(f"no hand {number}: this game has hands 1..{len(keys)}")
    return keys[number - 1]


class GradeCache:
    """Grades of finished hands, by hand key; saved with the match (``to_save`` /
    ``load``) so reopening a review shows them at once."""

    #: The most hands kept (a long game has about 25; an old game's grades go first).
    LIMIT = 64

    def __init__(self) -> None:
        self.hands: dict[str, list[Grade]] = {}

    def get(self, key: str) -> list[Grade] | None:
        return self.hands.get(key)

    def of_hand(self, key: str, decisions: Sequence[Decision]) -> list[Grade] | None:
        """The grades kept under ``key`` when they are exactly the grades of ``decisions``
        (:func:`grades_fit`); grades that are not (of another hand, of cards South never
        played, nonsense) are dropped, so the hand is graded again.  None: not graded."""
        hit = self.hands.get(key)
        if hit is not None and not grades_fit(hit, decisions):
            del self.hands[key]
            return None
        return hit

    def put(self, key: str, grades: list[Grade]) -> None:
        self.hands.pop(key, None)
        self.hands[key] = list(grades)
        while len(self.hands) > self.LIMIT:
            del self.hands[next(iter(self.hands))]

    def clear(self) -> None:
        self.hands.clear()

    def to_save(self, keys: Iterable[str]) -> dict[str, Any]:
        """The grades of the hands ``keys`` (those of one match), as JSON."""
        return {"method": METHOD,
                "hands": {k: [g.to_save() for g in self.hands[k]] for k in keys if k in self.hands}}

    def load(self, data: Any) -> int:
        """Take in saved grades; anything unreadable (or of another method) is skipped, to
        be graded again.  Returns how many hands were taken."""
        if not isinstance(data, Mapping) or data.get("method") != METHOD:
            return 0
        hands = data.get("hands")
        if not isinstance(hands, Mapping):
            return 0
        taken = 0
        for key, grades in list(hands.items())[: self.LIMIT]:
            if not isinstance(key, str) or len(key) != 16 or not isinstance(grades, list) or len(grades) > 14:
                continue
            try:
                self.put(key, [Grade.from_save(g) for g in grades])
            except (ValueError, TypeError, OverflowError):  # (whatever the JSON held)
                continue
            taken += 1
        return taken


def grades_fit(grades: Any, decisions: Sequence[Decision]) -> bool:
    """Are ``grades`` exactly the grades of ``decisions`` (South's, :func:`south_decisions`),
    one each and in order: the same hand, trick and phase, the card(s) South played, a best
    choice South had then (a legal card; three cards of the hand dealt for the pass), and
    numbers for the rest (a loss from 0 to LOSS_LIMIT, a chance from 0 to 1, choices at
    least 1)?  Saved grades are checked so before they are shown: a save edited by hand
    (or one of another game that happens to share a key) is graded again."""
    try:
        return (isinstance(grades, list) and len(grades) == len(decisions)
                and all(_grade_fits(g, d) for g, d in zip(grades, decisions, strict=True)))
    except (TypeError, ValueError, AttributeError, OverflowError):
        return False


#: The largest loss a saved grade may hold (points, or game value near the limit).
LOSS_LIMIT = 100.0


def _grade_fits(g: Any, d: Decision) -> bool:
    if not isinstance(g, Grade) or (g.hand, g.trick, g.phase) != (d.hand, d.trick, d.phase):
        return False
    if not _cards(g.played) or g.played != d.played or not _cards(g.best):
        return False
    if not _number(g.loss, LOSS_LIMIT) or (g.chance is not None and not _number(g.chance, 1.0)):
        return False
    if isinstance(g.choices, bool) or not isinstance(g.choices, int) or g.choices < 1:
        return False
    if d.phase == Phase.PASS:
        return len(g.best) == len(set(g.best)) == 3 and set(g.best) <= set(d.view.hand)
    return len(g.best) == 1 and g.best[0] in d.view.legal()


def _cards(x: Any) -> bool:
    return isinstance(x, tuple) and all(isinstance(c, Card) for c in x)


def _number(x: Any, top: float) -> bool:
    """A real number from 0 to ``top`` (not a bool, not NaN)."""
    return not isinstance(x, bool) and isinstance(x, (int, float)) and 0 <= x <= top


#: The app's cache (one process, one table).
CACHE = GradeCache()


def match_keys(match: Any) -> list[str]:
    """The hand keys of ``match``'s finished hands (a ``Match``)."""
    keys = hand_keys(match.code, match.actions)
    return keys if match.hand_result is not None else keys[:-1]


def grades_of(match: Any, number: int, cache: GradeCache | None = CACHE,
              config: HardConfig = SHIPPED) -> Generator[None, None, list[Grade]]:
    """Hand ``number``'s grades (a finished hand of ``match``): from the cache when there
    and they fit the hand's decisions, else graded (in slices) and cached.  ValueError
    for no such finished hand."""
    key = hand_key(match.code, match.actions, number)
    reviews = hand_reviews(match)
    if not 1 <= number <= len(reviews) or not reviews[number - 1].complete:
        raise ValueError(f"no finished hand {number}")
    review = reviews[number - 1]
    if cache is not None:
        hit = cache.of_hand(key, south_decisions(review, match.rules))
        if hit is not None:
            return hit
    grades = yield from grade_hand(review, match.rules, match.seed, config)
    if cache is not None:
        cache.put(key, grades)
    return grades

