"""The WebAssembly check: the pure rules under a real WebAssembly CPython in a real browser.

Runs tests/wasm/workload.py natively, then again in Pyodide (CPython 3.12 compiled to
WebAssembly, from the npm package ``pyodide``) inside Debian's headless Chromium, with
the game/ rules modules served from a localhost HTTP server.  The results must be equal
(same decks for the same deal codes, same replays, same solutions and hints, same Hearts
hand, same AI decisions); the timings are printed side by side.  Exit status 0 only when
everything ran and matched.

    (cd tests/wasm && npm ci)      # once: pyodide + playwright-core, pinned in package-lock.json
    python3 tests/wasm/check.py    # add --markdown for the README table

Nothing is downloaded while it runs: Pyodide's files come from node_modules and the
browser is /usr/bin/chromium (or $CHROMIUM).
"""

from __future__ import annotations

import argparse
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PYODIDE = HERE / "node_modules" / "pyodide"
PLAYWRIGHT = HERE / "node_modules" / "playwright-core"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

# The rules modules the browser gets: no pygame, no UI, no storage.
RULES_FILES = ("game/__init__.py", "game/cards.py", "game/rng.py", "game/safejson.py", "game/dates.py",
               "game/lesson.py")
RULES_PACKAGES = ("game/heart_to_heart", "game/hearts")

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>WebAssembly check</title>
<script src="/pyodide/pyodide.js"></script></head>
<body><pre id="log">loading Pyodide...</pre>
<script>
window.__done = false
async function main() {
    const log = document.getElementById("log")
    try {
        const t0 = performance.now()
        const pyodide = await loadPyodide({ indexURL: "/pyodide/" })
        const loadSeconds = (performance.now() - t0) / 1000
        const files = await (await fetch("/manifest.json")).json()
        for (const name of files) {
            const response = await fetch("/src/" + name)
            if (!response.ok) throw new Error("cannot fetch " + name + ": " + response.status)
            const dir = "/home/pyodide/" + name.split("/").slice(0, -1).join("/")
            pyodide.FS.mkdirTree(dir)
            pyodide.FS.writeFile("/home/pyodide/" + name, await response.text())
        }
        log.textContent = "running the workload..."
        const out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
sys.path.insert(0, "/home/pyodide/tests/wasm")
import workload
data = workload.run()
data["pyodide_load_seconds"] = ${loadSeconds}
json.dumps(data)
`)
        window.__result = out
        log.textContent = out
    } catch (err) {
        window.__error = String(err && err.stack ? err.stack : err)
        log.textContent = window.__error
    }
    window.__done = true
}
setTimeout(main, 0)
</script></body></html>
"""


def fail(message: str) -> None:
    print(f"WEBASSEMBLY CHECK FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def served_files() -> list[str]:
    names = [name for name in RULES_FILES if (ROOT / name).is_file()]
    for package in RULES_PACKAGES:
        names += sorted(
            p.relative_to(ROOT).as_posix()
            for p in (ROOT / package).rglob("*")
            if p.suffix in (".py", ".json") and "__pycache__" not in p.parts
        )
    names.append("tests/wasm/workload.py")
    return names


def snapshot(files: list[str], into: Path) -> dict[str, bytes]:
    """Read the files once: native and browser runs then use the very same sources, even
    while someone edits the work tree."""
    contents = {name: (ROOT / name).read_bytes() for name in files}
    for name, data in contents.items():
        (into / name).parent.mkdir(parents=True, exist_ok=True)
        (into / name).write_bytes(data)
    return contents


def make_handler(contents: dict[str, bytes]) -> type:
    files = list(contents)

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:  # quiet: the check prints its own report
            pass

        def send(self, body: bytes, kind: str) -> None:
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self) -> None:
            path = self.path.split("?", 1)[0]
            if path in ("/", "/index.html"):
                return self.send(PAGE.encode(), "text/html; charset=utf-8")
            if path == "/manifest.json":
                return self.send(json.dumps(files).encode(), "application/json")
            if path.startswith("/src/") and path[5:] in contents:
                return self.send(contents[path[5:]], "text/plain; charset=utf-8")
            if path.startswith("/pyodide/"):
                name = path[len("/pyodide/"):]
                target = (PYODIDE / name).resolve()
                if target.is_file() and PYODIDE.resolve() in target.parents:
                    kinds = {".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
                             ".json": "application/json", ".zip": "application/zip"}
                    return self.send(target.read_bytes(), kinds.get(target.suffix, "application/octet-stream"))
            self.send_error(404)

    return Handler


def run_native(sources: Path) -> dict[str, Any]:
    sys.path[:0] = [str(sources), str(sources / "tests" / "wasm")]
    import workload

    return workload.run()


def run_in_browser(contents: dict[str, bytes], timeout: int) -> dict[str, Any]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), make_handler(contents))
    serving = threading.Thread(target=server.serve_forever, daemon=True)  # a test tool, not game code
    serving.start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        started = time.perf_counter()
        done = subprocess.run(
            ["node", str(HERE / "drive.mjs"), url, str(timeout)],
            cwd=HERE, capture_output=True, text=True, timeout=timeout + 120,
        )
        wall = time.perf_counter() - started
    except subprocess.TimeoutExpired:
        fail(f"Chromium did not finish within {timeout + 120} s")
    finally:
        server.shutdown()
    if done.returncode != 0:
        tail = "\n".join(done.stderr.strip().splitlines()[-30:])
        fail(f"the browser run failed (exit {done.returncode}):\n{tail}")
    try:
        data = json.loads(done.stdout)
    except json.JSONDecodeError:
        fail(f"the browser printed no JSON result:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    data["browser_wall_seconds"] = wall
    return data


def differences(native: Any, wasm: Any, where: str = "results") -> list[str]:
    if type(native) is not type(wasm):
        return [f"{where}: native {native!r} vs wasm {wasm!r}"]
    if isinstance(native, dict):
        found = []
        for key in sorted(set(native) | set(wasm)):
            if key in ("python", "platform"):
                continue
            if key not in native or key not in wasm:
                found.append(f"{where}.{key}: only in {'native' if key in native else 'wasm'}")
            else:
                found += differences(native[key], wasm[key], f"{where}.{key}")
        return found
    if isinstance(native, list):
        if len(native) != len(wasm):
            return [f"{where}: {len(native)} items natively, {len(wasm)} in wasm"]
        found = []
        for i, (a, b) in enumerate(zip(native, wasm)):
            found += differences(a, b, f"{where}[{i}]")
        return found
    return [] if native == wasm else [f"{where}: native {native!r} vs wasm {wasm!r}"]


def milliseconds(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


def table(native: dict[str, Any], wasm: dict[str, Any], markdown: bool) -> str:
    rows = [("Step", "Native ms", "WebAssembly ms", "Ratio")]
    total_native = total_wasm = 0.0
    for name, seconds in native["timings"].items():
        other = wasm["timings"].get(name, float("nan"))
        total_native += seconds
        total_wasm += other
        ratio = f"{other / seconds:.1f}x" if seconds > 0 else "-"
        rows.append((name, milliseconds(seconds), milliseconds(other), ratio))
    rows.append(("Total", milliseconds(total_native), milliseconds(total_wasm),
                 f"{total_wasm / total_native:.1f}x" if total_native > 0 else "-"))
    if markdown:
        lines = ["| " + " | ".join(rows[0]) + " |", "|---|---:|---:|---:|"]
        lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    fmt = lambda r: "  ".join([r[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(r[1:], widths[1:])])  # noqa: E731
    return "\n".join([fmt(rows[0]), "  ".join("-" * w for w in widths)] + [fmt(r) for r in rows[1:]])


def hard_figures(native: dict[str, Any], wasm: dict[str, Any]) -> str:
    """Hard's time per decision on the same positions (each its fastest round), both ways."""
    def stats(xs: list[float]) -> tuple[float, float, float]:
        s = sorted(xs)
        return s[len(s) // 2], s[min(len(s) - 1, int(0.95 * len(s)))], s[-1]

    a, b = native.get("hard_decision_seconds") or [], wasm.get("hard_decision_seconds") or []
    if not a or not b:
        return "Hard per decision: not measured"
    (nm, n95, nmax), (wm, w95, wmax) = stats(a), stats(b)
    return (f"Hard per decision ({len(a)} positions, wall clock, fastest of the rounds): "
            f"native median {nm * 1000:.1f} ms, p95 {n95 * 1000:.1f} ms, worst {nmax * 1000:.1f} ms; "
            f"WebAssembly median {wm * 1000:.1f} ms, p95 {w95 * 1000:.1f} ms, worst {wmax * 1000:.1f} ms "
            f"({wm / nm:.1f}x at the median, {w95 / n95:.1f}x at p95)")


def preflight() -> None:
    if not Path(CHROMIUM).is_file():
        fail(f"no Chromium at {CHROMIUM}: install it (apt-get install chromium) or set $CHROMIUM")
    for needed in (PYODIDE / "pyodide.asm.wasm", PYODIDE / "python_stdlib.zip", PLAYWRIGHT / "package.json"):
        if not needed.is_file():
            fail(f"missing {needed.relative_to(ROOT)}: run (cd tests/wasm && npm ci)")
    if shutil.which("node") is None:
        fail("node is not installed (needed to drive Chromium)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run the pure rules natively and in Pyodide in Chromium.")
    parser.add_argument("--markdown", action="store_true", help="print the timing table as Markdown")
    parser.add_argument("--timeout", type=int, default=300, help="seconds the browser run may take")
    args = parser.parse_args(argv)

    preflight()
    files = served_files()
    with tempfile.TemporaryDirectory(prefix="hh-wasm-") as tmp:
        contents = snapshot(files, Path(tmp))
        native = run_native(Path(tmp))
        wasm = run_in_browser(contents, args.timeout)
    pyodide_version = json.loads((PYODIDE / "package.json").read_text())["version"]
    chromium_version = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True).stdout.strip()

    print(f"native: CPython {native['results']['python']} on {native['results']['platform']}")
    print(f"wasm:   CPython {wasm['results']['python']} on {wasm['results']['platform']} "
          f"(Pyodide {pyodide_version}, {chromium_version}; Pyodide start-up {wasm['pyodide_load_seconds']:.1f} s)")
    print(f"served {len(files)} files from localhost: {', '.join(files)}")
    print()
    print(table(native, wasm, args.markdown))
    print()
    print(hard_figures(native, wasm))
    print()

    h2h = native["results"]["heart_to_heart"]
    print("Heart to Heart deals: " + ", ".join(
        f"{d['code']} ({'winnable in ' + str(len(d['solution'])) + ' taps' if d['winnable'] else 'not winnable'})"
        for d in h2h))
    print("Hearts AI decisions: " + ", ".join(
        f"{level}: {' / '.join(' '.join(p['decision']['cards']) for p in picks)}"
        for level, picks in native["results"]["hearts_ai"].items()))

    found = differences(native["results"], wasm["results"])
    if wasm["results"]["platform"] != "emscripten":
        found.append(f"the browser run reports platform {wasm['results']['platform']!r}, not emscripten")
    if found:
        print(f"\nWEBASSEMBLY CHECK FAILED: {len(found)} difference(s) between native and WebAssembly:")
        for line in found[:40]:
            print("  " + line)
        return 1
    print("\nWebAssembly check passed: every result is identical natively and in the browser.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
