"""Short sound effects (assets/*.ogg, made by tools/make_sounds.py), muted by the setting.

Nothing plays before the person's first click, tap or key (browsers forbid it, and the
mixer is only opened then).  Any audio failure (no device, no codec) leaves the app silent.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pygame

from game.resources import asset

NAMES = ("card", "pair", "trick", "win")


class Sound:
    def __init__(self, enabled) -> None:
        #: A callable answering whether sound is on (the setting, read at play time).
        self.enabled = enabled
        self.unlocked = False
        self.failed = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}

    def unlock(self) -> None:
        """The first user gesture: open the mixer and load the effects (once)."""
        if self.unlocked:
            return
        self.unlocked = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=1024)
            for name in NAMES:
                found = asset(f"{name}.ogg")
                if not found.is_file():
                    continue
                # A file on disk is opened by name (as the browser always did); a packed one from its bytes.
                source = os.fspath(found) if isinstance(found, Path) else io.BytesIO(found.read_bytes())
                self.sounds[name] = pygame.mixer.Sound(source)
        except Exception:  # no audio device, blocked audio context, missing codec: stay silent
            self.failed = True
            self.sounds.clear()

    def play(self, name: str) -> None:
        """Play an effect (``card``, ``pair``, ``trick``, ``win``) if allowed; never raises."""
        if name not in NAMES:
            raise ValueError(f"unknown sound {name!r} (expected one of {', '.join(NAMES)})")
        if not self.unlocked or self.failed or not self.enabled():
            return
        snd = self.sounds.get(name)
        if snd is not None:
            try:
                snd.play()
            except Exception:
                pass
