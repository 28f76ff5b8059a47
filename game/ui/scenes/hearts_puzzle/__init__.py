"""The daily Hearts puzzle: a position of a hand the computer players played, one a day.

``scene.py`` is the puzzle (the table at the position, one card to play, the answer and
"Why?"), ``calendar.py`` the calendar of the puzzles answered, ``tricks_screen.py`` the panel
of the tricks so far and the pass, ``layout.py`` where the puzzle's own things go on the
Hearts table's layout, ``strings.py`` their words.  The positions and their values are the
engine's (``game.hearts.teaching.puzzle``); what was answered is kept in the statistics
(``Stats.record_puzzle``).  ``game.ui.scenes.load_game_scenes`` imports ``.scene``.
"""
