"""The strength table of the Hearts computer players (docs/hearts-ai.md).

    nice python tools/bench/arena_report.py                 # 500 deals per match-up
    nice python tools/bench/arena_report.py --deals 20      # a quick look

Three duplicate match-ups (each deal played four times, the players rotated through
the seats): Hard against three Normal, Normal against three Easy, Easy against three
uniformly random players.  The bar for each: the stronger level takes at least 1.5
points per hand fewer than the weaker seats' average (Easy only has to beat random).
Prints each arena's report, then a Markdown table.  Long: run it in the background.

    nice python tools/bench/arena_report.py --only moon --deals 250   # moon defence

``--only moon``: the moon-seeking sparring player (game/hearts/ai/sparring.py) against
three Normal, then three Hard players; how often its moons succeed (the bar for Hard:
under 2 % of hands).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.console.arena import run_arena  # noqa: E402

MATCHUPS = (("hard", "normal", 1.5), ("normal", "easy", 1.5), ("easy", "random", 0.0))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--only", choices=[m[0] for m in MATCHUPS] + ["moon"], help="run one match-up")
    args = ap.parse_args()
    if args.only == "moon":
        return moon_report(args.deals, args.seed)
    rows = []
    ok = True
    for strong, weak, bar in MATCHUPS:
        if args.only and args.only != strong:
            continue
        t0 = time.time()
        res = run_arena([strong, weak, weak, weak], args.deals, args.seed,
                        progress=lambda d: print(f"  {strong}: deal {d}/{args.deals}", file=sys.stderr, flush=True)
                        if d % 25 == 0 else None)
        print(res.report())
        print(f"({time.time() - t0:.0f} s)\n", flush=True)
        d, se = res.difference(strong, weak)
        good = d <= -bar if bar else d < 0
        ok &= good
        s, w = res.stats[strong], res.stats[weak]
        rows.append(
            f"| {strong} vs 3 {weak} | {4 * args.deals} | {s.average:.2f} ± {s.std_error:.2f} "
            f"| {w.average:.2f} ± {w.std_error:.2f} | {d:+.2f} ± {se:.2f} | {s.moons} / {w.moons} "
            f"| {s.time_percentile(0.5):.1f} / {s.time_percentile(0.95):.1f} "
            f"| {w.time_percentile(0.5):.2f} / {w.time_percentile(0.95):.2f} | {'yes' if good else 'NO'} |"
        )
    print("| match-up | hands | stronger: points/hand | weaker seats: points/hand | difference "
          "| moons (stronger / weaker seats) | stronger ms median / p95 | weaker ms median / p95 | bar met |")
    print("|---|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    return 0 if ok else 1


def moon_report(deals: int, seed: int) -> int:
    """The moon seeker alone against three of each level: how often it shoots."""
    rows = []
    ok = True
    for level in ("normal", "hard"):
        t0 = time.time()
        res = run_arena(["moon", level, level, level], deals, seed,
                        progress=lambda d: print(f"  moon vs {level}: deal {d}/{deals}", file=sys.stderr, flush=True)
                        if d % 25 == 0 else None)
        print(res.report())
        print(f"({time.time() - t0:.0f} s)\n", flush=True)
        m, o = res.stats["moon"], res.stats[level]
        rate = 100.0 * m.moons / m.hands
        good = rate < 2.0
        if level == "hard":
            ok &= good
        rows.append(f"| moon seeker vs 3 {level} | {m.hands} | {m.moons} ({rate:.1f} %) "
                    f"| {m.average:.2f} ± {m.std_error:.2f} | {o.average:.2f} ± {o.std_error:.2f} "
                    f"| {o.moons} | {'yes' if good else 'NO'} |")
    print("| match-up | hands | seeker's moons | seeker: points/hand | level: points/hand "
          "| level's own moons | under 2 % |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
