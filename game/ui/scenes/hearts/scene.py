"""The Hearts table: the person (South) against three computer players.

Everything the table decides is asked of ``game.hearts``: what is legal and why not,
whose turn it is, who took a trick, the hand's scores (moon included), when the game
ends and the tie rule.  The scene only turns taps into engine actions, paces the
computer players (their ``think`` generators advance a few milliseconds per frame, so
the screen never freezes) and moves the card sprites towards the engine's state.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.cards import Card
from game.hearts import Match
from game.hearts.claim import Claim, ClaimCheck, claim_not_allowed
from game.hearts.deal import PassDirection, pass_target
from game.hearts.decision import Decision
from game.hearts.kinds import DecisionKind, Phase
from game.hearts.teaching import saved as saved_hearts
from game.hearts.trick import Trick
from game.i18n import t
from game.rng import seed_from_clock
from game.ui.scene import DEFAULT_SHORTCUTS, Scene, register_scene
from game.ui.scenes.hearts import review as review_mod
from game.ui.scenes.hearts import strings  # noqa: F401  (registers the table's words)
from game.ui.scenes.hearts.analysis_screen import AnalysisScreen, analysis_state, for_table
from game.ui.scenes.hearts.claim_view import CLAIM_SECONDS, Claims, draw_claim, draw_tracker
from game.ui.scenes.hearts.computer_turns import ComputerTurns, Purpose, Thinker
from game.ui.scenes.hearts.hand_keys import HAND_ARROWS, HandKeys, hint_focus, playable_targets
from game.ui.scenes.hearts.layout import SOUTH, HeartsLayout, device_layout
from game.ui.scenes.hearts.new_deals import (
    MoonAnswer,
    NewGameAnswer,
    RestartAnswer,
    can_restart_hand,
    moon_dialog,
    new_game_dialog,
    restart_dialog,
    rules_from_settings,
    would_lose_anything,
)
from game.ui.scenes.hearts.panels import Panel
from game.ui.scenes.hearts.playing import pass_source_of, record_hand, toggle_pass
from game.ui.scenes.hearts.table_panels import TablePanels
from game.ui.scenes.hearts.table_script import script_state
from game.ui.scenes.hearts.table_sprites import TableSprites
from game.ui.scenes.hearts.table_state import TURN, ForClaim, ForCollect, ForTrick, NoteOnShow, Refusal, Waiting
from game.ui.scenes.hearts.table_view import (
    HeartsTableView,
    Note,
    choosing_pass,
    play_turn,
    received_cards,
    table_view,
)
from game.ui.sprites import CardLook, CardSprite, hearts_look
from game.ui.widgets import Button

SAVE_PURPOSE = "game.hearts"
SAVE_VERSION = 1
#: Seconds a refusal or an undo note stays in the status line.
NOTE_SECONDS = 2.6
#: A pass hint beside the player's own choice says so a while longer (two sets of cards to read).
HINT_NOTE_SECONDS = 6.0
#: Seconds the "no passing" announcement is shown before the first card of that hand.
HOLD_PAUSE = 1.6


#: The table's kinds of button (``Button.font_kind``): each kind's labels share one size
#: (the largest at which all of them fit), so «Прошлая взятка» is never smaller than «Счёт».
BUTTON_KINDS = {"hearts:bar": ("menu", "new", "restart", "scores", "last"),
                "hearts:play": ("hint", "undo", "claim")}


@register_scene("hearts")
class HeartsScene(Scene):
    """The table's controller: its life cycle, the buttons, what the moment allows
    (:attr:`waiting`, what the table waits for), the clock, taps and keys, the drawing and
    the script state.  It holds the helpers it uses: the card sprites (:class:`TableSprites`),
    the computer seats' thinking (:class:`ComputerTurns`), the claims' searches
    (:class:`Claims`) and the keys in the hand (:class:`HandKeys`).  Its panels and
    questions are modal screens on the app's stack (:class:`.panels.Panel`, the dialogs of
    :mod:`.new_deals`): each hands back what closed it and the table goes on from there."""

    #: Keys (listed in the rules' Keys section): P passes, S scores, L last trick, R restart.
    shortcuts = {**DEFAULT_SHORTCUTS, pygame.K_p: "button:confirm", pygame.K_s: "button:scores",
                 pygame.K_l: "button:last_trick", pygame.K_r: "button:restart", pygame.K_c: "button:claim"}

    def __init__(self, app, code: str | None = None, **params: Any) -> None:
        super().__init__(app, **params)
        self.code_param = code
        self.L: HeartsLayout = device_layout(self.app.metrics)
        self.match: Match = None  # type: ignore[assignment]
        #: What the table waits for (a trick on show, its flight, a claim on show, a turn).
        self.waiting: Waiting = TURN
        self.table = TableSprites(self.tweens)
        self.turns = ComputerTurns(lambda: self.app.settings.get("hearts.level"))
        self.claims = Claims()
        self.keys = HandKeys(self.focus_order, self.hand_sprites)
        self.raised: list[Card] = []
        self.hint_cards: list[Card] = []
        #: The table's panels and hand review on the app's screen stack.
        self.panels = TablePanels(self.app, lambda: self.match, lambda: self.card_look, esc=self.cancel_claim_check,
                                  shortcuts=self.shortcuts, save=self.save, next_hand=self.next_hand,
                                  new_game=self.new_game, on_open=self._forget_hint)
        #: The last refusal, for ``state()``.
        self.message: Refusal | None = None
        #: The no-passing hand's announcement is on show (until its first card).
        self.hold = False
        self.trick_sprites: list[CardSprite] = []
        #: A short line shown in place of the status for a few seconds (a refusal, undo).
        self.note_shown: NoteOnShow | None = None
        #: What the table showed when it was last drawn, with its buttons' faces: a frame
        #: whose view differs is drawn again (no change of the state needs to ask for it).
        self._drawn: tuple[HeartsTableView, tuple] | None = None

    # -- what the table waits for, as the drawing and the script read it -------------------
    @property
    def panel(self) -> Panel | review_mod.ReviewPanel | None:
        """The table's panel or review open over it (the table waits meanwhile)."""
        return self.panels.current

    def _forget_hint(self) -> None:
        self.hint_cards = []

    @property
    def sprites(self) -> dict[Card, CardSprite]:
        return self.table.sprites

    @property
    def card_look(self) -> CardLook:
        """How this table's card faces are painted: four colours if the player asked."""
        return hearts_look(self.app.settings)

    @property
    def shown(self) -> Trick | None:
        """A finished trick still on the table."""
        return self.waiting.trick if isinstance(self.waiting, ForTrick) else None

    @property
    def shown_left(self) -> float | None:
        """Its remaining seconds (None: until a tap)."""
        return self.waiting.left if isinstance(self.waiting, ForTrick) else None

    @property
    def collecting(self) -> list[CardSprite]:
        """The cards flying to the trick's taker."""
        return list(self.waiting.sprites) if isinstance(self.waiting, ForCollect) else []

    @property
    def claim_shown(self) -> Claim | None:
        """A claim on show (the claimer's cards in the middle, a tween's wait long)."""
        return self.waiting.claim if isinstance(self.waiting, ForClaim) else None

    @property
    def claim_check(self) -> Thinker[ClaimCheck] | None:
        """South's claim being checked."""
        return self.claims.check

    @property
    def thinker(self) -> Thinker[Decision] | None:
        """A computer seat's decision in progress."""
        return self.turns.thinker

    @property
    def hint_thinker(self) -> Thinker[Decision] | None:
        """The hint being looked for."""
        return self.turns.hint_thinker

    # -- life cycle ---------------------------------------------------------------------
    def enter(self) -> None:
        self.table.make(self.L.card_w, self.L.card_h, self.card_look)
        self.build()
        if self.code_param:  # "Deal by code" with a Hearts game code: replay that game
            self.start(Match.from_code(self.code_param))
            self.show_note(t("hearts.new.started", code=self.match.code))
            return
        # An unusable save is kept aside by storage, and the app tells the player.
        match = self.app.storage.load(SAVE_PURPOSE, SAVE_VERSION, validate=saved_hearts.validate)
        if match is None:
            self.start(Match(seed_from_clock(), rules_from_settings(self.app.settings)))
        else:
            self.start(match, resumed=True)

    def leave(self) -> None:
        self.cancel_claim_check()
        self.save()

    def save(self) -> None:
        if self.match is None:
            return
        if self.match.game_over:
            self.app.storage.delete(SAVE_PURPOSE, guard=True)
        else:
            self.app.storage.save(SAVE_PURPOSE, SAVE_VERSION, saved_hearts.to_document(self.match),
                                  guard=True)

    def start(self, match: Match, resumed: bool = False) -> None:
        """Show ``match`` from scratch (a new game, a resumed one, after undo)."""
        self.match = match
        self.raised = []
        self.hint_cards = []
        self.turns.reset(self.app.settings.computer_delay)
        self.waiting = TURN
        self.panels.drop()
        self.message = None
        self.cancel_claim_check()
        self.tweens.finish_all()
        self.turns.wait = self.app.settings.computer_delay
        self.table.hide_all()
        self.trick_sprites = []
        if match.phase == Phase.HAND_OVER or match.game_over:
            self.panels.show("sheet" if not match.game_over else "ranking")
        self._begin_hand_view(animate=False)
        self.layout(animate=False)
        self.build()
        self.save()

    def _begin_hand_view(self, animate: bool) -> None:
        m = self.match
        self.hold = m.pass_direction == PassDirection.NONE and m.phase == Phase.PLAY and m.cards_played == 0
        if self.hold and animate:
            # Let the announcement be read before anyone plays.
            self.turns.wait = max(self.turns.wait, HOLD_PAUSE)
        self.trick_sprites = [self.sprites[c] for c in m.current_trick.cards]

    # -- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        B = self.L.buttons
        self.buttons = {
            "menu": Button("button:menu", lambda: "← " + t("button.menu"), B["menu"][0],
                           self.menu_pressed, size=B["menu"][1]),
            "new": Button("button:new", "button.new", B["new"][0], self.ask_new_game, size=B["new"][1]),
            "restart": Button("button:restart", "hearts.button.restart", B["restart"][0],
                              self.ask_restart, size=B["restart"][1]),
            "scores": Button("button:scores", "hearts.button.scores", B["scores"][0],
                             self.panels.sheet, size=B["scores"][1]),
            "last": Button("button:last_trick", "hearts.button.last_trick", B["last"][0],
                           self.panels.last_trick, size=B["last"][1]),
            "hint": Button("button:hint", self._hint_label, B["hint"][0], self.hint, size=B["hint"][1]),
            "undo": Button("button:undo", "button.undo", B["undo"][0], self.undo, size=B["undo"][1]),
            "claim": Button("button:claim", self._claim_label, B["claim"][0], self.claim,
                            size=B["claim"][1]),
            "confirm": Button("button:confirm", self._pass_label, B["confirm"][0],
                              self.confirm_pass, primary=True, size=B["confirm"][1]),
        }
        for kind, keys in BUTTON_KINDS.items():  # one label size per kind, wherever they sit
            for key in keys:
                self.buttons[key].font_kind = kind
        self.widgets = list(self.buttons.values())
        self.panels.relayout()

    def relayout(self) -> None:
        """A new layout kind: the same table (hand, raised cards, trick, open panel) placed
        again; cards on their way have landed (the frame finished the tweens)."""
        self.L = device_layout(self.app.metrics)
        self.table.resize(self.L.card_w, self.L.card_h)  # compact: bigger cards (as big as the height allows)
        self.build()
        if self.match is not None:
            self.layout(animate=False)

    def menu_pressed(self) -> None:
        """The Menu button: back, as Esc goes (a claim being checked is dropped on the way,
        where Esc would only stop it, or close a claim's answer)."""
        self.cancel_claim_check()
        self.app.go("menu")

    def _claim_label(self) -> str:
        return t("hearts.claim.cancel" if self.claim_check is not None else "hearts.button.claim")

    def _pass_label(self) -> str:
        return t("hearts.pass.button", n=len(self.raised))

    def _hint_label(self) -> str:
        """Hint; Why? once the hint is on show (pressed again: what Hard sees)."""
        return t("hearts.button.why" if self._why_ready() else "button.hint")

    def _why_ready(self) -> bool:
        """The hint is on show and nothing else is being answered (a claim asked for is
        checked first, as it is before a lone card plays itself): Why? opens the analysis."""
        return bool(self.hint_cards) and self.claim_check is None

    def _set_buttons(self) -> None:
        """The buttons' faces from the state now (shown, usable)."""
        m = self.match
        passing = self.choosing_pass()
        b = self.buttons
        b["confirm"].visible = passing
        b["confirm"].enabled = passing and len(self.raised) == 3
        b["undo"].enabled = m.phase == Phase.PLAY and m.can_undo and self.panel is None
        b["hint"].enabled = self.panel is None and (passing or self.south_to_play())
        b["last"].enabled = m.last_trick is not None
        b["claim"].visible = m.phase == Phase.PLAY and self.claim_shown is None
        b["claim"].enabled = self.can_press_claim()
        b["new"].enabled = True
        b["restart"].enabled = would_lose_anything(m, self.raised)

    @property
    def view(self) -> HeartsTableView | None:
        """What the table shows now, made from its state whenever it is read (the drawing,
        the hit-testing and ``state``), so nothing can show a state gone by; the buttons'
        faces are set from the same state.  ``None`` before a match is set."""
        return self._view(tracker=self.app.settings.get("hearts.card_tracker"))

    def _view(self, tracker: bool) -> HeartsTableView | None:
        """The view, with the card tracker's facts or without (they follow the cards played,
        which the rest of the view shows: a frame compares views without them)."""
        if self.match is None or not hasattr(self, "buttons"):
            return None
        self._set_buttons()
        return table_view(
            self.match, idle=self._idle(), panel_open=self.panel is not None, thinking=self.thinker is not None,
            hinting=self.hint_thinker is not None, shown=self.shown, until_tap=self.shown_left is None,
            raised=self.raised, hint=self.hint_cards, announce="hold" if self.hold else None,
            note=Note(self.note_shown.text, self.note_shown.kind) if self.note_shown is not None else None,
            hand=self.hand_sprites(), trick=self.trick_sprites, collecting=self.collecting,
            widgets=self.widgets, claim=self.claim_shown, tracker=tracker)

    def _faces(self, view: HeartsTableView) -> tuple[HeartsTableView, tuple]:
        """The view with what its buttons show (their label, whether shown and usable)."""
        return view, tuple((b.text, b.visible, b.enabled) for b in self.widgets)

    # -- questions about the moment -----------------------------------------------------
    def choosing_pass(self) -> bool:
        return choosing_pass(self.match, self.panel is not None)

    def _idle(self) -> bool:
        """The table waits on nothing of its own: no finished trick on show, no panel, no flight."""
        return self.shown is None and self.panel is None and not self.collecting

    def south_to_play(self) -> bool:
        return play_turn(self.match, self._idle()) == SOUTH

    def received_cards(self) -> list[Card]:
        """Highlighted from the exchange until South's first card of the hand."""
        return list(received_cards(self.match))

    def would_lose_anything(self) -> bool:
        """Is there play a new deal would throw away?  Only then do New game and Restart ask."""
        return would_lose_anything(self.match, self.raised)

    def can_press_claim(self) -> bool:
        """Claim may be pressed (or, while a claim is checked, its Cancel)."""
        if self.claim_check is not None:
            return True
        return self.south_to_play() and claim_not_allowed(self.match, SOUTH) is None

    def busy(self) -> bool:
        if self.tweens.busy or isinstance(self.waiting, ForCollect):
            return True
        if self.panel is not None:
            return self.panels.review is not None and self.panels.review.grading
        if self.hint_thinker is not None:
            return True
        if isinstance(self.waiting, ForTrick):
            return self.waiting.left is not None
        m = self.match
        if m.phase == Phase.PASS:
            return m.passes[SOUTH] is not None
        if m.phase == Phase.PLAY:
            return m.to_act != SOUTH or self._auto_card() is not None
        if m.phase == Phase.MOON_CHOICE:
            return m.to_act != SOUTH  # a computer shooter is about to choose
        return False

    def working(self) -> bool:
        """A claim is being checked (input is answered meanwhile: Cancel, Esc, a card); one
        waiting behind a panel is not: the app rests until the panel closes."""
        return self.claim_check is not None and self.panel is None

    def _auto_card(self) -> Card | None:
        if not self.app.settings.get("hearts.auto_play_single") or not self.south_to_play():
            return None
        if self.claim_check is not None:  # the player asked for a claim: that answer first
            return None
        legal = self.match.legal(SOUTH)
        return legal[0] if len(legal) == 1 else None

    def show_note(self, line: str, seconds: float = NOTE_SECONDS, kind: str = "info") -> None:
        self.note_shown = NoteOnShow(line, kind, seconds)

    @property
    def note(self) -> str | None:
        """The note's words on show (``None``: the status line shows)."""
        return self.note_shown.text if self.note_shown is not None else None

    @property
    def note_kind(self) -> str:
        return self.note_shown.kind if self.note_shown is not None else "info"

    def _end_note(self, text: str | None = None) -> None:
        """The note goes (only if it says ``text``, when given)."""
        if text is None or self.note == text:
            self.note_shown = None

    # -- the clock ----------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        changed = False
        if self.note_shown is not None:
            self.note_shown = self.note_shown.after(dt)
            changed = self.note_shown is None
        if self.claim_step():
            changed = True
        changed = self._advance(dt) or changed
        view = self._view(tracker=False)
        if view is not None and self._drawn != self._faces(view):
            changed = True  # the state moved on since the picture was drawn
        return changed

    def _advance(self, dt: float) -> bool:
        """A frame of the table's own pace: the hint's search, a trick's pause, a computer
        seat's decision, a single legal card played by itself."""
        if self.match is None or self.panel is not None or isinstance(self.waiting, ForCollect):
            return False
        if self.hint_thinker is not None:
            done, decision = self.turns.hint_step()
            if done:
                self._hint_ready(decision)
            return done
        if isinstance(self.waiting, ForTrick):
            if self.waiting.left is not None:
                left = self.waiting.left - dt
                self.waiting = ForTrick(self.waiting.trick, left)
                if left <= 0:
                    self.collect_trick()
                    return True
            return False
        m = self.match
        if m.phase == Phase.MOON_CHOICE:
            return self._moon_step(dt)
        if m.phase == Phase.PASS and m.passes[SOUTH] is not None:
            return self._computer_step(dt, Purpose.PASS)
        if m.phase == Phase.PLAY:
            if m.to_act != SOUTH:
                return self._computer_step(dt, Purpose.PLAY)
            card = self._auto_card()
            if card is not None:
                self.turns.wait -= dt
                if self.turns.wait <= 0:
                    self.play_south(card)
                    return True
        return False

    def _computer_step(self, dt: float, purpose: Purpose) -> bool:
        m = self.match
        seat = m.to_act
        if seat is None or seat == SOUTH:
            return False
        if not self.turns.thinking(seat, purpose):
            if purpose == Purpose.PLAY:
                claimed = self.look_for_claim(seat)  # first: does it claim the rest?
                if claimed is None:
                    self.turns.wait -= dt
                    return False
                if claimed:
                    return True
            self.turns.begin(m, seat, purpose)
        decision = self.turns.advance(dt, paced=purpose == Purpose.PLAY)
        if decision is None:
            return False
        if decision.kind == DecisionKind.PASS:
            m.submit_pass(seat, decision.cards)
            if m.phase == Phase.PLAY:
                self._exchange_done()
            self.save()
            return True
        self._after_play(seat, decision.card, m.play(seat, decision.card))
        return True

    def _moon_step(self, dt: float) -> bool:
        """A moon under the shooter's-choice rule: South is asked (a small dialog, once no
        other dialog is open); a computer shooter chooses (its player's decision) after its delay."""
        m = self.match
        seat = m.to_act
        if self.claim_shown is not None:
            return False  # a claim that made the moon: its cards are on show first
        if seat == SOUTH:
            if self.app.dialog is None:
                self.ask_moon()
                return True
            return False
        if seat is None:
            self.turns.wait -= dt
            return False
        scoring = self.turns.moon(m, seat, dt)
        if scoring is None:
            return False
        self.moon_chosen(seat, scoring)
        return True

    # -- the person's play --------------------------------------------------------------
    def tap_card(self, card: Card) -> None:
        m = self.match
        if card not in m.hands[SOUTH]:
            return
        if self.choosing_pass():
            self.raised = toggle_pass(self.raised, card)
            self.message = None
            self.app.sound.play("card")
            self.layout(animate=True)
            return
        if m.phase != Phase.PLAY:
            return
        reason = m.why_illegal(SOUTH, card)
        if reason is not None:
            text_ = t(f"hearts.reason.{reason}")
            self.message = Refusal(reason, text_, str(card))
            self.show_note(text_, kind="error")
            return
        self.play_south(card)

    def play_south(self, card: Card) -> None:
        self.message = None
        self._end_note()
        self.hint_cards = []
        trick = self.match.play(SOUTH, card)
        self._after_play(SOUTH, card, trick)

    def _after_play(self, seat: int, card: Card, trick: Trick | None) -> None:
        m = self.match
        self.hold = False
        self.app.sound.play("card")
        self.trick_sprites.append(self.table.played(self.L, seat, card))
        self.turns.wait = self.app.settings.computer_delay
        if trick is not None:
            self.waiting = ForTrick(trick, self.app.settings.trick_pause)
            if m.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                self._record_hand()  # (a moon at the shooter's choice: once chosen)
        self.layout(animate=True)
        self.save()

    def _record_hand(self) -> None:
        record_hand(self.app.stats, self.app.settings.get("hearts.level"), self.match)

    def collect_trick(self) -> None:
        """The trick on show goes to its taker (then the hand's summary, if it was the last)."""
        if not isinstance(self.waiting, ForTrick):
            return
        winner = self.waiting.trick.winner
        assert winner is not None
        sprites = list(self.trick_sprites)
        self.trick_sprites = []
        self.waiting = ForCollect(tuple(sprites))
        self.app.sound.play("trick")
        self.turns.wait = self.app.settings.computer_delay

        def done() -> None:
            self.waiting = TURN
            if self.match.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                self.panels.open("summary")
            else:
                self.layout(animate=True)  # South may lead now: dim what may not be led

        self.table.collect(self.L, winner, sprites, done)

    def confirm_pass(self) -> None:
        if not self.choosing_pass() or len(self.raised) != 3:
            return
        chosen = list(self.raised)
        self.raised = []
        self.hint_cards = []
        self.message = None
        self.match.submit_pass(SOUTH, chosen)
        self.table.send(self.L, chosen, pass_target(SOUTH, self.match.pass_direction))
        self.turns.wait = 0.0
        self.layout(animate=True)
        self.save()

    def _exchange_done(self) -> None:
        m = self.match
        self.table.receive(self.L, list(m.received[SOUTH]), pass_source_of(m, SOUTH))
        self.turns.wait = self.app.settings.computer_delay
        self.layout(animate=True)

    def undo(self) -> None:
        m = self.match
        if m.phase != Phase.PLAY or not m.can_undo or self.panel is not None:
            self.show_note(t("hearts.undo.none"))
            return
        self.start(m.undone() or m)
        self.show_note(t("hearts.undo.done"), kind="undo")

    # -- the sprites --------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        """Move every sprite towards what the engine says (hand, trick, flags)."""
        m = self.match
        legal = set(m.legal(SOUTH)) if self.south_to_play() else None
        trick = self.shown if self.shown is not None else m.current_trick
        self.trick_sprites = self.table.place(self.L, m, trick, raised=self.raised, hints=self.hint_cards,
                                              legal=legal, animate=animate)
        self.app.invalidate()

    def hand_sprites(self) -> list[CardSprite]:
        return self.table.hand_sprites(self.match)

    # -- the hint -----------------------------------------------------------------------
    def hint(self) -> None:
        """Look for the hint (the coach's evaluation of South's moment); once it is on show,
        Why?: what Hard sees at the moment, every choice with its expected points
        (the analysis screen, over the table)."""
        if self.panel is not None or self.hint_thinker is not None:
            return
        if not (self.choosing_pass() or self.south_to_play()):
            return
        if self._why_ready():  # the three chosen get their own row; closed, the focus goes back to the hint
            chosen = self.raised if len(self.raised) == 3 else None
            self.app.push_screen(for_table(self.match, self.card_look, chosen), lambda _result: self._focus_hint())
            return
        self.turns.start_hint(self.match)

    def _hint_ready(self, decision: Decision | None) -> None:
        if decision is not None:
            self.hint_cards = list(decision.cards)
            if decision.kind == DecisionKind.PASS and not self.raised:
                self.raised = list(decision.cards)  # nothing chosen yet: the hint's three are; Pass confirms
            elif decision.kind == DecisionKind.PASS:  # the player's own choice stays, the hint's beside it
                words = "hearts.hint.pass_same" if set(self.raised) == set(decision.cards) else "hearts.hint.pass_other"
                self.show_note(t(words, cards=" ".join(c.pretty for c in decision.cards)), HINT_NOTE_SECONDS)
            self.layout(animate=False)
        self._focus_hint()

    def _focus_hint(self) -> None:
        """The focus goes to the hinted card (Enter plays it), or to Pass once the hint
        raised its three cards to pass (Enter passes them)."""
        target = hint_focus(list(self.match.hands[SOUTH]), self.hint_cards, self.raised)
        if target is not None:
            self.focus = target
            self.app.invalidate()

    # -- the moon at the shooter's choice -----------------------------------------------
    def ask_moon(self) -> None:
        """South shot the moon: how does it score?  (+26 to the others, the seed's rule,
        is the default; Esc chooses it too: the dialog must be answered.)"""
        self.app.push_screen(moon_dialog(), self._moon_answered)

    def _moon_answered(self, result: MoonAnswer) -> None:
        self.moon_chosen(SOUTH, MoonAnswer(result).scoring)

    def moon_chosen(self, seat: int, scoring: str) -> None:
        m = self.match
        if m.phase != Phase.MOON_CHOICE or m.to_act != seat:
            return
        m.choose_moon(seat, scoring)
        self._record_hand()
        self.panels.open("summary")
        self.save()

    # -- claims -------------------------------------------------------------------------
    def claim(self) -> None:
        """South's Claim button: starts the check (its answer comes a few frames later:
        the claim shown, or why not); pressed again while checking, cancels it."""
        if self.claim_check is not None:
            self.cancel_claim_check()
            return
        if not self.can_press_claim():
            return
        self.message = None
        check = self.claims.ask(self.match, self.app.frames, at_once=self.hint_thinker is None)
        if check is not None:
            self._claim_answered(check)
            return
        self.show_note(t("hearts.claim.checking"), seconds=float("inf"))

    def cancel_claim_check(self) -> bool:
        """Stop checking South's claim (nothing else changes); False if none was checked."""
        if not self.claims.cancel():
            return False
        self._end_note(t("hearts.claim.checking"))
        return True

    def claim_step(self) -> bool:
        """A frame's share of South's claim check (the answer once it is in); True when
        the table changed.  A check whose moment has passed (a card played, undo, a new
        game) is dropped; one waits while a panel is open or the hint thinks."""
        if self.claims.check is None:
            return False
        if self.claims.stale(self.match):
            return self.cancel_claim_check()
        if self.panel is not None or self.hint_thinker is not None or self.claims.frame == self.app.frames:
            return False
        check = self.claims.answer()
        if check is None:
            return False
        self._end_note(t("hearts.claim.checking"))
        self._claim_answered(check)
        return True

    def _claim_answered(self, check: ClaimCheck) -> None:
        """The check's answer: why not, or the claim made and shown."""
        if not check.ok:
            assert check.reason is not None
            line = t(f"hearts.claim.reason.{check.reason}")
            self.message = Refusal(check.reason, line)
            self.show_note(line, kind="error")
            return
        self.match.claim(SOUTH)
        self._claimed()

    def look_for_claim(self, seat: int) -> bool | None:
        """A frame's share of a computer seat's look for a claim (:meth:`Claims.look_for`):
        None while looking, True once it has claimed (the claim shown), False when it plays on."""
        found = self.claims.look_for(self.match, seat)
        if not found:
            return found
        return self.computer_claims(seat)

    def computer_claims(self, seat: int) -> bool:
        """A computer seat's turn: claim if its rest is decided (then shown), else False."""
        if self.match.computer_claim(seat) is None:
            return False
        self._claimed()
        return True

    def _claimed(self) -> None:
        m = self.match
        assert m.claimed is not None
        self.message = None
        self.hint_cards = []
        self.turns.hint_thinker = None  # a hint still looking has nothing left to look for
        self.raised = []
        self.waiting = ForClaim(m.claimed)
        # A pause that keeps the table busy, as a finished trick on show does: input
        # waiting hurries it along (and is applied after it).
        self.tweens.wait(CLAIM_SECONDS, self.end_claim_show)
        self.table.hide_all()  # the claim's cards are drawn in the middle instead
        self.trick_sprites = []
        if m.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            self._record_hand()  # (a moon at the shooter's choice: once chosen)
        self.app.sound.play("trick")
        self.save()

    def end_claim_show(self) -> None:
        if not isinstance(self.waiting, ForClaim):
            return
        self.waiting = TURN
        self.app.router.take_waiting_back()  # an Esc that waited for the show ended it: used up
        if self.match.phase != Phase.MOON_CHOICE:  # else the shooter chooses first (then the summary)
            self.panels.open("summary")

    # -- new deals ----------------------------------------------------------------------
    def ask_new_game(self) -> None:
        if not self.would_lose_anything():
            self.new_game()
            return
        self.app.push_screen(new_game_dialog(), self._new_game_answered)

    def _new_game_answered(self, result: NewGameAnswer) -> None:
        if result == NewGameAnswer.NEW:
            self.new_game()

    def ask_restart(self) -> None:
        """Play again with the same cards (this hand, or the whole game); always asks."""
        if not self.would_lose_anything():
            return
        self.app.push_screen(restart_dialog(self.match), self._restart_answered)

    def _restart_answered(self, result: RestartAnswer) -> None:
        if result == RestartAnswer.GAME:
            self.restart_game()
        elif result == RestartAnswer.HAND:
            self.restart_hand()

    def restart_hand(self) -> None:
        m = self.match
        if not can_restart_hand(m):
            return
        self.start(m.restarted_hand())
        self._begin_hand_view(animate=True)
        self.show_note(t("hearts.restart.done_hand", n=self.match.hand_number))

    def restart_game(self) -> None:
        self.start(self.match.restarted_game())
        self._begin_hand_view(animate=True)
        self.show_note(t("hearts.restart.done_game", code=self.match.code))

    def new_game(self) -> None:
        match = Match(seed_from_clock(), rules_from_settings(self.app.settings))
        self.start(match)
        self._begin_hand_view(animate=True)

    def next_hand(self) -> None:
        m = self.match
        if m.phase != Phase.HAND_OVER:
            return
        m.start_next_hand()
        self.panels.drop()
        self.turns.wait = self.app.settings.computer_delay
        self.table.hide_all()
        self._begin_hand_view(animate=True)
        self.table.deal(self.L, list(m.hands[SOUTH]))  # the new hand flies in from the middle
        self.layout(animate=True)
        self.build()
        self.save()

    # -- input --------------------------------------------------------------------------
    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        if self.shown is not None and self.shown_left is None:
            self.collect_trick()  # "until tap": any tap takes the trick away
        elif isinstance(target, CardSprite):
            self.tap_card(target.card)
        else:
            super().on_tap(target, pos)

    def hittables(self) -> list:
        """The table's targets: the hand's cards and the widgets the view shows.  Under a
        panel, the panel's buttons (the app sends the taps to the panel on its stack; the
        buttons' label sizes are shared from this list)."""
        over = self.panels.hittables()
        if over is not None:
            return over
        view = self.view
        if view is None:
            return self.hand_sprites() + [w for w in self.widgets if w.visible]
        return list(view.hand) + [w for w in view.widgets if w.visible]

    def focus_order(self) -> list:
        """The focus targets, without the cards that cannot be played now."""
        return playable_targets([h for h in self.hittables()
                                 if getattr(h, "enabled", True) and getattr(h, "focusable", True) and h.name])

    def wants_key(self, event: pygame.event.Event) -> bool:
        if (event.key in HAND_ARROWS and self.panel is None and self.app.keyboard_mode
                and self.keys.focused_card(self.focus) is not None):
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in HAND_ARROWS and self.panel is None:
            moved = self.keys.focused_card(self.focus) is not None
            target = self.keys.move(self.focus, event.key)
            if target is not None:
                self.focus = target
            if moved:  # (else the focus went to the hand's first card: the hand changed)
                self.app.invalidate()
            return True
        if event.key == pygame.K_h and self.panel is None:
            self.app.keyboard_mode = True  # the hint's card gets the ring (_hint_ready)
        return False

    def on_back(self) -> None:
        if self.cancel_claim_check():  # Esc while a claim is checked: only the check stops
            return
        if self.message is not None and self.message.card is None and self.note == self.message.text:
            self._end_note()  # Esc just after a claim's refusal closes it: the table stays
            return
        self.app.go("menu")

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.scenes.hearts.draw import draw_table

        view = self.view
        assert view is not None, "a table is drawn once its match is set"
        self._drawn = self._faces(replace(view, tracker=None))
        draw_table(surface, view, self.L)
        draw_tracker(surface, view, self.L, self.card_look)
        draw_claim(surface, view, self.L, self.card_look)

    # -- script state -------------------------------------------------------------------
    def state(self) -> dict:
        """The table for a script: what the view shows, and the engine's records."""
        shows = self.view
        assert shows is not None, "the match is set"
        panel = self.panel
        out = {"scene": self.name, **script_state(
            self.match, shows, shown=self.shown, panel=panel.kind if panel is not None else None,
            review=panel.state() if isinstance(panel, review_mod.ReviewPanel) else None,
            share=self.panels.shared_link, share_outcome=self.panels.share_outcome,
            message=self.message.to_json() if self.message is not None else None,
            toasts=[toast.message for toast in self.app.toasts], announce="hold" if self.hold else None,
            claim_checking=self.claim_check is not None)}
        if any(isinstance(s, AnalysisScreen) for s in self.app.screens):  # what Hard sees, open over the table
            out["analysis"] = analysis_state(self.app.screens)  # (None while it thinks)
        return out
