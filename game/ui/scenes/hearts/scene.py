"""The Hearts table: the person (South) against three computer players.

Everything the table decides is asked of ``game.hearts``: what is legal and why not,
whose turn it is, who took a trick, the hand's scores (moon included), when the game
ends and the tie rule.  The scene only turns taps into engine actions, paces the
computer players (their ``think`` generators advance a few milliseconds per frame, so
the screen never freezes) and moves the card sprites towards the engine's state.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Generator
from typing import Any

import pygame

from game.cards import Card
from game.hearts import Match, Rules
from game.hearts import saved as saved_hearts
from game.hearts.ai import Decision, think
from game.hearts.deal import pass_source, pass_target
from game.hearts.trick import Trick
from game.i18n import t
from game.rng import seed_from_clock
from game.ui import theme
from game.ui.scene import DEFAULT_SHORTCUTS, Scene, register_scene
from game.ui.scenes.hearts.layout import (
    HINT_LIFT, RAISE, SOUTH, HeartsLayout, device_layout,
)
from game.ui.scenes.hearts import strings  # noqa: F401  (registers the table's words)
from game.ui.scenes.hearts.panels import Panel, draw_panel
from game.ui.scenes.hearts import review as review_mod
from game.ui.sprites import CardSprite
from game.ui.widgets import Button, Dialog

SAVE_PURPOSE = "game.hearts"
SAVE_VERSION = 1
#: Wall-clock milliseconds of computer thinking per frame (the rest of the frame draws).
THINK_BUDGET = 0.008
HINT_LEVEL = "hard"
#: Seconds a refusal or an undo note stays in the status line.
NOTE_SECONDS = 2.6
#: Seconds the "no passing" announcement is shown before the first card of that hand.
HOLD_PAUSE = 1.6



def seat_name(seat: int) -> str:
    return t(f"hearts.seat.{seat}")


def pretty(cards) -> str:
    return " ".join(c.pretty for c in cards)


def pass_source_of(match: Match, seat: int) -> int:
    """The seat whose cards ``seat`` received this hand (the engine's pass cycle)."""
    return pass_source(seat, match.pass_direction)


def rules_from_settings(settings) -> Rules:
    return Rules(
        queen_of_spades=settings.get("hearts.queen_of_spades"),
        no_points_first_trick=settings.get("hearts.no_points_first_trick"),
        moon=settings.get("hearts.moon"),
        target=settings.get("hearts.target"),
    )


class Thinker:
    """A computer decision in progress: the engine's ``think`` generator, advanced a
    slice at a time."""

    def __init__(self, seat: int, purpose: str, gen: Generator[None, None, Decision],
                 fallback: Decision | None = None) -> None:
        self.seat = seat
        self.purpose = purpose  # "pass", "play" or "hint"
        self.gen = gen
        self.fallback = fallback
        self.result: Decision | None = None
        self.failed = False

    def advance(self, budget: float) -> bool:
        """Work for about ``budget`` seconds; ``True`` once the decision is known."""
        if self.result is not None or self.failed:
            return True
        start = time.perf_counter()
        while True:
            try:
                next(self.gen)
            except StopIteration as stop:
                self.result = stop.value
                return True
            except Exception as exc:  # a computer player's bug must not end the game
                print(f"hearts: the {self.purpose} search of seat {self.seat} failed: "
                      f"{type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
                self.failed = True
                self.result = self.fallback
                return True
            if time.perf_counter() - start >= budget:
                return False


@register_scene("hearts")
class HeartsScene(Scene):
    #: Keys (listed in the rules' Keys section): P passes, S scores, L last trick, R restart.
    shortcuts = {**DEFAULT_SHORTCUTS, pygame.K_p: "button:confirm", pygame.K_s: "button:scores",
                 pygame.K_l: "button:last_trick", pygame.K_r: "button:restart"}

    def __init__(self, app, resume: bool = False, code: str | None = None, **params: Any) -> None:
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
        self.panel: Panel | None = None
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

    # -- life cycle ---------------------------------------------------------------------
    def enter(self) -> None:
        for card in _deck():
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
        self.tweens.finish_all()
        self.wait = self.app.settings.computer_delay
        for s in self.sprites.values():
            s.visible = False
        self.trick_sprites = []
        if match.phase == "hand_over" or match.game_over:
            self.panel = Panel("sheet" if not match.game_over else "ranking")
        self._begin_hand_view(animate=False)
        self.layout(animate=False)
        self.build()
        self.save()

    def _begin_hand_view(self, animate: bool) -> None:
        m = self.match
        self.announce = "hold" if (m.pass_direction == "none" and m.phase == "play"
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
                           self.on_back, size=B["menu"][1]),
            "new": Button("button:new", "button.new", B["new"][0], self.ask_new_game, size=B["new"][1]),
            "restart": Button("button:restart", "hearts.button.restart", B["restart"][0],
                              self.ask_restart, size=B["restart"][1]),
            "scores": Button("button:scores", "hearts.button.scores", B["scores"][0],
                             self.show_sheet, size=B["scores"][1]),
            "last": Button("button:last_trick", "hearts.button.last_trick", B["last"][0],
                           self.show_last_trick, size=B["last"][1]),
            "hint": Button("button:hint", "button.hint", B["hint"][0], self.hint, size=B["hint"][1]),
            "undo": Button("button:undo", "button.undo", B["undo"][0], self.undo, size=B["undo"][1]),
            "confirm": Button("button:confirm", self._pass_label, B["confirm"][0],
                              self.confirm_pass, primary=True, size=B["confirm"][1]),
        }
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
        b["undo"].enabled = m.phase == "play" and m.can_undo and self.panel is None
        b["hint"].enabled = self.panel is None and (passing or self.south_to_play())
        b["last"].enabled = m.last_trick is not None
        b["new"].enabled = True
        b["restart"].enabled = self.would_lose_anything()

    # -- questions about the moment -----------------------------------------------------
    def choosing_pass(self) -> bool:
        m = self.match
        return m.phase == "pass" and m.passes[SOUTH] is None and self.panel is None

    def south_to_play(self) -> bool:
        m = self.match
        return (m.phase == "play" and m.to_act == SOUTH and self.shown is None
                and self.panel is None and not self.collecting)

    def received_cards(self) -> list[Card]:
        """Highlighted from the exchange until South's first card of the hand."""
        m = self.match
        if m.phase != "play" or m.pass_direction == "none":
            return []
        played = any(seat == SOUTH for tr in m.tricks for seat, _ in tr.plays())
        played = played or any(seat == SOUTH for seat, _ in m.current_trick.plays())
        return [] if played else list(m.received[SOUTH])

    def busy(self) -> bool:
        if self.tweens.busy or self.collecting:
            return True
        if self.panel is not None:
            return False
        if self.hint_thinker is not None:
            return True
        if self.shown is not None:
            return self.shown_left is not None
        m = self.match
        if m.phase == "pass":
            return m.passes[SOUTH] is not None
        if m.phase == "play":
            return m.to_act != SOUTH or self._auto_card() is not None
        return False

    def _auto_card(self) -> Card | None:
        if not self.app.settings.get("hearts.auto_play_single") or not self.south_to_play():
            return None
        legal = self.match.legal(SOUTH)
        return legal[0] if len(legal) == 1 else None

    def show_note(self, line: str, seconds: float = NOTE_SECONDS, kind: str = "info") -> None:
        self.note = line
        self.note_kind = kind
        self.note_left = seconds
        self.app.invalidate()

    # -- the clock ----------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        changed = False
        if self.note is not None:
            self.note_left -= dt
            if self.note_left <= 0:
                self.note = None
                changed = True
        return self._advance(dt) or changed

    def _advance(self, dt: float) -> bool:
        if self.match is None or self.panel is not None or self.collecting:
            return False
        if self.hint_thinker is not None:
            if self.hint_thinker.advance(THINK_BUDGET):
                self._hint_ready()
                return True
            return False
        if self.shown is not None:
            if self.shown_left is not None:
                self.shown_left -= dt
                if self.shown_left <= 0:
                    self.collect_trick()
                    return True
            return False
        m = self.match
        if m.phase == "pass" and m.passes[SOUTH] is not None:
            return self._computer_step(dt, "pass")
        if m.phase == "play":
            if m.to_act != SOUTH:
                return self._computer_step(dt, "play")
            card = self._auto_card()
            if card is not None:
                self.wait -= dt
                if self.wait <= 0:
                    self.play_south(card)
                    return True
        return False

    def _computer_step(self, dt: float, purpose: str) -> bool:
        m = self.match
        seat = m.to_act
        if seat is None or seat == SOUTH:
            return False
        if self.thinker is None or self.thinker.seat != seat or self.thinker.purpose != purpose:
            level = self.app.settings.get("hearts.level")
            self.thinker = Thinker(seat, purpose, m.think(seat, level), self._fallback(seat, purpose))
        self.wait -= dt
        done = self.thinker.advance(THINK_BUDGET)
        if not done or (purpose == "play" and self.wait > 0):
            return False
        decision = self.thinker.result
        self.thinker = None
        assert decision is not None
        if decision.kind == "pass":
            m.submit_pass(seat, decision.cards)
            if m.phase == "play":
                self._exchange_done()
            self.save()
            return True
        self._after_play(seat, decision.card, m.play(seat, decision.card))
        return True

    def _fallback(self, seat: int, purpose: str) -> Decision:
        """What a seat does if its search breaks: the engine's first legal card, or the
        first three cards of the hand to pass."""
        m = self.match
        if purpose == "pass":
            return Decision("pass", tuple(m.hands[seat][:3]))
        return Decision("play", (m.legal(seat)[0],))

    # -- actions ------------------------------------------------------------------------
    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        if self.panel is not None:
            if target is not None and hasattr(target, "activate"):
                target.activate()
            elif self.panel.kind in ("last_trick", "sheet_view"):
                self.close_panel()
            return
        if self.shown is not None and self.shown_left is None:
            self.collect_trick()  # "until tap": any tap takes the trick away
            return
        if isinstance(target, CardSprite):
            self.tap_card(target.card)
            return
        super().on_tap(target, pos)

    def tap_card(self, card: Card) -> None:
        m = self.match
        if card not in m.hands[SOUTH]:
            return
        if self.choosing_pass():
            if card in self.raised:
                self.raised.remove(card)
            elif len(self.raised) < 3:
                self.raised.append(card)
            else:
                self.raised.pop(0)
                self.raised.append(card)
            self.message = None
            self.app.sound.play("card")
            self.layout(animate=True)
            self.refresh_buttons()
            return
        if m.phase != "play":
            return
        reason = m.why_illegal(SOUTH, card)
        if reason is not None:
            text_ = t(f"hearts.reason.{reason}")
            self.message = {"reason": reason, "text": text_, "card": str(card)}
            self.show_note(text_, kind="error")
            return
        self.play_south(card)

    def play_south(self, card: Card) -> None:
        self.message = None
        self.note = None
        self.hint_cards = []
        trick = self.match.play(SOUTH, card)
        self._after_play(SOUTH, card, trick)

    def _after_play(self, seat: int, card: Card, trick: Trick | None) -> None:
        m = self.match
        self.announce = None
        self.app.sound.play("card")
        sprite = self.sprites[card]
        if seat != SOUTH:
            cx, cy = self.L.BACKS_CENTRE[seat]
            sprite.place(cx - self.L.card_w / 2, cy - self.L.card_h / 2)
            sprite.lift = 0
        sprite.visible = True
        sprite.name = None
        for flag in ("selected", "hint", "disabled", "dimmed"):
            setattr(sprite, flag, False)
        self.trick_sprites.append(sprite)
        self.wait = self.app.settings.computer_delay
        if trick is not None:
            self.shown = trick
            self.shown_left = self.app.settings.trick_pause
            if m.phase in ("hand_over", "game_over"):
                self._record_hand()
        self.layout(animate=True)
        self.refresh_buttons()
        self.save()

    def _record_hand(self) -> None:
        m = self.match
        result = m.hand_result
        assert result is not None
        mine = result.scores[SOUTH]
        self.app.stats.record_hearts_hand(mine, mine == min(result.scores), result.moon_shooter == SOUTH)
        level = self.app.settings.get("hearts.level")  # issue 16: the same figures per level
        self.app.stats.record_hearts_level_hand(level, mine, mine == min(result.scores),
                                                result.moon_shooter == SOUTH,
                                                result.moon_shooter not in (None, SOUTH))
        if m.game_over:
            self.app.stats.record_hearts_game(m.winner == SOUTH)
            self.app.stats.record_hearts_level_game(level, m.winner == SOUTH)

    def collect_trick(self) -> None:
        trick = self.shown
        if trick is None:
            return
        self.shown = None
        self.shown_left = None
        winner = trick.winner
        assert winner is not None
        if winner == SOUTH:
            to = (self.L.PLATES[0].centerx - self.L.card_w / 2, self.L.PLATES[0].centery - self.L.card_h / 2)
        else:
            cx, cy = self.L.BACKS_CENTRE[winner]
            to = (cx - self.L.card_w / 2, cy - self.L.card_h / 2)
        sprites = list(self.trick_sprites)
        self.trick_sprites = []
        self.collecting = sprites
        self.app.sound.play("trick")
        self.wait = self.app.settings.computer_delay

        def done() -> None:
            for s in sprites:
                s.visible = False
            self.collecting = []
            if self.match.phase in ("hand_over", "game_over"):
                self.open_panel(Panel("summary"))
            else:
                self.layout(animate=True)  # South may lead now: dim what may not be led
            self.refresh_buttons()
            self.app.invalidate()

        for i, s in enumerate(sprites):
            self.tweens.move(s, to, duration=0.32, on_done=done if i == len(sprites) - 1 else None)
        if not sprites:
            done()

    def confirm_pass(self) -> None:
        if not self.choosing_pass() or len(self.raised) != 3:
            return
        chosen = list(self.raised)
        self.raised = []
        self.hint_cards = []
        self.message = None
        self.match.submit_pass(SOUTH, chosen)
        target = pass_target(SOUTH, self.match.pass_direction)
        cx, cy = self.L.BACKS_CENTRE[target]
        for c in chosen:
            s = self.sprites[c]
            s.name = None
            s.lift = 0
            s.selected = False
            self.tweens.move(s, (cx - self.L.card_w / 2, cy - self.L.card_h / 2), duration=0.35,
                             on_done=lambda s=s: setattr(s, "visible", False))
        self.wait = 0.0
        self.layout(animate=True)
        self.refresh_buttons()
        self.save()

    def _exchange_done(self) -> None:
        m = self.match
        source = pass_source_of(m, SOUTH)
        cx, cy = self.L.BACKS_CENTRE[source]
        for c in m.received[SOUTH]:
            s = self.sprites[c]
            s.place(cx - self.L.card_w / 2, cy - self.L.card_h / 2)
            s.visible = True
        self.wait = self.app.settings.computer_delay
        self.layout(animate=True)
        self.refresh_buttons()

    def undo(self) -> None:
        m = self.match
        if m.phase != "play" or not m.can_undo or self.panel is not None:
            self.show_note(t("hearts.undo.none"))
            return
        m.undo_last_human_play()
        self.start(m)
        self.show_note(t("hearts.undo.done"), kind="undo")

    def hint(self) -> None:
        m = self.match
        if self.panel is not None or self.hint_thinker is not None:
            return
        if not (self.choosing_pass() or self.south_to_play()):
            return
        self.hint_thinker = Thinker(SOUTH, "hint", think(m.view(SOUTH), HINT_LEVEL, m.decision_rng(SOUTH)))
        self.app.invalidate()

    def _hint_ready(self) -> None:
        decision = self.hint_thinker.result if self.hint_thinker else None
        self.hint_thinker = None
        if decision is None:
            return
        self.hint_cards = list(decision.cards)
        self.layout(animate=False)

    def would_lose_anything(self) -> bool:
        """Is there play a new deal would throw away (a pass, a card, cards chosen to pass,
        an earlier hand)?  Only then do New game and Restart ask first."""
        m = self.match
        if m is None or m.game_over:
            return False
        return bool(m.actions) or bool(self.raised) or m.hand_number > 1

    def ask_new_game(self) -> None:
        if not self.would_lose_anything():
            self.new_game()
            return
        self.app.show_dialog(Dialog("hearts.new.title", "hearts.new.message",
                                    [("cancel", "button.cancel", None), ("new", "button.new", self.new_game)],
                                    cancel="cancel", default="cancel"))

    def ask_restart(self) -> None:
        """Play again with the same cards: this hand (the log replayed to its start) or the
        whole game (its code with no actions).  Always asks: what was played is lost."""
        m = self.match
        if not self.would_lose_anything():
            return
        # On hand 1 the hand is the whole game: one plain "Play again".
        label = "hearts.restart.game" if m.hand_number > 1 else "hearts.restart.again"
        buttons: list = [("cancel", "button.cancel", None), ("restart_game", label, self.restart_game)]
        message = "hearts.restart.message"
        if m.hand_number > 1 and m.phase in ("pass", "play"):
            # the highlighted (last) choice is the one that throws away the least
            buttons.append(("restart_hand", "hearts.restart.hand", self.restart_hand))
            message = "hearts.restart.message_hand"
        self.app.show_dialog(Dialog("hearts.restart.title", message, buttons, cancel="cancel",
                                    default="cancel"))

    def restart_hand(self) -> None:
        m = self.match
        if m.hand_number <= 1 or m.phase not in ("pass", "play"):
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
        if m.phase != "hand_over":
            return
        m.start_next_hand()
        self.panel = None
        self.wait = self.app.settings.computer_delay
        for s in self.sprites.values():
            s.visible = False
        self._begin_hand_view(animate=True)
        # Deal: the new hand flies in from the middle.
        for c in m.hands[SOUTH]:
            s = self.sprites[c]
            s.place(self.L.TRICK_CENTRE[0] - self.L.card_w / 2, self.L.TRICK_CENTRE[1] - self.L.card_h / 2)
        self.layout(animate=True)
        self.build()
        self.save()

    # -- panels -------------------------------------------------------------------------
    def open_panel(self, panel: Panel) -> None:
        self.panel = panel
        panel.layout(self)
        self.hint_cards = []
        self.refresh_buttons()
        if panel.kind == "summary" and self.match.hand_result and self.match.hand_result.moon_shooter is not None:
            self.app.sound.play("win")
        if panel.kind == "ranking":
            self.app.sound.play("win")
        self.app.invalidate()

    def close_panel(self) -> None:
        self.panel = None
        self.refresh_buttons()
        self.app.invalidate()

    def show_sheet(self) -> None:
        if self.panel is None:
            self.open_panel(Panel("sheet_view"))

    def show_last_trick(self) -> None:
        if self.panel is None and self.match.last_trick is not None:
            self.open_panel(Panel("last_trick"))

    def panel_continue(self) -> None:
        """The summary's button: on to the score sheet (or the final ranking)."""
        self.open_panel(Panel("sheet"))

    def show_ranking(self) -> None:
        self.open_panel(Panel("ranking"))

    def open_review(self) -> None:
        """The hand review (issue 16), over the summary or the score sheet it returns to."""
        try:
            reviews = review_mod.finished_reviews(self.match)
        except Exception as exc:  # a log the engine refuses: say so, keep the game
            print(f"hearts: review failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
            self.app.toast(t("hearts.review.unreadable"), kind="error")
            return
        if reviews:
            back = self.panel.kind if self.panel is not None else None
            self.open_panel(review_mod.ReviewPanel(reviews, len(reviews) - 1, back))

    def share_game(self) -> None:
        """The score sheet's and the ranking's "Share": a ?game= link to this game, copied."""
        from game.share import GAME
        from game.ui import sharing

        def outcome(link: str, what: str) -> None:
            self.shared_link, self.share_outcome = link, what

        sharing.share(GAME, self.match.code, lambda m, s, kind: self.app.toast(m, s, kind=kind),
                      outcome=outcome)

    def close_review(self) -> None:
        """Back to the panel the review was opened from (without its sounds again)."""
        back = getattr(self.panel, "back", None)
        if back is None:
            self.close_panel()
            return
        self.panel = Panel(back)
        self.panel.layout(self)
        self.refresh_buttons()
        self.app.invalidate()

    def wants_key(self, event: pygame.event.Event) -> bool:
        return self.panel is not None and self.panel.kind == "review" and event.key in (
            pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)

    def on_key(self, event: pygame.event.Event) -> bool:
        if self.panel is not None and self.panel.kind == "review":
            return self.panel.on_key(event)
        return False

    def on_back(self) -> None:
        if self.panel is not None and self.panel.kind == "review":
            self.close_review()
            return
        if self.panel is not None and self.panel.kind in ("last_trick", "sheet_view"):
            self.close_panel()
            return
        self.app.go("menu")

    # -- sprites ------------------------------------------------------------------------
    def hand_positions(self, cards: list[Card]) -> list[tuple[float, float]]:
        return self.L.hand_positions(len(cards))

    def layout(self, animate: bool) -> None:
        """Move every sprite towards what the engine says (hand, trick, flags)."""
        m = self.match
        hand = list(m.hands[SOUTH])
        if m.phase == "pass" and m.passes[SOUTH] is not None:
            hand = [c for c in hand if c not in m.passes[SOUTH]]
        legal = set(m.legal(SOUTH)) if self.south_to_play() else None
        hints = set(self.hint_cards)
        for card, (x, y) in zip(hand, self.hand_positions(hand)):
            s = self.sprites[card]
            s.name = f"hearts:card:{card}"
            s.face_up = True
            if not s.visible:
                s.place(x, y)
                s.visible = True
            s.selected = card in self.raised
            s.hint = card in hints
            s.disabled = legal is not None and card not in legal
            s.dimmed = False
            # Received cards stay in line (a tag says "received"): only chosen pass cards
            # and hinted ones rise, so nothing received looks chosen.
            s.lift = theme.px(RAISE) if card in self.raised else theme.px(HINT_LIFT) if card in hints else 0
            if animate:
                if (s.tx, s.ty) != (x, y) or (s.x, s.y) != (x, y):
                    self.tweens.move(s, (x, y), duration=0.25)
            else:
                s.place(x, y)
        cards = self.shown.cards if self.shown is not None else m.current_trick.cards
        leader = self.shown.leader if self.shown is not None else m.current_trick.leader
        for i, card in enumerate(cards):
            seat = (leader + i) % 4
            s = self.sprites[card]
            s.visible = True
            s.name = None
            s.lift = 0
            s.disabled = s.selected = s.hint = False
            dx, dy = self.L.TRICK_OFFSET[seat]
            x, y = self.L.TRICK_CENTRE[0] + dx - self.L.card_w / 2, self.L.TRICK_CENTRE[1] + dy - self.L.card_h / 2
            if animate:
                if (s.tx, s.ty) != (x, y) or (s.x, s.y) != (x, y):
                    self.tweens.move(s, (x, y), duration=0.3)
            else:
                s.place(x, y)
        self.trick_sprites = [self.sprites[c] for c in cards]
        self.app.invalidate()

    def hand_sprites(self) -> list[CardSprite]:
        m = self.match
        cards = list(m.hands[SOUTH])
        if m.phase == "pass" and m.passes[SOUTH] is not None:
            cards = [c for c in cards if c not in m.passes[SOUTH]]
        return [self.sprites[c] for c in cards if self.sprites[c].visible]

    def hittables(self) -> list:
        if self.panel is not None:
            return list(self.panel.buttons)
        return self.hand_sprites() + [w for w in self.widgets if w.visible]

    def focus_order(self) -> list:
        return [h for h in self.hittables()
                if getattr(h, "enabled", True) and getattr(h, "focusable", True) and h.name]

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.scenes.hearts.draw import draw_table

        draw_table(self, surface)
        if self.panel is not None and self.panel.kind == "review":
            review_mod.draw_review(self, surface)
        elif self.panel is not None:
            draw_panel(self, surface)

    # -- script state -------------------------------------------------------------------
    def state(self) -> dict:
        m = self.match
        view = m.view(SOUTH).to_request()
        if self.choosing_pass():
            legal = [str(c) for c in m.hands[SOUTH]]
        elif self.south_to_play():
            legal = [str(c) for c in m.legal(SOUTH)]
        else:
            legal = []
        out: dict[str, Any] = {
            "scene": self.name,
            "code": m.code,
            "phase": m.phase,
            "hand_number": m.hand_number,
            "pass_direction": m.pass_direction,
            "to_act": m.to_act,
            "hand": view["hand"],
            "legal": legal,
            "raised": [str(c) for c in self.raised],
            "passed": view["passed"],
            "received": view["received"],
            "received_highlight": [str(c) for c in self.received_cards()],
            "trick": view["trick"],
            "shown_trick": self.shown.to_dict() if self.shown is not None else None,
            "last_trick": m.last_trick.to_dict() if m.last_trick is not None else None,
            "tricks_played": len(m.tricks),
            "hearts_broken": m.hearts_broken,
            "hand_points": list(m.hand_points),
            "scores": list(m.scores),
            "history": [h.to_dict() for h in m.history],
            "cards_left": [len(h) for h in m.hands],
            "can_undo": self.buttons["undo"].enabled,
            "hint": [str(c) for c in self.hint_cards],
            "dialog": self.panel.kind if self.panel is not None else None,
            "share": {"link": self.shared_link, "outcome": self.share_outcome} if self.shared_link else None,
            "review": self.panel.state() if self.panel is not None and self.panel.kind == "review" else None,
            "message": self.message,
            "note": self.note,
            "note_kind": self.note_kind if self.note else None,
            "toasts": [toast.message for toast in self.app.toasts],
            "announce": self.announce,
            "tie_continues": m.tie_continues,
            "game_over": m.game_over,
            "ranking": m.ranking,
            "winner": m.winner,
            "actions": len(m.actions),
        }
        return out


def _deck() -> list[Card]:
    from game.cards import full_deck

    return full_deck()
