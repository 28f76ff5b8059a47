"""``NAME=VALUE`` changes to a frozen dataclass (HardConfig, Rules) from the command line,
the one parser the bench tools share (``--set``, ``--rule``, ``--hard-set``)."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, TypeVar

T = TypeVar("T")

TRUE = ("1", "true", "yes")


def with_overrides(base: T, items: list[str]) -> T:
    """``base`` with each ``NAME=VALUE`` of ``items`` (a field name, any case; the value
    read as the field's current type, a bool from 1/true/yes, an optional tuple of numbers from
    a comma-separated list or ``none``).  A ValueError names what is
    wrong: an unknown field, a value of the wrong type, or one the dataclass refuses."""
    names = {f.name.lower(): f.name for f in fields(base)}  # type: ignore[arg-type]
    changes: dict[str, Any] = {}
    for item in items:
        name, sep, value = item.partition("=")
        field = names.get(name.lower())
        if not sep:
            raise ValueError(f"{item!r}: not NAME=VALUE")
        if field is None:
            raise ValueError(f"no constant {name} in {type(base).__name__} "
                             f"(its settings: {', '.join(sorted(names.values()))})")
        old = getattr(base, field)
        try:
            if old is None or isinstance(old, tuple):  # (an optional tuple of numbers: "0.5,0.5,0.25" or "none")
                changes[field] = None if value.lower() == "none" else tuple(float(x) for x in value.split(","))
                continue
            changes[field] = value.lower() in TRUE if isinstance(old, bool) else type(old)(value)
        except ValueError:
            raise ValueError(f"{name}={value!r}: not a {type(old).__name__}") from None
    return replace(base, **changes)  # type: ignore[type-var]
