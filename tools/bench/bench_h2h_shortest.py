"""Benchmark (not a test): the shortest-win search over winnable deals.

    nice python3 tools/bench/bench_h2h_shortest.py [--deals 10000] [--seed 1]
        [--max-nodes 200000] [--log FILE.jsonl]

For each winnable deal (drawn as "deal only winnable games" draws them, from ``--seed``)
the search (game.heart_to_heart.shortest) runs to the end of its work budget the way a
screen would run it: one ``next()`` of its generator per slice, each slice timed.  Prints
the search time per deal (median, 99th percentile, worst), the longest single slice (the
most one frame would spend on it), the share of deals whose shortest win was proven, the
moves of the shortest wins, and how much shorter they are than the solver's line.  Every
line is replayed through the engine and must win in exactly the moves it claims.

``--log`` appends one JSON object per deal, so a long run can be read while it works.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.heart_to_heart.shortest import DEFAULT_MAX_NODES, ShortestWin, replay_moves  # noqa: E402
from game.heart_to_heart.solver import random_winnable, solve  # noqa: E402
from game.heart_to_heart.state import WON, Game  # noqa: E402
from game.rng import Rng  # noqa: E402


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))]


def run_one(number: int, max_nodes: int) -> dict:
    clock = time.perf_counter
    game = Game(number)
    t0 = clock()
    search = ShortestWin(game, max_nodes)
    gen = search.steps()
    setup = longest = longest_cpu = 0.0
    first = True
    cpu = time.thread_time
    while True:
        t, c = clock(), cpu()
        try:
            next(gen)
            stop = False
        except StopIteration:
            stop = True
        took, took_cpu = clock() - t, cpu() - c
        if first:
            setup, first = took_cpu, False  # the first slice: tables and the solver's line
        else:
            longest = max(longest, took)
            longest_cpu = max(longest_cpu, took_cpu)
        if stop:
            break
    total = clock() - t0
    res = search.result()
    end = replay_moves(game, res.line)
    assert end.status == WON and end.moves == res.moves, game.code
    solver_moves = replay_moves(game, solve(game)).moves
    return {"code": game.code, "moves": res.moves, "proven": res.proven, "lower_bound": res.lower_bound,
            "solver_moves": solver_moves, "expanded": res.expanded, "seconds": total, "setup": setup,
            "longest_slice": longest_cpu, "longest_slice_wall": longest}


def summarise(rows: list[dict], seed: int, max_nodes: int) -> str:
    n = len(rows)
    secs = [r["seconds"] for r in rows]
    slices = [r["longest_slice"] for r in rows]
    moves = [r["moves"] for r in rows]
    saved = [r["solver_moves"] - r["moves"] for r in rows]
    proven = sum(r["proven"] for r in rows)
    worst = max(rows, key=lambda r: r["seconds"])
    gap = [r["moves"] - r["lower_bound"] for r in rows if not r["proven"]]

    def ms(t: float) -> str:
        return f"{t * 1000:.1f} ms"

    return "\n".join([
        f"Python {sys.version.split()[0]}, {n} winnable deals (seed {seed}), work budget {max_nodes} positions;"
        f" load average {os.getloadavg()[0]:.1f}",
        f"search time     median {ms(pct(secs, 0.5))}   p99 {ms(pct(secs, 0.99))}   worst {ms(max(secs))}"
        f" ({worst['code']})",
        f"set-up slice    median {ms(pct([r['setup'] for r in rows], 0.5))}"
        f"   p99 {ms(pct([r['setup'] for r in rows], 0.99))}   worst {ms(max(r['setup'] for r in rows))}"
        " (CPU time: the solver's line, the first bound)",
        f"longest slice   median {ms(pct(slices, 0.5))}   p99 {ms(pct(slices, 0.99))}   worst {ms(max(slices))}"
        f" (CPU time; wall clock worst {ms(max(r['longest_slice_wall'] for r in rows))})",
        f"proven shortest {proven}/{n} = {100 * proven / n:.1f}%"
        + (f"   (unproven: the line is at most {max(gap)} moves above the bound, median {pct(gap, 0.5)})"
           if gap else ""),
        f"shortest moves  median {pct(moves, 0.5)}   min {min(moves)}   max {max(moves)}",
        f"saved vs solver median {pct(saved, 0.5)}   max {max(saved)} moves",
    ])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-nodes", type=int, default=DEFAULT_MAX_NODES)
    ap.add_argument("--log", default=None)
    args = ap.parse_args()
    rng = Rng(args.seed)
    rows = []
    log = open(args.log, "a") if args.log else None
    for _ in range(args.deals):
        row = run_one(random_winnable(rng), args.max_nodes)
        rows.append(row)
        if log:
            log.write(json.dumps(row) + "\n")
            log.flush()
    print(summarise(rows, args.seed, args.max_nodes))


if __name__ == "__main__":
    main()
