"""The app frame driven through --script: menu, language, errors, corrupt storage, options."""

import json
import subprocess
import sys
from pathlib import Path

from tests.ui.driver import run_app

ROOT = Path(__file__).resolve().parents[2]


def test_the_menu_names_its_targets(tmp_path):
    code, states, _ = run_app(tmp_path, ["state"])
    assert code == 0
    targets = states[0]["targets"]
    for name in ("menu:heart_to_heart", "menu:hearts", "menu:settings", "menu:rules",
                 "menu:statistics", "menu:language", "menu:quit"):
        assert name in targets
    assert "menu:continue" not in targets  # no game in progress


def test_the_language_switches_live_and_is_remembered(tmp_path):
    code, states, _ = run_app(tmp_path, ["tap menu:language", "state"], lang=None)
    assert code == 0 and states[0]["language"] == "ru"
    code, states, _ = run_app(tmp_path, ["state"], lang=None)
    assert states[0]["language"] == "ru"


def test_an_unknown_command_exits_2_with_a_message(tmp_path):
    code, _, err = run_app(tmp_path, ["wait 1", "jump 3"])
    assert code == 2
    assert "line 2" in err and "unknown command 'jump'" in err


def test_an_unknown_target_exits_2_and_lists_the_targets(tmp_path):
    code, _, err = run_app(tmp_path, ["tap h2h:99"])
    assert code == 2
    assert "unknown target 'h2h:99'" in err and "menu:hearts" in err


def test_bad_arguments_exit_2(tmp_path):
    for line in ("wait x", "click 5", "click 9999 1", "key notakey", "shot ../x", "state now"):
        code, _, err = run_app(tmp_path, [line])
        assert code == 2, line
        assert "script line 1" in err, line


def test_shot_saves_a_png(tmp_path):
    code, _, _ = run_app(tmp_path, ["shot menu"], shots=tmp_path / "s")
    assert code == 0
    assert (tmp_path / "s" / "menu.png").read_bytes()[:4] == b"\x89PNG"


def test_corrupt_storage_gives_defaults_and_is_kept(tmp_path):
    (tmp_path / "settings.json").write_text("garbage{", encoding="utf-8")
    (tmp_path / "stats.json").write_text('{"version": 1, "data": {"h2h": 5}}', encoding="utf-8")
    (tmp_path / "game.hearts.json").write_text("[1,2", encoding="utf-8")
    code, states, _ = run_app(tmp_path, ["state"])
    assert code == 0 and states[0]["scene"] == "menu"
    (aside,) = tmp_path.glob("settings.corrupt-*.json")  # kept aside under a unique name
    assert aside.read_text(encoding="utf-8") == "garbage{"


def test_a_bad_deal_code_shows_a_message_not_a_traceback(tmp_path):
    code, states, err = run_app(tmp_path, ["state", "tap button:confirm", "state"], deal="XX9-!!")
    assert code == 0
    assert "Traceback" not in err
    assert states[0]["scene"] == "menu"


def test_keyboard_reaches_a_menu_entry(tmp_path):
    code, states, _ = run_app(tmp_path, ["key tab", "key return", "state"])
    assert code == 0
    # Tab shows the focus on the first entry; Enter taps it.
    assert states[0]["scene"] in ("heart_to_heart", "menu")


def test_stdin_script_drives_the_app_line_by_line(tmp_path):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HEARTS_APP_DATA_DIR": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [sys.executable, "main.py", "--lang", "en", "--script", "-"],
        input="state\nquit\n", capture_output=True, text=True, cwd=ROOT, env=env, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[0])["scene"] == "menu"


def test_main_py_stays_a_plain_async_loop():
    """One await per frame in `async def main` (game/launch.py, the loop main.py runs),
    asyncio.run in the browser, nothing else."""
    import ast

    text = (ROOT / "main.py").read_text(encoding="utf-8")
    loop_text = (ROOT / "game" / "launch.py").read_text(encoding="utf-8")
    for banned in ("threading", "subprocess", "time.sleep", "input(", "multiprocessing"):
        assert banned not in text and banned not in loop_text
    assert "asyncio.run(main())" in text
    tree = ast.parse(text)
    main = next(n for n in ast.parse(loop_text).body if isinstance(n, ast.AsyncFunctionDef) and n.name == "main")
    loops = [n for n in ast.walk(main) if isinstance(n, ast.While)]
    assert len(loops) == 1
    awaits = [n for n in ast.walk(loops[0]) if isinstance(n, ast.Await)]
    assert len(awaits) == 1  # the frame hands over control exactly once
    assert ast.unparse(awaits[0]) == "await asyncio.sleep(0)"
    assert "asyncio.run(main(app=first))" in loop_text  # natively too, after the first frame
    # only definitions, imports and the __main__ guard at the top level (pygbag imports it)
    for node in tree.body:
        assert isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef,
                                 ast.If, ast.Expr)), ast.dump(node)[:80]
        if isinstance(node, ast.If):  # the __main__ guard, or imports only (the browser's asyncio)
            assert "__name__" in ast.unparse(node.test) or all(isinstance(n, ast.Import) for n in node.body)


def test_settings_of_an_old_version_fall_back_to_defaults_and_are_kept(tmp_path):
    old = '{"version": 0, "data": {"general.language": "ru"}}'
    (tmp_path / "settings.json").write_text(old, encoding="utf-8")
    code, states, _ = run_app(tmp_path, ["tap menu:settings", "state"])
    assert code == 0
    assert states[0]["values"]["hearts.target"] == 100
    (aside,) = tmp_path.glob("settings.corrupt-*.json")
    assert aside.read_text(encoding="utf-8") == old
