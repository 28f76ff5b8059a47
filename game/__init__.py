"""Heart to Heart and Hearts: two card games on one pygame-ce frame.

Everything outside ``game.ui`` is pure Python (no pygame) so that the rules,
solver and computer players run unchanged in a bare WebAssembly interpreter.
"""
