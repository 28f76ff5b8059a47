"""Decision time of each Hearts computer level (a benchmark, not a timed test).

    python tools/bench/bench_hearts_ai.py                 # 300 positions
    python tools/bench/bench_hearts_ai.py --positions 40  # a quick look

The positions are taken from whole hands played by Normal players (passes and
plays, every stage of a hand), and every level decides each of them, so the
levels are timed on the same work (CPU time of the deciding thread).  Budgets:
Normal's median under 10 ms per decision; Hard's median at most 6 ms, its 95th
percentile at most 25 ms and its longest single slice of work between two yields (what
one browser frame pays) at most 1 ms, natively.  The Hard before it raced its cards
(``hard.FIXED_WORK``: every deal played) is timed on the same positions in the same
run, and the ratio printed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import LEVELS, choose, hard, think  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.rng import Rng  # noqa: E402

BUDGETS_MS = {"normal": {"median": 10.0}, "hard": {"median": 6.0, "p95": 25.0, "slice": 1.0}}


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
    print(f"{len(pos)} positions; Python {sys.version.split()[0]}; CPU time of this thread")
    print(f"{'level':<14}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}{'max slice ms':>14}  budget")
    ok = True
    figures = {}
    for name, level, config in [(lv, lv, None) for lv in LEVELS] + [("hard before", "hard", hard.FIXED_WORK)]:
        times, slices = [], []
        for view, seed in pos:
            gen = think(view, level, Rng(seed), config)  # the same stream for every level
            t0 = last = time.thread_time()
            while True:
                try:
                    next(gen)
                except StopIteration:
                    break
                finally:
                    now = time.thread_time()
                    slices.append(now - last)
                    last = now
            times.append((time.thread_time() - t0) * 1000)
        med, p95, worst = statistics.median(times), pct(times, 0.95), max(slices) * 1000
        figures[name] = (med, p95)
        budget = ""
        if name in BUDGETS_MS:
            limits = BUDGETS_MS[name]
            good = all(value <= limits[key] for key, value in (("median", med), ("p95", p95), ("slice", worst))
                       if key in limits)
            ok &= good
            budget = ", ".join(f"{key} <= {limit:g} ms" for key, limit in limits.items())
            budget += f": {'ok' if good else 'OVER'}"
        elif name == "hard before":
            budget = (f"(every deal played; the shipped Hard takes {figures['hard'][0] / med:.2f}x its median, "
                      f"{figures['hard'][1] / p95:.2f}x its p95)")
        print(f"{name:<14}{med:>11.2f}{p95:>9.2f}{max(times):>9.2f}{worst:>14.2f}  {budget}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
