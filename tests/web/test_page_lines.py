"""The loading and error screens never split an address or a name over two lines, in en and ru.

Browsers break "pygame-web.github.io" at its hyphen and "(pygbag 0.9.3)" at its space when a
line is full; the page puts such names in spans that do not wrap (``.whole``) and lets a
full address fold only after a "/" of its path.  Checked in Debian's headless Chromium
(/usr/bin/chromium or $CHROMIUM, run directly: ``--dump-dom`` of a test page that holds the
built page in a frame of each size and measures it), at a desktop's and a phone's sizes, on the screen a player without
the runtime sees (pygbag's CDN cannot be reached here, so the page reports that failure).
Without Chromium the browser checks are skipped, unless ``HH_REQUIRE_BROWSER=1`` (CI).
"""

from __future__ import annotations

import functools
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SIZES = [(1280, 720, "en"), (1280, 720, "ru"), (1920, 1080, "ru"), (390, 844, "en"), (390, 844, "ru"),
         (844, 390, "ru"), (600, 600, "en"), (320, 640, "en")]

HARNESS = """<!DOCTYPE html>
<html><body style="margin: 0">
<script>
// Test only: the page in a frame of the asked size (headless Chromium's window is at least
// 500 pixels wide), measured once it shows its failure: how many lines each piece takes.
;(function () {
    const asked = new URLSearchParams(location.search)
    const frame = document.createElement("iframe")
    frame.width = asked.get("w")
    frame.height = asked.get("h")
    frame.style.border = "0"
    frame.src = "index.html?lang=" + asked.get("lang")
    document.body.append(frame)
    const NAMES = ["pygame-web.github.io", "(pygbag 0.9.3)", "Python 3.12", "Heart to Heart", "pythons.js"]
    const fragments = (rects) => [...rects].filter((r) => r.width > 0)
    function lines(element) {  // line boxes the element's text takes (tops more than half a line apart)
        const tops = []
        const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = element.ownerDocument.createRange()
            range.selectNodeContents(node)
            for (const r of fragments(range.getClientRects())) tops.push([r.top, r.height])
        }
        tops.sort((a, b) => a[0] - b[0])
        let count = 0, last = -Infinity
        for (const [top, height] of tops) if (top - last > height / 2) { count += 1; last = top }
        return count
    }
    function measure() {
        const doc = frame.contentDocument
        const loader = doc && doc.getElementById("loader")
        if (!loader || !loader.classList.contains("failed")) return setTimeout(measure, 50)
        const out = { whole: [], folders: [], blocks: {}, width: frame.contentWindow.innerWidth }
        for (const span of loader.querySelectorAll(".whole")) {
            out.whole.push({ text: span.textContent, in: span.parentElement.id, lines: fragments(span.getClientRects()).length })
        }
        for (const wbr of loader.querySelectorAll("wbr")) {
            const range = doc.createRange()
            range.selectNodeContents(wbr.nextSibling)
            out.folders.push({ text: wbr.nextSibling.textContent, lines: fragments(range.getClientRects()).length })
        }
        // every occurrence of a name in the screen's text, whatever the markup around it
        const texts = []
        const walker = doc.createTreeWalker(loader, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node)
        const all = texts.map((node) => node.textContent).join("")
        out.names = []
        for (const name of NAMES) {
            for (let at = all.indexOf(name); at >= 0; at = all.indexOf(name, at + 1)) {
                const range = doc.createRange()
                let offset = 0
                for (const node of texts) {
                    const end = offset + node.textContent.length
                    if (offset <= at && at < end) range.setStart(node, at - offset)
                    if (offset < at + name.length && at + name.length <= end) range.setEnd(node, at + name.length - offset)
                    offset = end
                }
                const visible = fragments(range.getClientRects())
                if (visible.length) out.names.push({ text: name, lines: new Set(visible.map((r) => Math.round(r.top))).size })
            }
        }
        for (const id of ["title", "failure-what", "failure-detail", "note"]) {
            const box = doc.getElementById(id).getBoundingClientRect()
            out.blocks[id] = { left: box.left, right: box.right, lines: lines(doc.getElementById(id)) }
        }
        const pre = document.createElement("pre")
        pre.id = "hh-measure"
        pre.textContent = JSON.stringify(out)
        document.body.append(pre)
    }
    frame.addEventListener("load", () => setTimeout(measure, 0))
})()
</script>
</body></html>
"""


@pytest.fixture(scope="module")
def served_page(built_web: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The built page with the measuring script, served from 127.0.0.1."""
    if not Path(CHROMIUM).is_file():
        message = f"the line checks need Chromium at {CHROMIUM}"
        if os.environ.get("HH_REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message)
    web = tmp_path_factory.mktemp("lines") / "web"
    shutil.copytree(built_web, web)
    (web / "measure.html").write_text(HARNESS, encoding="utf-8")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(web)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/measure.html"
    finally:
        server.shutdown()
        server.server_close()


def _measure(url: str, width: int, height: int, lang: str, profile: Path) -> dict:
    done = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           "--no-first-run", f"--user-data-dir={profile}", "--window-size=2000,1200",
                           "--force-device-scale-factor=1", "--virtual-time-budget=8000", "--dump-dom",
                           f"{url}?w={width}&h={height}&lang={lang}"], capture_output=True, text=True, timeout=120)
    found = re.search(r'<pre id="hh-measure">(.*?)</pre>', done.stdout, re.S)
    assert found, f"the page never showed its failure at {width}x{height} ({lang}):\n{done.stderr[-2000:]}"
    return json.loads(html.unescape(found.group(1)))


@pytest.mark.parametrize("width, height, lang", SIZES)
def test_no_address_or_name_is_split_over_two_lines(served_page: str, tmp_path: Path,
                                                    width: int, height: int, lang: str) -> None:
    seen = _measure(served_page, width, height, lang, tmp_path / "profile")
    assert seen["width"] == width
    assert {name["text"] for name in seen["names"]} == {"pygame-web.github.io", "(pygbag 0.9.3)", "Python 3.12",
                                                          "Heart to Heart", "pythons.js"}
    for piece in seen["names"]:  # as the player sees them, whatever the markup
        assert piece["lines"] == 1, f"{piece['text']!r} is split over {piece['lines']} lines at {width}x{height}"
    # the markup that holds them: spans that do not wrap, and a full address folding after a "/"
    whole = {(piece["in"], piece["text"]) for piece in seen["whole"]}
    assert {("title", "Heart to Heart"), ("failure-what", "pygame-web.github.io"),
            ("failure-detail", "https://pygame-web.github.io/"), ("note", "Python 3.12"),
            ("note", "(pygbag 0.9.3)")} <= whole
    for piece in seen["whole"] + seen["folders"]:
        assert piece["lines"] == 1, f"{piece['text']!r} is split over {piece['lines']} lines at {width}x{height}"
    for name, block in seen["blocks"].items():
        assert 0 <= block["left"] and block["right"] <= width, f"{name} runs off the screen at {width}x{height}"


def test_the_checks_see_the_lines_wrap_where_the_review_saw_it(served_page: str, tmp_path: Path) -> None:
    # the sentence naming the address and the phone's footer do take two lines: the spans hold
    desktop = _measure(served_page, 1280, 720, "en", tmp_path / "desktop")
    phone = _measure(served_page, 390, 844, "ru", tmp_path / "phone")
    assert desktop["blocks"]["failure-what"]["lines"] == 2
    assert phone["blocks"]["note"]["lines"] == 2
    assert phone["blocks"]["failure-what"]["lines"] == 2


def test_the_footer_keeps_pygbag_and_its_version_together_before_any_script(built_web: Path) -> None:
    page = (built_web / "index.html").read_text(encoding="utf-8")
    note = re.search(r'<div class="note" id="note">(.*?)</div>', page)
    assert note and '<span class="whole">(pygbag 0.9.3)</span>' in note.group(1)
    assert re.search(r"\.whole \{ white-space: nowrap; \}", page)
