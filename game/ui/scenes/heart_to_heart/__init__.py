"""Heart to Heart's table: layout (where things are), effects (the win), scene (taps → rules → sprites).

Empty on purpose: ``game.ui.scenes.load_game_scenes`` imports ``.scene`` (which registers
the scene) only when a game is first needed."""
