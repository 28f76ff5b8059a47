"""The script's ``state`` describes what is on screen, dialogs opened by the frame too:
their kind, their buttons and the text typed."""

from __future__ import annotations

from tests.ui.driver import run_app


def test_the_deal_code_dialog_is_in_the_state_with_its_buttons_and_text(tmp_path):
    code, states, err = run_app(tmp_path, ["tap menu:deal_code", "key h", "key h", "key 1", "state"])
    assert code == 0, err
    state = states[-1]
    assert state["scene"] == "menu" and state["dialog"] == "deal_code"
    assert state["modal"]["buttons"] == ["button:cancel", "button:paste", "button:play"]
    assert state["modal"]["text"] == "HH1"


def test_the_replace_question_over_a_game_in_progress_is_in_the_state(tmp_path):
    typed = [f"key {ch}" for ch in "hh1-n-aaaaaam"]
    code, states, err = run_app(tmp_path, ["tap menu:heart_to_heart", "tap h2h:stock", "key escape",
                                           "tap menu:deal_code", *typed, "key return", "state"])
    assert code == 0, err
    state = states[-1]
    assert state["dialog"] == "replace"
    assert state["modal"]["buttons"] == ["button:cancel", "button:replace"]


def test_no_dialog_no_modal(tmp_path):
    code, states, err = run_app(tmp_path, ["state"])
    assert code == 0, err
    assert "modal" not in states[-1] and states[-1].get("dialog") is None
