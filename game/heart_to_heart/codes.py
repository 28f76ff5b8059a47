"""Deal codes ``HH1-N-XXXXXXX``: the deal number in 7 base-26 letters, printed.

``HH1`` = this game, shuffle version 1; ``N`` = normal rules; the letters are the
deal number, most significant first (``AAAAAAA`` = 0, ``AAAAAAM`` = 12).  Codes are
stable forever: the shuffle behind a number is pinned in :mod:`.deal`.
"""

from __future__ import annotations

GAME = "HH1"
RULES = "N"
LETTERS = 7
MAX_NUMBER: int = 26**LETTERS - 1
_A = ord("A")


class BadDealCode(ValueError):
    """A deal code that cannot be read; ``part`` names what is wrong.

    ``part`` is one of ``"shape"``, ``"game"``, ``"rules"``, ``"number"`` so the
    screen can show a translated message; ``str()`` is the English one.
    """

    def __init__(self, part: str, message: str) -> None:
        super().__init__(message)
        self.part = part


def format_code(number: int) -> str:
    """The code of deal ``number`` (0..26**7-1)."""
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= MAX_NUMBER:
        raise BadDealCode("number", f"deal number {number!r} is out of range 0..{MAX_NUMBER}")
    letters = []
    for _ in range(LETTERS):
        number, digit = divmod(number, 26)
        letters.append(chr(_A + digit))
    return f"{GAME}-{RULES}-{''.join(reversed(letters))}"


def shown(text: str, limit: int = 24) -> str:
    """``text`` quoted for an error message, cut to ``limit`` characters: a pasted page
    of text should not come back in full in the message that refuses it."""
    if len(text) > limit:
        return repr(text[:limit] + "…")
    return repr(text)


def parse_code(text: str) -> int:
    """The deal number of a code; case-insensitive, surrounding spaces allowed."""
    if not isinstance(text, str):
        raise BadDealCode("shape", f"a deal code must be text, not {type(text).__name__}")
    parts = text.strip().split("-")
    if len(parts) != 3:
        raise BadDealCode(
            "shape", f"{shown(text.strip())} is not a deal code: expected HH1-N- and 7 letters, e.g. HH1-N-AAAAAAM"
        )
    # Upper-case each part only once it is known to be ASCII ("ß".upper() is "SS").
    game, rules, letters = (p.upper() if p.isascii() else p for p in parts)
    if game != GAME:
        raise BadDealCode("game", f"unknown game or shuffle version {shown(game)} in the deal code (expected {GAME})")
    if rules != RULES:
        raise BadDealCode("rules", f"unknown rules {shown(rules)} in the deal code (expected {RULES})")
    if len(letters) != LETTERS or not all("A" <= c <= "Z" for c in letters):
        raise BadDealCode(
            "number", f"the deal number {shown(letters)} must be exactly {LETTERS} letters A to Z"
        )
    number = 0
    for c in letters:
        number = number * 26 + (ord(c) - _A)
    return number

