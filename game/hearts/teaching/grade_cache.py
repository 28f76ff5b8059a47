"""The coach's grades kept: by hand key, with the match's save, checked before they are shown.

A hand's key (:func:`hand_keys`) hashes the coach's method, the game code and the log up to the
hand's end, so grades are looked up, not graded again, when a review is reopened; saved with
the match (:mod:`.saved`) and taken in only when they are exactly the grades of the hand's
decisions (:func:`grades_fit`).  No pygame here.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Generator, Iterable, Mapping, Sequence
from typing import Any

from game.cards import Card

from ..actions import Action, NextHandAction
from ..ai import HARD_SHIPPED, HardConfig
from ..history import hand_reviews
from ..kinds import Phase
from . import coach


def hand_keys(code: str, log: Sequence[Action]) -> list[str]:
    """What fixes each hand's grades, for hands 1, 2, ... of the log (``Match.log``), as 16 hex digits.

    The last hand is possibly unfinished.  The coach's method, the game code and the log up to
    the hand's end are hashed (SHA-256, each hand's actions encoded as their saved JSON once)
    into 16 hex digits.  About a millisecond for a long game, so every save can afford it.
    """
    h = hashlib.sha256(json.dumps([coach.METHOD, code]).encode())
    ends = [i for i, a in enumerate(log) if isinstance(a, NextHandAction)] + [len(log)]
    keys = []
    start = 0
    for end in ends:
        h.update(json.dumps([a.to_json() for a in log[start:end]], separators=(",", ":")).encode())
        keys.append(h.hexdigest()[:16])
        start = end
    return keys


def hand_key(code: str, log: Sequence[Action], number: int) -> str:
    """Hand ``number``'s key (:func:`hand_keys`); ValueError for a hand not in the log."""
    keys = hand_keys(code, log)
    if not 1 <= number <= len(keys):
        raise ValueError(f"no hand {number}: this game has hands 1..{len(keys)}")
    return keys[number - 1]


class GradeCache:
    """Grades of finished hands, by hand key.

    Saved with the match (``to_save`` / ``load``) so reopening a review shows them at once.
    """

    #: The most hands kept (a long game has about 25; an old game's grades go first).
    LIMIT = 64

    def __init__(self) -> None:
        self.hands: dict[str, list[coach.Grade]] = {}

    def get(self, key: str) -> list[coach.Grade] | None:
        return self.hands.get(key)

    def of_hand(self, key: str, decisions: Sequence[coach.Decision]) -> list[coach.Grade] | None:
        """The grades kept under ``key`` when they are exactly the grades of ``decisions``.

        Exactly, as :func:`grades_fit` checks; grades that are not (of another hand, of cards South
        never played, nonsense) are dropped, so the hand is graded again.  None: not graded.
        """
        hit = self.hands.get(key)
        if hit is not None and not grades_fit(hit, decisions):
            del self.hands[key]
            return None
        return hit

    def put(self, key: str, grades: list[coach.Grade]) -> None:
        self.hands.pop(key, None)
        self.hands[key] = list(grades)
        while len(self.hands) > self.LIMIT:
            del self.hands[next(iter(self.hands))]

    def clear(self) -> None:
        self.hands.clear()

    def to_save(self, keys: Iterable[str]) -> dict[str, Any]:
        """The grades of the hands ``keys`` (those of one match), as JSON."""
        return {"method": coach.METHOD,
                "hands": {k: [g.to_save() for g in self.hands[k]] for k in keys if k in self.hands}}

    def load(self, data: Any) -> int:
        """Take in saved grades; returns how many hands were taken.

        Anything unreadable (or of another method) is skipped, to be graded again.
        """
        if not isinstance(data, Mapping) or data.get("method") != coach.METHOD:
            return 0
        hands = data.get("hands")
        if not isinstance(hands, Mapping):
            return 0
        taken = 0
        for key, grades in list(hands.items())[: self.LIMIT]:
            if not isinstance(key, str) or len(key) != 16 or not isinstance(grades, list) or len(grades) > 14:
                continue
            try:
                self.put(key, [coach.Grade.from_save(g) for g in grades])
            except (ValueError, TypeError, OverflowError):  # (whatever the JSON held)
                continue
            taken += 1
        return taken


def grades_fit(grades: Any, decisions: Sequence[coach.Decision]) -> bool:
    """Are ``grades`` exactly the grades of ``decisions`` (South's, :func:`south_decisions`)?

    One each and in order: the same hand, trick and phase, the card(s) South played, a best
    choice South had then (a legal card; three cards of the hand dealt for the pass), and
    numbers for the rest (a loss from 0 to LOSS_LIMIT, a chance from 0 to 1, choices at
    least 1).  Saved grades are checked so before they are shown: a save edited by hand
    (or one of another game that happens to share a key) is graded again.
    """
    try:
        return (isinstance(grades, list) and len(grades) == len(decisions)
                and all(_grade_fits(g, d) for g, d in zip(grades, decisions, strict=True)))
    except (TypeError, ValueError, AttributeError, OverflowError):
        return False


#: The largest loss a saved grade may hold (points, or game value near the limit).
LOSS_LIMIT = 100.0


def _grade_fits(g: Any, d: coach.Decision) -> bool:
    if not isinstance(g, coach.Grade) or (g.hand, g.trick, g.phase) != (d.hand, d.trick, d.phase):
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
    keys = hand_keys(match.code, match.log)
    return keys if match.hand_result is not None else keys[:-1]


def grades_of(match: Any, number: int, cache: GradeCache | None = CACHE,
              config: HardConfig = HARD_SHIPPED) -> Generator[None, None, list[coach.Grade]]:
    """Hand ``number``'s grades (a finished hand of ``match``), from the cache or graded now.

    From the cache when there and they fit the hand's decisions, else graded (in slices) and
    cached.  ValueError for no such finished hand.
    """
    key = hand_key(match.code, match.log, number)
    reviews = hand_reviews(match)
    if not 1 <= number <= len(reviews) or not reviews[number - 1].complete:
        raise ValueError(f"no finished hand {number}")
    review = reviews[number - 1]
    if cache is not None:
        hit = cache.of_hand(key, coach.south_decisions(review, match.rules))
        if hit is not None:
            return hit
    grades = yield from coach.grade_hand(review, match.rules, match.seed, config)
    if cache is not None:
        cache.put(key, grades)
    return grades

