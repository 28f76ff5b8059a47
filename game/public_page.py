"""Where the game is published: the page a shared link opens when the app has no page of
its own (natively, or a browser page whose address cannot be read).

One place for it.  The release workflow writes the published page's address (its GitHub
Pages address) into ``public_page.txt`` beside this module before it builds anything, so
the wheel and the standalone builds carry it; a checkout has no such file, and then there
is no public page: Share copies the bare code and says how to open it.  The environment
variable ``HH_SHARE_PAGE`` names another page (a mirror, a local test server).
"""

from __future__ import annotations

import os
from pathlib import Path

#: Written by .github/workflows/release.yml; absent in a checkout.
FILE = Path(__file__).with_name("public_page.txt")
#: An address longer than this is not an address the workflow wrote.
MAX_LENGTH = 300


def _usable(address: str) -> str | None:
    address = address.strip()
    if address.startswith(("https://", "http://")) and len(address) <= MAX_LENGTH and address.isprintable():
        return address
    return None


def public_page() -> str | None:
    """The published page's address, or ``None`` when this build knows of none."""
    chosen = _usable(os.environ.get("HH_SHARE_PAGE", ""))
    if chosen:
        return chosen
    try:
        with open(FILE, encoding="utf-8") as f:
            return _usable(f.read(MAX_LENGTH + 2))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
