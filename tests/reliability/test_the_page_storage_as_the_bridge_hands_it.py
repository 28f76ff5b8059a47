"""The browser's storage as pygbag's bridge may hand it over: a missing key read back as the
text "undefined" or "null", values that are not text, a write over the page's quota.  A bad
document is still kept aside, the good ones kept, and the player told what was not saved."""

from __future__ import annotations

from game.stats import Stats
from game.storage import REFUSED, UNSAVED, LocalStorageBackend, Storage

PREFIX = "heart-to-heart/"


class Bridge:
    """``window.localStorage`` through a bridge that answers a missing key with ``missing``
    and refuses a write once ``quota`` characters are stored."""

    def __init__(self, missing: object = "undefined", quota: int = 10**7) -> None:
        self.items: dict[str, object] = {}
        self.missing, self.quota = missing, quota

    def getItem(self, key):
        return self.items.get(key, self.missing)

    def setItem(self, key, value):
        if sum(len(str(v)) for k, v in self.items.items() if k != key) + len(value) > self.quota:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)


def test_a_bad_document_is_kept_aside_where_a_missing_key_reads_as_undefined():
    for missing in ("undefined", "null"):
        page = Bridge(missing)
        page.items[PREFIX + "stats"] = "garbage"
        store = Storage(LocalStorageBackend(page))
        Stats(store).record_h2h_game(True, 10, 30)
        (aside,) = [k for k in page.items if k.startswith(PREFIX + "stats.corrupt-")]
        assert page.items[aside] == "garbage"
        assert [n.kind for n in store.take_notices()] == [REFUSED]
        assert Stats(Storage(LocalStorageBackend(page))).h2h["won"] == 1


def test_a_value_that_is_not_text_is_kept_aside_as_its_text():
    page = Bridge()
    page.items[PREFIX + "stats"] = 12345
    store = Storage(LocalStorageBackend(page))
    assert store.load("stats", 1) is None
    (aside,) = [k for k in page.items if k.startswith(PREFIX + "stats.corrupt-")]
    assert page.items[aside] == "12345"


def test_a_write_over_the_quota_is_told_and_keeps_what_was_stored():
    page = Bridge()
    store = Storage(LocalStorageBackend(page))
    stats = Stats(store)
    stats.record_h2h_game(True, 10, 30)
    kept = page.items[PREFIX + "stats"]
    page.quota = len(kept) + 2  # the page's storage is now full
    for _ in range(3):
        stats.record_daily_win("2026-12-0" + str(_ + 1))
    assert page.items[PREFIX + "stats"] == kept
    assert UNSAVED in [n.kind for n in store.take_notices()]
    assert Stats(Storage(LocalStorageBackend(page))).h2h["won"] == 1
