"""Hearts puzzle practice: an endless run of puzzles with a Glicko-2 rating, beside the daily puzzle.

``scene.py`` is the run (the puzzle scene given practice's source: puzzles chosen near the
rating, each answer rated), ``history.py`` the theme picker and the answered puzzles, ``strings.py`` their
words.  The puzzles are the engine's (``game.hearts.teaching.practice``), the rating
``game.rating``'s, kept in the statistics (``game.stats_practice``).
``game.ui.scenes.load_game_scenes`` imports ``.scene``.
"""
