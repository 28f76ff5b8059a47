"""The Hearts table: the person (South) against three computer players.

Everything the table decides is asked of ``game.hearts``: what is legal and why not,
whose turn it is, who took a trick, the hand's scores (moon included), when the game
ends and the tie rule.  The scene only turns taps into engine actions, paces the
computer players (their ``think`` generators advance a few milliseconds per frame, so
the screen never freezes: :mod:`.table_pace`) and moves the card sprites towards the
engine's state.  Its own state is one frozen value (:class:`.table_state.TableState`),
replaced by that value's transitions; the view is made from it and the match whenever
it is read, so no step asks for a redraw.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.cards import Card
from game.hearts import Match
from game.hearts.claim import Claim, ClaimCheck
from game.hearts.deal import pass_target
from game.hearts.decision import Decision
from game.hearts.kinds import Phase
from game.hearts.teaching import saved as saved_hearts
from game.hearts.trick import Trick
from game.i18n import t
from game.rng import seed_from_clock
from game.ui.scene import DEFAULT_SHORTCUTS, Scene, register_scene
from game.ui.scenes.hearts import review as review_mod
from game.ui.scenes.hearts import strings  # noqa: F401  (registers the table's words)
from game.ui.scenes.hearts import table_moment as moment
from game.ui.scenes.hearts.analysis_screen import AnalysisScreen, analysis_state, for_table
from game.ui.scenes.hearts.claim_view import CLAIM_SECONDS, Claims, draw_claim, draw_tracker
from game.ui.scenes.hearts.computer_turns import ComputerTurns, Thinker
from game.ui.scenes.hearts.hand_keys import HAND_ARROWS, HandKeys, hint_focus, playable_targets
from game.ui.scenes.hearts.layout import SOUTH, HeartsLayout, device_layout
from game.ui.scenes.hearts.new_deals import rules_from_settings
from game.ui.scenes.hearts.panels import Panel
from game.ui.scenes.hearts.playing import pass_source_of, record_hand
from game.ui.scenes.hearts.table_buttons import make_buttons, set_faces
from game.ui.scenes.hearts.table_deals import TableDeals
from game.ui.scenes.hearts.table_pace import TablePace
from game.ui.scenes.hearts.table_panels import PanelHost, TablePanels
from game.ui.scenes.hearts.table_script import script_state
from game.ui.scenes.hearts.table_sprites import TableSprites
from game.ui.scenes.hearts.table_state import NOTE_SECONDS, Refusal, TableState, Waiting
from game.ui.scenes.hearts.table_view import HeartsTableView, received_cards, state_view
from game.ui.sprites import CardLook, CardSprite

SAVE_PURPOSE = "game.hearts"
SAVE_VERSION = 1
#: Seconds the "no passing" announcement is shown before the first card of that hand.
HOLD_PAUSE = 1.6


@register_scene("hearts")
class HeartsScene(Scene):
    """The table's controller: its life cycle, its state (:attr:`table_state`, replaced by
    its transitions), the moves that change the match, taps and keys, the drawing and the
    script state.  It holds its helpers: the card sprites (:class:`TableSprites`), the
    computer seats' thinking (:class:`ComputerTurns`), the table's pace and South's claim
    (:class:`TablePace`), the new deals and the moon's question (:class:`TableDeals`), the
    panels (:class:`TablePanels`) and the keys in the hand (:class:`HandKeys`)."""

    #: Keys (listed in the rules' Keys section): P passes, S scores, L last trick, R restart.
    shortcuts = {**DEFAULT_SHORTCUTS, pygame.K_p: "button:confirm", pygame.K_s: "button:scores",
                 pygame.K_l: "button:last_trick", pygame.K_r: "button:restart", pygame.K_c: "button:claim"}

    def __init__(self, parts, code: str | None = None, **params: Any) -> None:
        super().__init__(parts, **params)
        self.code_param = code
        self.L: HeartsLayout = device_layout(self.canvas.metrics)
        self.match: Match = None  # type: ignore[assignment]
        #: The table's own state beside the match: what it waits for, the chosen and hinted
        #: cards, the last refusal, the announcement, the note (see .table_state).
        self.table_state = TableState()
        self.table = TableSprites(self.tweens)
        self.turns = ComputerTurns(lambda: self.settings.get("hearts.level"))
        self.claims = Claims()
        self.pace = TablePace(self, frames=self.parts.frames, dialog_open=lambda: self.nav.top is not None)
        #: New game, Restart and South's moon choice, asked over the table.
        self.deals = TableDeals(self.nav.push_screen, lambda: self.match, lambda: self.raised,
                                lambda match: self.start(match, animate=True), self.show_note,
                                lambda: self.settings, self.moon_chosen)
        self.keys = HandKeys(self.focus_order, self.hand_sprites)
        #: The table's panels and hand review on the app's screen stack.
        host = PanelHost(self.nav.push_screen, lambda name: self.sound.play(name), self.nav.toast,
                         lambda: self.nav.go("menu"), lambda: self.canvas.metrics)
        self.panels = TablePanels(host, lambda: self.match, lambda: self.canvas.look, esc=self.pace.cancel_claim,
                                  shortcuts=self.shortcuts, save=self.save, next_hand=self.next_hand,
                                  new_game=self.deals.new_game, on_open=self._forget_hint)
        #: What the table showed when it was last drawn, with its buttons' faces: a frame
        #: whose view differs is drawn again (no change of the state needs to ask for it).
        self._drawn: tuple[HeartsTableView, tuple] | None = None

    # -- the state, as the drawing, the tests and the script read it ------------------------
    @property
    def panel(self) -> Panel | review_mod.ReviewPanel | None:
        """The table's panel or review open over it (the table waits meanwhile)."""
        return self.panels.current

    def _forget_hint(self) -> None:
        self.table_state = self.table_state.unhinted()

    @property
    def sprites(self) -> dict[Card, CardSprite]:
        return self.table.sprites

    @property
    def card_look(self) -> CardLook:
        """How this table's card faces are painted: four colours if the player asked."""
        return self.canvas.look.cards

    @property
    def waiting(self) -> Waiting:
        """What the table waits for (a trick on show, its flight, a claim on show, a turn)."""
        return self.table_state.waiting

    @property
    def raised(self) -> list[Card]:
        """The cards chosen to pass."""
        return list(self.table_state.raised)

    @property
    def hint_cards(self) -> list[Card]:
        return list(self.table_state.hint)

    @property
    def message(self) -> Refusal | None:
        """The last refusal, for ``state()``."""
        return self.table_state.refusal

    @property
    def shown(self) -> Trick | None:
        """A finished trick still on the table."""
        return self.table_state.shown

    @property
    def collecting(self) -> list[CardSprite]:
        """The cards flying to the trick's taker."""
        return list(self.table_state.collecting)

    @property
    def claim_shown(self) -> Claim | None:
        """A claim on show (the claimer's cards in the middle, a tween's wait long)."""
        return self.table_state.claim_shown

    @property
    def trick_sprites(self) -> list[CardSprite]:
        """The cards in the middle, in play order."""
        return [self.sprites[c] for c in self.table_state.trick_cards(self.match.current_trick)]

    @property
    def claim_check(self) -> Thinker[ClaimCheck] | None:
        """South's claim being checked."""
        return self.claims.check

    @property
    def thinker(self) -> Thinker[Decision] | None:
        """A computer seat's decision in progress."""
        return self.turns.thinker

    @property
    def note(self) -> str | None:
        """The note's words on show (``None``: the status line shows)."""
        return self.table_state.note.text if self.table_state.note is not None else None

    @property
    def note_kind(self) -> str:
        return self.table_state.note.kind if self.table_state.note is not None else "info"

    def show_note(self, line: str, seconds: float = NOTE_SECONDS, kind: str = "info") -> None:
        self.table_state = self.table_state.noted(line, seconds, kind)

    def end_note(self, text: str | None = None) -> None:
        """The note goes (only if it says ``text``, when given)."""
        self.table_state = self.table_state.unnoted(text)

    # -- life cycle ---------------------------------------------------------------------
    def enter(self) -> None:
        self.table.make(self.L.card_w, self.L.card_h, self.card_look)
        self.build()
        if self.code_param:  # "Deal by code" with a Hearts game code: replay that game
            self.start(Match.from_code(self.code_param))
            self.show_note(t("hearts.new.started", code=self.match.code))
            return
        # An unusable save is kept aside by storage, and the app tells the player.
        match = self.storage.load(SAVE_PURPOSE, SAVE_VERSION, validate=saved_hearts.validate)
        if match is None:
            self.start(Match(seed_from_clock(), rules_from_settings(self.settings)))
        else:
            self.start(match, resumed=True)

    def leave(self) -> None:
        self.pace.cancel_claim()
        self.save()

    def save(self) -> None:
        if self.match is None:
            return
        if self.match.game_over:
            self.storage.delete(SAVE_PURPOSE, guard=True)
        else:
            self.storage.save(SAVE_PURPOSE, SAVE_VERSION, saved_hearts.to_document(self.match),
                                  guard=True)

    def start(self, match: Match, resumed: bool = False, animate: bool = False) -> None:
        """Show ``match`` from scratch (a new game, a resumed one, after undo; ``animate``:
        a new deal, its announcement let be read)."""
        self.match = match
        self.turns.reset(self.settings.computer_delay)
        self.table_state = self.table_state.fresh(hold=self._holds(animate))
        self.panels.drop()
        self.pace.cancel_claim()
        self.tweens.finish_all()
        self.table.hide_all()
        if match.phase == Phase.HAND_OVER or match.game_over:
            self.panels.show("sheet" if not match.game_over else "ranking")
        self.layout(animate=False)
        self.build()
        self.save()

    def _holds(self, animate: bool) -> bool:
        """Does the hand begin with the no-passing announcement?  (With ``animate``, the
        computers wait while it is read.)"""
        hold = moment.announced(self.match)
        if hold and animate:
            self.turns.wait = max(self.turns.wait, HOLD_PAUSE)
        return hold

    # -- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        presses = {"menu": self.menu_pressed, "new": self.deals.ask_new_game, "restart": self.deals.ask_restart,
                   "scores": self.panels.sheet, "last": self.panels.last_trick, "hint": self.hint,
                   "undo": self.undo, "claim": self.pace.claim, "confirm": self.confirm_pass}
        labels = {"menu": lambda: "← " + t("button.menu"), "hint": self._hint_label,
                  "claim": self._claim_label, "confirm": self._pass_label}
        self.buttons = make_buttons(self.L, presses, labels)
        self.widgets = list(self.buttons.values())
        self.panels.relayout()

    def relayout(self) -> None:
        """A new layout kind: the same table (hand, raised cards, trick, open panel) placed
        again; cards on their way have landed (the frame finished the tweens)."""
        self.L = device_layout(self.canvas.metrics)
        self.table.resize(self.L.card_w, self.L.card_h)  # compact: bigger cards (as big as the height allows)
        self.build()
        if self.match is not None:
            self.layout(animate=False)

    def menu_pressed(self) -> None:
        """The Menu button: back, as Esc goes (a claim being checked is dropped on the way,
        where Esc would only stop it, or close a claim's answer)."""
        self.pace.cancel_claim()
        self.nav.go("menu")

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

    @property
    def view(self) -> HeartsTableView | None:
        """What the table shows now, made from its state whenever it is read (drawing, hit-testing,
        ``state``): nothing shows a state gone by, and reading it changes nothing."""
        return self._view(tracker=self.settings.get("hearts.card_tracker"))

    def _view(self, tracker: bool) -> HeartsTableView | None:
        """The view, with the card tracker's facts or without (they follow the cards played,
        which the rest of the view shows: a frame compares views without them)."""
        if self.match is None or not hasattr(self, "buttons"):
            return None
        return state_view(self.table_state, self.match, panel_open=self.panel is not None,
                          thinking=self.thinker is not None,
                          hinting=self.turns.hint_thinker is not None, hand=self.hand_sprites(),
                          sprites=self.sprites, widgets=self.widgets, tracker=tracker,
                          checking=self.claim_check is not None)

    def show_faces(self, view: HeartsTableView | None) -> HeartsTableView | None:
        """The buttons as ``view`` says, where they are used (a frame, a hit-test, a drawing)."""
        if view is not None:
            set_faces(self.buttons, view.faces)
        return view
    # -- questions about the moment (table_moment.py answers them) ----------------------
    def choosing_pass(self) -> bool:
        return moment.choosing_pass(self.match, self.panel is not None)

    def south_to_play(self) -> bool:
        return moment.south_to_play(self.table_state, self.match, self.panel is not None)

    def received_cards(self) -> list[Card]:
        """Highlighted from the exchange until South's first card of the hand."""
        return list(received_cards(self.match))

    def can_press_claim(self) -> bool:
        """Claim may be pressed (or, while a claim is checked, its Cancel)."""
        return moment.can_press_claim(self.table_state, self.match, self.panel is not None,
                                      self.claim_check is not None)

    def busy(self) -> bool:
        review = self.panels.review
        return moment.busy(self.table_state, self.match, moving=self.tweens.busy, panel_open=self.panel is not None,
                           grading=review is not None and review.grading,
                           hinting=self.turns.hint_thinker is not None, auto=self.auto_card())

    def working(self) -> bool:
        """A claim is being checked (input is answered meanwhile: Cancel, Esc, a card); one
        waiting behind a panel is not: the app rests until the panel closes."""
        return self.claim_check is not None and self.panel is None

    def auto_card(self) -> Card | None:
        """South's only legal card, about to play itself (the setting asks for it)."""
        return moment.auto_card(self.table_state, self.match, self.panel is not None,
                                wanted=bool(self.settings.get("hearts.auto_play_single")),
                                checking=self.claim_check is not None)

    # -- the clock ----------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        noted = self.table_state.note is not None
        self.table_state = self.table_state.aged(dt)
        changed = noted and self.table_state.note is None
        if self.pace.claim_step():
            changed = True
        changed = self.pace.advance(dt) or changed
        view = self.show_faces(self._view(tracker=False))
        if view is not None and self._drawn != (view, tuple(b.text for b in self.widgets)):
            changed = True  # the state moved on since the picture was drawn
        return changed

    # -- the play -----------------------------------------------------------------------
    def tap_card(self, card: Card) -> None:
        m = self.match
        if card not in m.hands[SOUTH]:
            return
        if self.choosing_pass():
            self.table_state = self.table_state.toggled(card)
            self.sound.play("card")
            self.layout(animate=True)
            return
        if m.phase != Phase.PLAY:
            return
        reason = m.why_illegal(SOUTH, card)
        if reason is not None:
            self.table_state = self.table_state.refused(
                Refusal(reason, t(f"hearts.reason.{reason}"), str(card)), NOTE_SECONDS)
            return
        self.play_south(card)

    def play_south(self, card: Card) -> None:
        self.table_state = self.table_state.south_played()
        trick = self.match.play(SOUTH, card)
        self.after_play(SOUTH, card, trick)

    def after_play(self, seat: int, card: Card, trick: Trick | None) -> None:
        """``seat``'s ``card`` is on the table (``trick``: the trick it finished)."""
        m = self.match
        self.sound.play("card")
        self.table.played(self.L, seat, card)
        self.turns.wait = self.settings.computer_delay
        self.table_state = self.table_state.card_down(trick, self.settings.trick_pause)
        if trick is not None and m.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            self._record_hand()  # (a moon at the shooter's choice: once chosen)
        self.layout(animate=True)
        self.save()

    def _record_hand(self) -> None:
        record_hand(self.stats, self.settings.get("hearts.level"), self.match)

    def collect_trick(self) -> None:
        """The trick on show goes to its taker (then the hand's summary, if it was the last)."""
        shown = self.table_state.shown
        if shown is None:
            return
        winner = shown.winner
        assert winner is not None
        sprites = self.trick_sprites
        self.table_state = self.table_state.collected(sprites)
        self.sound.play("trick")
        self.turns.wait = self.settings.computer_delay

        def done() -> None:
            self.table_state = self.table_state.rested()
            if self.match.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                self.panels.open("summary")
            else:
                self.layout(animate=True)  # South may lead now: dim what may not be led

        self.table.collect(self.L, winner, sprites, done)

    def confirm_pass(self) -> None:
        if not self.choosing_pass() or len(self.raised) != 3:
            return
        chosen = list(self.raised)
        self.table_state = self.table_state.passed()
        self.match.submit_pass(SOUTH, chosen)
        self.table.send(self.L, chosen, pass_target(SOUTH, self.match.pass_direction))
        self.turns.wait = 0.0
        self.layout(animate=True)
        self.save()

    def computer_passed(self, seat: int, cards: list[Card]) -> None:
        """A computer seat's three cards passed (the exchange made once all four are in)."""
        m = self.match
        m.submit_pass(seat, cards)
        if m.phase == Phase.PLAY:  # the exchange: South's received cards fly in
            self.table.receive(self.L, list(m.received[SOUTH]), pass_source_of(m, SOUTH))
            self.turns.wait = self.settings.computer_delay
            self.layout(animate=True)
        self.save()

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
        s = self.table_state
        legal = set(m.legal(SOUTH)) if self.south_to_play() else None
        trick = s.shown if s.shown is not None else m.current_trick
        self.table.place(self.L, m, trick, raised=list(s.raised), hints=list(s.hint), legal=legal, animate=animate,
                         screen=self.canvas.metrics)

    def hand_sprites(self) -> list[CardSprite]:
        return self.table.hand_sprites(self.match)

    # -- the hint -----------------------------------------------------------------------
    def hint(self) -> None:
        """Look for the hint (the coach's evaluation of South's moment); once it is on show,
        Why?: what Hard sees at the moment, every choice with its expected points
        (the analysis screen, over the table)."""
        if self.panel is not None or self.turns.hint_thinker is not None:
            return
        if not (self.choosing_pass() or self.south_to_play()):
            return
        if self._why_ready():  # the three chosen get their own row; closed, the focus goes back to the hint
            chosen = self.raised if len(self.raised) == 3 else None
            self.nav.push_screen(for_table(self.match, self.canvas.look, chosen, screen=lambda: self.canvas.metrics),
                                 lambda _result: self.focus_hint())
            return
        self.turns.start_hint(self.match)

    def focus_hint(self) -> None:
        """The focus goes to the hinted card (Enter plays it), or to Pass once the hint
        raised its three cards to pass (Enter passes them)."""
        target = hint_focus(list(self.match.hands[SOUTH]), self.hint_cards, self.raised)
        if target is not None:
            self.focus = target

    # -- the moon at the shooter's choice -----------------------------------------------
    def moon_chosen(self, seat: int, scoring: str) -> None:
        m = self.match
        if m.phase != Phase.MOON_CHOICE or m.to_act != seat:
            return
        m.choose_moon(seat, scoring)
        self._record_hand()
        self.panels.open("summary")
        self.save()

    # -- claims (South's asked and checked by the pace) ---------------------------------
    def claimed(self) -> None:
        """A claim made (South's or a computer's): its cards on show a while."""
        m = self.match
        assert m.claimed is not None
        self.table_state = self.table_state.claimed(m.claimed)
        self.turns.hint_thinker = None  # a hint still looking has nothing left to look for
        # A pause that keeps the table busy, as a finished trick on show does: input
        # waiting hurries it along (and is applied after it).
        self.tweens.wait(CLAIM_SECONDS, self.end_claim_show)
        self.table.hide_all()  # the claim's cards are drawn in the middle instead
        if m.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            self._record_hand()  # (a moon at the shooter's choice: once chosen)
        self.sound.play("trick")
        self.save()

    def end_claim_show(self) -> None:
        if self.table_state.claim_shown is None:
            return
        self.table_state = self.table_state.rested()
        self.input.take_waiting_back()  # an Esc that waited for the show ended it: used up
        if self.match.phase != Phase.MOON_CHOICE:  # else the shooter chooses first (then the summary)
            self.panels.open("summary")

    # -- new deals ----------------------------------------------------------------------
    def next_hand(self) -> None:
        m = self.match
        if m.phase != Phase.HAND_OVER:
            return
        m.start_next_hand()
        self.panels.drop()
        self.turns.wait = self.settings.computer_delay
        self.table.hide_all()
        self.table_state = self.table_state.next_hand(hold=self._holds(animate=True))
        self.table.deal(self.L, list(m.hands[SOUTH]))  # the new hand flies in from the middle
        self.layout(animate=True)
        self.build()
        self.save()

    # -- input --------------------------------------------------------------------------
    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        if self.shown is not None and self.table_state.shown_left is None:
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
        view = self.show_faces(self.view)
        if view is None:
            return self.hand_sprites() + [w for w in self.widgets if w.visible]
        return list(view.hand) + [w for w in view.widgets if w.visible]

    def focus_order(self) -> list:
        """The focus targets, without the cards that cannot be played now."""
        return playable_targets([h for h in self.hittables()
                                 if getattr(h, "enabled", True) and getattr(h, "focusable", True) and h.name])

    def wants_key(self, event: pygame.event.Event) -> bool:
        return bool(event.key in HAND_ARROWS and self.panel is None and self.input.keyboard_mode
                    and self.keys.focused_card(self.focus) is not None)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in HAND_ARROWS and self.panel is None:
            target = self.keys.move(self.focus, event.key)
            if target is not None:
                self.focus = target
            return True
        if event.key == pygame.K_h and self.panel is None:
            self.input.keyboard_mode = True  # the hint's card gets the ring (hint_ready)
        return False

    def on_back(self) -> None:
        if self.pace.cancel_claim():  # Esc while a claim is checked: only the check stops
            return
        if self.message is not None and self.message.card is None and self.note == self.message.text:
            self.end_note()  # Esc just after a claim's refusal closes it: the table stays
            return
        self.nav.go("menu")

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.scenes.hearts.draw import draw_table

        view = self.show_faces(self.view)
        assert view is not None, "a table is drawn once its match is set"
        self._drawn = (replace(view, tracker=None), tuple(b.text for b in self.widgets))
        # The hand's marks follow the state (the moves place the cards); under a panel they
        # stay what the table had (its cards still dimmed where they may not be played).
        s, m = self.table_state, self.match
        legal = set(m.legal(SOUTH)) if moment.south_to_play(s, m, panel_open=False) else None
        self.table.mark(self.L, self.table.hand_cards(m), raised=s.raised, hints=s.hint, legal=legal,
                        screen=self.canvas.metrics)
        screen, look = self.canvas.metrics, self.canvas.look
        draw_table(surface, view, self.L, screen=screen, look=look)
        draw_tracker(surface, view, self.L, screen, look)
        draw_claim(surface, view, self.L, screen, look)

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
            toasts=[toast.message for toast in self.nav.toasts],
            announce="hold" if self.table_state.hold else None,
            claim_checking=self.claim_check is not None)}
        if any(isinstance(s, AnalysisScreen) for s in self.nav.screens):  # what Hard sees, open over the table
            out["analysis"] = analysis_state(self.nav.screens)  # (None while it thinks)
        return out
