"""The moon-aware play-out's rule at the table: one seat plays it among three Normal, paired by deal.

    nice python tools/bench/moon_policy.py --deals 2000 --seed 7 --moon 1:10 --moon 2:6

The rule of ai/moon_rollout.py as a player: Normal, except that holding every point so far with
at most LOSERS cards that can be beaten it goes for the moon (Normal's shooting cards), and
once another seat holds every point and at least STOP of them it stops that seat
(``moon_rollout.stop_card``).  Each deal is played four times with the seat rotated, once
by this player and once by Normal in that seat, the others Normal (everything else is
deterministic, so the pairing is exact).  It prints the seat's points per hand, its moons
and the moons against it, and the difference from Normal paired by deal.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import Decision, normal, player  # noqa: E402
from game.hearts.ai.fastsim import threat_seat  # noqa: E402
from game.hearts.ai.knowledge import Knowledge, to_card  # noqa: E402
from game.hearts.ai.moon_rollout import losers_within, stop_card  # noqa: E402
from game.hearts.bits import legal_mask  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.rng import mix64  # noqa: E402


def moon_card(m: Match, s: int, losers: int, stop: int) -> Decision:
    """The rule's card for seat ``s`` (Normal's pass and every other choice)."""
    view = m.view(s)
    if view.phase != "play":
        return player("normal").choose(view, m.decision_rng(s))
    k = Knowledge(view)
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    lone = threat_seat(k.points, 1)
    if lone == s and losers_within(k.hand, k.unseen, losers):
        return Decision("play", (to_card(normal.shoot_card(k, allowed)),))
    threat = threat_seat(k.points, stop)
    if threat >= 0 and threat != s and allowed & (allowed - 1):
        return Decision("play", (to_card(stop_card(k.hand, k.trick, k.leader, s, k.broken, k.first, k.rules,
                                                   k.unseen, threat, k.voids)),))
    return player("normal").choose(view, m.decision_rng(s))


def play(deal_seed: int, d: int, seat: int, rule: tuple[int, int] | None) -> tuple[int, bool, bool]:
    """The seat's points, whether it shot the moon, whether another seat did."""
    m = Match.single_hand(deal_seed, d % 4 + 1)
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        assert s is not None
        if s == seat and rule is not None:
            dec = moon_card(m, s, *rule)
        else:
            dec = player("normal").choose(m.view(s), m.decision_rng(s))
        m.apply(s, dec)
    res = m.hand_result
    assert res is not None
    return res.scores[seat], res.moon_shooter == seat, res.moon_shooter not in (None, seat)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--moon", action="append", default=[], metavar="LOSERS:STOP")
    args = ap.parse_args()
    rules = [tuple(int(x) for x in s.split(":")) for s in (args.moon or ["1:10"])]
    base: list[float] = []
    base_moons = [0, 0]
    runs: dict[tuple, list] = {r: [[], 0, 0] for r in rules}
    for d in range(args.deals):
        deal_seed = mix64(args.seed * 1_000_003 + d) % (26**7)
        outcome = [play(deal_seed, d, seat, None) for seat in range(4)]
        base.append(sum(o[0] for o in outcome) / 4)
        base_moons[0] += sum(o[1] for o in outcome)
        base_moons[1] += sum(o[2] for o in outcome)
        for r in rules:
            got = [play(deal_seed, d, seat, r) for seat in range(4)]
            runs[r][0].append(sum(o[0] for o in got) / 4)
            runs[r][1] += sum(o[1] for o in got)
            runs[r][2] += sum(o[2] for o in got)
    n = len(base)
    print(f"{n} deals ({4 * n} hands), seed {args.seed}: the seat among three Normal")
    print("| the seat plays | points per hand | its moons | moons against it | minus Normal, paired by deal |")
    print("|---|---:|---:|---:|---:|")
    print(f"| Normal | {sum(base) / n:.3f} | {base_moons[0]} | {base_moons[1]} | |")
    for r, (pts, mine, theirs) in runs.items():
        diffs = [a - b for a, b in zip(pts, base, strict=True)]
        mean = sum(diffs) / n
        se = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1) / n) if n > 1 else 0.0
        print(f"| the moon rule, losers {r[0]}, stop at {r[1]} | {sum(pts) / n:.3f} | {mine} | {theirs} | "
              f"{mean:+.3f} ± {se:.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
