"""The rollout policy's verdict on an opponent's card, over many sampled deals at once.

Reading the opponents (``inference.Reader``) asks, for every card an opponent has played
and every one of a decision's sampled deals, whether ``fastsim.policy``, holding that
opponent's cards of the deal, would have played the same card.  Asked deal by deal that
is one policy call per card per deal: most of a decision's time.  Here the deals are
turned on their side (``deal_lanes.transpose``): per seat and card, one int whose bit i says that
deal i gives the card to the seat.  A question about the hand ("does it hold a spade
above the 9?") is then one int operation answered for every deal together, and each of
the policy's rules (its lead costs, its follows, its discards) becomes a few of them.

The policy stays the one place its rules are written; this module restates them in that
form, answer for answer.  It is also the one restatement of the rules of play
(``game/hearts/bits.legal_mask``: follow suit, hearts unbroken, no points on the first
trick, Q♠ waits): the every-deal-at-once form of the legal cards (``_lead_by_cost``,
``_follow``, ``_discard``), alongside ``deal_lanes``' every-deal-at-once form of the deal.
The tests hold the two equal on random deals and histories (``Reader.weights`` against
``inference.likelihood``, which calls the policy itself, whose legality the core's tests
hold to ``bits.legal_mask``).
A change to the policy's rules must be made here too: those tests say where.
"""

from __future__ import annotations

# the policy's own tables: its lead costs must come out as the very same floats
from ..rules import Rules
from .fastsim import _ABOVE, _BELOW, _RANK_COST, HIGH_SPADES
from .knowledge import AS, KS, POINT_MASK, QS, SUIT_MASK, SUIT_OF, bits, trick_taker

#: The cards that are not points (hearts and Q♠ are): a void player's safe discards.
_SAFE = ((1 << 52) - 1) & ~POINT_MASK


def held_by(cols: list[int], later: int, every: int) -> list[int]:
    """Per card, the deals in which the seat holds it at a point of the hand.

    It holds a card dealt to it now (``cols``), or among the cards it went on to play
    (``later``: in every deal).  A card played before that point is in neither, so it is held in
    no deal.
    """
    held = list(cols)
    while later:
        low = later & -later
        held[low.bit_length() - 1] = every
        later ^= low
    return held


def _any(held: list[int], cards: int) -> int:
    """The deals in which the seat holds at least one of ``cards``."""
    out = 0
    while cards:
        low = cards & -cards
        out |= held[low.bit_length() - 1]
        cards ^= low
    return out


def _all(held: list[int], cards: int, every: int) -> int:
    """The deals in which the seat holds every one of ``cards``."""
    out = every
    while cards:
        low = cards & -cards
        out &= held[low.bit_length() - 1]
        cards ^= low
    return out


def _exclude_queen(allowed: list[int], cards: int) -> None:
    """The queen-waits rule on ``allowed`` (per card of ``cards``): no Q♠ where another card is allowed."""
    if cards >> QS & 1 and allowed[QS]:
        allowed[QS] &= ~_any(allowed, cards & ~(1 << QS))


def chosen(c: int, cur: list[int], leader: int, seat: int, broken: bool, first: bool, rules: Rules,
           remaining: int, threat: int, voids: list[int], later: int, dealt: list[int],
           held: list[int], every: int) -> int:
    """The deals in which ``fastsim.policy`` plays ``c``, as ``seat`` did.

    In deal i the seat holds the cards ``dealt[i] | later`` (``held``: ``held_by`` of them;
    ``remaining``: the cards not yet played at that point; ``every``: all the deals).  The
    policy's other arguments are its own.
    """
    queen_waits = rules.queen_waits
    if not cur:
        return _lead(c, seat, broken, first, queen_waits, remaining, voids, held, every)
    led = SUIT_OF[cur[0]]
    wi, pts = trick_taker(cur)  # who takes the trick so far, as the policy works it out
    win = cur[wi]
    defend = threat >= 0 and threat != seat and (leader + wi) & 3 == threat
    if SUIT_OF[c] == led:
        return _follow(c, cur, leader, led, win, pts, defend, broken, queen_waits, remaining, voids, held, every)
    return _discard(c, len(cur) == 3, led, defend, broken, first, queen_waits, rules.no_points_first_trick,
                    remaining, held, every, (dealt, later))


def _lead(c: int, seat: int, broken: bool, first: bool, queen_waits: bool, remaining: int, voids: list[int],
          held: list[int], every: int) -> int:
    """The policy's lead: the lowest allowed card of the suit that costs least to lead.

    The first such suit wins a tie; the cost is worked out from the cards still out below and
    above the card.
    """
    if first:
        # the first lead is 2♣ when held; without it, any card (hearts too)
        two = held[0]
        got = two if c == 0 else 0
        rest = every & ~two
        if rest:
            got |= _lead_by_cost(c, seat, broken, queen_waits, remaining, voids, held, every, every) & rest
        return got
    hearts_ok = every if broken else every & ~_any(held, remaining & ~SUIT_MASK[3])
    return _lead_by_cost(c, seat, broken, queen_waits, remaining, voids, held, every, hearts_ok)


def _lead_by_cost(c: int, seat: int, broken: bool, queen_waits: bool, remaining: int, voids: list[int],
                  held: list[int], every: int, hearts_ok: int) -> int:
    """The deals in which ``c`` is the lowest allowed card of the cheapest suit to lead.

    ``hearts_ok``: the deals in which hearts may be led.
    """
    allowed = list(held)
    for x in bits(remaining & SUIT_MASK[3]):
        allowed[x] &= hearts_ok
    if queen_waits and not broken:
        _exclude_queen(allowed, remaining)
    sc = SUIT_OF[c]
    # c is led only where it is the lowest allowed card of its suit
    mine = allowed[c] & ~_any(allowed, remaining & _BELOW[c])
    if not mine:
        return 0
    costs = [_lead_costs(s, [c] if s == sc else bits(remaining & SUIT_MASK[s]), seat, remaining, voids, held,
                         allowed, every) for s in range(4)]
    got = 0
    for own, deals in costs[sc][0].items():
        deals &= mine
        # an earlier suit must cost more, a later one at least as much (the first lowest wins)
        for s in range(4):
            if s == sc or not deals:
                continue
            options, empty = costs[s]
            fine = empty
            for cost, by_cost in options.items():
                if (cost > own) if s < sc else (cost >= own):
                    fine |= by_cost
            deals &= fine
        got |= deals
    return got


def _lead_costs(s: int, cards: list[int], seat: int, remaining: int, voids: list[int], held: list[int],
                allowed: list[int], every: int) -> tuple[dict[float, int], int]:
    """The policy's lead cost of suit ``s`` in each deal, grouped by cost.

    Returns (cost -> the deals in which the lowest allowed card of ``s`` among ``cards`` costs
    that, the deals with none of them allowed).
    """
    v1 = voids[(seat + 1) & 3]
    v2 = voids[(seat + 2) & 3]
    v3 = voids[(seat + 3) & 3]
    shown = (v1 | v2 | v3) >> s & 1
    nv = (v1 >> s & 1) + (v2 >> s & 1) + (v3 >> s & 1)
    queen_out = remaining >> QS & 1
    queen_in = held[QS]
    high_in = held[AS] | held[KS]
    costs: dict[float, int] = {}
    seen = 0
    for x in cards:
        lowest = allowed[x] & ~seen
        if not lowest:
            continue
        seen |= lowest
        below = (remaining & _BELOW[x]).bit_count()
        covered = _all(held, remaining & _ABOVE[x], every)
        for is_covered, by_cover in ((True, lowest & covered), (False, lowest & ~covered)):
            if not by_cover:
                continue
            if s != 2:
                variants = [(by_cover, below, False, False, False)]
            else:
                variants = []
                for q_in, by_queen in ((True, by_cover & queen_in), (False, by_cover & ~queen_in)):
                    if not by_queen:
                        continue
                    # the held Q♠ under x is not others' (it was set aside by the
                    # queen-waits rule, or x would not be the lowest allowed)
                    lower = below - 1 if q_in and x > QS and queen_out else below
                    q_out = bool(queen_out) and not q_in
                    if q_out and x < QS:
                        for h_in, by_high in ((True, by_queen & high_in), (False, by_queen & ~high_in)):
                            if by_high:
                                variants.append((by_high, lower, q_in, q_out, h_in))
                    else:
                        variants.append((by_queen, lower, q_in, q_out, False))
            for deals, lower, q_in, q_out, h_in in variants:
                # fastsim.policy's lead cost, operation for operation (the floats must match)
                cost = lower + _RANK_COST[x]
                if is_covered:
                    cost += 8.0  # nobody can go over: the trick is mine
                if shown:
                    cost += 2.0 * nv * (1.0 if lower else 0.3)
                if s == 3:
                    cost += 1.5
                elif s == 2:
                    if x == QS:
                        cost += 30.0
                    elif x > QS and q_out:
                        cost += 40.0
                    elif q_in:
                        cost += 12.0
                    elif q_out and not h_in:
                        cost -= 3.0
                costs[cost] = costs.get(cost, 0) | deals
        if seen == every:
            break  # every deal has its lowest card of the suit
    return costs, every & ~seen


def _follow(c: int, cur: list[int], leader: int, led: int, win: int, pts: int, defend: bool, broken: bool,
            queen_waits: bool, remaining: int, voids: list[int], held: list[int], every: int) -> int:
    """The policy's card when it follows suit.

    It takes a point off a shooter, drops Q♠ under a higher spade, ducks under the winner with
    its highest card that does, sheds its high card when safe, else plays low.
    """
    suit = remaining & SUIT_MASK[led]
    allowed = list(held)
    if queen_waits and not broken and led == 2:
        _exclude_queen(allowed, suit)
    above = suit & ~((2 << win) - 1)
    below = suit & ((1 << win) - 1)
    undecided = every
    got = 0
    if defend and (pts or led == 3):
        # the lowest card above the winner
        if c > win:
            got |= undecided & allowed[c] & ~_any(allowed, above & ((1 << c) - 1))
        undecided &= ~_any(allowed, above)
    if led == 2 and below >> QS & 1:
        if c == QS:
            got |= undecided & allowed[QS]
        undecided &= ~allowed[QS]
    under = _any(allowed, below)
    if len(cur) == 3:
        if pts:
            if c < win:
                got |= undecided & allowed[c] & ~_any(allowed, below & ~((2 << c) - 1))
            undecided &= ~under
        return got | (undecided & _top_but_queen(c, allowed, suit))
    if c < win:
        got |= undecided & allowed[c] & ~_any(allowed, below & ~((2 << c) - 1))
    undecided &= ~under
    if led == 2 and suit >> QS & 1:
        queen_out = every & ~held[QS]  # Q♠ still out and not in this hand
        got |= undecided & queen_out & _bottom_but_queen(c, allowed, suit)
        undecided &= ~queen_out
    if not pts and led != 3 and suit.bit_count() >= 9:
        later_void = False
        for i in range(len(cur) + 1, 4):
            if voids[(leader + i) & 3] >> led & 1:
                later_void = True
        if not later_void:
            return got | (undecided & _top_but_queen(c, allowed, suit))
    return got | (undecided & _bottom_but_queen(c, allowed, suit))


def _top_but_queen(c: int, allowed: list[int], suit: int) -> int:
    """The deals in which ``c`` is the highest allowed card of ``suit`` other than Q♠.

    Or Q♠ when it is the only one (``follow & ~QS_BIT or follow``, then its highest).
    """
    others = suit & ~(1 << QS)
    if c == QS:
        return allowed[QS] & ~_any(allowed, others)
    return allowed[c] & ~_any(allowed, others & ~((2 << c) - 1))


def _bottom_but_queen(c: int, allowed: list[int], suit: int) -> int:
    """As ``_top_but_queen`` for the lowest card."""
    others = suit & ~(1 << QS)
    if c == QS:
        return allowed[QS] & ~_any(allowed, others)
    return allowed[c] & ~_any(allowed, others & ((1 << c) - 1))


def _discard(c: int, last: bool, led: int, defend: bool, broken: bool, first: bool, queen_waits: bool,
             no_points_first: bool, remaining: int, held: list[int], every: int, hands: tuple[list[int], int]) -> int:
    """The policy's card when void in the suit led.

    A safe card when defending last, else Q♠, A♠/K♠ while Q♠ is out, its highest heart, else its
    highest card (from its shortest suit on a tie of ranks).
    """
    void = every & ~_any(held, remaining & SUIT_MASK[led])  # elsewhere it follows
    cards = remaining & ~SUIT_MASK[led]
    allowed = list(held)
    if first and no_points_first:
        safe_in = _any(held, cards & _SAFE)
        for x in bits(cards & POINT_MASK):
            allowed[x] &= ~safe_in
    if queen_waits and not broken:
        _exclude_queen(allowed, cards)
    undecided = void
    got = 0
    if defend and last:
        safe = cards & _SAFE
        has_safe = _any(allowed, safe)
        if _SAFE >> c & 1:
            got |= undecided & has_safe & _dump(c, allowed, safe, hands)
        undecided &= ~has_safe
    if cards >> QS & 1:
        if c == QS:
            got |= undecided & allowed[QS]
        undecided &= ~allowed[QS]
        queen_out = every & ~held[QS]
        high = cards & HIGH_SPADES
        has_high = queen_out & _any(allowed, high)
        if c == AS:
            got |= undecided & has_high & allowed[AS]
        elif c == KS:
            got |= undecided & has_high & ~allowed[AS] & allowed[KS]
        undecided &= ~has_high
    if not defend:
        hearts = cards & SUIT_MASK[3]
        if SUIT_OF[c] == 3:
            got |= undecided & allowed[c] & ~_any(allowed, hearts & ~((2 << c) - 1))
        undecided &= ~_any(allowed, hearts)
    return got | (undecided & _dump(c, allowed, cards, hands))


def _dump(c: int, allowed: list[int], cards: int, hands: tuple[list[int], int]) -> int:
    """The deals in which ``fastsim._dump_card`` of the allowed ``cards`` is ``c``.

    The dump card is the highest rank, on equal ranks the shorter suit of the hand, then the
    higher suit.  The rare tie of ranks is settled deal by deal (``hands``: each deal's dealt
    cards, and the cards played later).
    """
    sc = SUIT_OF[c]
    if not cards >> c & 1:
        return 0
    rank = c - 13 * sc
    got = allowed[c] & ~_any(allowed, cards & SUIT_MASK[sc] & ~((2 << c) - 1))
    ties: list[tuple[int, int]] = []
    for s in range(4):
        if s == sc or not got:
            continue
        suit = cards & SUIT_MASK[s]
        over = suit & ~((2 << (13 * s + rank)) - 1)
        got &= ~_any(allowed, over)
        same = 13 * s + rank
        if suit >> same & 1:
            tie = got & allowed[same]
            if tie:
                ties.append((s, tie))
    dealt, later = hands
    for s, tie in ties:
        m = tie & got
        while m:
            low = m & -m
            i = low.bit_length() - 1
            m ^= low
            h = dealt[i] | later
            mine = (h & SUIT_MASK[sc]).bit_count()
            theirs = (h & SUIT_MASK[s]).bit_count()
            # a suit visited before c's (a higher one) must be longer; a later one at least as long
            if not (mine < theirs if s > sc else theirs >= mine):
                got &= ~low
    return got
