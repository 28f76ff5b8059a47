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
from collections.abc import Callable

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


def hold_for(owner: object) -> Callable[[], None]:
    """Hold the heap until the returned call, or until ``owner`` is collected unfinished (a
    search abandoned when its scene is left): the hold is let go exactly once either way."""
    hold()
    return weakref.finalize(owner, release)
