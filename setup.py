"""Packaging: the repository's top-level ``assets/`` ships inside the package as ``game/assets/``.

Everything else is declared in pyproject.toml.  The repository keeps ``assets/`` beside
``game/`` (the checkout and the browser build read it there); a wheel needs it inside the
package so that an installed game finds its font and sounds (game/resources.py reads
either place).  setuptools can only map a folder to a package from here: pyproject's
``[tool.setuptools]`` table has no way to add a mapped package to a discovered list.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["game", "game.*"]) + ["game.assets"],
    package_dir={"game.assets": "assets"},
    # public_page.txt: the published page's address, written by the release workflow;
    # puzzles.json: the daily Hearts puzzles (game/hearts/teaching/puzzle_data.py reads it);
    # practice.json: the practice puzzles (game/hearts/teaching/practice.py reads it);
    # play_model.json: the reading's learned play model (game/hearts/ai/play_model.py)
    package_data={"game.assets": ["*.ttf", "*.ogg", "*.txt"], "game": ["public_page.txt"],
                  "game.hearts.teaching": ["puzzles.json", "practice.json"],
                  "game.hearts.ai.data": ["play_model.json"]},
)
