"""Hearts at the command line: ``python -m game.hearts`` (cli.py), the duplicate arena, the JSON lines.

The bot protocol, the arena and the coach's, the analysis's and the puzzle's JSON lines: the
one place the engine, the players and the teaching tools meet for a script.  No pygame here.
"""
