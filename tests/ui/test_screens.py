"""Menu → each screen of the frame → back, through the real UI; settings survive a restart.
The stack of modal screens over the scene (game/ui/screens.py): the top one takes every
tap and key, Esc, the keyboard focus and its return, results, the drawing order."""

import pygame
import pytest

from game.ui import app as app_module
from game.ui.scene import Scene
from game.ui.screens import Screen
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

    from devkit.harness import open_app
    from game.ui.scenes.menu import menu_layout

    with open_app(tmp_path, size) as app:
        W, H = app.display.metrics.design_size()
        L = menu_layout(W, H, app.display.metrics.form, ["settings", "rules", "statistics", "language", "quit"], True)
    bottom = max(pygame.Rect(r).bottom for r in L["rects"].values())
    above, below = L["fan_y"] + 44, H - bottom  # the fan peeks in 44 px over its top on a phone
    assert abs(above - below) <= 120, (above, below)


# -- the stack of modal screens ---------------------------------------------------------

class Sheet(Screen[str]):
    """A modal screen for these tests: an "ok" and a "cancel" button, a log of what reached it."""

    def __init__(self, name: str, log: list, rect=(300, 200, 400, 200), color=(200, 40, 40)) -> None:
        from game.ui.widgets import Button

        self.kind, self.log, self.color = name, log, color
        self.rect = pygame.Rect(rect)
        r = self.rect
        self.buttons = [Button(f"button:{name}_cancel", "cancel", (r.x + 20, r.bottom - 70, 160, 50),
                               lambda: self.close("cancel"), translate=False),
                        Button(f"button:{name}_ok", "ok", (r.right - 180, r.bottom - 70, 160, 50),
                               lambda: self.close("ok"), translate=False)]

    def close(self, result: str) -> None:
        self.dismiss(result)

    def layout(self) -> None:
        self.log.append((self.kind, "layout"))

    def hittables(self) -> list:
        return list(self.buttons)

    def focus_targets(self) -> list:
        return list(self.buttons)

    def default_button(self):
        return self.buttons[-1]

    def press_cancel(self) -> None:
        self.buttons[0].activate()

    def on_tap(self, target, pos) -> None:
        self.log.append((self.kind, "tap", getattr(target, "name", None)))
        if target is not None:
            target.activate()

    def wants_key(self, event) -> bool:
        return False

    def on_key(self, event) -> bool:
        self.log.append((self.kind, "key", event.key))
        return True

    def update(self, dt: float) -> bool:
        return False

    def busy(self) -> bool:
        return False

    def draw(self, surface) -> None:
        self.log.append((self.kind, "draw"))
        surface.fill(self.color, self.rect)

    def describe(self):
        return None


def _key(app, key: int) -> None:
    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.frame()


@pytest.fixture
def menu_app(memory_storage, make_app):
    app = make_app()
    app.frame()
    return app


def test_a_pushed_screen_is_on_top_until_it_closes(menu_app):
    app, log = menu_app, []
    sheet = Sheet("a", log)
    app.nav.push_screen(sheet)
    assert app.nav.screens == (sheet,) and app.nav.top is sheet
    sheet.close("ok")
    app.frame()
    assert app.nav.screens == () and app.nav.top is None and app.nav.scene.name == "menu"


def test_the_result_is_handed_back_once_the_screen_is_off(menu_app):
    app, log, got = menu_app, [], []
    sheet = Sheet("a", log)
    app.nav.push_screen(sheet, lambda result: got.append((result, app.nav.screens)))
    app.router.tap(sheet.buttons[1].rect.center)
    app.frame()
    assert got == [("ok", ())]


def test_dismiss_hands_the_result_to_the_opener_at_once_without_a_frame(menu_app):
    app, log, got = menu_app, [], []
    sheet = Sheet("a", log)
    app.nav.push_screen(sheet, lambda result: got.append((result, app.nav.screens)))
    sheet.dismiss("ok")
    assert got == [("ok", ())] and app.nav.top is None  # no flag left for the frame to find
    sheet.dismiss("cancel")
    assert got == [("ok", ())]  # once


def test_a_screen_gets_the_roles_defaults_and_overrides_only_what_it_does():
    class Bare(Screen[int]):
        pass

    bare = Bare()
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0)
    assert (bare.hittables(), bare.focus_targets(), bare.default_button()) == ([], [], None)
    assert not bare.wants_key(event) and not bare.on_key(event)
    assert not bare.update(0.1) and not bare.busy() and bare.describe() is None
    answers: list[int] = []
    bare.opened(answers.append)
    bare.dismiss(3)
    assert answers == [3] and bare.closed and bare.result == 3


def test_the_top_screen_takes_every_tap_and_key(menu_app, monkeypatch):
    app, log = menu_app, []
    scene_got = []
    monkeypatch.setattr(app.nav.scene, "on_tap", lambda target, pos: scene_got.append(("tap", target)))
    monkeypatch.setattr(app.nav.scene, "on_key", lambda event: scene_got.append(("key", event.key)))
    sheet = Sheet("a", log)
    app.nav.push_screen(sheet)
    assert app.router.targets() == sheet.hittables()
    app.router.tap((5, 5))  # beside the sheet, over the menu's buttons or not: the sheet's
    _key(app, pygame.K_x)
    assert [e for e in log if e[1] != "draw"] == [("a", "tap", None), ("a", "key", pygame.K_x)]
    assert scene_got == [] and app.nav.screens == (sheet,)


def test_esc_presses_the_top_screens_cancel_and_not_the_scenes_back(menu_app):
    app, log, got = menu_app, [], []
    app.nav.go("settings")
    app.frame()
    sheet = Sheet("a", log)
    app.nav.push_screen(sheet, got.append)
    _key(app, pygame.K_ESCAPE)
    assert got == ["cancel"] and app.nav.screens == () and app.nav.scene.name == "settings"


def test_enter_presses_the_default_button_and_the_focus_moves_on_the_top_screen(menu_app):
    app, log, got = menu_app, [], []
    sheet = Sheet("a", log)
    app.nav.push_screen(sheet, got.append)
    _key(app, pygame.K_TAB)  # keyboard mode: the focus is on the sheet's default button
    assert app.router.focused() is sheet.buttons[1]
    _key(app, pygame.K_TAB)
    assert app.router.focused() is sheet.buttons[0]
    _key(app, pygame.K_RETURN)
    assert got == ["cancel"]


def test_the_keyboard_focus_goes_back_where_it_was(menu_app):
    app, log = menu_app, []
    app.router.keyboard_mode = True
    first = app.nav.scene.focus_order()[1]
    app.router.set_focus(first)
    sheet = Sheet("a", log)
    app.nav.push_screen(sheet)
    assert app.nav.scene.focus is None and app.router.focused() is sheet.default_button()
    sheet.close("ok")
    app.frame()
    assert app.nav.scene.focus == first.name and app.router.focused() is first


def test_two_screens_stack_and_close_top_first(menu_app):
    app, log, got = menu_app, [], []
    app.router.keyboard_mode = True
    first = app.nav.scene.focus_order()[0]
    app.router.set_focus(first)
    a, b = Sheet("a", log), Sheet("b", log, rect=(350, 250, 400, 200))
    app.nav.push_screen(a, lambda r: got.append(("a", r)))
    app.router.set_focus(a.buttons[0])  # the player moved the focus on the lower screen
    app.nav.push_screen(b, lambda r: got.append(("b", r)))
    assert app.nav.screens == (a, b) and app.nav.top is b and app.router.targets() == b.hittables()
    assert app.router.focused() is b.default_button()
    _key(app, pygame.K_ESCAPE)
    assert got == [("b", "cancel")] and app.nav.screens == (a,)
    assert app.router.focused() is a.buttons[0]  # its own focus, kept under the other screen
    _key(app, pygame.K_RETURN)
    assert got == [("b", "cancel"), ("a", "cancel")] and app.nav.screens == ()
    assert app.router.focused() is first


def test_a_screen_opened_as_one_closes_replaces_it(menu_app):
    app, log, got = menu_app, [], []
    app.router.keyboard_mode = True
    first = app.nav.scene.focus_order()[0]
    app.router.set_focus(first)
    b = Sheet("b", log)
    a = Sheet("a", log)
    a.buttons[1].on_tap = lambda: (a.close("ok"), app.nav.push_screen(b))
    app.nav.push_screen(a, got.append)
    app.router.tap(a.buttons[1].rect.center)
    app.frame()
    assert app.nav.screens == (b,) and got == ["ok"]
    b.close("ok")
    app.frame()
    assert app.nav.screens == () and app.router.focused() is first


def test_screens_are_drawn_over_the_scene_bottom_to_top(menu_app):
    app, log = menu_app, []
    a = Sheet("a", log, rect=(300, 200, 400, 200), color=(200, 40, 40))
    b = Sheet("b", log, rect=(400, 250, 400, 200), color=(40, 40, 200))
    app.nav.push_screen(a)
    app.nav.push_screen(b)
    app.render()
    assert [e for e in log if e[1] == "draw"] == [("a", "draw"), ("b", "draw")]
    assert app.display.screen.get_at((450, 300))[:3] == (40, 40, 200)  # where they overlap: the top one
    assert app.display.screen.get_at((320, 220))[:3] == (200, 40, 40)


def test_a_language_switch_lays_every_screen_out_again(menu_app):
    app, log = menu_app, []
    app.nav.push_screen(Sheet("a", log))
    app.nav.push_screen(Sheet("b", log))
    app.settings.set("general.language", "ru")
    assert [e for e in log if e[1] == "layout"] == [("a", "layout"), ("b", "layout")]


def test_the_script_state_names_a_dialog_but_not_a_screen_without_a_description(menu_app):
    import json

    from game.ui.widgets import Dialog

    app, log = menu_app, []
    sheet = Sheet("a", log)
    app.nav.push_screen(sheet)
    state = json.loads(app.state_line())
    assert "modal" not in state and "dialog" not in state
    app.nav.show_dialog(Dialog("deal.title", "deal.prompt", kind="replace"))
    state = json.loads(app.state_line())
    assert state["dialog"] == "replace" and state["modal"]["kind"] == "replace"
    assert state["modal"]["buttons"] == ["button:confirm"]


def test_a_scene_change_puts_every_screen_away_without_results(menu_app):
    app, log, got = menu_app, [], []
    app.nav.push_screen(Sheet("a", log), got.append)
    app.nav.go("settings")
    app.frame()
    assert app.nav.screens == () and got == []


def test_a_tap_beside_a_sheet_that_may_be_put_away_runs_its_put_away_once_it_is_off(menu_app):
    from game.ui.widgets import Dialog

    app, seen = menu_app, []
    dialog = Dialog("deal.title", "deal.prompt", dock="bottom")
    dialog.on_outside = lambda: seen.append(app.nav.top)
    app.nav.show_dialog(dialog)
    app.router.tap((5, 5))
    app.frame()
    assert seen == [None] and app.nav.screens == () and dialog.result == "outside"
