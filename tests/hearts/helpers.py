"""Small builders for Hearts tests: hands from notation, games played to a point."""

from __future__ import annotations

import io
import json
import sys

from game.cards import Card, parse_cards
from game.hearts import Match, Rules
from game.hearts.ai import choose
from game.hearts.ai.inference import History, PassCheck, across_pass_check, play_history
from game.hearts.ai.knowledge import Knowledge, mask_of
from game.hearts.console.arena import decide
from game.hearts.teaching import saved as saved_hearts


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def play_to_end_of_hand(m: Match, level: str = "normal") -> None:
    """Let computer players finish the current hand (passes included)."""
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), level, m.decision_rng(s)))


def pass_all(m: Match, level: str = "easy") -> None:
    while m.phase == "pass":
        s = m.awaiting_pass[0]
        m.apply(s, choose(m.view(s), level, m.decision_rng(s)))


def drain(gen):
    """Run a thinking generator to its end: (its answer, how many times it yielded)."""
    steps = 0
    while True:
        try:
            next(gen)
            steps += 1
        except StopIteration as stop:
            return stop.value, steps


def hand_after(seed: int, hand_number: int, plays: int, levels: list[str], rules: Rules | None = None) -> Match:
    """Hand ``hand_number`` of game ``seed`` passed and played ``plays`` cards into by
    ``levels`` (one per seat: the arena's levels, random and the moon seeker too)."""
    m = Match.single_hand(seed, hand_number, rules)
    while m.phase == "pass":
        s = m.awaiting_pass[0]
        m.apply(s, decide(m.view(s), levels[s], m.decision_rng(s)))
    for _ in range(plays):
        s = m.to_act
        m.apply(s, decide(m.view(s), levels[s], m.decision_rng(s)))
    return m


def public_reading(m: Match) -> tuple[Knowledge, History, bool, PassCheck | None]:
    """What the seat to act reads the others' play from, as Hard gathers it: the public facts,
    the plays so far, whether cards were passed, and the check of the cards passed across."""
    view = m.view(m.to_act)
    k = Knowledge(view)
    check = across_pass_check(k, mask_of(view.passed), mask_of(view.received))
    return k, play_history(view), view.pass_direction != "none", check


def write_save(tmp_path, m: Match) -> str:
    """``m`` saved as the app saves a game, in ``tmp_path``; the file's path."""
    path = tmp_path / "game.hearts.json"
    path.write_text(json.dumps({"version": 1, "saved_at": 0, "data": saved_hearts.to_document(m)}))
    return str(path)


def run_cli(*args: str) -> tuple[int, list[dict], str]:
    """``python -m game.hearts ARGS`` in this process: its exit status, its JSON lines, its errors."""
    from game.hearts.console.cli import main

    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = main(list(args))
    finally:
        sys.stdout, sys.stderr = old
    return code, [json.loads(line) for line in out.getvalue().splitlines()], err.getvalue()
