"""Writes the saved-data fixtures of this folder (run once, with the code they pin).

    python3 -m tests.saved_files.make_saved_files

Each file is what the app (or the CLI) wrote at the time: Hearts saves under each house
rule (a claim, a moon choice, coach grades among them), Heart to Heart saves, and the
bot protocol's requests with their answers.  test_saved_files.py reads them back and
checks that today's code reads and writes them byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.heart_to_heart import saved as h2h_saved
from game.heart_to_heart.state import Game
from game.hearts.ai import choose, player
from game.hearts.console.cli import _answer
from game.hearts.match import Match
from game.hearts.rules import Rules
from game.hearts.teaching import coach, grade_cache
from game.hearts.teaching import saved as hearts_saved

HERE = Path(__file__).parent
LEVEL = "easy"

VARIANTS: dict[str, dict[str, object]] = {
    "default": {},
    "queen_after_hearts": {"queen_of_spades": "after_hearts_broken"},
    "no_points_first_trick": {"no_points_first_trick": True},
    "moon_subtract": {"moon": "subtract_from_shooter"},
    "moon_choice": {"moon": "shooter_choice"},
    "target_50": {"target": 50},
    "jack_of_diamonds": {"jack_of_diamonds": True},
    "no_tricks_bonus": {"no_tricks_bonus": True},
    "any_club": {"first_lead": "any_club"},
    "passing_left": {"passing": "left"},
    "passing_none": {"passing": "none"},
    "all_rules": {"queen_of_spades": "after_hearts_broken", "no_points_first_trick": True,
                  "moon": "shooter_choice", "target": 150, "jack_of_diamonds": True,
                  "no_tricks_bonus": True, "first_lead": "any_club", "passing": "left"},
}


def step(m: Match) -> None:
    """One computer action for whoever acts (South too), or the next hand."""
    if m.phase == "hand_over":
        m.start_next_hand()
        return
    seat = m.to_act
    assert seat is not None
    m.apply(seat, choose(m.view(seat), LEVEL, m.decision_rng(seat)))


def dump(path: Path, doc: object) -> None:
    path.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n")


def hearts_saves() -> None:
    grade_cache.CACHE.clear()
    for name, rules in VARIANTS.items():
        m = Match(1234 + len(name), Rules.from_dict(rules))
        # into the second hand, a few cards played
        while m.hand_number < 2 or m.cards_played < 6:
            step(m)
        dump(HERE / f"hearts_{name}.json", hearts_saved.to_document(m))
    # a finished game
    m = Match(77, Rules(target=50))
    while not m.game_over:
        step(m)
    dump(HERE / "hearts_game_over.json", hearts_saved.to_document(m))
    # a claim: the first South turn from which the rest is decided
    for seed in range(1, 200):
        m = Match(seed)
        while m.phase in ("pass", "play") and not (m.to_act == 0 and m.phase == "play" and m.check_claim(0).ok):
            step(m)
        if m.phase == "play":
            m.claim(0)
            dump(HERE / "hearts_claim.json", hearts_saved.to_document(m))
            break
    # a moon under the shooter's choice, chosen and in the log
    for seed in range(1, 2000):
        m = Match(seed, Rules(moon="shooter_choice"))
        while m.hand_number == 1 and m.phase != "moon_choice":
            step(m)
        if m.phase == "moon_choice":
            step(m)
            step(m)
            dump(HERE / "hearts_moon_choice_made.json", hearts_saved.to_document(m))
            break
    # coach grades of hand 1
    m = Match(4321)
    while m.hand_number < 2 or m.cards_played < 1:
        step(m)
    coach.run(grade_cache.grades_of(m, 1))
    dump(HERE / "hearts_coach.json", hearts_saved.to_document(m))
    grade_cache.CACHE.clear()


def h2h_saves() -> None:
    for number in (1, 42):
        g = Game.from_number(number)
        for _ in range(200):
            if g.moves >= 12 or g.status != "playing":
                break
            free = g.tappable()
            pair = next(((a, b) for a in free for b in free
                         if a != b and a != "stock" and b != "stock" and g.rank_at(a) == g.rank_at(b)), None)
            if pair is None:
                g.tap("stock")
            else:
                g.tap(pair[0])
                g.tap(pair[1])
        dump(HERE / f"h2h_{number}.json", h2h_saved.to_document(g, 12.5, 1, True, False))


def bot_protocol() -> None:
    lines = []
    for name in ("default", "moon_choice", "all_rules"):
        m = Match(99, Rules.from_dict(VARIANTS[name]))
        for i in range(40):
            if m.phase in ("pass", "play") and i % 4 == 0:
                seat = m.to_act
                assert seat is not None
                req = json.dumps(m.view(seat).to_request())
                for level in ("easy", "normal", None):
                    lines.append({"level": level, "request": req, "answer": json.dumps(_answer(req, level and player(level), 5))})
            step(m)
    with (HERE / "bot_protocol.jsonl").open("w") as f:
        for line in lines:
            f.write(json.dumps(line) + "\n")


if __name__ == "__main__":
    hearts_saves()
    h2h_saves()
    bot_protocol()
