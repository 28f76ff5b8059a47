"""The app's scenes.  Importing this package registers the menu (and the daily deal it
opens); the frame's other screens (settings, rules, statistics) and the two game scenes
(the packages heart_to_heart/ and hearts/) are loaded by ``load_game_scenes``, and the
game packages' light registrations (game/ui/games.py) by ``register_games``."""

from __future__ import annotations

import importlib
import importlib.util

from game.ui.scenes import daily, menu  # noqa: F401  (registration)

#: The frame's screens the first menu frame does not draw: loaded right after it.
LATER_SCENE_MODULES = ("game.ui.scenes.settings", "game.ui.scenes.rules", "game.ui.scenes.statistics")

GAME_SCENE_MODULES = ("game.ui.scenes.heart_to_heart.scene", "game.ui.scenes.hearts.scene",
                      "game.ui.scenes.hearts_puzzle.scene", "game.ui.scenes.hearts_practice.scene",
                      "game.ui.scenes.lessons.scene")


def game_scene_exists(name: str) -> bool:
    """Whether the game scene ``name`` is in this build, found without importing it."""
    module = f"game.ui.scenes.{name}.scene"
    if module not in GAME_SCENE_MODULES:
        return False
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # the package itself is missing from this build
        return False


def register_games() -> None:
    """Import each game package that exists: its ``__init__`` tells the frame which codes
    are its own and where its game in progress is saved (game/ui/games.py), without
    loading the scene, the rules or the computer players."""
    for module in GAME_SCENE_MODULES:
        package = module.rsplit(".", 1)[0]
        try:
            importlib.import_module(package)
        except ModuleNotFoundError as exc:
            if exc.name != package:
                raise


def load_game_scenes() -> None:
    """Import the frame's later screens and each game scene module that exists; a missing
    game module just means no scene.

    Any other import error (a bug in the scene) is raised, never hidden.
    """
    for module in LATER_SCENE_MODULES:
        importlib.import_module(module)
    for module in GAME_SCENE_MODULES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name not in (module, module.rsplit(".", 1)[0]):
                raise
