"""The lesson scenes, registered when the game scenes load."""

from game.ui.scenes.lessons import h2h_lesson, hearts_lesson  # noqa: F401  (registration)
