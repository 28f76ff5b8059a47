"""Small tweens for moving, flipping and removing cards, scaled by the animation setting.

Durations are given at "normal" speed; ``Tweens`` multiplies them by the setting's
scale (0 for "off", when a tween completes at once, callbacks included).  While any
tween runs the scene is *busy*: the app queues input and the script driver waits, so a
tap is applied exactly once, after the cards have reached the places it refers to.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.sprites import CardSprite

Step = Callable[[float], None]
Done = Callable[[], None] | None


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


class Tween:
    __slots__ = ("duration", "elapsed", "delay", "step", "on_done", "ease", "start", "started",
                 "sprite", "visual", "stepped", "origin")

    def __init__(self, duration: float, step: Step, on_done: Done, delay: float,
                 ease: Callable[[float], float], start: Callable[[], None] | None,
                 sprite: CardSprite | None = None, visual: bool = True) -> None:
        self.duration = duration
        self.elapsed = 0.0
        self.delay = delay
        self.step = step
        self.on_done = on_done
        self.ease = ease
        self.start = start
        self.started = False
        #: The one sprite the step changes (move, flip, remove); ``None``: it may change anything.
        self.sprite = sprite
        #: ``False`` for a pause (``wait``): nothing on screen changes.
        self.visual = visual
        self.stepped = False
        #: A move's starting point ([x, y], shared with its step), so a turned screen can
        #: send the card on from where it is (``Tweens.carry_over``); ``None``: not a move.
        self.origin: list[float] | None = None

    def progress(self) -> float:
        """The eased progress the last step drew (0 before the start)."""
        if not self.started:
            return 0.0
        return self.ease(1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration))

    def advance(self, dt: float) -> bool:
        """Move on by ``dt`` seconds; ``True`` when finished."""
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return False
            dt = -self.delay
            self.delay = 0.0
        if not self.started:
            self.started = True
            if self.start:
                self.start()
        self.elapsed += dt
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        self.step(self.ease(t))
        self.stepped = True
        return t >= 1.0


def sprite_area(sprite: CardSprite) -> pygame.Rect:
    """Where a card sprite may paint: its rectangle with room for its shadow (which keeps
    its full width while a flip narrows the card), a lifted position, a selection
    outline and the keyboard focus ring."""
    margin = max(sprite.w, sprite.h) // 2 + 16 + abs(sprite.lift)
    return sprite.rect.inflate(2 * margin, 2 * margin)


class Tweens:
    """The running tweens of one scene."""

    def __init__(self, scale: Callable[[], float] = lambda: 1.0) -> None:
        self.scale = scale
        self.running: list[Tween] = []
        self._speedup = 1.0
        #: A tween finished in the last ``update`` (its callback may have changed anything).
        self.finished = False

    @property
    def busy(self) -> bool:
        return bool(self.running)

    def add(self, duration: float, step: Step, on_done: Done = None, delay: float = 0.0,
            ease: Callable[[float], float] = ease_out_cubic, scaled: bool = True,
            start: Callable[[], None] | None = None, sprite: CardSprite | None = None,
            visual: bool = True) -> Tween | None:
        """Run ``step(progress)`` for ``duration`` seconds (×the speed setting if ``scaled``).

        ``sprite``: the only thing ``step`` changes, so a frame can redraw just around it.
        """
        k = self.scale() if scaled else 1.0
        tween = Tween(duration * k, step, on_done, delay * k, ease, start, sprite, visual)
        if tween.duration <= 0 and tween.delay <= 0:
            # Animation off: land now, in order, so state and picture never disagree.
            if start:
                start()
            step(1.0)
            if on_done:
                on_done()
            return None
        self.running.append(tween)
        return tween

    def move(self, sprite: CardSprite, to: tuple[float, float], duration: float = 0.28,
             delay: float = 0.0, on_done: Done = None) -> Tween | None:
        """Glide from wherever the sprite is when the tween starts to ``to`` (its new target)."""
        sprite.tx, sprite.ty = float(to[0]), float(to[1])
        origin = [sprite.x, sprite.y]

        def begin() -> None:
            origin[0], origin[1] = sprite.x, sprite.y

        def step(p: float) -> None:
            sprite.x = origin[0] + (sprite.tx - origin[0]) * p
            sprite.y = origin[1] + (sprite.ty - origin[1]) * p

        tween = self.add(duration, step, on_done, delay, start=begin, sprite=sprite)
        if tween is not None:
            tween.origin = origin
        return tween

    def flip(self, sprite: CardSprite, face_up: bool, duration: float = 0.24,
             delay: float = 0.0, on_done: Done = None) -> Tween | None:
        """Narrow the card to nothing, turn it, widen it again."""

        def step(p: float) -> None:
            if p < 0.5:
                sprite.squeeze = 1 - 2 * p
            else:
                sprite.face_up = face_up
                sprite.squeeze = 2 * p - 1
            if p >= 1.0:
                sprite.squeeze = 1.0

        return self.add(duration, step, on_done, delay, ease=lambda t: t, sprite=sprite)

    def remove(self, sprite: CardSprite, duration: float = 0.3, delay: float = 0.0,
               on_done: Done = None) -> Tween | None:
        """Shrink and fade the card away; it ends invisible (``visible = False``)."""

        def step(p: float) -> None:
            sprite.scale = 1.0 - 0.35 * p
            sprite.alpha = round(255 * (1 - p))
            if p >= 1.0:
                sprite.visible = False
                sprite.scale = 1.0
                sprite.alpha = 255

        return self.add(duration, step, on_done, delay, ease=ease_in_out, sprite=sprite)

    def wait(self, seconds: float, on_done: Done, scaled: bool = False) -> Tween | None:
        """A pause that keeps the scene busy (a finished trick on show, a computer's turn)."""
        return self.add(seconds, lambda p: None, on_done, scaled=scaled, ease=lambda t: t, visual=False)

    def areas(self) -> list[pygame.Rect] | None:
        """The screen areas the running tweens may paint now, or ``None`` when the whole
        screen must be redrawn (a tween that may change anything, or one not yet stepped:
        the scene may draw differently once cards start moving)."""
        out = []
        for tween in self.running:
            if not tween.visual:
                continue
            if tween.sprite is None or not tween.stepped:
                return None
            out.append(sprite_area(tween.sprite))
        return out

    def update(self, dt: float) -> bool:
        """Advance every tween; ``True`` if any ran (the frame must be redrawn)."""
        self.finished = False
        if not self.running:
            self._speedup = 1.0
            return False
        dt *= self._speedup
        # Callbacks may add tweens: iterate over a snapshot, keep the new ones.
        current, self.running = self.running, []
        still: list[Tween] = []
        for tween in current:
            if tween.advance(dt):
                self.finished = True
                if tween.on_done:
                    tween.on_done()
            else:
                still.append(tween)
        self.running = still + self.running
        return True

    def hurry(self, factor: float = 3.0) -> None:
        """Input is waiting: play the rest faster (never skipped, so nothing is lost)."""
        self._speedup = max(self._speedup, factor)

    def carry_over(self, old: tuple[int, int], new: tuple[int, int], relayout: Callable[[], None]) -> None:
        """The screen turned (or was resized) while cards move: ``relayout()`` places
        everything for the new screen, then every running move goes on, from where its card
        is now (mapped to the new screen), to its new target: the place ``relayout`` gave
        the card, or, for a card it did not place (one flying off to a pile or a player),
        its old target mapped to the new screen.  Nothing lands early, nothing jumps back."""
        sx, sy = new[0] / max(1, old[0]), new[1] / max(1, old[1])
        moves = [(tw, tw.sprite, (tw.sprite.x, tw.sprite.y), (tw.sprite.tx, tw.sprite.ty))
                 for tw in self.running if tw.origin is not None and tw.sprite is not None]
        relayout()
        for tween, s, (x, y), (tx, ty) in moves:
            here = (x * sx, y * sy)
            if (s.tx, s.ty) == (tx, ty):  # not placed again: its target moves with the screen
                s.tx, s.ty = tx * sx, ty * sy
            p = tween.progress()
            if not tween.started:  # still waiting (a delay): wait where it was, start from there
                s.x, s.y = here
                continue
            if p >= 1.0:
                s.x, s.y = s.tx, s.ty
                continue
            origin = tween.origin
            if origin is not None:  # always: ``moves`` holds only tweens with an origin
                # the straight line through here (at progress p) and the new target (at 1)
                origin[0] = (here[0] - s.tx * p) / (1 - p)
                origin[1] = (here[1] - s.ty * p) / (1 - p)
            s.x, s.y = here
            tween.stepped = False  # the next frame redraws everything once

    def finish_all(self) -> None:
        """Land everything now (leaving a scene, restoring a save)."""
        for _ in range(1000):
            if not self.running:
                break
            self.update(1e9)
        self._speedup = 1.0
