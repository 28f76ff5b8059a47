"""The duplicate game arena: whole games to the limit, each played four times with the
players rotated through the seats, scored by games won (a benchmark, not a test).

    python tools/bench/game_arena.py --players hard,normal,normal,normal --games 250
    python tools/bench/game_arena.py --players normal,easy,easy,easy --games 50 --target 50

The points-per-hand arena (game/hearts/arena.py) measures how well a level plays a hand;
a player wants to win the game, and near the limit those differ (a moon that ends the
game with someone else lowest, points dumped on the leader).  Every game seed is played
with the lineup in all four rotations, so the luck of the cards cancels; a level's
game-win rate is its share of the wins over its seats, with a standard error taken over
game seeds (the pairing unit).  A tie for the lowest total at the limit plays on, as in
the game, and a game that still has not ended after ``--max-hands`` hands is counted as
unfinished (reported, never silently a win).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.arena import ARENA_LEVELS, check_lineup, decide, std_error  # noqa: E402
from game.hearts.match import Match  # noqa: E402
from game.hearts.rules import TARGETS, Rules  # noqa: E402
from game.rng import mix64  # noqa: E402


@dataclass
class GameStats:
    level: str
    seats: int = 0
    games: int = 0
    wins: float = 0.0
    points: float = 0.0
    hands: int = 0
    per_seed: list[float] = field(default_factory=list)  # win share per seat, one per game seed

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
        while m.phase in ("pass", "play"):
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            assert s is not None  # someone acts while the hand is on
            m.apply(s, decide(m.view(s), seat_level[s], m.decision_rng(s)))
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
) -> GameArenaResult:
    """Play ``seeds`` game seeds, each four times with the lineup rotated; reproducible."""
    players = check_lineup(players)
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
                if s == winner:
                    st.wins += 1
                    shares[lv] += 1
        for lv, st in stats.items():
            st.per_seed.append(shares[lv] / (4 * st.seats))
        if progress is not None:
            progress(g + 1)
    return GameArenaResult(players, seeds, seed, rules.target, stats, unfinished, time.perf_counter() - start)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="hard,normal,normal,normal",
                    help=f"four levels, comma-separated, from {', '.join(ARENA_LEVELS)}")
    ap.add_argument("--games", type=int, default=25, help="game seeds (each played in 4 seatings)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", type=int, default=100, choices=TARGETS)
    ap.add_argument("--max-hands", type=int, default=60)
    args = ap.parse_args(argv)
    players = [p.strip() for p in args.players.split(",")]
    try:
        result = run_game_arena(players, args.games, args.seed, Rules(target=args.target), args.max_hands,
                                progress=lambda n: print(f"  {n}/{args.games} game seeds", file=sys.stderr))
    except ValueError as exc:
        print(f"game_arena: {exc}", file=sys.stderr)
        return 2
    print(result.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
