#!/usr/bin/env bash
# The lint and type gate .ci/run applies: ruff's rules and mypy's (pyproject.toml says which).
#
# Runs from any shell, with or without an activated virtual environment: the Python used is
# $LINT_PYTHON if set, else the first of python3 (on PATH), .venv/bin/python and
# venv/bin/python that has both ruff and mypy (the README's install command,
# python3 -m pip install -e ".[test]", puts them there).
set -euo pipefail
cd "$(dirname "$0")/.."

INSTALL='python3 -m pip install -e ".[test]"'

has_tools() {
    [ -n "$1" ] && command -v "$1" >/dev/null 2>&1 && "$1" -c "import ruff, mypy" >/dev/null 2>&1
}

if [ -n "${LINT_PYTHON:-}" ]; then
    if ! has_tools "$LINT_PYTHON"; then
        echo "tools/lint.sh: LINT_PYTHON=$LINT_PYTHON has no ruff or no mypy; install them with:" >&2
        echo "    $LINT_PYTHON -m pip install -e \".[test]\"" >&2
        exit 2
    fi
    python="$LINT_PYTHON"
else
    python=""
    for candidate in python3 .venv/bin/python venv/bin/python; do
        if has_tools "$candidate"; then
            python="$candidate"
            break
        fi
    done
    if [ -z "$python" ]; then
        {
            echo "tools/lint.sh: no Python here has ruff and mypy (tried python3 on PATH, .venv/bin/python, venv/bin/python)."
            echo "Install them with the README's command (in this folder):"
            echo "    $INSTALL"
            echo "or in a virtual environment, which this script then finds by itself:"
            echo "    python3 -m venv .venv && .venv/bin/$INSTALL"
        } >&2
        exit 2
    fi
fi

"$python" -m ruff check .
"$python" -m mypy
