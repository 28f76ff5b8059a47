"""``python -m game.hearts analyse SAVE.json [--hand N]``: what Hard sees at each of South's decisions.

The file is read as the coach's CLI reads it (:func:`.coach_cli.load_game`: the app's save,
the saved document or a bare match save).  One JSON line per decision of South in hand N (or
in every hand), the hand in progress included for the decisions made so far::

    {"hand": 2, "decision": 1, "trick": 0, "phase": "pass", "played": "2C 3D QS",
     "analysis": {"phase": "pass", "best": "...", "values": {...}, "moon": null}}

``decision`` counts South's decisions in the hand from 1; ``trick`` is 0 for the pass;
``played`` is South's choice in the analysis's notation (:func:`.analysis.choice_key`); the
analysis is :meth:`.analysis.Analysis.to_json`, seeded as the hint was at that moment.  South's
own choice is always among its ``values``: at the pass the pass made gets its row even when it
is not among the best few, as in the review's Why?.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, TextIO

from ..history import hand_reviews
from ..kinds import Phase
from ..match import Match
from ..teaching import analysis, coach
from .coach_cli import CoachInputError, load_game


def analysis_lines(match: Match, hand: int | None = None) -> Iterator[dict[str, Any]]:
    """One dict per decision of South in ``hand`` (every hand when None), in order."""
    reviews = hand_reviews(match)
    if hand is not None:
        if not 1 <= hand <= len(reviews):
            raise CoachInputError(f"no hand {hand}: this game has hands 1..{len(reviews)}")
        reviews = [reviews[hand - 1]]
    for r in reviews:
        for i, d in enumerate(coach.south_decisions(r, match.rules), 1):
            include = d.played if d.phase == Phase.PASS else ()  # South's pass weighed, as in the review
            a = analysis.analyse(d.view, coach.decision_rng_seed(match.seed, d), include=include)
            yield {"hand": d.hand, "decision": i, "trick": d.trick, "phase": str(d.phase),
                   "played": analysis.choice_key(d.played), "analysis": a.to_json()}


def main(path: str, hand: int | None, out: TextIO, err: TextIO) -> int:
    """Print the analyses; 2 with a message for input that cannot be analysed."""
    try:
        match, _ = load_game(path)
        for line in analysis_lines(match, hand):
            out.write(json.dumps(line) + "\n")
    except CoachInputError as e:
        err.write(f"analyse: {e}\n")
        return 2
    out.flush()
    return 0
