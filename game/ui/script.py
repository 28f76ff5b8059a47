"""The ``--script`` driver: run the real UI from a list of commands, one per line.

    wait N        let N frames pass
    click X Y     a click at logical pixel (X, Y), through the normal hit-test
    key NAME      a key press (pygame key names: return, escape, left, u, space, tab...)
    tap TARGET    click the centre of the visible part of the named target
    shot NAME     save the screen as NAME.png in the --shots folder (default ./shots)
    resize W H    make the window W x H pixels (the layout follows its aspect)
    state         print the current scene's state as one JSON line (with its "layout")
    quit          leave (exit status 0; the end of the script does the same)

Blank lines and lines starting with ``#`` are skipped.  Each command runs only after
the previous one has settled (no tween running, no input waiting).  FILE ``-`` reads
standard input one line at a time, so another program can drive the game interactively;
SIGTERM or Ctrl+C ends such a run even while it waits for a line (status 0 as for a closed
window, or 130).
A closed or full standard output ends the run with status 1 and a message.
An unknown command, a bad argument or an unknown target prints a clear message to
standard error and exits with status 2.
"""

from __future__ import annotations

import atexit
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from game.ui.navigator import Navigator
    from game.ui.routing import Router
    from game.ui.window import Window

class Driven(Protocol):
    """What the script drives: the app's input (``router``), its scene (``nav``), its
    window (``display``), its picture and its state."""

    nav: Navigator
    router: Router
    display: Window

    def render(self) -> None: ...
    def settled(self) -> bool: ...
    def state_line(self) -> str: ...


COMMANDS = ("wait", "click", "key", "tap", "shot", "resize", "state", "quit")
KEY_ALIASES = {"enter": "return", "esc": "escape", "bksp": "backspace", "del": "delete"}
#: Frames to wait for a scene to settle before giving up (a minute of virtual time).
SETTLE_LIMIT = 3600
EXIT_SCRIPT_ERROR = 2
#: The longest `wait`: ten minutes of virtual time at 60 frames a second.
MAX_WAIT_FRAMES = 36_000


class ScriptError(Exception):
    pass


class ScriptDriver:
    def __init__(self, source: str, shots: str | None = None) -> None:
        self.source = source
        self.shots = Path(shots) if shots else Path("shots")
        self.line_no = 0
        self.wait_frames = 0
        self.unsettled = 0
        self.finished = False
        #: Set when SIGTERM or Ctrl+C ended a ``-`` run waiting for its next line.
        self.stop_status: int | None = None
        self._lines = self._open(source)

    def _open(self, source: str) -> Iterator[str]:
        if source == "-":
            from game.safejson import tolerant_input

            tolerant_input(sys.stdin)  # a stray non-UTF-8 byte is an unknown command, not a crash
            return _StdinLines(sys.stdin, self)
        try:
            text = Path(source).read_text(encoding="utf-8")
        except OSError as exc:
            self._fail_early = f"cannot read script {source}: {exc.strerror or exc}"
            return iter(())
        except UnicodeDecodeError as exc:  # a picture or a UTF-16 file given by mistake
            self._fail_early = f"cannot read script {source}: not UTF-8 text (byte {exc.start})"
            return iter(())
        return iter(text.splitlines())

    def tick(self, app: Driven) -> None:
        """Called every frame; runs at most one command, and only when the app is settled."""
        early = getattr(self, "_fail_early", None)
        if early:
            self._fail(app, early)
            return
        if self.finished:
            return
        if self.wait_frames > 0:
            self.wait_frames -= 1
            return
        if not app.settled():
            self.unsettled += 1
            if self.unsettled > SETTLE_LIMIT:
                self._fail(app, f"line {self.line_no}: the scene did not settle within {SETTLE_LIMIT} frames")
            return
        self.unsettled = 0
        line = self._next_command()
        if line is None:
            self.finished = True
            app.nav.quit(self.stop_status or 0)
            return
        try:
            self.run(app, line)
        except ScriptError as exc:
            self._fail(app, f"script line {self.line_no}: {exc}")

    def _next_command(self) -> str | None:
        for raw in self._lines:
            self.line_no += 1
            line = raw.strip()
            if line and not line.startswith("#"):
                return line
        return None

    def _fail(self, app: Driven, message: str) -> None:
        print(message, file=sys.stderr, flush=True)
        self.finished = True
        app.nav.quit(EXIT_SCRIPT_ERROR)

    def run(self, app: Driven, line: str) -> None:
        cmd, *args = line.split()
        cmd = cmd.lower()
        if cmd not in COMMANDS:
            raise ScriptError(f"unknown command {cmd!r} in {line!r} (expected one of: {', '.join(COMMANDS)})")
        getattr(self, "cmd_" + cmd)(app, args)

    # -- commands ----------------------------------------------------------------------
    def cmd_wait(self, app: Driven, args: list[str]) -> None:
        if len(args) != 1:
            raise ScriptError(f"usage: wait N (a number of frames, 0..{MAX_WAIT_FRAMES})")
        self.wait_frames = _bounded_int(args[0], 0, MAX_WAIT_FRAMES, "wait N (frames)")

    def cmd_click(self, app: Driven, args: list[str]) -> None:
        if len(args) != 2:
            raise ScriptError("usage: click X Y (logical pixels)")
        width, height = app.display.screen.get_size()  # the logical screen
        x = round(_bounded_number(args[0], 0, width - 1, "click X Y (logical pixels)"))
        y = round(_bounded_number(args[1], 0, height - 1, "click X Y (logical pixels)"))
        app.router.keyboard_mode = False
        app.router.tap((x, y))

    def cmd_key(self, app: Driven, args: list[str]) -> None:
        if len(args) != 1:
            raise ScriptError("usage: key NAME (e.g. return, escape, left, u)")
        name = KEY_ALIASES.get(args[0].lower(), args[0].lower())
        try:
            code = pygame.key.key_code(name)
        except (ValueError, pygame.error):
            raise ScriptError(f"unknown key {args[0]!r}") from None
        unicode = name if len(name) == 1 else (" " if name == "space" else "")
        # A real keyboard: SDL sends the key, then its text as a TEXTINPUT of its own.
        app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode, scancode=0))
        if unicode:
            app.router.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=unicode))

    def cmd_tap(self, app: Driven, args: list[str]) -> None:
        if len(args) != 1:
            raise ScriptError("usage: tap TARGET (e.g. menu:hearts, button:back, h2h:25)")
        name = args[0]
        targets = app.router.named_targets()
        target = targets.get(name)
        if target is None:
            known = ", ".join(sorted(targets)) or "none"
            raise ScriptError(f"unknown target {name!r} in scene {app.nav.scene.name!r} (targets here: {known})")
        if not getattr(target, "visible", True):
            raise ScriptError(f"target {name!r} is not visible")
        if not app.router.tap_target(target):
            raise ScriptError(f"target {name!r} is completely covered by other targets")

    def cmd_shot(self, app: Driven, args: list[str]) -> None:
        if len(args) != 1 or not re.fullmatch(r"[\w.-]+", args[0]):
            raise ScriptError("usage: shot NAME (letters, digits, '-', '_', '.')")
        name = args[0] if args[0].endswith(".png") else args[0] + ".png"
        app.render()
        try:
            self.shots.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.display.screen, str(self.shots / name))
        except (OSError, pygame.error) as exc:
            raise ScriptError(f"cannot save {self.shots / name}: {exc}") from None

    def cmd_resize(self, app: Driven, args: list[str]) -> None:
        from game.ui.options import parse_size

        if len(args) != 2:
            raise ScriptError("usage: resize W H (window pixels, e.g. resize 720 1280)")
        try:
            size = parse_size(f"{args[0]}x{args[1]}")
        except ValueError as exc:
            raise ScriptError(f"resize W H: {exc}") from None
        app.display.resize(size)

    def cmd_state(self, app: Driven, args: list[str]) -> None:
        if args:
            raise ScriptError("state takes no arguments")
        from game.pipes import EXIT_OUTPUT, write_line

        if not write_line(app.state_line()):  # closed, full, or its reader has gone: stop
            self.finished = True
            app.nav.quit(EXIT_OUTPUT)

    def cmd_quit(self, app: Driven, args: list[str]) -> None:
        self.finished = True
        app.nav.quit(0)


#: Exit status of a ``-`` run ended by Ctrl+C (as a shell reports SIGINT).  SIGTERM reaches
#: the app as SDL's quit event, and ends it as closing the window does: status 0.
EXIT_SIGINT = 130


class _StdinLines:
    """The lines of standard input, waited for without blocking the process.

    A blocking read would never return for SIGTERM (SDL turns it into a quit event) nor
    for Ctrl+C (asyncio turns the first one into a cancel of the main task): both wait
    for the frame loop, which the read holds up.  So the descriptor is read without
    blocking, and while no line has come the two are checked every 1/60 s.  A stream
    without a descriptor (a test's) is read as it is."""

    def __init__(self, stream: Any, driver: ScriptDriver) -> None:
        self.stream, self.driver = stream, driver
        self.buffer = b""
        self.fd: int | None = None
        try:
            fd = stream.fileno()
            if os.get_blocking(fd):
                os.set_blocking(fd, False)
                atexit.register(_set_blocking, fd)  # the terminal's, or the shell's, as it was
            self.fd = fd
        except (AttributeError, OSError, ValueError):
            self.fd = None  # no descriptor, or no non-blocking reads here: read as before

    def __iter__(self) -> _StdinLines:
        return self

    def __next__(self) -> str:
        if self.fd is None:
            line = self.stream.readline()
            if not line:
                raise StopIteration
            return line
        clock = None
        while True:
            end = self.buffer.find(b"\n")
            if end >= 0:
                line, self.buffer = self.buffer[:end + 1], self.buffer[end + 1:]
                return line.decode("utf-8", "surrogateescape")
            try:
                chunk: bytes | None = os.read(self.fd, 65536)
            except (BlockingIOError, InterruptedError):
                chunk = None
            if chunk == b"":  # end of input
                if self.buffer:
                    line, self.buffer = self.buffer, b""
                    return line.decode("utf-8", "surrogateescape")
                raise StopIteration
            if chunk:
                self.buffer += chunk
                continue
            status = _stop_asked()
            if status is not None:
                self.driver.stop_status = status
                raise StopIteration
            if clock is None:
                clock = pygame.time.Clock()
            clock.tick(60)  # wait a frame's time for the next line


def _stop_asked() -> int | None:
    """The exit status if SIGTERM (SDL's quit event) or Ctrl+C (the main task cancelled)
    came since the last look, else ``None``."""
    try:
        if pygame.event.peek(pygame.QUIT):
            return 0
    except pygame.error:
        pass
    from game.ui import ctrl_c

    if ctrl_c.asked():  # came while the window opened (before asyncio runs)
        return EXIT_SIGINT
    try:
        import asyncio

        task = asyncio.current_task()
    except RuntimeError:  # no event loop running: Ctrl+C raises KeyboardInterrupt as usual
        return None
    cancelling = getattr(task, "cancelling", None)
    if task is not None and cancelling is not None and cancelling():
        return EXIT_SIGINT
    return None


def _set_blocking(fd: int) -> None:
    try:
        os.set_blocking(fd, True)
    except (OSError, ValueError):
        pass


_INT = re.compile(r"[+-]?[0-9]{1,9}")
_NUMBER = re.compile(r"[+-]?(?:[0-9]{1,9}(?:\.[0-9]{0,6})?|\.[0-9]{1,6})")


def _bounded_int(text: str, low: int, high: int, usage: str) -> int:
    """A whole number written in plain ASCII digits, in ``low..high`` (else ScriptError).

    Checked as text first: ``int()`` alone takes "1_000", other scripts' digits, and
    numbers long enough to hang the run."""
    if not _INT.fullmatch(text):
        raise ScriptError(f"not a whole number: {text[:40]!r} ({usage})")
    n = int(text)
    if not low <= n <= high:
        raise ScriptError(f"{n} is out of range {low}..{high} ({usage})")
    return n


def _bounded_number(text: str, low: float, high: float, usage: str) -> float:
    """A decimal number (no exponent, no inf/nan) in ``low..high`` (else ScriptError)."""
    if not _NUMBER.fullmatch(text):
        raise ScriptError(f"not a number: {text[:40]!r} ({usage})")
    x = float(text)
    if not low <= x <= high:
        raise ScriptError(f"{text} is outside {low:g}..{high:g} ({usage})")
    return x
