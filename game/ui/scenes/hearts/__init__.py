"""The Hearts table: layout (where things are), draw and panels (pictures), strings, scene (taps → engine → sprites).

Empty on purpose: ``game.ui.scenes.load_game_scenes`` imports ``.scene`` (which registers
the scene) only when a game is first needed."""
