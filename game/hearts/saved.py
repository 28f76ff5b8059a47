"""The app's saved Hearts document: ``{"match": Match.to_save()}``.

:func:`validate` is the one loader the app uses (through ``Storage.load(...,
validate=...)``): the match is rebuilt by replaying its action log through the rules
(:meth:`Match.from_save`), so a document that loads is a game the rules allow.
"""

from __future__ import annotations

from typing import Any

from .match import Match


def to_document(match: Match) -> dict[str, Any]:
    return {"match": match.to_save()}


def validate(data: Any) -> Match:
    """The saved match, or ValueError (``SaveFromNewerVersion`` for a newer app's save)."""
    if not isinstance(data, dict):
        raise ValueError("the saved game is not an object")
    unknown = sorted(str(k)[:40] for k in data if k != "match")
    if unknown:
        raise ValueError(f"unknown fields {unknown}")
    return Match.from_save(data.get("match"))
