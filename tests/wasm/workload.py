"""The rules workload run both natively and under Pyodide (CPython on WebAssembly).

Only the pure rules are used (game.cards, game.rng, game.heart_to_heart, game.hearts):
no pygame, no files, no threads.  ``run()`` returns a JSON-able dict with two parts:
``results`` (must be identical on both platforms: same deal codes, same decks, same
moves, same AI decisions) and ``timings`` (seconds per step, compared in a table).

    python3 tests/wasm/workload.py     # the native run, as JSON
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from typing import Any

# Heart to Heart deals: the rules page's worked example, the first and last deal numbers
# and a few in between.
H2H_NUMBERS = (12, 0, 1, 2026, 123_456_789, 26**7 - 1)
H2H_TAPS = ("stock", "stock", "stock", 25, "waste", "stock", "stock", "stock", "stock", "stock", 25, "waste")
HEARTS_SEEDS = (1, 2026)
AI_SEEDS = (1, 2, 3, 4, 5, 2026)  # one mid-hand position per seed, one decision per level each
AI_LEVELS = ("easy", "normal", "hard")
AI_AFTER_CARDS = 20  # the computer decision is taken mid-hand, after this many cards
ROUNDS = 5  # the workload runs this often; a step's time is its fastest round
HARD_HANDS = 3  # Hard's per-decision figures: every 4th decision of these hands played by Normal



def random_step(match, rng) -> None:
    """One random legal action: a seat's pass of three cards, or a card played."""
    if match.awaiting_pass:
        seat = match.awaiting_pass[0]
        cards = list(match.legal(seat))
        rng.shuffle(cards)
        match.submit_pass(seat, cards[:3])
    else:
        seat = match.to_act
        match.play(seat, rng.choice(match.legal(seat)))

def _timed(timings: dict[str, float], name: str, work: Callable[[], Any]) -> Any:
    start = time.perf_counter()
    result = work()
    timings[name] = timings.get(name, 0.0) + time.perf_counter() - start
    return result


def _heart_to_heart(results: dict[str, Any], timings: dict[str, float]) -> None:
    from game.heart_to_heart import Game, format_code, parse_code
    from game.heart_to_heart.solver import hint, solve, winnable

    deals = []
    for number in H2H_NUMBERS:
        def deal() -> tuple[str, Any]:
            code = format_code(number)
            game = Game.from_code(code.lower().center(len(code) + 4))  # case and spaces are accepted
            assert parse_code(code) == number
            return code, game

        code, game = _timed(timings, "Heart to Heart: 6 deals from codes", deal)
        start = game.to_replay_dict()

        def replay() -> list[Any]:
            g = Game.from_code(code)
            seen = []
            for target in H2H_TAPS:
                r = g.tap(target)
                seen.append([r.kind, r.message, list(r.cards)])
            seen.append(["undo", g.undo(), []])
            seen.append(["state", g.to_replay_dict(), []])
            return seen

        taps = _timed(timings, "Heart to Heart: 6 replays of 12 taps + undo", replay)
        line = _timed(timings, "Heart to Heart: solve 6 deals", lambda: solve(Game.from_code(code)))
        can_win = _timed(timings, "Heart to Heart: winnable? 6 deals", lambda: winnable(Game.from_code(code)))
        first = _timed(timings, "Heart to Heart: hint on 6 deals", lambda: hint(Game.from_code(code)))
        deals.append({
            "code": code,
            "deck": {"heart": start["heart"], "stock": start["stock"], "waste": start["waste"]},
            "replay": taps,
            "winnable": can_win,
            "solution": line,
            "hint": first,
        })
    results["heart_to_heart"] = deals


def _random_hand(seed: int) -> dict[str, Any]:
    """One full hand of Hearts with random legal choices for all four seats."""
    from game.hearts import Match
    from game.rng import Rng

    match = Match(seed)
    rng = Rng(seed * 7919 + 1)
    hand = match.hand_number
    while match.hand_number == hand and not match.game_over and match.to_act is not None:
        random_step(match, rng)
    return {
        "code": match.code,
        "actions": match.actions,
        "hand_points": list(match.hand_points),
        "scores": list(match.scores),
    }


def _decision_summary(decision: Any) -> dict[str, Any]:
    return {"kind": decision.kind, "cards": [str(c) for c in decision.cards]}


def _position_mid_hand(seed: int) -> Any:
    """The same mid-hand position on both platforms: random legal play up to a point."""
    from game.hearts import Match
    from game.rng import Rng

    match = Match(seed)
    rng = Rng(seed)
    while match.awaiting_pass:
        seat = match.awaiting_pass[0]
        cards = list(match.legal(seat))
        rng.shuffle(cards)
        match.submit_pass(seat, cards[:3])
    while match.cards_played < AI_AFTER_CARDS:
        seat = match.to_act
        match.play(seat, rng.choice(match.legal(seat)))
    return match


def _hearts(results: dict[str, Any], timings: dict[str, float]) -> None:
    from game.hearts.ai import choose

    results["hearts_hands"] = [
        _timed(timings, "Hearts: 2 full hands, random legal moves", lambda s=seed: _random_hand(s))
        for seed in HEARTS_SEEDS
    ]
    decisions = {}
    for level in AI_LEVELS:
        picks = []
        for seed in AI_SEEDS:
            match = _position_mid_hand(seed)
            seat = match.to_act
            view = match.view(seat)
            rng = match.decision_rng(seat)
            decision = _timed(timings, f"Hearts: 6 AI decisions, {level}", lambda: choose(view, level, rng))
            picks.append({"seat": seat, "decision": _decision_summary(decision),
                          "legal": [str(c) for c in match.legal(seat)]})
        decisions[level] = picks
    results["hearts_ai"] = decisions


def hard_positions() -> list[Any]:
    """(view, seed) of every 4th decision of ``HARD_HANDS`` hands played by Normal
    (passes and plays, every stage of a hand), as tools/bench/bench_hearts_ai.py takes them."""
    from game.hearts import Match
    from game.hearts.ai import choose

    out = []
    n = 0
    for g in range(HARD_HANDS):
        m = Match.single_hand(7919 + g, g % 4 + 1)
        while m.phase in ("pass", "play"):
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            view = m.view(s)
            if n % 4 == 0:
                out.append((view, m.decision_rng(s).next_u64()))
            n += 1
            m.apply(s, choose(view, "normal", m.decision_rng(s)))
    return out


def _hard_per_decision(results: dict[str, Any], per_decision: list[float]) -> None:
    """Hard on each of hard_positions(): its decisions (must match) and the seconds each took."""
    from game.hearts.ai import choose
    from game.rng import Rng

    picks = []
    for i, (view, seed) in enumerate(hard_positions()):
        start = time.perf_counter()
        decision = choose(view, "hard", Rng(seed))
        seconds = time.perf_counter() - start
        if i < len(per_decision):
            per_decision[i] = min(per_decision[i], seconds)
        else:
            per_decision.append(seconds)
        picks.append(_decision_summary(decision))
    results["hard_positions"] = picks


DAILY_DATES = ("2026-11-30", "2027-02-28", "2000-02-29")
SHORTEST_NODES = 3000  # a fixed work budget: the same answer on every platform


def _extras(results: dict[str, Any], timings: dict[str, float]) -> None:
    """Daily deals (the same for everyone), the shortest win, a Hearts hand review."""
    from game.heart_to_heart import Game
    from game.heart_to_heart.daily import daily_code
    from game.heart_to_heart.shortest import shortest_win
    from game.hearts import Match
    from game.hearts.history import hand_review
    from game.rng import Rng

    results["daily"] = _timed(timings, "Heart to Heart: 3 daily deals",
                              lambda: {d: daily_code(d) for d in DAILY_DATES})
    best = _timed(timings, f"Heart to Heart: shortest win, {SHORTEST_NODES} positions",
                  lambda: shortest_win(Game.from_code("HH1-N-AAAAAAM"), max_nodes=SHORTEST_NODES))
    results["shortest"] = {"moves": best.moves, "proven": best.proven, "line": best.line,
                           "expanded": best.expanded}
    match = Match(2026)
    rng = Rng(2026)
    while match.phase in ("pass", "play"):
        random_step(match, rng)
    review = _timed(timings, "Hearts: review of a hand", lambda: hand_review(match, 1))
    results["hand_review"] = [[t.leader, [[seat, str(c)] for seat, c in t.plays], t.winner, t.points]
                              for t in review.tricks]


def run(rounds: int = ROUNDS) -> dict[str, Any]:
    """The workload ``rounds`` times: results must not change between rounds either."""
    best: dict[str, float] = {}
    per_decision: list[float] = []
    first: Any = None
    for _ in range(rounds):
        results: dict[str, Any] = {"python": sys.version.split()[0], "platform": sys.platform}
        timings: dict[str, float] = {}
        _heart_to_heart(results, timings)
        _hearts(results, timings)
        _extras(results, timings)
        _hard_per_decision(results, per_decision)
        # JSON round trip: tuples become lists on both sides, so results compare as equal.
        results = json.loads(json.dumps(results))
        if first is None:
            first = results
        elif results != first:
            raise AssertionError("the rules gave different results on a second run: not deterministic")
        for name, seconds in timings.items():
            best[name] = min(seconds, best.get(name, seconds))
    return {"results": first, "timings": best, "rounds": rounds, "hard_decision_seconds": per_decision}


if __name__ == "__main__":
    print(json.dumps(run(), indent=1))
