"""``python -m game.heart_to_heart``: replay, solve and stats (the bug-report format).

replay CODE [--move-errors] [--no-selection-help]
    Reads actions from stdin, one per line (``stock``, ``waste``, ``1``..``25``,
    ``undo``; blank lines ignored) and prints one JSON object per line: the state
    after the deal, then after each action.  ``undo`` after a win changes nothing and
    its ``message`` says so.  Selection help only changes what the
    screen outlines, never the state, so --no-selection-help changes no output.
solve CODE
    Prints ``{"code", "winnable", "solution"}``.
stats --deals N [--seed S]
    Solves N random deals and prints the share that can be won, with timing.
daily YYYY-MM-DD
    Prints that date's daily deal code (the rule is in :mod:`.daily`).
shortest CODE [--budget-ms N]
    Prints ``{"code", "moves", "proven", "line"}``: the fewest moves that win the deal
    (``proven`` false when the budget ran out first: a win in that many moves exists),
    ``line`` the taps as ``replay`` reads them; moves and line are null for a deal that
    cannot be won.  Without --budget-ms the search's fixed work budget applies.

Exit status 2 with a message on stderr for a bad code, date or budget, or an unknown action.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from typing import NoReturn, TextIO

from .codes import BadDealCode, shown
from .state import UNDO_AFTER_WIN, WON, Game


def _dump(obj: object, out: TextIO) -> None:
    out.write(json.dumps(obj) + "\n")  # ASCII-only: safe through any pipe or console
    out.flush()


def parse_action(line: str) -> int | str | None:
    """The tap target or ``"undo"`` a replay line names; None if it names nothing."""
    t = line.strip().lower()
    if t in ("stock", "waste", "undo"):
        return t
    # Length first: int() of thousands of digits is refused by CPython (or slow).
    if len(t) <= 2 and t.isdigit() and t.isascii() and 1 <= int(t) <= 25 and t == str(int(t)):
        return int(t)
    return None


def replay(code: str, move_errors: bool, lines: TextIO, out: TextIO, err: TextIO) -> int:
    try:
        game = Game.from_code(code)
    except BadDealCode as exc:
        err.write(f"error: {exc}\n")
        return 2
    _dump(game.to_replay_dict(), out)
    for lineno, line in enumerate(lines, 1):
        if not line.strip():
            continue
        action = parse_action(line)
        if action is None:
            err.write(
                f"error: line {lineno}: unknown action {shown(line.strip(), 40)}"
                " (expected stock, waste, 1..25 or undo)\n"
            )
            return 2
        message = None
        if action == "undo":
            if game.status == WON:
                message = UNDO_AFTER_WIN  # refused by the engine too; said whatever the flags
            game.undo()
        else:
            result = game.tap(action)
            if move_errors:
                message = result.message
        _dump(game.to_replay_dict(message), out)
    return 0


def solve_command(code: str, out: TextIO, err: TextIO) -> int:
    from .solver import solve

    try:
        game = Game.from_code(code)
    except BadDealCode as exc:
        err.write(f"error: {exc}\n")
        return 2
    line = solve(game)
    _dump({"code": game.code, "winnable": line is not None, "solution": line}, out)
    return 0


def stats_command(deals: int, seed: int | None, out: TextIO) -> int:
    from game.rng import Rng, seed_from_clock

    from .codes import MAX_NUMBER
    from .solver import winnable

    if seed is None:
        seed = seed_from_clock()
    rng = Rng(seed)
    won = 0
    times: list[float] = []
    for _ in range(deals):
        game = Game(rng.below(MAX_NUMBER + 1))
        t0 = time.perf_counter()
        ok = winnable(game)
        times.append(time.perf_counter() - t0)
        won += ok
    times.sort()
    n = len(times)
    if n:
        med = times[n // 2] * 1000
        p99 = times[min(n - 1, (n * 99) // 100)] * 1000
        worst = times[-1] * 1000
        out.write(
            f"deals: {n}  seed: {seed}\n"
            f"winnable: {won}/{n} = {100.0 * won / n:.1f}%\n"
            f"solve time: median {med:.3f} ms, p99 {p99:.3f} ms, worst {worst:.3f} ms,"
            f" total {sum(times):.2f} s\n"
        )
    else:
        out.write(f"deals: 0  seed: {seed}\n")
    return 0


def _bounded(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a plain whole number in ``low..high`` (checked as text first)."""

    def parse(text: str) -> int:
        t = text.strip()
        if not (t.isascii() and t.isdigit() and len(t) <= len(str(high))) or not low <= int(t) <= high:
            raise argparse.ArgumentTypeError(f"not a whole number in {low}..{high}: {text[:40]!r}")
        return int(t)

    return parse


def daily_command(day: str, out: TextIO, err: TextIO) -> int:
    from .daily import BadDate, daily_code

    try:
        code = daily_code(day)
    except BadDate as exc:
        err.write(f"error: {exc}\n")
        return 2
    out.write(code + "\n")
    return 0


def shortest_command(code: str, budget_ms: float | None, out: TextIO, err: TextIO) -> int:
    from .shortest import shortest_win

    try:
        game = Game.from_code(code)
    except BadDealCode as exc:
        err.write(f"error: {exc}\n")
        return 2
    res = shortest_win(game, budget_ms=budget_ms)
    _dump({"code": game.code, "moves": res.moves, "proven": res.proven, "line": res.line}, out)
    return 0


def _budget_ms(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of milliseconds") from None
    if not 0 < value <= 3_600_000:  # NaN and inf fail too; an hour at most
        raise argparse.ArgumentTypeError(f"the budget must be a positive number of milliseconds, not {text[:40]!r}")
    return value


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # usage errors: status 2, as argparse does
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(prog="python -m game.heart_to_heart", description="Heart to Heart rules CLI")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p_replay = sub.add_parser("replay", help="replay actions from stdin, print states as JSON lines")
    p_replay.add_argument("code")
    p_replay.add_argument("--move-errors", action="store_true", help="report refused pairs in 'message'")
    p_replay.add_argument(
        "--no-selection-help", action="store_true", help="accepted for parity with the app; no effect on state"
    )
    p_solve = sub.add_parser("solve", help="print whether a deal can be won, and a winning line")
    p_solve.add_argument("code")
    p_stats = sub.add_parser("stats", help="solve random deals, print the winnable share and timing")
    p_stats.add_argument("--deals", type=_bounded(0, 10**7), required=True)
    p_stats.add_argument("--seed", type=_bounded(0, 2**64 - 1), default=None)
    p_daily = sub.add_parser("daily", help="print the daily deal code of a date")
    p_daily.add_argument("date", metavar="YYYY-MM-DD")
    p_short = sub.add_parser("shortest", help="print the fewest moves that win a deal, as JSON")
    p_short.add_argument("code")
    p_short.add_argument("--budget-ms", type=_budget_ms, default=None, metavar="N",
                         help="stop after N ms of search (the line may then not be the shortest)")
    args = parser.parse_args(argv)
    if args.command == "daily":
        return daily_command(args.date, sys.stdout, sys.stderr)
    if args.command == "shortest":
        return shortest_command(args.code, args.budget_ms, sys.stdout, sys.stderr)
    if args.command == "replay":
        from game.safejson import tolerant_input

        return replay(args.code, args.move_errors, tolerant_input(sys.stdin), sys.stdout, sys.stderr)
    if args.command == "solve":
        return solve_command(args.code, sys.stdout, sys.stderr)
    if args.deals < 0:
        parser.error("--deals must be 0 or more")
    return stats_command(args.deals, args.seed, sys.stdout)


if __name__ == "__main__":
    from game.pipes import run

    sys.exit(run(main))
