"""CPU of the coach grading a hand (a benchmark, not a timed test).

    python tools/bench/bench_coach.py              # 30 hands
    python tools/bench/bench_coach.py --hands 8    # a quick look

The hands are hand 1..4 of games played by Normal players (every pass direction, so
three hands in four have a pass to grade).  For each hand the coach grades South's
14 (or 13) decisions as the review does, and the tool reports CPU seconds per hand
and per decision (median, 95th percentile, max), the longest single slice of work
between two yields (what one frame of the review pays: the frame spends at most
its 8 ms budget and stops at a slice's end), and the slices per hand.  Budget:
a hand's grading under 2 s of CPU natively at the 95th percentile, the 99th
percentile slice under 1.5 ms.  The work is fixed (deals and simulated cards), so the same hands cost
the same on any machine up to its speed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import player  # noqa: E402
from game.hearts.history import hand_reviews  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.hearts.teaching import coach  # noqa: E402

#: (what, budget in seconds)
BUDGETS = {"hand p95": 2.0, "slice p99": 0.0015}


def hands(n: int, seed: int) -> list[tuple[Match, int]]:
    """``n`` finished hands: (the match, the hand's number)."""
    out: list[tuple[Match, int]] = []
    g = 0
    while len(out) < n:
        m = Match(seed * 7919 + g)
        g += 1
        for number in range(1, 5):
            while m.phase in ("pass", "play"):
                s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
                m.apply(s, player("normal").choose(m.view(s), m.decision_rng(s)))
            out.append((m, number))
            if m.phase != "hand_over" or len(out) >= n:
                break
            m.start_next_hand()
    return out


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--hands", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    per_hand: list[float] = []
    per_decision: list[float] = []
    slices: list[float] = []
    slices_per_hand: list[int] = []
    for m, number in hands(args.hands, args.seed):
        review = hand_reviews(m)[number - 1]
        total = 0.0
        count = 0
        for d in coach.south_decisions(review, m.rules):
            gen = coach.grade_decision(d, m.seed)
            spent = 0.0
            while True:
                t0 = time.process_time()
                try:
                    next(gen)
                    done = False
                except StopIteration:
                    done = True
                step = time.process_time() - t0
                spent += step
                slices.append(step)
                count += 1
                if done:
                    break
            per_decision.append(spent)
            total += spent
        per_hand.append(total)
        slices_per_hand.append(count)
    print(f"{len(per_hand)} hands, {len(per_decision)} decisions; Python {sys.version.split()[0]}")
    print(f"{'CPU':<14}{'median':>10}{'p95':>10}{'max':>10}")
    for name, xs in (("per hand s", per_hand), ("per decision s", per_decision)):
        print(f"{name:<14}{statistics.median(xs):>10.3f}{pct(xs, 0.95):>10.3f}{max(xs):>10.3f}")
    print(f"slices per hand: median {statistics.median(slices_per_hand):.0f}, max {max(slices_per_hand)}")
    print(f"slices ms: median {statistics.median(slices) * 1000:.2f}, p99 {pct(slices, 0.99) * 1000:.2f}, "
          f"max {max(slices) * 1000:.2f} (a max far above the p99 is the machine: a collection, another process)")
    ok = pct(per_hand, 0.95) <= BUDGETS["hand p95"] and pct(slices, 0.99) <= BUDGETS["slice p99"]
    print("budget: hand p95 <= 2 s, slice p99 <= 1.5 ms:", "met" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
