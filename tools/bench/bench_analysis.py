"""CPU of the analysis against the hint on the same positions (a benchmark).

    nice python tools/bench/bench_analysis.py                 # 100 positions
    nice python tools/bench/bench_analysis.py --positions 30  # a quick look

The positions are bench_hearts_ai.py's (whole hands played by Normal players, passes and
plays, every stage of a hand).  On each, the analysis (``analysis.analysis_steps``: the hint's
evaluation, then every choice measured on fresh deals) and the hint (``coach.hint``) run with
the same seed, alternately, each position's fastest of ``--repeat`` runs (CPU time of the
thread).  Printed: each one's median, 95th percentile and longest time, the 99th percentile
and the longest of the slices between two yields, and the analysis's time over the hint's.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.teaching import analysis, coach  # noqa: E402
from game.rng import Rng  # noqa: E402
from tools.bench.bench_hearts_ai import pct, positions  # noqa: E402
from tools.bench.bench_hint import alternately  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--positions", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=2, help="each position's fastest of N runs")
    args = ap.parse_args(argv)
    pos = positions(args.positions, args.seed)
    names = ("analysis", "hint")
    times: dict[str, list[float]] = {n: [] for n in names}
    slices: dict[str, list[float]] = {n: [] for n in names}
    passes = 0
    for i, (view, seed) in enumerate(pos):
        makers = {"analysis": lambda: analysis.analysis_steps(view, seed), "hint": lambda: coach.hint(view, Rng(seed))}
        best, longest, _ = alternately(makers, args.repeat, i % 2 == 1)
        passes += view.phase == "pass"
        for name in names:
            times[name].append(best[name])
            slices[name].append(longest[name])
    print(f"{len(pos)} positions ({passes} passes); Python {sys.version.split()[0]}; CPU time of this thread, "
          f"each position's fastest of {args.repeat}, the analysis and the hint alternately")
    print(f"{'':<10}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}{'total ms':>10}{'slice p99 ms':>14}{'slice max ms':>14}")
    for name in names:
        xs = times[name]
        print(f"{name:<10}{statistics.median(xs):>11.2f}{pct(xs, 0.95):>9.2f}{max(xs):>9.2f}{sum(xs):>10.0f}"
              f"{pct(slices[name], 0.99):>14.2f}{max(slices[name]):>14.2f}")
    a, h = times["analysis"], times["hint"]
    print(f"analysis / hint: median {statistics.median(a) / statistics.median(h):.2f}x, "
          f"p95 {pct(a, 0.95) / pct(h, 0.95):.2f}x, total {sum(a) / sum(h):.2f}x; longest slice "
          f"{max(slices['analysis']):.2f} ms against the hint's {max(slices['hint']):.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
