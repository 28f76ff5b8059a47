"""Every decision of a seeded duplicate arena, hashed: a refactor of the computer
players must leave the hash (and so every figure of the arena) unchanged.

    nice python -m tools.bench.hard_decisions                              # Hard vs 3 Normal, 50 deals, seed 11
    nice python -m tools.bench.hard_decisions --players hard,hard,hard,hard --deals 10 --seed 11

The deals, seats and decision streams are those of ``game.hearts.console.arena.run_arena``
(the same deal seeds, the same rotation), so the points printed are the arena's.
Each decision is recorded with the number of slices Hard's generator yielded while
making it, so a change in where the work is cut also shows.  Prints one line per
level (points per hand, moons) and the SHA-256 of the whole record.  ``--golden DIR``
writes the readable goldens tests/hearts/test_hearts_ai_decisions.py compares with:

    nice python -m tools.bench.hard_decisions --deals 2 --golden tests/hearts/golden
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import hard  # noqa: E402
from game.hearts.console.arena import ARENA_LEVELS, DecisionRecord, record_decisions  # noqa: E402

#: The golden files --golden writes, per Hard's settings: (stem, config).
GOLDEN_CONFIGS = (("hard_vs_normal", hard.SHIPPED), ("fixed_work_vs_normal", hard.FIXED_WORK))


def digest_of(records: list[DecisionRecord]) -> str:
    """The SHA-256 of every decision and its slice count."""
    digest = hashlib.sha256()
    for r in records:
        digest.update(f"{r.deal}.{r.rotation}.{r.seat}:{r.kind}:{' '.join(r.cards)}:{r.slices};".encode())
    return digest.hexdigest()


def record(players: list[str], deals: int, seed: int, config=None) -> tuple[str, dict]:
    """(SHA-256 of every decision, {level: [points, hands, moons]}) for the arena, every
    Hard seat playing ``config`` (hard.SHIPPED when None)."""
    records, totals = record_decisions(players, deals, seed, config)
    return digest_of(records), totals


def write_golden(folder: Path, players: list[str], deals: int, seed: int) -> None:
    """Write the readable goldens: per Hard config, one line per decision and one per slice count."""
    folder.mkdir(parents=True, exist_ok=True)
    for stem, config in GOLDEN_CONFIGS:
        records, _ = record_decisions(players, deals, seed, config)
        arena = (f"# {','.join(players)}, {deals} deals of seed {seed}, each played 4 times rotated; "
                 f"Hard: hard.{'SHIPPED' if config is hard.SHIPPED else 'FIXED_WORK'}\n")
        how = f"# written by: python -m tools.bench.hard_decisions --deals {deals} --golden {folder}\n"
        (folder / f"{stem}.txt").write_text(
            arena + how + "# deal rotation seat level kind cards\n" + "".join(r.line() + "\n" for r in records),
            encoding="utf-8")
        (folder / f"{stem}.slices.txt").write_text(
            arena + how + "# deal rotation seat level kind slices\n" + "".join(r.slices_line() + "\n" for r in records),
            encoding="utf-8")
        print(f"wrote {folder / stem}.txt and .slices.txt ({len(records)} decisions)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="hard,normal,normal,normal")
    ap.add_argument("--deals", type=int, default=50, help="deals; each is played 4 times")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--golden", type=Path, metavar="DIR",
                    help="write the readable goldens (decisions, slices) for Shipped and Fixed-work Hard into DIR")
    args = ap.parse_args()
    players = [p.strip() for p in args.players.split(",")]
    bad = [p for p in players if p not in ARENA_LEVELS]
    if len(players) != 4 or bad:
        ap.error(f"--players needs four of {', '.join(ARENA_LEVELS)}")
    if args.deals < 1:
        ap.error("--deals must be at least 1")
    if args.golden is not None:
        write_golden(args.golden, players, args.deals, args.seed)
        return 0
    h, totals = record(players, args.deals, args.seed)
    for lv, (pts, hands, moons) in totals.items():
        print(f"{lv:<8} {pts / hands:6.3f} points per hand over {hands} hands, {moons} moons")
    print(f"decisions sha256 {h}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
