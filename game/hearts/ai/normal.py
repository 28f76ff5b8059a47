"""Normal: a strong rule-based player.

Passes to build voids and shed danger; ducks under the winner, sheds high cards
when a trick is safe, dumps Q♠ and high hearts when void; tracks which suits each
opponent has shown void in; guards against a moon shot and tries one with a hand
that can take it.  Its trick play is ``fastsim.policy``, the same player Hard
imagines in its search.  In a hand that could end the game it checks that card by a
short search valued by the game (ai/near_limit.py), the only place it uses its rng;
everywhere else it is a fixed rule, which keeps Normal a fixed yardstick.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from game.cards import Card
from game.rng import Rng

from ..bits import legal_mask
from ..view import PlayerView
from . import near_limit
from .fastsim import policy, threat_seat
from .knowledge import (
    AS,
    CLUBS,
    DIAMONDS,
    HEART_MASK,
    HEARTS,
    JD,
    KS,
    POINTS_OF,
    QS,
    RANK_OF,
    SPADES,
    SUIT_MASK,
    SUIT_OF,
    Knowledge,
    bits,
    highest,
    lowest,
    popcount,
    to_card,
    trick_taker,
)
from .standing import moon_loses_game

QS_BIT = 1 << QS
HIGH_SPADES = (1 << AS) | (1 << KS)


@dataclass(frozen=True)
class NormalConfig:
    """Every setting of the Normal player, in one frozen value (``SHIPPED`` is the one the app plays).

    What each setting does and what its value measured: docs/hearts-ai-config.md.
    """

    #: Near the limit, the points an opponent holding every point needs before Normal takes
    #: one off it, when its moon would end the game with someone else winning (else
    #: fastsim.THREAT_POINTS).
    losing_moon_points: int = 6
    #: The check of a card in a hand that could end the game (ai/near_limit.py): deals each
    #: card is played out on (24 played noisier: fewer games won than 40) ...
    near_deals: int = 40
    #: ... points a deal another card must beat the rules' card by ...
    near_margin: float = 1.0
    #: ... at this many standard errors of the paired differences.
    near_z: float = 2.0
    #: Simulated cards per slice of work (Hard's figure: under a millisecond natively).
    slice_cards: int = 150


SHIPPED = NormalConfig()


# -- passing ---------------------------------------------------------------------------
def pass_scores(hand: int) -> dict[int, float]:
    """How much each card wants to leave the hand (higher = pass it)."""
    cards = bits(hand)
    length = [popcount(hand & m) for m in SUIT_MASK]
    low_spades = popcount(hand & SUIT_MASK[SPADES] & ((1 << QS) - 1))
    scores: dict[int, float] = {}
    for c in cards:
        s, r = SUIT_OF[c], RANK_OF[c]
        if c == QS:
            sc = 100.0 if low_spades < 4 else -40.0
        elif c == AS or c == KS:
            sc = 90.0 if low_spades < 4 else (15.0 if hand & QS_BIT else 8.0)
        elif s == SPADES:
            sc = -30.0 + r
        elif s == HEARTS:
            sc = 2.0 * r - 8.0
        else:
            sc = float(r)
            if length[s] <= 3:
                sc += (4 - length[s]) * 6.0  # empty a short minor suit to make a void
        if c == 0:
            sc -= 2.0
        scores[c] = sc
    return scores


def choose_pass(hand: int) -> list[int]:
    sc = pass_scores(hand)
    return sorted(sc, key=lambda c: (-sc[c], -RANK_OF[c], -c))[:3]


def think_pass(view: PlayerView, rng: Rng, config: NormalConfig = SHIPPED) -> Generator[None, None, list[Card]]:
    k = Knowledge(view)
    return [to_card(c) for c in choose_pass(k.hand)]
    yield


# -- the moon -------------------------------------------------------------------------------
def sure_winners(k: Knowledge) -> int:
    """Cards of my hand that beat every unseen card of their suit (top sequences)."""
    n = 0
    for s in range(4):
        mine = k.hand & SUIT_MASK[s]
        others = k.unseen & SUIT_MASK[s]
        while mine:
            top = highest(mine)
            if others >> top:
                break
            n += 1
            mine &= ~(1 << top)
    return n


def shooting(k: Knowledge) -> bool:
    """Whether to go for the moon: nobody else has points and my hand can take every trick.

    Not when the moon would end the game with someone else winning it
    (standing.moon_loses_game).
    """
    me = k.me
    if any(k.took_points[s] for s in range(4) if s != me):
        return False
    if moon_loses_game(k.standing, me):
        return False
    size = popcount(k.hand)
    losers = size - sure_winners(k)
    hearts = popcount(k.hand & HEART_MASK)
    if losers <= 1 and (k.points[me] > 0 or hearts >= 5):
        return True
    top_hearts = (k.hand >> 48) & 0b111 == 0b111  # A K Q of hearts
    return k.tricks_done <= 3 and hearts >= 7 and top_hearts and losers <= 3


def moon_threat(k: Knowledge, config: NormalConfig = SHIPPED) -> int:
    """An opponent who has taken every point so far, and plenty of them (-1: none).

    Fewer suffice when its moon would end the game without this seat winning.
    """
    t = threat_seat(k.points)
    if t < 0 and k.standing is not None:
        t = threat_seat(k.points, config.losing_moon_points)
        if t >= 0 and (t == k.me or not moon_loses_game(k.standing, t, k.me)):
            t = -1
    return -1 if t == k.me else t


# -- playing -----------------------------------------------------------------------------------
def play_card(k: Knowledge, config: NormalConfig = SHIPPED) -> int:
    """Shoot when the hand can, else the shared rule-of-thumb policy (fastsim.policy)."""
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    if not allowed & (allowed - 1):
        return highest(allowed)
    if shooting(k):
        return shoot_card(k, allowed)
    if k.scoring.jack_points:
        jack = jack_card(k, allowed)
        if jack >= 0:
            return jack
    card = policy(k.hand, k.trick, k.leader, k.me, k.broken, k.first, k.rules, k.unseen,
                  moon_threat(k, config), k.voids)
    if k.standing is not None and k.trick and (len(k.trick) == 3 or not k.hand & SUIT_MASK[SUIT_OF[k.trick[0]]]):
        card = game_card(k, allowed, card, config)
    if card == JD and k.scoring.jack_points < 0 and k.trick and SUIT_OF[k.trick[0]] != DIAMONDS:
        rest = k.hand & ~(1 << JD)
        if allowed & rest:  # void: keep J♦ (it is worth points to whoever takes it)
            card = policy(rest, k.trick, k.leader, k.me, k.broken, k.first, k.rules, k.unseen,
                          moon_threat(k, config), k.voids)
    return card


def last_card_class(k: Knowledge, c: int) -> int:
    """What playing ``c`` to the trick does to the game: 0 this seat wins, 2 another wins, 1 it goes on.

    The trick is taken by who takes it so far (certain when last) and the hand scored with the
    points taken so far.  (The rest of the hand can still move points; this is Normal's rule of
    thumb, Hard searches it.)
    """
    assert k.standing is not None
    wi, pts = trick_taker(k.trick + [c])
    taker = (k.leader + wi) & 3
    now = [k.scores[s] + k.points[s] + (pts if s == taker else 0) for s in range(4)]
    if max(now) < k.standing.target:
        return 1
    low = min(now)
    if now.count(low) > 1:
        return 1  # a shared lowest total plays on
    return 0 if now[k.me] == low else 2


def game_card(k: Knowledge, allowed: int, card: int, config: NormalConfig = SHIPPED) -> int:
    """The card to play last to a trick near the limit, or void in the suit led, for the game.

    The policy's ``card`` unless another card's effect on the game is better (last_card_class):
    the points that end the game with this seat lowest go to the trick's taker (Q♠ first, then
    the highest heart), and a card that would push someone over the limit while another seat is
    lowest is kept back: a safe discard, or (last to play) the lowest card that takes the trick
    (a point taken to keep the game going) while that leaves this seat under the limit.
    """
    classes = {c: last_card_class(k, c) for c in bits(allowed)}
    best = min(classes.values())
    if classes[card] == best:
        return card
    pick = [c for c in bits(allowed) if classes[c] == best]
    if best == 0:
        return max(pick, key=lambda c: (POINTS_OF[c], RANK_OF[c], c))
    subset = 0
    for c in pick:
        subset |= 1 << c
    # among the cards that keep the game going, the policy's own choice (every card of
    # ``subset`` is legal, so the policy's legality check keeps to them)
    return policy(subset, k.trick, k.leader, k.me, k.broken, k.first, k.rules, k.unseen,
                  moon_threat(k, config), k.voids)


def jack_card(k: Knowledge, allowed: int) -> int:
    """The play for J♦ when it is worth points to its taker (-1: no such play).

    Playing last to a trick that holds J♦ and no penalty point, take it with the lowest card
    that wins; with J♦ in hand, last to a diamond trick this hand wins anyway, play J♦ into it.
    """
    trick = k.trick
    if len(trick) != 3 or SUIT_OF[trick[0]] != DIAMONDS:
        return -1
    if any(POINTS_OF[c] for c in trick):
        return -1
    win = max(c for c in trick if SUIT_OF[c] == DIAMONDS)
    above = allowed & SUIT_MASK[DIAMONDS] & ~((1 << (win + 1)) - 1)
    if not above:
        return -1
    if JD in trick:
        return lowest(above)
    if above >> JD & 1:
        return JD
    return -1


def shoot_card(k: Knowledge, allowed: int) -> int:
    """Going for the moon: cash sure winners, win what can be won, keep points."""
    trick = k.trick
    if not trick:
        for s in (SPADES, CLUBS, DIAMONDS, HEARTS):
            m = allowed & SUIT_MASK[s]
            if m and not (k.unseen & SUIT_MASK[s]) >> highest(m):
                return highest(m)
        return max(bits(allowed), key=lambda c: (RANK_OF[c], c))
    led = SUIT_OF[trick[0]]
    follow = allowed & SUIT_MASK[led]
    if follow:
        win = trick[trick_taker(trick)[0]]
        above = follow >> (win + 1)
        if above:
            return highest(follow)
        return lowest(follow)
    cards = bits(allowed)
    non_pts = [c for c in cards if not POINTS_OF[c]]
    return min(non_pts or cards, key=lambda c: (RANK_OF[c], c))


def think_play(view: PlayerView, rng: Rng, config: NormalConfig = SHIPPED) -> Generator[None, None, Card]:
    """``play_card``, checked against the game in a hand that could end it.

    The check is near_limit.check_card: a short search, the only use of ``rng``.
    """
    k = Knowledge(view)
    card = play_card(k, config)
    if k.standing is not None and not shooting(k):
        allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
        if allowed & (allowed - 1):
            card = yield from near_limit.check_card(k, allowed, card, rng, config)
    return to_card(card)
