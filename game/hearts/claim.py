"""Claims: a seat ends the hand early because the rest of it is decided.

A claim by seat ``C`` holds when ``C`` has *some* way of playing its cards (chosen card by
card, seeing what the others play, as a person playing it out would) such that, whatever the
other three play under the rules (following suit, the rule on leading hearts, the queen's
rule), either

- ``C`` wins every remaining trick (:data:`ALL`), or
- ``C`` wins none of them (:data:`NONE`) **and** the rest of the hand ends the same way
  whatever the others play: the same points to the same seats, the same taker of the jack
  of diamonds, the same seats taking a trick at all (everything any scoring rule reads).

The check is made against the real hands (the engine knows them; a player's view does not),
by a search over every legal line (cards that are equivalent for every purpose, such as the
6 and 7 of a suit held by one seat with no live card between them, are searched once).  The
search has a node budget: a position too big to settle within it is refused as *too soon*
(play a few more cards), never accepted on a guess.

An accepted claim is scored by the engine itself: :func:`claim_line` is one legal line that
realises the claim (the claimer's chosen cards; each other seat its lowest equivalent card),
and the match plays it out, so a claimed hand scores exactly as playing it out does (a claim
that completes the moon scores as a moon).  Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.cards import Card, Rank, Suit

from .kinds import ClaimKind, Phase
from .legality import QUEEN_OF_SPADES, legal_cards, trick_winner_offset
from .rules import Rules

if TYPE_CHECKING:
    from .match import Match

ALL, NONE = ClaimKind.ALL, ClaimKind.NONE

CLAIM_NOT_YOUR_TURN = "claim_not_your_turn"
CLAIM_FIRST_TRICK = "claim_first_trick"
CLAIM_OTHERS_CAN_WIN = "claim_others_can_win"
CLAIM_POINTS_OPEN = "claim_points_open"
CLAIM_TOO_SOON = "claim_too_soon"

CLAIM_REASON_TEXTS: dict[str, str] = {
    CLAIM_NOT_YOUR_TURN: "You can claim only on your turn",
    CLAIM_FIRST_TRICK: "You can claim from the second trick on",
    CLAIM_OTHERS_CAN_WIN: "Not decided yet: another player can still win a trick from you",
    CLAIM_POINTS_OPEN: "Not decided yet: the points left can still go to different players",
    CLAIM_TOO_SOON: "Too many ways to play on to be sure yet: play a few more cards",
}

#: Search nodes a claim may cost: a person's claim (once per press) and a computer seat's
#: look before each of its cards (kept small so the table never waits for it).
CLAIM_BUDGET = 20_000
COMPUTER_CLAIM_BUDGET = 600
#: A computer seat looks for a claim once its hand is this small (the search is then tiny).
COMPUTER_CLAIM_CARDS = 6

#: The one card a scoring rule reads besides the points (the jack of diamonds variant).
JACK_OF_DIAMONDS = Card(Rank.JACK, Suit.DIAMONDS)

# A signature of the rest of the hand: points per seat, the jack's taker, the seats taking
# any trick.  Two lines with the same signature score the same under every rule.
Signature = tuple[tuple[int, int, int, int], int, frozenset[int]]
_EMPTY: Signature = ((0, 0, 0, 0), -1, frozenset())


@dataclass(frozen=True)
class ClaimCheck:
    """The engine's answer to "may ``seat`` claim now?": ``kind`` is ALL or NONE when the
    claim holds (``line`` then plays it out, card by card from the seat to act), else
    ``reason`` says why not (a key of :data:`CLAIM_REASON_TEXTS`)."""

    seat: int
    kind: str | None = None
    reason: str | None = None
    line: tuple[Card, ...] = ()

    @property
    def ok(self) -> bool:
        return self.kind is not None


@dataclass(frozen=True)
class Claim:
    """A claim the match accepted: who, which kind, when (tricks finished and cards of the
    trick then on the table) and every seat's cards at that moment (shown face up)."""

    seat: int
    kind: str
    tricks_done: int
    trick_cards: int
    hands: tuple[tuple[Card, ...], ...]

    @classmethod
    def at(cls, match: Match, check: ClaimCheck) -> Claim:
        assert check.kind is not None
        return cls(check.seat, check.kind, len(match.tricks), len(match.current_trick.cards),
                   tuple(tuple(h) for h in match.hands))

    @property
    def cards_before(self) -> int:
        """Cards of the hand played before the claim (the claimed line follows them)."""
        return 4 * self.tricks_done + self.trick_cards


class _OverBudget(Exception):
    pass


def _points(card: Card) -> int:
    if card.suit == Suit.HEARTS:
        return 1
    return 13 if card == QUEEN_OF_SPADES else 0


def _kind_of(card: Card) -> int:
    """Cards of one suit are interchangeable only within one of these classes."""
    if card == QUEEN_OF_SPADES:
        return 2
    if card == JACK_OF_DIAMONDS:
        return 3
    return 1 if card.suit == Suit.HEARTS else 0


class _Search:
    def __init__(self, claimer: int, kind: str, rules: Rules, budget: int) -> None:
        self.claimer = claimer
        self.kind = kind
        self.rules = rules
        self.budget = budget
        self.memo: dict[tuple[object, ...], frozenset[Signature]] = {}

    # -- which cards are worth trying ---------------------------------------------
    def choices(self, seat: int, hands: tuple[frozenset[Card], ...], trick: tuple[Card, ...],
                hearts_broken: bool) -> list[Card]:
        """The seat's legal cards, one of each run of interchangeable cards.

        Two cards of a seat are interchangeable when they share a suit and a scoring class
        and no card that could tell them apart lies between them: for a claim of every
        trick only the claimer's cards can (who wins among the others does not matter),
        otherwise any live card (in a hand or in the trick)."""
        legal = legal_cards(hands[seat], trick, hearts_broken, False, self.rules)
        if self.kind == ALL and seat != self.claimer:
            separators = set(hands[self.claimer]) | {
                c for i, c in enumerate(trick) if (self._leader_of(seat, trick) + i) % 4 == self.claimer}
        else:
            separators = set().union(*hands) | set(trick)
            separators -= set(hands[seat])
        out: list[Card] = []
        by_suit: dict[Suit, list[Card]] = {}
        for c in legal:
            by_suit.setdefault(c.suit, []).append(c)
        for suit, cards in by_suit.items():
            cards.sort(key=lambda c: c.rank)
            walls = sorted(c.rank for c in separators if c.suit == suit)
            prev: Card | None = None
            for c in cards:
                if prev is not None and _kind_of(prev) == _kind_of(c) and not any(
                        prev.rank < w < c.rank for w in walls):
                    continue  # like the card before it
                out.append(c)
                prev = c
        # likely answers first: high cards when every trick is to be won (the claimer's
        # winners, the others' threats), low ones when none is
        out.sort(key=lambda c: c.rank, reverse=self.kind == ALL)
        return out

    @staticmethod
    def _leader_of(seat: int, trick: tuple[Card, ...]) -> int:
        return (seat - len(trick)) % 4

    # -- the search ----------------------------------------------------------------
    def solve(self, hands: tuple[frozenset[Card], ...], leader: int, trick: tuple[Card, ...],
              hearts_broken: bool) -> frozenset[Signature]:
        """The rest-of-hand signatures the claimer can force from here (empty: none)."""
        if not trick and not hands[leader]:
            return frozenset({_EMPTY})
        key = (hands, leader, trick, hearts_broken)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.budget -= 1
        if self.budget < 0:
            raise _OverBudget
        seat = (leader + len(trick)) % 4
        mine = seat == self.claimer
        result: frozenset[Signature] | None = None
        for card in self.choices(seat, hands, trick, hearts_broken):
            child = self.after(hands, leader, trick, hearts_broken, seat, card)
            if mine:
                result = child if result is None else result | child
                if result and self.kind == ALL:
                    break  # every trick won leaves one outcome: the first way will do
            else:
                result = child if result is None else result & child
                if not result:
                    break
        assert result is not None  # a seat with cards always has a legal one
        self.memo[key] = result
        return result

    def after(self, hands: tuple[frozenset[Card], ...], leader: int, trick: tuple[Card, ...],
              hearts_broken: bool, seat: int, card: Card) -> frozenset[Signature]:
        new_hands = tuple(h - {card} if s == seat else h for s, h in enumerate(hands))
        broken = hearts_broken or card.suit == Suit.HEARTS
        cards = trick + (card,)
        if len(cards) < 4:
            return self.solve(new_hands, leader, cards, broken)
        winner = (leader + trick_winner_offset(cards)) % 4
        if (winner == self.claimer) != (self.kind == ALL):
            return frozenset()
        rest = self.solve(new_hands, winner, (), broken)
        share = _share(cards, winner)
        return frozenset(_plus(share, r) for r in rest)


def _best(sigs: Iterable[Signature], claimer: int) -> Signature:
    """The outcome a claimer picks among those it can force: the fewest points to itself."""
    return min(sigs, key=lambda s: (s[0][claimer], s[0], s[1], sorted(s[2])))


def claim_not_allowed(match: Match, seat: int) -> str | None:
    """Why ``seat`` may not claim at all now (not its turn, the first trick), without
    looking at any hand; ``None`` when a claim may be tried (what the Claim button shows)."""
    if match.phase != Phase.PLAY or match.to_act != seat:
        return CLAIM_NOT_YOUR_TURN
    if not match.tricks:
        return CLAIM_FIRST_TRICK
    return None


def check_claim(match: Match, seat: int, budget: int = CLAIM_BUDGET,
                kinds: tuple[str, ...] = (ALL, NONE), explain: bool = True) -> ClaimCheck:
    """May ``seat`` claim the rest of ``match``'s hand now?  Checked against the real hands.
    ``kinds``: the claims to look for (a computer looks only for one it would make);
    ``explain``: also tell "points still open" from "another can win" when refused (a
    second search, for the person's message)."""
    early = claim_not_allowed(match, seat)
    if early is not None:
        return ClaimCheck(seat, reason=early)
    hands = tuple(frozenset(h) for h in match.hands)
    trick = match.current_trick
    key = (seat, hands, trick, match.hearts_broken, match.rules, budget, kinds, explain)
    known = _CHECKED.get(key)
    if known is not None:
        return known
    reason = CLAIM_OTHERS_CAN_WIN
    answer: ClaimCheck | None = None
    for kind in kinds:
        search = _Search(seat, kind, match.rules, budget)
        try:
            sigs = search.solve(hands, trick.leader, trick.cards, match.hearts_broken)
            if sigs:
                line = _line(search, hands, trick.leader, trick.cards, match.hearts_broken, _best(sigs, seat))
                answer = ClaimCheck(seat, kind=kind, line=line)
                break
        except _OverBudget:
            reason = CLAIM_TOO_SOON
            continue
        if explain and kind == NONE and reason != CLAIM_TOO_SOON and _can_lose_every_trick(match, seat, budget):
            reason = CLAIM_POINTS_OPEN
    if answer is None:
        answer = ClaimCheck(seat, reason=reason)
    if len(_CHECKED) >= 64:  # replays (undo, a reloaded save) ask the same again: keep a few
        _CHECKED.pop(next(iter(_CHECKED)))
    _CHECKED[key] = answer
    return answer


#: Recent answers by position (a claim is re-checked whenever the log is replayed).
_CHECKED: dict[tuple[object, ...], ClaimCheck] = {}


def _can_lose_every_trick(match: Match, seat: int, budget: int) -> bool:
    """Can ``seat`` lose every remaining trick whatever the others do (points aside)?  Only
    to tell a claimer which half of the rule failed."""
    hands = tuple(frozenset(h) for h in match.hands)
    trick = match.current_trick
    try:
        return bool(_Blind(seat, match.rules, budget).solve(hands, trick.leader, trick.cards,
                                                            match.hearts_broken))
    except _OverBudget:
        return False


class _Blind(_Search):
    """The NONE search with every outcome counted alike (only "no trick won" matters)."""

    def __init__(self, claimer: int, rules: Rules, budget: int) -> None:
        super().__init__(claimer, NONE, rules, budget)

    def after(self, hands, leader, trick, hearts_broken, seat, card):  # type: ignore[no-untyped-def]
        got = super().after(hands, leader, trick, hearts_broken, seat, card)
        return frozenset({_EMPTY}) if got else got


def _line(search: _Search, hands: tuple[frozenset[Card], ...], leader: int, trick: tuple[Card, ...],
          hearts_broken: bool, target: Signature) -> tuple[Card, ...]:
    """One legal line to the end of the hand reaching ``target``: the claimer's card is one
    that keeps ``target`` forced; another seat's, its first choice (every one keeps it)."""
    out: list[Card] = []
    done = _EMPTY  # what the finished tricks of the line have added so far
    while trick or hands[leader]:
        seat = (leader + len(trick)) % 4
        chosen: Card | None = None
        for card in search.choices(seat, hands, trick, hearts_broken):
            if seat != search.claimer or any(
                    _plus(done, s) == target
                    for s in search.after(hands, leader, trick, hearts_broken, seat, card)):
                chosen = card
                break
        assert chosen is not None, "a forced outcome has a card that keeps it"
        out.append(chosen)
        hands = tuple(h - {chosen} if s == seat else h for s, h in enumerate(hands))
        hearts_broken = hearts_broken or chosen.suit == Suit.HEARTS
        trick = trick + (chosen,)
        if len(trick) == 4:
            winner = (leader + trick_winner_offset(trick)) % 4
            done = _plus(done, _share(trick, winner))
            leader, trick = winner, ()
    return tuple(out)


def _share(trick: tuple[Card, ...], winner: int) -> Signature:
    """One finished trick's signature."""
    p = [0, 0, 0, 0]
    p[winner] = sum(_points(c) for c in trick)
    return (p[0], p[1], p[2], p[3]), winner if JACK_OF_DIAMONDS in trick else -1, frozenset({winner})


def _plus(a: Signature, b: Signature) -> Signature:
    """Two consecutive parts of a hand as one."""
    p = tuple(x + y for x, y in zip(a[0], b[0], strict=True))
    return (p[0], p[1], p[2], p[3]), b[1] if b[1] != -1 else a[1], a[2] | b[2]


def computer_claim(match: Match, seat: int) -> ClaimCheck | None:
    """The claim a computer seat makes now, if any: only once its hand is small (the search
    is then tiny), and only a claim that costs it nothing it could save by playing on: no
    more tricks once its moon is out of reach (another seat has a point), or every trick
    when the rest holds no points or completes its moon."""
    if len(match.hands[seat]) > COMPUTER_CLAIM_CARDS or match.phase != Phase.PLAY or match.to_act != seat:
        return None
    # Only the claims it would make are searched for (it runs inside one frame): every
    # trick when the rest holds no points or completes its moon; no more tricks when its
    # moon is out of reach (another seat has a point).
    others = sum(p for s, p in enumerate(match.hand_points) if s != seat)
    left = sum(_points(c) for h in match.hands for c in h) + match.current_trick.points
    kinds = tuple(kind for kind, wanted in ((ALL, left == 0 or match.hand_points[seat] + left == 26),
                                            (NONE, others > 0)) if wanted)
    if not kinds:
        return None
    check = check_claim(match, seat, COMPUTER_CLAIM_BUDGET, kinds, explain=False)
    return check if check.ok else None
