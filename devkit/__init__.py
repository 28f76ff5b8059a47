"""What the tests and the development tools share: the app harness (the real app driven
headless by taps, the tour of every screen, the positions the tests open).

Not shipped: the wheel packages only ``game`` (setup.py) and the web build packs only
``main.py``, ``game/`` and ``assets/``.  It imports ``game`` and nothing from ``tests/`` or
``tools/``, so both may import it and neither needs the other.
"""
