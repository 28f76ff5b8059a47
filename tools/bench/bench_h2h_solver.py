"""Benchmark (not a test): Heart to Heart solve time per fresh deal, and the winnable share.

    nice python3 tools/bench/bench_h2h_solver.py [--deals 10000] [--seed 1] [--repeat 3]

Times three things per random deal number:
  winnable  -- shuffle the deal and decide it (what "deal only winnable games" runs
               for each candidate number);
  solve     -- the full winning line in taps, checked by replaying it on a copy;
  hint      -- the next action from the fresh deal.
Prints median, 99th percentile and worst for each, and the share of winnable deals.

On a shared machine a single timing of a 0.1 ms call is often hit by a scheduler
time slice (several ms), so each deal is timed ``--repeat`` times and the best
counts, as ``timeit`` does; the first (raw) timings are printed too.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.heart_to_heart.codes import MAX_NUMBER, format_code  # noqa: E402
from game.heart_to_heart.solver import hint, solve, winnable_number  # noqa: E402
from game.heart_to_heart.state import Game  # noqa: E402
from game.rng import Rng  # noqa: E402


def summary(name: str, times: list[float]) -> str:
    times = sorted(times)
    n = len(times)

    def ms(t: float) -> str:
        return f"{t * 1000:8.3f} ms"

    return (
        f"{name:16s} median {ms(times[n // 2])}   p99 {ms(times[min(n - 1, n * 99 // 100)])}"
        f"   worst {ms(times[-1])}"
    )


def best_of(repeat: int, fn, *args) -> tuple[float, float, object]:
    """(first timing, best timing, result)."""
    clock = time.perf_counter
    first = best = float("inf")
    result = None
    for k in range(repeat):
        t0 = clock()
        result = fn(*args)
        t = clock() - t0
        if k == 0:
            first = t
        best = min(best, t)
    return first, best, result


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    rng = Rng(args.seed)
    numbers = [rng.below(MAX_NUMBER + 1) for _ in range(args.deals)]
    raw_win, t_win, t_solve, t_hint = [], [], [], []
    won = 0
    slowest = (0.0, 0)
    for n in numbers:
        first, best, ok = best_of(args.repeat, winnable_number, n)
        raw_win.append(first)
        t_win.append(best)
        slowest = max(slowest, (best, n))
        won += bool(ok)
        game = Game(n)
        _, best, line = best_of(args.repeat, solve, game)
        assert (line is not None) == ok
        t_solve.append(best)
        t_hint.append(best_of(args.repeat, hint, game)[1])
    print(
        f"Python {sys.version.split()[0]}, {args.deals} random deals (seed {args.seed}),"
        f" best of {args.repeat} per deal; load average {os.getloadavg()[0]:.1f}"
    )
    print(f"winnable: {won}/{args.deals} = {100 * won / args.deals:.1f}%")
    print(summary("winnable", t_win))
    print(summary("solve (line)", t_solve))
    print(summary("hint", t_hint))
    print(summary("winnable, raw", raw_win))
    print(f"slowest deal to decide: {format_code(slowest[1])} ({slowest[0] * 1000:.3f} ms)")


if __name__ == "__main__":
    main()
