"""Every decision of a seeded duplicate arena, hashed: a refactor of the computer
players must leave the hash (and so every figure of the arena) unchanged.

    nice python -m tools.bench.hard_decisions                              # Hard vs 3 Normal, 50 deals, seed 11
    nice python -m tools.bench.hard_decisions --players hard,hard,hard,hard --deals 10 --seed 11

The deals, seats and decision streams are those of ``game.hearts.arena.run_arena``
(the same deal seeds, the same rotation), so the points printed are the arena's.
Each decision is recorded with the number of slices Hard's generator yielded while
making it, so a change in where the work is cut also shows.  Prints one line per
level (points per hand, moons) and the SHA-256 of the whole record.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import LEVELS, think  # noqa: E402
from game.hearts.arena import ARENA_LEVELS, decide  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.rng import mix64  # noqa: E402


def _think(view, level: str, rng, config=None) -> tuple:
    """A level's decision and how many slices it took (0 for the non-search levels);
    ``config``: Hard's settings (hard.SHIPPED when None)."""
    if level not in LEVELS:
        return decide(view, level, rng), 0
    gen = think(view, level, rng, config if level == "hard" else None)
    slices = 0
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value, slices
        slices += 1


def record(players: list[str], deals: int, seed: int, config=None) -> tuple[str, dict]:
    """(SHA-256 of every decision, {level: [points, hands, moons]}) for the arena, every
    Hard seat playing ``config`` (hard.SHIPPED when None)."""
    digest = hashlib.sha256()
    totals: dict = {lv: [0, 0, 0] for lv in dict.fromkeys(players)}
    for d in range(deals):
        deal_seed = mix64(seed * 1_000_003 + d) % (26**7)
        for rot in range(4):
            seat_level = [players[(s + rot) % 4] for s in range(4)]
            m = Match.single_hand(deal_seed, d % 4 + 1)
            while m.phase in ("pass", "play"):
                s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
                dec, slices = _think(m.view(s), seat_level[s], m.decision_rng(s), config)
                digest.update(f"{d}.{rot}.{s}:{dec.kind}:{' '.join(map(str, dec.cards))}:{slices};".encode())
                m.apply(s, dec)
            res = m.hand_result
            assert res is not None
            for s in range(4):
                t = totals[seat_level[s]]
                t[0] += res.scores[s]
                t[1] += 1
                t[2] += res.moon_shooter == s
    return digest.hexdigest(), totals


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="hard,normal,normal,normal")
    ap.add_argument("--deals", type=int, default=50, help="deals; each is played 4 times")
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    players = [p.strip() for p in args.players.split(",")]
    bad = [p for p in players if p not in ARENA_LEVELS]
    if len(players) != 4 or bad:
        ap.error(f"--players needs four of {', '.join(ARENA_LEVELS)}")
    if args.deals < 1:
        ap.error("--deals must be at least 1")
    h, totals = record(players, args.deals, args.seed)
    for lv, (pts, hands, moons) in totals.items():
        print(f"{lv:<8} {pts / hands:6.3f} points per hand over {hands} hands, {moons} moons")
    print(f"decisions sha256 {h}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
