"""An exact finish for one sampled deal: the last few tricks searched, not rolled out.

Hard's rollouts play every seat, Hard's own included, with the fixed rollout policy;
near the end of a hand that policy's mistakes decide whole tricks (which card keeps
the lead, who is left holding Q♠).  Here the deal is known (it is one of Hard's
sampled deals) and the tricks left are few, so the rest of the hand can be searched:

- ``mode="self"``: the deciding seat tries every line of its own play; the others
  keep playing the rollout policy (which is how Hard models them everywhere else).
- ``mode="maxn"``: every seat tries every line, each minimising its own score minus
  the others' average (max^n), as perfect-information programs do.

Near the limit (a ``standing``, ai/standing.py) every seat's value of an outcome is what
it does to the game instead (its chance of winning it): in max^n each seat then plays
for its own win of the game, in "self" this seat does.

Cards next to each other in a suit with no card of another hand between them (and
the same points) play the same and are tried once; finished tricks are remembered
(a transposition table keyed by the hands, the leader, the points and the voids).
The search is a generator that yields after every ``slice_nodes`` nodes, so the
1 ms slices of the Hard player hold; the work is counted in nodes, never in time.
"""

from __future__ import annotations

from collections.abc import Generator

from ..bits import breaks_hearts, legal_mask
from ..rules import Rules
from .fastsim import policy, threat_seat
from .knowledge import SUIT_OF, Scoring, hand_value, one_per_run, trick_taker
from .standing import Standing

#: The points each seat ends the hand with.
Outcome = tuple[int, ...]
#: A finished trick's position: the four hands, the leader, hearts broken, the points, the voids
#: (and, when the rules count them, the cards each seat took).
Position = tuple[int | bool | tuple[int, ...], ...]


class Solver:
    """The search over one deal's last tricks; counts its nodes in ``self.work``."""

    __slots__ = ("me", "mode", "rules", "moon_add", "slice_nodes", "work", "table",
                 "scoring", "standing")

    def __init__(self, me: int, mode: str, rules: Rules, moon_add: bool,
                 slice_nodes: int, scoring: Scoring | None = None, standing: Standing | None = None) -> None:
        """Set the solver up for one decision's rules and, near the limit, the game's totals.

        ``scoring``: when it counts J♦ or a hand without a trick (Scoring.counts_won),
        ``finish`` is given the cards each seat took (``won``) and its outcomes hold them
        after the points (eight numbers): see ``outcome_value``.  ``standing``: the game's
        totals when this hand could end it (Knowledge.standing), else None.
        """
        self.scoring = scoring if scoring is not None and scoring.counts_won else None
        self.standing = standing
        self.me = me
        self.mode = mode
        self.rules = rules
        self.moon_add = moon_add
        self.slice_nodes = slice_nodes
        self.work = 0
        self.table: dict[Position, Outcome] = {}

    def outcome_value(self, outcome: Outcome, seat: int) -> float:
        """knowledge.hand_value of an outcome of ``finish`` (with its won masks, if any).

        What it does to the game when a standing is given.
        """
        if self.scoring is None:
            return hand_value(outcome, seat, self.moon_add, None, None, self.standing)
        return hand_value(outcome[:4], seat, self.moon_add, outcome[4:], self.scoring, self.standing)

    def finish(self, hands: list[int], leader: int, trick: list[int], broken: bool, first: bool,
               points: list[int], voids: list[int],
               won: tuple[int, ...] = ()) -> Generator[None, None, Outcome]:
        """The points each seat ends the hand with, every searching seat playing its best.

        Followed by the cards each seat took when ``self.scoring`` counts them.
        """
        self.work += 1
        if self.work >= self.slice_nodes:
            self.work = 0
            yield
        n = len(trick)
        if n == 0:
            if not (hands[0] | hands[1] | hands[2] | hands[3]):
                return tuple(points) + won
            key = (hands[0], hands[1], hands[2], hands[3], leader, broken, tuple(points), tuple(voids)) + won
            hit = self.table.get(key)
            if hit is not None:
                return hit
        seat = (leader + n) & 3
        h = hands[seat]
        remaining = hands[0] | hands[1] | hands[2] | hands[3]
        if seat == self.me or self.mode == "maxn":
            allowed = legal_mask(h, trick, broken, first, self.rules)
            inplay = remaining
            for x in trick:
                inplay |= 1 << x  # a card on the table can split a run
            choices = (one_per_run(allowed, inplay) if self.scoring is None
                       else one_per_run(allowed, inplay, self.scoring.points_of))
        else:
            choices = [policy(h, trick, leader, seat, broken, first, self.rules,
                              remaining & ~h, threat_seat(points), voids)]
        best: Outcome | None = None
        best_val = 0.0
        for c in choices:
            nh = list(hands)
            nh[seat] = h & ~(1 << c)
            nv = voids
            if n and SUIT_OF[c] != SUIT_OF[trick[0]]:
                nv = list(voids)
                nv[seat] |= 1 << SUIT_OF[trick[0]]
            nb = broken or breaks_hearts(c)
            if n == 3:
                wi, p = trick_taker(trick + [c])
                nl = (leader + wi) & 3
                np_ = points
                if p:
                    np_ = list(points)
                    np_[nl] += p
                nw = won
                if self.scoring is not None:
                    lw = list(won)
                    lw[nl] |= (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << c)
                    nw = tuple(lw)
                res = yield from self.finish(nh, nl, [], nb, False, np_, nv, nw)
            else:
                res = yield from self.finish(nh, leader, trick + [c], nb, first, points, nv, won)
            if len(choices) == 1:
                best = res
                break
            val = (hand_value(res, seat, self.moon_add) if self.scoring is None and self.standing is None
                   else self.outcome_value(res, seat))
            if best is None or val < best_val:
                best = res
                best_val = val
        assert best is not None  # the seat to play holds a card: there is always a choice
        if n == 0:
            self.table[key] = best
        return best
