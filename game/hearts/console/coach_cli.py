"""``python -m game.hearts coach SAVE.json [--hand N]``: the coach's grades of a saved game.

The file may be the app's save (``game.hearts.json``: the storage envelope around the
saved document), the saved document itself (``{"match": ...}``) or a bare match save
(``Match.to_save()``).  One JSON line per decision of South in each finished hand (or
hand N): ``{"hand", "trick", "phase", "played", "best", "loss"}``.  Grades the save
already holds are printed as they are when they are the grades of that hand's decisions
(``grade_cache.grades_fit``); the others are graded (the same search, the same seeds: the same
numbers the review shows).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from typing import Any, TextIO

from game import safejson

from ..history import hand_reviews
from ..match import Match
from ..teaching import coach, grade_cache

#: A save larger than this is not a Hearts save (a long game's is under 100 kB).
MAX_BYTES = 4_000_000


class CoachInputError(ValueError):
    """A file the coach cannot read as a Hearts game, or a hand it does not have."""


def load_game(path: str) -> tuple[Match, grade_cache.GradeCache]:
    """The match in ``path`` and the grades saved with it; CoachInputError says what is wrong."""
    try:
        if not os.path.isfile(path):
            raise CoachInputError(f"{path}: no such file" if not os.path.exists(path) else f"{path}: not a file")
        if os.path.getsize(path) > MAX_BYTES:
            raise CoachInputError(f"{path}: too large for a Hearts save")
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise CoachInputError(f"{path}: cannot be read ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise CoachInputError(f"{path}: not a text file") from None
    try:
        doc: Any = safejson.loads(text, max_chars=MAX_BYTES)
    except safejson.BadJSON as e:
        raise CoachInputError(f"{path}: {e}") from None
    if isinstance(doc, dict) and isinstance(doc.get("data"), dict):
        doc = doc["data"]  # the app's storage envelope
    cache = grade_cache.GradeCache()
    if isinstance(doc, dict) and "match" in doc:
        cache.load(doc.get("coach"))
        doc = doc["match"]
    try:
        return Match.from_save(doc), cache
    except ValueError as e:
        raise CoachInputError(f"{path}: not a Hearts game: {e}") from None


def coach_lines(match: Match, cache: grade_cache.GradeCache, hand: int | None = None) -> Iterator[dict[str, Any]]:
    """The grades of the finished hands (or only of ``hand``), one dict per decision."""
    reviews = [r for r in hand_reviews(match) if r.complete]
    if not reviews:
        raise CoachInputError("this game has no finished hand to grade yet")
    if hand is not None:
        if not 1 <= hand <= len(reviews):
            raise CoachInputError(f"no finished hand {hand}: this game's finished hands are 1..{len(reviews)}")
        reviews = [reviews[hand - 1]]
    keys = grade_cache.hand_keys(match.code, match.log)
    for r in reviews:
        grades = cache.of_hand(keys[r.number - 1], coach.south_decisions(r, match.rules))
        if grades is None:
            grades = coach.run(coach.grade_hand(r, match.rules, match.seed))
        for g in grades:
            yield g.to_json()


def main(path: str, hand: int | None, out: TextIO, err: TextIO) -> int:
    """Print the grades; 2 with a message for input the coach cannot use."""
    try:
        match, cache = load_game(path)
        for line in coach_lines(match, cache, hand):
            out.write(json.dumps(line) + "\n")
    except CoachInputError as e:
        err.write(f"coach: {e}\n")
        return 2
    out.flush()
    return 0
