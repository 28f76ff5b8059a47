"""``python -m game.hearts``: the protocol for tests, tournaments and bug reports.

- ``bot --level easy|normal|hard [--seed S]``: one JSON request per line in, one
  JSON answer per line out (``{"pass": [...]}``, ``{"play": card}``, or for a moon
  under the shooter's-choice rule ``{"moon": "add_to_others"|"subtract_from_shooter"}``);
  a bad line gets ``{"error": "..."}`` and the bot keeps going.
- ``legal``: the same requests, answered ``{"legal": [cards]}``.
- ``arena --players L,L,L,L --deals N [--seed S]``: duplicate play, a table out.
- ``coach SAVE.json [--hand N]``: the coach's grade of each of South's decisions in the
  finished hands of a saved game, one JSON line each (game/hearts/console/coach_cli.py).
- ``analyse SAVE.json [--hand N]``: what Hard sees at each of South's decisions (every choice
  with its expected points), one JSON line each (game/hearts/console/analysis_cli.py).
- ``puzzle YYYY-MM-DD``: that day's Hearts puzzle as one JSON line (game/hearts/teaching/puzzle.py);
  a date that is not one, or has no puzzle, exits 2 with a message.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from game import safejson
from game.rng import Rng, mix64

from ..ai import LEVELS, Player, player
from ..view import BadRequest, PlayerView
from .arena import ARENA_LEVELS, run_arena

#: The rules of the original app: a request under them is hashed without the variants'
#: keys, so the decision seeds of such requests are the ones they always were.
_CLASSIC_KEYS = ("queen_of_spades", "no_points_first_trick", "moon", "target")


def request_seed(seed: int, view: PlayerView) -> int:
    """The decision seed: a function of the bot's seed and the request only.

    FNV-1a over the canonical request, so key order and spacing do not matter.
    """
    req = view.to_request()
    if view.rules.classic:
        req["rules"] = {k: v for k, v in req["rules"].items() if k in _CLASSIC_KEYS}
    text = json.dumps(req, sort_keys=True, separators=(",", ":"))
    h = 0xCBF29CE484222325
    for b in text.encode():
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return mix64(h ^ mix64(seed))


def _answer(line: str, bot: Player | None, seed: int) -> dict[str, Any]:
    """The answer to one request line: ``bot``'s decision, or the legal cards (``bot`` None)."""
    try:
        req = safejson.loads(line)
    except safejson.BadJSON as e:  # also nesting too deep, numbers out of range
        return {"error": str(e)}
    try:
        view = PlayerView.from_request(req)
    except (BadRequest, ValueError) as e:
        return {"error": str(e)}
    if bot is None:
        return {"legal": [str(c) for c in view.legal()]}
    try:
        return bot.choose(view, Rng(request_seed(seed, view))).to_json()
    except ValueError as e:
        return {"error": str(e)}


def serve(inp: TextIO, out: TextIO, level: str | None, seed: int = 0) -> None:
    """Answer each non-blank line of ``inp``; ``level`` None answers legal moves."""
    bot = None if level is None else player(level)
    for line in inp:
        if not line.strip():
            continue
        try:
            ans = _answer(line, bot, seed)
        except Exception as e:  # the bot keeps going whatever a line holds
            ans = {"error": f"internal error: {type(e).__name__}: {e}"}
        out.write(json.dumps(ans) + "\n")
        out.flush()


def _players(text: str) -> list[str]:
    levels = [p.strip().lower() for p in text.split(",")]
    if len(levels) != 4 or any(lv not in ARENA_LEVELS for lv in levels):
        raise argparse.ArgumentTypeError(
            "four comma-separated levels from " + ", ".join(ARENA_LEVELS)
        )
    return levels


def _positive(text: str) -> int:
    try:
        if len(text) > 12:
            raise ValueError
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 1 <= n <= 10**7:
        raise argparse.ArgumentTypeError("must be 1..10000000")
    return n


def _seed(text: str) -> int:
    # Length first: int() of thousands of digits is refused by CPython (or slow).
    try:
        if len(text) > 40:
            raise ValueError
        seed = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer seed: {text[:40]!r}") from None
    if not -(2**63) <= seed < 2**64:
        raise argparse.ArgumentTypeError("the seed must fit in 64 bits")
    return seed


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.hearts", description="Hearts engine and computer players")
    sub = ap.add_subparsers(dest="command", required=True)
    b = sub.add_parser("bot", help="answer JSON requests with a pass or a play")
    b.add_argument("--level", required=True, choices=[str(lv) for lv in LEVELS])
    b.add_argument("--seed", type=_seed, default=0)
    sub.add_parser("legal", help="answer JSON requests with the legal cards")
    a = sub.add_parser("arena", help="duplicate tournament between levels")
    a.add_argument("--players", required=True, type=_players)
    a.add_argument("--deals", required=True, type=_positive)
    a.add_argument("--seed", type=_seed, default=1)
    a.add_argument("--progress", action="store_true", help="report each deal on stderr")
    c = sub.add_parser("coach", help="grade South's decisions in a saved game's finished hands")
    c.add_argument("save", help="a Hearts save (the app's game.hearts.json or a match document)")
    c.add_argument("--hand", type=_positive, help="only this finished hand (from 1)")
    an = sub.add_parser("analyse", help="every choice South had in a saved game's hand, with its expected points")
    an.add_argument("save", help="a Hearts save (the app's game.hearts.json or a match document)")
    an.add_argument("--hand", type=_positive, help="only this hand (from 1; the hand in progress too)")
    _add_puzzle_command(sub)
    args = ap.parse_args(argv)
    if args.command == "analyse":
        from . import analysis_cli

        return analysis_cli.main(args.save, args.hand, sys.stdout, sys.stderr)
    if args.command == "puzzle":
        return puzzle_command(args.date, sys.stdout, sys.stderr)
    if args.command == "coach":
        from . import coach_cli

        return coach_cli.main(args.save, args.hand, sys.stdout, sys.stderr)
    if args.command == "bot":
        serve(safejson.tolerant_input(sys.stdin), sys.stdout, args.level, args.seed)
    elif args.command == "legal":
        serve(safejson.tolerant_input(sys.stdin), sys.stdout, None)
    else:
        prog = (lambda d: print(f"deal {d}/{args.deals}", file=sys.stderr, flush=True)) if args.progress else None
        res = run_arena(args.players, args.deals, args.seed, progress=prog)
        print(res.report())
    return 0


# -- puzzle ----------------------------------------------------------------------------------

def _add_puzzle_command(sub: Any) -> None:
    p = sub.add_parser("puzzle", help="print a day's Hearts puzzle as one JSON line")
    p.add_argument("date", help="the day, YYYY-MM-DD")


def puzzle_command(text: str, out: TextIO, err: TextIO) -> int:
    """The ``puzzle`` command: the day's puzzle as one JSON line (0), or a message on ``err`` (2)."""
    from ..teaching import puzzle

    try:
        line = puzzle.puzzle_for(puzzle.parse_day(text)).to_json()
    except ValueError as e:
        print(f"python -m game.hearts puzzle: {e}", file=err)
        return 2
    out.write(json.dumps(line, ensure_ascii=False) + "\n")
    return 0
