"""Decision time of each Hearts computer level (a benchmark, not a timed test).

    python tools/bench/bench_hearts_ai.py                 # 300 positions
    python tools/bench/bench_hearts_ai.py --positions 40  # a quick look

The positions are taken from whole hands played by Normal players (passes and
plays, every stage of a hand), and every level decides each of them, so the
levels are timed on the same work.  Budgets: Normal well under 10 ms per
decision, Hard's 95th percentile under 250 ms natively.  Also reports Hard's
longest single slice of work between two yields (what one browser frame pays).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import LEVELS, choose, think  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.rng import Rng  # noqa: E402

BUDGETS_MS = {"normal": ("median", 10.0), "hard": ("p95", 250.0)}


def positions(n: int, seed: int = 1) -> list:
    out = []
    g = 0
    while len(out) < n:
        m = Match.single_hand(seed * 7919 + g, g % 4 + 1)
        g += 1
        while m.phase in ("pass", "play") and len(out) < n:
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            view = m.view(s)
            out.append((view, m.decision_rng(s).next_u64()))
            m.apply(s, choose(view, "normal", m.decision_rng(s)))
    return out


def pct(xs: list, q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    pos = positions(args.positions, args.seed)
    print(f"{len(pos)} positions; Python {sys.version.split()[0]}")
    print(f"{'level':<8}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}{'max slice ms':>14}  budget")
    ok = True
    for level in LEVELS:
        times, slices = [], []
        for view, seed in pos:
            gen = think(view, level, Rng(seed))  # the same stream for every level
            t0 = last = time.perf_counter()
            while True:
                try:
                    next(gen)
                except StopIteration:
                    break
                finally:
                    now = time.perf_counter()
                    slices.append(now - last)
                    last = now
            times.append((time.perf_counter() - t0) * 1000)
        med, p95 = statistics.median(times), pct(times, 0.95)
        budget = ""
        if level in BUDGETS_MS:
            which, limit = BUDGETS_MS[level]
            value = med if which == "median" else p95
            good = value < limit
            ok &= good
            budget = f"{which} < {limit:g} ms: {'ok' if good else 'OVER'}"
        print(f"{level:<8}{med:>11.2f}{p95:>9.2f}{max(times):>9.2f}{max(slices) * 1000:>14.2f}  {budget}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
