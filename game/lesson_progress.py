"""What the player has done in the lessons: which are done, where one was left, the first offer.

One saved document (purpose ``lessons``), per game (``hearts``, ``h2h``):

``offered``
    The first start's offer was answered (yes or no): it is never shown again.
``done``
    The lessons finished, by key, in the order of the game's lessons.
``at``
    The lesson left unfinished and its step (``[key, step]``): it resumes there.

Validated field by field like the statistics: a bad field is dropped and the rest kept
(:class:`game.storage.Salvaged`), so one damaged value never loses the others.  Every change
goes through ``Storage.update``: two windows' progress is merged (a lesson done in either stays
done).  Pure Python, no pygame.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from game.storage import Salvaged

PURPOSE = "lessons"
VERSION = 1
GAMES = ("hearts", "h2h")
#: Longer than any lesson key or step count a real game has.
MAX_KEY, MAX_STEP = 40, 99


def _lesson_keys(game: str) -> tuple[str, ...]:
    """The game's lessons, in order (the rules modules are imported when first asked)."""
    if game == "hearts":
        from game.hearts.teaching import lessons as hearts

        return hearts.KEYS
    from game.heart_to_heart import lessons as h2h

    return h2h.KEYS


def empty() -> dict[str, Any]:
    """No lesson done, nothing offered yet."""
    return {"offered": {}, "done": {}, "at": {}}


def validate(data: Any) -> dict[str, Any]:
    """The usable part of a saved document; :class:`Salvaged` when some of it was dropped."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    out = empty()
    dropped: list[str] = []
    for game in GAMES:
        keys = _lesson_keys(game)
        offered = _get(data, "offered", game)
        if offered is not None:
            if isinstance(offered, bool):
                out["offered"][game] = offered
            else:
                dropped.append(f"offered.{game}")
        done = _get(data, "done", game)
        if done is not None:
            if isinstance(done, list) and all(isinstance(k, str) and k in keys for k in done):
                out["done"][game] = [k for k in keys if k in done]
            else:
                dropped.append(f"done.{game}")
        at = _get(data, "at", game)
        if at is not None:
            if (isinstance(at, list) and len(at) == 2 and isinstance(at[0], str) and at[0] in keys
                    and isinstance(at[1], int) and not isinstance(at[1], bool) and 0 <= at[1] <= MAX_STEP):
                out["at"][game] = [at[0], at[1]]
            else:
                dropped.append(f"at.{game}")
    for name in ("offered", "done", "at"):
        if name in data and not isinstance(data[name], dict):
            dropped.append(name)
    if dropped:
        raise Salvaged("dropped " + ", ".join(dropped), out)
    return out


def _get(data: dict, name: str, game: str) -> Any:
    part = data.get(name)
    return part.get(game) if isinstance(part, dict) else None


class Progress:
    """The lessons' progress, loaded once and written through the storage on every change."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage
        loaded = storage.load(PURPOSE, VERSION, validate=validate)
        self.data: dict[str, Any] = loaded if loaded is not None else empty()

    # -- reading --------------------------------------------------------------------------
    def offered(self, game: str) -> bool:
        return bool(self.data["offered"].get(game, False))

    def done(self, game: str) -> list[str]:
        return list(self.data["done"].get(game, []))

    def at(self, game: str) -> tuple[str, int] | None:
        """The unfinished lesson and step to resume, if any."""
        at = self.data["at"].get(game)
        return (at[0], at[1]) if at else None

    def next_lesson(self, game: str) -> str:
        """Where "Learn by playing" starts: the unfinished lesson, else the first not done,
        else the first."""
        keys = _lesson_keys(game)
        at = self.at(game)
        if at is not None:
            return at[0]
        done = set(self.done(game))
        return next((k for k in keys if k not in done), keys[0])

    # -- changing -------------------------------------------------------------------------
    def answer_offer(self, game: str) -> None:
        """The first start's offer was answered: it is not shown again."""
        self._change(lambda d: _set(d, "offered", game, True))

    def reached(self, game: str, key: str, step: int) -> None:
        """The player is at ``step`` of lesson ``key``: a quit resumes here."""
        self._change(lambda d: _set(d, "at", game, [key, step]))

    def finished(self, game: str, key: str) -> None:
        """Lesson ``key`` is done; nothing to resume in it."""
        def change(d: dict[str, Any]) -> dict[str, Any]:
            d = _set(d, "done", game, _ordered(game, [*d["done"].get(game, []), key]))
            if d["at"].get(game, [None])[0] == key:
                del d["at"][game]
            return d
        self._change(change)

    def _change(self, change: Any) -> None:
        def apply(stored: Any) -> dict[str, Any]:
            base = stored if isinstance(stored, dict) else self.data
            return change(copy.deepcopy(base))
        try:
            _written, data = self.storage.update(PURPOSE, VERSION, apply, self.data, validate=_lenient)
        except Exception:  # never lose the change in this run
            data = None
        self.data = data if isinstance(data, dict) else change(copy.deepcopy(self.data))


def _lenient(data: Any) -> dict[str, Any]:
    """The stored document as an update merges into it: the usable part, never refused."""
    try:
        return validate(data)
    except Salvaged as part:
        return part.value
    except ValueError:
        return empty()


def _set(d: dict[str, Any], name: str, game: str, value: Any) -> dict[str, Any]:
    d.setdefault(name, {})[game] = value
    return d


def _ordered(game: str, keys: Iterable[str]) -> list[str]:
    have = set(keys)
    return [k for k in _lesson_keys(game) if k in have]
