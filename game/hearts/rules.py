"""The settings a game of Hearts is played under, as one immutable value.

One value travels everywhere (match, view, game code, CLI requests, saves), so a
setting can never be read from two places that disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

QUEEN_ANY_TIME = "any_time"
QUEEN_AFTER_HEARTS = "after_hearts_broken"
MOON_ADD_TO_OTHERS = "add_to_others"
MOON_SUBTRACT = "subtract_from_shooter"

QUEEN_SETTINGS = (QUEEN_ANY_TIME, QUEEN_AFTER_HEARTS)
MOON_SETTINGS = (MOON_ADD_TO_OTHERS, MOON_SUBTRACT)
TARGETS = (50, 100, 150)


@dataclass(frozen=True)
class Rules:
    """Defaults are the original app's: Q♠ any time, points allowed on trick one,
    a moon adds 26 to the others, game to 100."""

    queen_of_spades: str = QUEEN_ANY_TIME
    no_points_first_trick: bool = False
    moon: str = MOON_ADD_TO_OTHERS
    target: int = 100

    def __post_init__(self) -> None:
        if self.queen_of_spades not in QUEEN_SETTINGS:
            raise ValueError(
                f"queen_of_spades must be one of {', '.join(QUEEN_SETTINGS)}, "
                f"not {self.queen_of_spades!r}"
            )
        if not isinstance(self.no_points_first_trick, bool):
            raise ValueError("no_points_first_trick must be true or false")
        if self.moon not in MOON_SETTINGS:
            raise ValueError(
                f"moon must be one of {', '.join(MOON_SETTINGS)}, not {self.moon!r}"
            )
        if isinstance(self.target, bool) or self.target not in TARGETS:
            raise ValueError(f"target must be 50, 100 or 150, not {self.target!r}")

    @property
    def queen_waits(self) -> bool:
        return self.queen_of_spades == QUEEN_AFTER_HEARTS

    def to_dict(self) -> dict[str, Any]:
        return {
            "queen_of_spades": self.queen_of_spades,
            "no_points_first_trick": self.no_points_first_trick,
            "moon": self.moon,
            "target": self.target,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Rules:
        """Missing keys take the defaults; unknown keys or bad values raise ValueError."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise ValueError("rules must be an object")
        known = {"queen_of_spades", "no_points_first_trick", "moon", "target"}
        extra = set(data) - known
        if extra:
            raise ValueError(f"unknown rules key(s): {', '.join(sorted(map(str, extra)))}")
        return cls(**{k: data[k] for k in known if k in data})
