"""The bench tools' one NAME=VALUE parser (tools/bench/overrides.py): any case, typed by
the field, and a clear error for a wrong name, value or missing '='."""

from __future__ import annotations

import pytest

from game.hearts.ai.hard import SHIPPED
from game.hearts.rules import Rules
from tests.tools_under_test import load_tool

with_overrides = load_tool("tools/bench/overrides.py").with_overrides


def test_a_setting_is_read_as_its_fields_type_in_any_case():
    changed = with_overrides(SHIPPED, ["WORLDS=400", "pass_check=no", "surprise=0.25"])
    assert (changed.worlds, changed.pass_check, changed.surprise) == (400, False, 0.25)
    assert with_overrides(Rules(), ["jack_of_diamonds=true"]).jack_of_diamonds is True
    assert with_overrides(SHIPPED, []) == SHIPPED


@pytest.mark.parametrize("item, words", [("no_such=1", "no constant no_such in HardConfig"),
                                         ("worlds=many", "not a int"), ("worlds", "not NAME=VALUE"),
                                         ("worlds=0", "at least 1")])
def test_a_wrong_setting_is_refused_with_what_is_wrong(item, words):
    with pytest.raises(ValueError, match=words):
        with_overrides(SHIPPED, [item])
