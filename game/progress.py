"""Take your progress along: every saved document in one checksummed text, and merging one in.

A *bundle* is every document the storage holds (settings, statistics, the lessons, each game
in progress, and any document a later version adds), each in its saved envelope.  It
travels as one text: ``HeartToHeart-progress-1:`` and then, in URL-safe base64, the
bundle's JSON compressed with zlib followed by the first 8 bytes of its SHA-256, so a
truncated or altered paste is detected before anything is read.  Spaces and line breaks
in the text are ignored (a file holds it wrapped).

Importing never loses the newer of either side (docs/saved-data.md, "Taking your progress
along"): each document is merged by its own rule (:data:`RULES`), the statistics section by
section, the settings key by key, the lessons lesson by lesson, a game in progress whole
(the newer one); a document with no rule of its own is kept whole from the newer side.
Before anything is written, the player's current documents are kept aside as a bundle
text of their own.  A text that is damaged, foreign, too large or from a newer format
raises :class:`ProgressError` and changes nothing.

Pure Python (no pygame): the settings screen's buttons and the page's download and file
picker are in game/ui/progress_dialogs.py.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from game import safejson
from game.storage import ENV_DIR, Salvaged, Storage

#: What every progress text starts with; the number is the format's version.
FORMAT: Final = 1
PREFIX: Final = "HeartToHeart-progress-"
APP: Final = "heart-to-heart"
#: The longest text read (characters, spaces included), the most the bundle may inflate
#: to, and the most documents it may hold: past these it is refused unread.
MAX_TEXT: Final = 3_000_000
MAX_BUNDLE_BYTES: Final = 8_000_000
MAX_DOCUMENTS: Final = 64
CHECK_BYTES: Final = 8
#: A purpose a bundle may carry: what the app names its documents (never a kept-aside copy).
PURPOSE_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}(\.[a-z0-9_]{1,32}){0,3}")
#: Backups of the documents before an import, in the page's storage: the newest kept.
PAGE_BACKUPS: Final = 3
BACKUP_PREFIX: Final = "progress-backup-"
FILE_PREFIX: Final = "heart-to-heart-progress-"


class ProgressError(ValueError):
    """A progress text that cannot be imported; ``kind`` says why (its message key is
    ``progress.error.<kind>``): empty, foreign, damaged, newer, too_large, backup."""

    def __init__(self, kind: str, detail: str = "") -> None:
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind
        self.detail = detail


# -- the text --------------------------------------------------------------------------------

def encode(documents: dict[str, dict], exported_at: float | None = None) -> str:
    """The progress text of ``documents`` (purpose -> saved envelope)."""
    bundle = {"app": APP, "format": FORMAT,
              "exported_at": round(time.time() if exported_at is None else exported_at, 3),
              "documents": documents}
    raw = json.dumps(bundle, ensure_ascii=False, separators=(",", ":"), sort_keys=True,
                     allow_nan=False).encode("utf-8")
    packed = zlib.compress(raw, 9)
    body = base64.urlsafe_b64encode(packed + hashlib.sha256(packed).digest()[:CHECK_BYTES])
    return f"{PREFIX}{FORMAT}:" + body.decode("ascii").rstrip("=")


def wrapped(text: str, width: int = 76) -> str:
    """``text`` in lines of ``width`` characters, as a file holds it (decode ignores them)."""
    return "\n".join(text[i:i + width] for i in range(0, len(text), width)) + "\n"


def decode(text: str) -> dict[str, dict]:
    """The documents of a progress text (purpose -> envelope), each envelope well formed.

    Raises :class:`ProgressError`; nothing is read past the first problem."""
    if not isinstance(text, str):
        raise ProgressError("foreign", "not text")
    if len(text) > MAX_TEXT:
        raise ProgressError("too_large", f"{len(text)} characters")
    compact = "".join(text.split())
    if not compact:
        raise ProgressError("empty")
    found = re.search(re.escape(PREFIX) + r"(\d{1,6}):", compact)
    if found is None:
        raise ProgressError("foreign", "no progress header")
    if int(found.group(1)) > FORMAT:
        raise ProgressError("newer", f"format {found.group(1)}")
    if int(found.group(1)) < 1:
        raise ProgressError("foreign", "format 0")
    rest = compact[found.end():]
    run = re.match(r"[A-Za-z0-9_-]*", rest)
    body = run.group() if run else ""  # the text's own characters, up to a closing quote or full stop
    if re.search(r"[A-Za-z0-9_-]", rest[len(body):]):  # more text past a stray character: not a quote's end
        raise ProgressError("damaged", "characters that are not in the text")
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (ValueError, TypeError) as exc:
        raise ProgressError("damaged", f"base64: {exc}") from None
    if base64.urlsafe_b64encode(data).decode("ascii").rstrip("=") != body:
        raise ProgressError("damaged", "a last character that is not the text's own")
    packed, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
    if len(data) <= CHECK_BYTES or hashlib.sha256(packed).digest()[:CHECK_BYTES] != check:
        raise ProgressError("damaged", "the checksum does not match (cut short or altered)")
    inflate = zlib.decompressobj()
    try:
        raw = inflate.decompress(packed, MAX_BUNDLE_BYTES)
    except zlib.error as exc:
        raise ProgressError("damaged", f"zlib: {exc}") from None
    if inflate.unconsumed_tail:
        raise ProgressError("too_large", f"more than {MAX_BUNDLE_BYTES} bytes")
    if not inflate.eof:
        raise ProgressError("damaged", "cut short")
    try:
        bundle = safejson.loads(raw.decode("utf-8"), lenient=True)
    except Exception as exc:  # not JSON, not UTF-8
        raise ProgressError("damaged", f"not JSON: {type(exc).__name__}") from None
    if not isinstance(bundle, dict) or bundle.get("app") != APP:
        raise ProgressError("foreign", "not this app's progress")
    if not safejson.is_int(bundle.get("format"), 1, safejson.MAX_INT):
        raise ProgressError("damaged", "no format number")
    if bundle["format"] > FORMAT:
        raise ProgressError("newer", f"format {bundle['format']}")
    documents = bundle.get("documents")
    if not isinstance(documents, dict):
        raise ProgressError("damaged", "no documents")
    if len(documents) > MAX_DOCUMENTS:
        raise ProgressError("too_large", f"{len(documents)} documents")
    out: dict[str, dict] = {}
    for purpose, envelope in documents.items():
        if not (isinstance(purpose, str) and PURPOSE_NAME.fullmatch(purpose)):
            raise ProgressError("damaged", f"a document named {str(purpose)[:40]!r}")
        if not _envelope_ok(envelope):
            raise ProgressError("damaged", f"{purpose} is not a saved document")
        out[purpose] = envelope
    return out


def _envelope_ok(envelope: Any) -> bool:
    return (isinstance(envelope, dict) and isinstance(envelope.get("data"), dict)
            and safejson.is_int(envelope.get("version"), 1, safejson.MAX_INT)
            and safejson.is_number(envelope.get("saved_at", 0), 0, 1e12))


# -- each document's rule -----------------------------------------------------------------------

class Rule:
    """How one document is checked and merged: its version, its validator (``None``: kept
    as it is), and ``merge(local, imported, imported_is_newer)`` over validated data."""

    __slots__ = ("version", "validate", "merge", "whole")

    def __init__(self, version: int, validate: Callable[[Any], Any] | None,
                 merge: Callable[[Any, Any, bool], Any] | None = None, whole: bool = False) -> None:
        self.version = version
        self.validate = validate
        #: ``None``: the newer document is kept whole.
        self.merge = merge
        #: A game in progress: written whole, and never over another window's newer one.
        self.whole = whole


def _checked(validate: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A validator that returns the data itself once ``validate`` accepts it (a game's
    validator returns the replayed game: the document is the data)."""
    def check(data: Any) -> Any:
        validate(data)
        return data
    return check


def merge_settings(local: dict, imported: dict, imported_is_newer: bool) -> dict:
    """Key by key: a setting either side changed is kept; where both did, the newer side's."""
    return {**local, **imported} if imported_is_newer else {**imported, **local}


def _further(a: dict, b: dict, keys: tuple[str, ...]) -> bool:
    """Is ``b`` further along than ``a`` (its counts, compared in order, larger)?"""
    return tuple(b[k] for k in keys) > tuple(a[k] for k in keys)


def merge_stats(local: dict, imported: dict, imported_is_newer: bool = False) -> dict:
    """Both games' statistics: each section's counts from the side further along (the
    figures of one history, never a mixture that did not happen), the dates of both, and
    the best records of both where the counts kept allow them."""
    from game import stats, stats_practice
    from game.stats_weeks import MAX_WEEKS, WEEKS

    out = json.loads(json.dumps(local))
    a, b, o = local["h2h"], imported["h2h"], out["h2h"]
    if _further(a, b, ("played", "won", "hints_used")):
        o.update(json.loads(json.dumps(b)))
    if o["won"]:
        times = [s["best_time"] for s in (a, b) if s["best_time"] is not None]
        moves = [s["fewest_moves"] for s in (a, b) if s["fewest_moves"] is not None]
        ratios = [s["best_shortest_ratio"] for s in (a, b) if s["best_shortest_ratio"] is not None]
        o["best_time"] = min(times) if times else None
        o["fewest_moves"] = min(moves) if moves else None
        o["best_shortest_ratio"] = max(ratios) if ratios else None
        if max(a["best_streak"], b["best_streak"]) <= o["won"]:
            o["best_streak"] = max(a["best_streak"], b["best_streak"], o["current_streak"])
    a, b, o = local["hearts"], imported["hearts"], out["hearts"]
    levels = tuple(f"{level}_" for level in stats.HEARTS_LEVELS)
    overall = [k for k in stats.HEARTS_FIELDS
               if not k.startswith(levels) and k not in stats.DATE_FIELDS and k not in stats_practice.FIELDS]
    if _further(a, b, ("games_played", "hands_played")):
        o.update({k: b[k] for k in overall})
    for level in stats.HEARTS_LEVELS:
        names = tuple(f"{level}_{n}" for n in stats.HEARTS_LEVEL_FIELDS)
        if _further(a, b, (f"{level}_games_played", f"{level}_hands_played")):
            o.update({k: b[k] for k in names})
    stats_practice.merge(a, b, o, imported_is_newer)
    for game, name in [(g, n) for g in ("h2h", "hearts") for n in stats.DATE_FIELDS if n in local[g]]:
        out[game][name] = sorted(set(local[game][name]) | set(imported[game][name]))[-stats.MAX_DAILY_DATES:]
    for game in ("h2h", "hearts"):  # a week either side kept stays (its fuller row where both have it)
        rows = {row[0]: row for row in out[game][WEEKS]}
        for row in (*local[game][WEEKS], *imported[game][WEEKS]):
            if row[0] not in rows or sum(row[1::2]) > sum(rows[row[0]][1::2]):
                rows[row[0]] = list(row)
        out[game][WEEKS] = [rows[week] for week in sorted(rows)][-MAX_WEEKS:]
    solved = set(out["hearts"]["puzzles_solved"])  # answered both ways: solved kept, as a load does
    out["hearts"]["puzzles_failed"] = [d for d in out["hearts"]["puzzles_failed"] if d not in solved]
    stats._retried_missed(out["hearts"])  # retried where the date is still a miss at first
    stats._fit_dates(out)
    try:
        return stats.validate(out)
    except Salvaged as part:  # a merge of two valid sides never needs it; kept as a net
        return dict(part.value)


def merge_lessons(local: dict, imported: dict, imported_is_newer: bool) -> dict:
    """The lessons: done on either side stays done, the offer answered on either side stays
    answered, the lesson to resume is the newer side's (unless it is done)."""
    out: dict[str, dict] = {"offered": {}, "done": {}, "at": {}}
    newer, older = (imported, local) if imported_is_newer else (local, imported)
    for part in ("offered", "done", "at"):
        for side in (older, newer):
            for game, value in (side.get(part) or {}).items():
                if part == "offered":
                    out[part][game] = bool(out[part].get(game)) or bool(value)
                elif part == "done":
                    out[part][game] = list(dict.fromkeys([*out[part].get(game, []), *value]))
                else:
                    out[part][game] = value
    for game, at in list(out["at"].items()):
        if at and at[0] in out["done"].get(game, []):
            del out["at"][game]
    return out


def _rules() -> dict[str, Rule]:
    """The documents this app knows how to check and merge (imported when first asked)."""
    from game import settings, stats
    from game.heart_to_heart import saved as h2h_saved
    from game.heart_to_heart.state import SAVE_VERSION as H2H_VERSION
    from game.hearts.match import SAVE_VERSION as HEARTS_VERSION
    from game.hearts.teaching import saved as hearts_saved

    rules = {
        settings.PURPOSE: Rule(settings.SETTINGS_VERSION, settings.validate, merge_settings),
        stats.PURPOSE: Rule(stats.STATS_VERSION, stats.validate, merge_stats),
        "game.heart_to_heart": Rule(H2H_VERSION, _checked(h2h_saved.validate), whole=True),
        "game.hearts": Rule(HEARTS_VERSION, _checked(hearts_saved.validate), whole=True),
    }
    try:
        from game import lesson_progress  # type: ignore[attr-defined,unused-ignore]
    except ImportError:
        pass
    else:
        rules[lesson_progress.PURPOSE] = Rule(lesson_progress.VERSION, lesson_progress.validate,
                                              merge_lessons)
    return rules


_RULES: dict[str, Rule] | None = None


def rules() -> dict[str, Rule]:
    """Each known document's :class:`Rule` (the others are kept whole, the newer side's)."""
    global _RULES
    if _RULES is None:
        _RULES = _rules()
    return _RULES


def validated(purpose: str, envelope: dict) -> tuple[str, Any]:
    """(outcome, data) of one imported document: "ok", "salvaged" (the usable part),
    "refused" (``None``: not usable) or "newer" (from a newer app: not read)."""
    rule = rules().get(purpose)
    if rule is None:
        return "ok", envelope["data"]
    if envelope["version"] > rule.version:
        return "newer", None
    if envelope["version"] < rule.version or rule.validate is None:
        return ("refused", None) if envelope["version"] < rule.version else ("ok", envelope["data"])
    try:
        return "ok", rule.validate(envelope["data"])
    except Salvaged as part:
        return "salvaged", part.value
    except Exception:
        return "refused", None


def merge_document(purpose: str, local: Any, local_at: float, imported: Any, imported_at: float) -> Any:
    """The merged data of one document (either side may be ``None``: missing)."""
    if local is None:
        return imported
    if imported is None:
        return local
    rule = rules().get(purpose)
    newer = imported_at > local_at
    if rule is None or rule.merge is None:
        return imported if newer else local
    merged = rule.merge(local, imported, newer)
    if rule.validate is None:
        return merged
    try:  # in the form a load gives (the lessons in their order): a second import is "same"
        return rule.validate(merged)
    except Salvaged as part:
        return part.value


# -- the storage's documents ------------------------------------------------------------------

def purposes(storage: Storage) -> list[str]:
    """The documents stored now, by purpose (kept-aside copies and backups left out)."""
    keys = getattr(storage.backend, "keys", None)
    names: list[str] = []
    if keys is not None:
        try:
            names = list(keys())
        except Exception:
            names = []
    names += [p for p in rules() if p not in names]
    out = []
    for name in names:
        try:
            if PURPOSE_NAME.fullmatch(name) and storage.backend.read(name) is not None:
                out.append(name)
        except Exception:
            continue  # unreadable now: not taken along (it stays where it is)
    return sorted(out)


def stored_documents(storage: Storage) -> dict[str, dict]:
    """Every stored document that is a saved envelope (purpose -> envelope), as stored."""
    out: dict[str, dict] = {}
    for purpose in purposes(storage):
        if purpose in storage.hands_off:
            continue
        try:
            text = storage.backend.read(purpose)
            envelope = safejson.loads(text, lenient=True) if text is not None else None
        except Exception:
            continue
        if isinstance(envelope, dict) and _envelope_ok(envelope):
            out[purpose] = envelope
    return out


def export_text(storage: Storage) -> str:
    """The progress text of everything stored now."""
    return encode(stored_documents(storage))


class ImportReport:
    """What an import did: per document its outcome, and where the data before it was kept.

    Outcomes: "added" (new here), "merged" (changed by the import), "same" (nothing newer),
    "salvaged" (merged, part of it unusable), "refused" (unusable), "newer" (from a newer
    app), "unsaved" (could not be written now)."""

    __slots__ = ("outcomes", "backup")

    def __init__(self) -> None:
        self.outcomes: dict[str, str] = {}
        self.backup: str | None = None

    @property
    def changed(self) -> list[str]:
        return [p for p, o in self.outcomes.items() if o in ("added", "merged", "salvaged")]

    @property
    def problems(self) -> list[str]:
        return [p for p, o in self.outcomes.items() if o in ("refused", "newer", "unsaved")]

    def __repr__(self) -> str:
        return f"ImportReport({self.outcomes!r}, backup={self.backup!r})"


def import_text(storage: Storage, text: str, keep: Callable[[str], str] | None = None) -> ImportReport:
    """Merge a progress text into the stored documents.

    Decoding comes first (a bad text raises :class:`ProgressError`, nothing changed); then
    the documents as they are now are kept aside (``keep(text)`` returns where: by default
    :func:`keep_backup`; if that fails, ``ProgressError("backup")`` and nothing changed);
    then each document is merged by its rule and written: settings and statistics through
    ``Storage.update`` (merged with what is stored at that moment), a game whole, and not
    over another window's newer game."""
    imported = decode(text)
    report = ImportReport()
    plan: dict[str, tuple[str, Any, float]] = {}
    for purpose, envelope in sorted(imported.items()):
        outcome, data = validated(purpose, envelope)
        if data is None:
            report.outcomes[purpose] = outcome
            continue
        plan[purpose] = (outcome, data, float(envelope.get("saved_at", 0)))
    if not plan:
        return report
    try:
        report.backup = (keep or (lambda t: keep_backup(storage, t)))(export_text(storage))
    except Exception as exc:
        raise ProgressError("backup", str(exc)) from None
    for purpose, (outcome, data, imported_at) in plan.items():
        report.outcomes[purpose] = _merge_one(storage, purpose, outcome, data, imported_at,
                                              imported[purpose])
    return report


def _merge_one(storage: Storage, purpose: str, outcome: str, data: Any, imported_at: float,
               envelope: dict) -> str:
    rule = rules().get(purpose)
    if rule is None:
        return _keep_newer(storage, purpose, data, imported_at, envelope["version"])
    local_at = storage.saved_at(purpose) or 0.0
    before = storage.load(purpose, rule.version, validate=rule.validate)
    if purpose in storage.hands_off:
        return "unsaved"
    merged = merge_document(purpose, before, local_at, data, imported_at)
    if _same(merged, before):
        return "same"
    if before is not None and not rule.whole:
        def change(stored: Any) -> Any:
            now = merge_document(purpose, stored, storage.saved_at(purpose) or 0.0, data, imported_at)
            return None if _same(now, stored) else now
        written, _ = storage.update(purpose, rule.version, change, before, validate=rule.validate)
    else:
        written = storage.save(purpose, rule.version, merged, guard=True)
    if not written:
        return "unsaved"
    if before is None:
        return "added"
    return "salvaged" if outcome == "salvaged" else "merged"


def _keep_newer(storage: Storage, purpose: str, data: Any, imported_at: float, version: int) -> str:
    """A document this app has no rule for: the imported one replaces the stored one only
    when it is of a later version, or of the same version and saved later."""
    try:
        text = storage.backend.read(purpose)
        local = safejson.loads(text, lenient=True) if text is not None else None
    except Exception:
        return "unsaved"  # cannot be read now: left where it is
    if isinstance(local, dict) and _envelope_ok(local):
        if (local["version"], float(local.get("saved_at", 0))) >= (version, imported_at):
            return "same"
    elif local is not None:
        return "unsaved"  # something this app cannot read: its owner decides, not an import
    if not storage.save(purpose, version, data, guard=True):
        return "unsaved"
    return "added" if local is None else "merged"


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


# -- where the files go -----------------------------------------------------------------------

def _stamp() -> str:
    return time.strftime("%Y-%m-%d-%H%M%S", time.localtime())


def keep_backup(storage: Storage, text: str) -> str:
    """Keep ``text`` (the documents before an import) where the player finds it: a file in
    the data folder natively, a key of the page's storage in the browser (the newest
    :data:`PAGE_BACKUPS` kept).  Returns the file's path or the key."""
    folder = getattr(storage.backend, "folder", None)
    name = f"{BACKUP_PREFIX}{_stamp()}-{os.urandom(2).hex()}"
    if folder is not None:
        return str(write_new_file(Path(folder), name + ".txt", wrapped(text)))
    storage.backend.write(name, text)
    keys = getattr(storage.backend, "keys", None)
    if keys is not None:
        # The one just made stays whatever its name: a clock set back since the last
        # import (or a time zone to the west) gives it a name that sorts first.
        others = sorted(k for k in keys() if k.startswith(BACKUP_PREFIX) and k != name)
        for key in others[:max(0, len(others) - (PAGE_BACKUPS - 1))]:
            storage.backend.delete(key)
    return name


def write_new_file(folder: Path, name: str, text: str) -> Path:
    """Write ``text`` to a new file ``name`` in ``folder`` (``name-2``... if taken): never
    over an existing file."""
    folder.mkdir(parents=True, exist_ok=True)
    stem, dot, ext = name.rpartition(".")
    for n in range(1, 100):
        path = folder / (name if n == 1 else f"{stem}-{n}{dot}{ext}")
        try:
            with open(path, "x", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
            return path
        except FileExistsError:
            continue
    raise FileExistsError(f"{name}: every name taken")


def export_folder(data_folder: Path | None) -> Path:
    """Where an exported file goes natively: the Downloads folder when there is one (and the
    data folder is not set by ``$HEARTS_APP_DATA_DIR``), else the data folder
    (``data_folder``), else the home folder."""
    try:
        downloads = Path.home() / "Downloads"
        if downloads.is_dir() and not os.environ.get(ENV_DIR):  # a test's or a portable data folder
            return downloads
    except (RuntimeError, KeyError, OSError):
        pass
    return data_folder if data_folder is not None else Path.home()


def export_file_name() -> str:
    return f"{FILE_PREFIX}{_stamp()}.txt"


def export_to_file(storage: Storage, folder: Path | None = None) -> tuple[Path, str]:
    """Natively: write the progress text to a new file; (its path, the text)."""
    data_folder = getattr(storage.backend, "folder", None)
    target = folder if folder is not None else export_folder(Path(data_folder) if data_folder else None)
    text = export_text(storage)
    return write_new_file(target, export_file_name(), wrapped(text)), text


def progress_files(folders: list[Path]) -> list[Path]:
    """Progress files (exports and backups) in ``folders``, newest first."""
    found: dict[Path, float] = {}
    for folder in folders:
        try:
            for entry in os.scandir(folder):
                if entry.name.endswith(".txt") and entry.name.startswith((FILE_PREFIX, BACKUP_PREFIX)) \
                        and entry.is_file():
                    found[Path(entry.path)] = entry.stat().st_mtime
        except OSError:
            continue
    return sorted(found, key=lambda p: (-found[p], p.name))


def read_file(path: str | Path) -> str:
    """The text of a progress file; :class:`ProgressError` if it cannot be one."""
    import stat as stat_mod

    try:
        info = os.stat(path)
    except OSError as exc:
        raise ProgressError("no_file", f"{exc.strerror or exc}") from None
    if not stat_mod.S_ISREG(info.st_mode):
        raise ProgressError("no_file", "not a regular file")
    if info.st_size > MAX_TEXT:
        raise ProgressError("too_large", f"{info.st_size} bytes")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_TEXT + 1)
    except OSError as exc:
        raise ProgressError("no_file", f"{exc.strerror or exc}") from None
    return raw.decode("utf-8", "replace")


def text_or_file(entered: str) -> str:
    """What the player entered natively: a progress text, or the path of a file holding one."""
    value = entered.strip().strip('"').strip("'")
    if PREFIX in value or not value:
        return entered
    path = Path(os.path.expanduser(value))
    if len(value) < 4096 and (os.sep in value or "/" in value or value.endswith(".txt")):
        return read_file(path)
    return entered

