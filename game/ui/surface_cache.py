"""Painted pictures kept by key within a memory budget, the least recently used dropped first.

Every cache of pictures in the front end is one of these, so a long session holds a bounded
amount of them: a phone's browser tab never gives memory back, and an app that has shown
every screen at every setting would otherwise keep every picture it ever painted.  The
budget is counted in screens (the bytes of one picture the size of the logical screen), so
a bigger screen, whose pictures are bigger, keeps as many of them; ``max_items`` bounds the
count as well.  The picture just stored is always kept, whatever its size.

Reads and writes as a dict (``get``, ``[key]``, ``in``, ``del``, ``clear``): reading a key
makes it the most recently used.  A cache of full-screen pictures says so (``screen=True``,
its keys ending with the screen's width and height): the frame drops them all when the
palette changes (:func:`forget_screen_pictures`) and those of other sizes when the screen
changes size (:func:`keep_screen_size`), without knowing which module keeps them.  All of
them together hold at most ``SCREEN_PICTURES`` screens (a frame draws from one or two: the
lights and felts of the screens left behind go first).
"""

from __future__ import annotations

import itertools
import weakref
from collections import OrderedDict
from collections.abc import Hashable, Iterator
from typing import Any

import pygame


def surface_bytes(surface: Any) -> int:
    """The pixel memory of ``surface`` (0 for anything that is not a surface)."""
    if isinstance(surface, pygame.Surface):
        return surface.get_pitch() * surface.get_height()
    return 0


#: The logical screen the budgets are counted in (``count_in_screens_of``): the frame's.
_screen_size: tuple[int, int] = (1280, 720)


def count_in_screens_of(size: tuple[int, int]) -> None:
    """Count every cache's budget in screens of ``size`` (the logical screen the frame
    draws on now)."""
    global _screen_size
    _screen_size = (int(size[0]), int(size[1]))


def screen_bytes() -> int:
    """The bytes of one 32-bit picture the size of the logical screen now."""
    return max(1, _screen_size[0]) * max(1, _screen_size[1]) * 4


#: glibc's ``mallopt`` parameter for the size from which blocks get pages of their own.
_M_MMAP_THRESHOLD = -3
#: Pictures from this size up (a quarter of a 1280x720 screen) get pages of their own.
BIG_PICTURE = 1 << 20


def give_big_pictures_back() -> bool:
    """Let every block of ``BIG_PICTURE`` bytes or more (a full-screen picture, a panel) come
    from pages of its own that go back to the system when it is dropped (glibc on Linux;
    elsewhere nothing); True if set.

    glibc otherwise raises that bar to the largest block freed so far, so after the first
    full-screen picture is dropped the next ones are cut from the shared heap, which keeps
    the holes they leave: a session's resident memory then grows well beyond what its
    pictures hold (tools/bench/memory.py measures it)."""
    import sys

    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        return bool(libc.mallopt(_M_MMAP_THRESHOLD, BIG_PICTURE))
    except (OSError, AttributeError):  # not glibc (musl has no mallopt)
        return False


#: The caches of pictures painted for the screen of now (``SurfaceCache(screen=True)``).
_SCREEN_PICTURES: weakref.WeakSet[SurfaceCache] = weakref.WeakSet()
#: The screens' worth of bytes every full-screen picture together may hold.
SCREEN_PICTURES = 3.0
#: When each picture was last stored or read, across every cache (the least recently used
#: full-screen picture goes first, whichever cache holds it).
_clock = itertools.count()


def _trim_screen_pictures(newest: tuple[SurfaceCache, Hashable]) -> None:
    """Drop the least recently used full-screen pictures, whichever cache holds them, until
    together they fit ``SCREEN_PICTURES`` screens (never ``newest``: the one just stored)."""
    budget = SCREEN_PICTURES * screen_bytes()
    caches = list(_SCREEN_PICTURES)
    total = sum(c.bytes for c in caches)
    while total > budget:
        oldest = []  # each cache's least recently used picture (its first), the newest left out
        for c in caches:
            k = next((k for k in c._items if (c, k) != newest), None)
            if k is not None:
                oldest.append((c._used[k], c, k))
        if not oldest:
            return
        _, cache, key = min(oldest, key=lambda o: o[0])
        total -= surface_bytes(cache._items[key])
        del cache[key]


def forget_screen_pictures() -> None:
    """The palette changed: every full-screen picture (lights, felts) is painted again."""
    for cache in _SCREEN_PICTURES:
        cache.clear()


def keep_screen_size(size: tuple[int, int]) -> None:
    """The logical screen is ``size`` now: drop the full-screen pictures of other sizes."""
    count_in_screens_of(size)
    for cache in _SCREEN_PICTURES:
        cache.keep_size(size)


class SurfaceCache:
    """Pictures by key, at most ``screens`` screens' worth of bytes and ``max_items`` of them."""

    def __init__(self, screens: float, max_items: int | None = None, screen: bool = False) -> None:
        self.screens = screens
        self.max_items = max_items
        self._items: OrderedDict[Hashable, Any] = OrderedDict()
        #: When each picture was last stored or read (``_clock``).
        self._used: dict[Hashable, int] = {}
        self.bytes = 0
        self.screen = screen
        if screen:
            _SCREEN_PICTURES.add(self)

    def budget(self) -> int:
        """The bytes this cache may hold on the screen of now."""
        return int(self.screens * screen_bytes())

    def get(self, key: Hashable, default: Any = None) -> Any:
        """The picture under ``key`` (now the most recently used), else ``default``."""
        if key not in self._items:
            return default
        return self[key]

    def __getitem__(self, key: Hashable) -> Any:
        self._items.move_to_end(key)
        self._used[key] = next(_clock)
        return self._items[key]

    def __setitem__(self, key: Hashable, surface: Any) -> None:
        if key in self._items:
            self.bytes -= surface_bytes(self._items.pop(key))
        self._items[key] = surface
        self._used[key] = next(_clock)
        self.bytes += surface_bytes(surface)
        self._trim()
        if self.screen:
            _trim_screen_pictures((self, key))

    def __delitem__(self, key: Hashable) -> None:
        self.bytes -= surface_bytes(self._items.pop(key))
        self._used.pop(key, None)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __iter__(self) -> Iterator[Hashable]:
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        self._items.clear()
        self._used.clear()
        self.bytes = 0

    def keep_size(self, size: tuple[int, int]) -> None:
        """Drop the pictures whose key does not end with ``size``."""
        for key in [k for k in self._items if not (isinstance(k, tuple) and tuple(k[-2:]) == tuple(size))]:
            del self[key]

    def _trim(self) -> None:
        """Drop the least recently used pictures until the budget holds (never the newest)."""
        budget = self.budget()
        while len(self._items) > 1 and (self.bytes > budget
                                         or (self.max_items is not None and len(self._items) > self.max_items)):
            key, old = self._items.popitem(last=False)
            self._used.pop(key, None)
            self.bytes -= surface_bytes(old)
