"""The built page installs to the home screen, starts with no network, and types through a
real input: checked in Debian's headless Chromium (tests/web/pwa.mjs drives it).

pygbag's CDN is answered by stand-ins at its addresses (route interception), so these tests
check what the page and its service worker do with those addresses, not the runtime.  The
browser run needs /usr/bin/chromium (or $CHROMIUM) and playwright-core from tests/wasm
(``cd tests/wasm && npm ci``); without them the browser tests are skipped, unless
``HH_REQUIRE_BROWSER=1`` (CI), where a missing browser is a failure.  The checks of the
built files themselves (manifest fields, icons, the worker's fetch handler, relative
addresses) run everywhere.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PLAYWRIGHT = HERE.parent / "wasm" / "node_modules" / "playwright-core" / "package.json"
ARCHIVE = "heart-to-heart.tar.gz"
VERSIONED_CDN = ("0.9.3/", "index-0.9.3-", "cp312/")


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


# -- the built files (no browser needed) ------------------------------------------------------


@pytest.mark.parametrize("name, lang", [("manifest.webmanifest", "en"), ("manifest-ru.webmanifest", "ru")])
def test_manifest_has_what_installing_needs(built_web: Path, name: str, lang: str) -> None:
    data = json.loads((built_web / name).read_text(encoding="utf-8"))
    assert data["lang"] == lang
    assert data["name"] == {"en": "Heart to Heart & Hearts", "ru": "Heart to Heart и Червы"}[lang]
    assert data["short_name"] and len(data["short_name"]) <= 15  # fits under a home-screen icon
    assert data["display"] == "standalone"
    assert data["start_url"] == ("./" if lang == "en" else "./?lang=ru")
    assert data["scope"] == "./" and data["id"] == "./"  # ?deal= / ?game= links stay in the app
    assert data["background_color"] == data["theme_color"] == "#07301d"  # the felt
    other = "ru" if lang == "en" else "en"
    assert data["translations"][other]["name"]
    sizes = {(icon["sizes"], icon["purpose"]) for icon in data["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("192x192", "maskable"), ("512x512", "maskable")} <= sizes
    for icon in data["icons"]:
        assert not re.match(r"^(/|[a-z]+:)", icon["src"]), f"{icon['src']}: not a relative address"
        w, h = _png_size(built_web / icon["src"])
        assert f"{w}x{h}" == icon["sizes"]


def test_maskable_icons_fill_their_square(built_web: Path) -> None:
    import pygame

    for size in (192, 512):
        image = pygame.image.load(str(built_web / f"icon-maskable-{size}.png"))
        corners = [image.get_at(p) for p in ((0, 0), (size - 1, 0), (0, size - 1), (size - 1, size - 1))]
        assert all(c.a == 255 for c in corners), "a maskable icon has no transparent corners"


def test_service_worker_has_a_fetch_handler_and_this_builds_digest(built_web: Path) -> None:
    worker = (built_web / "sw.js").read_text(encoding="utf-8")
    page = (built_web / "index.html").read_text(encoding="utf-8")
    assert 'self.addEventListener("fetch"' in worker
    assert "{{" not in worker and "{{" not in page and "@HH_BUILD@" not in page
    build = re.search(r'const BUILD = "([0-9a-f]{16})"', worker)
    assert build and f'<meta name="hh-build" content="{build.group(1)}">' in page
    assert 'const CDN_ROOT = "https://pygame-web.github.io/cdn/"' in worker


def test_page_uses_relative_addresses_for_its_own_files(built_web: Path) -> None:
    page = (built_web / "index.html").read_text(encoding="utf-8")
    own = re.findall(r'(?:href|src)="([^"]+)"', page) + re.findall(r'url\("([^"]+)"\)', page)
    own += re.findall(r'register\("([^"]+)"\)', page)
    own = [u for u in own if not u.startswith("https://pygame-web.github.io/")]
    assert "sw.js" in own and "manifest.webmanifest" in own and "DejaVuSans-subset.ttf" in own
    assert [u for u in own if re.match(r"^(/|[a-z]+:)", u)] == []
    for name in own:
        assert (built_web / name).is_file(), f"the page refers to {name}, which the build lacks"


def test_error_and_loading_screens_use_the_apps_font_not_a_serif(built_web: Path) -> None:
    page = (built_web / "index.html").read_text(encoding="utf-8")
    style = page[page.index("<style>"):page.index("</style>")]
    assert "serif" not in style.replace("sans-serif", "")
    assert 'font-family: "HH Sans"' in style and 'url("DejaVuSans-subset.ttf")' in style


# -- in Chromium --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser_run(built_web: Path) -> dict:
    missing = [what for what, ok in (("Chromium at " + CHROMIUM, Path(CHROMIUM).is_file()),
                                     ("node", shutil.which("node") is not None),
                                     ("playwright-core (cd tests/wasm && npm ci)", PLAYWRIGHT.is_file())) if not ok]
    if missing:
        message = "the browser checks need " + ", ".join(missing)
        if os.environ.get("HH_REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message)
    done = subprocess.run(["node", str(HERE / "pwa.mjs"), str(built_web)], capture_output=True, text=True,
                          timeout=240, cwd=HERE)
    assert done.returncode == 0, f"the browser run broke:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert "failed" not in report, report["failed"]
    report["archive_size"] = (built_web / ARCHIVE).stat().st_size
    return report


def test_no_errors_on_the_page(browser_run: dict) -> None:
    assert browser_run["errors"] == []


def test_the_manifest_parses_in_the_browser_and_its_icons_load(browser_run: dict) -> None:
    manifest = browser_run["manifest"]
    assert manifest["href"] == "manifest.webmanifest"
    assert manifest["data"]["display"] == "standalone"
    assert browser_run["cdp_manifest"]["errors"] == []  # Chromium's own manifest parser
    icons = manifest["icons"]
    assert len(icons) >= 4
    for icon in icons:
        assert "error" not in icon, icon
        assert f"{icon['width']}x{icon['height']}" == icon["sizes"]
    assert browser_run["apple_icon"] == "icon-192.png"


def test_chromium_finds_the_page_installable(browser_run: dict) -> None:
    assert browser_run["installability"] == {"installabilityErrors": []}


def test_the_service_worker_registers_and_controls_the_page_on_reload(browser_run: dict) -> None:
    first = browser_run["first_visit"]
    assert first["script"].endswith("/sw.js") and first["scope"].endswith("/")
    assert first["offline"] == "kept"  # what the first visit fetched is stored already
    assert browser_run["reload"]["controlled"] and browser_run["reload"]["script"] == first["script"]
    assert browser_run["address"] == "?deal=HH1-N-AAAAAAA&lang=en"


def test_offline_reload_serves_page_archive_and_every_cdn_file_from_the_cache(browser_run: dict) -> None:
    offline = browser_run["offline"]
    assert offline["title"] == "Heart to Heart & Hearts" and offline["controlled"]
    assert offline["search"] == "?deal=HH1-N-AAAAAAA&lang=en"  # the same address, served offline
    assert offline["server_hits"] == 0  # the page's server was gone
    assert not offline["failed"]
    run = offline["run"]
    assert run["done"] and run["archive"] == f"200 {browser_run['archive_size'] + 7}"  # the update's
    online = browser_run["reload"]["run"]["cdn"]
    assert run["cdn"] == online and all(v.startswith("200 stand-in for ") for v in run["cdn"].values())
    # versioned CDN files come from the cache without asking the network at all
    asked = [h for h in browser_run["cdn_hits_offline"] if any(f"/cdn/{v}" in h for v in VERSIONED_CDN)]
    assert asked == []


def test_a_new_version_is_picked_up_at_once_with_its_new_app_package(browser_run: dict) -> None:
    update = browser_run["update"]
    assert update["build"] == "0123456789abcdef"  # the page: network first
    assert update["archive"] == f"200 {browser_run['archive_size'] + 7}"  # not the stored package


def test_a_first_visit_with_no_network_says_so_in_the_apps_font(browser_run: dict) -> None:
    cold = browser_run["first_visit_offline"]
    assert cold["failed"]
    assert cold["what"] == "Нет подключения к интернету, а игра ещё не сохранена в этом браузере."
    assert "с подключением к интернету" in cold["hint"]
    assert cold["font"].startswith('"HH Sans"')
    assert cold["manifest"] == "manifest-ru.webmanifest"  # ?lang=ru: the Russian app


def test_in_a_frame_that_cannot_have_a_service_worker_the_game_still_starts(browser_run: dict) -> None:
    frame = browser_run["iframe"]
    assert frame["errors"] == []
    assert frame["offline"] == "unavailable"
    assert frame["run"] == f"200 {browser_run['archive_size']}"


def test_the_html_input_opens_over_the_deal_code_field(browser_run: dict) -> None:
    boxes = browser_run["text_entry"]["boxes"]
    entry, canvas = boxes["entry"], boxes["canvas"]
    # the stand-in's field: x 30 %, y 45 %, 40 % wide, 8 % high of the canvas
    assert entry["x"] == pytest.approx(canvas["x"] + 0.3 * canvas["width"], abs=1)
    assert entry["width"] == pytest.approx(0.4 * canvas["width"], abs=1)
    assert canvas["y"] <= entry["y"] and entry["y"] + entry["height"] <= canvas["y"] + canvas["height"]
    assert boxes["focused"] == "text-entry"


def test_typing_in_the_input_reaches_the_python_side_and_enter_submits(browser_run: dict) -> None:
    typed = browser_run["text_entry"]["afterTyping"]
    assert typed["log"][-1] == "HH1-N" and typed["value"] == "HH1-N"  # the field's capitals, shown back
    assert typed["sdl_keys"] == 0  # the keys were the input's alone, not typed twice through SDL
    enter = browser_run["text_entry"]["afterEnter"]
    assert enter["submitted"] == ["HH1-N"] and not enter["shown"]
    escape = browser_run["text_entry"]["afterEscape"]
    assert escape["cancelled"] == 1 and not escape["shown"]


def test_the_fullscreen_button_is_offered_where_the_browser_allows_it(browser_run: dict) -> None:
    assert browser_run["fullscreen_button"]
    assert browser_run["fullscreen"] == {"available": True, "entered": True}
    assert browser_run["iframe"]["fullscreen"] is False  # a frame without allowfullscreen
