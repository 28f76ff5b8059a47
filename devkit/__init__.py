"""What the tests and the development tools share: the app harness (the real app driven
headless by taps, the tour of every screen, the positions the tests open).

Not shipped: the wheel packages only ``game`` (setup.py), and the web build leaves it out
as it does tests/ and tools/ (pygbag.ini).  It imports ``game`` and nothing from ``tests/`` or
``tools/``, so both may import it and neither needs the other.
"""
