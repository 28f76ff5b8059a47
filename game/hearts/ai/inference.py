"""Reading the opponents' cards from how they played.

A sampled deal is weighed by how well it explains the cards the opponents chose:
replaying the hand so far with the rollout policy in their seats, every card the
policy would also have chosen keeps the weight, every other card multiplies it by
``SURPRISE``.  Only public facts and the sampled deal are used.  Worlds are then
drawn in proportion to their weights (systematic resampling).
"""

from __future__ import annotations

from game.rng import Rng

from .fastsim import policy, shoot_policy, threat_seat
from .knowledge import POINTS_OF, SUIT_MASK, SUIT_OF, Knowledge, bits

#: 0.5, not 0.1 (issue 15): 0.1 let a few deals that fit the policy perfectly carry all
#: the weight, which is right only against Normal; against other programs it cost
#: about a point a hand (see hard.INFORMED).
SURPRISE = 0.5
#: How much likelier a void is in a hand after the pass than in a fresh deal, per
#: suit (players pass to empty short suits): measured on Normal's passes, 2,400
#: hands; a fresh deal is void in a given suit ~1.3% of the time, after the pass
#: ~8% in clubs or diamonds.
VOID_PRIOR = (5.7, 5.6, 2.2, 1.6)
#: Each opponent is read two ways at once: with chance MIX_ALPHA it plays like the
#: rollout policy (a card the policy would not play costs STRICT), else loosely
#: (SURPRISE).  Against Normal the strict reading takes over as the deals that fit
#: its play win; against anyone else every deal misses and the loose one decides.
#: 0 turns it off (the reading is SURPRISE alone).  0.5 measured +0.06 ± 0.22 points a
#: hand against 3 Normal (1,200 hands, paired by deal): no gain even there, so off.
MIX_ALPHA = 0.0
STRICT = 0.05



def play_history(view) -> list[tuple[int, list[int]]]:
    """(leader, cards) of every trick so far, the current one last."""
    out = [(t.leader, [c.index for c in t.cards]) for t in view.tricks]
    if view.trick.cards:
        out.append((view.trick.leader, [c.index for c in view.trick.cards]))
    return out


def across_pass_check(k: Knowledge, passed_mask: int, received_mask: int):
    """For a hand passing across: a test of a world's across hand, true when that
    seat, holding its pre-pass cards, would have passed what this seat received
    (as Normal passes).  None when it does not apply."""
    if k.pass_target is None or (k.pass_target - k.me) % 4 != 2 or not received_mask:
        return None
    from .normal import choose_pass

    x = k.pass_target
    want = sorted(bits(received_mask))

    def check(world: list) -> bool:
        pre = ((world[x] | k.played_by[x]) & ~passed_mask) | received_mask
        return sorted(choose_pass(pre)) == want

    return check


def likelihood(world: list, k: Knowledge, history: list, passed: bool, pass_check=None) -> float:
    """How well ``world`` explains the hand so far (up to a constant factor)."""
    prior, misses = surprises(world, k, history, passed, pass_check)
    w = prior
    if MIX_ALPHA:
        for s in range(4):
            if misses[s]:
                w *= MIX_ALPHA * STRICT ** misses[s] + (1.0 - MIX_ALPHA) * SURPRISE ** misses[s]
        return w
    for s in range(4):
        if misses[s]:
            w *= SURPRISE ** misses[s]
    return w


def surprises(world: list, k: Knowledge, history: list, passed: bool, pass_check=None,
              suspect: int = -1) -> tuple:
    """(prior weight of ``world``, per seat the number of its cards so far that the
    rollout policy would not have played holding that seat's cards of ``world``, and
    the same count for ``suspect`` under the moon shooter's policy)."""
    me = k.me
    hands = [world[s] | k.played_by[s] for s in range(4)]
    w = 1.0
    if pass_check is not None and not pass_check(world):
        w = SURPRISE
    if passed:
        for s in range(4):
            if s != me:
                for su in range(4):
                    if not hands[s] & SUIT_MASK[su]:
                        w *= VOID_PRIOR[su]
    misses = [0, 0, 0, 0]
    shoot_misses = 0
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    points = [0, 0, 0, 0]
    threat = -1
    voids = [0, 0, 0, 0]
    broken = False
    first = True
    qw, npf = k.queen_waits, k.no_points_first
    for leader, cards in history:
        cur: list[int] = []
        for i, c in enumerate(cards):
            seat = (leader + i) & 3
            h = hands[seat]
            if seat != me and h & (h - 1):
                if policy(h, cur, leader, seat, broken, first, qw, npf, remaining & ~h, threat, voids) != c:
                    misses[seat] += 1
                if seat == suspect and shoot_policy(h, cur, broken, first, qw, npf, remaining & ~h) != c:
                    shoot_misses += 1
            if i and SUIT_OF[c] != SUIT_OF[cards[0]]:
                voids[seat] |= 1 << SUIT_OF[cards[0]]
            bit = 1 << c
            hands[seat] = h & ~bit
            remaining &= ~bit
            cur.append(c)
            if c >= 39:
                broken = True
        if len(cards) == 4:
            if _credit_trick(leader, cards, points):
                threat = threat_seat(points)
            first = False
    if suspect >= 0:
        return w, misses, shoot_misses
    return w, misses


def resample(worlds: list, weights: list, n: int, rng: Rng) -> list:
    """``n`` worlds drawn in proportion to ``weights`` (systematic resampling)."""
    total = sum(weights)
    if total <= 0:
        return worlds[:n]
    step = total / n
    u = rng.random() * step
    out = []
    acc = 0.0
    i = 0
    for j in range(n):
        target = u + j * step
        while i < len(worlds) - 1 and acc + weights[i] < target:
            acc += weights[i]
            i += 1
        out.append(worlds[i])
    return out


def policy_constraints(k: Knowledge, history: list) -> list:
    """Cards each opponent cannot hold if it plays like the rollout policy.

    Replays the hand's public facts and, for each opponent's card, rules out what
    the policy would have played instead (a duck is the highest card under the
    winner, a dump takes Q♠ first, then A♠/K♠, then the highest heart...).  Each
    rule also holds when the card was forced, so a policy player's true hand never
    breaks one.  Leads and moon-defence plays are not read.  Used to propose
    deals (mixed with plain ones), never as proof.
    """
    forbid = [0, 0, 0, 0]
    played = 0
    points = [0, 0, 0, 0]
    threat = -1
    broken = False
    first = True
    qw, npf = k.queen_waits, k.no_points_first
    me = k.me
    for leader, cards in history:
        for i, c in enumerate(cards):
            seat = (leader + i) & 3
            if i and seat != me:
                _rule_out(forbid, seat, c, cards[:i], leader, played, broken, first, threat, qw, npf)
            played |= 1 << c
            if c >= 39:
                broken = True
        if len(cards) == 4:
            if _credit_trick(leader, cards, points):
                threat = threat_seat(points)
            first = False
    out = [0, 0, 0, 0]
    for s in range(4):
        if s != me:
            out[s] = forbid[s] & k.unseen & ~k.known[s]
    return out


_QS = 36
_HIGH = (1 << 37) | (1 << 38)


def _credit_trick(leader: int, cards: list[int], points: list[int]) -> bool:
    """Add a finished trick's points to its taker; True if it carried any."""
    led = SUIT_OF[cards[0]]
    wi = 0
    p = 0
    for i in range(4):
        p += POINTS_OF[cards[i]]
        if SUIT_OF[cards[i]] == led and cards[i] > cards[wi]:
            wi = i
    if p:
        points[(leader + wi) & 3] += p
    return p > 0


def _rule_out(forbid, seat, c, trick, leader, played, broken, first, threat, qw, npf) -> None:
    led = SUIT_OF[trick[0]]
    win = trick[0]
    wi = 0
    pts = POINTS_OF[win]
    for i in range(1, len(trick)):
        x = trick[i]
        pts += POINTS_OF[x]
        if SUIT_OF[x] == led and x > win:
            win = x
            wi = i
    if threat >= 0 and threat != seat and (leader + wi) & 3 == threat:
        return  # a moon defence may break every rule below
    last = len(trick) == 3
    suit = SUIT_MASK[led]
    qs_free = not (qw and not broken)  # may Q♠ be played at all now?
    qs_unplayed = not played >> _QS & 1
    no_qs = ~(1 << _QS) if not qs_free else -1
    f = 0
    if SUIT_OF[c] == led:
        between = lambda lo, hi: suit & ((1 << hi) - 1) & ~((1 << (lo + 1)) - 1)  # noqa: E731
        if led == 2 and win > _QS and c != _QS and qs_free:
            f |= 1 << _QS  # the queen goes under a higher spade
        if c == _QS and win > _QS:
            pass  # the queen under a higher spade comes before every other rule
        elif c < win:
            if last and not pts:
                f |= suit & ~((1 << (c + 1)) - 1) & ~(1 << _QS)  # sheds its highest
            else:
                f |= between(c, win) & no_qs  # the highest card under the winner
        elif last:
            f |= suit & ~((1 << (c + 1)) - 1) & ~(1 << _QS)  # its highest (not Q♠)
            if pts:
                f |= suit & ((1 << win) - 1)  # it would have ducked
        else:
            f |= suit & ((1 << win) - 1)  # it would have ducked
            if not (led == 2 and qs_unplayed):
                remaining = 13 - (played & suit).bit_count()
                if not pts and led != 3 and remaining >= 9:
                    pass  # highest unless a later seat is void: not read
                else:
                    f |= between(win, c)  # its lowest card over the winner
    else:
        # void in the suit led: the dump order is Q♠, A♠/K♠ (queen still out), hearts
        points_ok = not (first and npf)
        # is Q♠ known to be out of this hand (so A♠/K♠ come next)?
        qs_elsewhere = False
        if c != _QS and qs_unplayed and qs_free and points_ok:
            f |= 1 << _QS
            qs_elsewhere = True
        if c == _QS:
            pass
        elif c in (37, 38):
            if c == 37 and qs_elsewhere:
                f |= 1 << 38
        else:
            if qs_elsewhere:
                f |= _HIGH
            if SUIT_OF[c] == 3:
                f |= SUIT_MASK[3] & ~((1 << (c + 1)) - 1)
            elif points_ok:
                f |= SUIT_MASK[3]
                rank = c % 13
                for s in range(3):
                    f |= SUIT_MASK[s] & ~((1 << (13 * s + rank + 1)) - 1) & no_qs
    forbid[seat] |= f & ~played & ~(1 << c)
