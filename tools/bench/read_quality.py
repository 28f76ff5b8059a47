"""How well each reading of the opponents' play finds the hidden cards, without playing a card.

    nice python tools/bench/read_quality.py --hands 150 --seed 21 --reading model:0.05:1 --reading model:0.05:0.5

Four shipped Hards play ``--hands`` single hands (``policy_fit.played_hand``'s deals); at
the start of tricks 3, 5, 7 and 9 the seat to lead samples Hard's 160 deals and weighs
them by each reading.  Per reading it prints the weighted share of the hidden cards each
deal puts in the seat that truly holds them (no reading: the sampler alone), and the
effective number of deals the weights leave (``(sum w)^2 / sum w^2``): a reading that
finds more with fewer deals is sharper; one that loses share is misled.

Readings (``--reading``, any number): ``none`` (every deal alike), ``policy:S`` (the
shipped reading with surprise S), ``model:FLOOR:POWER`` (the learned play model,
``HardConfig.read_model``).  The shipped reading (``policy:0.5``) is always shown.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import player  # noqa: E402
from game.hearts.ai.hard import SHIPPED  # noqa: E402
from game.hearts.ai.inference import Reader, across_pass_check, play_history  # noqa: E402
from game.hearts.ai.knowledge import QS, SUIT_MASK, Knowledge, mask_of  # noqa: E402
from game.hearts.ai.play_model import shipped  # noqa: E402
from game.hearts.ai.sampler import Sampler  # noqa: E402
from game.hearts.deal import PassDirection  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.rng import Rng, mix64  # noqa: E402

MOMENTS = (8, 16, 24, 32)
#: The cards whose places matter most: Q♠, K♠, A♠ and the hearts.
KEY = (7 << QS) | SUIT_MASK[3]


def reader(spec: str, k: Knowledge, view: object, passed: bool) -> Reader | None:
    """The reader ``spec`` names for this decision (None: every deal alike)."""
    kind, *args = spec.split(":")
    history = play_history(view)  # type: ignore[arg-type]
    check = across_pass_check(k, mask_of(view.passed), mask_of(view.received))  # type: ignore[attr-defined]
    if kind == "none":
        return None
    if kind == "policy":
        return Reader(k, history, passed, check, float(args[0]))
    if kind == "model":
        return Reader(k, history, passed, check, SHIPPED.surprise, None, (shipped(), float(args[0]), float(args[1])))
    raise ValueError(f"unknown reading {spec!r}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=150)
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--reading", action="append", default=[])
    args = ap.parse_args()
    specs = ["none", "policy:0.5"] + [r for r in args.reading if r not in ("none", "policy:0.5")]
    found = {s: [0.0, 0, 0.0] for s in specs}
    ess = {s: 0.0 for s in specs}
    hard = player("hard")
    for d in range(args.hands):
        m = Match.single_hand(mix64(args.seed * 1_000_003 + d) % (26**7), d % 4 + 1)
        while m.phase in ("pass", "play"):
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            assert s is not None
            view = m.view(s)
            plays = 4 * len(view.tricks) + len(view.trick.cards)
            if m.phase == "play" and plays in MOMENTS:
                k = Knowledge(view)
                truth = [mask_of(m.hands[x]) for x in range(4)]
                sampler = Sampler(k)
                rng = Rng(d * 64 + plays)
                worlds = [sampler.sample(rng) for _ in range(160)]
                hidden = sum(truth[x].bit_count() for x in range(4) if x != s)
                share = [sum((w[x] & truth[x]).bit_count() for x in range(4) if x != s) / hidden for w in worlds]
                key_hidden = sum((truth[x] & KEY).bit_count() for x in range(4) if x != s)
                key_share = [sum((w[x] & truth[x] & KEY).bit_count() for x in range(4) if x != s) / max(1, key_hidden)
                             for w in worlds]
                passed = view.pass_direction != PassDirection.NONE
                for spec in specs:
                    r = reader(spec, k, view, passed)
                    ws = [1.0] * len(worlds) if r is None else r.weights(worlds)
                    total = sum(ws)
                    mean = sum(w * x for w, x in zip(ws, share, strict=True)) / total
                    found[spec][0] += mean
                    found[spec][2] += sum(w * x for w, x in zip(ws, key_share, strict=True)) / total
                    found[spec][1] += 1
                    ess[spec] += total * total / sum(w * w for w in ws)
            m.apply(s, hard.choose(view, m.decision_rng(s)))
    print("| reading | moments | hidden cards placed right (weighted) | Q♠ K♠ A♠ and hearts | deals left (of 160) |")
    print("|---|---:|---:|---:|---:|")
    for spec in specs:
        total, n, key = found[spec]
        print(f"| {spec} | {n} | {total / n:.2%} | {key / n:.2%} | {ess[spec] / n:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
