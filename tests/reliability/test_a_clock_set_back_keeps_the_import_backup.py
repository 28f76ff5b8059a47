"""The page keeps its newest backups by their names, which carry the local time they were
made: with the clock set back (or the player gone west across time zones) since the last
import, the backup an import has just made is still there to import back."""

from __future__ import annotations

from game import progress
from tests.reliability.test_progress_bundle import played, storage_with


def test_the_backup_just_made_is_kept_when_older_ones_carry_a_later_time() -> None:
    target = storage_with({"stats": played(2, 2)})
    for n in range(progress.PAGE_BACKUPS):
        target.backend.items[f"{progress.BACKUP_PREFIX}2099-01-0{n + 1}-000000-abcd"] = "old"
    before = progress.stored_documents(target)
    report = progress.import_text(target, progress.export_text(storage_with({"stats": played(9, 1)})))
    assert report.backup in target.backend.items
    assert progress.decode(target.backend.items[report.backup]) == before
    kept = [k for k in target.backend.items if k.startswith(progress.BACKUP_PREFIX)]
    assert len(kept) == progress.PAGE_BACKUPS
    assert f"{progress.BACKUP_PREFIX}2099-01-01-000000-abcd" not in kept  # the oldest by name goes
