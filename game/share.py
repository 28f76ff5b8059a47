"""Share links: the page's address with ``?deal=`` (Heart to Heart) or ``?game=`` (Hearts).

Pure (no pygame, no browser): the app passes the page address it runs at, and gets back
the link to copy; opening a link goes through :func:`parse_link`, and natively the same
codes go through ``--deal`` and ``--game`` (game/ui/options.py).

* Building a link replaces any ``deal`` or ``game`` parameter already in the address (a
  link names one game), keeps every other parameter (``lang``...) in its order, and keeps
  the fragment.  Codes are written in their canonical upper-case form.
* Parsing reads the first non-empty ``deal`` or ``game`` parameter; the code itself says
  which game it is (``HT...`` is Hearts), as in the deal-code dialog, so a code under the
  other key (people paste codes anywhere) still opens its game.
"""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

DEAL, GAME = "deal", "game"  # the query parameters, and the kinds of shared game


class BadShareLink(ValueError):
    """A link or code that cannot be shared or opened; the message says why."""


class Shared:
    """A shared game: its kind and its code.  A read-only value, equal when both are.
    A plain class, not a ``@dataclass``: that is built with ``exec`` at import, in the
    time to the first menu frame."""

    __slots__ = ("kind", "code")

    kind: str  # DEAL (Heart to Heart) or GAME (Hearts)
    code: str  # canonical form

    def __init__(self, kind: str, code: str) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "code", code)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Shared is read-only (cannot set {name!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Shared):
            return NotImplemented
        return (self.kind, self.code) == (other.kind, other.code)

    def __hash__(self) -> int:
        return hash((self.kind, self.code))

    def __repr__(self) -> str:
        return f"Shared(kind={self.kind!r}, code={self.code!r})"


def canonical(kind: str, code: str) -> str:
    """The code in its canonical form; BadShareLink (with the engine's reason) if unreadable."""
    if kind == DEAL:
        from game.heart_to_heart.codes import BadDealCode, format_code, parse_code

        try:
            return format_code(parse_code(code))
        except BadDealCode as exc:
            raise BadShareLink(str(exc)) from None
    if kind == GAME:
        from game.hearts.code import BadGameCode
        from game.hearts.code import format_code as hearts_format
        from game.hearts.code import parse_code as hearts_parse

        try:
            return hearts_format(*hearts_parse(code))
        except BadGameCode as exc:
            raise BadShareLink(str(exc)) from None
    from game.heart_to_heart.codes import shown

    raise BadShareLink(f"unknown kind of game {shown(kind)} (expected {DEAL!r} or {GAME!r})")


def kind_of(code: str) -> str:
    """GAME for a Hearts code (``HT...``), DEAL otherwise (as the deal-code dialog decides)."""
    return GAME if isinstance(code, str) and code.strip().upper().startswith("HT") else DEAL


def share_link(page: str, kind: str, code: str) -> str:
    """``page`` with ``?deal=CODE`` or ``?game=CODE`` (replacing either, keeping the rest)."""
    value = canonical(kind, code)
    if not isinstance(page, str):
        raise BadShareLink("the page address must be text")
    try:
        parts = urlsplit(page.strip())
    except ValueError as exc:  # "http://[x/": not an address a link can be made from
        raise BadShareLink(f"not a page address: {exc}") from None
    kept = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k not in (DEAL, GAME)]
    query = urlencode(kept + [(kind, value)])
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, parts.fragment))


def parse_link(link: str) -> Shared | None:
    """The game a link (or a bare query such as ``?deal=...``) opens; None if it names none.

    A named but unreadable code raises BadShareLink with the engine's message.
    """
    if not isinstance(link, str):
        raise BadShareLink("a link must be text")
    value = _linked_code(link.strip())
    if value is None:
        return None
    kind = kind_of(value)  # the code says which game it is, whatever the key
    return Shared(kind, canonical(kind, value))


def _linked_code(text: str) -> str | None:
    """The first non-empty ``deal`` or ``game`` value in a link or bare query (unchecked)."""
    try:  # urlsplit refuses some hosts ("http://[x/"): such a text names no game
        query = urlsplit(text).query if "?" in text or "://" in text else text
    except ValueError:
        return None
    for key, value in parse_qsl(query.lstrip("?"), keep_blank_values=True):
        if key in (DEAL, GAME) and value.strip():
            return value.strip()
    return None


def code_in_pasted(text: str) -> str:
    """What a pasted text gives the deal-code dialog: the code of a share link (people paste
    the link they were sent, and its ``https`` would otherwise be read as a Hearts code),
    anything else unchanged (a bad code still gets the engine's message)."""
    if not isinstance(text, str):
        return ""
    return _linked_code(text.strip()) or text
