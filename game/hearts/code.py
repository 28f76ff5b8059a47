"""The game code: a printable line that recreates a whole game of Hearts.

Form ``HT1-QFMT-XXXXXXX`` (the original app's four settings) or
``HT2-QFMTJBLP-XXXXXXX`` (with the rule variants):

- ``HT1`` / ``HT2``: this game (Hearts) and the code's version; both deal from the seed
  the same way, so an ``HT1`` code and the ``HT2`` code of the same rules are one game;
- one letter per setting: queen of spades ``A`` any time / ``H`` after hearts
  are broken; first trick ``F`` free / ``N`` no points; moon ``O`` adds 26 to the
  others / ``S`` subtracts 26 from the shooter (``C`` the shooter's choice, HT2 only);
  target ``S`` 50 / ``M`` 100 / ``L`` 150 (the defaults read ``AFOM``);
- HT2 only, four more: jack of diamonds ``J`` −10 / ``O`` no points; no trick at all
  ``B`` −5 / ``O`` nothing; first lead ``T`` two of clubs / ``C`` any club; passing
  ``C`` cycle / ``L`` always left / ``N`` none (the defaults read ``OOTC``);
- the seed: 7 letters A-Z, base 26, most significant first (``AAAAAAA`` = 0).

A game whose rules an ``HT1`` code can hold is always written ``HT1`` (its code is the
same as before the variants existed); ``HT2`` is written only when a variant is on.

Codes are read case-insensitively with surrounding spaces; anything else raises
``BadGameCode`` naming the part that is wrong.
"""

from __future__ import annotations

from typing import TypeVar

from .rules import FirstLead, Moon, Passing, QueenRule, Rules

PREFIX = "HT1"
#: The code version with the rule variants (written only when one is on).
PREFIX_VARIANTS = "HT2"
SEED_LETTERS = 7
SEED_LIMIT = 26**SEED_LETTERS

_QUEEN = {QueenRule.ANY_TIME: "A", QueenRule.AFTER_HEARTS: "H"}
_FIRST = {False: "F", True: "N"}
_MOON = {Moon.ADD_TO_OTHERS: "O", Moon.SUBTRACT: "S"}
_TARGET = {50: "S", 100: "M", 150: "L"}
_MOON_HT2 = {Moon.ADD_TO_OTHERS: "O", Moon.SUBTRACT: "S", Moon.CHOICE: "C"}
_JACK = {False: "O", True: "J"}
_NO_TRICKS = {False: "O", True: "B"}
_FIRST_LEAD = {FirstLead.TWO_OF_CLUBS: "T", FirstLead.ANY_CLUB: "C"}
_PASSING = {Passing.CYCLE: "C", Passing.LEFT: "L", Passing.NONE: "N"}


class BadGameCode(ValueError):
    """A game code that cannot be read; the message says which part is wrong."""


T = TypeVar("T")


def seed_to_letters(seed: int) -> str:
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"seed must be in 0..{SEED_LIMIT - 1}")
    out = []
    for _ in range(SEED_LETTERS):
        seed, d = divmod(seed, 26)
        out.append(chr(ord("A") + d))
    return "".join(reversed(out))


def rules_to_letters(rules: Rules) -> str:
    """The rules part: four letters for classic rules (HT1), eight with a variant (HT2)."""
    if rules.classic:
        return (
            _QUEEN[rules.queen_of_spades]
            + _FIRST[rules.no_points_first_trick]
            + _MOON[rules.moon]
            + _TARGET[rules.target]
        )
    return (
        _QUEEN[rules.queen_of_spades]
        + _FIRST[rules.no_points_first_trick]
        + _MOON_HT2[rules.moon]
        + _TARGET[rules.target]
        + _JACK[rules.jack_of_diamonds]
        + _NO_TRICKS[rules.no_tricks_bonus]
        + _FIRST_LEAD[rules.first_lead]
        + _PASSING[rules.passing]
    )


def format_code(seed: int, rules: Rules) -> str:
    prefix = PREFIX if rules.classic else PREFIX_VARIANTS
    return f"{prefix}-{rules_to_letters(rules)}-{seed_to_letters(seed)}"


def _pick(table: dict[T, str], letter: str, what: str) -> T:
    for value, written in table.items():
        if written == letter:
            return value
    choices = " or ".join(table.values())
    raise BadGameCode(f"the {what} letter must be {choices}, not {letter!r}")


def parse_code(text: str) -> tuple[int, Rules]:
    """(seed, rules) from a code; raises BadGameCode."""
    if not isinstance(text, str):
        raise BadGameCode("a game code is text like HT1-AFOM-AAAAAAA")
    # ASCII before upper-casing: "ﬀ".upper() is "FF", "ſ" and "ı" become "S" and "I".
    if not text.isascii():
        raise BadGameCode("a game code holds only the letters A-Z, digits and '-', like HT1-AFOM-AAAAAAA")
    if len(text) > 64:
        raise BadGameCode("a game code is 16 characters (20 with rule variants), like HT1-AFOM-AAAAAAA")
    parts = text.strip().upper().split("-")
    if len(parts) != 3:
        raise BadGameCode("a game code has three parts, like HT1-AFOM-AAAAAAA")
    prefix, rl, sl = parts
    if prefix not in (PREFIX, PREFIX_VARIANTS):
        raise BadGameCode(f"a Hearts game code starts with {PREFIX} or {PREFIX_VARIANTS}, not {prefix!r}")
    if prefix == PREFIX:
        if len(rl) != 4:
            raise BadGameCode("the rules part must be 4 letters, like AFOM")
        rules = Rules(
            queen_of_spades=_pick(_QUEEN, rl[0], "queen of spades"),
            no_points_first_trick=_pick(_FIRST, rl[1], "first trick"),
            moon=_pick(_MOON, rl[2], "moon"),
            target=_pick(_TARGET, rl[3], "game length"),
        )
    else:
        if len(rl) != 8:
            raise BadGameCode("the rules part of an HT2 code must be 8 letters, like AFOMJOTC")
        rules = Rules(
            queen_of_spades=_pick(_QUEEN, rl[0], "queen of spades"),
            no_points_first_trick=_pick(_FIRST, rl[1], "first trick"),
            moon=_pick(_MOON_HT2, rl[2], "moon"),
            target=_pick(_TARGET, rl[3], "game length"),
            jack_of_diamonds=_pick(_JACK, rl[4], "jack of diamonds"),
            no_tricks_bonus=_pick(_NO_TRICKS, rl[5], "no-trick bonus"),
            first_lead=_pick(_FIRST_LEAD, rl[6], "first lead"),
            passing=_pick(_PASSING, rl[7], "passing"),
        )
    if len(sl) != SEED_LETTERS or not all("A" <= ch <= "Z" for ch in sl):
        raise BadGameCode(f"the deal number must be {SEED_LETTERS} letters A-Z")
    seed = 0
    for ch in sl:
        seed = seed * 26 + (ord(ch) - ord("A"))
    return seed, rules
