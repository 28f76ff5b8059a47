"""The shortest-win search behind the Heart to Heart screen, spread over frames, and the
line the win result shows ("Won in 85 moves; the shortest win is 71").

Why a runner: the search (:mod:`game.heart_to_heart.shortest`) takes from a few ms to a few
seconds per deal, far more than a frame may carry (steady frames <= 2 ms, animated <= 6 ms
at the 99th percentile).  So it starts with the deal (its set-up, the solver's line, runs
inside the frame that builds the new deal, which redraws everything anyway) and then every
frame expands at most ``NODES_PER_FRAME`` positions, stopping earlier once ``SLICE_SECONDS``
of that frame have gone.  Work is counted in positions, so the answer is the same on every
machine and only *when* it arrives differs; a player needs minutes for a deal, the median
search needs ~1,600 positions (about 40 frames), so the answer is nearly always ready at
the win, and otherwise it keeps coming in while the result is on screen.

The search is always of the deal as dealt (not of the position the player is in), so a
resumed game or undos do not change it.
"""

from __future__ import annotations

import time

from game.heart_to_heart.shortest import Shortest, ShortestWin
from game.heart_to_heart.state import Game
from game.i18n import register_strings, t

#: At most this many positions per frame (each takes ~10 us natively, rarely ~100 us).
NODES_PER_FRAME = 40
#: And no more than this much of one frame's time (natively; the browser is slower).
SLICE_SECONDS = 0.001
#: The in-app work budget in positions: the tables grow ~0.4 kB per position (19 MB at
#: 48,000), so half the module's default keeps a phone's tab under ~40 MB; past it the
#: line found is shown as "a win in N moves exists", never as the minimum.
APP_MAX_NODES = 100_000

register_strings({
    "en": {
        "h2h.shortest.won": "Won in {moves}",
        "h2h.shortest.proven": "Won in {moves}; the shortest win is {best_n}",
        "h2h.shortest.perfect": "Won in {moves}: the shortest win possible!",
        "h2h.shortest.exists": "Won in {moves}; a win in {best} exists",
        "h2h.shortest.searching": "Won in {moves}; looking for the shortest win…",
    },
    "ru": {
        "h2h.shortest.won": "Победа за {moves}",
        "h2h.shortest.proven": "Победа за {moves}; кратчайшая — за {best}",
        "h2h.shortest.perfect": "Победа за {moves}: короче выиграть нельзя!",
        "h2h.shortest.exists": "Победа за {moves}; есть победа за {best}",
        "h2h.shortest.searching": "Победа за {moves}; ищем кратчайшую победу…",
    },
})


def moves_phrase(n: int) -> str:
    """"85 moves" / "85 ходов" (Russian numbers take three noun forms)."""
    from game.i18n import language, plural_form

    form = plural_form(n)
    if language() == "ru":
        return f"{n} " + {"one": "ход", "few": "хода", "many": "ходов"}[form]
    return f"{n} move" if form == "one" else f"{n} moves"


def shortest_text(moves: int, result: Shortest | None, searching: bool = False) -> str:
    """The result line.  A minimum is named only when the search proved it; an unproven
    line is "a win in N moves exists", and only when it is shorter than the player's."""
    best = None if result is None else result.moves
    fields: dict[str, str | int] = {"moves": moves_phrase(moves)}
    if best is not None:
        fields.update(best=moves_phrase(best), best_n=best)
    if result is None or best is None:  # best is None whenever result is
        return t("h2h.shortest.searching" if searching else "h2h.shortest.won", **fields)
    if result.proven:
        if best >= moves:
            return t("h2h.shortest.perfect", **fields)
        return t("h2h.shortest.proven", **fields)
    if searching:
        return t("h2h.shortest.searching", **fields)
    if best < moves:
        return t("h2h.shortest.exists", **fields)
    return t("h2h.shortest.won", **fields)


class ShortestRunner:
    """One deal's search, advanced by :meth:`step` once per frame."""

    def __init__(self, number: int, clock=time.perf_counter, slice_seconds: float | None = SLICE_SECONDS,
                 max_nodes: int = APP_MAX_NODES) -> None:
        self.number = number
        self.search: ShortestWin | None = ShortestWin(Game.from_number(number), max_nodes)
        self._result: Shortest | None = None
        self._clock = clock
        self._slice_seconds = slice_seconds
        self.search.result()  # the set-up: tables and the solver's line (the first bound)
        #: Positions expanded by the last step (tests check the per-frame work).
        self.last_work = 0
        self._settle()

    @property
    def done(self) -> bool:
        return self._result is not None

    def _settle(self) -> None:
        """Once the search is over keep only its answer: its tables can be tens of MB."""
        if self.search is not None and self.search.done:
            self._result = self.search.result()
            self.search = None

    def step(self, nodes: int = NODES_PER_FRAME) -> int:
        """One frame's share: up to ``nodes`` positions (fewer once the slice's time is up).
        Returns the positions expanded."""
        search = self.search
        if search is None:
            self.last_work = 0
            return 0
        start = search.expanded
        deadline = None if self._slice_seconds is None else self._clock() + self._slice_seconds
        for _ in range(max(0, nodes)):
            search._slice(1)
            if search.done or (deadline is not None and self._clock() >= deadline):
                break
        self.last_work = search.expanded - start
        self._settle()
        return self.last_work

    def result(self) -> Shortest:
        """The answer, or the best known so far (proven or not) while the search runs."""
        if self.search is not None:
            return self.search.result()
        assert self._result is not None, "the search is dropped only once its answer is kept"
        return self._result

    def finish(self) -> Shortest:
        """Run to the end at once (tests and tools only: never in a frame)."""
        while self.search is not None:
            self.search._slice(1000)
            self._settle()
        return self.result()
