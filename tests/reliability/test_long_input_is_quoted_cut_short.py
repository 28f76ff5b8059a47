"""A long line given by mistake (a pasted page, a 5 MB line) is quoted cut short in the
message that refuses it, never echoed whole to standard error."""

from __future__ import annotations

import io

from tests.ui.driver import run_app

LONG = "x" * 5_000_000


def test_replay_quotes_an_unknown_action_cut_short():
    from game.heart_to_heart.__main__ import replay

    err = io.StringIO()
    assert replay("HH1-N-AAAAAAM", False, io.StringIO("stock\n" + LONG + "\n"), io.StringIO(), err) == 2
    message = err.getvalue()
    assert "line 2: unknown action" in message and len(message) < 200


def test_a_long_deal_code_is_quoted_cut_short(tmp_path):
    code, _, err = run_app(tmp_path, ["state"], deal="HH1-" + "N" * 100_000)
    assert code == 0
    assert "bad deal code" in err and len(err) < 2_000
