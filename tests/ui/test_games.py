"""The frame knows no game by name: each game's scene package registers what the frame needs
(game/ui/games.py), and the frame asks it.  Which game a code is, is decided by the share
module's one rule."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from devkit.harness import HEARTS_CODE, WORKED_EXAMPLE, open_app
from game.share import DEAL, GAME

ROOT = Path(__file__).resolve().parents[2]
FRAME = ["app.py", "games.py", "navigator.py", "routing.py", "window.py"]


def test_both_games_register_without_loading_their_scenes():
    """Registering is light: the menu can ask for saved games before any table is imported."""
    code = ("import sys; from game.ui.games import registered; games = registered(); "
            "print(sorted(games), sorted(g.kind for g in games.values()), "
            "any(m.endswith('.scene') and m.startswith('game.ui.scenes.h') for m in sys.modules), "
            "'game.hearts.ai' in sys.modules or 'game.heart_to_heart.solver' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         env={"SDL_VIDEODRIVER": "dummy", "PATH": "/usr/bin:/bin"}, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["['heart_to_heart',", "'hearts']", "['deal',", "'game']", "False", "False"]


@pytest.mark.parametrize("text, scene", [
    (WORKED_EXAMPLE, "heart_to_heart"), (" ht1-afos-bcdefgh ", "hearts"), ("nonsense", "heart_to_heart"),
    ("https://example.org/?game=HH1-N-AAAAAAM", "heart_to_heart"),
    ("https://example.org/?deal=HT1-AFOS-BCDEFGH", "hearts"),
])
def test_the_game_of_a_code_is_the_one_registered_for_its_kind(text, scene):
    from game.share import kind_of
    from game.ui.games import game_of_code

    game = game_of_code(text)
    assert game is not None and game.scene == scene
    assert game.kind == (GAME if scene == "hearts" else DEAL)
    assert kind_of(text.strip()) in (DEAL, GAME)


def test_in_progress_is_the_registered_games_answer(tmp_path, monkeypatch):
    """The frame does not read a game's saved document: the game's own test says it."""
    from game.ui import games

    with open_app(tmp_path, (1280, 720)) as app:
        app.storage.save("game.hearts", 1, {"the game's": "own format"})
        assert not app.games.game_in_progress("hearts")
        hearts = games.registered()["hearts"]
        monkeypatch.setitem(games.GAMES, "hearts", hearts.replace(
            in_progress=lambda data: data == {"the game's": "own format"}))
        assert app.games.game_in_progress("hearts")
        assert app.games.saved_games() == ["hearts"]


def test_a_game_that_is_not_registered_is_unavailable(tmp_path, monkeypatch):
    from game.ui import games

    with open_app(tmp_path, (1280, 720)) as app:
        games.registered()
        monkeypatch.delitem(games.GAMES, "hearts")
        assert app.games.deal_code_problem(HEARTS_CODE) == app_text("msg.unavailable")
        assert not app.games.open_deal(HEARTS_CODE) and app.nav.scene.name == "menu"
        assert app.games.deal_code_problem(WORKED_EXAMPLE) is None


def app_text(key: str) -> str:
    from game.i18n import t

    return t(key)


def test_the_frame_holds_no_game_specific_code_rules_or_save_formats():
    for name in FRAME:
        source = (ROOT / "game" / "ui" / name).read_text(encoding="utf-8")
        for needle in ('startswith("HT")', '["match"]', '["game"]', "heart_to_heart.codes", "hearts.code",
                       "scenes.heart_to_heart", "scenes.hearts"):
            assert needle not in source, f"game/ui/{name} holds {needle}"


def test_the_menu_continue_label_is_the_registered_games(tmp_path, monkeypatch):
    from game.ui import games

    with open_app(tmp_path, (1280, 720)) as app:
        app.storage.save("game.hearts", 1, {"anything": 1})
        app.nav.go("menu")
        assert app.router.named_targets()["menu:continue"].label == "menu.continue.hearts"
        monkeypatch.setitem(games.GAMES, "hearts", games.registered()["hearts"].replace(
            continue_label="menu.continue"))
        app.nav.go("menu")
        assert app.router.named_targets()["menu:continue"].label == "menu.continue"


def test_each_games_registered_pictures_of_other_sizes_are_dropped_on_a_new_size(tmp_path):
    """The frame drops the games' full-screen pictures of other sizes by their registration."""
    from game.ui.scenes.heart_to_heart import effects
    from game.ui.scenes.hearts import draw

    with open_app(tmp_path, (1280, 720)) as app:
        assert app.games.open_deal(WORKED_EXAMPLE)
        for cache in (effects._cache, draw._FELT):
            cache[("old", 999, 555)] = None
        app.display.resize((1100, 700))
        for cache in (effects._cache, draw._FELT):
            assert ("old", 999, 555) not in cache
