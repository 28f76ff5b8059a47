"""Hard variants against three Normal players (or three shipped Hards) on the same deals, paired by deal.

    nice python tools/bench/hard_paired.py --variant before --seed 2929 --deals 250 --out before.jsonl
    nice python tools/bench/hard_paired.py --variant before --seed 2929 --deals 250 --first 250 --out before.jsonl
    nice python tools/bench/hard_paired.py --variant shipped --seed 2929 --deals 500 --out shipped.jsonl
    python tools/bench/hard_paired.py --compare before.jsonl shipped.jsonl --base before

One variant per process (a run can be split by deal with ``--first``, so the processes
share the cores), each the duplicate arena of ``game.hearts.console.arena`` (every deal four
times, Hard rotated through the seats, the same deal seeds and decision streams, so the
shipped variant's figures are the arena's).  ``--out`` appends one JSON line per deal
(Hard's mean points per hand, its moons, its CPU time per decision); ``--compare`` pairs
the variants of such files on the deals all of them played: each variant's points per
hand with its standard error, and each minus ``--base`` paired by deal.

Variants (``--variant``):

- ``shipped``: ``hard.SHIPPED``, the Hard the app plays;
- ``before``: ``hard.FIXED_WORK``, the Hard before it raced its cards and passes (every
  candidate played out on every deal);
- ``x10``: the shipped Hard allowed ten times the deals (``worlds`` and ``pass_worlds``
  x 10, the racing rule unchanged): a yardstick of what more work buys;
- ``cheat``: the same search handed the true hands in play (every sampled deal is the
  real one; it passes as Hard does): a yardstick of what the hidden cards cost.  It
  lives here only, never in the game.

``--opponents hard`` seats three shipped Hards instead of three Normal (a game of Hards,
recorded in every line, so ``--compare`` pairs only deals played against the same seats).

``--set NAME=VALUE`` changes a HardConfig field on top of the variant (``--label`` names
the result in the file, so ``--compare`` tells it from the plain variant); ``--rule
NAME=VALUE`` a field of the table's ``Rules`` (``--rule jack_of_diamonds=true``: J♦ takes
10 off), recorded in every line, so ``--compare`` pairs only deals played by one rule set.
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

from game.hearts.ai import Decision, hard, player  # noqa: E402
from game.hearts.ai.hard import HardConfig  # noqa: E402
from game.hearts.ai.knowledge import mask_of  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.hearts.rules import Rules  # noqa: E402
from game.rng import mix64  # noqa: E402
from tools.bench.overrides import with_overrides  # noqa: E402


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
        return player("hard", config).choose(view, rng)
    true_deal = [mask_of(m.hands[x]) for x in range(4)]
    gen = hard.search_play(view, rng, config, lambda _rng: list(true_deal))
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return Decision("play", (stop.value,))


def run(variant: str, config: HardConfig, deals: range, seed: int, out: Path | None,
        rules: Rules | None = None, label: str | None = None, opponents: str = "normal") -> list[dict]:
    """Hard (``config``) against three Normal over ``deals`` x 4 seatings (by ``rules``,
    the default rules when None); each deal's
    record (Hard's mean points per hand, its moons, its CPU ms per decision) is appended
    to ``out`` as a JSON line as soon as it is played, so a long run can be split over
    processes (``--first``) and read while it runs.  ``label``: the name recorded (the
    variant's when None); ``opponents``: the level of the other three seats ("normal" or
    "hard", the shipped Hard)."""
    records = []
    for d in deals:
        deal_seed = mix64(seed * 1_000_003 + d) % (26**7)
        total = 0.0
        moons = 0
        times: list[float] = []
        for rot in range(4):
            hard_seat = (4 - rot) % 4  # the seat the arena's first player sits in this rotation
            m = Match.single_hand(deal_seed, d % 4 + 1, rules)
            while m.phase in ("pass", "play"):
                s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
                assert s is not None
                rng = m.decision_rng(s)
                if s == hard_seat:
                    t0 = time.thread_time()
                    if variant == "cheat":
                        dec = _cheat_decision(m, s, config, rng)
                    else:
                        dec = player("hard", config).choose(m.view(s), rng)
                    times.append(round((time.thread_time() - t0) * 1000, 3))
                else:
                    dec = player(opponents).choose(m.view(s), rng)
                m.apply(s, dec)
            res = m.hand_result
            assert res is not None
            total += res.scores[hard_seat]
            moons += res.moon_shooter == hard_seat
        rec = {"variant": label or variant, "seed": seed, "deal": d, "points": total / 4, "moons": moons, "ms": times}
        if rules is not None and rules != Rules():
            rec["rules"] = _changed(rules)
        if opponents != "normal":
            rec["opponents"] = opponents
        records.append(rec)
        if out is not None:
            with out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(rec) + "\n")
        if (d + 1) % 25 == 0:
            print(f"  {variant}: deal {d + 1}", file=sys.stderr, flush=True)
    return records


def _changed(rules: Rules) -> dict:
    """The fields of ``rules`` that differ from the default rules."""
    default = Rules()
    return {f.name: getattr(rules, f.name) for f in fields(Rules) if getattr(rules, f.name) != getattr(default, f.name)}


def load(paths: list[str]) -> dict[str, dict[tuple, dict]]:
    """Every deal record of these JSON-lines files, per variant, keyed by (seed, deal,
    the rules changed from the default, the opponents), so deals of other rules or
    against other seats never pair."""
    out: dict[str, dict[tuple, dict]] = {}
    for p in paths:
        try:
            text = Path(p).read_text(encoding="utf-8")
        except OSError as exc:
            raise SystemExit(f"cannot read {p}: {exc.strerror}") from None
        for n, line in enumerate(text.splitlines(), 1):
            if line.strip():
                try:
                    rec = json.loads(line)
                    key = (rec["seed"], rec["deal"], json.dumps(rec.get("rules", {}), sort_keys=True),
                           rec.get("opponents", "normal"))
                    out.setdefault(rec["variant"], {})[key] = rec
                except (ValueError, KeyError, TypeError):
                    raise SystemExit(f"{p}, line {n}: not a deal record of hard_paired.py") from None
    return out


def summary(recs: list[dict]) -> tuple[float, float, int, float, float]:
    """(points per hand, its standard error, moons, median and p95 CPU ms per decision)."""
    m, se = mean_se([r["points"] for r in recs])
    times = sorted(t for r in recs for t in r["ms"])
    return (m, se, sum(r["moons"] for r in recs), times[len(times) // 2],
            times[min(len(times) - 1, int(0.95 * len(times)))])


def mean_se(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)


def compare(paths: list[str], base: str) -> str:
    """Each variant's points per hand on the deals every variant played, and each minus
    ``base``, paired by deal."""
    runs = load(paths)
    if base not in runs:
        raise SystemExit(f"no deals of variant {base!r} in {', '.join(paths)} (it has {', '.join(runs)})")
    common = set.intersection(*(set(r) for r in runs.values()))
    if not common:
        raise SystemExit("the variants share no deal (seed and deal number): nothing pairs")
    keys = sorted(common)
    lines = ["| Hard | hands | points per hand | moons | CPU ms per decision, median / p95 |",
             "|---|---:|---:|---:|---:|"]
    for name, recs in runs.items():
        m, se, moons, med, p95 = summary([recs[k] for k in keys])
        lines.append(f"| {name} | {4 * len(keys)} | {m:.3f} ± {se:.3f} | {moons} | {med:.1f} / {p95:.1f} |")
    for name, recs in runs.items():
        if name != base:
            d, se = mean_se([recs[k]["points"] - runs[base][k]["points"] for k in keys])
            lines.append(f"{name} - {base}: {d:+.3f} ± {se:.3f} points per hand (paired by deal)")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="shipped")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--label", help="the name the deals are recorded under (default: the variant's)")
    ap.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                    help="a Rules field for the table (e.g. jack_of_diamonds=true)")
    ap.add_argument("--opponents", choices=("normal", "hard"), default="normal",
                    help="the other three seats: Normal, or the shipped Hard (a game of Hards)")
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--first", type=int, default=0, help="the first deal number (to split a run over processes)")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--out", help="append each deal's record to this JSON-lines file")
    ap.add_argument("--compare", nargs="+", metavar="FILE", help="pair the variants of these files by deal")
    ap.add_argument("--base", default="before", help="the variant the others are compared with (--compare)")
    args = ap.parse_args()
    if args.compare:
        print(compare(args.compare, args.base))
        return 0
    table = variants()
    if args.variant not in table:
        ap.error(f"--variant must be one of {', '.join(table)}")
    if args.deals < 1 or args.first < 0:
        ap.error("--deals must be at least 1 and --first at least 0")
    config = table[args.variant]
    try:
        config = with_overrides(config, args.set)
    except ValueError as exc:
        ap.error(f"--set: {exc}")
    try:
        rules = with_overrides(Rules(), args.rule)
    except ValueError as exc:
        ap.error(f"--rule: {exc}")
    t0 = time.time()
    recs = run(args.variant, config, range(args.first, args.first + args.deals), args.seed,
               Path(args.out) if args.out else None, rules, args.label, args.opponents)
    m, se, moons, med, p95 = summary(recs)
    print(f"{args.label or args.variant}: {m:.3f} ± {se:.3f} points per hand over {4 * len(recs)} hands, {moons} moons, "
          f"CPU median {med:.1f} ms, p95 {p95:.1f} ms ({time.time() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
