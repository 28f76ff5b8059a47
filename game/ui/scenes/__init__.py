"""The app's scenes.  Importing this package registers the frame's own scenes; the two
game scenes (heart_to_heart.py, hearts.py) are loaded by ``load_game_scenes``."""

from __future__ import annotations

import importlib
import importlib.util

from game.ui.scenes import menu, rules, settings, statistics  # noqa: F401  (registration)

GAME_SCENE_MODULES = ("game.ui.scenes.heart_to_heart", "game.ui.scenes.hearts")


def game_scene_exists(name: str) -> bool:
    """Whether the game scene ``name`` is in this build, found without importing it."""
    module = f"game.ui.scenes.{name}"
    return module in GAME_SCENE_MODULES and importlib.util.find_spec(module) is not None


def load_game_scenes() -> None:
    """Import each game scene module that exists; a missing module just means no scene.

    Any other import error (a bug in the scene) is raised, never hidden.
    """
    for module in GAME_SCENE_MODULES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
