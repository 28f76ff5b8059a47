"""The heap held out of the garbage collector's reach while the app thinks in slices.

A full collection walks every object the app holds (modules, tables, pictures: tens of
thousands), which alone takes most of a frame, and the collector starts one in the middle of
whichever slice has made enough new objects: a frame that already spends its budget on a
search (a computer seat's card, a claim checked, the analysis) is then late. While anything
thinks, the objects made before are frozen (``gc.freeze``): a collection walks only what was
made since. The last thinker to finish lets go (``gc.unfreeze``).
"""

from __future__ import annotations

import gc
import weakref

#: The thinkers holding the heap now.
_HOLDING = 0


def hold() -> None:
    """One more thinker: the first freezes the heap made so far."""
    global _HOLDING
    if _HOLDING == 0:
        gc.freeze()
    _HOLDING += 1


def release() -> None:
    """One thinker done: once none is, the heap is the collector's again."""
    global _HOLDING
    _HOLDING = max(0, _HOLDING - 1)
    if _HOLDING == 0:
        gc.unfreeze()


class Hold:
    """One thinker's hold on the heap: taken at its first slice, let go once, when it is done
    or when ``owner`` is collected unfinished (a search abandoned when its scene is left)."""

    def __init__(self, owner: object) -> None:
        self._owner = weakref.ref(owner)  # not the owner itself: it must be free to go
        self._let_go: weakref.finalize | None = None

    def take(self) -> None:
        """Hold the heap, the first time only (each slice calls it)."""
        owner = self._owner()
        if self._let_go is None and owner is not None:
            hold()
            self._let_go = weakref.finalize(owner, release)

    def let_go(self) -> None:
        """The thinking is over: let go, if held (again: nothing)."""
        if self._let_go is not None:
            self._let_go()  # a finalizer runs once
