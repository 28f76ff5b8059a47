"""CPU of the hint against Hard's own decision on the same positions (a benchmark).

    nice python tools/bench/bench_hint.py                 # 300 positions
    nice python tools/bench/bench_hint.py --positions 60  # a quick look

The positions are bench_hearts_ai.py's (whole hands played by Normal players, passes and
plays, every stage of a hand).  On each, the hint (``coach.hint``: the coach's evaluation
of the moment, the coach's yardstick) and Hard deciding (``ai.player("hard").think``) run with the same
seed, alternately, each position's fastest of ``--repeat`` runs (CPU time of the thread),
and the tool prints each one's median, 95th percentile and longest slice between two
yields, and the hint's time over Hard's.  The hint does Hard's work (its deals, its race,
its slices) except that it plays a certain moon out instead of taking Normal's shortcut,
so the ratio is about 1 and the slices are Hard's: the budget is Hard's
(docs/hearts-ai.md, "Decision time").
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import player  # noqa: E402
from game.hearts.teaching import coach  # noqa: E402
from game.rng import Rng  # noqa: E402
from tools.bench.bench_hearts_ai import pct, positions  # noqa: E402


def timed(make: Callable[[], Generator[None, None, Any]]) -> tuple[float, float, Any]:
    """(CPU ms of this thread, the longest slice in ms, the answer) of one run."""
    gen = make()
    t0 = last = time.thread_time()
    longest = 0.0
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            now = time.thread_time()
            return (now - t0) * 1000, max(longest, (now - last) * 1000), stop.value
        now = time.thread_time()
        longest = max(longest, (now - last) * 1000)
        last = now


def alternately(makers: dict[str, Callable[[], Generator[None, None, Any]]], repeat: int,
                flip: bool) -> tuple[dict[str, float], dict[str, float], dict[str, Any]]:
    """Each maker's fastest run of ``repeat`` (CPU ms), its shortest longest slice (ms) and its
    answer, the makers taking turns (the order turns round every run; ``flip``: the other
    way round first), so neither always runs on a warm or a cold cache."""
    names = list(makers)
    best = dict.fromkeys(names, float("inf"))
    longest = dict.fromkeys(names, float("inf"))
    answers: dict[str, Any] = {}
    for r in range(max(1, repeat)):
        for name in (names if (r + flip) % 2 == 0 else names[::-1]):
            ms, sl, answers[name] = timed(makers[name])
            best[name] = min(best[name], ms)
            longest[name] = min(longest[name], sl)
    return best, longest, answers


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=2, help="each position's fastest of N runs")
    args = ap.parse_args(argv)
    pos = positions(args.positions, args.seed)
    times: dict[str, list[float]] = {"hint": [], "hard": []}
    slices: dict[str, list[float]] = {"hint": [], "hard": []}
    same = 0
    for i, (view, seed) in enumerate(pos):
        makers = {"hint": lambda: coach.hint(view, Rng(seed)), "hard": lambda: player("hard").think(view, Rng(seed))}
        best, longest, answers = alternately(makers, args.repeat, i % 2 == 1)
        same += answers["hint"] == answers["hard"]
        for name in times:
            times[name].append(best[name])
            slices[name].append(longest[name])
    print(f"{len(pos)} positions; Python {sys.version.split()[0]}; CPU time of this thread, each position's "
          f"fastest of {args.repeat}, the hint and Hard alternately")
    print(f"{'':<6}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}{'total ms':>10}{'slice p99 ms':>14}")
    for name in times:
        xs = times[name]
        print(f"{name:<6}{statistics.median(xs):>11.2f}{pct(xs, 0.95):>9.2f}{max(xs):>9.2f}{sum(xs):>10.0f}"
              f"{pct(slices[name], 0.99):>14.2f}")
    h, d = times["hint"], times["hard"]
    print(f"hint / Hard: median {statistics.median(h) / statistics.median(d):.3f}x, "
          f"p95 {pct(h, 0.95) / pct(d, 0.95):.3f}x, total {sum(h) / sum(d):.3f}x; "
          f"the same choice as Hard at {same} of {len(pos)} positions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
