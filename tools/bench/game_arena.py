"""The duplicate game arena: whole games to the limit, each played four times with the
players rotated through the seats, scored by games won (a benchmark, not a test).

    python tools/bench/game_arena.py --players hard,normal,normal,normal --games 250
    python tools/bench/game_arena.py --players normal,easy,easy,easy --games 50 --target 50
    python tools/bench/game_arena.py --players hard,normal-hand,normal-hand,normal-hand \
        --against hard-hand,normal-hand,normal-hand,normal-hand --games 100

The points-per-hand arena (game/hearts/arena.py) measures how well a level plays a hand;
a player wants to win the game, and near the limit those differ (a moon that ends the
game with someone else lowest, points dumped on the leader).  Every game seed is played
with the lineup in all four rotations, so the luck of the cards cancels; a level's
game-win rate is its share of the wins over its seats, with a standard error taken over
game seeds (the pairing unit).  A tie for the lowest total at the limit plays on, as in
the game, and a game that still has not ended after ``--max-hands`` hands is counted as
unfinished (reported, never silently a win).

A level named with ``-hand`` (``hard-hand``, ``normal-hand``) is the points-only player:
the same level shown a scoreboard of zeros, so it plays every hand as if it were the only
one (ai/standing.py makes no difference before some seat can reach the limit).
``--against`` plays a second lineup on the same game seeds and prints the first seat's
game-win rate in each, with the difference paired by game seed: the match-aware player
against the points-only one, each beside the same opponents.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import Decision  # noqa: E402
from game.hearts.arena import ARENA_LEVELS, check_lineup, decide, std_error  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.hearts.rules import TARGETS, Rules  # noqa: E402
from game.hearts.view import PlayerView  # noqa: E402
from game.rng import Rng, mix64  # noqa: E402

#: A level's points-only twin: ``hard-hand`` is Hard shown a scoreboard of zeros.
POINTS_ONLY = "-hand"
GAME_LEVELS = ARENA_LEVELS + tuple(lv + POINTS_ONLY for lv in ("normal", "hard"))


def check_game_lineup(players: Sequence[str]) -> tuple[str, ...]:
    """arena.check_lineup, with the points-only twins (``hard-hand``) allowed too."""
    lineup = tuple(players)
    check_lineup([lv[: -len(POINTS_ONLY)] if lv in GAME_LEVELS and lv.endswith(POINTS_ONLY) else lv
                  for lv in lineup])
    return lineup


def game_decide(view: PlayerView, level: str, rng: Rng) -> Decision:
    """``level``'s decision; a points-only twin decides from the view with every total at
    zero (a moon's scoring under the shooter's choice still sees the real totals: that
    choice was game-aware before the play was)."""
    if level.endswith(POINTS_ONLY):
        level = level[: -len(POINTS_ONLY)]
        if view.phase != "moon_choice":
            view = replace(view, scores=(0, 0, 0, 0))
    return decide(view, level, rng)


@dataclass
class GameStats:
    level: str
    seats: int = 0
    games: int = 0
    wins: float = 0.0
    points: float = 0.0
    hands: int = 0
    per_seed: list[float] = field(default_factory=list)  # win share per seat, one per game seed
    seed_points: list[float] = field(default_factory=list)  # points per hand per seat, one per game seed

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def std_error(self) -> float:
        return std_error(self.per_seed)


@dataclass
class GameArenaResult:
    players: tuple[str, ...]
    seeds: int
    seed: int
    target: int
    stats: dict[str, GameStats]
    unfinished: int = 0
    seconds: float = 0.0

    def difference(self, a: str, b: str) -> tuple[float, float]:
        """Game-win rate of ``a`` minus ``b``, with its standard error paired by game seed."""
        d = [x - y for x, y in zip(self.stats[a].per_seed, self.stats[b].per_seed, strict=True)]
        return sum(d) / len(d), std_error(d)

    def report(self) -> str:
        games = 4 * self.seeds
        lines = [
            f"game arena: {self.seeds} game seeds x 4 seatings = {games} games to {self.target}; "
            f"players {','.join(self.players)}; seed {self.seed}; {self.seconds:.0f} s",
            f"{'level':<8}{'seats':>6}{'win rate':>10}{'s.e.':>7}{'avg/hand':>10}{'hands':>8}",
        ]
        for lv, st in self.stats.items():
            avg = st.points / st.hands if st.hands else 0.0
            lines.append(f"{lv:<8}{st.seats:>6}{st.win_rate:>10.3f}{st.std_error:>7.3f}{avg:>10.2f}{st.hands:>8}")
        levels = list(self.stats)
        for i, a in enumerate(levels):
            for b in levels[i + 1:]:
                d, se = self.difference(a, b)
                lines.append(f"{a} - {b}: {d:+.3f} ± {se:.3f} games won per game")
        if self.unfinished:
            lines.append(f"unfinished games (hand limit reached): {self.unfinished}")
        return "\n".join(lines)


def play_game(seed: int, seat_level: Sequence[str], rules: Rules, max_hands: int) -> Match:
    """One whole game from ``seed`` with the given level in each seat."""
    m = Match(seed, rules)
    while True:
        while m.phase in ("pass", "play", "moon_choice"):
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            assert s is not None  # someone acts while the hand is on
            m.apply(s, game_decide(m.view(s), seat_level[s], m.decision_rng(s)))
        if m.game_over or len(m.history) >= max_hands:
            return m
        m.start_next_hand()


def run_game_arena(
    players: Sequence[str],
    seeds: int,
    seed: int = 1,
    rules: Rules | None = None,
    max_hands: int = 60,
    progress: Callable[[int], None] | None = None,
    log: Callable[[dict[str, Any]], None] | None = None,
) -> GameArenaResult:
    """Play ``seeds`` game seeds, each four times with the lineup rotated; reproducible.
    ``log``: given one record per game seed as it finishes (``--log``'s JSON lines)."""
    players = check_game_lineup(players)
    if seeds < 1:
        raise ValueError("seeds must be at least 1")
    rules = rules or Rules()
    stats = {lv: GameStats(lv) for lv in dict.fromkeys(players)}
    for lv in players:
        stats[lv].seats += 1
    unfinished = 0
    start = time.perf_counter()
    for g in range(seeds):
        game_seed = mix64(seed * 1_000_033 + g) % (26**7)
        shares = {lv: 0.0 for lv in stats}
        pts = {lv: 0.0 for lv in stats}
        hands = {lv: 0 for lv in stats}
        for rot in range(4):
            seat_level = [players[(s + rot) % 4] for s in range(4)]
            m = play_game(game_seed, seat_level, rules, max_hands)
            winner = m.winner
            if winner is None:
                unfinished += 1
            for s in range(4):
                lv = seat_level[s]
                st = stats[lv]
                st.games += 1
                st.points += m.scores[s]
                st.hands += len(m.history)
                pts[lv] += m.scores[s]
                hands[lv] += len(m.history)
                if s == winner:
                    st.wins += 1
                    shares[lv] += 1
        for lv, st in stats.items():
            st.per_seed.append(shares[lv] / (4 * st.seats))
            st.seed_points.append(pts[lv] / hands[lv] if hands[lv] else 0.0)
        if log is not None:
            log({"g": g, "game_seed": game_seed, "players": list(players),
                 "share": {lv: st.per_seed[-1] for lv, st in stats.items()},
                 "points_per_hand": {lv: st.seed_points[-1] for lv, st in stats.items()}})
        if progress is not None:
            progress(g + 1)
    return GameArenaResult(players, seeds, seed, rules.target, stats, unfinished, time.perf_counter() - start)


def paired(a: GameArenaResult, b: GameArenaResult) -> str:
    """The first seat's level in lineup ``a`` against the first seat's level in lineup
    ``b`` over the same game seeds: game-win rates and points per hand, each with the
    difference and its standard error paired by game seed."""
    return paired_lines(a.players[0], a.stats[a.players[0]].per_seed, a.stats[a.players[0]].seed_points,
                        b.players[0], b.stats[b.players[0]].per_seed, b.stats[b.players[0]].seed_points)


def paired_lines(la: str, win_a: Sequence[float], pts_a: Sequence[float],
                 lb: str, win_b: Sequence[float], pts_b: Sequence[float]) -> str:
    n = min(len(win_a), len(win_b))
    if n == 0:
        return "paired: no game seed in common"
    dw = [win_a[i] - win_b[i] for i in range(n)]
    dp = [pts_a[i] - pts_b[i] for i in range(n)]
    mean = lambda xs: sum(xs) / len(xs)  # noqa: E731
    return "\n".join([
        f"paired over {n} game seeds ({4 * n} games each lineup):",
        f"  {la:<12} win rate {mean(win_a[:n]):.3f} ± {std_error(win_a[:n]):.3f}   "
        f"points/hand {mean(pts_a[:n]):.2f} ± {std_error(pts_a[:n]):.2f}",
        f"  {lb:<12} win rate {mean(win_b[:n]):.3f} ± {std_error(win_b[:n]):.3f}   "
        f"points/hand {mean(pts_b[:n]):.2f} ± {std_error(pts_b[:n]):.2f}",
        f"  {la} - {lb}: {mean(dw):+.3f} ± {std_error(dw):.3f} games won per game, "
        f"{mean(dp):+.2f} ± {std_error(dp):.2f} points per hand",
    ])


def read_log(path: str) -> tuple[str, list[float], list[float]]:
    """The first seat's level of a ``--log`` file's first lineup and its win shares and
    points per hand, in game-seed order."""
    rows: dict[int, dict[str, Any]] = {}
    lineup: list[str] | None = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                lineup = lineup or r["players"]
                if r["players"] == lineup:  # a run with --against logs its second lineup after
                    rows[int(r["g"])] = r
    if lineup is None:
        raise ValueError(f"{path}: no game seed logged")
    level = lineup[0]
    order = sorted(rows)
    if order != list(range(len(order))):
        raise ValueError(f"{path}: the game seeds are not 0..{len(order) - 1}")
    return (level, [rows[g]["share"][level] for g in order], [rows[g]["points_per_hand"][level] for g in order])


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="hard,normal,normal,normal",
                    help=f"four levels, comma-separated, from {', '.join(GAME_LEVELS)}")
    ap.add_argument("--games", type=int, default=25, help="game seeds (each played in 4 seatings)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", type=int, default=100, choices=TARGETS)
    ap.add_argument("--max-hands", type=int, default=60)
    ap.add_argument("--against", help="a second lineup played on the same game seeds: its first seat's "
                    "level is compared with --players' first, paired by game seed")
    ap.add_argument("--log", help="append one JSON line per finished game seed to this file")
    ap.add_argument("--pair", nargs=2, metavar=("LOG_A", "LOG_B"),
                    help="compare two --log files of the same seed (first seats' levels), nothing played")
    args = ap.parse_args(argv)
    try:
        if args.pair:
            a, b = (read_log(p) for p in args.pair)
            print(paired_lines(*a, *b))
            return 0
        log = None
        if args.log:
            def log(record: dict[str, Any]) -> None:
                with open(args.log, "a", encoding="utf-8") as f:
                    f.write(json.dumps(record) + "\n")
        results = []
        for lineup in [args.players] + ([args.against] if args.against else []):
            players = [p.strip() for p in lineup.split(",")]
            results.append(run_game_arena(
                players, args.games, args.seed, Rules(target=args.target), args.max_hands,
                progress=lambda n: print(f"  {n}/{args.games} game seeds", file=sys.stderr), log=log))
    except (OSError, ValueError, KeyError) as exc:
        print(f"game_arena: {exc}", file=sys.stderr)
        return 2
    for r in results:
        print(r.report())
    if len(results) == 2:
        print(paired(results[0], results[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
