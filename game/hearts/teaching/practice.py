"""Hearts puzzle practice: an endless run of puzzles, each with a theme and a rating.

The practice puzzles are made as the daily ones are (:func:`.puzzle.search`: the same
positions, checks and values), from their own numbered streams: puzzle ``n``'s stream is
seeded with ``mix64(PRACTICE_SALT ^ n)``, apart from every date's, so a practice run never
shows a daily puzzle ahead of its day.  Numbers whose stream finds none are left out.

A puzzle's difficulty is measured: Easy, Normal and Hard each choose a card at the position
with TRIES decision seeds of their own (``mix64(TRY_SALT ^ (n << 8 | level << 5 | i))``), and
each choice of an answer card counts.  Hard searches on HARD_WORLDS deals only (its shipped
settings otherwise): on its full budget it is too sure to tell puzzles apart, on a few deals
its answer varies with the sampled deals, so its share is graded where Normal's (the same card
on every seed) is 0 or 1.  The rating (:func:`rating`) is 800 plus 1400 times the share of
misses among the levels' choices: ``800 + 1400 × (Easy's + Normal's + Hard's misses) / 60``,
from 800 (all always right) to 2200 (all always wrong), each level weighing the same.

A puzzle's themes, from the position and the answer (:func:`themes`):

- ``pass``: the hand had a pass and the answer is a card South received, or a card South
  passed lies in the trick being played;
- ``duck``: South follows suit and the answer is below the trick's winning card while South
  holds a card of the suit above it;
- ``queen``: the answer is Q♠, K♠ or A♠, Q♠ lies in the trick, or the answer is a spade while
  Q♠ is still out in another hand;
- ``moon``: at least MOON_POINTS points have been taken this hand, all of them by one player;
- ``end``: the trick is the tenth or later (four cards or fewer in hand).

The table (``practice.json``, written by ``tools/make_practice.py``) is one JSON object, one
puzzle a line: ``format`` ``"hearts-practice"``, ``version`` 2, ``method`` (the daily puzzle's
``puzzle.METHOD`` that made it), ``fields`` and ``puzzles``: per puzzle its number, the game
code, the moves, the best card, the values (as :mod:`.puzzle_data`'s), Easy's, Normal's and
Hard's answer counts (Hard's null when not measured) and the themes (space-separated).  A table
of version 1 (made before Hard was measured) is read with Hard's count missing (None): its
ratings are then over Easy and Normal, as they were; ``tools/make_practice.py --difficulty``
measures it again.

No pygame here: rules-side, like the daily puzzle.
"""

from __future__ import annotations

import datetime as _dt
import importlib.resources
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.cards import Card, Suit
from game.rng import MASK64, Rng, mix64

from ..ai import HARD_SHIPPED, player
from ..code import parse_code
from ..deal import SOUTH, PassDirection
from ..legality import trick_winner_offset
from ..view import PlayerView
from . import puzzle

#: ASCII "PRACTIC1": keeps the practice streams apart from the dates' and every other seed.
PRACTICE_SALT = 0x5052414354494331
#: ASCII "TRYSEED1": the decision seeds of the difficulty measurement.
TRY_SALT = 0x5452595345454431
#: How many choices each level makes at a puzzle to measure its difficulty.
TRIES = 20
#: The levels measured, in order.
LEVELS = ("easy", "normal", "hard")
#: The deals Hard searches on when it is measured (few: so that its answer varies with the seed).
HARD_WORLDS = 4
#: A rating's floor, and what the levels' misses add at most.
BASE, SPAN = 800, 1400
FORMAT = "hearts-practice"
VERSION = 2
FILE = "practice.json"
FIELDS = ("n", "code", "moves", "best", "values", "easy", "normal", "hard", "themes")
#: The fields of a version 1 table (no Hard count), still read.
FIELDS_1 = ("n", "code", "moves", "best", "values", "easy", "normal", "themes")
#: The themes, in the order a picker shows them.
THEMES = ("pass", "duck", "queen", "moon", "end")
#: The trick from which a puzzle is of the end of a hand.
END_TRICK = 10
#: The fewest points one player has taken (and no other any) for a puzzle of the moons.
MOON_POINTS = 6

_QUEEN = Card.parse("QS")
_SPADE_HONOURS = frozenset(Card.parse(c) for c in ("QS", "KS", "AS"))


@dataclass(frozen=True)
class Entry:
    """One practice puzzle as the table has it."""

    n: int
    code: str
    moves: str
    best: str
    values: str
    easy: int  # how many of TRIES choices of Easy's were an answer card
    normal: int  # and of Normal's
    themes: tuple[str, ...]
    hard: int | None = None  # and of Hard's; None in a table measured before Hard was

    @property
    def rating(self) -> int:
        """The puzzle's rating: harder for the levels, higher."""
        return rating(self.easy, self.normal, self.hard)

    def puzzle(self) -> puzzle.Puzzle:
        """The puzzle itself (a replay of the moves: milliseconds), numbered ``n``."""
        return puzzle.from_row(PRACTICE_DAY, self.n, (self.code, self.moves, self.best, self.values))

    def row(self) -> list[Any]:
        """The table's line for it."""
        return [self.n, self.code, self.moves, self.best, self.values, self.easy, self.normal, self.hard,
                " ".join(self.themes)]


#: The date a practice puzzle carries (it has no day of its own).
PRACTICE_DAY = _dt.date(2026, 12, 1)


@dataclass(frozen=True)
class Table:
    """The practice puzzles, made by the search ``method``."""

    method: str
    entries: tuple[Entry, ...]


def rating(easy: int, normal: int, hard: int | None = None) -> int:
    """A puzzle's rating from the levels' answer counts (of TRIES each).

    BASE plus SPAN times their share of misses.  Without Hard's count (a version 1 table) the
    share is over Easy's and Normal's choices.
    """
    counts = [easy, normal] if hard is None else [easy, normal, hard]
    return round(BASE + SPAN * sum(TRIES - c for c in counts) / (TRIES * len(counts)))


def stream(n: int) -> Rng:
    """Practice puzzle ``n``'s random stream."""
    return Rng(mix64((PRACTICE_SALT ^ n) & MASK64))


def generate(n: int) -> tuple[str, str, str, str]:
    """Practice puzzle ``n`` found from scratch, as the daily table's row.

    ValueError when its stream has none.
    """
    rng = stream(n)
    allow_queen = rng.below(puzzle.QUEEN_DAYS) == 0
    return puzzle.search(rng, allow_queen, what=f"for practice puzzle {n}")


def try_seed(n: int, level: int, i: int) -> int:
    """The decision seed of level ``level``'s ``i``-th choice at puzzle ``n``."""
    return mix64((TRY_SALT ^ (n << 8 | level << 5 | i)) & MASK64)


def difficulty(n: int, p: puzzle.Puzzle) -> tuple[int, int, int]:
    """How many of TRIES choices of each level at ``p`` are an answer card.

    Easy's, Normal's and Hard's (Hard on HARD_WORLDS deals: on its own it is too sure to grade).
    """
    view = p.view()
    answers = set(p.best_cards)
    counts = []
    for level, name in enumerate(LEVELS):
        bot = player(name, replace(HARD_SHIPPED, worlds=HARD_WORLDS) if name == "hard" else None)
        counts.append(sum(bot.choose(view, Rng(try_seed(n, level, i))).card in answers for i in range(TRIES)))
    return counts[0], counts[1], counts[2]


def measured(e: Entry) -> Entry:
    """``e`` with its difficulty measured again (its position, values and themes as they are)."""
    easy, normal, hard = difficulty(e.n, e.puzzle())
    return replace(e, easy=easy, normal=normal, hard=hard)


def themes(view: PlayerView, best: Card) -> tuple[str, ...]:
    """The themes of the position ``view`` answered by ``best`` (the module docstring's rules)."""
    out: list[str] = []
    trick = view.trick.cards
    led = trick[0].suit if trick else None
    if view.pass_direction != PassDirection.NONE and (
            best in view.received or any(c in trick for c in view.passed)):
        out.append("pass")
    if led is not None and best.suit == led:
        winner = trick[trick_winner_offset(trick)] if len(trick) > 1 else trick[0]
        if best.rank < winner.rank and any(c.suit == led and c.rank > winner.rank for c in view.hand):
            out.append("duck")
    gone = {c for t in view.tricks for c in t.cards}
    if (best in _SPADE_HONOURS or _QUEEN in trick
            or (best.suit == Suit.SPADES and _QUEEN not in gone and _QUEEN not in view.hand)):
        out.append("queen")
    taken = [p for p in view.points if p > 0]
    if len(taken) == 1 and taken[0] >= MOON_POINTS:
        out.append("moon")
    if len(view.tricks) + 1 >= END_TRICK:
        out.append("end")
    return tuple(out)


def themes_of(p: puzzle.Puzzle) -> tuple[str, ...]:
    """A puzzle's themes."""
    return themes(p.view(), p.best)


def make_entry(n: int, row: tuple[str, str, str, str]) -> Entry:
    """Puzzle ``n``'s table entry from its daily-table row: its difficulty measured, its themes."""
    p = puzzle.from_row(PRACTICE_DAY, n, row)
    easy, normal, hard = difficulty(n, p)
    return Entry(n, *row, easy, normal, themes_of(p), hard)


def rescore(e: Entry) -> Entry | None:
    """``e`` measured again by this method (:func:`.puzzle.judge`: values, difficulty, themes).

    None when its position is no longer a puzzle by this method.
    """
    seed, rules = parse_code(e.code)
    m = puzzle.replay_moves(seed, rules, e.moves)
    hit = puzzle.judge(m.view(SOUTH), seed, m, stream(e.n).below(puzzle.QUEEN_DAYS) == 0)
    if hit is None:
        return None
    best, raw = hit
    return make_entry(e.n, (e.code, e.moves, str(best), puzzle.write_values(raw)))


# -- the table's text --------------------------------------------------------------------------


def parse(text: str) -> Table:
    """The table written in ``text``; ValueError (saying what is wrong) for anything else."""
    try:
        doc: Any = json.loads(text)
    except ValueError as e:
        raise ValueError(f"the practice table is not JSON ({e})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("version") not in (1, VERSION):
        raise ValueError(f"the practice table is not a {FORMAT!r} document of version 1 or {VERSION}")
    names = FIELDS if doc["version"] == VERSION else FIELDS_1
    method, fields, rows = doc.get("method"), doc.get("fields"), doc.get("puzzles")
    if not isinstance(method, str) or fields != list(names) or not isinstance(rows, list):
        raise ValueError("the practice table has no method, fields or puzzles as this game reads them")
    out: list[Entry] = []
    for i, r in enumerate(rows):
        if not (isinstance(r, list) and len(r) == len(names)):
            raise ValueError(f"the practice table's puzzle {i + 1} is not as this game reads it")
        if names == FIELDS_1:
            r = [*r[:7], None, r[7]]
        if not (isinstance(r[0], int) and all(isinstance(x, str) for x in r[1:5])
                and all(isinstance(x, int) for x in r[5:7]) and (r[7] is None or isinstance(r[7], int))
                and isinstance(r[8], str)):
            raise ValueError(f"the practice table's puzzle {i + 1} is not as this game reads it")
        out.append(Entry(r[0], r[1], r[2], r[3], r[4], r[5], r[6], tuple(r[8].split()), r[7]))
    return Table(method, tuple(out))


def render(table: Table) -> str:
    """The file's text for ``table``, one puzzle a line: what :func:`parse` reads back."""
    head = {"format": FORMAT, "version": VERSION, "method": table.method, "fields": list(FIELDS)}
    lines = [json.dumps(e.row(), ensure_ascii=False) for e in table.entries]
    return json.dumps(head)[:-1] + ',\n"puzzles": [\n' + ",\n".join(lines) + ("\n" if lines else "") + "]}\n"


_shipped: Table | None = None


def shipped() -> Table:
    """The practice table this game carries, read once on first use; ValueError when unreadable."""
    global _shipped
    if _shipped is None:
        try:
            text = importlib.resources.files(__package__).joinpath(FILE).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise ValueError(f"this build's practice table cannot be read ({type(e).__name__})") from None
        _shipped = parse(text)
    return _shipped


def of_theme(entries: Iterable[Entry], theme: str | None) -> list[Entry]:
    """The entries of ``theme`` (every one for None)."""
    return [e for e in entries if theme is None or theme in e.themes]


def pick(entries: Sequence[Entry], target: float, seen: Iterable[int], rng: Rng, width: int = 8) -> Entry:
    """A puzzle near the rating ``target`` that is not in ``seen`` (all of them once every one was).

    One of the ``width`` unseen entries nearest ``target``, drawn by ``rng``.
    """
    if not entries:
        raise ValueError("no practice puzzles to choose from")
    done = set(seen)
    fresh = [e for e in entries if e.n not in done] or list(entries)
    near = sorted(fresh, key=lambda e: (abs(e.rating - target), e.n))[:width]
    return near[rng.below(len(near))]


class Run:
    """An endless practice run: the puzzles drawn near a rating, of one theme or all, none twice.

    ``seed`` fixes the draws; ``seen`` (the numbers already shown) is kept until every puzzle
    of the theme has been, then the theme's pool starts again.
    """

    def __init__(self, seed: int, theme: str | None = None, seen: Iterable[int] = ()) -> None:
        self.rng = Rng(mix64(seed & MASK64))
        self.theme = theme if theme in THEMES else None
        self.seen: set[int] = set(seen)

    def next(self, entries: Sequence[Entry], target: float) -> Entry:
        """The next puzzle: one of the theme's unseen ones nearest ``target``."""
        pool = of_theme(entries, self.theme) or list(entries)
        numbers = {e.n for e in pool}
        if numbers <= self.seen:  # the theme has run out: its pool starts again
            self.seen -= numbers
        entry = pick(pool, target, self.seen, self.rng)
        self.seen.add(entry.n)
        return entry
