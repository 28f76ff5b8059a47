"""How well the coach's losses match what the cards cost when played out (a benchmark).

    nice python tools/bench/coach_calibration.py                    # 150 positions, 8 playouts: minutes
    nice python tools/bench/coach_calibration.py --positions 160 --playouts 30 --jobs 2

Positions: random mid-hand moments of South (trick 3 to 11, at least two cards that do
not play the same) from seeded hands with Hard in all four seats (every pass direction).
At each, the coach weighs the moment as the hint does (``coach.evaluate``, the moment's
decision seed), takes its best card and its worst (``--pair random``: a random other
legal card) and predicts what the worse one costs: the loss it would grade it with
(``coach.grade_decision``'s number: the margin measured again on fresh deals, calibrated).
Both cards are then played on the true deal ``--playouts`` times with Hard in all four
seats (the same seeds for both cards, so the two playouts of a round differ by the card
alone), the measured cost being the mean difference of South's value (South's points
against the others' average, times 3/4: South's points without a moon; the coach's unit).

Printed by bucket of the prediction (under 2 points, 2 to 4, 4 and over) and overall: the
positions, the predicted mean, the measured mean with its standard error (over positions:
it holds the playouts' noise and the positions' spread), and the z score of the gap.  The
method before (``--old``: the coach's every-card values on its search's own deals, worst
minus best) is printed beside it for the same positions.  ``--out FILE`` writes one JSON
line per position (predictions, the raw fresh margin, each round's difference).
``coach.CALIBRATION`` (``coach.PASS_CALIBRATION`` for ``--phase pass``) is the factor on
the raw margin that puts every bucket within its standard error over such runs; ``--read
FILE ...`` prints the tables of saved runs again with the predictions ``--factor`` times
the raw margin, to try a factor without playing anything out:

    python tools/bench/coach_calibration.py --read run1.jsonl run2.jsonl --factor 0.6

The least-squares factor through the origin (the measured cost on the raw margin) is
printed at the end as a guide: the large margins weigh most in it.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.cards import Card  # noqa: E402
from game.hearts import coach  # noqa: E402
from game.hearts.ai import player  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.rng import Rng, mix64  # noqa: E402

#: The player of every seat but South's moment.
HARD = player("hard")

BUCKETS = ((0.0, 2.0, "< 2"), (2.0, 4.0, "2-4"), (4.0, math.inf, ">= 4"))


def position(index: int, seed: int, phase: str = "play") -> Match | None:
    """Position ``index``: a hand with Hard in every seat stopped at South's first play
    from a random trick (3 to 11) on with at least two distinct choices, or (``phase`` "pass") at South's
    pass of a hand that passes; None when the hand had no such moment."""
    rng = Rng(mix64(seed * 0x9E37 + index))
    number = index % 3 + 1 if phase == "pass" else index % 4 + 1
    m = Match.single_hand(mix64(seed ^ index * 0x5851F42D) & 0xFFFFFFFF, number)
    if phase == "pass":
        return m if m.phase == "pass" else None
    stop = 2 + rng.below(9)  # tricks done before the moment: 2..10
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        assert s is not None
        if m.phase == "play" and s == 0 and len(m.tricks) >= stop:
            ev = coach.run(coach.evaluate(m.view(0), m.decision_rng(0)))
            if ev.choices > 1:
                return m
        m.apply(s, HARD.choose(m.view(s), m.decision_rng(s)))
    return None


def value(m: Match) -> float:
    """South's value of the finished hand in points (the coach's unit)."""
    assert m.hand_result is not None
    sc = m.hand_result.scores
    return coach.POINTS_PER_VALUE * (sc[0] - (sc[1] + sc[2] + sc[3]) / 3)


def play_out(m: Match, choice: tuple[Card, ...], round_seed: int) -> float:
    """``choice`` (a card, or a pass) made by South, then the hand played to its end by
    Hard in every seat (each decision seeded by the round and the decision's place)."""
    mm = copy.deepcopy(m)
    if mm.phase == "pass":
        mm.submit_pass(0, choice)
    else:
        mm.play(0, choice[0])
    while mm.phase in ("pass", "play"):
        s = mm.awaiting_pass[0] if mm.phase == "pass" else mm.to_act
        assert s is not None
        rng = Rng(mix64(round_seed ^ (mm.cards_played << 3 | (4 if mm.phase == "pass" else 0) | s)))
        mm.apply(s, HARD.choose(mm.view(s), rng))
    if mm.phase == "moon_choice":
        s = mm.to_act
        assert s is not None
        mm.apply(s, HARD.choose(mm.view(s), mm.decision_rng(s)))
    return value(mm)


def measure(args: tuple[int, int, int, str, bool, str]) -> dict[str, Any] | None:
    """One position's line: the predictions and the played-out differences."""
    index, seed, playouts, pair, old, phase = args
    m = position(index, seed, phase)
    if m is None:
        return None
    view = m.view(0)
    rng = m.decision_rng(0)
    ev = coach.run(coach.evaluate(view, rng))
    best = ev.best
    # a pass the race set aside has no value (infinite): it counts as the worst
    others = sorted((cs for cs in ev.values if cs not in ev.same), key=lambda cs: [c.index for c in cs])
    pick = Rng(mix64(seed ^ 0xC0AC ^ index))
    if pair == "random":
        worse = others[pick.below(len(others))]
    else:
        top = max(ev.values[cs] for cs in others)
        worst = [cs for cs in others if ev.values[cs] == top]
        worse = worst[pick.below(len(worst))]
    margin = coach.run(coach.measured_margin(view, rng, worse, best))
    gap = ev.values[worse] - ev.values[best]  # on the search's own deals (infinite: set aside)
    line: dict[str, Any] = {"index": index, "phase": phase, "hand": m.hand_number, "trick": len(m.tricks) + 1,
                            "best": _name(best), "worse": _name(worse), "search": gap if math.isfinite(gap) else None,
                            "margin": margin, "predicted": coach.calibrated(margin, phase)}
    choices = [best, worse]
    if old:
        if phase == "pass":
            vals = coach.run(coach.pass_values(view, m.decision_rng(0)))
        else:
            vals = {(c,): v for c, v in coach.run(coach.card_values(view, m.decision_rng(0))).items()}
        ob = min(vals, key=lambda cs: (vals[cs], [c.index for c in cs]))
        ow = max(vals, key=lambda cs: (vals[cs], [-c.index for c in cs]))
        line.update(old_best=_name(ob), old_worse=_name(ow), old_predicted=vals[ow] - vals[ob])
        choices += [cs for cs in (ob, ow) if cs not in choices]
    outcomes: dict[str, list[float]] = {_name(cs): [] for cs in choices}
    for k in range(playouts):
        round_seed = mix64(mix64(seed * 0x1000 + index) ^ (k + 1) * 0x9E3779B97F4A7C15)
        for cs in choices:
            outcomes[_name(cs)].append(play_out(m, cs, round_seed))
    line["outcomes"] = outcomes
    line["measured"] = _mean([w - b for w, b in zip(outcomes[_name(worse)], outcomes[_name(best)], strict=True)])
    if old:
        line["old_measured"] = _mean([w - b for w, b in zip(outcomes[line["old_worse"]], outcomes[line["old_best"]],
                                                            strict=True)])
    return line


def _name(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def table(lines: list[dict[str, Any]], pred: str, meas: str) -> list[str]:
    """The calibration table: per bucket of ``pred``, predicted mean against measured."""
    out = [f"{'bucket':<8}{'n':>5}{'predicted':>11}{'measured':>11}{'± se':>8}{'z':>7}"]
    for lo, hi, name in (*BUCKETS, (-math.inf, math.inf, "all")):
        rows = [x for x in lines if lo <= x[pred] < hi]
        if not rows:
            out.append(f"{name:<8}{0:>5}")
            continue
        p = _mean([x[pred] for x in rows])
        ms = [x[meas] for x in rows]
        mm = _mean(ms)
        se = math.sqrt(sum((v - mm) ** 2 for v in ms) / (len(ms) - 1) / len(ms)) if len(ms) > 1 else math.inf
        z = (mm - p) / se if se > 0 else 0.0
        out.append(f"{name:<8}{len(rows):>5}{p:>11.2f}{mm:>11.2f}{se:>8.2f}{z:>7.2f}")
    return out


def fitted_factor(lines: list[dict[str, Any]]) -> float:
    """The factor that, times the raw fresh margin, best predicts the measured cost
    (least squares through the origin)."""
    sxx = sum(x["margin"] ** 2 for x in lines)
    sxy = sum(x["margin"] * x["measured"] for x in lines)
    return sxy / sxx if sxx else 1.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--positions", type=int, default=150, help="positions tried (a hand without one is skipped)")
    ap.add_argument("--playouts", type=int, default=8, help="rounds each card is played out in")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="the first position's index (to split a run)")
    ap.add_argument("--pair", choices=("worst", "random"), default="worst")
    ap.add_argument("--phase", choices=("play", "pass"), default="play",
                    help="mid-hand plays, or South's pass (the worst of the passes the search tries)")
    ap.add_argument("--old", action="store_true", help="also the method before (every card on the same deals)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", help="write one JSON line per position here")
    ap.add_argument("--read", nargs="+", metavar="FILE", help="tables of saved runs (--out), nothing played")
    ap.add_argument("--factor", type=float, help="with --read: the predictions this times the raw margin")
    args = ap.parse_args(argv)
    if args.read:
        lines = [json.loads(text) for name in args.read for text in Path(name).read_text().splitlines() if text]
        if args.factor is not None:
            for x in lines:
                x["predicted"] = max(0.0, args.factor * x["margin"])
        print(f"{len(lines)} positions from {len(args.read)} file(s); predictions "
              + (f"{args.factor} times the raw margin" if args.factor is not None else "as saved"))
        print("\n".join(table(lines, "predicted", "measured")))
        if lines:
            print(f"fitted factor on the raw fresh margin: {fitted_factor(lines):.3f}")
        return 0
    work = [(i, args.seed, args.playouts, args.pair, args.old, args.phase) for i in range(args.first, args.first + args.positions)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(measure, work))
    else:
        results = [measure(w) for w in work]
    lines = [x for x in results if x is not None]
    if args.out:
        with open(args.out, "w") as f:
            for x in lines:
                f.write(json.dumps(x) + "\n")
    print(f"{len(lines)} positions ({args.phase}), {args.playouts} playouts per choice, pair {args.pair}, "
          f"seed {args.seed}; coach.CALIBRATION {coach.CALIBRATION}, PASS_CALIBRATION {coach.PASS_CALIBRATION}")
    print("the coach's loss (fresh deals, calibrated):")
    print("\n".join(table(lines, "predicted", "measured")))
    if args.old:
        print("the method before (every card on the search's own deals):")
        print("\n".join(table(lines, "old_predicted", "old_measured")))
    if lines:
        print(f"fitted factor on the raw fresh margin: {fitted_factor(lines):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
