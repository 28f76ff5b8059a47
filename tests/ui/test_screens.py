"""Menu → each screen of the frame → back, through the real UI; settings survive a restart."""

import pytest

from game.ui import app as app_module
from game.ui.scene import Scene
from tests.ui.driver import run_app


@pytest.mark.parametrize("entry, scene", [
    ("menu:settings", "settings"), ("menu:rules", "rules"), ("menu:statistics", "statistics"),
])
def test_each_screen_opens_from_the_menu_and_goes_back(tmp_path, entry, scene):
    code, states, _ = run_app(tmp_path, [f"tap {entry}", "state", "tap button:back", "state",
                                         f"tap {entry}", "key escape", "state"])
    assert code == 0
    assert [s["scene"] for s in states] == [scene, "menu", "menu"]


def test_a_changed_setting_survives_a_restart(tmp_path):
    code, _, _ = run_app(tmp_path, ["tap menu:settings", "tap tab:hearts_rules", "tap setting:hearts.target:150",
                                    "tap tab:hearts", "tap setting:hearts.auto_play_single",
                                    "tap tab:general", "tap setting:general.animation:off"])
    assert code == 0
    code, states, _ = run_app(tmp_path, ["tap menu:settings", "state"])
    values = states[0]["values"]
    assert values["hearts.target"] == 150
    assert values["hearts.auto_play_single"] is True
    assert values["general.animation"] == "off"


def test_every_setting_has_a_control_on_its_tab(tmp_path):
    from game.settings import SECTIONS, SETTINGS

    lines = []
    assert {"general", "h2h", "hearts", "hearts_rules"} <= set(SECTIONS)
    for section in SECTIONS:
        lines.append(f"tap tab:{section}")
        for s in SETTINGS:
            if s.section == section:
                lines.append(f"tap setting:{s.key}" if s.is_toggle else f"tap setting:{s.key}:{s.choices[-1]}")
    lines.append("state")
    code, states, err = run_app(tmp_path, ["tap menu:settings"] + lines, lang="en")
    assert code == 0, err


def test_switching_the_language_in_settings_is_live(tmp_path):
    code, states, _ = run_app(tmp_path, ["tap menu:settings", "tap setting:general.language:ru", "state",
                                         "tap button:back", "state"])
    assert code == 0
    assert states[0]["values"]["general.language"] == "ru"
    assert states[1]["language"] == "ru"


def test_rules_scroll_and_switch_tabs(tmp_path):
    code, states, _ = run_app(tmp_path, ["tap menu:rules", "state", "key pagedown", "state",
                                         "tap button:down", "state", "key home", "state",
                                         "tap tab:hearts", "state"], lang="ru")
    assert code == 0
    assert states[0]["scroll"] == 0 and states[0]["max_scroll"] > 0
    assert 0 < states[1]["scroll"] < states[2]["scroll"]
    assert states[3]["scroll"] == 0
    assert states[4]["tab"] == "hearts"


def test_statistics_reset_asks_first(tmp_path):
    code, states, _ = run_app(tmp_path, ["tap menu:statistics", "tap button:reset", "tap button:cancel",
                                         "tap button:reset", "tap button:confirm", "state"])
    assert code == 0 and states[0]["scene"] == "statistics"
    assert (tmp_path / "stats.json").exists()


class FakeGame(Scene):
    """Stands in for a game scene: records how it was opened."""

    def state(self):
        return {"scene": self.name, "params": self.params}


def opened(state: dict) -> dict:
    """A FakeGame's state without the layout kind the app adds to every state."""
    assert state.pop("layout") in ("landscape", "portrait")
    return state


def test_continue_appears_only_with_a_save_and_opens_the_newest(tmp_path, monkeypatch):
    from game.storage import FileBackend, Storage
    from game.ui import scenes

    scenes.load_game_scenes()
    monkeypatch.setitem(app_module.SCENES, "hearts", type("H", (FakeGame,), {"name": "hearts"}))
    code, states, _ = run_app(tmp_path, ["state"])
    assert "menu:continue" not in states[0]["targets"]
    Storage(FileBackend(tmp_path)).save("game.hearts", 1, {"anything": 1})
    code, states, _ = run_app(tmp_path, ["state", "tap menu:continue", "state"])
    assert code == 0
    assert "menu:continue" in states[0]["targets"]
    assert opened(states[1]) == {"scene": "hearts", "params": {}}


def test_a_deal_code_opens_heart_to_heart_with_the_number(tmp_path, monkeypatch):
    from game.ui import scenes

    scenes.load_game_scenes()
    monkeypatch.setitem(app_module.SCENES, "heart_to_heart",
                        type("G", (FakeGame,), {"name": "heart_to_heart"}))
    code, states, err = run_app(tmp_path, ["state"], deal=" hh1-n-aaaaaam ")
    assert code == 0, err
    assert opened(states[0]) == {"scene": "heart_to_heart", "params": {"deal": 12}}


@pytest.mark.parametrize("code_text, part", [("HH1-N", "shape"), ("HH2-N-AAAAAAA", "game"),
                                             ("HH1-X-AAAAAAA", "rules"), ("HH1-N-AAAA1AA", "number")])
def test_a_bad_deal_code_names_the_wrong_part(tmp_path, code_text, part):
    from game.i18n import CATALOGS

    code, states, err = run_app(tmp_path, ["state", "tap button:confirm", "state"], deal=code_text)
    assert code == 0 and "Traceback" not in err
    assert states[0]["scene"] == "menu" and states[1]["scene"] == "menu"
    assert f"deal.part.{part}" in CATALOGS["en"]


def test_the_deal_code_dialog_from_the_menu(tmp_path, monkeypatch):
    from game.ui import scenes

    scenes.load_game_scenes()
    monkeypatch.setitem(app_module.SCENES, "heart_to_heart",
                        type("G", (FakeGame,), {"name": "heart_to_heart"}))
    lines = ["tap menu:deal_code", "key h", "key h", "key 1", "key -", "key n", "key -"]
    lines += ["key a"] * 6 + ["key b", "tap button:play", "state"]
    code, states, err = run_app(tmp_path, lines)
    assert code == 0, err
    assert opened(states[0]) == {"scene": "heart_to_heart", "params": {"deal": 1}}


@pytest.mark.parametrize("size", [(600, 600), (800, 800)], ids=["600x600", "800x800"])
def test_a_square_windows_menu_stands_in_the_middle_of_its_height(tmp_path, size):
    """The sideways phone's menu, drawn in a square window: as much room over the fan as
    under the last row of buttons (give or take a button's height), not all of it under."""
    import pygame

    from game.ui import theme
    from game.ui.scenes.menu import menu_layout
    from tests.harness import open_app

    with open_app(tmp_path, size):
        W, H = theme.design_size()
        L = menu_layout(W, H, theme.form(), ["settings", "rules", "statistics", "language", "quit"], True)
    bottom = max(pygame.Rect(r).bottom for r in L["rects"].values())
    above, below = L["fan_y"] + 44, H - bottom  # the fan peeks in 44 px over its top on a phone
    assert abs(above - below) <= 120, (above, below)
