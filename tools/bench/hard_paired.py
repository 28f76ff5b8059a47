"""Hard variants against three Normal players on the same deals, paired by deal.

    nice python tools/bench/hard_paired.py --deals 500 --seed 11 --variant shipped --out shipped.json
    nice python tools/bench/hard_paired.py --deals 500 --seed 11 --variant before --out before.json
    python tools/bench/hard_paired.py --compare before.json shipped.json

One variant per run (so two runs can share the two cores), each the duplicate arena of
``game.hearts.arena`` (every deal four times, Hard rotated through the seats, the same
deal seeds and decision streams); ``--out`` keeps Hard's mean points per hand of every
deal, ``--compare`` pairs two or more such files by deal: each variant's points per hand
with its standard error, and the differences with theirs.

Variants (``--variant``):

- ``shipped``: ``hard.SHIPPED``, the Hard the app plays;
- ``before``: ``hard.FIXED_WORK``, the Hard before it raced its cards and passes (every
  candidate played out on every deal);
- ``x10``: the shipped Hard allowed ten times the deals (``worlds`` and ``pass_worlds``
  x 10, the racing rule unchanged): a yardstick of what more work buys;
- ``cheat``: the same search handed the true hands in play (every sampled deal is the
  real one; it passes as Hard does): a yardstick of what the hidden cards cost.  It
  lives here only, never in the game.

``--set NAME=VALUE`` changes a HardConfig field on top of the variant.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import fields, replace
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import Decision, choose, hard  # noqa: E402
from game.hearts.ai.hard import HardConfig  # noqa: E402
from game.hearts.ai.knowledge import mask_of  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.rng import mix64  # noqa: E402


def variants() -> dict[str, HardConfig]:
    """The named Hard settings (``cheat`` uses the shipped settings on the true hands)."""
    return {
        "shipped": hard.SHIPPED,
        "before": hard.FIXED_WORK,
        "x10": replace(hard.SHIPPED, worlds=10 * hard.SHIPPED.worlds, pass_worlds=10 * hard.SHIPPED.pass_worlds),
        "cheat": hard.SHIPPED,
    }


def _cheat_decision(m: Match, s: int, config: HardConfig, rng) -> Decision:
    """Hard's search with every sampled deal replaced by the true one (a cheating player
    for the yardstick: it reads the other hands straight from the match).  It passes as
    Hard does (the pass search deals the unseen cards itself)."""
    view = m.view(s)
    if view.phase != "play":
        return choose(view, "hard", rng, config)
    true_deal = [mask_of(m.hands[x]) for x in range(4)]
    gen = hard.search_play(view, rng, config, lambda _rng: list(true_deal))
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return Decision("play", (stop.value,))


def run(variant: str, config: HardConfig, deals: int, seed: int, progress: bool) -> dict:
    """Hard (``config``) against three Normal over ``deals`` deals x 4 seatings."""
    per_deal: list[float] = []
    moons = 0
    times: list[float] = []
    for d in range(deals):
        deal_seed = mix64(seed * 1_000_003 + d) % (26**7)
        total = 0.0
        for rot in range(4):
            hard_seat = (4 - rot) % 4  # the seat players[0] sits in for this rotation
            m = Match.single_hand(deal_seed, d % 4 + 1)
            while m.phase in ("pass", "play"):
                s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
                assert s is not None
                rng = m.decision_rng(s)
                if s == hard_seat:
                    t0 = time.thread_time()
                    if variant == "cheat":
                        dec = _cheat_decision(m, s, config, rng)
                    else:
                        dec = choose(m.view(s), "hard", rng, config)
                    times.append((time.thread_time() - t0) * 1000)
                else:
                    dec = choose(m.view(s), "normal", rng)
                m.apply(s, dec)
            res = m.hand_result
            assert res is not None
            total += res.scores[hard_seat]
            moons += res.moon_shooter == hard_seat
        per_deal.append(total / 4)
        if progress and (d + 1) % 25 == 0:
            print(f"  {variant}: deal {d + 1}/{deals}", file=sys.stderr, flush=True)
    times.sort()
    return {"variant": variant, "seed": seed, "deals": deals, "per_deal": per_deal, "moons": moons,
            "median_ms": times[len(times) // 2] if times else 0.0,
            "p95_ms": times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0}


def mean_se(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)


def compare(paths: list[str]) -> str:
    """Each file's points per hand, and every other file minus the first, paired by deal."""
    runs = [json.loads(Path(p).read_text(encoding="utf-8")) for p in paths]
    lines = []
    base = runs[0]
    for r in runs:
        if (r["seed"], r["deals"]) != (base["seed"], base["deals"]):
            raise SystemExit(f"{r['variant']}: seed {r['seed']} / {r['deals']} deals, not the first file's "
                             f"{base['seed']} / {base['deals']}: they do not pair")
        m, se = mean_se(r["per_deal"])
        lines.append(f"| {r['variant']} | {4 * r['deals']} | {m:.3f} ± {se:.3f} | {r['moons']} "
                     f"| {r['median_ms']:.1f} / {r['p95_ms']:.1f} |")
    for r in runs[1:]:
        d, se = mean_se([a - b for a, b in zip(r["per_deal"], base["per_deal"], strict=True)])
        lines.append(f"{r['variant']} - {base['variant']}: {d:+.3f} ± {se:.3f} points per hand (paired by deal)")
    head = "| Hard | hands | points per hand | moons | CPU ms median / p95 |\n|---|---:|---:|---:|---:|"
    return head + "\n" + "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="shipped")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--out", help="write the per-deal points as JSON here")
    ap.add_argument("--compare", nargs="+", metavar="FILE", help="pair the runs of these files by deal")
    args = ap.parse_args()
    if args.compare:
        print(compare(args.compare))
        return 0
    table = variants()
    if args.variant not in table:
        ap.error(f"--variant must be one of {', '.join(table)}")
    if args.deals < 1:
        ap.error("--deals must be at least 1")
    config = table[args.variant]
    names = {f.name: f for f in fields(HardConfig)}
    for item in args.set:
        name, _, value = item.partition("=")
        if name not in names:
            ap.error(f"--set: no field {name} in HardConfig")
        old = getattr(config, name)
        try:
            config = replace(config, **{name: value.lower() in ("1", "true", "yes") if isinstance(old, bool)
                                        else type(old)(value)})
        except ValueError as exc:
            ap.error(f"--set {item}: {exc}")
    t0 = time.time()
    out = run(args.variant, config, args.deals, args.seed, progress=True)
    m, se = mean_se(out["per_deal"])
    print(f"{args.variant}: {m:.3f} ± {se:.3f} points per hand over {4 * args.deals} hands, {out['moons']} moons, "
          f"CPU median {out['median_ms']:.1f} ms, p95 {out['p95_ms']:.1f} ms ({time.time() - t0:.0f} s)")
    if args.out:
        Path(args.out).write_text(json.dumps(out), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
