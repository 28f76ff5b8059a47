"""A document from a newer app is one kind of thing, whoever notices it (the envelope, a
game's own save format): one class, and storage leaves every such document untouched."""

from __future__ import annotations

import json

from game import storage
from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart.state import SaveFromNewerVersion as H2HNewer
from game.hearts.match import SaveFromNewerVersion as HeartsNewer
from game.safejson import NewerVersion


def test_every_newer_version_error_is_one_class():
    assert H2HNewer is HeartsNewer is storage.NewerVersion is NewerVersion
    assert storage.is_newer_version(NewerVersion("version 9"))


def test_a_game_save_of_a_newer_format_is_left_where_it_is():
    backend = storage.MemoryBackend()
    doc = {"version": 1, "saved_at": 1, "data": {"game": {"version": 99}}}
    backend.items["game.heart_to_heart"] = json.dumps(doc)
    store = storage.Storage(backend)
    assert store.load("game.heart_to_heart", 1, validate=saved_h2h.validate) is None
    assert store.hands_off == {"game.heart_to_heart": storage.NEWER}
    assert json.loads(backend.items["game.heart_to_heart"]) == doc
    assert not store.save("game.heart_to_heart", 1, {"game": {}})
