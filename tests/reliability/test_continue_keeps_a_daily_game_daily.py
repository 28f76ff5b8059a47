"""Continue on a daily deal: the save written when the game is shown again still says which
day's deal it is, so a crash right after Continue keeps the daily mark (and the streak)."""

from __future__ import annotations

import json

from game import storage as storage_module
from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart.daily import daily_number
from game.heart_to_heart.state import Game
from game.storage import MemoryBackend, Storage
from game.ui.options import Options

DAY = "2026-11-30"


def test_continue_on_a_daily_game_saves_it_as_daily_at_once():
    from game import i18n
    from game.ui import app as app_module

    backend = MemoryBackend()
    store = Storage(backend)
    game = Game.from_number(daily_number(DAY))
    game.tap("stock")
    store.save("game.heart_to_heart", 1, saved_h2h.to_document(game, 12.0, 0, True, False, DAY))
    storage_module.set_default_storage(Storage(backend))
    app = app_module.App(Options(lang="en"))
    try:
        app.frame()
        writes = []
        real_write = backend.write
        backend.write = lambda key, text: (writes.append((key, text)), real_write(key, text))[1]
        assert app.nav.go("heart_to_heart", resume=True)
        saves = [json.loads(text)["data"] for key, text in writes if key == "game.heart_to_heart"]
        assert saves, "showing the continued game saves it"
        assert all(doc["daily"] == DAY for doc in saves)
        assert app.nav.scene.daily == DAY
    finally:
        app.shutdown()
        storage_module.set_default_storage(None)
        i18n.set_language("en")
