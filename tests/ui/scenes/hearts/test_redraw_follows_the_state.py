"""The Hearts table is drawn again whenever what it shows changes, without asking: its
view is made from its state when read, and a frame whose view differs from the one last
drawn is drawn again, the hand's marks (chosen, hinted, unplayable) set from the view
drawn.  So the table's own modules never ask the app for a redraw."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

from devkit.harness import HEARTS_CODE, open_app, settle

HEARTS = Path(__file__).resolve().parents[4] / "game" / "ui" / "scenes" / "hearts"
TABLE_MODULES = ["scene.py", "table_state.py", "table_moment.py", "table_pace.py", "table_deals.py",
                 "table_buttons.py", "table_panels.py", "table_view.py", "table_script.py"]


def test_the_tables_modules_never_ask_for_a_redraw():
    asked = []
    for name in TABLE_MODULES:
        for node in ast.walk(ast.parse((HEARTS / name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "invalidate":
                asked.append(f"{name}:{node.lineno}")
    assert asked == []


def test_a_change_of_the_tables_state_alone_is_drawn_on_the_next_frame(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
        assert scene.choosing_pass()
        before = app.redraws
        app.frame()
        assert app.redraws == before, "nothing changed: nothing is drawn"
        scene.table_state = replace(scene.table_state, raised=tuple(scene.match.hands[0][:3]))
        app.frame()
        assert app.redraws == before + 1
        assert scene.buttons["confirm"].enabled  # the Pass button's face follows the same state


def test_the_hands_marks_follow_the_state_even_when_no_move_placed_the_cards(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
        chosen = tuple(scene.match.hands[0][:3])
        scene.table_state = replace(scene.table_state, raised=chosen)
        app.frame()
        assert all(scene.sprites[c].selected and scene.sprites[c].lift > 0 for c in chosen)
        assert not any(s.selected for s in scene.hand_sprites() if s.card not in chosen)


def test_reading_the_tables_view_changes_nothing(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
        scene.table_state = replace(scene.table_state, raised=tuple(scene.match.hands[0][:3]))
        faces = {key: (b.visible, b.enabled) for key, b in scene.buttons.items()}
        view = scene.view
        assert view is not None and view.faces["confirm"].enabled  # the view says what comes next
        assert {key: (b.visible, b.enabled) for key, b in scene.buttons.items()} == faces
        assert scene.view == view  # and reading it again gives the same value
