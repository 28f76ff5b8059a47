"""String catalogs, one module per language (see game/i18n.py)."""
