"""The page's address reaches pygbag's pythons.js with no switch in it, and the game's codes intact.

pythons.js 0.9.3 reads the page's query string as a command line of its own: ``-i`` anywhere
opens its interactive console, a first parameter containing ``py`` names the interpreter, and
more (tests/web/page_address.mjs mirrors those lines; the last test here checks them against
the real file where pygbag's reference copy is at hand).  A link carries a code in lower case
as easily as in capitals (``?game=ht1-ifom-aaaaaaa`` holds "-i"), so the page's first script
rewrites the address before pythons.js loads.  node runs that script from the built page.
"""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from game import share

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FIRST_SCRIPT = re.compile(r"<script type=\"application/javascript\">(.*?)</script>", re.S)

# The lines of pythons.js 0.9.3 that page_address.mjs re-enacts (pygbag's own text).
PYTHONS_JS_LINES = (
    'url = url + (window.location.search || "?") + ( window.location.hash || "#" )',
    'for (const arg of elems.pop().split("&")) {',
    "vm.cpy_argv.push(decodeURI(arg))",
    "if (vm.cpy_argv.length && (vm.cpy_argv[0].search('py')>=0)) {",
    'config.archive = config.archive || (location.search.search(".apk")>=0)',
    'config.interactive = config.interactive || (location.search.search("-i")>=0)',
    'const debug_dev = vm.PyConfig.orig_argv.includes("-X dev") || vm.PyConfig.orig_argv.includes("-i")',
)
QUIET = {"crashed": None, "interpreter": "python3.12", "interactive": False, "archive": False, "debug_dev": False}


@pytest.fixture(scope="module")
def normaliser(built_web: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The page's first inline script, which must come before the pythons.js tag."""
    page = (built_web / "index.html").read_text(encoding="utf-8")
    first = FIRST_SCRIPT.search(page)
    runtime = re.search(r"<script src=\"[^\"]*pythons\.js\"", page)
    assert first and runtime and first.start() < runtime.start(), "no script runs before pythons.js"
    path = tmp_path_factory.mktemp("address") / "page-address.js"
    path.write_text(first.group(1), encoding="utf-8")
    return path


def _run(normaliser: Path, addresses: list[str]) -> list[dict]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (the CI machine has it: .ci/run needs it for tests/wasm)")
    done = subprocess.run([node, str(HERE / "page_address.mjs"), str(normaliser)], input=json.dumps(addresses),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    for result in results:
        assert result["error"] is None and result["warnings"] == [], result
    return results


def _reads(reads: dict) -> dict:
    return {key: reads.get(key) for key in QUIET}


def test_a_lowercase_game_code_is_capitalised_before_pythons_js_reads_it(normaliser: Path) -> None:
    (result,) = _run(normaliser, ["?game=ht1-ifom-aaaaaaa"])
    assert result["before"]["interactive"]  # as a player's link arrives: pygbag's console
    assert result["search"] == "?game=HT1-IFOM-AAAAAAA"
    assert _reads(result["after"]) == QUIET


def test_every_code_parameter_is_capitalised_and_the_rest_kept_in_order(normaliser: Path) -> None:
    results = _run(normaliser, ["?deal=hh1-n-aaaaaam&lang=ru", "?lang=ru&game=ht1-afom-bcdefgh#top",
                                "?game=ht1-afom-bcdefgh&deal=hh1-n-aaaaaam&lang=en"])
    assert [(r["search"], r["hash"]) for r in results] == [
        ("?deal=HH1-N-AAAAAAM&lang=ru", ""),
        ("?lang=ru&game=HT1-AFOM-BCDEFGH", "#top"),
        ("?game=HT1-AFOM-BCDEFGH&deal=HH1-N-AAAAAAM&lang=en", ""),
    ]
    for result in results:
        assert result["calls"] == ["/heart-to-heart/" + result["search"] + result["hash"]]
        # the game opens what the link named (codes are case-insensitive)
        assert share.parse_link(result["search"]) == share.parse_link(result["address"].split("#")[0])


def test_an_address_with_nothing_to_change_is_left_alone(normaliser: Path) -> None:
    addresses = ["", "?", "?deal=HH1-N-AAAAAAA&lang=en", "?lang=ru", "?game=HT1-AFOM-BCDEFGH#debug"]
    for result in _run(normaliser, addresses):
        assert result["calls"] == [], result  # no replaceState: the address bar does not blink
        assert result["hash"] == result["address"].partition("#")[1] + result["address"].partition("#")[2]


def test_a_parameter_that_pythons_js_would_read_as_a_switch_is_dropped(normaliser: Path) -> None:
    addresses = ["?-i&deal=hh1-n-aaaaaam", "?-X%20dev&lang=ru", "?python3.11&deal=HH1-N-AAAAAAM",
                 "?ref=x.apk&game=ht1-afom-bcdefgh", "?utm_campaign=spring-ideas&lang=en", "?lang=py"]
    results = _run(normaliser, addresses)
    assert all(r["before"] != {**r["before"], **QUIET} for r in results)  # each trips pygbag as it is
    # "-X dev" alone is a switch; written out as a parameter ("-X+dev=") it is none
    assert [r["search"] for r in results] == ["?deal=HH1-N-AAAAAAM", "?-X+dev=&lang=ru", "?deal=HH1-N-AAAAAAM",
                                              "?game=HT1-AFOM-BCDEFGH", "?lang=en", ""]
    for result in results:
        assert _reads(result["after"]) == QUIET, result


def test_no_address_reaches_pythons_js_with_a_switch_and_every_code_survives(normaliser: Path) -> None:
    rng = random.Random(20261205)
    pieces = ["-", "i", "I", "-i", "p", "y", "py", "apk", ".", "X", " ", "dev", "%", "%20", "%2D", "%E0%A4%A",
              "&", "=", "+", "?", "ı", "ß", "é", "h", "1", "A", "ht1", "hh1"]
    keys = ["deal", "game", "lang", "Deal", "x", "", "-i", "py", "-X dev"]

    def text(n: int) -> str:
        return "".join(rng.choice(pieces) for _ in range(rng.randint(0, n)))

    addresses = []
    for _ in range(600):
        parts = []
        for _ in range(rng.randint(0, 4)):
            key = rng.choice(keys) if rng.random() < 0.8 else text(3)
            parts.append(key if rng.random() < 0.1 else f"{key}={text(8)}")
        hash_ = rng.choice(["", "", "#top", "#debug", "#debug%20x", "#%", "#%E0%A4%A"])
        addresses.append("?" + "&".join(parts) + hash_)
    for result in _run(normaliser, addresses):
        assert _reads(result["after"]) == QUIET, result
        assert result["codes_upper"], result  # every deal= / game= value kept, in capitals
        hash_ = result["address"].partition("#")[1] + result["address"].partition("#")[2]
        assert result["hash"] == ("" if "%E0" in hash_ or hash_ == "#%" else hash_)


def test_a_hash_that_pythons_js_cannot_decode_is_dropped(normaliser: Path) -> None:
    results = _run(normaliser, ["?deal=HH1-N-AAAAAAM#%", "?lang=ru#%E0%A4%A", "?lang=ru#debug%20x"])
    assert [r["before"]["crashed"] is not None for r in results] == [True, True, False]
    assert [r["search"] + r["hash"] for r in results] == ["?deal=HH1-N-AAAAAAM", "?lang=ru", "?lang=ru#debug%20x"]
    for result in results:
        assert result["after"]["crashed"] is None


def _reference_pythons_js() -> Path | None:
    for folder in ROOT.parents:
        path = folder / "shared" / "reference" / "pygbag-0.9.3" / "pythons.js"
        if path.is_file():
            return path
    return None


def test_the_reenacted_lines_are_pythons_js_own() -> None:
    reference = _reference_pythons_js()
    if reference is None:
        pytest.skip("pygbag 0.9.3's pythons.js (shared/reference/pygbag-0.9.3) is not next to this checkout")
    text = re.sub(r"\s+", " ", reference.read_text(encoding="utf-8"))
    for line in PYTHONS_JS_LINES:
        assert re.sub(r"\s+", " ", line) in text, f"pythons.js no longer says: {line}"
    mirror = (HERE / "page_address.mjs").read_text(encoding="utf-8")
    for needle in ('search.search("-i") >= 0', 'search.search(".apk") >= 0', 'cpy_argv[0].search("py") >= 0',
                   'split("&")', 'cpy_argv.includes("-X dev") || cpy_argv.includes("-i")'):
        assert needle in mirror
