"""The benchmark (tools/bench/bench.py) still runs end to end, every probe included,
and meets its budgets.

The budgets proper are judged by the full run (`python tools/bench/bench.py`, see
docs/benchmarks.md).  This quick run on a busy test machine takes few samples, so it
allows every time budget SLACK times over (``--slack``); a miss beyond that, a broken
probe or a missing row fails it (the benchmark's exit status is 1 on any miss).

A check of the release, not part of the default ``python3 -m pytest`` run (the file name
is not ``test_*.py``: the quick run builds the web page and starts the app many times,
about 13 s); .ci/run's release stage runs it by name:

    python3 -m pytest -p no:cacheprovider -n 0 tests/check_bench_smoke.py
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SLACK = 4

ROWS = (
    "start-up to first menu frame",
    "menu: steady frame",
    "heart_to_heart: steady frame",
    "heart_to_heart: animated frame",
    "hearts: steady frame",
    "hearts: animated frame",
    "Hearts: longest frame while Hard thinks",
    "Hearts: longest frame while a claim is checked",
    "Hearts: longest frame while the analysis thinks",
    "daily puzzle: opening the screen",
    "memory: after a tour of every screen",
    "memory: after a storm",
    "daily puzzle: a key press, 40,000 dates won and solved",
    "Statistics: a key press, 40,000 dates won and solved",
    "idle CPU, menu open",
    "idle CPU, heart_to_heart open",
    "idle CPU, hearts open",
    "Heart to Heart solver",
    "Shortest win",
    "Hearts AI Normal",
    "Hearts AI Hard",
    "download: packed app (.apk)",
)

BROKEN = ("probe failed", "could not", "not in this build", "did not settle",
          "no card animation", "no computer decision", "web build failed")


def test_quick_benchmark_prints_every_row_of_the_table_within_its_budgets() -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "bench" / "bench.py"), "--quick",
                           "--slack", str(SLACK)],
                          cwd=ROOT, capture_output=True, text=True, timeout=180, check=False)
    out = proc.stdout
    assert "| figure" in out, f"no table (exit {proc.returncode}):\n{proc.stderr[-2000:]}"
    for row in ROWS:
        assert row in out, f"row {row!r} missing:\n{out}"
    for sign in BROKEN:
        assert sign not in out, f"{sign!r} in the table:\n{out}"
    missed = [line for line in out.splitlines() if "| FAIL" in line]
    assert not missed, "budgets missed even with --slack {}:\n{}".format(SLACK, "\n".join(missed))
    assert proc.returncode == 0, proc.stderr[-2000:]
