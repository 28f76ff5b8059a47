"""How often moons are shot, made and stopped from the same moments: the players against the play-outs.

    nice python tools/bench/moon_rates.py --levels hard,hard,hard,hard --hands 150 --seed 3

Plays ``--hands`` single hands with the given levels and keeps each one's moments at the start
of the tricks named by ``--tricks`` (every hand dealt as it truly lay).  From each moment it
plays the rest of the hand out again with the rollout policy (fastsim.playout, every seat) and
with the moon-aware play-out (ai/moon_rollout.py) at each ``--moon LOSERS:STOP`` setting, and
sets those beside what the players did: per moment whether a seat **ran** (held every point
taken so far, at least ten of them, at the end of some trick), the moon was **made** (a seat
took every point), or a run was **stopped** (ran and not made).  The moments of one hand are
not independent; the counts say how many there are.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai.fastsim import THREAT_POINTS, playout  # noqa: E402
from game.hearts.ai.knowledge import SUIT_OF, trick_taker  # noqa: E402
from game.hearts.ai.moon_rollout import moon_playout  # noqa: E402
from game.hearts.bits import breaks_hearts  # noqa: E402
from game.hearts.rules import Rules  # noqa: E402
from game.hearts.scoring import POINTS_PER_HAND  # noqa: E402
from tools.bench.policy_fit import played_hand  # noqa: E402

#: (hands, leader, broken, points, voids) at the start of a trick, and the rest of its tricks
Moment = tuple[list[int], int, bool, list[int], list[int]]


def ran(points: list[int]) -> bool:
    """Whether one seat holds every point taken so far, and at least THREAT_POINTS of them."""
    holders = [p for p in points if p]
    return len(holders) == 1 and holders[0] >= THREAT_POINTS


class Tally:
    """Moments counted: how many ran, made the moon, were stopped."""

    def __init__(self) -> None:
        self.n = self.ran = self.made = 0

    def add(self, did_run: bool, made: bool) -> None:
        self.n += 1
        self.ran += did_run or made
        self.made += made

    def row(self, name: str) -> str:
        n = max(self.n, 1)
        stopped = self.ran - self.made
        return (f"| {name} | {self.n} | {self.ran} ({self.ran / n:.1%}) | {self.made} ({self.made / n:.1%}) | "
                f"{stopped} ({stopped / n:.1%}) |")


def play_hands(levels: list[str], hands: int, seed: int, tricks: set[int]) -> list[tuple[Moment, bool, bool, Rules]]:
    """Each kept moment, whether the players ran and made the moon from it, and the table's rules."""
    out = []
    for d in range(hands):
        m, held = played_hand(levels, seed, d)
        points = [0, 0, 0, 0]
        voids = [0, 0, 0, 0]
        broken = False
        kept: list[list] = []  # [moment, ran since]
        for t, trick in enumerate(m.view(0).tricks, 1):
            leader, cards = trick.leader, [c.index for c in trick.cards]
            if t in tricks:
                kept.append([(list(held), leader, broken, list(points), list(voids)), ran(points)])
            led = SUIT_OF[cards[0]]
            for i, c in enumerate(cards):
                seat = (leader + i) & 3
                held[seat] &= ~(1 << c)
                broken = broken or breaks_hearts(c)
                if SUIT_OF[c] != led:
                    voids[seat] |= 1 << led
            wi, p = trick_taker(cards)
            points[(leader + wi) & 3] += p
            for rec in kept:
                rec[1] = rec[1] or ran(points)
        made = POINTS_PER_HAND in points
        out += [(mo, did_run, made, m.rules) for mo, did_run in kept]
    return out


class _Watched(list):
    """A seat's points that remember, at each write, whether a seat ran (the play-outs write the taker's total)."""

    def __init__(self, points: list[int]) -> None:
        super().__init__(points)
        self.ran = ran(points)

    def __setitem__(self, i, v) -> None:  # type: ignore[no-untyped-def]
        super().__setitem__(i, v)
        self.ran = self.ran or ran(list(self))


def replay(moment: Moment, rules: Rules, play: Callable[..., list[int]], **kw: int) -> tuple[bool, bool]:
    """Whether a play-out (``play``) from ``moment`` ran and made the moon."""
    hands, leader, broken, points, voids = moment
    pts = _Watched(points)
    final = play(list(hands), leader, [], broken, False, pts, rules, voids, **kw)
    return pts.ran or ran(final), POINTS_PER_HAND in final


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="hard,hard,hard,hard")
    ap.add_argument("--hands", type=int, default=150)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--tricks", default="2,4,6,8", help="the tricks whose start is a moment")
    ap.add_argument("--moon", action="append", default=[], metavar="LOSERS:STOP",
                    help="a moon-aware play-out setting (moon_run_losers:moon_stop_points)")
    args = ap.parse_args()
    levels = args.levels.split(",")
    if len(levels) != 4 or any(lv not in ("easy", "normal", "hard") for lv in levels):
        ap.error("--levels must be four of easy, normal, hard")
    tricks = {int(t) for t in args.tricks.split(",")}
    moments = play_hands(levels, args.hands, args.seed, tricks)
    players = Tally()
    plain = Tally()
    moons = {s: Tally() for s in (args.moon or ["1:10"])}
    for mo, did_run, made, rules in moments:
        players.add(did_run, made)
        plain.add(*replay(mo, rules, playout))
        for s, tally in moons.items():
            losers, stop = (int(x) for x in s.split(":"))
            tally.add(*replay(mo, rules, moon_playout, losers=losers, stop_points=stop))
    print(f"{len(moments)} moments (the start of tricks {args.tricks}) of {args.hands} hands by {args.levels}, "
          f"seed {args.seed}")
    print("| from each moment | moments | a seat ran (every point, 10 or more) | moon made | run stopped |")
    print("|---|---:|---:|---:|---:|")
    print(players.row(f"the players ({args.levels})"))
    print(plain.row("the rollout policy (fastsim.playout)"))
    for s, tally in moons.items():
        print(tally.row(f"moon_playout, losers {s.split(':')[0]}, stop at {s.split(':')[1]}"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
