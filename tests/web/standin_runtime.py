"""A stand-in for pygbag 0.9.3's browser runtime, to rehearse the built page's boot natively.

    python tests/web/standin_runtime.py build/web/index.html --report out.json [--host H] [--shot menu.png]

Run in a fresh process (tests/web/test_boot_rehearsal.py does), with SDL's dummy video
driver.  It does what the real runtime does with the page, step by step, with the names and
the behaviour of ``pythons.js`` and ``cpythonrc.py`` in ``../shared/reference/pygbag-0.9.3``:

* the Python block is the text of the ``<script type=module src=".../pythons.js">`` tag
  (``auto_start``: ``script.text``), written to ``/data/data/org.python/assets/__main__.py``
  (``run_pyrc``) and run by ``import_site`` through ``shell.source`` -> ``shell.runpy``:
  ``preload_code`` installs what the code asks for, then the code is evaluated in the
  ``__main__`` namespace, where cpythonrc.py left ``PyConfig``, ``shell``,
  ``TopLevel_async_handler`` and ``platform`` (pygbag's ``__EMSCRIPTEN__`` module);
* ``asyncio.run`` only schedules the coroutine (pygbag's asyncio) and returns None;
* ``platform.fopen(url)`` reads ``url`` relative to the page's folder (``cross_file``); a
  missing file is a failed download;
* ``platform.run_main(PyConfig, loaderhome, loadermain)`` makes ``loaderhome`` the working
  folder and the first ``sys.path`` entry; ``embed.counter()`` is -1 until then (assets
  still preloading), then 0;
* ``window.MM.prepare(url, cfg)`` returns a track; as in pythons.js 0.9.3 a ``"mount"``
  track is never made ready (its branch of ``media_prepare`` is empty) and ``track.ready``
  is only set for audio;  ``window.MM.UME`` turns true when "the person clicks": the
  stand-in clicks once the page shows "click or tap to start" (``hh_stage("click")``);
* pygame is not importable until ``preload_code`` installs it: it installs a package when
  main.py's PEP 723 block names it or pygbag's ``scan_imports`` finds its import in the file
  being run, and the runtime's package index has it (pygbag's own code for both, see
  pygbag_logic.py).  Installing means: the native pygame-ce becomes importable.
* ``/data/data`` is a folder under the report's temporary folder (the block's literal
  ``/data/data/`` prefix is redirected there, nothing else of it is changed).

The report (JSON) lists the page calls (hh_stage/hh_fail), the CDN packages installed, where
main.py was unpacked, whether main.py ran and drew frames, the scene on screen and the
number of colours of the first frame; ``--shot`` saves that frame as a PNG.
"""

from __future__ import annotations

import argparse
import asyncio
import builtins
import gc
import importlib.abc
import importlib.util
import json
import os
import re
import sys
import tempfile
import traceback
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pygbag_logic  # noqa: E402

REAL_PLATFORM = sys.platform
PAGE_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script>", re.S | re.I)


def boot_block(html: str) -> str:
    """The text of the script tag pythons.js runs (its auto_start picks type=module + pythons.js)."""
    for attrs, text in PAGE_SCRIPT.findall(html):
        if re.search(r"\btype=[\"']?module", attrs) and re.search(r"src=[\"'][^\"']*pythons\.js", attrs):
            return text
    raise LookupError("the page has no <script type=module src=.../pythons.js> tag")


class Report(dict):
    def event(self, *what: object) -> None:
        self.setdefault("events", []).append([str(w) for w in what])


REPORT = Report(events=[], installed=[], install_failed=[], flips=0)


# -- pygame is a wheel the runtime installs on request -------------------------------------------


class NotInstalled(importlib.abc.MetaPathFinder):
    """pygame is not in pygbag's runtime: importing it fails until preload_code installs it."""

    allowed: set[str] = set()

    def find_spec(self, name, path=None, target=None):  # noqa: ANN001
        top = name.split(".")[0]
        if top == "pygame" and "pygame" not in self.allowed:
            raise ModuleNotFoundError(
                "No module named 'pygame' (pygbag 0.9.3 installs pygame-ce only when main.py declares it)",
                name=name)
        return None


def install(name: str) -> None:
    """The wheel is "downloaded" from the index and unpacked: here, native pygame-ce is let in."""
    NotInstalled.allowed.add(name)
    if name == "pygame" and "pygame" not in sys.modules:
        saved, sys.platform = sys.platform, REAL_PLATFORM  # pygame's __init__ branches on it
        try:
            import pygame

            real_flip = pygame.display.flip

            def flip(*args):  # noqa: ANN002
                real_flip(*args)
                REPORT["flips"] += 1
                if REPORT["flips"] == 1:
                    REPORT["first_frame"] = pygame.display.get_surface().copy()

            pygame.display.flip = flip
        finally:
            sys.platform = saved


# -- the page (window) ------------------------------------------------------------------------


class JSObject(types.SimpleNamespace):
    """A JavaScript object as pygbag's bridge shows it: attributes; unknown ones are undefined."""

    def __getattr__(self, name: str):  # only called for missing attributes
        if name.startswith("__"):
            raise AttributeError(name)
        return None


class LocalStorage:
    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str):  # noqa: N802  (the JavaScript name)
        return self.items.get(str(key))

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.items[str(key)] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(str(key), None)


class MediaManager(JSObject):
    """pythons.js's window.MM, the parts a boot script uses."""

    def __init__(self) -> None:
        super().__init__(UME=False, tracks=0)

    def prepare(self, url: str, cfg: str) -> JSObject:
        REPORT.event("MM.prepare", url)
        self.tracks += 1
        cfg = json.loads(cfg)
        track = JSObject(**{**cfg, "trackid": self.tracks, "type": cfg.get("type", "fs"), "url": url,
                            "error": False, "len": 0, "pos": 0, "io": cfg.get("io", "packed"),
                            "ready": None, "auto": False, "avail": None, "media": None, "data": None})
        setattr(self, str(self.tracks), track)
        # 0.9.3: "mount" -> media_prepare does nothing ("was browserfs, removed"); ready stays undefined.
        return track


def make_window(host: str, page_dir: Path) -> JSObject:
    window = JSObject()

    def hh_stage(what: str, text: str = "") -> None:
        REPORT.event("hh_stage", what, text)
        if what == "click":  # the person sees "Click or tap to start" and clicks
            asyncio.get_running_loop().call_later(0.05, setattr, window.MM, "UME", True)

    def hh_fail(step: str, detail: str) -> None:
        REPORT.event("hh_fail", step, detail)
        REPORT.setdefault("failed", [step, detail])  # the page shows the first failure only

    copies: list[str] = []

    def hh_copy(text: str) -> int:
        copies.append("copied")
        return len(copies) - 1

    window.__dict__.update(
        location=JSObject(host=host, href=f"http://{host}/", search="", hash="", port=host.rpartition(":")[2]),
        navigator=JSObject(language="en-US", clipboard=None),
        document=JSObject(hidden=False, body=JSObject(style=JSObject())),
        localStorage=LocalStorage(),
        MM=MediaManager(),
        python=JSObject(config=JSObject(debug=False)),
        hh_stage=hh_stage,
        hh_fail=hh_fail,
        hh_copy=hh_copy,
        hh_copy_state=lambda ticket: copies[int(ticket)] if 0 <= int(ticket) < len(copies) else "unknown",
        hh_viewport=lambda: json.dumps({"w": 1280, "h": 720, "dpr": 1}),
        prompt=lambda *a: None,
        eval=lambda code: None,
    )
    window.page_dir = page_dir
    return window


# -- platform (pygbag's __EMSCRIPTEN__), embed, shell ------------------------------------------


class Embed(types.ModuleType):
    def __init__(self) -> None:
        super().__init__("embed")
        self.preloading = -1

    def counter(self) -> int:
        return self.preloading

    def run(self) -> None:
        self.preloading = 0

    def flush(self) -> None:
        pass

    def warn(self, *args: object) -> None:
        print(*args, file=sys.stderr)


def make_platform(window: JSObject, embed: Embed, page_dir: Path) -> types.ModuleType:
    import platform as stdlib_platform

    module = types.ModuleType("platform")
    module.__getattr__ = lambda name: getattr(stdlib_platform, name)  # type: ignore[attr-defined]

    class fopen:  # noqa: N801  (pygbag's name: aio.filelike.fopen)
        """``async with platform.fopen(url, mode)``: the file downloaded next to the page."""

        def __init__(self, url: str, mode: str = "r", flags=None, encoding: str = "UTF-8", **kw) -> None:  # noqa: ANN001
            self.url, self.mode, self.encoding = str(url), mode, encoding

        async def __aenter__(self):
            REPORT.event("fetch", self.url)
            await asyncio.sleep(0)
            source = (page_dir / self.url.split("?")[0]).resolve()
            if not self.url or "://" in self.url or not source.is_file():
                raise OSError(f"cross_file: HTTP 404 - Not Found: {self.url}")
            self.file = open(source, "rb") if "b" in self.mode else open(source, encoding=self.encoding)
            return self.file

        async def __aexit__(self, *exc: object) -> None:
            self.file.close()

    def run_main(PyConfig, loaderhome=None, loadermain="main.py") -> None:  # noqa: N803, ANN001
        REPORT.event("run_main", loaderhome, loadermain)
        root = str(loaderhome)
        os.chdir(root)
        sys.path.insert(0, root)
        REPORT["loaderhome"] = root
        # no .so files in this app: explore() finds nothing to preload, embed.run() unlocks
        asyncio.get_running_loop().call_later(0.05, embed.run)

    module.__dict__.update(window=window, document=window.document, fopen=fopen, run_main=run_main,
                           is_browser=True, shell=Shell)  # cpythonrc.py: platform.shell = shell
    return module


class TopLevel:
    """cpythonrc.py's TopLevel_async_handler (aio.toplevel.AsyncInteractiveConsole)."""

    started = False

    @classmethod
    async def start_toplevel(cls, shell, console=False) -> None:  # noqa: ANN001
        REPORT.event("start_toplevel", console)
        cls.started = True


class Shell:
    """cpythonrc.py's shell: source -> runpy -> preload_code + eval in __main__."""

    namespace: dict = {}
    index: dict = {}

    @classmethod
    async def source(cls, main, *args, **kw):  # noqa: ANN001
        return await cls.runpy(main, *args, **kw)

    @classmethod
    async def runpy(cls, main, *args, **kw):  # noqa: ANN001
        realpath = str(main) if str(main)[0] in "./" else str(Path.cwd() / main)
        REPORT.event("runpy", realpath)
        code = Path(realpath).read_text(encoding="utf-8")
        if "asyncio.run" not in code and ("display.flip(" in code or "display.update(" in code):
            REPORT.event("runpy refused", "possibly synchronous+pygame code found")
            code = ""
        os.chdir(Path(realpath).parent)
        await cls.preload_code(code, callback=kw.get("callback"), hint=realpath)
        if not TopLevel.started:
            await TopLevel.start_toplevel(cls, console=True)
        cls.namespace["__file__"] = realpath
        if Path(realpath).name == "main.py":
            REPORT["main_py"] = realpath
            sys.platform = "emscripten"  # from here on the app runs "in the browser"
            if str(Path(realpath).parent) not in sys.path:
                sys.path.insert(0, str(Path(realpath).parent))
        try:
            exec(compile(code, realpath, "exec"), cls.namespace)  # noqa: S102  (the toplevel eval)
        except BaseException as exc:
            REPORT.event("exception", realpath, "".join(traceback.format_exception_only(exc)).strip())
            REPORT.setdefault("exceptions", []).append(traceback.format_exc())
        return code

    @classmethod
    async def preload_code(cls, code: str, callback=None, loaderhome=".", hint="") -> bool:  # noqa: ANN001
        """What 0.9.3 installs before running ``code``: PEP 723 dependencies, then the imports
        scan_imports finds that the package index provides (list_imports)."""
        wanted: list[str] = []
        for dep in pygbag_logic.read_pep723_dependencies(code) if "/// script" in code else []:
            name = dep.lower().replace("-", "_")
            wanted.append(pygbag_logic.pygbag_mapping().get(name, name))
        loaded = {name for name in sys.modules if name.split(".")[0] != "pygame"}
        for mod in pygbag_logic.scan_imports(code, hint or "<stdin>", loaded=loaded):
            if mod in cls.index and mod not in wanted:
                wanted.append(mod)
        for pkg in wanted:
            if pkg in NotInstalled.allowed:
                continue
            if pkg in cls.index:
                if callback:
                    callback(pkg)
                install(pkg)
                REPORT["installed"].append(pygbag_logic.wheel_for(pkg, cls.index))
            else:
                REPORT["install_failed"].append(pkg)
        await asyncio.sleep(0)
        return True

    @classmethod
    def interactive(cls, prompt: bool = False) -> None:
        REPORT.event("shell.interactive")


# -- the rehearsal -----------------------------------------------------------------------------


def colours(surface) -> int:  # noqa: ANN001
    import pygame

    small = pygame.transform.scale(surface, (160, 90))
    return len({small.get_at((x, y))[:3] for x in range(160) for y in range(90)})


async def rehearse(page: Path, host: str, data_root: Path, timeout: float, index: dict) -> None:
    html = page.read_text(encoding="utf-8")
    block = boot_block(html)
    REPORT["block_unpacks_to_data_data"] = "/data/data/" in block
    block = block.replace("/data/data/", f"{data_root}/data/data/")

    window = make_window(host, page.parent)
    embed = Embed()
    platform_module = make_platform(window, embed, page.parent)
    sys.modules["platform"] = platform_module
    sys.modules["embed"] = embed
    sys.meta_path.insert(0, NotInstalled())
    Shell.index = index

    loop = asyncio.get_running_loop()
    tasks: list[asyncio.Task] = []

    def pygbag_asyncio_run(coro, *, debug=None):  # noqa: ANN001
        tasks.append(loop.create_task(coro))  # scheduled; the runtime's loop runs it

    asyncio.run = pygbag_asyncio_run  # type: ignore[assignment]
    PyConfig = types.SimpleNamespace(config=window.python.config, orig_argv=[], dev_mode=-1,  # noqa: N806
                                     executable="python3.12", frozen="")
    namespace = {"__name__": "__main__", "__builtins__": builtins, "PyConfig": PyConfig, "shell": Shell,
                 "TopLevel_async_handler": TopLevel, "platform": platform_module}
    builtins.PyConfig = PyConfig  # type: ignore[attr-defined]
    builtins.shell = Shell  # type: ignore[attr-defined]
    Shell.namespace = namespace

    # run_pyrc: the block becomes __main__.py; import_site(__main__.py) sources it.
    assets = data_root / "data" / "data" / "org.python" / "assets"
    assets.mkdir(parents=True)
    (assets / "__main__.py").write_text(block, encoding="utf-8")
    os.chdir(assets)
    await TopLevel.start_toplevel(Shell, console=True)
    await Shell.source(str(assets / "__main__.py"))

    deadline = loop.time() + timeout
    while loop.time() < deadline:
        await asyncio.sleep(0.01)
        if REPORT.get("failed") or REPORT.get("exceptions"):
            break
        if REPORT["flips"] >= 1 and any(e[:2] == ["hh_stage", "ready"] for e in REPORT["events"]):
            await asyncio.sleep(0.3)  # main.py's loop keeps running its frames
            break
        if tasks and all(t.done() for t in tasks) and "main_py" not in REPORT:
            break  # the boot finished without ever running main.py
    else:
        REPORT["stalled"] = f"nothing happened for {timeout:g} s after: {REPORT['events'][-3:]}"
    for task in tasks:
        if task.done() and not task.cancelled() and task.exception() is not None:
            exc = task.exception()
            REPORT.setdefault("exceptions", []).append(
                "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    apps = [o for o in gc.get_objects() if type(o).__name__ == "App" and type(o).__module__ == "game.ui.app"]
    REPORT["scene"] = apps[0].nav.scene.name if apps else None
    REPORT["frames"] = apps[0].frames if apps else 0
    REPORT["running"] = bool(apps and apps[0].running)
    for task in tasks:
        task.cancel()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("page", type=Path, help="the built index.html (its folder is the web server's root)")
    ap.add_argument("--report", type=Path, required=True)
    ap.add_argument("--host", default="127.0.0.1:8000", help="window.location.host (an .itch.zone host reads the .apk)")
    ap.add_argument("--shot", type=Path, help="save the first frame here (PNG)")
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--index", type=Path, help="package index JSON (default: 0.9.3's, from tests/web/data)")
    args = ap.parse_args(argv)
    index = json.loads(args.index.read_text()) if args.index else pygbag_logic.package_index()
    with tempfile.TemporaryDirectory(prefix="hh-standin-") as tmp:
        try:
            asyncio.run(rehearse(args.page.resolve(), args.host, Path(tmp), args.timeout, index))
        except BaseException:
            REPORT.setdefault("exceptions", []).append(traceback.format_exc())
        finally:
            sys.platform = REAL_PLATFORM
        first = REPORT.pop("first_frame", None)
        if first is not None:
            REPORT["first_frame_colours"] = colours(first)
            REPORT["first_frame_size"] = list(first.get_size())
            if args.shot:
                import pygame

                pygame.image.save(first, str(args.shot))
        home = REPORT.get("loaderhome")
        if home:
            REPORT["loaderhome"] = "/" + str(Path(home).relative_to(tmp))
        if "main_py" in REPORT:
            REPORT["main_py"] = "/" + str(Path(REPORT["main_py"]).relative_to(tmp))
        args.report.write_text(json.dumps(REPORT, indent=1, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
