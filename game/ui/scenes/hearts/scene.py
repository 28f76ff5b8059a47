"""The Hearts table: the person (South) against three computer players.

Everything the table decides is asked of ``game.hearts``: what is legal and why not,
whose turn it is, who took a trick, the hand's scores (moon included), when the game
ends and the tie rule.  The scene only turns taps into engine actions, paces the
computer players (their ``think`` generators advance a few milliseconds per frame, so
the screen never freezes) and moves the card sprites towards the engine's state.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.cards import Card, full_deck
from game.hearts import Match
from game.hearts import saved as saved_hearts
from game.hearts.deal import PassDirection
from game.hearts.kinds import Phase
from game.hearts.trick import Trick
from game.i18n import t
from game.rng import seed_from_clock
from game.ui.scene import DEFAULT_SHORTCUTS, Scene, register_scene
from game.ui.scenes.hearts import review as review_mod
from game.ui.scenes.hearts import strings  # noqa: F401  (registers the table's words)
from game.ui.scenes.hearts.analysis_screen import AnalysisScreen, analysis_state
from game.ui.scenes.hearts.claim_view import Claiming, draw_claim, draw_tracker
from game.ui.scenes.hearts.computer_turns import ComputerTurns, Thinker
from game.ui.scenes.hearts.hand_keys import HandKeys
from game.ui.scenes.hearts.layout import SOUTH, HeartsLayout, device_layout
from game.ui.scenes.hearts.new_deals import NewDeals, rules_from_settings
from game.ui.scenes.hearts.panel_actions import PanelActions
from game.ui.scenes.hearts.panels import Panel, draw_panel
from game.ui.scenes.hearts.playing import Playing
from game.ui.scenes.hearts.table_sprites import TableSprites
from game.ui.scenes.hearts.table_view import (
    HeartsTableView,
    Note,
    choosing_pass,
    play_turn,
    received_cards,
    table_view,
)
from game.ui.sprites import CardSprite
from game.ui.widgets import Button

SAVE_PURPOSE = "game.hearts"
SAVE_VERSION = 1
#: Seconds a refusal or an undo note stays in the status line.
NOTE_SECONDS = 2.6
#: Seconds the "no passing" announcement is shown before the first card of that hand.
HOLD_PAUSE = 1.6


#: The table's kinds of button (``Button.font_kind``): each kind's labels share one size
#: (the largest at which all of them fit), so «Прошлая взятка» is never smaller than «Счёт».
BUTTON_KINDS = {"hearts:bar": ("menu", "new", "restart", "scores", "last"),
                "hearts:play": ("hint", "undo", "claim")}


@register_scene("hearts")
class HeartsScene(HandKeys, Claiming, Playing, ComputerTurns, NewDeals, PanelActions, TableSprites, Scene):
    """The scene: its life cycle, the buttons, what the moment allows, the clock, taps, the
    drawing and the script state; the rest comes from the mixins (the hand's keys, play,
    computer turns, new deals, panels, sprites)."""

    #: Keys (listed in the rules' Keys section): P passes, S scores, L last trick, R restart.
    shortcuts = {**DEFAULT_SHORTCUTS, pygame.K_p: "button:confirm", pygame.K_s: "button:scores",
                 pygame.K_l: "button:last_trick", pygame.K_r: "button:restart", pygame.K_c: "button:claim"}

    def __init__(self, app, code: str | None = None, **params: Any) -> None:
        super().__init__(app, **params)
        self.code_param = code
        self.L: HeartsLayout = device_layout()
        self.match: Match = None  # type: ignore[assignment]
        self.sprites: dict[Card, CardSprite] = {}
        self.raised: list[Card] = []
        self.hint_cards: list[Card] = []
        self.thinker: Thinker | None = None
        self.hint_thinker: Thinker | None = None
        self.wait = 0.0  # seconds before the next automatic card
        self.shown: Trick | None = None  # a finished trick still on the table
        self.shown_left: float | None = None  # its remaining seconds (None: until a tap)
        self.collecting: list[CardSprite] = []
        self.panel: Panel | review_mod.ReviewPanel | None = None
        self.message: dict | None = None  # the last refusal, for state()
        self.announce: str | None = None  # "hold": the no-passing hand is on show
        self.trick_sprites: list[CardSprite] = []
        #: A short line shown in place of the status for a few seconds (a refusal, undo).
        self.note: str | None = None
        self.note_left = 0.0
        #: Its look (theme.MESSAGE_STYLES): "error" for a refusal, "undo", "info".
        self.note_kind = "info"
        #: The last "Share": the link and what became of it (copied / shown / failed).
        self.shared_link: str | None = None
        self.share_outcome: str | None = None
        #: A claim on show (the claimer's cards in the middle, a tween's wait long).
        self.claim_shown = None
        #: What the table shows (``refresh_view``): the drawing and ``state`` read it.
        self.view: HeartsTableView | None = None

    # -- life cycle ---------------------------------------------------------------------
    def enter(self) -> None:
        for card in full_deck():
            s = CardSprite(card, name=None, face_up=True, size=(self.L.card_w, self.L.card_h))
            s.visible = False
            self.sprites[card] = s
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
        self.thinker = None
        self.hint_thinker = None
        self.shown = None
        self.shown_left = None
        self.collecting = []
        self.panel = None
        self.message = None
        self.claim_shown = None
        self.cancel_claim_check()
        self.tweens.finish_all()
        self.wait = self.app.settings.computer_delay
        for s in self.sprites.values():
            s.visible = False
        self.trick_sprites = []
        if match.phase == Phase.HAND_OVER or match.game_over:
            self.panel = Panel("sheet" if not match.game_over else "ranking")
        self._begin_hand_view(animate=False)
        self.layout(animate=False)
        self.build()
        self.save()

    def _begin_hand_view(self, animate: bool) -> None:
        m = self.match
        self.announce = "hold" if (m.pass_direction == PassDirection.NONE and m.phase == Phase.PLAY
                                   and m.cards_played == 0) else None
        if self.announce and animate:
            # Let the announcement be read before anyone plays.
            self.wait = max(self.wait, HOLD_PAUSE)
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
                             self.show_sheet, size=B["scores"][1]),
            "last": Button("button:last_trick", "hearts.button.last_trick", B["last"][0],
                           self.show_last_trick, size=B["last"][1]),
            "hint": Button("button:hint", "button.hint", B["hint"][0], self.hint, size=B["hint"][1]),
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
        if self.panel is not None:
            self.panel.layout(self)
        self.refresh_buttons()

    def relayout(self) -> None:
        """A new layout kind: the same table (hand, raised cards, trick, open panel) placed
        again; cards on their way have landed (the frame finished the tweens)."""
        self.L = device_layout()
        for s in self.sprites.values():  # compact: bigger cards (as big as the height allows)
            s.w, s.h = self.L.card_w, self.L.card_h
        self.build()
        if self.match is not None:
            self.layout(animate=False)

    def menu_pressed(self) -> None:
        """The Menu button: back, as Esc goes (a claim being checked is dropped on the way,
        where Esc would only stop it)."""
        self.cancel_claim_check()
        self.on_back()

    def _claim_label(self) -> str:
        return t("hearts.claim.cancel" if self.claim_check is not None else "hearts.button.claim")

    def _pass_label(self) -> str:
        return t("hearts.pass.button", n=len(self.raised))

    def refresh_buttons(self) -> None:
        if self.match is None or not hasattr(self, "buttons"):
            return
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
        b["restart"].enabled = self.would_lose_anything()
        self.refresh_view()

    def refresh_view(self) -> None:
        """Make the table's view from the state now; called where the state changes (after a
        move, with the buttons, a note, a frame's changes), so drawing and ``state`` read it."""
        if self.match is None:
            return
        self.view = table_view(
            self.match, idle=self._idle(), panel_open=self.panel is not None, thinking=self.thinker is not None,
            hinting=self.hint_thinker is not None, shown=self.shown, until_tap=self.shown_left is None,
            raised=self.raised, hint=self.hint_cards, announce=self.announce,
            note=Note(self.note, self.note_kind) if self.note is not None else None,
            hand=self.hand_sprites(), trick=self.trick_sprites, collecting=self.collecting,
            widgets=self.widgets)

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

    def busy(self) -> bool:
        if self.tweens.busy or self.collecting:
            return True
        if self.panel is not None:
            return isinstance(self.panel, review_mod.ReviewPanel) and self.panel.grading
        if self.hint_thinker is not None:
            return True
        if self.shown is not None:
            return self.shown_left is not None
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
        self.note = line
        self.note_kind = kind
        self.note_left = seconds
        self.refresh_view()
        self.app.invalidate()

    # -- the clock ----------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        changed = False
        if self.note is not None:
            self.note_left -= dt
            if self.note_left <= 0:
                self.note = None
                changed = True
        if self.claim_step():
            changed = True
        changed = self._advance(dt) or changed
        if changed or self.app.dirty:  # this frame's input, flights' ends or clock changed the table
            self.refresh_view()
        return changed

    # -- actions ------------------------------------------------------------------------
    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        if self.panel is not None:
            if target is not None and hasattr(target, "activate"):
                target.activate()
            elif self.panel.kind in ("last_trick", "sheet_view"):
                self.close_panel()
        elif self.shown is not None and self.shown_left is None:
            self.collect_trick()  # "until tap": any tap takes the trick away
        elif isinstance(target, CardSprite):
            self.tap_card(target.card)
        else:
            super().on_tap(target, pos)
        self.refresh_view()  # the tap's answer shows in this frame's picture

    def hittables(self) -> list:
        """The table's targets (the hand's cards and the widgets the view shows, or the panel's
        buttons); a review adds its coach's lines (a tap: the first costly play)."""
        link = [self.panel.link] if isinstance(self.panel, review_mod.ReviewPanel) else []
        if self.panel is not None or self.view is None:
            return link + super().hittables()
        return link + list(self.view.hand) + [w for w in self.view.widgets if w.visible]

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.scenes.hearts.draw import draw_table

        if self.view is None:
            self.refresh_view()
        assert self.view is not None, "a table is drawn once its match is set"
        draw_table(surface, self.view, self.L)
        draw_tracker(self, surface)
        draw_claim(self, surface)
        if self.panel is not None and not isinstance(self.panel, review_mod.ReviewPanel):
            draw_panel(self, surface)  # (the review is a screen on the app's stack: it draws itself)

    # -- script state -------------------------------------------------------------------
    def state(self) -> dict:
        """The table for a script: what the view shows, and the engine's records."""
        m = self.match
        self.refresh_view()  # (a script or a test may ask right after a tap, before a frame)
        shows = self.view
        assert shows is not None, "the match is set"
        view = m.view(SOUTH).to_request()
        out: dict[str, Any] = {
            "scene": self.name,
            "code": m.code,
            "phase": shows.phase,
            "hand_number": shows.hand_number,
            "pass_direction": shows.pass_direction,
            "to_act": shows.to_act,
            "hand": view["hand"],
            "legal": [str(c) for c in shows.legal],
            "raised": [str(c) for c in shows.raised],
            "passed": view["passed"],
            "received": view["received"],
            "received_highlight": [str(c) for c in shows.received],
            "trick": view["trick"],
            "shown_trick": self.shown.to_dict() if self.shown is not None else None,
            "last_trick": m.last_trick.to_dict() if m.last_trick is not None else None,
            "tricks_played": len(m.tricks),
            "hearts_broken": shows.hearts_broken,
            "hand_points": list(m.hand_points),
            "scores": list(m.scores),
            "history": [h.to_dict() for h in m.history],
            "cards_left": [len(h) for h in m.hands],
            "can_undo": self.buttons["undo"].enabled,
            "hint": [str(c) for c in shows.hint],
            "dialog": self.panel.kind if self.panel is not None else None,
            "share": {"link": self.shared_link, "outcome": self.share_outcome} if self.shared_link else None,
            "review": self.panel.state() if isinstance(self.panel, review_mod.ReviewPanel) else None,
            "message": self.message,
            "note": shows.note.text if shows.note is not None else None,
            "note_kind": shows.note.kind if shows.note is not None and shows.note.text else None,
            "toasts": [toast.message for toast in self.app.toasts],
            "announce": self.announce,
            "tie_continues": m.tie_continues,
            "game_over": m.game_over,
            "ranking": m.ranking,
            "winner": m.winner,
            "actions": len(m.actions),
            "claim": ({"seat": m.claimed.seat, "kind": m.claimed.kind,
                       "cards": [str(c) for c in m.claimed.hands[m.claimed.seat]]}
                      if m.claimed is not None else None),
            "claim_shown": self.claim_shown is not None,
            "claim_checking": self.claim_check is not None,
            "can_claim": self.buttons["claim"].enabled,
        }
        if any(isinstance(s, AnalysisScreen) for s in self.app.screens):  # what Hard sees, open over the table
            out["analysis"] = analysis_state(self.app.screens)  # (None while it thinks)
        return out
