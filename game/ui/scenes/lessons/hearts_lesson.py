"""The Hearts lessons' scene: the Hearts table at each lesson's position, South to play.

The position and the verdict on a card are the rules' (``game.hearts.teaching.lessons``: ``position``,
``check``); the table is drawn by the Hearts table's own drawing from a ``HeartsTableView``
of the position's match.  Every card of the hand can be tapped: a card the rules refuse, or
one that does not do what the step teaches, gets its reason in a sentence or two and the
player tries again; a right card goes to the trick with why it was right, and "Next" moves
on (the progress is kept after every step: a quit resumes the lesson there).  A pass is
three cards raised, then "Pass".

Where the step's choice is a judgement, the coach's analysis of the position (the one Why?
shows) is worked out when the step opens, a slice a frame as the hint is
(``computer_turns.THINK_BUDGET``), and kept for the step; a card tapped meanwhile is judged
as soon as it is in.  The verdict then adds what Why? says of the move, in its words.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Generator
from typing import Any

import pygame

from game.cards import Card
from game.hearts.deal import SOUTH
from game.hearts.rules import Moon
from game.hearts.teaching import lessons as rules
from game.i18n import number, t
from game.ui.scene import Parts, Scene, register_scene
from game.ui.scenes.hearts import computer_turns
from game.ui.scenes.hearts.analysis_screen import shown_points
from game.ui.scenes.hearts.draw import draw_table
from game.ui.scenes.hearts.layout import RAISE, device_layout
from game.ui.scenes.hearts.new_deals import MoonAnswer, moon_dialog
from game.ui.scenes.hearts.table_sprites import show_trick
from game.ui.scenes.hearts.table_view import HeartsTableView, Note, table_view
from game.ui.scenes.hearts_puzzle.layout import puzzle_layout
from game.ui.sprites import CardSprite
from game.ui.widgets import Button, message_pill, message_pill_box, message_pill_height

from .common import Walk, draw_header, pill_width, words


@register_scene("hearts_lesson")
class HeartsLessonScene(Scene):
    """One Hearts lesson at a time, step by step, with Next, Skip and Back."""

    shortcuts: dict[int, str] = {pygame.K_n: "button:next", pygame.K_p: "button:pass", pygame.K_w: "button:why"}

    def __init__(self, parts: Parts, back: str = "menu", lesson: str | None = None, **params: Any) -> None:
        super().__init__(parts, **params)
        self.back_to = back if back in ("menu", "rules") else "menu"
        self.walk = Walk(parts, "hearts", rules, lesson)
        self.match: Any = None
        self.raised: list[Card] = []
        self.played: Card | None = None
        self.solved = False
        self.finished = False  # the last lesson is done
        self.message: tuple[str, str] = ("", "info")
        self.sprites: dict[Card, CardSprite] = {}
        self.view: HeartsTableView | None = None
        self.analysis: Any = None  # the coach's analysis of the step's position, once in
        self.thinking: Generator[None, None, Any] | None = None
        self.waiting: list[Card] | None = None  # a move made while the coach thinks

    @property
    def step(self) -> rules.Step:
        return self.walk.lesson.steps[self.walk.step]

    # -- life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self.start_step()

    def start_step(self) -> None:
        """The current step's position, nothing chosen yet, the task said."""
        self.match = rules.position(self.step)
        self.raised, self.played, self.solved = [], None, False
        self.message = (self.task(), "info")
        self.analysis = rules.analysed(self.step)
        self.waiting = None
        self.thinking = None
        if self.analysis is None and self.step.goal in rules.JUDGED:
            self.thinking = rules.coach_steps(self.step, self.match)
        self.build()

    def update(self, dt: float) -> bool:
        """A frame's share of the coach's analysis; a move waiting for it is judged once it is in."""
        if self.thinking is None:
            return False
        start = computer_turns.clock()
        try:
            while computer_turns.clock() - start < computer_turns.THINK_BUDGET:
                next(self.thinking)
            return False
        except StopIteration as stop:
            self.analysis = stop.value
        except Exception as exc:  # the lesson goes on with its own rules
            print(f"hearts: the lesson's analysis failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
        self.thinking = None
        if self.waiting is not None:
            cards, self.waiting = self.waiting, None
            self.judge(cards)
        return True

    def working(self) -> bool:
        return self.thinking is not None

    def task(self) -> str:
        taken = max(self.match.hand_points)
        return t(f"lesson.hearts.task.{self.step.goal}", taken=taken)

    def build(self) -> None:
        screen = self.canvas.metrics
        self.L = L = device_layout(self.canvas.metrics)
        P = puzzle_layout(L)
        size, small = (24, 22) if screen.big else (P.size, P.small)
        self.header_box = pygame.Rect(P.header)
        nxt = Button("button:next", "lesson.button.next", P.why, self.next, primary=True, size=size)
        play = Button("button:play", "lesson.button.play", P.why, self.play_game, primary=True, size=size)
        passing = Button("button:pass", "lesson.button.pass", P.today, self.submit_pass, primary=True, size=size)
        skip = Button("button:skip", "lesson.button.skip_short", P.calendar, self.skip, size=small)
        why = Button("button:why", "hearts.button.why", P.tricks, self.open_why, size=small)
        self.widgets = [Button("button:back", lambda: "← " + t("button.back"), P.back, self.on_back, size=size),
                        skip, why, nxt, play, passing]
        self.buttons = {w.name: w for w in self.widgets}
        for card in list(self.match.hands[SOUTH]) + list(self.match.current_trick.cards):
            s = self.sprites.get(card)
            if s is None or (s.w, s.h) != (L.card_w, L.card_h):
                self.sprites[card] = CardSprite(card, size=(L.card_w, L.card_h))
        self.place()

    def relayout(self) -> None:
        self.build()

    def place(self) -> None:
        """Every card where the moment puts it, the buttons the moment offers, the view."""
        screen = self.canvas.metrics
        m, L = self.match, self.L
        hand = [c for c in m.hands[SOUTH] if c != self.played]
        for card, (x, y) in zip(hand, L.hand_positions(len(hand)), strict=True):
            s = self.sprites[card]
            s.name = f"hearts:card:{card}"
            s.visible = s.face_up = True
            s.selected = card in self.raised
            s.hint = s.disabled = False
            s.lift = screen.px(RAISE) if s.selected else 0
            s.enabled = not self.solved
            s.place(x, y)
        trick = list(m.current_trick.plays())
        if self.played is not None:
            trick.append((SOUTH, self.played))
        self.hand = [self.sprites[c] for c in hand]
        self.trick = show_trick(self.sprites, trick, L)
        b = self.buttons
        b["button:next"].visible = self.solved and not self.finished
        b["button:play"].visible = self.finished
        b["button:pass"].visible = self.step.passing and not self.solved
        b["button:pass"].enabled = len(self.raised) == 3
        b["button:skip"].visible = not self.finished
        b["button:why"].visible = self.solved
        b["button:skip"].enabled = not self.walk.last_lesson()
        view = table_view(m, idle=True, panel_open=False, thinking=False, hinting=False, shown=None,
                          until_tap=False, raised=self.raised, hint=(), announce=None,
                          note=Note(*self.message), hand=self.hand, trick=self.trick, collecting=(),
                          widgets=[w for w in self.widgets if w.visible])
        # every card can be tried: none is greyed out, the lesson says why a refused one is
        self.view = dataclasses.replace(view, legal=tuple(hand))
        self.canvas.invalidate()

    # -- actions -------------------------------------------------------------------------
    def tap_card(self, card: Card) -> None:
        if self.solved:
            return
        if self.step.passing:
            if card in self.raised:
                self.raised.remove(card)
            elif len(self.raised) < 3:
                self.raised.append(card)
            self.place()
            return
        self.judge([card])

    def submit_pass(self) -> None:
        if self.step.passing and len(self.raised) == 3 and not self.solved:
            self.judge(list(self.raised))

    def judge(self, cards: list[Card]) -> None:
        """The rules' verdict on the move: right, the card played and Next offered; wrong, why,
        and the position stays for another try."""
        if self.thinking is not None:
            self.waiting = list(cards)
            self.message = (t("hearts.why.thinking"), "info")
            self.place()
            return
        verdict = rules.check(self.step, self.match, cards, self.analysis)
        keys = verdict.keys
        if self.choosing_moon():  # the table's own question says how it scores, after the answer
            keys = tuple(k for k in keys if k not in ("lesson.hearts.shoot_moon.scored",
                                                      "lesson.hearts.shoot_moon.choice"))
        said = words(keys, verdict.fields)
        if verdict.coach is not None and not (verdict.ok and self.step.goal == rules.SHOOT):
            said += " " + coach_words(verdict.coach, self.step.passing)
        self.message = (said, "success" if verdict.ok else "error")
        if verdict.ok:
            self.solved = True
            if not self.step.passing:
                self.played = cards[0]
            if self.step.ends and self.choosing_moon():
                self.nav.push_screen(moon_dialog(), self.moon_chosen)
            if self.walk.solved():
                self.finished = True
                self.message = (self.message[0] + " " + t("lesson.done_all"), "success")
            self.sound.play("card")
        self.place()

    def choosing_moon(self) -> bool:
        """A moon shot here is scored as the shooter chooses (the player's house rule)."""
        return self.step.goal == rules.SHOOT and self.settings.get("hearts.moon") == Moon.CHOICE

    def moon_chosen(self, result: MoonAnswer) -> None:
        """The player's rule lets the shooter choose: the table's own question, and what the
        answer scores (+26 to the others is the default, Esc too)."""
        scoring = MoonAnswer(result).scoring
        if self.played is None:
            return
        you, other = rules.moon_scores(self.match, self.played, scoring)
        label = "hearts.moon_choice.subtract" if scoring == Moon.SUBTRACT else "hearts.moon_choice.add"
        said = t("lesson.hearts.shoot_moon.chosen", choice=t(label), you=number(you, 0), other=number(other, 0))
        self.message = (self.message[0] + " " + said, self.message[1])
        self.place()

    def open_why(self) -> None:
        """Why?: the table's analysis of this moment (every choice's expected points, as the
        hint and the review weigh them), with the card played or the cards passed beside it."""
        from game.hearts.teaching.analysis import moment_seed
        from game.ui.scenes.hearts.analysis_screen import AnalysisScreen

        if not self.solved:
            return
        chosen = list(self.raised) if self.step.passing else [self.played] if self.played is not None else None
        plain = self.canvas.look._replace(four_colour=False)  # (the lesson's cards are red and black)
        self.nav.push_screen(AnalysisScreen(self.match.view(SOUTH), moment_seed(self.match), chosen,
                                            screen=lambda: self.canvas.metrics, look=plain))

    def next(self) -> None:
        if self.solved and self.walk.next():
            self.start_step()
            self.focus = None

    def skip(self) -> None:
        if self.walk.skip():
            self.start_step()

    def play_game(self) -> None:
        self.walk.play_game()

    def on_back(self) -> None:
        self.walk.leave(self.back_to)

    # -- input ---------------------------------------------------------------------------
    def hittables(self) -> list:
        return [s for s in self.hand if s.enabled] + [w for w in self.widgets if w.visible]

    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        if isinstance(target, CardSprite):
            self.tap_card(target.card)
        else:
            super().on_tap(target, pos)

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        screen = self.canvas.metrics
        if self.view is None:
            return
        if self.view.passing is not None:  # the pass step's own place for a note, under its arrow
            draw_table(surface, dataclasses.replace(self.view, status=None), self.L, screen=screen, look=look)
        else:
            draw_table(surface, dataclasses.replace(self.view, note=None, status=None), self.L, screen=screen,
                       look=look)
        note = self.view.note
        if note is not None and note.text and self.view.passing is None:
            # where the table's one-line status stands; more lines grow down, clear of the trick
            width = pill_width(note.kind, min(self.L.status_box[2], screen.px(900)))
            box = message_pill_box(note.text, note.kind, self.L.pill_size, width, screen=screen, look=look)
            cx, cy = self.L.status_at
            top = cy - message_pill_height(self.L.pill_size, screen=screen) // 2
            # a long message on a low screen rises rather than cover the hand's corners
            hand_top = min((s.rect.top for s in self.hand), default=surface.get_height())
            bottom = min(top + box.h, hand_top - screen.px(4))
            message_pill(surface, note.text, note.kind, (cx, bottom), self.L.pill_size, max_width=width,
                         screen=screen, look=look)
        draw_header(surface, self.header_box, self.walk.header(), 24 if screen.big else 18, screen=screen, look=look)

    # -- script state --------------------------------------------------------------------
    def state(self) -> dict:
        return {"scene": self.name, **self.walk.state(), "goal": self.step.goal, "solved": self.solved,
                "finished": self.finished, "message": self.message[0], "kind": self.message[1],
                "hand": [str(c) for c in self.match.hands[SOUTH]], "raised": [str(c) for c in self.raised],
                "trick": [str(c) for c in self.match.current_trick.cards],
                "targets": [getattr(h, "name", None) for h in self.hittables()]}


def coach_words(note: rules.CoachNote, passing: bool) -> str:
    """What Why? says of a move, in the hint's and Why?'s words: "Best" or "Just as good" with
    its expected points, or its cost against the best and the hint's choice."""
    pass_ = "_pass" if passing else ""
    card = " ".join(c.pretty for c in note.choice)
    hint = t("hearts.status.hint", cards=" ".join(c.pretty for c in note.best))
    if note.kind == "unshown":
        return t("lesson.hearts.coach.unshown", hint=hint)
    best, cost = shown_points(note.points - note.loss, note.loss)
    if note.kind in ("best", "as_good"):
        return t(f"lesson.hearts.coach.good{pass_}", card=card, verdict=t(f"hearts.why.{note.kind}"),
                 points=number(best))
    return t(f"lesson.hearts.coach.costs{pass_}", card=card, cost=number(cost, signed=True), hint=hint)
