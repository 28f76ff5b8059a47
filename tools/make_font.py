"""Subset DejaVu Sans to the characters the app draws, to keep the web download small.

Run: python3 tools/make_font.py [SOURCE_DIR]  (needs `pip install fonttools`).
The output (assets/DejaVuSans-subset.ttf, assets/DejaVuSans-Bold-subset.ttf) is
committed; the game only loads it.  DejaVu's licence (assets/DejaVu-LICENSE.txt)
allows redistributing modified copies under a different name, which this is.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {
    "DejaVuSans.ttf": "DejaVuSans-subset.ttf",
    "DejaVuSans-Bold.ttf": "DejaVuSans-Bold-subset.ttf",
}
UNICODES = [
    "U+0020-007E",  # ASCII
    "U+00A0-00FF",  # Latin-1 (« » · × é …)
    "U+0400-045F",  # Cyrillic
    "U+2010-2027",  # dashes, quotes, bullet, ellipsis
    "U+2030-203A",  # per mille, guillemets
    "U+2116",  # №
    "U+2190-2199",  # arrows
    "U+21BA-21BB",  # undo/redo circle arrows
    "U+2212",  # minus
    "U+2660-2667",  # ♠♡♢♣♤♥♦♧
    "U+25B2-25C6",  # ▲▶▼◀◆
    "U+2605-2606",  # ★☆
    "U+2713-2717",  # ✓✔✕✖✗
    "U+266A-266B",  # ♪♫
    "U+FFFD",
]


def main() -> None:
    src_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/usr/share/fonts/truetype/dejavu")
    for src, dst in SOURCES.items():
        opts = subset.Options()
        opts.layout_features = ["kern", "liga"]
        opts.name_IDs = ["*"]
        opts.notdef_outline = True
        opts.hinting = True
        font = subset.load_font(str(src_dir / src), opts)
        sub = subset.Subsetter(opts)
        sub.populate(unicodes=subset.parse_unicodes(",".join(UNICODES)))
        sub.subset(font)
        out = ROOT / "assets" / dst
        subset.save_font(font, str(out), opts)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
