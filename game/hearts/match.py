"""A whole game of Hearts: hands dealt from one seed, passes, tricks, scores.

The match is a state machine driven by three actions (``submit_pass``, ``play``,
``start_next_hand``), all appended to an action log.  The game code plus the log
recreate the match exactly, which gives saves (``to_save``/``from_save``) and undo
(replay the log without South's last card) with no second copy of any rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from game.cards import Card
from game.rng import Rng
from game.safejson import NewerVersion

from .actions import (
    ACTION_TYPES,
    Action,
    CardLike,
    ClaimAction,
    IllegalMove,
    MoonAction,
    NextHandAction,
    PassAction,
    PlayAction,
    action_from_json,
    as_card,
)
from .bits import breaks_hearts
from .claim import CLAIM_BUDGET, CLAIM_REASON_TEXTS, Claim, ClaimCheck, check_claim, computer_claim
from .code import SEED_LIMIT, BadGameCode, format_code, parse_code
from .deal import (
    SOUTH,
    PassDirection,
    deal_hand,
    decision_seed,
    pass_direction,
    pass_source,
    sort_hand,
)
from .kinds import DecisionKind, Phase
from .legality import REASON_TEXTS, TWO_OF_CLUBS, Refusal, legal_cards, why_illegal
from .rules import JACK_OF_DIAMONDS_INDEX, MOON_SCORINGS, Moon, Rules
from .scoring import HandResult, game_outcome, moon_shooter, ranking, score_tricks, tricks_taken
from .trick import Trick
from .view import PlayerView, view_of

if TYPE_CHECKING:
    from .decision import Decision

#: The action log's records and the refusal are actions.py's; the match is where callers meet them.
__all__ = ["ACTION_TYPES", "Action", "CardLike", "ClaimAction", "IllegalMove", "Match", "MoonAction",
           "NextHandAction", "PassAction", "PlayAction", "SaveFromNewerVersion", "action_from_json"]

SAVE_FORMAT = "hearts-match"
SAVE_VERSION = 1
#: Longer than any real match's action log (a hand is 57 actions): a longer one is corrupt.
MAX_SAVED_ACTIONS = 20_000


#: A save written by a newer version of the game (one class for every saved document).
SaveFromNewerVersion = NewerVersion

class Match:
    """The game over many hands.

    Seat 0 is South (the person), then West, North, East in play order.
    """

    def __init__(self, seed: int, rules: Rules | None = None) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError("the seed must be an integer")
        if rules is not None and not isinstance(rules, Rules):
            raise ValueError("the rules must be a Rules value")
        self.seed = seed % SEED_LIMIT
        self.rules = rules if rules is not None else Rules()
        #: Every action so far, in order (the save's ``actions`` are their ``to_json()``).
        self.log: list[Action] = []
        self.scores: list[int] = [0, 0, 0, 0]
        self.history: list[HandResult] = []
        self.tie_continues = False
        self._game_over = False
        self._hand_start = 0
        self._begin_hand(1)

    # -- creation -----------------------------------------------------------
    @classmethod
    def single_hand(cls, seed: int, hand_number: int, rules: Rules | None = None) -> Match:
        """A match at the start of hand ``hand_number`` (its deal and pass direction), totals at zero.

        For arenas and tests of one hand.  Its code recreates hand 1, not this one.
        """
        m = cls(seed, rules)
        if hand_number != 1:
            m._begin_hand(hand_number)
        return m

    @classmethod
    def from_code(cls, code: str) -> Match:
        """A fresh match from a game code; raises BadGameCode."""
        seed, rules = parse_code(code)
        return cls(seed, rules)

    @property
    def code(self) -> str:
        return format_code(self.seed, self.rules)

    # -- the hand -------------------------------------------------------------
    def _begin_hand(self, number: int) -> None:
        self.hand_number = number
        self.pass_direction = pass_direction(number, self.rules.passing)
        self.dealt: list[list[Card]] = deal_hand(self.seed, number)
        self.hands: list[list[Card]] = [list(h) for h in self.dealt]
        self.passes: list[tuple[Card, ...] | None] = [None] * 4
        self.received: list[tuple[Card, ...]] = [()] * 4
        self.tricks: list[Trick] = []
        self.hearts_broken = False
        self.hand_points: list[int] = [0, 0, 0, 0]
        self.hand_result: HandResult | None = None
        self.scores_before_hand: tuple[int, ...] = tuple(self.scores)
        #: The claim that ended this hand, if one did (who, which, the cards then held).
        self.claimed: Claim | None = None
        if self.pass_direction == PassDirection.NONE:
            self._start_play()
        else:
            self.phase: Phase = Phase.PASS
            self.current_trick = Trick(self._holder_of_two_of_clubs())
            self.to_act: int | None = 0

    def _holder_of_two_of_clubs(self) -> int:
        for s in range(4):
            if TWO_OF_CLUBS in self.hands[s]:
                return s
        raise AssertionError("the two of clubs is always dealt")

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        leader = self._holder_of_two_of_clubs()
        self.current_trick = Trick(leader)
        self.to_act = leader

    @property
    def first_trick(self) -> bool:
        return not self.tricks

    @property
    def last_trick(self) -> Trick | None:
        return self.tricks[-1] if self.tricks else None

    @property
    def cards_played(self) -> int:
        return 4 * len(self.tricks) + len(self.current_trick.cards)

    @property
    def awaiting_pass(self) -> list[int]:
        """Seats that have not yet chosen their three cards (pass phase only)."""
        if self.phase != Phase.PASS:
            return []
        return [s for s in range(4) if self.passes[s] is None]

    # -- questions --------------------------------------------------------------
    def legal(self, seat: int) -> list[Card]:
        """What ``seat`` may play now (any card of the hand while choosing a pass)."""
        if self.phase == Phase.PASS and self.passes[seat] is None:
            return list(self.hands[seat])
        if self.phase != Phase.PLAY or seat != self.to_act:
            return []
        return legal_cards(
            self.hands[seat],
            self.current_trick.cards,
            self.hearts_broken,
            self.first_trick,
            self.rules,
        )

    def why_illegal(self, seat: int, card: CardLike) -> Refusal | None:
        """None when ``seat`` may play ``card`` now, else why not."""
        c = as_card(card)
        if self.phase != Phase.PLAY or seat != self.to_act:
            return Refusal.NOT_YOUR_TURN
        return why_illegal(
            c,
            self.hands[seat],
            self.current_trick.cards,
            self.hearts_broken,
            self.first_trick,
            self.rules,
        )

    # -- actions -----------------------------------------------------------------
    def submit_pass(self, seat: int, cards: Iterable[CardLike]) -> None:
        """Choose ``seat``'s three cards; the exchange happens once all four chose."""
        if self.phase != Phase.PASS:
            raise IllegalMove("no passing now", Refusal.NOT_YOUR_TURN)
        if seat not in range(4):
            raise IllegalMove(f"no seat {seat!r}")
        if self.passes[seat] is not None:
            raise IllegalMove("this seat has already chosen its cards", Refusal.NOT_YOUR_TURN)
        chosen = [as_card(c) for c in cards]
        if len(chosen) != 3 or len(set(chosen)) != 3:
            raise IllegalMove("pass exactly three different cards")
        for c in chosen:
            if c not in self.hands[seat]:
                raise IllegalMove(f"{c} is not in the hand", Refusal.NOT_IN_HAND)
        passed = tuple(sort_hand(chosen))
        self.passes[seat] = passed
        self.log.append(PassAction(seat, passed))
        if any(p is None for p in self.passes):
            self.to_act = next(s for s in range(4) if self.passes[s] is None)
            return
        for s, given in enumerate(self.passes):
            assert given is not None  # every seat has passed
            self.hands[s] = [c for c in self.hands[s] if c not in given]
        for s in range(4):
            got = self.passes[pass_source(s, self.pass_direction)]
            assert got is not None
            self.received[s] = got
            self.hands[s] = sort_hand(self.hands[s] + list(got))
        self._start_play()

    def play(self, seat: int, card: CardLike) -> Trick | None:
        """Play a card; returns the trick if this card completed one."""
        c = as_card(card)
        if self.phase != Phase.PLAY:
            raise IllegalMove("no card can be played now", Refusal.NOT_YOUR_TURN)
        if seat != self.to_act:
            raise IllegalMove(REASON_TEXTS[Refusal.NOT_YOUR_TURN], Refusal.NOT_YOUR_TURN)
        reason = self.why_illegal(seat, c)
        if reason is not None:
            raise IllegalMove(f"{c}: {REASON_TEXTS[reason]}", reason)
        self.log.append(PlayAction(seat, c))
        return self._lay(seat, c)

    def _lay(self, seat: int, c: Card) -> Trick | None:
        """A legal card on the table (the log entry is the caller's)."""
        self.hands[seat].remove(c)
        if breaks_hearts(c.index):
            self.hearts_broken = True
        trick = self.current_trick.with_card(c)
        if not trick.complete:
            self.current_trick = trick
            self.to_act = trick.next_seat
            return None
        winner = trick.winner
        assert winner is not None
        self.tricks.append(trick)
        self.hand_points[winner] += trick.points
        self.current_trick = Trick(winner)
        self.to_act = winner
        if len(self.tricks) == 13:
            self._finish_hand()
        return trick

    def check_claim(self, seat: int, budget: int | None = None) -> ClaimCheck:
        """Would ``seat``'s claim of the rest of the hand hold now (see game.hearts.claim)?"""
        return check_claim(self, seat, CLAIM_BUDGET if budget is None else budget)

    def claim(self, seat: int) -> ClaimCheck:
        """``seat`` claims the rest of the hand; the engine plays the claimed line out and scores it.

        Refused (IllegalMove with the reason) unless the rest is decided.
        """
        if seat not in range(4):
            raise IllegalMove(f"no seat {seat!r}")
        check = self.check_claim(seat)
        if not check.ok:
            assert check.reason is not None
            raise IllegalMove(CLAIM_REASON_TEXTS[check.reason], check.reason)
        self.log.append(ClaimAction(seat))
        self.claimed = Claim.at(self, check)
        for card in check.line:
            assert self.to_act is not None
            self._lay(self.to_act, card)
        assert self.phase in (Phase.HAND_OVER, Phase.GAME_OVER, Phase.MOON_CHOICE)
        return check

    def computer_claim(self, seat: int) -> ClaimCheck | None:
        """A computer seat's claim, made when its rest is decided and claiming costs it nothing.

        See game.hearts.claim.computer_claim; None (nothing done) otherwise.
        """
        check = computer_claim(self, seat)
        return self.claim(seat) if check is not None else None

    def _finish_hand(self, moon_scoring: Moon | None = None) -> None:
        if moon_scoring is None and self.rules.moon == Moon.CHOICE and moon_shooter(self.hand_points) is not None:
            # the shooter chooses how the moon scores before the hand is scored
            self.phase = Phase.MOON_CHOICE
            self.to_act = moon_shooter(self.hand_points)
            return
        result = score_tricks(self.hand_points, self.rules, self.tricks, moon_scoring)
        self.hand_result = result
        self.history.append(result)
        self.scores = [a + b for a, b in zip(self.scores, result.scores, strict=True)]
        over, tie = game_outcome(self.scores, self.rules)
        self._game_over = over
        self.tie_continues = tie
        self.phase = Phase.GAME_OVER if over else Phase.HAND_OVER
        self.to_act = None

    def choose_moon(self, seat: int, scoring: str) -> None:
        """The shooter's choice of how the moon scores; then the hand is scored.

        ``add_to_others`` or ``subtract_from_shooter`` (rules with moon = shooter_choice).
        """
        if self.phase != Phase.MOON_CHOICE:
            raise IllegalMove("there is no moon to score now", Refusal.NOT_YOUR_TURN)
        if seat != self.to_act:
            raise IllegalMove("only the shooter chooses how the moon scores", Refusal.NOT_YOUR_TURN)
        if scoring not in MOON_SCORINGS:
            raise IllegalMove(f"the moon scores {' or '.join(MOON_SCORINGS)}, not {scoring!r}")
        self.log.append(MoonAction(seat, Moon(scoring)))
        self._finish_hand(Moon(scoring))

    @property
    def points_so_far(self) -> list[int]:
        """What each seat's tricks of this hand are worth so far under the rules.

        Its penalty points, and J♦ when it counts; the moon and the no-trick bonus are
        settled only when the hand is scored.
        """
        pts = list(self.hand_points)
        if self.rules.jack_of_diamonds:
            jack = tricks_taken(self.tricks)[1]
            if jack is not None:
                pts[jack] += self.rules.card_points[JACK_OF_DIAMONDS_INDEX]
        return pts

    @property
    def moon_shooter(self) -> int | None:
        """The seat that took every penalty point of this hand, once it is over; else None.

        Also while the shooter is choosing how the moon scores.
        """
        if len(self.tricks) < 13:
            return None
        return moon_shooter(self.hand_points)

    def start_next_hand(self) -> None:
        if self.phase != Phase.HAND_OVER:
            raise IllegalMove("the hand is not over" if self.phase != Phase.GAME_OVER else "the game is over")
        self.log.append(NextHandAction())
        self._hand_start = len(self.log)
        self._begin_hand(self.hand_number + 1)

    # -- the end of the game -----------------------------------------------------
    @property
    def game_over(self) -> bool:
        return self._game_over

    @property
    def ranking(self) -> list[int]:
        """Seats from lowest total to highest (the standings at any time)."""
        return ranking(self.scores)

    @property
    def winner(self) -> int | None:
        return self.ranking[0] if self._game_over else None

    # -- the players -------------------------------------------------------------
    def view(self, seat: int) -> PlayerView:
        """What a person in ``seat`` may know; the only input of computer players."""
        return view_of(self, seat)

    def decision_rng(self, seat: int) -> Rng:
        """The random stream for ``seat``'s next computer decision (fixed by position)."""
        return Rng(
            decision_seed(self.seed, self.hand_number, seat, self.cards_played, self.phase)
        )

    def apply(self, seat: int, decision: Decision) -> Trick | None:
        """Carry out a computer player's Decision (made from ``view(seat)`` and ``decision_rng(seat)``)."""
        if decision.kind == DecisionKind.MOON:
            self.choose_moon(seat, decision.moon)
            return None
        if decision.kind == DecisionKind.PASS:
            self.submit_pass(seat, decision.cards)
            return None
        return self.play(seat, decision.card)

    # -- undo ----------------------------------------------------------------------
    def _last_human_play_index(self) -> int | None:
        for i in range(len(self.log) - 1, self._hand_start - 1, -1):
            a = self.log[i]
            if isinstance(a, PlayAction) and a.seat == SOUTH:
                return i
        return None

    @property
    def can_undo(self) -> bool:
        return self._last_human_play_index() is not None

    def undone(self) -> Match | None:
        """This match with South's last card of this hand, and every card after it, taken back.

        A new match, replayed from the game code and the log before that card (what the
        table's Undo shows); None when South has not played in this hand.
        """
        i = self._last_human_play_index()
        return None if i is None else Match.replay(self.seed, self.rules, self.log[:i])

    def undo_last_human_play(self) -> bool:
        """:meth:`undone` in place: this match takes the state of the match it returns.

        Returns False (changing nothing) when South has not played in this hand.
        """
        rebuilt = self.undone()
        if rebuilt is None:
            return False
        self._restore(rebuilt)
        return True

    #: A match's whole state: every attribute ``__init__`` and the hand set (a test
    #: checks the list against the instance), which is what :meth:`_restore` copies.
    _STATE = ("seed", "rules", "log", "scores", "history", "tie_continues", "_game_over", "_hand_start",
              "hand_number", "pass_direction", "dealt", "hands", "passes", "received", "tricks",
              "hearts_broken", "hand_points", "hand_result", "scores_before_hand", "claimed", "phase",
              "current_trick", "to_act")

    def _restore(self, other: Match) -> None:
        """Take ``other``'s state (each attribute of ``_STATE``; ``other`` is then not used again)."""
        for name in self._STATE:
            setattr(self, name, getattr(other, name))

    # -- restart ---------------------------------------------------------------------
    @property
    def hand_in_progress(self) -> bool:
        """Has anything of this hand happened yet (a pass or a card)?"""
        return len(self.log) > self._hand_start

    def restarted_hand(self) -> Match:
        """This match back at the start of the current hand: the same cards dealt again.

        The totals are as they were before it (the action log replayed up to the hand).
        """
        return Match.replay(self.seed, self.rules, self.log[:self._hand_start])

    def restarted_game(self) -> Match:
        """The same game from its first deal: the game code with no actions."""
        return Match(self.seed, self.rules)

    # -- saving ----------------------------------------------------------------------
    @property
    def actions(self) -> list[list[Any]]:
        """The action log as the save writes it: a new list of each action's JSON list."""
        return [a.to_json() for a in self.log]

    def do(self, action: Action) -> Trick | None:
        """Take one logged action again (raises IllegalMove where the rules refuse it)."""
        match action:
            case PassAction(seat, cards):
                self.submit_pass(seat, cards)
            case PlayAction(seat, card):
                return self.play(seat, card)
            case MoonAction(seat, scoring):
                self.choose_moon(seat, scoring)
            case ClaimAction(seat):
                self.claim(seat)
            case NextHandAction():
                self.start_next_hand()
        return None

    @classmethod
    def replay(cls, seed: int, rules: Rules, actions: Sequence[Any]) -> Match:
        """Rebuild a match from its seed, rules and action log (raises IllegalMove).

        ``actions``: records, or their JSON lists (each read with :func:`action_from_json`).
        """
        m = cls(seed, rules)
        for a in actions:
            m.do(action_from_json(a))
        return m

    def to_save(self) -> dict[str, Any]:
        """A JSON-able document recreating this match exactly."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "code": self.code,
            "actions": self.actions,
        }

    @classmethod
    def from_save(cls, data: Any) -> Match:
        """The match a save describes; ValueError (never anything else) when corrupt."""
        try:
            if not isinstance(data, dict):
                raise ValueError("a save is an object")
            if data.get("format") != SAVE_FORMAT:
                raise ValueError("not a Hearts save")
            version = data.get("version")
            if type(version) is int and version > SAVE_VERSION:
                raise SaveFromNewerVersion(
                    f"a save of version {version}, newer than this game's {SAVE_VERSION}")
            if type(version) is not int or version != SAVE_VERSION:
                raise ValueError(f"unsupported save version {version!r}")
            code: Any = data.get("code")
            seed, rules = parse_code(code)
            actions = data.get("actions")
            if not isinstance(actions, list):
                raise ValueError("the save has no action list")
            if len(actions) > MAX_SAVED_ACTIONS:
                raise ValueError(f"the action log is longer than {MAX_SAVED_ACTIONS}")
            return cls.replay(seed, rules, actions)
        except SaveFromNewerVersion:
            raise
        except BadGameCode as e:
            raise ValueError(f"corrupt save: {e}") from None
        except ValueError as e:
            raise ValueError(f"corrupt save: {e}") from None
        except Exception as e:  # a corrupt document must never crash the game
            raise ValueError(f"corrupt save: {type(e).__name__}: {e}") from None

    def __repr__(self) -> str:
        return f"<Match {self.code} hand {self.hand_number} {self.phase}>"
