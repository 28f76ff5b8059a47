"""The duplicate arena: every deal played four times, the players rotated through the seats.

So the luck of the cards cancels and only play differs.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.rng import Rng, mix64

from ..ai import LEVELS, HardConfig, MoonSeeker, Player, choose_moon, player
from ..decision import Decision
from ..kinds import DecisionKind, Level, Phase
from ..match import Match
from ..rules import Rules
from ..view import PlayerView

ARENA_LEVELS = LEVELS + ("random", "moon")


def random_decision(view: PlayerView, rng: Rng) -> Decision:
    """The yardstick: uniformly random passes and legal plays."""
    if view.phase == Phase.PASS:
        hand = list(view.hand)
        rng.shuffle(hand)
        return Decision(DecisionKind.PASS, tuple(sorted(hand[:3], key=lambda c: c.index)))
    return Decision(DecisionKind.PLAY, (rng.choice(view.legal()),))


def decide(view: PlayerView, level: str, rng: Rng) -> Decision:
    """The decision of an arena seat: a computer player's (ai.player) or a yardstick's.

    A yardstick that shot the moon under the shooter's choice scores it as every
    computer player does (``ai.choose_moon``).
    """
    if view.phase == Phase.MOON_CHOICE and level in ("random", "moon"):
        return Decision(DecisionKind.MOON, (), choose_moon(view))
    if level == "random":
        return random_decision(view, rng)
    if level == "moon":
        return moon_decision(view, rng)
    return player(level).choose(view, rng)


def moon_decision(view: PlayerView, rng: Rng) -> Decision:
    """The moon seeker (ai/sparring.py): a sparring player that tests moon defence."""
    return MoonSeeker().choose(view, rng)


@dataclass
class LevelStats:
    level: str
    seats: int = 0
    hands: int = 0
    points: float = 0.0
    moons: int = 0
    per_deal: list[float] = field(default_factory=list)  # mean points per hand, one per deal
    times_ms: list[float] = field(default_factory=list)

    @property
    def average(self) -> float:
        return self.points / self.hands if self.hands else 0.0

    @property
    def std_error(self) -> float:
        return std_error(self.per_deal)

    def time_percentile(self, q: float) -> float:
        if not self.times_ms:
            return 0.0
        xs = sorted(self.times_ms)
        return xs[min(len(xs) - 1, int(q * len(xs)))]


def std_error(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return math.sqrt(var / n)


@dataclass
class ArenaResult:
    players: tuple[str, ...]
    deals: int
    seed: int
    stats: dict[str, LevelStats]

    def difference(self, a: str, b: str) -> tuple[float, float]:
        """Mean per-hand points of level ``a`` minus level ``b``, with its standard error.

        Paired by deal, which is what duplicate play is for.
        """
        d = [x - y for x, y in zip(self.stats[a].per_deal, self.stats[b].per_deal, strict=True)]
        return sum(d) / len(d), std_error(d)

    def report(self) -> str:
        lines = [
            f"arena: {self.deals} deals x 4 seatings = {4 * self.deals} hands; "
            f"players {','.join(self.players)}; seed {self.seed}",
            f"{'level':<8}{'seats':>6}{'avg/hand':>10}{'s.e.':>7}{'moons':>7}"
            f"{'median ms':>11}{'p95 ms':>9}",
        ]
        for lv, st in self.stats.items():
            lines.append(
                f"{lv:<8}{st.seats:>6}{st.average:>10.2f}{st.std_error:>7.2f}{st.moons:>7}"
                f"{st.time_percentile(0.5):>11.2f}{st.time_percentile(0.95):>9.2f}"
            )
        levels = list(self.stats)
        for i, a in enumerate(levels):
            for b in levels[i + 1 :]:
                d, se = self.difference(a, b)
                lines.append(f"{a} - {b}: {d:+.2f} ± {se:.2f} points per hand")
        return "\n".join(lines)


def check_lineup(players: Sequence[str]) -> tuple[str, ...]:
    """Four known levels, one per seat (ValueError with what is wrong otherwise)."""
    lineup = tuple(players)
    if len(lineup) != 4:
        raise ValueError("an arena needs four players")
    for lv in lineup:
        if lv not in ARENA_LEVELS:
            raise ValueError(f"unknown level {lv!r} ({', '.join(ARENA_LEVELS)})")
    return lineup


def run_arena(
    players: Sequence[str],
    deals: int,
    seed: int = 1,
    rules: Rules | None = None,
    progress: Callable[[int], None] | None = None,
) -> ArenaResult:
    """Play ``deals`` deals, each four times with the players rotated; reproducible."""
    players = check_lineup(players)
    if deals < 1:
        raise ValueError("deals must be at least 1")
    rules = rules or Rules()
    bots = {lv: player(lv) for lv in players if lv in LEVELS}
    stats = {lv: LevelStats(lv) for lv in dict.fromkeys(players)}
    for lv in players:
        stats[lv].seats += 1
    for d in range(deals):
        deal_seed = mix64(seed * 1_000_003 + d) % (26**7)
        hand_number = d % 4 + 1
        sums = {lv: 0.0 for lv in stats}
        for rot in range(4):
            seat_level = [players[(s + rot) % 4] for s in range(4)]
            m = Match.single_hand(deal_seed, hand_number, rules)
            while m.phase in (Phase.PASS, Phase.PLAY, Phase.MOON_CHOICE):  # the shooter may choose
                s = m.awaiting_pass[0] if m.phase == Phase.PASS else m.to_act
                assert s is not None  # someone acts while the hand is on
                lv = seat_level[s]
                view = m.view(s)
                t0 = time.perf_counter()
                bot = bots.get(lv)
                dec = bot.choose(view, m.decision_rng(s)) if bot else decide(view, lv, m.decision_rng(s))
                stats[lv].times_ms.append((time.perf_counter() - t0) * 1000.0)
                m.apply(s, dec)
            res = m.hand_result
            assert res is not None
            for s in range(4):
                lv = seat_level[s]
                stats[lv].points += res.scores[s]
                stats[lv].hands += 1
                sums[lv] += res.scores[s]
                if res.moon_shooter == s:
                    stats[lv].moons += 1
        for lv, st in stats.items():
            st.per_deal.append(sums[lv] / (4 * st.seats))
        if progress is not None:
            progress(d + 1)
    return ArenaResult(players, deals, seed, stats)


@dataclass(frozen=True)
class DecisionRecord:
    """One decision of a recorded arena: where it was made, by whom, what, and in how many slices."""

    deal: int
    rotation: int
    seat: int
    level: str
    kind: str
    cards: tuple[str, ...]
    #: how many times the level's generator yielded while deciding (0 for the levels without a search)
    slices: int

    def line(self) -> str:
        """The decision as one readable line (no slices): deal, rotation, seat, level, kind, cards."""
        return (f"deal {self.deal} rotation {self.rotation} seat {self.seat} {self.level} "
                f"{self.kind} {' '.join(self.cards)}")

    def slices_line(self) -> str:
        """Where the decision was made and how many slices it took."""
        return f"deal {self.deal} rotation {self.rotation} seat {self.seat} {self.level} {self.kind} {self.slices}"


def _think_counting(view: PlayerView, level: str, bot: Player | None,
                    rng: Rng) -> tuple[Decision, int]:
    """A seat's decision and the slices it took (0 for the yardsticks, ``bot`` None)."""
    if bot is None:
        return decide(view, level, rng), 0
    gen = bot.think(view, rng)
    slices = 0
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value, slices
        slices += 1


def record_decisions(players: Sequence[str], deals: int, seed: int, config: HardConfig | None = None,
                     ) -> tuple[list[DecisionRecord], dict[str, list[int]]]:
    """Every decision of the duplicate arena (``run_arena``'s deals and rotations), in order.

    Returns the records and, per level, [points, hands, moons].  Every Hard seat plays
    ``config`` (hard.SHIPPED when None).
    """
    players = check_lineup(players)
    bots = {lv: player(lv, config if lv == Level.HARD else None) for lv in players if lv in LEVELS}
    records: list[DecisionRecord] = []
    totals: dict[str, list[int]] = {lv: [0, 0, 0] for lv in dict.fromkeys(players)}
    for d in range(deals):
        deal_seed = mix64(seed * 1_000_003 + d) % (26**7)
        for rot in range(4):
            seat_level = [players[(s + rot) % 4] for s in range(4)]
            m = Match.single_hand(deal_seed, d % 4 + 1)
            while m.phase in (Phase.PASS, Phase.PLAY):
                s = m.awaiting_pass[0] if m.phase == Phase.PASS else m.to_act
                assert s is not None  # someone acts while the hand is on
                lv = seat_level[s]
                dec, slices = _think_counting(m.view(s), lv, bots.get(lv), m.decision_rng(s))
                records.append(DecisionRecord(d, rot, s, seat_level[s], dec.kind,
                                              tuple(map(str, dec.cards)), slices))
                m.apply(s, dec)
            res = m.hand_result
            assert res is not None
            for s in range(4):
                t = totals[seat_level[s]]
                t[0] += res.scores[s]
                t[1] += 1
                t[2] += res.moon_shooter == s
    return records, totals
