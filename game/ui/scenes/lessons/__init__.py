"""Learn by playing: a guided game for each game, on real positions the engine deals.

``hearts_lesson.py`` and ``h2h_lesson.py`` are the two scenes (the Hearts table and the heart
drawn by each game's own drawing), ``common.py`` what they share (the saved progress, the
header, the verdict's words, the first start's offer), ``strings.py`` the words.  What each
lesson asks and how a move is judged are the rules' (``game.hearts.teaching.lessons``,
``game.heart_to_heart.lessons``); what is done is kept by ``game.lesson_progress``.
``game.ui.scenes.load_game_scenes`` imports ``.scene``.
"""
