"""The pygame-ce front end: the app frame (app.py) and its scenes.  See README.md here."""

import os

# The pygame banner would go to standard output, which the script driver's `state` owns.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
