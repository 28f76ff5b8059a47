"""Hearts against outside programs, with OpenSpiel's ``hearts`` as the referee.

    pip install '.[arena]'        # or: pip install open_spiel   (a development tool only)
    nice -n 10 python tools/bench/openspiel_arena.py --players hard,hard,ismcts,ismcts --deals 50
    nice -n 10 python tools/bench/openspiel_arena.py --players moon,hard,hard,hard --deals 250

Each deal (our own deal of hand ``d % 4 + 1``, so the pass direction cycles) is played
four times with the players rotated through the seats (duplicate play: the luck of the
cards cancels).  OpenSpiel keeps the score; our engine (game.hearts.match) follows every
action too, so the two are cross-checked: the legal moves of every decision (ours must
equal OpenSpiel's) and every hand's points.

Player kinds:
  easy, normal, hard, random, moon   our levels in-process (``moon``: the moon-seeking
                                     sparring player of game.hearts.console.arena)
  hardx                              Hard with the settings of ``--hardx-set NAME=VALUE``
                                     (HardConfig fields, e.g. ``pass_margin=1000``): a variant seated beside
                                     the plain Hard, so the two pair by deal at one table
  bot:LEVEL                          our level through the bot protocol
                                     (``python -m game.hearts bot --level LEVEL``)
  os-random                          uniformly random legal moves
  ismcts                             OpenSpiel's C++ ISMCTS (``--ismcts-*`` settings)

Rule variants (``--variant``, repeatable; ``--each-variant`` runs every one in turn, then
prints one line of figures per variant):
  jd_bonus                 J♦ counts −10 (ours: Rules(jack_of_diamonds=True))
  avoid_all_tricks_bonus   no trick at all in a hand is worth −5 (no_tricks_bonus=True)
  can_lead_any_club        the first trick may be led with any club (first_lead="any_club")
  no_passing               OpenSpiel's pass_cards=false (passing="none")

    nice -n 10 python tools/bench/openspiel_arena.py --players random,easy,random,easy --deals 50 --each-variant

OpenSpiel's bots pass with a simple rule (``--os-pass``: Normal's passing rule, or the
three highest cards): OpenSpiel 2.0.2's resampling ignores shown voids and crashes ISMCTS
in the pass phase.  Settings are mapped to OpenSpiel's: ``qs_breaks_hearts=false`` (our
queen never breaks hearts), ``no_pts_on_first_trick`` = ``--no-points-first-trick``;
a moon adds 26 to the others (both programs' default).  The deals and our players are
reproducible from ``--seed``; OpenSpiel 2.0.2's ISMCTS is not (the same seeds give other
moves from run to run), so two runs pair by deal only.  Prints points per hand (lower
is better) with standard errors per player kind, differences paired by deal, moons shot,
and decision times.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.cards import Card, Suit  # noqa: E402
from game.hearts.ai import Decision, normal, player  # noqa: E402
from game.hearts.ai.hard import SHIPPED, HardConfig  # noqa: E402
from game.hearts.ai.knowledge import mask_of  # noqa: E402
from game.hearts.console.arena import ARENA_LEVELS, decide, std_error  # noqa: E402
from game.hearts.deal import PassDirection  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.hearts.rules import Rules  # noqa: E402
from game.rng import mix64  # noqa: E402
from tools.bench.overrides import with_overrides  # noqa: E402

QUEEN_OF_SPADES = Card.parse("QS")
TWO_OF_CLUBS = Card.parse("2C")

try:
    import pyspiel
except ImportError:  # pragma: no cover - a development tool
    sys.exit("openspiel_arena needs OpenSpiel: pip install open_spiel (or the project's 'arena' extra)")

# OpenSpiel cards are rank * 4 + suit with suits C D H S; ours are suit * 13 + rank with C D S H
_OS_SUIT = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
_OS_PASS = {PassDirection.NONE: 0, PassDirection.LEFT: 1, PassDirection.ACROSS: 2, PassDirection.RIGHT: 3}


def os_card(c: Card) -> int:
    return (int(c.rank) - 2) * 4 + _OS_SUIT[c.suit]


_FROM_OS = {}
for _i in range(52):
    _c = Card.from_index(_i)
    _FROM_OS[os_card(_c)] = _c


def from_os(a: int) -> Card:
    return _FROM_OS[a]


class ProtocolBot:
    """Our level through ``python -m game.hearts bot``: one request line, one answer line."""

    def __init__(self, level: str, seed: int) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game.hearts", "bot", "--level", level, "--seed", str(seed)],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        )

    def decide(self, view) -> Decision:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(view.to_request()) + "\n")
        ans = json.loads(self.proc.stdout.readline())
        if "error" in ans:
            raise RuntimeError(f"bot error: {ans['error']}")
        if "pass" in ans:
            return Decision("pass", tuple(Card.parse(x) for x in ans["pass"]))
        return Decision("play", (Card.parse(ans["play"]),))

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait(timeout=10)


class Kind:
    """Running totals for one kind of player."""

    def __init__(self, name: str, seats: int) -> None:
        self.name = name
        self.seats = seats
        self.hands = 0
        self.points = 0.0
        self.moons = 0
        self.no_moon_points = 0.0
        self.no_moon_hands = 0
        self.queens = 0  # hands without a moon in which this kind took Q♠
        self.per_deal: list[float] = []
        self.play_ms: list[float] = []
        self.pass_ms: list[float] = []

    def pct(self, xs: list, q: float) -> float:
        if not xs:
            return 0.0
        xs = sorted(xs)
        return xs[min(len(xs) - 1, int(q * len(xs)))]


def os_pass(hand: list, rule: str) -> list:
    """The simple pass of OpenSpiel's bots: Normal's rule, or the three highest ranks."""
    if rule == "normal":
        return [Card.from_index(i) for i in normal.choose_pass(mask_of(hand))]
    return sorted(hand, key=lambda c: (int(c.rank), c.index), reverse=True)[:3]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="hard,hard,ismcts,ismcts",
                    help="four kinds, comma separated (see the module docstring)")
    ap.add_argument("--deals", type=int, default=25, help="deals; each is played 4 times")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-points-first-trick", action="store_true")
    ap.add_argument("--variant", action="append", default=[], choices=sorted(VARIANTS),
                    help="a rule variant both programs play (repeatable; see the module docstring)")
    ap.add_argument("--each-variant", action="store_true",
                    help="run once per variant (the other options as given) and print a line of figures each")
    ap.add_argument("--os-pass", choices=("normal", "highest"), default="normal")
    ap.add_argument("--ismcts-sims", type=int, default=1000)
    ap.add_argument("--ismcts-c", type=float, default=26.0, help="UCT constant (points scale)")
    ap.add_argument("--ismcts-worlds", type=int, default=-1, help="max world samples (-1: unlimited)")
    ap.add_argument("--ismcts-rollouts", type=int, default=1, help="random rollouts per leaf")
    ap.add_argument("--ismcts-final", choices=("max_visit_count", "max_value", "normalized_visit_count"),
                    default="max_visit_count")
    ap.add_argument("--log", metavar="FILE",
                    help="write every hand as a JSON line (kinds, passes, plays, points) for analysis")
    ap.add_argument("--quiet", action="store_true", help="no progress lines")
    ap.add_argument("--time-limit", type=float, default=0.0, metavar="SECONDS",
                    help="stop after the deal that passes this many seconds and report the deals played")
    ap.add_argument("--hard-set", action="append", default=[], metavar="NAME=VALUE",
                    help="for experiments: a setting of game.hearts.ai.hard.HardConfig for every Hard seat, "
                         "hardx included (its --hardx-set goes on top), e.g. worlds=60")
    ap.add_argument("--hardx-set", action="append", default=[], metavar="NAME=VALUE",
                    help="the settings of the 'hardx' player kind: Hard with these changes, "
                         "to pair a variant against the plain Hard at the same table")
    args = ap.parse_args()

    players = [p.strip() for p in args.players.split(",")]
    if len(players) != 4:
        ap.error("--players needs four kinds")
    for p in players:
        ok = p in ARENA_LEVELS or p in ("os-random", "ismcts", "hardx") or (
            p.startswith("bot:") and p[4:] in ("easy", "normal", "hard"))
        if not ok:
            ap.error(f"unknown player kind {p!r}")
    if args.deals < 1:
        ap.error("--deals must be at least 1")
    def settings(items: list, flag: str, base: HardConfig) -> HardConfig:
        """``base`` with each NAME=VALUE of ``flag`` (a HardConfig field, any case)."""
        try:
            return with_overrides(base, items)
        except ValueError as exc:
            ap.error(f"{flag}: {exc}")

    if args.each_variant:
        return each_variant(sys.argv[1:])
    hard_config = settings(args.hard_set, "--hard-set", SHIPPED)
    hardx_config = settings(args.hardx_set, "--hardx-set", hard_config)
    ours: dict = {"no_points_first_trick": args.no_points_first_trick}
    params = {
        "qs_breaks_hearts": False,
        "no_pts_on_first_trick": args.no_points_first_trick,
        "pass_cards": True,
        "must_break_hearts": True,
    }
    for v in args.variant:
        ours.update(VARIANTS[v][0])
        params.update(VARIANTS[v][1])
    rules = Rules(**ours)
    game = pyspiel.load_game("hearts", params)
    final = {"max_visit_count": pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
             "max_value": pyspiel.ISMCTSFinalPolicyType.MAX_VALUE,
             "normalized_visit_count": pyspiel.ISMCTSFinalPolicyType.NORMALIZED_VISIT_COUNT}[args.ismcts_final]
    kinds = {p: Kind(p, players.count(p)) for p in dict.fromkeys(players)}
    proto = {p: ProtocolBot(p[4:], args.seed) for p in kinds if p.startswith("bot:")}
    log = open(args.log, "w", encoding="utf-8") if args.log else None
    legal_checks = 0
    hand_checks = 0
    exercised = 0
    mismatches: list[str] = []
    t_start = time.time()
    played = 0
    try:
        for d in range(args.deals):
            if args.time_limit and time.time() - t_start > args.time_limit:
                break
            deal_seed = mix64(args.seed * 1_000_003 + d) % (26**7)
            hand_number = d % 4 + 1
            sums = {p: 0.0 for p in kinds}
            for rot in range(4):
                seat_kind = [players[(s + rot) % 4] for s in range(4)]
                bot_seed = mix64(mix64(args.seed) ^ (d << 4 | rot)) & 0x7FFFFFFF
                ismcts = pyspiel.ISMCTSBot(
                    bot_seed, pyspiel.RandomRolloutEvaluator(args.ismcts_rollouts, bot_seed),
                    args.ismcts_c, args.ismcts_sims, args.ismcts_worlds, final, False, False)
                pyrng = random.Random(bot_seed)
                m = Match.single_hand(deal_seed, hand_number, rules)
                st = game.new_initial_state()
                st.apply_action(_OS_PASS[m.pass_direction])
                for i in range(52):
                    st.apply_action(os_card(m.hands[i % 4][i // 4]))

                def ours(seat: int, kind: str) -> tuple[Decision, float]:
                    view = m.view(seat)
                    t0 = time.perf_counter()
                    if kind.startswith("bot:"):
                        dec = proto[kind].decide(view)
                    elif kind in ("hard", "hardx"):
                        # hardx: Hard with --hardx-set's settings, beside the plain Hard
                        dec = player("hard", hardx_config if kind == "hardx" else hard_config).choose(
                            view, m.decision_rng(seat))
                    else:
                        dec = decide(view, kind, m.decision_rng(seat))
                    return dec, (time.perf_counter() - t0) * 1000.0

                dealt = [list(h) for h in m.hands]
                plays = []
                chosen = {}
                if m.phase == "pass":
                    for s in range(4):
                        k = seat_kind[s]
                        if k in ("ismcts", "os-random"):
                            t0 = time.perf_counter()
                            if k == "os-random":
                                cards = pyrng.sample(list(m.hands[s]), 3)
                            else:
                                cards = os_pass(list(m.hands[s]), args.os_pass)
                            ms = (time.perf_counter() - t0) * 1000.0
                        else:
                            dec, ms = ours(s, k)
                            cards = list(dec.cards)
                        kinds[k].pass_ms.append(ms)
                        chosen[s] = cards
                    for _ in range(4):
                        p = st.current_player()
                        want = {os_card(c) for c in m.hands[p]} - {os_card(c) for c in chosen[p]}
                        legal_checks += 1
                        left = set(st.legal_actions())
                        if not want <= left:
                            mismatches.append(f"pass seat {p}: OpenSpiel {sorted(left)} ours {sorted(want)}")
                        for c in chosen[p]:
                            st.apply_action(os_card(c))
                        if len({os_card(c) for c in chosen[p]}) != 3:
                            raise RuntimeError(f"seat {p} passed {chosen[p]}")
                    for s in range(4):
                        m.submit_pass(s, chosen[s])
                queen_taker = -1
                while not st.is_terminal():
                    p = st.current_player()
                    if p != m.to_act:
                        raise RuntimeError(f"OpenSpiel has seat {p} to act, our engine seat {m.to_act}")
                    os_legal = sorted(st.legal_actions())
                    our_legal = sorted(os_card(c) for c in m.legal(p))
                    legal_checks += 1
                    if os_legal != our_legal:
                        mismatches.append(
                            f"deal {d} rot {rot} seat {p}: OpenSpiel "
                            f"{[str(from_os(a)) for a in os_legal]} ours {[str(from_os(a)) for a in our_legal]}")
                    k = seat_kind[p]
                    if k == "ismcts":
                        t0 = time.perf_counter()
                        a = ismcts.step(st)
                        ms = (time.perf_counter() - t0) * 1000.0
                        card = from_os(a)
                    elif k == "os-random":
                        t0 = time.perf_counter()
                        a = pyrng.choice(os_legal)
                        ms = (time.perf_counter() - t0) * 1000.0
                        card = from_os(a)
                    else:
                        dec, ms = ours(p, k)
                        card = dec.card
                        a = os_card(card)
                    kinds[k].play_ms.append(ms)
                    st.apply_action(a)
                    done = m.play(p, card)
                    plays.append([p, str(card)])
                    if done is not None and QUEEN_OF_SPADES in done.cards:
                        queen_taker = done.winner
                res = m.hand_result
                assert res is not None
                if log is not None:
                    log.write(json.dumps({
                        "deal": d, "rot": rot, "kinds": seat_kind, "direction": m.pass_direction,
                        "hands": [[str(c) for c in h] for h in dealt],
                        "passes": [[str(c) for c in chosen[s]] for s in range(4)] if chosen else None,
                        "plays": plays, "taken": list(res.taken), "moon": res.moon_shooter}) + "\n")
                os_points = [26 - int(round(r)) for r in st.returns()]
                hand_checks += 1
                # a hand in which a variant changed something (so the cross-check tried it)
                exercised += bool((rules.jack_of_diamonds and res.jack is not None)
                                  or (rules.no_tricks_bonus and res.no_tricks)
                                  or (rules.any_club_leads and m.tricks[0].cards[0] != TWO_OF_CLUBS)
                                  or (rules.passing == "none" and hand_number % 4 != 0))
                if list(res.scores) != os_points:
                    mismatches.append(f"deal {d} rot {rot}: points OpenSpiel {os_points} ours {list(res.scores)}")
                for s in range(4):
                    kd = kinds[seat_kind[s]]
                    kd.hands += 1
                    kd.points += os_points[s]
                    sums[kd.name] += os_points[s]
                    if res.moon_shooter == s:
                        kd.moons += 1
                    if res.moon_shooter is None:
                        kd.no_moon_points += os_points[s]
                        kd.no_moon_hands += 1
                        kd.queens += queen_taker == s
            for p, kd in kinds.items():
                kd.per_deal.append(sums[p] / (4 * kd.seats))
            played = d + 1
            if not args.quiet and (d + 1) % 5 == 0:
                line = ", ".join(f"{p} {kd.points / kd.hands:.2f}" for p, kd in kinds.items())
                print(f"  deal {d + 1}/{args.deals} ({time.time() - t_start:.0f} s): {line}",
                      file=sys.stderr, flush=True)
    finally:
        for b in proto.values():
            b.close()
        if log is not None:
            log.close()

    hands = 4 * played
    ism = (f"; ismcts {args.ismcts_sims} simulations, c={args.ismcts_c:g}, worlds {args.ismcts_worlds}, "
           f"rollouts {args.ismcts_rollouts}, {args.ismcts_final}" if "ismcts" in kinds else "")
    print(f"OpenSpiel {getattr(pyspiel, '__version__', '?')} hearts referee: {played} deals x 4 seatings "
          f"= {hands} hands; players {','.join(players)}; seed {args.seed}; "
          f"no points on first trick: {args.no_points_first_trick}; OpenSpiel bots pass by "
          f"{args.os_pass!r}{ism}; {time.time() - t_start:.0f} s"
          + (f"; Hard set {' '.join(args.hard_set)}" if args.hard_set else ""))
    print(f"{'kind':<10}{'seats':>6}{'pts/hand':>10}{'s.e.':>7}{'moons':>7}{'no-moon pts':>13}"
          f"{'Q♠ %':>6}{'play ms med':>13}{'p95':>8}{'max':>8}{'pass ms med':>13}")
    for p, kd in kinds.items():
        nm = kd.no_moon_points / kd.no_moon_hands if kd.no_moon_hands else float("nan")
        qs = 100.0 * kd.queens / kd.no_moon_hands if kd.no_moon_hands else float("nan")
        print(f"{p:<10}{kd.seats:>6}{kd.points / kd.hands:>10.2f}{std_error(kd.per_deal):>7.2f}"
              f"{kd.moons:>7}{nm:>13.2f}{qs:>6.1f}{kd.pct(kd.play_ms, 0.5):>13.1f}{kd.pct(kd.play_ms, 0.95):>8.1f}"
              f"{max(kd.play_ms, default=0.0):>8.1f}{kd.pct(kd.pass_ms, 0.5):>13.1f}")
    names = list(kinds)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            diff = [x - y for x, y in zip(kinds[a].per_deal, kinds[b].per_deal)]
            mean = sum(diff) / len(diff)
            print(f"{a} - {b}: {mean:+.2f} ± {std_error(diff):.2f} points per hand (paired by deal)")
    print(f"legal-move cross-check: {legal_checks} decisions, {len(mismatches)} mismatches"
          f" (scores of {hand_checks} hands included); variants: {','.join(args.variant) or 'none'}"
          + (f", which changed {exercised} hands" if args.variant else ""))
    for line in mismatches[:10]:
        print("  MISMATCH", line)
    return 1 if mismatches else 0


#: Each variant: (our Rules settings, OpenSpiel's hearts parameters).
VARIANTS: dict[str, tuple[dict, dict]] = {
    "jd_bonus": ({"jack_of_diamonds": True}, {"jd_bonus": True}),
    "avoid_all_tricks_bonus": ({"no_tricks_bonus": True}, {"avoid_all_tricks_bonus": True}),
    "can_lead_any_club": ({"first_lead": "any_club"}, {"can_lead_any_club": True}),
    "no_passing": ({"passing": "none"}, {"pass_cards": False}),
}


def each_variant(argv: list) -> int:
    """This tool once per variant (the same options otherwise), one line of figures each."""
    rest = [a for a in argv if a != "--each-variant"]
    worst = 0
    for name in VARIANTS:
        t0 = time.time()
        proc = subprocess.run([sys.executable, __file__, *rest, "--quiet", "--variant", name],
                              capture_output=True, text=True, cwd=ROOT)
        lines = proc.stdout.splitlines()
        head = next((ln for ln in lines if ln.startswith("OpenSpiel")), "")
        check = next((ln for ln in lines if ln.startswith("legal-move cross-check")), proc.stderr.strip()[-300:])
        hands = head.split(" = ")[1].split(" hands")[0] if " = " in head else "?"
        print(f"{name:<24} {hands:>5} hands  {check}  ({time.time() - t0:.0f} s)", flush=True)
        for ln in lines:
            if ln.startswith("  MISMATCH"):
                print(ln)
        worst = max(worst, proc.returncode)
    return worst


if __name__ == "__main__":
    sys.exit(main())
