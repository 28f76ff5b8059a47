"""Faults found by an outside-tester hunt (random input, bad files, bad text): each test is
the rule the fault broke -- a clear message or a graceful recovery, never a traceback."""

from __future__ import annotations

from game.ui.options import Options
from tests.ui.driver import run_main


def test_a_script_file_that_is_not_utf8_text_exits_2_with_a_message(tmp_path):
    script = tmp_path / "picture.script"
    script.write_bytes(b"\xff\xfe\x00s\x00t\x00a\x00t\x00e")  # UTF-16, or a picture given by mistake
    code, _, err = run_main(tmp_path, Options(lang="en", script=str(script)))
    assert code == 2
    assert "cannot read script" in err and "UTF-8" in err
    assert "Traceback" not in err
