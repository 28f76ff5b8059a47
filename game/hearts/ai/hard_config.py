"""Hard's settings: every one a field of one frozen value, with the shipped one.

What each setting does and what its value measured: docs/hearts-ai-config.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from .fastsim import THREAT_POINTS
from .inference import SURPRISE


@dataclass(frozen=True)
class HardConfig:
    """Every setting of the Hard player, in one frozen value.

    It is passed to ``think_pass`` and ``think_play``; ``SHIPPED`` is the one the app plays.
    What each setting does and what its value measured: docs/hearts-ai-config.md.
    """

    #: Deals each card is played out on.
    worlds: int = 40
    #: Deals sampled per deal played (worlds * candidate_factor), weighed by
    #: inference.likelihood and resampled down to ``worlds``.
    candidate_factor: int = 4
    #: Simulated cards per slice of work between two yields, sized to the table screen's
    #: 1 ms budget (docs/hearts-ai-config.md); where the yields fall never changes a decision.
    slice_cards: int = 150
    #: How much a card the rollout policy would not have played multiplies a deal's
    #: weight by (inference.likelihood).
    surprise: float = SURPRISE
    #: A surprise per kind of play instead (a lead, a follow, a discard; inference.play_kind),
    #: or None: ``surprise`` for every card.
    surprise_by_kind: tuple[float, float, float] | None = None
    #: Read the opponents' plays through the learned play model (ai/play_model.py) instead of
    #: the rollout policy: each card multiplies a deal's weight by the model's chance of it
    #: from that deal's hand ...
    read_model: bool = False
    #: ... counted as at least this much, so one surprise never all but rules a deal out ...
    read_model_floor: float = 0.05
    #: ... and raised to this power (below 1: each card read more loosely).
    read_model_power: float = 1.0
    #: ... and, on, the rollout policy's reading (``surprise``) kept as well: the two
    #: multiplied.
    read_model_policy: bool = False
    #: Passing across: weigh down deals in which the across seat would not have passed
    #: what this seat received (inference.across_pass_check).
    pass_check: bool = True
    #: Play Normal's moon shot once normal.shooting says the moon is safe.
    shoot: bool = True
    #: The most passable cards (normal.pass_scores) the candidate passes are drawn from
    #: (7: 35 passes) ...
    pass_shortlist: int = 7
    #: ... for a hand with at least ``pass_wide_high`` cards of rank Q or better (about a
    #: third of hands: those with moon chances); the rest draw from ``pass_shortlist_plain``
    #: (5: 10 passes, a third of the work).
    pass_wide_high: int = 4
    pass_shortlist_plain: int = 5
    #: Deals each candidate pass is played out on (docs/hearts-ai-config.md says why 24).
    pass_worlds: int = 24
    #: Passes whose outcomes are this many standard errors worse than the best so far
    #: stop being played out (``_race``); 0: every pass on every deal.
    pass_race_z: float = 1.5
    #: ... or not better than the best by this many points a deal (at that confidence).
    pass_race_margin: float = 0.25
    #: Deals every pass is played out on before the first such check.
    pass_race_min: int = 4
    #: Points a deal a pass must beat Normal's own pass by to be chosen instead.
    pass_margin: float = 0.5
    #: Moons by search: while no opponent has a point and may_shoot holds, every card
    #: is also played out with this seat shooting, and the better plan counts.
    moon_try: bool = True
    #: may_shoot's gate: at least this many cards of rank Q or better ...
    moon_try_high: int = 3
    #: ... and twice that many at least the cards left minus this.
    moon_try_slack: int = 1
    #: Moon passes: with a moon_hand, every three of its five lowest cards are also
    #: tried as a pass, played out with this seat shooting.
    pass_moon: bool = True
    #: moon_hand's gate: this many cards of rank Q or better (or six hearts with two on top).
    pass_moon_high: int = 5
    #: Moons in the rollouts (ai/moon_rollout.py): a seat with every point so far and the
    #: cards to run goes for the moon, and the others stop it; off, fastsim.playout, whose
    #: players never plan one.
    moon_rollouts: bool = False
    #: ... how many of its cards may be beatable for a hand to run (moon_rollout.runner) ...
    moon_run_losers: int = 1
    #: ... and the points a seat holding every point needs before the others stop it.
    moon_stop_points: int = THREAT_POINTS
    #: The exact finish (ai/endgame.py) with this many cards or fewer in hand (0: never).
    endgame_hand: int = 5
    #: "self": the exact finish searches this seat's own play, the others play the
    #: rollout policy; "maxn": every seat searches its own best.
    endgame_mode: str = "self"
    #: Search nodes per slice of the exact finish (a node costs more than a simulated card).
    endgame_slice_nodes: int = 100
    #: Racing the cards (``raced_totals``, ``settle``): after each batch of the drawn
    #: deals, a card that is not better than the best by ``settle_margin`` points a deal,
    #: at this many standard errors of the paired differences, is set aside; the search
    #: stops once one card is left.  0: every card on every one of ``worlds`` deals.
    settle_z: float = 2.0
    #: The points a deal a card set aside may be better than the chosen one by.
    settle_margin: float = 0.25
    #: The spread of one imagined deal counted in every paired difference (points): a few
    #: deals in which two cards play the same never settle them at once.
    settle_prior_sd: float = 3.0
    #: Drawn deals played per batch between two checks of the rule.
    settle_batch: int = 4
    #: Deals played before the rule is first checked.
    settle_min: int = 8

    def __post_init__(self) -> None:
        if self.surprise_by_kind is not None and len(self.surprise_by_kind) != 3:
            raise ValueError(f"surprise_by_kind must be three numbers, not {self.surprise_by_kind!r}")
        if not 0 < self.read_model_floor <= 1 or self.read_model_power < 0:
            raise ValueError("read_model_floor must be in (0, 1] and read_model_power at least 0")
        if self.endgame_mode not in ("self", "maxn"):
            raise ValueError(f"endgame_mode must be 'self' or 'maxn', not {self.endgame_mode!r}")
        for name in ("worlds", "candidate_factor", "slice_cards", "pass_worlds", "endgame_slice_nodes",
                     "settle_batch", "pass_shortlist", "pass_shortlist_plain"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)!r}")


#: The Hard the app plays.
SHIPPED = HardConfig()
#: The Hard without racing: every candidate card and pass on every deal, and the passes
#: of seven cards for every hand (the benchmarks and the paired arena compare it with
#: SHIPPED in one run).
FIXED_WORK = HardConfig(settle_z=0.0, pass_race_z=0.0, pass_shortlist_plain=7)
