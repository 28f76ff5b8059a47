"""A player's view: exactly what a person in one seat may know, and nothing else.

Computer players take a ``PlayerView`` as their only input, so they cannot cheat
by construction: the view holds no reference to the match, only copies of public
facts and the seat's own cards.  The bot protocol's request is this same view as
JSON (``to_request`` / ``from_request``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.cards import Card, Suit

from .bits import breaks_hearts
from .deal import PASS_CYCLE, PassDirection, pass_source, pass_target, sort_hand
from .kinds import Phase
from .legality import TWO_OF_CLUBS, Refusal, legal_cards, why_illegal
from .rules import Moon, Passing, Rules
from .scoring import moon_shooter
from .trick import Trick

if TYPE_CHECKING:
    from .hand_state import HandState


class BadRequest(ValueError):
    """A view (bot request) that is malformed or impossible."""


@dataclass(frozen=True)
class PlayerView:
    seat: int
    hand_number: int
    pass_direction: PassDirection
    phase: Phase
    hand: tuple[Card, ...]
    passed: tuple[Card, ...] = ()  # what this seat passed (empty before choosing or when none)
    received: tuple[Card, ...] = ()  # what came in (empty until the exchange)
    tricks: tuple[Trick, ...] = ()  # completed tricks of this hand
    trick: Trick = field(default_factory=lambda: Trick(0))  # the trick in progress
    scores: tuple[int, ...] = (0, 0, 0, 0)  # totals before this hand
    rules: Rules = field(default_factory=Rules)

    # -- facts every player can derive -------------------------------------------
    @property
    def first_trick(self) -> bool:
        return not self.tricks

    @property
    def hearts_broken(self) -> bool:
        return any(breaks_hearts(c.index) for t in self.all_tricks() for c in t.cards)

    @property
    def to_act(self) -> int | None:
        if self.phase != Phase.PLAY:
            return None
        return self.trick.next_seat

    @property
    def points(self) -> tuple[int, int, int, int]:
        """Points taken so far this hand, per seat."""
        pts = [0, 0, 0, 0]
        for t in self.tricks:
            w = t.winner
            assert w is not None
            pts[w] += t.points
        return tuple(pts)  # type: ignore[return-value]

    @property
    def pass_target(self) -> int | None:
        if self.pass_direction == PassDirection.NONE:
            return None
        return pass_target(self.seat, self.pass_direction)

    @property
    def pass_source(self) -> int | None:
        if self.pass_direction == PassDirection.NONE:
            return None
        return pass_source(self.seat, self.pass_direction)

    def all_tricks(self) -> tuple[Trick, ...]:
        return self.tricks + ((self.trick,) if self.trick.cards else ())

    def legal(self) -> list[Card]:
        if self.phase == Phase.PASS:
            return list(self.hand)
        if self.phase != Phase.PLAY or self.to_act != self.seat:
            return []
        return legal_cards(self.hand, self.trick.cards, self.hearts_broken, self.first_trick, self.rules)

    def why_illegal(self, card: Card) -> Refusal | None:
        return why_illegal(card, self.hand, self.trick.cards, self.hearts_broken, self.first_trick, self.rules)

    # -- the bot protocol ----------------------------------------------------------
    def to_request(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "hand_number": self.hand_number,
            "pass_direction": self.pass_direction,
            "phase": self.phase,
            "hand": [str(c) for c in self.hand],
            "passed": [str(c) for c in self.passed],
            "received": [str(c) for c in self.received],
            "tricks": [{"leader": t.leader, "cards": [str(c) for c in t.cards]} for t in self.tricks],
            "trick": {"leader": self.trick.leader, "cards": [str(c) for c in self.trick.cards]},
            "scores": list(self.scores),
            "rules": self.rules.to_dict(),
        }

    @classmethod
    def from_request(cls, req: Any) -> PlayerView:
        """Read and check a bot request; BadRequest says what is wrong."""
        try:
            return _from_request(req)
        except BadRequest:
            raise
        except ValueError as e:
            raise BadRequest(str(e)) from None


def view_of(match: HandState, seat: int) -> PlayerView:
    """Copy out of ``match`` what ``seat`` may know."""
    if seat not in range(4):
        raise ValueError(f"no seat {seat!r}")
    passed = match.passes[seat] or ()
    return PlayerView(
        seat=seat,
        hand_number=match.hand_number,
        pass_direction=match.pass_direction,
        phase=match.phase,
        hand=tuple(match.hands[seat]),
        passed=tuple(passed),
        received=tuple(match.received[seat]),
        tricks=tuple(match.tricks),
        trick=match.current_trick,
        scores=tuple(match.scores_before_hand),
        rules=match.rules,
    )


# -- request parsing -------------------------------------------------------------------
def _int(x: Any, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise BadRequest(f"{what} must be an integer, not {x!r}")
    return x


def _seat(x: Any, what: str) -> int:
    s = _int(x, what)
    if s not in range(4):
        raise BadRequest(f"{what} must be 0..3, not {s}")
    return s


def _cards(x: Any, what: str) -> tuple[Card, ...]:
    if x is None:
        return ()
    if not isinstance(x, list):
        raise BadRequest(f"{what} must be a list of cards")
    out = []
    for item in x:
        if not isinstance(item, str):
            raise BadRequest(f"unknown card {item!r} in {what}")
        try:
            out.append(Card.parse(item))
        except ValueError:
            raise BadRequest(f"unknown card {item!r} in {what}") from None
    if len(set(out)) != len(out):
        raise BadRequest(f"duplicate cards in {what}")
    return tuple(out)


def _trick(x: Any, what: str, default_leader: int | None) -> Trick | None:
    if x is None or x == {} or x == []:
        return None
    if not isinstance(x, Mapping):
        raise BadRequest(f"{what} must be an object with leader and cards")
    cards = _cards(x.get("cards"), what)
    if "leader" not in x or x["leader"] is None:
        if cards or default_leader is None:
            raise BadRequest(f"{what} has no leader")
        return Trick(default_leader, cards)
    return Trick(_seat(x["leader"], f"{what} leader"), cards)


def _from_request(req: Any) -> PlayerView:
    if not isinstance(req, Mapping):
        raise BadRequest("a request is a JSON object")
    seat = _seat(req.get("seat"), "seat")
    hand_number = _int(req.get("hand_number", 1), "hand_number")
    if hand_number < 1:
        raise BadRequest("hand_number starts at 1")
    direction = req.get("pass_direction")
    if direction not in PASS_CYCLE:
        raise BadRequest(f"pass_direction must be left, right, across or none, not {direction!r}")
    direction = PassDirection(direction)
    phase = req.get("phase")
    if phase not in (Phase.PASS, Phase.PLAY, Phase.MOON_CHOICE):
        raise BadRequest(f"phase must be pass, play or moon_choice, not {phase!r}")
    phase = Phase(phase)
    rules = Rules.from_dict(req.get("rules"))
    if rules.passing == Passing.NONE and direction != PassDirection.NONE:
        raise BadRequest("the rules have no passing: pass_direction must be none")
    if rules.passing == Passing.LEFT and direction != PassDirection.LEFT:
        raise BadRequest("the rules always pass left: pass_direction must be left")
    if phase == Phase.MOON_CHOICE and rules.moon != Moon.CHOICE:
        raise BadRequest("a moon_choice request needs the rules' moon to be shooter_choice")
    scores_raw = req.get("scores", [0, 0, 0, 0])
    if not isinstance(scores_raw, list) or len(scores_raw) != 4:
        raise BadRequest("scores must be a list of 4 integers")
    scores = tuple(_int(s, "a score") for s in scores_raw)
    hand = _cards(req.get("hand"), "hand")
    passed = _cards(req.get("passed"), "passed")
    received = _cards(req.get("received"), "received")
    for name, cs in (("passed", passed), ("received", received)):
        if len(cs) not in (0, 3):
            raise BadRequest(f"{name} must hold 3 cards (or none)")
        if cs and direction == PassDirection.NONE:
            raise BadRequest(f"no cards are {name} in a hand without passing")
    if set(passed) & set(received):
        raise BadRequest("a card cannot be both passed and received")

    raw_tricks = req.get("tricks", [])
    if raw_tricks is None:
        raw_tricks = []
    if not isinstance(raw_tricks, list):
        raise BadRequest("tricks must be a list")
    tricks: list[Trick] = []
    for i, rt in enumerate(raw_tricks):
        t = _trick(rt, f"trick {i + 1}", None)
        if t is None or len(t.cards) != 4:
            raise BadRequest(f"completed trick {i + 1} must hold 4 cards")
        tricks.append(t)
    if phase == Phase.MOON_CHOICE:
        if len(tricks) != 13 or req.get("hand"):
            raise BadRequest("a moon_choice request has all 13 tricks played and an empty hand")
    elif len(tricks) > 12:
        raise BadRequest("at most 12 tricks can be complete when a card is still to play")
    default_leader = tricks[-1].winner if tricks else None
    current = _trick(req.get("trick"), "trick", default_leader if default_leader is not None else seat)
    if current is None:
        current = Trick(default_leader if default_leader is not None else seat)
    if len(current.cards) > 3:
        raise BadRequest("the current trick holds at most 3 cards")

    played = [c for t in tricks for c in t.cards] + list(current.cards)
    everything = list(hand) + played
    if len(set(everything)) != len(everything):
        raise BadRequest("duplicate cards between the hand and the cards played")

    if phase == Phase.PASS:
        if direction == PassDirection.NONE:
            raise BadRequest("there is no passing in a hand whose pass_direction is none")
        if tricks or current.cards:
            raise BadRequest("no card is played before the pass")
        if len(hand) != 13:
            raise BadRequest(f"the hand must hold 13 cards before the pass, not {len(hand)}")
        if passed or received:
            raise BadRequest("passed and received are empty before the pass")
        return PlayerView(seat, hand_number, direction, phase, tuple(sort_hand(hand)),
                          scores=scores, rules=rules)

    # play: the history must be a possible one
    for i in range(1, len(tricks)):
        if tricks[i].leader != tricks[i - 1].winner:
            raise BadRequest(f"trick {i + 1} must be led by the winner of trick {i}")
    if tricks and current.leader != tricks[-1].winner:
        raise BadRequest("the current trick must be led by the winner of the last trick")
    first = tricks[0] if tricks else current
    if first.cards and rules.any_club_leads and first.cards[0].suit != Suit.CLUBS:
        raise BadRequest("the first trick is led with a club")
    if first.cards and not rules.any_club_leads and first.cards[0] != TWO_OF_CLUBS:
        raise BadRequest("the first trick is led with the two of clubs")
    if first.cards and TWO_OF_CLUBS in hand and first.leader != seat:
        raise BadRequest("the holder of the two of clubs leads the first trick")
    if not tricks and not current.cards and TWO_OF_CLUBS not in hand:
        raise BadRequest("the holder of the two of clubs leads the first trick")
    if phase == Phase.MOON_CHOICE:
        pts = [0, 0, 0, 0]
        for t in tricks:
            w = t.winner
            assert w is not None
            pts[w] += t.points
        if moon_shooter(pts) != seat:
            raise BadRequest(f"seat {seat} did not take every point: it has no moon to score")
    elif current.next_seat != seat:
        raise BadRequest(f"it is seat {current.next_seat}'s turn, not seat {seat}'s")
    mine = sum(1 for t in tricks + [current] for s, _ in t.plays() if s == seat)
    if len(hand) != 13 - mine:
        raise BadRequest(f"the hand must hold {13 - mine} cards, not {len(hand)}")
    for c in passed:
        if c in hand:
            raise BadRequest(f"{c} was passed but is still in the hand")
    target = pass_target(seat, direction) if direction != PassDirection.NONE else None
    by_seat = {c: s for t in tricks + [current] for s, c in t.plays()}
    for c in passed:
        if c in by_seat and by_seat[c] != target:
            raise BadRequest(f"{c} was passed to seat {target} but played by seat {by_seat[c]}")
    for c in received:
        if c not in hand and by_seat.get(c) != seat:
            raise BadRequest(f"{c} was received but is neither in the hand nor played by this seat")
    return PlayerView(
        seat, hand_number, direction, phase, tuple(sort_hand(hand)), tuple(sort_hand(passed)),
        tuple(sort_hand(received)), tuple(tricks), current, scores, rules,
    )
