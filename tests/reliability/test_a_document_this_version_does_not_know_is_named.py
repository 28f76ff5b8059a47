"""A document this version has no name for (one of a later version, brought by an import)
that cannot be written is still named in a sentence, in English and in Russian."""

from __future__ import annotations

import pytest

from game import i18n, progress
from game.storage import CONFLICT, UNSAVED, MemoryBackend, Notice, Storage
from game.ui import notices


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", [UNSAVED, CONFLICT])
def test_a_document_of_a_later_version_is_named_in_the_players_language(lang, kind):
    i18n.set_language(lang)
    try:
        said = notices.text(Notice(kind, "practice_rating"))
        assert "storage." not in said and "practice_rating" not in said
        assert said.startswith(i18n.t(f"storage.{kind}", name="")[:8])
    finally:
        i18n.set_language("en")


class FullPage(MemoryBackend):
    """The page's storage, filled up by the import's own backup: the document after it refused."""

    def write(self, key: str, text: str) -> None:
        if not key.startswith(progress.BACKUP_PREFIX):
            raise RuntimeError("QuotaExceededError")
        super().write(key, text)


def test_an_import_of_a_later_document_into_a_full_page_says_what_was_not_saved():
    source = Storage(MemoryBackend())
    source.save("practice_rating", 3, {"rating": 1500})
    target = Storage(FullPage())
    report = progress.import_text(target, progress.export_text(source))
    assert report.outcomes.get("practice_rating") == "unsaved"
    said = [notices.text(n) for n in target.take_notices()]
    assert said and all("storage." not in s for s in said)
