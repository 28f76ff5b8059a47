"""The app's saved Hearts document: ``{"match": Match.to_save(), "coach": ...}``.

:func:`validate` is the one loader the app uses (through ``Storage.load(...,
validate=...)``): the match is rebuilt by replaying its action log through the rules
(:meth:`Match.from_save`), so a document that loads is a game the rules allow.  The
optional ``"coach"`` part holds the grades of the finished hands (:mod:`.coach`), so a
review reopened later shows them without grading again; a save without it (or with one
that cannot be read) loads the same, its hands graded again when reviewed.
"""

from __future__ import annotations

from typing import Any

from ..match import Match
from . import grade_cache


def to_document(match: Match) -> dict[str, Any]:
    doc: dict[str, Any] = {"match": match.to_save()}
    if grade_cache.CACHE.hands:  # (no grades: nothing to look up)
        grades = grade_cache.CACHE.to_save(grade_cache.match_keys(match))
        if grades["hands"]:
            doc["coach"] = grades
    return doc


def validate(data: Any) -> Match:
    """The saved match, or ValueError (``SaveFromNewerVersion`` for a newer app's save).

    Its coach grades go to ``grade_cache.CACHE``.
    """
    if not isinstance(data, dict):
        raise ValueError("the saved game is not an object")
    unknown = sorted(str(k)[:40] for k in data if k not in ("match", "coach"))
    if unknown:
        raise ValueError(f"unknown fields {unknown}")
    match = Match.from_save(data.get("match"))
    grade_cache.CACHE.load(data.get("coach"))
    return match
