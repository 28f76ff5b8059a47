"""Whether the numbers Why? shows are what the cards add to South's score when played out (a benchmark).

    nice python tools/bench/why_calibration.py --kind normal --moments 150 --playouts 16 --out n1.jsonl
    python tools/bench/why_calibration.py --read n1.jsonl h1.jsonl            # the tables again
    python tools/bench/why_calibration.py --read n1.jsonl --factor 0.8 --bias 0.5 1.5  # try constants
    nice python tools/bench/why_calibration.py --phase pass --moments 150 --playouts 10 --out p1.jsonl

Moments: South's mid-hand moments (South has played 3 to 10 cards and has at least two legal
cards) of hands in which all four seats passed (hands 1 to 3 of a game: left, right, across),
reached with every seat played by ``--kind``: ``easy``, ``normal`` or ``hard`` players, or
``weak`` (South plays a random legal card and passes three random cards, the others Normal).
At each, the analysis as the app makes it (``analysis.analyse(view, moment_seed)``); the best
card (the first row) and the card with the largest shown loss are each played out
``--playouts`` times on the true deal with Hard in all four seats, the two play-outs of a round
seeded alike.  Measured: what the rest of the hand added to South's score (the hand's score
less what South had taken, a moon as the rules score it), and who shot the moon.

Printed: per bucket of shown loss, the moments, the shown loss, the played-out difference
(worst less best) with its standard error over moments, and z; the best card's expected points
shown and played out; the moon rates, forecast (the best row's shares) against played out,
South's and the others'.  ``--out`` keeps one JSON line per moment with the raw numbers (the
margin and the best's mean before the constants), so ``--read --factor --bias`` tries other
constants (``coach.POINTS_CALIBRATION``, ``forecast.BEST_BIAS``, ``forecast.EXACT_BIAS``) without
playing anything out.  ``--cache FILE`` keeps every play-out (by moment and card), so a run with
another model plays out only the cards it has not played before.

``--phase pass``: South's pass at the start of hands 1 to 3 (left, right, across) instead; the
best shown pass and the pass with the largest shown loss are each played out from the pass
(the other seats pass and play as Hard), what the hand adds to South's score measured.  The
kind does not matter there (nothing is played before the pass), so it is not asked.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.cards import Card  # noqa: E402
from game.hearts.ai import (
    forecast,  # noqa: E402
    player,  # noqa: E402
)
from game.hearts.ai.hard import SHIPPED  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.hearts.teaching import analysis, coach  # noqa: E402
from game.rng import Rng, mix64  # noqa: E402

HARD = player("hard")
PLAYERS = {"easy": player("easy"), "normal": player("normal"), "hard": HARD}
BUCKETS = ((-math.inf, 0.5, "< 0.5"), (0.5, 1.0, "0.5-1"), (1.0, 2.0, "1-2"), (2.0, 4.0, "2-4"),
           (4.0, math.inf, ">= 4"))


def moment(index: int, seed: int, kind: str) -> Match | None:
    """Moment ``index``: a hand played by ``kind`` stopped at South's play after 3..10 of South's cards."""
    rng = Rng(mix64(seed * 0x9E37 + index))
    m = Match.single_hand(mix64(seed ^ index * 0x5851F42D) & 0xFFFFFFFF, index % 3 + 1)
    stop = 3 + rng.below(8)  # South's cards played before the moment: 3..10
    others = PLAYERS["normal" if kind == "weak" else kind]
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        assert s is not None
        view = m.view(s)
        if m.phase == "play" and s == 0 and 13 - len(view.hand) >= stop:
            return m if len(view.legal()) >= 2 else None
        if s == 0 and kind == "weak":
            if m.phase == "pass":
                hand = list(view.hand)
                m.submit_pass(0, tuple(hand[i] for i in _pick(rng, len(hand), 3)))
            else:
                legal = view.legal()
                m.play(0, legal[rng.below(len(legal))])
            continue
        m.apply(s, others.choose(view, m.decision_rng(s)))
    return None


def pass_moment(index: int, seed: int) -> Match:
    """Pass moment ``index``: a fresh hand 1 to 3 at South's pass."""
    return Match.single_hand(mix64(seed ^ index * 0x5851F42D) & 0xFFFFFFFF, index % 3 + 1)


def _pick(rng: Rng, n: int, k: int) -> list[int]:
    idx = list(range(n))
    rng.shuffle(idx)
    return idx[:k]


def play_out(m: Match, choice: Sequence[Card], round_seed: int) -> tuple[int, int | None]:
    """``choice`` (a card, or a pass of three) made by South, then the hand to its end with Hard in every seat.

    Returns South's score of the hand and the moon's shooter (None: no moon).
    """
    mm = copy.deepcopy(m)
    if mm.phase == "pass":
        mm.submit_pass(0, tuple(choice))
    else:
        mm.play(0, choice[0])
    while mm.phase in ("pass", "play", "moon_choice"):
        s = mm.awaiting_pass[0] if mm.phase == "pass" else mm.to_act
        assert s is not None
        rng = Rng(mix64(round_seed ^ (mm.cards_played << 3 | s)))
        mm.apply(s, HARD.choose(mm.view(s), rng))
    assert mm.hand_result is not None
    return mm.hand_result.scores[0], mm.hand_result.moon_shooter


#: The play-outs already made: (phase, kind, seed, index, choice, round) to (score, shooter).
CACHE: dict[str, tuple[int, int]] = {}
CACHE_FILE: str | None = None


def _cached_play_out(m: Match, key: str, choice: Sequence[Card], round_seed: int) -> tuple[int, int]:
    hit = CACHE.get(key)
    if hit is None:
        score, shooter = play_out(m, choice, round_seed)
        hit = CACHE[key] = (score, -1 if shooter is None else shooter)
        if CACHE_FILE:
            with open(CACHE_FILE, "a") as f:
                f.write(json.dumps([key, *hit]) + "\n")
    return hit


def measure(index: int, seed: int, kind: str, playouts: int, phase: str = "play") -> dict[str, Any] | None:
    """One moment's line: what was shown, the raw numbers, and the play-outs."""
    m = pass_moment(index, seed) if phase == "pass" else moment(index, seed, kind)
    if m is None:
        return None
    view = m.view(0)
    ms = analysis.moment_seed(m)
    a = analysis.analyse(view, ms)
    kept = (coach.POINTS_CALIBRATION, coach.PASS_POINTS_CALIBRATION, forecast.BEST_BIAS, forecast.EXACT_BIAS,
            forecast.PASS_BIAS)
    (coach.POINTS_CALIBRATION, coach.PASS_POINTS_CALIBRATION, forecast.BEST_BIAS, forecast.EXACT_BIAS,
     forecast.PASS_BIAS) = 1.0, 1.0, 0.0, 0.0, 0.0
    try:
        raw = analysis.analyse(view, ms)
    finally:
        (coach.POINTS_CALIBRATION, coach.PASS_POINTS_CALIBRATION, forecast.BEST_BIAS, forecast.EXACT_BIAS,
         forecast.PASS_BIAS) = kept
    best = a.rows[0]
    worst = max(a.rows[1:], key=lambda r: (r.loss, [-c.index for c in r.choice]))
    raw_best = raw.rows[0].points
    raw_margin = raw.row(worst.choice).points - raw_best if raw.row(worst.choice) else 0.0
    taken = m.hand_points[0]
    out: dict[str, list[int]] = {"best": [], "worst": []}
    moons: dict[str, list[int]] = {"best": [], "worst": []}
    label = kind if phase == "play" else "pass"
    for r in range(playouts):
        round_seed = mix64(mix64(seed * 0x1000 + index) ^ (r + 1) * 0x9E3779B97F4A7C15)
        for name, row in (("best", best), ("worst", worst)):
            key = f"{label}/{seed}/{index}/{analysis.choice_key(row.choice)}/{r}"
            score, shooter = _cached_play_out(m, key, row.choice, round_seed)
            out[name].append(score - taken)
            moons[name].append(shooter)
    return {"index": index, "kind": label, "seed": seed, "trick": len(m.tricks) + 1, "taken": taken,
            "hand": len(view.hand),
            "best": analysis.choice_key(best.choice), "worst": analysis.choice_key(worst.choice),
            "shown_best": best.points, "shown_loss": worst.loss, "raw_best": raw_best, "raw_margin": raw_margin,

            "forecast_moons": list(best.moons), "played": out, "moons": moons,
            "exact": phase == "play" and len(view.hand) <= SHIPPED.endgame_hand, "possible": a.moon_possible, "standing": not coach.in_points(view)}


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _se(xs: Sequence[float]) -> float:
    if len(xs) < 2:
        return math.inf
    mm = _mean(xs)
    return math.sqrt(sum((x - mm) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


def shown(x: dict[str, Any], factor: float | None, bias: tuple[float, float] | None) -> tuple[float, float]:
    """The shown loss of the worst card and the best's shown points, or with other constants.

    ``bias``: BEST_BIAS and EXACT_BIAS (with the last few cards in hand).
    """
    loss = x["shown_loss"] if factor is None else max(0.0, factor * x["raw_margin"])
    exact = x.get("exact", x["trick"] >= 14 - SHIPPED.endgame_hand)
    best = x["shown_best"] if bias is None else x["raw_best"] + bias[exact]  # at the pass: BEST for PASS_BIAS
    return loss, best


def tables(lines: list[dict[str, Any]], factor: float | None = None,
           bias: tuple[float, float] | None = None) -> list[str]:
    """The tables of a run: by bucket of shown loss, the best card's points, the moons."""
    out = [f"{'shown loss':<11}{'n':>5}{'shown':>8}{'played':>8}{'± se':>7}{'z':>7}"]
    for lo, hi, name in (*BUCKETS, (-math.inf, math.inf, "all")):
        rows = [x for x in lines if lo <= shown(x, factor, bias)[0] < hi]
        if not rows:
            out.append(f"{name:<11}{0:>5}")
            continue
        p = _mean([shown(x, factor, bias)[0] for x in rows])
        d = [_mean(x["played"]["worst"]) - _mean(x["played"]["best"]) for x in rows]
        se = _se(d)
        out.append(f"{name:<11}{len(rows):>5}{p:>8.2f}{_mean(d):>8.2f}{se:>7.2f}{(_mean(d) - p) / se if se else 0.0:>7.2f}")
    sb = [shown(x, factor, bias)[1] for x in lines]
    pb = [_mean(x["played"]["best"]) for x in lines]
    gap = [b - s for s, b in zip(sb, pb, strict=True)]
    out.append(f"best card's points: shown {_mean(sb):.2f}, played out {_mean(pb):.2f} "
               f"(played - shown {_mean(gap):+.2f} ± {_se(gap):.2f})")
    fs = [x["forecast_moons"][0] if x["forecast_moons"] else 0.0 for x in lines]
    ps = [_mean([1.0 if s == 0 else 0.0 for s in x["moons"]["best"]]) for x in lines]
    fo = [sum(x["forecast_moons"][1:]) if x["forecast_moons"] else 0.0 for x in lines]
    po = [_mean([1.0 if s > 0 else 0.0 for s in x["moons"]["best"]]) for x in lines]
    out.append(f"moons after the best card: South's forecast {_mean(fs):.3f}, played {_mean(ps):.3f} ± {_se(ps):.3f}; "
               f"the others' forecast {_mean(fo):.3f}, played {_mean(po):.3f} ± {_se(po):.3f}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--kind", choices=("easy", "normal", "hard", "weak"), default="normal")
    ap.add_argument("--moments", type=int, default=150, help="moments measured (hands without one are skipped)")
    ap.add_argument("--playouts", type=int, default=16)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--phase", choices=("play", "pass"), default="play")
    ap.add_argument("--cache", help="play-outs kept between runs (JSON lines, appended)")
    ap.add_argument("--out", help="one JSON line per moment, appended as each is done")
    ap.add_argument("--progress", help="a file a line is written to after each moment")
    ap.add_argument("--read", nargs="+", metavar="FILE", help="the tables of saved runs, nothing played")
    ap.add_argument("--factor", type=float, help="with --read: the loss this times the raw margin")
    ap.add_argument("--bias", type=float, nargs=2, metavar=("BEST", "EXACT"),
                    help="with --read: the best's points its raw mean plus BEST (EXACT in the last few cards)")
    args = ap.parse_args(argv)
    if args.read:
        lines = [json.loads(t) for name in args.read for t in Path(name).read_text().splitlines() if t]
        lines = [x for x in lines if not x["standing"]]
        print(f"{len(lines)} moments from {len(args.read)} file(s)")
        print("\n".join(tables(lines, args.factor, tuple(args.bias) if args.bias else None)))
        return 0
    if args.cache:
        global CACHE_FILE
        CACHE_FILE = args.cache
        if Path(args.cache).exists():
            for t in Path(args.cache).read_text().splitlines():
                if t:
                    key, score, shooter = json.loads(t)
                    CACHE[key] = (score, shooter)
    lines: list[dict[str, Any]] = []
    index = 0
    start = time.time()
    while len(lines) < args.moments:
        x = measure(index, args.seed, args.kind, args.playouts, args.phase)
        index += 1
        if x is None:
            continue
        lines.append(x)
        if args.out:
            with open(args.out, "a") as f:
                f.write(json.dumps(x) + "\n")
        if args.progress:
            with open(args.progress, "a") as f:
                f.write(f"{len(lines)}/{args.moments} moments ({index} hands) {time.time() - start:.0f} s\n")
    print(f"{len(lines)} moments ({args.kind if args.phase == 'play' else 'pass'}), {args.playouts} play-outs per card, seed {args.seed}; "
          f"coach.POINTS_CALIBRATION {coach.POINTS_CALIBRATION}, forecast.BEST_BIAS {forecast.BEST_BIAS}")
    print("\n".join(tables([x for x in lines if not x["standing"]])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
