"""Every setting of the app, defined once: the settings screen is generic over this table.

Keys are ``<section>.<name>``; sections are ``general``, ``h2h`` (Heart to Heart),
``hearts``, ``hearts_rules`` (Hearts' rules: their keys read ``hearts.``, as they
always have, and the row names its page) and ``comfort`` (how the cards and the table look
and where the buttons sit).  A game reads ``settings.get("h2h.move_errors")`` and never writes.
Labels come from the i18n catalog: ``setting.<key>`` for the setting and
``setting.<key>.<value>`` for each choice (``on``/``off`` share ``choice.on``/``choice.off``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.storage import Salvaged, Storage, default_storage

SETTINGS_VERSION = 1
PURPOSE = "settings"


class Setting:
    """One setting: its key, the values it takes and its default.  A read-only value,
    equal when every field is.
    A plain class, not a ``@dataclass``: that is built with ``exec`` at import, in the
    time to the first menu frame."""

    __slots__ = ("key", "choices", "default", "page")

    key: str
    choices: tuple[Any, ...]
    default: Any
    #: The settings page (tab) showing this row when it is not the key's first part.
    page: str

    def __init__(self, key: str, choices: tuple[Any, ...], default: Any, page: str = "") -> None:
        for name, value in (("key", key), ("choices", choices), ("default", default), ("page", page)):
            object.__setattr__(self, name, value)

    def _values(self) -> tuple:
        return self.key, self.choices, self.default, self.page

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Setting is read-only (cannot set {name!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Setting):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "Setting(key={!r}, choices={!r}, default={!r}, page={!r})".format(*self._values())

    @property
    def section(self) -> str:
        return self.page or self.key.split(".", 1)[0]

    @property
    def is_toggle(self) -> bool:
        return self.choices == (False, True)

    def choice_label_key(self, value: Any) -> str:
        if self.is_toggle:
            return "choice.on" if value else "choice.off"
        return f"setting.{self.key}.{value}"


SECTIONS: tuple[str, ...] = ("general", "h2h", "hearts", "hearts_rules", "comfort")

SETTINGS: tuple[Setting, ...] = (
    # general
    Setting("general.language", ("en", "ru"), "en"),
    Setting("general.sound", (False, True), True),
    Setting("general.animation", ("off", "fast", "normal", "slow"), "normal"),
    Setting("general.fullscreen", (False, True), False),  # natively only (hidden in the browser)
    # Heart to Heart
    Setting("h2h.move_errors", (False, True), False),
    Setting("h2h.selection_help", (False, True), True),
    Setting("h2h.winnable_only", (False, True), True),
    Setting("h2h.tell_when_lost", (False, True), False),
    # Hearts
    Setting("hearts.target", (50, 100, 150), 100, page="hearts_rules"),
    Setting("hearts.queen_of_spades", ("any_time", "after_hearts_broken"), "any_time", page="hearts_rules"),
    Setting("hearts.no_points_first_trick", (False, True), False, page="hearts_rules"),
    Setting("hearts.moon", ("add_to_others", "subtract_from_shooter", "shooter_choice"), "add_to_others",
            page="hearts_rules"),
    Setting("hearts.passing", ("cycle", "left", "none"), "cycle", page="hearts_rules"),
    Setting("hearts.first_lead", ("two_of_clubs", "any_club"), "two_of_clubs", page="hearts_rules"),
    Setting("hearts.jack_of_diamonds", (False, True), False, page="hearts_rules"),
    Setting("hearts.no_tricks_bonus", (False, True), False, page="hearts_rules"),
    Setting("hearts.level", ("easy", "normal", "hard"), "normal"),
    Setting("hearts.auto_play_single", (False, True), False),
    Setting("hearts.card_tracker", (False, True), False),
    Setting("hearts.trick_pause", ("tap", "0.5", "1", "2"), "1"),
    Setting("hearts.computer_speed", ("fast", "normal", "slow"), "normal"),
    # Comfort
    Setting("comfort.four_colour_suits", (False, True), False),  # Hearts: clubs green, diamonds blue
    Setting("comfort.card_size", ("normal", "large"), "normal"),
    Setting("comfort.high_contrast", (False, True), False),
    Setting("comfort.left_handed", (False, True), False),  # landscape: the buttons on the left
)

BY_KEY: dict[str, Setting] = {s.key: s for s in SETTINGS}

#: Seconds per animation-speed choice; ``off`` means every tween finishes at once.
ANIMATION_SCALE = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.8}
#: Seconds a finished trick stays on the table (``tap``: until the person taps).
TRICK_PAUSE_SECONDS = {"tap": None, "0.5": 0.5, "1": 1.0, "2": 2.0}
#: Seconds between computer players' cards.
COMPUTER_DELAY_SECONDS = {"fast": 0.15, "normal": 0.45, "slow": 0.9}


def defaults() -> dict[str, Any]:
    return {s.key: s.default for s in SETTINGS}


def _valid(setting: Setting, value: Any) -> bool:
    # bool is an int in Python: keep True from passing as 100 and 1 as True.
    return any(type(value) is type(c) and value == c for c in setting.choices)


def validate(data: Any) -> dict[str, Any]:
    """The settings a saved document holds (only known keys with one of their choices).

    Anything else falls back to the default and :class:`Salvaged` is raised with the
    rest, so the original document is kept aside rather than silently rewritten.
    """
    if not isinstance(data, dict):
        raise ValueError("settings are not an object")
    good = {k: v for k, v in data.items() if k in BY_KEY and _valid(BY_KEY[k], v)}
    bad = sorted(str(k)[:40] for k in data if k not in good)
    if bad:
        raise Salvaged("unknown or invalid settings: " + ", ".join(bad), good)
    return good


class Settings:
    """The current settings, read from storage (bad values fall back one by one).

    Saving writes the settings as stored at that moment with this window's own changes
    on top (:meth:`game.storage.Storage.update`), so a second window on the same profile
    does not undo the first one's "sound off" by writing its whole copy back."""

    def __init__(self, storage: Storage | None = None) -> None:
        self.storage = storage if storage is not None else default_storage()
        self.values = defaults()
        #: Keys whose value came from storage (the first start detects the language).
        self.stored: set[str] = set()
        self._listeners: list[Callable[[str, Any], None]] = []
        #: The keys this window set: the only ones its saves write over another's.
        self._mine: set[str] = set()
        data = self.storage.load(PURPOSE, SETTINGS_VERSION, validate=validate)
        #: The document as this window last read or wrote it.
        self._saved: dict[str, Any] = dict(data) if data is not None else {}
        if data is not None:
            self.values.update(data)
            self.stored.update(data)

    def get(self, key: str) -> Any:
        return self.values[key]

    def set(self, key: str, value: Any) -> None:
        """Change a setting, save at once, and tell listeners (language, sound...)."""
        setting = BY_KEY[key]
        if not _valid(setting, value):
            raise ValueError(f"{value!r} is not a choice of {key}: {setting.choices}")
        if self.values[key] == value and type(self.values[key]) is type(value):
            return
        self.values[key] = value
        self._mine.add(key)
        self.save()
        for listener in list(self._listeners):
            listener(key, value)

    def cycle(self, key: str) -> Any:
        """The next choice (wrapping); used by toggles and by the keyboard."""
        setting = BY_KEY[key]
        index = setting.choices.index(self.values[key])
        value = setting.choices[(index + 1) % len(setting.choices)]
        self.set(key, value)
        return value

    def save(self) -> bool:
        """Write this window's changes over the settings as stored now (the merge rule)."""
        mine = {k: self.values[k] for k in sorted(self._mine)}

        def change(stored: dict[str, Any]) -> dict[str, Any]:
            return {**stored, **mine}

        written, self._saved = self.storage.update(PURPOSE, SETTINGS_VERSION, change, self._saved,
                                                   validate=validate)
        return written

    def on_change(self, listener: Callable[[str, Any], None]) -> None:
        self._listeners.append(listener)

    # Derived values the scenes need, kept next to the table they come from.
    @property
    def animation_scale(self) -> float:
        return ANIMATION_SCALE[self.values["general.animation"]]

    @property
    def trick_pause(self) -> float | None:
        return TRICK_PAUSE_SECONDS[self.values["hearts.trick_pause"]]

    @property
    def computer_delay(self) -> float:
        return COMPUTER_DELAY_SECONDS[self.values["hearts.computer_speed"]]
