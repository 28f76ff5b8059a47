"""Driving the Hearts table like a person: a policy reads each ``state`` and answers
with the next script command (the app's ``--script -`` reads them one at a time).

No tests here; the helpers are shared by the Hearts tests (tests/ui/scenes/hearts/).
"""

from __future__ import annotations

import io
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tests.ui.driver import run_main  # noqa: E402

#: Quick settings for scripted games: no animation, fast computers, short trick pause.
FAST = {
    "general.animation": "off",
    "hearts.computer_speed": "fast",
    "hearts.trick_pause": "0.5",
    "hearts.level": "easy",
    "hearts.target": 50,
}

Policy = Callable[[dict], list[str] | None]


def write_settings(data_dir: Path, values: dict) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    doc = {"version": 1, "saved_at": 0, "data": values}
    (data_dir / "settings.json").write_text(json.dumps(doc), encoding="utf-8")


def write_save(data_dir: Path, code: str, actions: list | None = None) -> None:
    """A saved game with a known code, so a test knows the deals in advance."""
    data_dir.mkdir(parents=True, exist_ok=True)
    match = {"format": "hearts-match", "version": 1, "code": code, "actions": actions or []}
    doc = {"version": 1, "saved_at": 1, "data": {"match": match}}
    (data_dir / "game.hearts.json").write_text(json.dumps(doc), encoding="utf-8")


class _Feed(io.TextIOBase):
    """stdin for ``--script -``: asks for a state, then asks the policy what to do."""

    def __init__(self, out: io.StringIO, opening: list[str], policy: Policy, limit: int) -> None:
        self.out = out
        self.queue = list(opening)
        self.policy = policy
        self.limit = limit
        self.asked = False
        self.steps = 0
        self.states: list[dict] = []

    def _last_state(self) -> dict:
        for line in reversed(self.out.getvalue().splitlines()):
            if line.startswith("{"):
                return json.loads(line)
        return {}

    def readline(self, *args) -> str:
        if self.queue:
            return self.queue.pop(0) + "\n"
        if not self.asked:
            self.asked = True
            return "state\n"
        self.asked = False
        self.steps += 1
        state = self._last_state()
        self.states.append(state)
        if self.steps > self.limit:
            return "quit\n"
        commands = self.policy(state)
        if not commands:
            return "quit\n"
        self.queue.extend(commands[1:])
        return commands[0] + "\n"


def play(data_dir: Path, policy: Policy, opening: list[str] | None = None, *, limit: int = 2000,
         lang: str = "en", shots: Path | None = None,
         size: tuple[int, int] | None = None) -> tuple[int, list[dict], str]:
    """Run the real app with commands chosen from each state; returns (exit code, states, stderr)."""
    from game.ui.options import Options

    options = Options(lang=lang, script="-", shots=str(shots or data_dir / "shots"), size=size)
    first = opening if opening is not None else ["tap menu:hearts"]
    return run_main(data_dir, options, stdin_for=lambda out: _Feed(out, first, policy, limit))


def first_legal_policy(stop: Callable[[dict], bool]) -> Policy:
    """Pass the first three cards, play the first legal card, go on through panels."""

    def policy(state: dict) -> list[str] | None:
        if stop(state):
            return None
        dialog = state.get("dialog")
        if dialog == "summary":
            return ["tap button:continue"]
        if dialog == "sheet":
            return ["tap button:next"] if not state["game_over"] else ["tap button:continue"]
        if dialog is not None:
            return None
        if state["phase"] == "pass" and state["legal"]:
            missing = [c for c in state["hand"][:3] if c not in state["raised"]]
            if missing:
                return [f"tap hearts:card:{missing[0]}"]
            return ["tap button:confirm"]
        if state["legal"]:
            return [f"tap hearts:card:{state['legal'][0]}"]
        return ["wait 1"]

    return policy


def take_screenshots(out: Path, lang: str = "en", data_dir: Path | None = None) -> list[str]:
    """Play a game to 50 (code HT1-AFOS-BCDEFGI) and save the table at its key moments:
    passing, the received cards, a refused card, a trick in progress, the last trick, the
    hand summary, the score sheet, the final ranking.  Returns the names written."""
    import shutil
    import tempfile

    data_dir = data_dir or Path(tempfile.mkdtemp(prefix="hearts-shots-"))
    shutil.rmtree(data_dir, ignore_errors=True)
    write_settings(data_dir, dict(FAST, **{"general.animation": "normal", "hearts.trick_pause": "1"}))
    write_save(data_dir, "HT1-AFOS-BCDEFGI")
    sfx = "" if lang == "en" else "_" + lang
    done: list[str] = []
    base = first_legal_policy(lambda s: False)

    def once(name: str, cond: bool, out_cmds: list[str]) -> None:
        if cond and name not in done:
            done.append(name)
            out_cmds.append(f"shot {name}{sfx}")

    def policy(s: dict) -> list[str] | None:
        cmds: list[str] = []
        if s.get("scene") != "hearts":
            return base(s)
        if s.get("dialog") == "ranking":
            done.append("4_ranking")
            return [f"shot 4_ranking{sfx}", "quit"]
        once("1_passing", s["phase"] == "pass" and len(s["raised"]) == 2, cmds)
        once("1b_received", s["phase"] == "play" and bool(s["received_highlight"]) and s["tricks_played"] == 0, cmds)
        if (s["phase"] == "play" and s["legal"] and len(s["legal"]) < len(s["hand"])
                and s["tricks_played"] >= 1 and "1c_illegal" not in done):
            done.append("1c_illegal")
            bad = next(c for c in s["hand"] if c not in s["legal"])
            return [f"tap hearts:card:{bad}", f"shot 1c_illegal{sfx}", "state"]
        once("2_trick", s["phase"] == "play" and len(s["trick"]["cards"]) >= 2 and s["tricks_played"] >= 3, cmds)
        if s["phase"] == "play" and s["tricks_played"] == 5 and s["legal"] and "2b_last_trick" not in done:
            done.append("2b_last_trick")
            return ["tap button:last_trick", f"shot 2b_last_trick{sfx}", "tap button:close", "state"]
        once("3a_summary", s.get("dialog") == "summary", cmds)
        once("3_sheet", s.get("dialog") == "sheet" and s["hand_number"] >= 2, cmds)
        return cmds + (base(s) or [])

    code, _, err = play(data_dir, policy, shots=out, limit=5000, lang=lang)
    if code != 0:
        raise RuntimeError(err)
    return done


if __name__ == "__main__":  # python -m tests.ui.scenes.hearts.support [OUT_DIR]
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots/hearts")
    for language in ("en", "ru"):
        print(language, take_screenshots(target, language))
