"""How often each kind of play is the rollout policy's card: the reading's surprise, fitted.

    nice python tools/bench/policy_fit.py --levels hard,hard,hard,hard --hands 48 --seed 2

Plays ``--hands`` single hands with the given levels, then replays each one and asks
``fastsim.policy`` each seat's card with that seat's true hand, at every choice of two or
more legal cards.  Per level and kind of play (lead, follow, discard: ``inference.play_kind``)
it prints how often the card was the policy's (p), the mean count of legal cards (k), and the
surprise the model "the policy's card with chance p, else any other legal card alike" gives a
miss against a hit: (1 - p) / ((k - 1) p), the value ``HardConfig.surprise_by_kind`` takes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import player  # noqa: E402
from game.hearts.ai.fastsim import policy  # noqa: E402
from game.hearts.ai.inference import play_kind, public_moments  # noqa: E402
from game.hearts.ai.knowledge import mask_of  # noqa: E402
from game.hearts.bits import legal_mask  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.rng import mix64  # noqa: E402

KINDS = ("lead", "follow", "discard")


def played_hand(levels: list[str], seed: int, d: int) -> tuple[Match, list[int]]:
    """Hand ``d`` of the run ``seed`` played to its end by ``levels`` (one per seat), and each
    seat's cards after the pass (as masks): the recorded games both fitting tools read."""
    m = Match.single_hand(mix64(seed * 1_000_003 + d) % (26**7), d % 4 + 1)
    while m.phase == "pass":
        s = m.awaiting_pass[0]
        m.apply(s, player(levels[s]).choose(m.view(s), m.decision_rng(s)))
    held = [mask_of(h) for h in m.hands]
    while m.phase == "play":
        s = m.to_act
        assert s is not None
        m.apply(s, player(levels[s]).choose(m.view(s), m.decision_rng(s)))
    return m, held


def fit(levels: list[str], hands: int, seed: int) -> dict[tuple[str, int], tuple[int, int, int]]:
    """Per (level, kind): (the policy's cards played, choices, legal cards summed over them)."""
    stats: dict[tuple[str, int], tuple[int, int, int]] = {}
    for d in range(hands):
        m, held = played_hand(levels, seed, d)
        history = [(t.leader, [c.index for c in t.cards]) for t in m.view(0).tricks]
        dealt = held[0] | held[1] | held[2] | held[3]
        for seat, c, cur, leader, broken, first, remaining, threat, voids in public_moments(history, m.rules):
            h = held[seat]
            allowed = legal_mask(h, cur, broken, first, m.rules)
            if allowed & (allowed - 1):
                hit = policy(h, cur, leader, seat, broken, first, m.rules, remaining & dealt & ~h, threat, voids) == c
                key = (levels[seat], play_kind(c, cur))
                a, n, k = stats.get(key, (0, 0, 0))
                stats[key] = (a + hit, n + 1, k + allowed.bit_count())
            held[seat] = h & ~(1 << c)
    return stats


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="hard,hard,hard,hard", help="the four seats' levels")
    ap.add_argument("--hands", type=int, default=48)
    ap.add_argument("--seed", type=int, default=2)
    args = ap.parse_args()
    levels = args.levels.split(",")
    if len(levels) != 4 or any(lv not in ("easy", "normal", "hard") for lv in levels):
        ap.error("--levels must be four of easy, normal, hard")
    if args.hands < 1:
        ap.error("--hands must be at least 1")
    print("| level | kind | choices | the policy's card | legal cards | surprise |")
    print("|---|---|---:|---:|---:|---:|")
    for (level, kind), (a, n, k) in sorted(fit(levels, args.hands, args.seed).items()):
        p, mean_k = a / n, k / n
        surprise = (1 - p) / ((mean_k - 1) * p) if a else float("inf")
        print(f"| {level} | {KINDS[kind]} | {n} | {p:.1%} | {mean_k:.2f} | {surprise:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
