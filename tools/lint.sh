#!/usr/bin/env bash
# The lint and type gate .ci/run applies: ruff's rules and mypy's (pyproject.toml says which).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m ruff check .
python3 -m mypy
