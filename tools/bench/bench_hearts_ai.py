"""Decision time of each Hearts computer level (a benchmark, not a timed test).

    python tools/bench/bench_hearts_ai.py                 # 300 positions
    python tools/bench/bench_hearts_ai.py --positions 40  # a quick look

The positions are taken from whole hands played by Normal players (passes and
plays, every stage of a hand), and every level decides each of them, so the
levels are timed on the same work (CPU time of the deciding thread).  Budgets:
Normal's median under 10 ms per decision; Hard's median at most 6 ms, its 95th
percentile at most 25 ms and its longest single slice of work between two yields (what
one browser frame pays) at most 1 ms, natively; and Normal again in a hand that could end
the game ("normal limit": the same positions with the totals at NEAR_LIMIT, where it
checks its card by a short search), median under 10 ms, every slice at most 1 ms.  The Hard before it raced its cards
(``hard.FIXED_WORK``: every deal played) is timed on the same positions in the same
run, and the ratio printed.

    python tools/bench/bench_hearts_ai.py --against main  # this Hard against main's

``--against REV`` times only Hard: this tree's against the Hard of git revision REV
(its game/hearts/ai, imported beside this one), the two alternately on each position so
a noisy machine slows both alike, and fails if any decision differs: the check for a
change meant to make Hard faster without changing its play.

    python tools/bench/bench_hearts_ai.py --set read_model=true  # Hard with a setting changed

``--set NAME=VALUE`` (any number) times Hard with those HardConfig fields changed, against
the same budgets.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import io
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from devkit.harness import positions  # noqa: E402  (the positions the tests use too)
from game.hearts.ai import LEVELS, hard, player  # noqa: E402
from game.rng import Rng  # noqa: E402
from tools.bench.overrides import with_overrides  # noqa: E402

BUDGETS_MS = {"normal": {"median": 10.0}, "normal limit": {"median": 10.0, "slice": 1.0},
              "hard": {"median": 6.0, "p95": 25.0, "slice": 1.0}}
#: The totals of the "normal limit" row: every hand could end the game (North on 88), so
#: Normal checks each of its plays against the game (ai/near_limit.py).
NEAR_LIMIT = (30, 60, 88, 70)


def pct(xs: list, q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def ai_at(rev: str, into: Path) -> ModuleType:
    """game/hearts/ai as it is at git revision ``rev``, imported as game.hearts.ai_at_rev
    (its modules import one another relatively, and the rest of the game from this tree)."""
    root = Path(__file__).resolve().parents[2]
    tar = subprocess.run(["git", "-C", str(root), "archive", rev, "game/hearts/ai"], capture_output=True)
    if tar.returncode:
        raise SystemExit(f"git archive {rev}: {tar.stderr.decode().strip()}")
    with tarfile.open(fileobj=io.BytesIO(tar.stdout)) as t:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            t.extractall(into, filter="data")
        else:
            t.extractall(into)
    pkg = into / "game" / "hearts" / "ai"
    name = "game.hearts.ai_at_rev"
    spec = importlib.util.spec_from_file_location(name, pkg / "__init__.py", submodule_search_locations=[str(pkg)])
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def fastest(view: object, level: str, seed: int, config: object, repeat: int) -> tuple[float, list[float], float]:
    """(CPU ms of this thread, each slice between two yields in CPU ms, wall-clock ms) of
    ``level`` deciding ``view``: the fastest of ``repeat`` runs, and each slice its fastest
    in them.  The work of a slice is the same in every run (the split is counted in
    simulated cards), so its fastest is the run the shared machine did not interrupt."""
    best = wall = float("inf")
    steps: list[float] = []
    for _ in range(repeat):
        gen = player(level, config).think(view, Rng(seed))  # the same stream for every level
        w0 = time.perf_counter()
        t0 = last = time.thread_time()
        run = []
        while True:
            try:
                next(gen)
            except StopIteration:
                break
            finally:
                now = time.thread_time()
                run.append((now - last) * 1000)
                last = now
        best = min(best, (time.thread_time() - t0) * 1000)
        wall = min(wall, (time.perf_counter() - w0) * 1000)
        steps = run if not steps else [min(a, b) for a, b in zip(steps, run, strict=True)]
    return best, steps, wall


def timed(ai: ModuleType, view: object, seed: int) -> tuple[float, object]:
    """(CPU ms of this thread, the decision as JSON) of ``ai``'s Hard on one position."""
    # a tree from before the players were objects has ai.think(view, level, rng)
    gen = ai.player("hard").think(view, Rng(seed)) if hasattr(ai, "player") else ai.think(view, "hard", Rng(seed))
    t0 = time.thread_time()
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return (time.thread_time() - t0) * 1000, stop.value.to_json()


def against(rev: str, pos: list, repeat: int) -> int:
    """This tree's Hard against ``rev``'s on ``pos``, alternately; 1 if a decision differs."""
    import game.hearts.ai as here

    with tempfile.TemporaryDirectory() as tmp:
        there = ai_at(rev, Path(tmp))
        times: dict[str, list[float]] = {"this": [], rev: []}
        differ = 0
        for i, (view, seed) in enumerate(pos):
            runs: dict[str, list[float]] = {"this": [], rev: []}
            answers = {}
            for r in range(repeat):
                pair = [("this", here), (rev, there)]
                for name, ai in pair if (i + r) % 2 == 0 else pair[::-1]:
                    ms, answers[name] = timed(ai, view, seed)
                    runs[name].append(ms)
            if answers["this"] != answers[rev]:
                differ += 1
                print(f"position {i}: this tree {answers['this']}, {rev} {answers[rev]}")
            for name in times:
                times[name].append(min(runs[name]))
    print(f"{len(pos)} positions; Python {sys.version.split()[0]}; CPU time of this thread, "
          f"each position's fastest of {repeat}, the two Hards alternately")
    figures = {}
    for name, xs in times.items():
        figures[name] = (statistics.median(xs), pct(xs, 0.95), sum(xs))
        print(f"Hard {name:<12}median {figures[name][0]:8.2f} ms  p95 {figures[name][1]:8.2f} ms  "
              f"total {figures[name][2]:9.0f} ms")
    a, b = figures["this"], figures[rev]
    print(f"this / {rev}: median {a[0] / b[0]:.3f}x, p95 {a[1] / b[1]:.3f}x, total {a[2] / b[2]:.3f}x; "
          f"{'every decision the same' if not differ else f'{differ} decisions DIFFER'}")
    return 1 if differ else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="time Hard with this HardConfig field changed (tools/bench/overrides.py)")
    ap.add_argument("--against", metavar="REV", help="time this Hard against git revision REV's, alternately")
    ap.add_argument("--repeat", type=int, help="each position's fastest of N runs, and each slice its fastest "
                    "(default 3; 1 with --against)")
    args = ap.parse_args()
    pos = positions(args.positions, args.seed)
    if args.against:
        return against(args.against, pos, max(1, args.repeat or 1))
    args.repeat = max(1, args.repeat or 3)
    # the positions' matches are frozen out of the collector, as bench.py does: a
    # collection then scans what a table's process holds, not 300 hands of history
    gc.collect()
    gc.freeze()
    print(f"{len(pos)} positions; Python {sys.version.split()[0]}; CPU time of this thread, each position's "
          f"fastest of {args.repeat} runs and each slice its fastest")
    print(f"{'level':<14}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}{'max slice ms':>14}  budget")
    ok = True
    figures = {}
    tried = with_overrides(hard.SHIPPED, args.set) if args.set else None
    runs = [(lv, lv, tried if lv == "hard" else None, False) for lv in LEVELS] + [("normal limit", "normal", None, True),
                                                      ("hard before", "hard", hard.FIXED_WORK, False)]
    for name, level, config, near in runs:
        times, slices = [], []
        for view, seed in pos:
            if near:
                view = replace(view, scores=NEAR_LIMIT)
            ms, steps, _ = fastest(view, level, seed, config, args.repeat)
            times.append(ms)
            slices += steps
        med, p95, worst = statistics.median(times), pct(times, 0.95), max(slices)
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
