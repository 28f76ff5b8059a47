"""Every string the player reads goes through ``t(key, **fields)``: English and Russian.

The catalogs are Python modules (``game/locales/en.py``, ``ru.py``) so pygbag packs them
with the code.  A game scene may add its own strings at import time with
``register_strings({"en": {...}, "ru": {...}})``; the catalog test checks that every key
exists in both languages.  Switching the language is live: ``t`` reads the current one.
"""

from __future__ import annotations

import os
import sys

from game.locales import en as _en
from game.locales import ru as _ru

LANGUAGES: tuple[str, ...] = ("en", "ru")
#: Each language's own name, for the menu's language switch.
LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}

CATALOGS: dict[str, dict[str, str]] = {"en": dict(_en.STRINGS), "ru": dict(_ru.STRINGS)}

_current = "en"


def language() -> str:
    return _current


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r} (expected one of {', '.join(LANGUAGES)})")
    _current = lang


def plural_form(n: int) -> str:
    """The noun form a whole number takes in the current language: ``one``, ``few`` or
    ``many`` (Russian: 1, 21, 31... one; 2-4, 22-24... few; the rest many; English has
    only one and many)."""
    if _current == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if n == 1 else "many"


#: The minus sign the app writes (U+2212), never the hyphen.
MINUS = "\u2212"
#: Each language's decimal mark.
DECIMAL_MARK = {"en": ".", "ru": ","}


def number(x: float, digits: int = 1, signed: bool = False, trim: bool = False) -> str:
    """``x`` as the player reads it in the current language: ``digits`` decimals, the
    language's decimal mark ("2.5", «2,5») and the true minus sign ("\u22122.5").

    ``signed``: "+" before a number that is not negative (a cost, a change: "+0.4");
    ``trim``: a whole number without its decimals ("4" for 4.0).  Rounded once, here; a
    value that rounds to zero is never "\u22120.0".  Not a number: "\u2013".
    """
    if x != x or x in (float("inf"), float("-inf")):
        return "\u2013"
    s = f"{x:.{max(0, digits)}f}"
    if trim and "." in s:
        s = s.rstrip("0").rstrip(".")
    negative = s.startswith("-") and any(ch not in "-0." for ch in s)
    s = s.lstrip("-")
    s = s.replace(".", DECIMAL_MARK.get(_current, "."))
    if negative:
        return MINUS + s
    return "+" + s if signed else s


def t(key: str, **fields: object) -> str:
    """The current language's text for ``key``; English, then the key itself, as fallbacks."""
    text = CATALOGS[_current].get(key)
    if text is None:
        text = CATALOGS["en"].get(key, key)
    if fields:
        try:
            return drawable(text.format(**fields))
        except (KeyError, IndexError, ValueError):
            return text
    return text


def drawable(text: str) -> str:
    """``text`` as a font can draw it: lone surrogates (the bytes of a file name that are not
    UTF-8, as Python keeps them) shown as �.  A value put in a message may be such a name."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in text)
    return text


def has(key: str) -> bool:
    return key in CATALOGS["en"]


def register_strings(strings: dict[str, dict[str, str]]) -> None:
    """Add a scene's own strings (``{"en": {...}, "ru": {...}}``); later keys win."""
    for lang, table in strings.items():
        if lang not in CATALOGS:
            raise ValueError(f"unknown language {lang!r}")
        CATALOGS[lang].update(table)


def missing_keys() -> dict[str, set[str]]:
    """Keys present in one language but not another (the completeness test uses it)."""
    every = set().union(*(set(c) for c in CATALOGS.values()))
    return {lang: every - set(c) for lang, c in CATALOGS.items() if every - set(c)}


def normalise(tag: str | None) -> str | None:
    """``ru-RU``, ``ru_RU.UTF-8``, ``RU`` → ``ru``; unknown languages → ``None``."""
    if not tag:
        return None
    code = str(tag).strip().replace("_", "-").split("-")[0].split(".")[0].lower()
    return code if code in LANGUAGES else None


def detect_language() -> str:
    """The browser's language in the browser, the system locale natively; English otherwise."""
    candidates: list[str | None] = []
    if sys.platform == "emscripten":
        try:
            import platform as browser

            candidates.append(str(browser.window.navigator.language))
        except Exception:
            pass
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            candidates.extend(value.split(":"))
    for tag in candidates:
        lang = normalise(tag)
        if lang:
            return lang
    if sys.platform != "emscripten" and not _c_locale():  # (locale costs ~0.7 ms of start-up)
        try:
            import locale

            return normalise(locale.getlocale()[0]) or "en"
        except Exception:
            pass
    return "en"


def _c_locale() -> bool:
    """Is the process in the C (POSIX) locale, which names no language?  Read from the C
    module itself: the ``locale`` module is only needed to map a real locale's name."""
    try:
        import _locale

        name = _locale.setlocale(_locale.LC_CTYPE)
    except Exception:
        return False
    return isinstance(name, str) and name.split(".")[0] in ("C", "POSIX")
