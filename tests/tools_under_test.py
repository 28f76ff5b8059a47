"""The one way a test reaches a tool: a test of a tool loads the tool it tests from its
file.  Nothing else in tests/ imports from tools/ (what both use is in devkit/)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def load_tool(path: str) -> ModuleType:
    """The tool at ``path`` (relative to the checkout, e.g. "tools/bench/overrides.py"),
    loaded from its file under a name of its own."""
    name = "tool_" + path.removesuffix(".py").replace("/", "_").replace(".", "_")
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
