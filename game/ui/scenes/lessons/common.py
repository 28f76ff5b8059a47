"""What both lesson scenes share: the saved progress, the verdict's words, the header, the
first start's offer and where the lesson goes next."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import number, t
from game.lesson_progress import Progress
from game.ui import progress_dialogs, text
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.widgets import Dialog

from . import strings  # noqa: F401  (registers the lessons' words)

if TYPE_CHECKING:
    from game.ui.scene import Parts

#: One progress per storage (one app, one profile): loaded once, written on every change.
_PROGRESS: weakref.WeakKeyDictionary[Any, Progress] = weakref.WeakKeyDictionary()


def _forget(parts: Parts) -> None:
    """An import of progress (Settings) wrote the document: read it again when next asked."""
    _PROGRESS.pop(parts.storage, None)


progress_dialogs.AFTER_IMPORT.append(_forget)

#: The lesson scene of each game, and the game scene it leads to.
SCENE = {"hearts": "hearts_lesson", "h2h": "h2h_lesson"}
GAME_SCENE = {"hearts": "hearts", "h2h": "heart_to_heart"}


def progress_of(parts: Parts) -> Progress:
    """The app's lesson progress (the ``lessons`` document of its storage)."""
    storage = parts.storage
    found = _PROGRESS.get(storage)
    if found is None:
        found = _PROGRESS[storage] = Progress(storage)
    return found


def words(keys: tuple[str, ...], fields: dict[str, str]) -> str:
    """A verdict's sentences in the current language (a rule's reason, a short line without a
    full stop, gets one before the sentence after it).  A field that starts with ``@`` is a
    key to translate, one with ``#`` a number to write as the language writes it."""
    fields = {k: t(v[1:]) if v.startswith("@") else number(float(v[1:]), 0) if v.startswith("#") else v
              for k, v in fields.items()}
    said = [s for s in (t(k, **fields) for k in keys) if s]
    return " ".join(s if s[-1] in ".!?:…" or i == len(said) - 1 else s + "." for i, s in enumerate(said))


def open_lessons(parts: Parts, game: str, back: str = "menu") -> None:
    """Open the lessons of ``game`` where the player left them."""
    parts.nav.go(SCENE[game], back=back)


def offer_first(parts: Parts, game: str) -> bool:
    """The first start's offer of the guided game, once: ``True`` when it was shown (the answer
    then opens the lessons or the game).  Never shown once answered or a lesson was begun.  A
    scripted run (tests, tours) is a player who has answered it, unless its saved lessons say
    the offer is still to come (``offered: false``)."""
    progress = progress_of(parts)
    if progress.done(game) or progress.at(game) is not None:
        return False
    stored = progress.data["offered"].get(game)
    if stored is True or (stored is None and parts.scripted):
        return False
    parts.nav.show_dialog(offer_dialog(parts, game))
    return True


def offer_dialog(parts: Parts, game: str) -> Dialog:
    """The offer: "No, thanks" (also Esc) opens the game, "Show me" the lessons; either
    answer is kept, so it is asked once."""
    progress = progress_of(parts)

    def no() -> None:
        progress.answer_offer(game)
        parts.nav.go(GAME_SCENE[game])

    def yes() -> None:
        progress.answer_offer(game)
        open_lessons(parts, game)

    return Dialog(f"lesson.offer.title.{game}", "lesson.offer.message",
                  [("no", "lesson.offer.no", no), ("yes", "lesson.offer.yes", yes)],
                  cancel="no", kind="lesson_offer")


def pill_width(kind: str, width: int) -> int:
    """The widest a message pill may be asked to be: an error's letters are bold, and a pill's
    lines are balanced on the regular letters' widths, so an error gets less room to wrap in."""
    return width * 86 // 100 if kind == "error" else width


def draw_header(surface: pygame.Surface, box: pygame.Rect, line: str, size: int, *, screen: Screen, look: Look) -> None:
    """The lesson's title line in ``box``: one line where it fits, else wrapped."""
    size = text.fit_size(line, size, box.w - screen.px(8), True, minimum=size - 4, screen=screen)
    y = box.y + screen.px(2)
    for one in text.wrap(line, size, box.w - screen.px(8), True, screen=screen):
        h = text.font(size, True, screen=screen).get_linesize()
        if y + h > box.bottom + screen.px(2):
            return
        text.draw(surface, one, size, look.palette.text, (box.centerx, y), "midtop", bold=True, screen=screen)
        y += h


class Walk:
    """Where the player is in a game's lessons (a lesson's key and its step), moved on and kept
    in the progress: the rules module (``LESSONS``, ``KEYS``) says what comes next.  It starts
    where the player left off, or at the ``chosen`` lesson."""

    def __init__(self, parts: Parts, game: str, rules: Any, chosen: str | None = None) -> None:
        self.parts, self.game, self.rules = parts, game, rules
        self.progress = progress_of(parts)
        key = chosen if chosen is not None and chosen in rules.KEYS else self.progress.next_lesson(game)
        at = self.progress.at(game)
        self.key = key
        steps = len(rules.lesson(key).steps)
        self.step = at[1] if at is not None and at[0] == key and at[1] < steps else 0
        self.progress.reached(game, self.key, self.step)

    @property
    def lesson(self) -> Any:
        return self.rules.lesson(self.key)

    @property
    def number(self) -> int:
        return self.rules.KEYS.index(self.key) + 1

    def header(self) -> str:
        return t("lesson.header", n=self.number, of=len(self.rules.KEYS),
                 title=t(f"lesson.{self.game}.{self.key}.title"))

    def last_step(self) -> bool:
        return self.step + 1 >= len(self.lesson.steps)

    def last_lesson(self) -> bool:
        return self.number >= len(self.rules.KEYS)

    def solved(self) -> bool:
        """The step was answered right: a lesson's last step makes it done at once (a quit
        before Next keeps it).  ``True`` when that was the last lesson's last step."""
        if not self.last_step():
            return False
        self.progress.finished(self.game, self.key)
        return self.last_lesson()

    def next(self) -> bool:
        """On to the next step or lesson (the lesson finished is kept as done); ``False`` after
        the last one."""
        if not self.last_step():
            self.step += 1
            self.progress.reached(self.game, self.key, self.step)
            return True
        self.progress.finished(self.game, self.key)
        return self.skip()

    def skip(self) -> bool:
        """Straight to the next lesson's first step; ``False`` after the last one."""
        if self.last_lesson():
            return False
        self.key = self.rules.KEYS[self.number]
        self.step = 0
        self.progress.reached(self.game, self.key, self.step)
        return True

    def play_game(self) -> None:
        """From the lessons to a game of their own."""
        self.parts.nav.go(GAME_SCENE[self.game])

    def leave(self, back_to: str | None) -> None:
        """Back: to the game's rules page when the lessons were opened there, else the menu."""
        if back_to == "rules":
            self.parts.nav.go("rules", game=self.game)
        else:
            self.parts.nav.go("menu")

    def state(self) -> dict[str, Any]:
        return {"lesson": self.key, "step": self.step, "done": self.progress.done(self.game)}
