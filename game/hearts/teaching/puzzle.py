"""The daily Hearts puzzle: one position a day, from a hand the computer players played.

Each puzzle is a moment of a hand four Hard players played, with South to play, in which
one card is clearly best: every legal card not of the best card's run (cards with nothing
still in play between them play the same) is worse by at least MARGIN expected points.

How a date's puzzle is found (:func:`generate`; fixed, so every player gets the same one):

1. The date, as the integer ``YYYYMMDD``, seeds :class:`game.rng.Rng` with
   ``mix64(PUZZLE_SALT ^ YYYYMMDD)``.  That stream draws deals one after another: a game
   seed (below 26**7) and a hand number 1..4 (so every pass direction comes up, and the
   totals of the hands before it).
2. Four Normal players play the game's hands before that hand (they only set the totals,
   quickly), and four Hard players (the shipped ``HardConfig``) play that hand, each decision
   seeded by its position (``Match.decision_rng``).  Each of South's
   plays from trick FIRST_TRICK on (some tricks already played) is a candidate, taken in an
   order the stream shuffles.  Left out: a certain moon (the coach shows Normal's shooting
   card there, with no search) and a hand that could end the game (values in game units).
3. A candidate is screened by the hint's evaluation (:func:`.coach.evaluate`, Hard's own
   search) and confirmed by a stronger one on fresh deals (:func:`confirm`: the analysis's
   play-outs, :mod:`.forecast`, on ten times Hard's deals, with :data:`STRONG`'s exact finish
   from one card more in hand than Hard's; without the moon search Why? has since, which the
   table was made without).  It becomes the puzzle when the stronger search's
   best card is of the hint's best run and every other card is worse by MARGIN after the
   coach's calibration; a puzzle whose best card is a spade honour (Q♠, K♠, A♠) is taken on
   one day in QUEEN_DAYS only, and one with fewer than MIN_CHOICES different plays never, so
   the puzzles vary.  The first deal with such a candidate gives the day's puzzle.

The values shown are the analysis's (:mod:`.analysis`), in its unit: expected points the
rest of the hand adds to South's score, a moon scored as the rules score it (never below what
the rest of the hand can add), lower is better.  The best card's is its value on the stronger
search (:func:`.forecast.expected_points`), and every other card's is the best's plus what the
coach would charge for it (:func:`.coach.calibrated` of its margin in South's points on the
stronger search's deals), so the difference between two values is a loss as the coach grades
it.  The stronger search's own numbers, uncalibrated, are kept beside them (``raw``).

A table made by an earlier method keeps each date's position where it is still a puzzle by
this one (:func:`rescore`: the same checks, the values measured again), so such a date's
puzzle can be a later candidate of its stream than :func:`generate` would find now; only the
dates whose position no longer qualifies are searched again.

Searching is slow, so the puzzles are precomputed by ``tools/make_puzzles.py`` into
a data file (:mod:`.puzzle_data`) and :func:`puzzle_for` only looks a date up (a replay of the moves,
milliseconds).  After the table's last day the table starts again from its first puzzle
(day ``n`` after the first day shows the table's puzzle ``n mod len(table)``), under the
day's own date and number; there is no last day.  A date before the first has no puzzle.

No pygame here: rules-side, like the coach.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Generator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from game.cards import Card
from game.rng import MASK64, Rng, mix64

from ..actions import Action, NextHandAction, PassAction, PlayAction
from ..ai import FRESH_FACTOR, Hard, HardConfig, Player, certain_moon, player, run_of, standing_weight
from ..ai import HARD_SHIPPED as SHIPPED
from ..code import SEED_LIMIT, format_code, parse_code
from ..deal import SOUTH, decision_seed
from ..kinds import Phase
from ..match import Match
from ..rules import Rules
from ..view import PlayerView
from . import coach
from .analysis import Analysis, Row

#: ASCII "PUZZLEH1": keeps the puzzles' stream apart from every other seed.
PUZZLE_SALT = 0x50555A5A4C454831
#: The stronger search's deals are drawn from the moment's decision seed mixed with this
#: (ASCII "CONFIRM1"), fresh deals apart from the hint's.
CONFIRM_SALT = 0x434F4E4649524D31
#: How much better than every other legal card the best one is, at least (the coach's
#: calibrated points on the stronger search).
MARGIN = 1.5
#: A candidate whose hint evaluation shows less than this (calibrated) is not searched again.
SCREEN = 1.0
#: The earliest trick a puzzle is cut at (two tricks already played).
FIRST_TRICK = 3
#: The fewest different plays a puzzle offers (cards of one run count once).
MIN_CHOICES = 3
#: A puzzle whose best card is a spade honour (Q♠, K♠, A♠: often a discard of it) is taken on
#: one date in this many (by the date's stream), so the puzzles are not all that.
QUEEN_DAYS = 3
#: The most deals a date's stream draws before giving up (never reached in the table).
MAX_DEALS = 200
#: The stronger search: ten times Hard's deals, every card on every one of them (no race),
#: the exact finish from one card more in hand.
STRONG: HardConfig = replace(SHIPPED, worlds=10 * SHIPPED.worlds, settle_z=0.0,
                             endgame_hand=SHIPPED.endgame_hand + 1)
#: What fixes the puzzles: a table made by another method is made again.
METHOD = "puzzle-2"
#: The rules every puzzle is played under (the app's defaults).
RULES = Rules()

_SPADE_HONOURS = frozenset(Card.parse(c) for c in ("QS", "KS", "AS"))
#: A card index as one letter in the table's moves (0..51).
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
#: The table's moves: this letter ends a hand (the ``next`` action).
_NEXT = "/"


@dataclass(frozen=True)
class Puzzle:
    """One day's puzzle: a position of a played hand and every legal card's value there."""

    date: _dt.date
    number: int  # days since the first puzzle + 1
    code: str  # the game code the hand comes from (rules and seed)
    actions: tuple[Action, ...]  # the match's action log up to the position (Match.log)
    seat: int  # the seat to play: always South
    best: Card
    #: every legal card's expected points for the rest of the hand in South's points, moons
    #: included (lower is better): the best's on the stronger search, the others' the best's
    #: plus the coach's calibrated margin; best first
    values: Mapping[Card, float]
    #: the cards that count as the best (its run: nothing still in play between them)
    same: frozenset[Card] = frozenset()
    #: the stronger search's expected points of every legal card, uncalibrated
    raw: Mapping[Card, float] = field(default_factory=dict)
    hand: int = 1  # the hand number in the game
    trick: int = 1  # the trick being played (1..13)

    def __hash__(self) -> int:
        """A puzzle is a value: the date, the position and the best card say which."""
        return hash((self.date, self.code, len(self.actions), self.best))

    @property
    def best_cards(self) -> tuple[Card, ...]:
        """Every card that is the answer, the best first, then in index order.

        The best, its run and any other legal card of the best's value (Why?'s "Just as good").
        """
        b = self.values[self.best]
        rest = {c for c, v in self.values.items() if c in self.same or v <= b} - {self.best}
        return (self.best, *sorted(rest, key=lambda c: c.index))

    @property
    def margin(self) -> float:
        """How much better the best card is than the best one outside :attr:`best_cards`.

        In the coach's calibrated points, rounded to 0.01.
        """
        answers = self.best_cards
        return round(min((v for c, v in self.values.items() if c not in answers), default=self.values[self.best])
                     - self.values[self.best], 2)

    def analysis(self) -> Analysis:
        """The puzzle's values as an analysis: what "Why?" shows.

        Every legal card, best first, each with what it costs against the best (0 for the
        best's run).
        """
        best = self.values[self.best]
        order = sorted(self.values, key=lambda c: (c != self.best, self.values[c], c.index))
        return Analysis(Phase.PLAY, tuple(Row((c,), round(self.values[c], 2), round(max(0.0, self.values[c] - best), 2))
                                          for c in order), None)

    def match(self) -> Match:
        """The match replayed to the position (a new one each call)."""
        seed, rules = parse_code(self.code)
        return Match.replay(seed, rules, self.actions)

    def view(self) -> PlayerView:
        """What the seat to play could know at the position."""
        return self.match().view(self.seat)

    def to_json(self) -> dict[str, Any]:
        """The puzzle as JSON: the CLI's line."""
        return {"date": self.date.isoformat(), "number": self.number, "code": self.code,
                "actions": [a.to_json() for a in self.actions], "seat": self.seat, "hand": self.hand,
                "trick": self.trick, "best": str(self.best), "same": [str(c) for c in sorted_cards(self.same)],
                "values": {str(c): v for c, v in self.values.items()},
                "raw": {str(c): v for c, v in self.raw.items()}}


def sorted_cards(cards: frozenset[Card]) -> list[Card]:
    """``cards`` in index order."""
    return sorted(cards, key=lambda c: c.index)


# -- the table ---------------------------------------------------------------------------------


def _table() -> tuple[_dt.date, tuple[tuple[str, str, str, str], ...]]:
    """The shipped table's first day and rows (:mod:`.puzzle_data`: puzzles.json, read on first use)."""
    from .puzzle_data import shipped

    table = shipped()
    return table.first, table.rows


def parse_day(text: str) -> _dt.date:
    """The date written ``YYYY-MM-DD``; ValueError (saying what was expected) for anything else."""
    parts = text.strip().split("-") if isinstance(text, str) else []
    if (len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts)
            or tuple(len(p) for p in parts) != (4, 2, 2)):
        raise ValueError(f"{str(text)[:40]!r} is not a date: expected YYYY-MM-DD, e.g. 2027-01-31")
    try:
        return _dt.date(int(parts[0]), int(parts[1]), int(parts[2]))
    except ValueError as e:
        raise ValueError(f"{text.strip()!r} is not a real date ({e})") from None


def first_day() -> _dt.date:
    """The date of the first puzzle."""
    return _table()[0]


def last_day() -> _dt.date | None:
    """The last date with a puzzle: None, as the table starts again after its last day."""
    return None


def table_last_day() -> _dt.date:
    """The table's own last day (after it the table starts again from its first puzzle)."""
    first, rows = _table()
    return first + _dt.timedelta(days=len(rows) - 1)


def puzzle_for(day: _dt.date) -> Puzzle:
    """The puzzle of ``day``, looked up in the table; ValueError for a date before the first.

    After the table's last day its puzzles come round again (the module docstring says how).
    """
    if isinstance(day, _dt.datetime):
        day = day.date()
    if not isinstance(day, _dt.date):
        raise ValueError(f"not a date: {day!r}")
    first, rows = _table()
    if not rows:
        raise ValueError("no puzzles in this build")
    if day < first:
        raise ValueError(f"no puzzle before {first.isoformat()}")
    n = (day - first).days
    code, moves, best, values = rows[n % len(rows)]
    return _puzzle(day, n + 1, code, moves, Card.parse(best), read_values(values))


def from_row(day: _dt.date, number: int, row: tuple[str, str, str, str]) -> Puzzle:
    """The puzzle a table's row (code, moves, best, values) writes, shown under ``day`` and ``number``."""
    code, moves, best, values = row
    return _puzzle(day, number, code, moves, Card.parse(best), read_values(values))


def _puzzle(day: _dt.date, number: int, code: str, moves: str, best: Card, raw: dict[Card, float]) -> Puzzle:
    seed, rules = parse_code(code)
    m = replay_moves(seed, rules, moves)
    view = m.view(SOUTH)
    same = frozenset(run_of(view, best))
    shown = calibrated_values(raw, best)
    return Puzzle(day, number, code, tuple(m.log), SOUTH, best, shown, same,
                  dict(sorted(raw.items(), key=lambda cv: (cv[1], cv[0].index))), m.hand_number,
                  len(m.tricks) + 1)


def verdict(puzzle: Puzzle, card: Card) -> str:
    """"best" for a card of :attr:`Puzzle.best_cards`, "worse" for another legal card.

    ValueError for a card that cannot be played at the position.
    """
    if card in puzzle.best_cards:
        return "best"
    if card not in puzzle.values:
        raise ValueError(f"{card} cannot be played here")
    return "worse"


def calibrated_values(raw: Mapping[Card, float], best: Card) -> dict[Card, float]:
    """The values shown: the best's raw value, the others' its calibrated margin more.

    Both in the analysis's points for the rest of the hand (the coach calibrates a margin in
    South's own points).  Rounded to 0.01, best first (then by value and card).
    """
    b = raw[best]
    out = {c: round(b + coach.calibrated(v - b, Phase.PLAY, True), 2) for c, v in raw.items()}
    return dict(sorted(out.items(), key=lambda cv: (cv[0] != best, cv[1], cv[0].index)))


def clear_margin(values: Mapping[Card, float], best: Card, same: frozenset[Card]) -> bool:
    """Is every legal card not of the best's run worse than ``best`` by MARGIN in ``values``?"""
    others = [v for c, v in values.items() if c not in same]
    return bool(others) and min(others) - values[best] >= MARGIN - 1e-9


# -- the table's text --------------------------------------------------------------------------


def write_values(raw: Mapping[Card, float]) -> str:
    """A card's value each, as the table writes them: ``QS:-4.1 KS:1.25``."""
    return " ".join(f"{c}:{v:.2f}".rstrip("0").rstrip(".") for c, v in raw.items())


def read_values(text: str) -> dict[Card, float]:
    """The values :func:`write_values` wrote."""
    out: dict[Card, float] = {}
    for item in text.split():
        card, _, value = item.partition(":")
        out[Card.parse(card)] = float(value)
    return out


def write_moves(m: Match) -> str:
    """A match's action log as the table writes it: a letter a card, ``/`` between hands.

    Each hand with a pass starts with the four passes (three letters each, South first: the
    order the seats pass in); then each card played, the seat being the one to play.
    """
    out: list[str] = []
    for a in m.log:
        match a:
            case PassAction(_, cards):
                out.extend(_LETTERS[c.index] for c in cards)
            case PlayAction(_, card):
                out.append(_LETTERS[card.index])
            case NextHandAction():
                out.append(_NEXT)
            case _:
                raise ValueError(f"a puzzle's hand has no {a.to_json()[0]!r} action")
    return "".join(out)


def replay_moves(seed: int, rules: Rules, moves: str) -> Match:
    """The match the table's ``moves`` (:func:`write_moves`) lead to from the game's start."""
    m = Match(seed, rules)
    i = 0
    while i < len(moves):
        if moves[i] == _NEXT:
            m.start_next_hand()
            i += 1
        elif m.phase == Phase.PASS:
            seat = m.awaiting_pass[0]
            m.submit_pass(seat, [Card.from_index(_LETTERS.index(x)) for x in moves[i:i + 3]])
            i += 3
        else:
            assert m.to_act is not None
            m.play(m.to_act, Card.from_index(_LETTERS.index(moves[i])))
            i += 1
    return m


# -- finding a date's puzzle (slow: tools/make_puzzles.py) -------------------------------------


def date_key(day: _dt.date) -> int:
    """The date as the integer ``YYYYMMDD``."""
    return day.year * 10_000 + day.month * 100 + day.day


def date_stream(day: _dt.date) -> Rng:
    """The date's random stream (the module docstring's step 1)."""
    return Rng(mix64((PUZZLE_SALT ^ date_key(day)) & MASK64))


def strong_seed(game_seed: int, m: Match) -> int:
    """The seed of the stronger search at South's moment in ``m``: fresh deals apart from the hint's."""
    return mix64(decision_seed(game_seed, m.hand_number, SOUTH, m.cards_played, m.phase) ^ CONFIRM_SALT)


def confirm(view: PlayerView, seed: int) -> Generator[None, None, dict[Card, float]]:
    """Every legal card's expected points for the rest of the hand on the stronger search, uncalibrated.

    Each distinct card (the lowest of its run) is played out on the stronger search's deals
    (fresh ones, STRONG.worlds of them: ten times Hard's search, five times the analysis's)
    and scored as the analysis scores a card (South's points, moons as the rules score
    them); a card of a run shares its run's value.  To 0.01; yields between slices.
    """
    legal = sorted(view.legal(), key=lambda c: c.index)
    lowest: dict[Card, Card] = {}
    for c in legal:
        if c not in lowest:
            run = run_of(view, c)
            lowest.update((r, run[0]) for r in run)
    cands = sorted(set(lowest.values()), key=lambda c: c.index)
    deals = replace(STRONG, worlds=STRONG.worlds // FRESH_FACTOR)  # STRONG.worlds deals in all
    fc = yield from Hard(deals).forecast_play(view, Rng(seed), cands, rivals=coach.in_points(view),
                                              moon_search=False)
    value = {c: fc.expected_points(i) for i, c in enumerate(cands)}
    return {c: round(value[lowest[c]], 2) for c in legal}


def _best(raw: Mapping[Card, float]) -> Card:
    return min(raw, key=lambda c: (raw[c], c.index))


def judge(view: PlayerView, game_seed: int, m: Match, allow_queen: bool) -> tuple[Card, dict[Card, float]] | None:
    """South's moment in ``m``: (best card, raw values) when it makes a puzzle, else None."""
    if standing_weight(view) is not None or certain_moon(view):
        return None
    rng = Rng(decision_seed(game_seed, m.hand_number, SOUTH, m.cards_played, m.phase))
    ev = coach.run(coach.evaluate(view, rng))
    if ev.choices < MIN_CHOICES:
        return None
    b = ev.values[ev.best]
    rest = [v for cs, v in ev.values.items() if cs not in ev.same]
    if not rest or coach.calibrated(min(rest) - b) < SCREEN:
        return None
    if ev.best[0] in _SPADE_HONOURS and not allow_queen:
        return None
    raw = coach.run(confirm(view, strong_seed(game_seed, m)))
    if _best(raw) not in {cs[0] for cs in ev.same}:
        return None
    best = _best(raw)
    if not clear_margin(calibrated_values(raw, best), best, frozenset(run_of(view, best))):
        return None
    return best, raw


def queen_day(day: _dt.date) -> bool:
    """Whether ``day`` takes a puzzle whose best card is a spade honour (the stream's first draw)."""
    return date_stream(day).below(QUEEN_DAYS) == 0


def rescore(day: _dt.date, row: tuple[str, str, str, str]) -> tuple[str, str, str, str] | None:
    """An earlier table's row of ``day`` measured again: the same position with this method's values.

    None when the position is no longer a puzzle by this method (:func:`judge`).
    """
    code, moves = row[0], row[1]
    seed, rules = parse_code(code)
    m = replay_moves(seed, rules, moves)
    hit = judge(m.view(SOUTH), seed, m, queen_day(day))
    if hit is None:
        return None
    best, raw = hit
    return code, moves, str(best), write_values(raw)


def generate(day: _dt.date, config: HardConfig = SHIPPED) -> tuple[str, str, str, str]:
    """The date's puzzle found from scratch, as a row of the table: (code, moves, best, values).

    The module docstring says how.  Seconds of work; ValueError when none of the date's first
    MAX_DEALS deals makes one (never, for any date tried).
    """
    rng = date_stream(day)
    allow_queen = rng.below(QUEEN_DAYS) == 0
    return search(rng, allow_queen, config, f"for {day.isoformat()}")


def search(rng: Rng, allow_queen: bool, config: HardConfig = SHIPPED, what: str = "") -> tuple[str, str, str, str]:
    """The first puzzle the stream ``rng`` deals (steps 2 and 3 of the module docstring), as a row.

    ValueError when none of its first MAX_DEALS deals makes one.
    """
    hard = player("hard", config)
    quick = player("normal")
    for _ in range(MAX_DEALS):
        seed = rng.below(SEED_LIMIT)
        hand = 1 + rng.below(4)
        order = list(range(FIRST_TRICK, 13))
        rng.shuffle(order)
        m = Match(seed, RULES)
        while m.hand_number < hand:
            _play_hand(m, quick, {})
            m.start_next_hand()
        moments: dict[int, str] = {}  # trick -> the moves up to South's play in it
        _play_hand(m, hard, moments)
        for trick in order:
            if trick not in moments:
                continue
            at = replay_moves(seed, RULES, moments[trick])
            hit = judge(at.view(SOUTH), seed, at, allow_queen)
            if hit is not None:
                best, raw = hit
                return format_code(seed, RULES), moments[trick], str(best), write_values(raw)
    raise ValueError(f"no puzzle found {what}".rstrip())


def _play_hand(m: Match, bot: Player, moments: dict[int, str]) -> None:
    """Play ``m``'s hand to its end with ``bot`` in every seat.

    ``moments`` gets the moves up to each of South's plays with a choice (trick -> moves).
    """
    while m.phase in (Phase.PASS, Phase.PLAY):
        seat = m.awaiting_pass[0] if m.phase == Phase.PASS else m.to_act
        assert seat is not None
        if seat == SOUTH and m.phase == Phase.PLAY and len(m.legal(SOUTH)) > 1:
            moments[len(m.tricks) + 1] = write_moves(m)
        m.apply(seat, bot.choose(m.view(seat), m.decision_rng(seat)))
