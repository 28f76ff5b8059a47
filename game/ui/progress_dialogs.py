"""Settings' "Export progress" and "Import progress": the buttons, their dialogs, and the page's
download and file picker.

Export writes the progress text (game/progress.py) to a new file natively (the Downloads
folder, else the data folder; the dialog shows the path) or hands it to the page as a
download (``hh_download`` in web/heart-to-heart.tmpl), and offers to copy the same text.
Import takes a pasted text, or natively the path of a file (typed or pasted, or the
newest progress file found with "Latest file"), or in the browser a file chosen with the
page's file picker (``hh_pick_file`` / ``hh_pick_state`` / ``hh_pick_text``); it merges it
in (the documents before it kept aside) and says what came in, or what is wrong with the
text, under the field, with nothing changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import progress
from game.i18n import drawable, register_strings, t
from game.ui import clipboard
from game.ui.text_entry import TextEntry
from game.ui.widgets import Button, Dialog

if TYPE_CHECKING:
    from game.ui.scene import Parts

IS_WEB = sys.platform == "emscripten"
#: The longest wait for the page's file picker (a player may take a while to choose).
PICK_SECONDS = 600

register_strings({
    "en": {
        "progress.title": "Your progress",
        "progress.help": "Statistics, settings, lessons and games in progress, to take to another device",
        "button.export_progress": "Export progress…",
        "button.import_progress": "Import progress…",
        "button.copy_text": "Copy text",
        "button.progress_file": "File…",
        "button.import": "Import",
        "progress.exported.title": "Progress exported",
        "progress.exported.file": ("Saved as {path}. Import it on the other device, or "
                                   "copy the text and paste it there."),
        "progress.exported.download": ("Downloaded as {name}. Import it on the other device, "
                                       "or copy the text and paste it there."),
        "progress.exported.no_file": ("The file could not be written ({reason}). Copy the "
                                      "text and paste it on the other device."),
        "progress.import.title": "Import progress",
        "progress.import.prompt": "Paste the progress text, or the path of its file (File… fills in the newest one)",
        "progress.import.prompt_web": "Paste the progress text, or choose its file with File…",
        "progress.import.no_latest": "No progress file found in {folders}",
        "progress.copied": "Progress text copied ({count} characters)",
        "progress.copy_shown": "Copying was blocked: select the text shown above the game",
        "progress.copy_failed": "The text could not be copied",
        "progress.imported.title": "Progress imported",
        "progress.imported.what": "Brought in: {what}.",
        "progress.imported.nothing": "Nothing new: everything in it is already here.",
        "progress.imported.skipped": "Left out: {what}.",
        "progress.imported.backup": "What you had before is kept in {backup}.",
        "progress.doc.settings": "settings",
        "progress.doc.stats": "statistics",
        "progress.doc.lessons": "lessons",
        "progress.doc.game.heart_to_heart": "the Heart to Heart game",
        "progress.doc.game.hearts": "the Hearts game",
        "progress.doc.other": "other progress",
        "progress.error.empty": "Paste a progress text first, or give its file.",
        "progress.error.foreign": "This is not a progress text of this game.",
        "progress.error.damaged": "This progress text is damaged or cut short: copy all of it again.",
        "progress.error.newer": "This progress comes from a newer version of the game: update it first.",
        "progress.error.too_large": "This is too large to be a progress text.",
        "progress.error.backup": ("Nothing was imported: your current progress could "
                                  "not be kept aside first ({detail})."),
        "progress.error.no_file": "No such file: {detail}",
        "progress.error.picker": "The file could not be read.",
    },
    "ru": {
        "progress.title": "Ваш прогресс",
        "progress.help": "Статистика, настройки, уроки и начатые партии — чтобы перенести на другое устройство",
        "button.export_progress": "Экспорт прогресса…",
        "button.import_progress": "Импорт прогресса…",
        "button.copy_text": "Копировать текст",
        "button.progress_file": "Файл…",
        "button.import": "Импорт",
        "progress.exported.title": "Прогресс экспортирован",
        "progress.exported.file": ("Файл: {path}. Импортируйте его на другом устройстве "
                                   "или скопируйте текст и вставьте там."),
        "progress.exported.download": ("Скачан файл {name}. Импортируйте его на другом "
                                       "устройстве или скопируйте текст и вставьте там."),
        "progress.exported.no_file": ("Не удалось записать файл ({reason}). Скопируйте текст "
                                      "и вставьте его на другом устройстве."),
        "progress.import.title": "Импорт прогресса",
        "progress.import.prompt": "Вставьте текст прогресса или путь к его файлу («Файл…» подставит самый новый)",
        "progress.import.prompt_web": "Вставьте текст прогресса или выберите его файл кнопкой «Файл…»",
        "progress.import.no_latest": "Файлов прогресса нет в {folders}",
        "progress.copied": "Текст прогресса скопирован (символов: {count})",
        "progress.copy_shown": "Браузер запретил копирование: выделите текст над игрой",
        "progress.copy_failed": "Не удалось скопировать текст",
        "progress.imported.title": "Прогресс импортирован",
        "progress.imported.what": "Добавлено: {what}.",
        "progress.imported.nothing": "Ничего нового: всё это здесь уже есть.",
        "progress.imported.skipped": "Пропущено: {what}.",
        "progress.imported.backup": "Прежние данные сохранены в {backup}.",
        "progress.doc.settings": "настройки",
        "progress.doc.stats": "статистика",
        "progress.doc.lessons": "уроки",
        "progress.doc.game.heart_to_heart": "партия Heart to Heart",
        "progress.doc.game.hearts": "партия в Червы",
        "progress.doc.other": "прочий прогресс",
        "progress.error.empty": "Сначала вставьте текст прогресса или укажите его файл.",
        "progress.error.foreign": "Это не текст прогресса этой игры.",
        "progress.error.damaged": "Текст прогресса повреждён или обрезан: скопируйте его целиком ещё раз.",
        "progress.error.newer": "Этот прогресс из более новой версии игры: сначала обновите её.",
        "progress.error.too_large": "Это слишком длинно для текста прогресса.",
        "progress.error.backup": "Ничего не импортировано: не удалось сначала сохранить нынешний прогресс ({detail}).",
        "progress.error.no_file": "Нет такого файла: {detail}",
        "progress.error.picker": "Не удалось прочитать файл.",
    },
})


def error_text(error: progress.ProgressError) -> str:
    """The player's sentence for a refused progress text or file."""
    key = f"progress.error.{error.kind}"
    return t(key, detail=error.detail) if error.kind in ("backup", "no_file") else t(key)


def _doc_names(purposes: list[str]) -> str:
    names = [t(f"progress.doc.{p}") if p in progress.rules() or p == "lessons" else t("progress.doc.other")
             for p in purposes]
    return ", ".join(dict.fromkeys(names))


def report_text(report: progress.ImportReport) -> str:
    """What an import brought in, what it left out, and where the data before it is."""
    lines = [t("progress.imported.what", what=_doc_names(report.changed)) if report.changed
             else t("progress.imported.nothing")]
    if report.problems:
        lines.append(t("progress.imported.skipped", what=_doc_names(report.problems)))
    if report.backup and report.changed:
        lines.append(t("progress.imported.backup", backup=breakable(report.backup)))
    return " ".join(lines)


def shortened(value: str) -> str:
    """What the import field shows of a long text (a progress text is thousands of
    characters): its two ends and its length."""
    value = drawable(value)
    if len(value) <= 36:
        return value
    return f"{value[:14]}…{value[-10:]} ({len(value):,})"


def progress_entry(prompt: str) -> TextEntry:
    """The import field: any text up to a progress text's length, shown shortened."""
    return TextEntry("entry:progress", (0, 0, 10, 10), max_len=progress.MAX_TEXT, prompt=prompt,
                     paste_replaces=True, shown=shortened)


def settings_buttons(parts: Parts, rect: tuple[int, int, int, int], gap: int, size: int) -> list[Button]:
    """The two buttons side by side in ``rect`` (device pixels)."""
    x, y, w, h = rect
    bw = (w - gap) // 2
    return [Button("button:export_progress", "button.export_progress", (x, y, bw, h),
                   lambda: export_progress(parts), size=size),
            Button("button:import_progress", "button.import_progress", (x + bw + gap, y, w - bw - gap, h),
                   lambda: import_dialog(parts), size=size)]


# -- export -------------------------------------------------------------------------------------

def export_progress(parts: Parts) -> str:
    """Export everything stored: a file (natively) or a download (the page), then the
    dialog that says where and offers the text to copy.  Returns the text."""
    storage = parts.storage
    storage.flush(2.0)  # a change kept while another window held a lock goes in too
    if IS_WEB:
        body = progress.export_text(storage)
        name = progress.export_file_name()
        message = (t("progress.exported.download", name=name) if download(name, progress.wrapped(body))
                   else t("progress.exported.no_file", reason=t("progress.error.picker")))
    else:
        try:
            path, body = progress.export_to_file(storage)
            message = t("progress.exported.file", path=breakable(str(path)))
        except OSError as exc:
            body = progress.export_text(storage)
            message = t("progress.exported.no_file", reason=exc.strerror or str(exc))

    def copy() -> None:
        clipboard.copy_text(body, lambda outcome: _copied(parts, outcome, len(body)))
        dialog.keep_open()  # copying is not an answer

    dialog = Dialog("progress.exported.title", lambda: message,
                    [("copy", "button.copy_text", copy), ("confirm", "button.confirm", None)],
                    cancel="confirm", kind="progress_exported")
    parts.nav.show_dialog(dialog)
    return body


def breakable(path: str, chunk: int = 40) -> str:
    """A long path with a space after a separator every ``chunk`` characters or so, where a
    dialog may break its line (a path has no spaces of its own to break at)."""
    import re

    lines, line = [], ""
    for part in re.split(r"(?<=[/\\])", path):
        if line and len(line) + len(part) > chunk:
            lines.append(line)
            line = ""
        line += part
    return " ".join([*lines, line])


def _copied(parts: Parts, outcome: str, count: int) -> None:
    if outcome == "copied":
        parts.nav.toast(t("progress.copied", count=count), 4.0, "success")
    elif outcome == "shown":
        parts.nav.toast(t("progress.copy_shown"), 5.0, "info")
    else:
        parts.nav.toast(t("progress.copy_failed"), 4.0, "error")


# -- import -------------------------------------------------------------------------------------

def import_dialog(parts: Parts) -> Dialog:
    """The dialog that takes a progress text (pasted, a file's path, a chosen file)."""
    prompt = "progress.import.prompt_web" if IS_WEB else "progress.import.prompt"
    entry = progress_entry(prompt)
    latest: list[Path] = []
    dialog: Dialog

    def run(value: str) -> None:
        try:
            report = import_into(parts, value if IS_WEB else progress.text_or_file(value))
        except progress.ProgressError as exc:
            dialog.show_error(error_text(exc))
            return
        dialog.dismiss("import")  # (a chosen file's text comes after Choose file kept it open)
        said = report_text(report)
        parts.nav.show_dialog(Dialog("progress.imported.title", lambda: said, kind="progress_imported"))

    def paste() -> None:
        entry.paste(prompt=IS_WEB)
        dialog.keep_open()

    def other_source() -> None:
        dialog.keep_open()
        if IS_WEB:
            pick_file(run, dialog.show_error)
            return
        if not latest:
            latest.extend(progress.progress_files(_native_folders(parts)))
        if not latest:
            dialog.show_error(t("progress.import.no_latest",
                                folders=", ".join(str(f) for f in _native_folders(parts))))
            return
        entry.value = str(latest[0])
        latest.append(latest.pop(0))  # pressed again: the next older file

    def submit(_value: str) -> None:
        dialog.buttons[-1].activate()

    entry.on_submit = submit
    dialog = Dialog("progress.import.title", prompt, [
        ("cancel", "button.cancel", None), ("paste", "button.paste", paste),
        ("file", "button.progress_file", other_source),
        ("import", "button.import", lambda: run(entry.value))],
        entry=entry, cancel="cancel", kind="progress_import")
    parts.nav.show_dialog(dialog)
    return dialog


def _native_folders(parts: Parts) -> list[Path]:
    data = getattr(parts.storage.backend, "folder", None)
    data_folder = Path(data) if data is not None else None
    folders = [progress.export_folder(data_folder)]
    if data_folder is not None and data_folder not in folders:
        folders.append(data_folder)
    return folders


def import_into(parts: Parts, body: str) -> progress.ImportReport:
    """Merge ``body`` in and bring the app's figures and settings up to what is stored now."""
    report = progress.import_text(parts.storage, body)
    refresh(parts)
    return report


#: What else keeps a saved document in memory and must read it again after an import
#: (the lessons' progress, kept per storage once read): ``hook(parts)`` each, registered by
#: its owner.  The statistics and settings are read again by :func:`refresh` itself.
AFTER_IMPORT: list[Callable[[Parts], object]] = []


def refresh(parts: Parts) -> None:
    """Read the statistics and settings again (a game in progress is read when opened)."""
    from game.settings import Settings

    parts.stats._refresh()
    stored = Settings(parts.storage)
    for key in sorted(stored.stored):  # only what is saved: a default never overrides this run's choice
        value = stored.values[key]
        if key in parts.settings.values and parts.settings.values[key] != value:
            parts.settings.set(key, value)
    for hook in AFTER_IMPORT:
        hook(parts)


# -- the page's side ------------------------------------------------------------------------------

def _window() -> Any:
    import platform as browser

    return browser.window  # type: ignore[attr-defined]  # pygbag's platform, not the stdlib's


def download(name: str, body: str) -> bool:
    """Hand ``body`` to the browser as a download named ``name`` (the page's Blob and link)."""
    try:
        return str(_window().hh_download(name, body)) == "started"
    except Exception:
        return False


_picks: set = set()  # the waits in progress (a task nobody holds may be collected)


def pick_file(on_text: Callable[[str], object], on_problem: Callable[[str], object],
              window: Any = None) -> bool:
    """Open the page's file picker; ``on_text(text)`` once a file is read, ``on_problem``
    if it cannot be (a cancelled choice calls neither).  ``False``: no picker here."""
    import asyncio

    try:
        window = window if window is not None else _window()
        ticket = window.hh_pick_file(progress.MAX_TEXT)
        _picks.add(asyncio.get_running_loop().create_task(_pick_outcome(window, ticket, on_text, on_problem)))
    except Exception:
        on_problem(t("progress.error.picker"))
        return False
    return True


async def _pick_outcome(window: Any, ticket: Any, on_text: Callable[[str], object],
                        on_problem: Callable[[str], object]) -> None:
    import asyncio

    try:
        for _ in range(PICK_SECONDS * 10):
            state = str(window.hh_pick_state(ticket))
            if state == "read":
                on_text(str(window.hh_pick_text(ticket)))
                return
            if state == "cancelled":
                return
            if state == "too_large":
                on_problem(t("progress.error.too_large"))
                return
            if state not in ("pending", "choosing"):
                on_problem(t("progress.error.picker"))
                return
            await asyncio.sleep(0.1)
    finally:
        _picks.discard(asyncio.current_task())
