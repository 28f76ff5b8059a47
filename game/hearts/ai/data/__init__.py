"""The data files of the computer players (play_model.json: the reading's learned play model)."""
