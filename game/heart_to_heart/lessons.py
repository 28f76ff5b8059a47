"""The Heart to Heart lessons: real deals at real positions, the move each one asks for, and why.

A step is a deal (its number) and the taps that reach the position from its start (a few
moves of the solver's winning line, written out so the position never changes), the goal,
and what the lesson accepts.  The player's move reaches :func:`check` as what was tapped:
``("stock",)``, two cards tried as a pair (``(a, b)``: heart positions or ``"waste"``, of any
rank) or a covered card (``(p,)``).  The verdict says, in a sentence, why: the rules' own
words where they refuse a move, the dead-end sheet's reasons (:mod:`.explain`) for a pair
that loses the deal, the hint's move (:func:`.solver.hint_pair`) for the hint.  Words are
keys (``lesson.h2h.*``) with fields; the screen translates them.

Pure Python, deterministic, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.lesson import Lesson, Verdict, named

from . import explain, solver
from .layout import COVERED_BY
from .state import STOCK, WASTE, Game, Target

#: What a step asks for (``Step.goal``).
PAIRS, FREE, TURN, WASTE_PAIR, KEEP_WINNABLE, HINT = "pairs", "free", "stock", "waste", "lost", "hint"

Move = tuple[int | str, ...]


@dataclass(frozen=True)
class Step:
    """One position: deal ``number`` after ``taps``, and the goal (one of the names above)."""

    number: int
    taps: tuple[int | str, ...]
    goal: str


LESSONS: tuple[Lesson[Step], ...] = (
    Lesson("pairs", (Step(267, ("stock", 25, "waste"), PAIRS),)),
    Lesson("free", (Step(267, ("stock", 25, "waste"), FREE),)),
    Lesson("stock", (Step(4, (), TURN), Step(8, (), WASTE_PAIR))),
    Lesson("lost", (Step(12, ("stock",) * 9 + (25, "waste"), KEEP_WINNABLE),)),
    Lesson("hint", (Step(8, (), HINT),)),
)

KEYS: tuple[str, ...] = tuple(lesson.key for lesson in LESSONS)


def lesson(key: str) -> Lesson[Step]:
    """The lesson called ``key`` (KeyError for an unknown one)."""
    return named(LESSONS, key)


def position(step: Step) -> Game:
    """The step's position: the deal with its taps made."""
    game = Game.from_number(step.number)
    for target in step.taps:
        game.tap(target)
    return game


def pairs_open(game: Game) -> list[tuple[Target, Target]]:
    """Every pair a move could take now: two free cards, or one and the waste's top."""
    targets = game.tappable()
    return [(a, b) for i, a in enumerate(targets) for b in targets[i + 1:] if game.rank_at(a) == game.rank_at(b)]


def _target(x: int | str) -> Target:
    return WASTE if x == WASTE else int(x)


def _name(game: Game, x: int | str) -> str:
    rank = game.rank_at(_target(x))
    return explain.card_text(rank) if rank is not None else "?"


def check(step: Step, game: Game, move: Move, hinted: tuple[str, ...] = ()) -> Verdict:
    """The lesson's verdict on ``move`` at ``game`` (the step's position, unchanged).
    ``hinted``: the move the hint marked when the player asked for it here
    (:func:`hint_marks`; empty: not asked)."""
    goal = step.goal
    if goal == HINT:
        return _check_hint(game, move, hinted)
    if move == (STOCK,):
        if goal == TURN:
            return Verdict(True, ("lesson.h2h.stock.right",))
        if goal == KEEP_WINNABLE:
            return Verdict(True, ("lesson.h2h.lost.right",))
        return Verdict(False, (f"lesson.h2h.{goal}.stock",))
    if len(move) == 1:
        p = int(move[0])
        over = ", ".join(str(q) for q in COVERED_BY[p] if game.heart[q - 1] is not None)
        return Verdict(False, ("lesson.h2h.free.covered",), {"card": _name(game, p), "over": over})
    a, b = move
    names = {"a": _name(game, a), "b": _name(game, b)}
    if game.rank_at(_target(a)) != game.rank_at(_target(b)):
        return Verdict(False, ("lesson.h2h.pairs.wrong",), names)
    if goal in (PAIRS, FREE):
        return Verdict(True, (f"lesson.h2h.{goal}.right",), names)
    if goal == WASTE_PAIR:
        return Verdict(True, ("lesson.h2h.waste.right",), names)
    if goal == TURN:
        return Verdict(True, ("lesson.h2h.stock.right",))
    after = _after(game, move)
    if solver.winnable(after):
        return Verdict(True, ("lesson.h2h.lost.right",), names)
    reason = explain.headline(explain.explain(after))
    why = explain.reason_text(reason) if reason is not None else ""
    return Verdict(False, ("lesson.h2h.lost.wrong",), {**names, "why": why})


def hint_marks(game: Game) -> tuple[str, ...]:
    """The hint's move at ``game`` (its cards, or the stock), as the table marks it."""
    return tuple(str(x) for x in solver.hint_pair(game))


def hint_words(game: Game, marked: tuple[str, ...]) -> dict[str, str]:
    """The hinted move's cards as the player reads them."""
    return {"cards": " + ".join(_name(game, x) if x != STOCK else STOCK for x in marked)}


def _check_hint(game: Game, move: Move, marked: tuple[str, ...]) -> Verdict:
    if not marked:
        return Verdict(False, ("lesson.h2h.hint.first",))
    names = hint_words(game, marked)
    if {str(x) for x in move} == set(marked):
        return Verdict(True, ("lesson.h2h.hint.right",), names)
    return Verdict(False, ("lesson.h2h.hint.other",), names)


def _after(game: Game, move: Move) -> Game:
    g = game.copy()
    if g.selected is not None:
        g.tap(g.selected)
    for x in move:
        g.tap(_target(x) if x != STOCK else STOCK)
    return g


def answers(step: Step, game: Game) -> list[Move]:
    """The moves the step accepts (with the hint asked for): what a test or the lesson may show."""
    moves: list[Move] = [(STOCK,)] if game.stock else []
    moves += [(str(a), str(b)) for a, b in pairs_open(game)]
    return [m for m in moves if check(step, game, m, hinted=hint_marks(game)).ok]
