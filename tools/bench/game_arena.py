"""The duplicate game arena: whole games to the limit, each played four times with the
players rotated through the seats, scored by games won (a benchmark, not a test).

    python tools/bench/game_arena.py --players hard,normal,normal,normal --games 250
    python tools/bench/game_arena.py --players normal,easy,easy,easy --games 50 --target 50
    python tools/bench/game_arena.py --players hard,normal-hand,normal-hand,normal-hand \
        --against hard-hand,normal-hand,normal-hand,normal-hand --games 100

The points-per-hand arena (game/hearts/console/arena.py) measures how well a level plays a hand;
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
import copy
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai import Decision  # noqa: E402
from game.hearts.ai.standing import standing_of  # noqa: E402
from game.hearts.console.arena import ARENA_LEVELS, check_lineup, decide, std_error  # noqa: E402
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
    play_on(m, seat_level, max_hands)
    return m


def play_on(m: Match, seat_level: Sequence[str], max_hands: int, far_only: bool = False) -> None:
    """Play ``m`` on from the start of its current hand to the end of the game (or of the
    hand limit).  ``far_only``: stop instead at the start of the first hand that could end
    the game (standing.standing_of), where a level and its points-only twin part."""
    while True:
        if far_only and standing_of(m.scores, m.rules) is not None:
            return
        while m.phase in ("pass", "play", "moon_choice"):
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            assert s is not None  # someone acts while the hand is on
            m.apply(s, game_decide(m.view(s), seat_level[s], m.decision_rng(s)))
        if m.game_over or len(m.history) >= max_hands:
            return
        m.start_next_hand()


def twins(a: Sequence[str], b: Sequence[str]) -> bool:
    """Lineups that differ only in points-only twins (``hard`` and ``hard-hand``): they
    decide alike while no seat can reach the limit, so those hands are played once."""
    def strip(lv: str) -> str:
        return lv[: -len(POINTS_ONLY)] if lv.endswith(POINTS_ONLY) else lv
    return [strip(x) for x in a] == [strip(x) for x in b]


class _Tally:
    """One lineup's results over the game seeds."""

    def __init__(self, players: tuple[str, ...]) -> None:
        self.players = players
        self.stats = {lv: GameStats(lv) for lv in dict.fromkeys(players)}
        for lv in players:
            self.stats[lv].seats += 1
        self.unfinished = 0
        self._seed_start()

    def _seed_start(self) -> None:
        self.shares = {lv: 0.0 for lv in self.stats}
        self.pts = {lv: 0.0 for lv in self.stats}
        self.hands = {lv: 0 for lv in self.stats}

    def add_game(self, m: Match, rot: int) -> None:
        seat_level = [self.players[(s + rot) % 4] for s in range(4)]
        winner = m.winner
        if winner is None:
            self.unfinished += 1
        for s in range(4):
            lv = seat_level[s]
            st = self.stats[lv]
            st.games += 1
            st.points += m.scores[s]
            st.hands += len(m.history)
            self.pts[lv] += m.scores[s]
            self.hands[lv] += len(m.history)
            if s == winner:
                st.wins += 1
                self.shares[lv] += 1

    def end_seed(self, g: int, game_seed: int) -> dict[str, Any]:
        for lv, st in self.stats.items():
            st.per_seed.append(self.shares[lv] / (4 * st.seats))
            st.seed_points.append(self.pts[lv] / self.hands[lv] if self.hands[lv] else 0.0)
        self._seed_start()
        return {"g": g, "game_seed": game_seed, "players": list(self.players),
                "share": {lv: st.per_seed[-1] for lv, st in self.stats.items()},
                "points_per_hand": {lv: st.seed_points[-1] for lv, st in self.stats.items()}}


def run_game_arena(
    players: Sequence[str],
    seeds: int,
    seed: int = 1,
    rules: Rules | None = None,
    max_hands: int = 60,
    progress: Callable[[int], None] | None = None,
    log: Callable[[dict[str, Any]], None] | None = None,
    first: int = 0,
) -> GameArenaResult:
    """Play ``seeds`` game seeds, each four times with the lineup rotated; reproducible.
    ``log``: given one record per game seed as it finishes (``--log``'s JSON lines);
    ``first``: the index of the first game seed (a run split over processes)."""
    return run_game_arenas([players], seeds, seed, rules, max_hands, progress, [log], first)[0]


def run_game_arenas(
    lineups: Sequence[Sequence[str]],
    seeds: int,
    seed: int = 1,
    rules: Rules | None = None,
    max_hands: int = 60,
    progress: Callable[[int], None] | None = None,
    logs: Sequence[Callable[[dict[str, Any]], None] | None] | None = None,
    first: int = 0,
) -> list[GameArenaResult]:
    """Each lineup on the same game seeds (one result per lineup).  Two twin lineups
    (``twins``) play each game once up to the first hand that could end it, then each
    its own way from there: the same games as played apart, for less work."""
    checked = [check_game_lineup(p) for p in lineups]
    if seeds < 1:
        raise ValueError("seeds must be at least 1")
    if first < 0:
        raise ValueError("the first game seed must be 0 or more")
    rules = rules or Rules()
    tallies = [_Tally(p) for p in checked]
    logs = list(logs or []) + [None] * len(checked)
    shared = len(checked) == 2 and twins(*checked)
    start = time.perf_counter()
    for g in range(first, first + seeds):
        game_seed = mix64(seed * 1_000_033 + g) % (26**7)
        for rot in range(4):
            if shared:
                m = Match(game_seed, rules)
                play_on(m, [checked[0][(s + rot) % 4] for s in range(4)], max_hands, far_only=True)
                games = [m, copy.deepcopy(m)]
                for lineup, game in zip(checked, games, strict=True):
                    play_on(game, [lineup[(s + rot) % 4] for s in range(4)], max_hands)
            else:
                games = [play_game(game_seed, [lineup[(s + rot) % 4] for s in range(4)], rules, max_hands)
                         for lineup in checked]
            for tally, game in zip(tallies, games, strict=True):
                tally.add_game(game, rot)
        for tally, log in zip(tallies, logs, strict=False):
            record = tally.end_seed(g, game_seed)
            if log is not None:
                log(record)
        if progress is not None:
            progress(g + 1 - first)
    seconds = time.perf_counter() - start
    return [GameArenaResult(t.players, seeds, seed, rules.target, t.stats, t.unfinished, seconds) for t in tallies]


def paired(a: GameArenaResult, b: GameArenaResult) -> str:
    """The first seat's level in lineup ``a`` against the first seat's level in lineup
    ``b`` over the same game seeds: game-win rates and points per hand, each with the
    difference and its standard error paired by game seed."""
    la, lb = a.players[0], b.players[0]
    return paired_lines(la, dict(enumerate(zip(a.stats[la].per_seed, a.stats[la].seed_points, strict=True))),
                        lb, dict(enumerate(zip(b.stats[lb].per_seed, b.stats[lb].seed_points, strict=True))))


def paired_lines(la: str, a: dict[int, tuple[float, float]], lb: str, b: dict[int, tuple[float, float]]) -> str:
    """The comparison ``paired`` prints, from (win share, points per hand) by game seed
    index; the seeds both sides played are compared."""
    common = sorted(set(a) & set(b))
    n = len(common)
    if n == 0:
        return "paired: no game seed in common"
    win_a = [a[g][0] for g in common]
    win_b = [b[g][0] for g in common]
    pts_a = [a[g][1] for g in common]
    pts_b = [b[g][1] for g in common]
    dw = [x - y for x, y in zip(win_a, win_b, strict=True)]
    dp = [x - y for x, y in zip(pts_a, pts_b, strict=True)]

    def mean(xs: Sequence[float]) -> float:
        return sum(xs) / len(xs)

    return "\n".join([
        f"paired over {n} game seeds ({4 * n} games each lineup):",
        f"  {la:<12} win rate {mean(win_a):.3f} ± {std_error(win_a):.3f}   "
        f"points/hand {mean(pts_a):.2f} ± {std_error(pts_a):.2f}",
        f"  {lb:<12} win rate {mean(win_b):.3f} ± {std_error(win_b):.3f}   "
        f"points/hand {mean(pts_b):.2f} ± {std_error(pts_b):.2f}",
        f"  {la} - {lb}: {mean(dw):+.3f} ± {std_error(dw):.3f} games won per game, "
        f"{mean(dp):+.2f} ± {std_error(dp):.2f} points per hand",
    ])


def read_logs(paths: str) -> tuple[str, dict[int, tuple[float, float]]]:
    """The first seat's level of ``--log`` files (comma-separated: a run split over
    processes with ``--first``) and its (win share, points per hand) by game seed index.
    The files must hold one lineup and one master seed."""
    rows: dict[int, tuple[float, float]] = {}
    lineup: list[str] | None = None
    for path in paths.split(","):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                r = json.loads(line)
                lineup = lineup or r["players"]
                if r["players"] != lineup:
                    raise ValueError(f"{path}: lineup {','.join(r['players'])} is not {','.join(lineup)}")
                lv = lineup[0]
                rows[int(r["g"])] = (float(r["share"][lv]), float(r["points_per_hand"][lv]))
    if lineup is None:
        raise ValueError(f"{paths}: no game seed logged")
    return lineup[0], rows


def _appender(path: str | None) -> Callable[[dict[str, Any]], None] | None:
    if not path:
        return None

    def log(record: dict[str, Any]) -> None:
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")
    return log


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="hard,normal,normal,normal",
                    help=f"four levels, comma-separated, from {', '.join(GAME_LEVELS)}")
    ap.add_argument("--games", type=int, default=25, help="game seeds (each played in 4 seatings)")
    ap.add_argument("--first", type=int, default=0, help="the index of the first game seed (to split a run)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", type=int, default=100, choices=TARGETS)
    ap.add_argument("--max-hands", type=int, default=60)
    ap.add_argument("--against", help="a second lineup played on the same game seeds: its first seat's "
                    "level is compared with --players' first, paired by game seed")
    ap.add_argument("--log", help="append one JSON line per finished game seed of --players to this file")
    ap.add_argument("--log-against", help="the same for the --against lineup")
    ap.add_argument("--pair", nargs=2, metavar=("LOGS_A", "LOGS_B"),
                    help="compare logged runs (each side: files joined by commas), nothing played")
    args = ap.parse_args(argv)
    try:
        if args.pair:
            la, a = read_logs(args.pair[0])
            lb, b = read_logs(args.pair[1])
            print(paired_lines(la, a, lb, b))
            return 0
        lineups = [[p.strip() for p in lineup.split(",")]
                   for lineup in [args.players] + ([args.against] if args.against else [])]
        results = run_game_arenas(
            lineups, args.games, args.seed, Rules(target=args.target), args.max_hands,
            progress=lambda n: print(f"  {n}/{args.games} game seeds", file=sys.stderr),
            logs=[_appender(args.log), _appender(args.log_against)], first=args.first)
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
