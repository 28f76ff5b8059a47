"""The benchmark (tests/perf/bench.py) still runs end to end, every probe included.

Its budgets are judged by the full run (`python tests/perf/bench.py`, see the README's
performance section); a quick run on a busy test machine proves only that nothing in it
broke: a screen it drives, a probe, the solver benchmark it reads.
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ROWS = (
    "start-up to first menu frame",
    "menu: steady frame",
    "heart_to_heart: steady frame",
    "heart_to_heart: animated frame",
    "hearts: steady frame",
    "hearts: animated frame",
    "Hearts: longest frame while Hard thinks",
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


def test_quick_benchmark_prints_every_row_of_the_table() -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "tests" / "perf" / "bench.py"), "--quick"],
                          cwd=ROOT, capture_output=True, text=True, timeout=180, check=False)
    out = proc.stdout
    assert "| figure" in out, f"no table (exit {proc.returncode}):\n{proc.stderr[-2000:]}"
    assert proc.returncode in (0, 1), proc.stderr[-2000:]  # 1: a budget missed on a busy machine
    for row in ROWS:
        assert row in out, f"row {row!r} missing:\n{out}"
    for sign in BROKEN:
        assert sign not in out, f"{sign!r} in the table:\n{out}"
