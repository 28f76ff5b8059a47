"""Fault hunt: a random input storm on the real app, headless, with quits and restarts.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYTHONPATH=. python3 tools/storm.py [SEED] [FRAMES] [en|ru]

Every frame gets one random thing, fed without waiting for animations or computer
players: a click anywhere, a tap on a named target, a key, typed text, the wheel, a
finger, a window resize to an odd size (1x1, 100x2000, 5000x300...), or quitting the app
and starting it again on the same saved data.  After a restart mid-game the game must be
resumed where it was (Heart to Heart: the same position; Hearts: the same action log, or
one the computer players carried on from).  Prints what it saw; exit status 1 on a
traceback or a lost game (with the seed and frame to replay it).  Storage goes to a fresh
temporary folder; virtual time (1/60 s a frame), so a run takes seconds, not minutes.
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import traceback

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SIZES = [(1, 1), (100, 2000), (5000, 300), (64, 64), (720, 1280), (1280, 720), (390, 844),
         (844, 390), (2, 900), (900, 2), (1920, 1080)]
TEXTS = ["HH1-N-", "A", "x" * 300, "ё", "\x00", "🂡", "https://x/?deal=HH1-N-AAAAAAM", " "]


class _VirtualTime:
    """Stands in for the script driver: the app then runs on virtual time, unpaced."""

    def tick(self, app) -> None:
        pass


def _open(lang: str):
    from game import storage
    from game.ui.app import App
    from game.ui.options import Options

    storage.set_default_storage(None)
    app = App(Options(lang=lang, size=(1280, 720)))
    app.script = _VirtualTime()
    app.frame()
    return app


def _where(app) -> dict:
    """What must survive a restart of the current game scene (empty: nothing to check)."""
    st = json.loads(app.state_line())
    if st.get("scene") == "heart_to_heart" and st.get("status") == "playing":
        return {k: st.get(k) for k in ("code", "heart", "stock", "waste", "moves", "score")}
    if st.get("scene") == "hearts" and not st.get("game_over"):
        return {"code": st["code"], "actions": [list(map(str, a)) for a in app.nav.scene.match.actions]}
    return {}


def _resumed(before: dict, after: dict) -> bool:
    if "actions" in before:  # the computer players may have carried on from there
        return after.get("code") == before["code"] and after.get("actions", [])[:len(before["actions"])] == before["actions"]
    return after == before


def storm_keys() -> list[int]:
    """The keys the storm presses."""
    import pygame

    return [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
            pygame.K_UP, pygame.K_DOWN, pygame.K_u, pygame.K_h, pygame.K_n, pygame.K_p, pygame.K_s, pygame.K_r,
            pygame.K_BACKSPACE, pygame.K_v, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_F11]


def feed(app, rng: random.Random, keys: list[int], sizes: list[tuple[int, int]] = SIZES) -> bool:
    """One random thing for the next frame (a click, a tap, a key, text, the wheel, a finger
    or, with ``sizes``, a resize); True when the dice say: quit and start again."""
    import pygame

    w, h = app.display.window.get_size()
    r = rng.random()
    if r < 0.25:
        pos = (rng.randrange(max(w, 1)), rng.randrange(max(h, 1)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    elif r < 0.55:
        named = app.router.named_targets()
        if named:
            app.router.tap_target(named[rng.choice(sorted(named))])
    elif r < 0.7:
        mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=mod, unicode="",
                                             scancode=0))
    elif r < 0.73:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS)))
    elif r < 0.76:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-30, -1, 1, 30, 1000])))
    elif r < 0.77:
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, x=rng.uniform(-0.1, 1.1),
                                             y=rng.uniform(-0.1, 1.1), dx=0, dy=0, finger_id=1, touch_id=1))
    elif r < 0.78:
        if not sizes:
            pass
        elif rng.random() < 0.5:
            app.display.resize(rng.choice(sizes))
        else:  # what a window manager does: any size, the app only hears of it
            pygame.display.set_mode(rng.choice(sizes), 0)
            app.display.window_changed()
    elif r < 0.782:
        return True
    return False


def storm(seed: int, frames: int, lang: str) -> int:
    rng = random.Random(seed)
    os.environ["HEARTS_APP_DATA_DIR"] = tempfile.mkdtemp(prefix="storm")
    keys = storm_keys()
    app = _open(lang)
    seen: set[str] = set()
    restarts = checked = 0
    frame = 0
    try:
        for frame in range(frames):
            if feed(app, rng, keys):
                scene, before = app.nav.scene.name, _where(app)
                app.nav.quit(0)
                app.shutdown()
                restarts += 1
                app = _open(lang)
                if before:
                    app.nav.go(scene)
                    app.frame()
                    checked += 1
                    if not _resumed(before, _where(app)):
                        print(f"LOST seed {seed} frame {frame}: {scene} not resumed where it was", file=sys.stderr)
                        return 1
            app.frame()
            seen.add(app.nav.scene.name + (" +dialog" if app.nav.top else ""))
    except Exception:
        print(f"FAIL seed {seed} frame {frame} scene {app.nav.scene.name}", file=sys.stderr)
        traceback.print_exc()
        return 1
    print(f"ok: seed {seed}, {frames} frames, {restarts} restarts ({checked} games checked), saw {sorted(seen)}")
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    sys.exit(storm(int(args[0]) if args else 1, int(args[1]) if len(args) > 1 else 3000,
                   args[2] if len(args) > 2 else "en"))
