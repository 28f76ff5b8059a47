"""The game code: a printable line that recreates a whole game of Hearts.

Form ``HT1-QFMT-XXXXXXX``:

- ``HT1``: this game (Hearts) and deal/derivation version 1;
- four letters, one per setting: queen of spades ``A`` any time / ``H`` after hearts
  are broken; first trick ``F`` free / ``N`` no points; moon ``O`` adds 26 to the
  others / ``S`` subtracts 26 from the shooter; target ``S`` 50 / ``M`` 100 / ``L`` 150
  (the defaults read ``AFOM``);
- the seed: 7 letters A-Z, base 26, most significant first (``AAAAAAA`` = 0).

Codes are read case-insensitively with surrounding spaces; anything else raises
``BadGameCode`` naming the part that is wrong.
"""

from __future__ import annotations

from typing import TypeVar

from .rules import (
    MOON_ADD_TO_OTHERS,
    MOON_SUBTRACT,
    QUEEN_AFTER_HEARTS,
    QUEEN_ANY_TIME,
    Rules,
)

PREFIX = "HT1"
SEED_LETTERS = 7
SEED_LIMIT = 26**SEED_LETTERS

_QUEEN = {QUEEN_ANY_TIME: "A", QUEEN_AFTER_HEARTS: "H"}
_FIRST = {False: "F", True: "N"}
_MOON = {MOON_ADD_TO_OTHERS: "O", MOON_SUBTRACT: "S"}
_TARGET = {50: "S", 100: "M", 150: "L"}


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
    return (
        _QUEEN[rules.queen_of_spades]
        + _FIRST[rules.no_points_first_trick]
        + _MOON[rules.moon]
        + _TARGET[rules.target]
    )


def format_code(seed: int, rules: Rules) -> str:
    return f"{PREFIX}-{rules_to_letters(rules)}-{seed_to_letters(seed)}"


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
        raise BadGameCode("a game code is 16 characters, like HT1-AFOM-AAAAAAA")
    parts = text.strip().upper().split("-")
    if len(parts) != 3:
        raise BadGameCode("a game code has three parts, like HT1-AFOM-AAAAAAA")
    prefix, rl, sl = parts
    if prefix != PREFIX:
        raise BadGameCode(f"a Hearts game code starts with {PREFIX}, not {prefix!r}")
    if len(rl) != 4:
        raise BadGameCode("the rules part must be 4 letters, like AFOM")
    rules = Rules(
        queen_of_spades=_pick(_QUEEN, rl[0], "queen of spades"),
        no_points_first_trick=_pick(_FIRST, rl[1], "first trick"),
        moon=_pick(_MOON, rl[2], "moon"),
        target=_pick(_TARGET, rl[3], "game length"),
    )
    if len(sl) != SEED_LETTERS or not all("A" <= ch <= "Z" for ch in sl):
        raise BadGameCode(f"the deal number must be {SEED_LETTERS} letters A-Z")
    seed = 0
    for ch in sl:
        seed = seed * 26 + (ord(ch) - ord("A"))
    return seed, rules
