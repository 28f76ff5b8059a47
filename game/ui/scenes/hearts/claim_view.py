"""Claims and the card tracker at the Hearts table.

A claim is the engine's (``Match.claim``: checked against the real hands, refused with a
reason, the claimed line played out and scored).  The check is a search: the table runs it
as the computer players think, a slice at a time within :data:`CHECK_SECONDS` a frame
(``claim_steps``), saying "Checking the claim…" meanwhile, the Claim button turned into
Cancel (Esc cancels too); the screen keeps drawing and answering.  Once the answer is in,
``Match.claim`` finds it at once.  The table shows an accepted claim: the claimer's cards
that were left, face up in the middle, under a line saying who claimed, for
:data:`CLAIM_SECONDS` (a tap hurries it, as it hurries a trick on show), then the hand's
summary.  A computer seat claims on its turn when its rest is decided
(``Match.computer_claim``; its look is sliced the same way, :meth:`Claims.look_for`).

The tracker (the ``hearts.card_tracker`` setting) draws what South could have seen
(``game.hearts.tracker.track`` of South's ``PlayerView``) in the layout's tracker box.
"""

from __future__ import annotations

from collections.abc import Generator

import pygame

from game.cards import Suit
from game.hearts import Match
from game.hearts.claim import (
    ALL,
    CLAIM_REASON_TEXTS,
    Claim,
    ClaimCheck,
    ClaimRefusal,
    claim_steps,
    computer_claim_kinds,
    computer_claim_steps,
)
from game.hearts.tracker import SUIT_ORDER, Tracker
from game.i18n import register_strings, t
from game.ui import text, theme
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.scenes.hearts import computer_turns
from game.ui.scenes.hearts.computer_turns import Purpose, Thinker
from game.ui.scenes.hearts.layout import SOUTH, HeartsLayout
from game.ui.scenes.hearts.table_view import HeartsTableView
from game.ui.sprites import CardArt

#: Seconds a claim stays on show before the hand's summary (a tap goes on at once).
CLAIM_SECONDS = 3.5
#: Wall-clock seconds of claim checking per frame (the rest of the frame draws and answers).
CHECK_SECONDS = 0.008
BOX_BG = (14, 52, 36)


class Claims:
    """South's claim being checked and a computer seat's look for a claim, each a slice a
    frame.  It only searches: the scene shows and applies what they find."""

    def __init__(self) -> None:
        #: South's claim being checked (None: none), the moment it was asked at, and the
        #: app's frame in which it was asked (that frame's share is spent).
        self.check: Thinker[ClaimCheck] | None = None
        self.asked: tuple[object, ...] = ()
        self.frame = -1
        #: A computer seat's look for a claim of its own, in progress (None: none).
        self.look: Thinker[ClaimCheck | None] | None = None
        #: The turn that look is for, and the last turn looked at without finding a claim.
        self.look_at: tuple[object, ...] = ()
        self.looked: tuple[object, ...] = ()

    def ask(self, match: Match, frame: int, at_once: bool) -> ClaimCheck | None:
        """South pressed Claim: the check's answer when it is in at once (``at_once``: this
        frame has room for it; most take a fraction of a frame), else None and the check
        goes on a slice a frame (:meth:`answer`)."""
        checking = Thinker(SOUTH, Purpose.CLAIM, claim_steps(match, SOUTH),
                           ClaimCheck(SOUTH, reason=ClaimRefusal.TOO_SOON))
        if at_once and _answer_now(checking):
            assert checking.result is not None
            return checking.result
        self.check = checking
        self.asked = claim_moment(match)
        self.frame = frame
        return None

    def cancel(self) -> bool:
        """Stop checking South's claim; False if none was checked."""
        checking = self.check
        if checking is None:
            return False
        self.check = None
        checking.gen.close()
        return True

    def stale(self, match: Match | None) -> bool:
        """Has the moment the check was asked about passed (a card played, undo, a new game)?"""
        return match is None or claim_moment(match) != self.asked

    def answer(self) -> ClaimCheck | None:
        """A frame's share of South's check: its answer once it is in (the check is then
        over), else None."""
        checking = self.check
        if checking is None or not _answer_now(checking):
            return None
        self.check = None
        check = checking.result
        assert isinstance(check, ClaimCheck)
        return check

    def look_for(self, match: Match, seat: int) -> bool | None:
        """A frame's share of a computer seat's look for a claim, at the start of its turn:
        None while looking (and in the frame the look ends without a claim: that frame's
        time is spent), True once a claim is found (its checks are answered already, so
        ``Match.computer_claim`` makes it at once), False when it plays on.  The same look
        as ``Match.computer_claim``, sliced."""
        moment = (seat, *claim_moment(match))
        if self.looked == moment:
            return False  # looked already (in an earlier frame)
        self.looked = ()
        if not computer_claim_kinds(match, seat):
            return False  # nothing to look for (no search)
        look = self.look
        if look is None or self.look_at != moment:
            look = self.look = Thinker(seat, Purpose.CLAIM, _computer_look(match, seat))
            self.look_at = moment
        if not look.advance(CHECK_SECONDS):
            return None
        self.look = None
        if look.result is None:
            self.looked = moment
            return None
        return True


def claim_moment(match: Match) -> tuple[object, ...]:
    """What a claim check was asked about: the same match at the same point."""
    return id(match), match.hand_number, len(match.log), match.phase, match.to_act


def _answer_now(checking: Thinker[ClaimCheck]) -> bool:
    """A frame's share of a check; True when its answer is in and this frame has room
    left to show it (else the next frame shows it: an accepted claim is laid out, saved
    and drawn)."""
    if checking.result is not None or checking.failed:
        return True  # answered in an earlier frame
    start = computer_turns.clock()
    done = checking.advance(CHECK_SECONDS)
    return done and computer_turns.clock() - start < CHECK_SECONDS / 2


def _computer_look(match: Match, seat: int) -> Generator[None, None, ClaimCheck | None]:
    """``computer_claim_steps``, and when it finds a claim, the check ``Match.claim`` makes
    before accepting it (so that both are answered when the claim is made)."""
    found = yield from computer_claim_steps(match, seat)
    if found is not None:
        yield from claim_steps(match, seat)
    return found


def claim_line(claim: Claim) -> str:
    who = t(f"hearts.seat.{claim.seat}")
    if claim.seat == SOUTH:
        return t("hearts.claim.you_all" if claim.kind == ALL else "hearts.claim.you_none")
    return t("hearts.claim.all" if claim.kind == ALL else "hearts.claim.none", name=who)


def draw_claim(surface: pygame.Surface, view: HeartsTableView, L: HeartsLayout, screen: Screen, look: Look) -> None:
    """The claimer's cards face up in the middle, the line saying who claimed above them
    (the view's claim on show, if any)."""
    claim = view.claim
    if claim is None:
        return
    cards = list(claim.hands[claim.seat])
    cx, cy = L.TRICK_CENTRE
    # the room between the button columns (a phone held sideways), else the screen's
    room = surface.get_width() - (2 * screen.px(236) if L.kind == "compact" else screen.px(40))
    cw = min(screen.px(92), (room - screen.px(40)) // max(1, len(cards)) - screen.px(6))
    cw = max(screen.px(40), cw)
    ch = round(cw * 1.4)
    gap = screen.px(6)
    row_w = len(cards) * cw + (len(cards) - 1) * gap
    title = claim_line(claim)
    sub = "hearts.claim.sub_you" if claim.seat == SOUTH else "hearts.claim.sub"
    subs = [t(sub, n=len(cards)), t("hearts.status.tap_to_go_on")]
    wide = L.kind == "landscape"
    box_w = max(row_w + screen.px(40), screen.px(560)) if wide else room
    box_w = min(room, box_w)
    big = not wide  # a phone: larger letters
    title_size = text.fit_size(title, 32 if big else 28, box_w - screen.px(30), bold=True, screen=screen)
    sub_size = min(text.fit_size(line, 24 if big else 20, box_w - screen.px(30), screen=screen) for line in subs)
    line_h = text.font(sub_size, screen=screen).get_linesize()
    box = pygame.Rect(0, 0, box_w, screen.px(70) + ch + screen.px(16) + 2 * line_h + screen.px(14))
    box.center = (cx, cy)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (0, 0, 0), box.move(0, screen.px(4)), border_radius=screen.px(16))
    pygame.draw.rect(surface, BOX_BG, box, border_radius=screen.px(16))
    pygame.draw.rect(surface, theme.ACCENT, box, width=screen.px(2), border_radius=screen.px(16))
    text.draw(surface, title, title_size, theme.ACCENT, (box.centerx, box.y + screen.px(16)), "midtop", bold=True,
              screen=screen)
    art = CardArt.get(cw, ch, look.cards)
    x = box.centerx - row_w // 2
    y = box.y + screen.px(70)
    for card in cards:
        surface.blit(art.face(card), (x, y))
        x += cw + gap
    y += ch + screen.px(16)
    for line in subs:
        text.draw(surface, line, sub_size, look.palette.text_dim, (box.centerx, y), "midtop", screen=screen)
        y += line_h


# -- the card tracker ------------------------------------------------------------------

def tracker_lines(facts: Tracker) -> list[tuple[str, Suit | None]]:
    """The tracker's lines (text, the suit it is about or None) from South's view only
    (``facts``): the ranks still out per suit, then who has shown a void in what."""
    lines: list[tuple[str, Suit | None]] = []
    for suit in SUIT_ORDER:
        ranks = facts.out[suit]
        body = " ".join(r.label for r in ranks) if ranks else "—"
        lines.append((f"{suit.symbol} {body}", suit))
    for seat, suits in sorted(facts.voids.items()):
        if suits:
            lines.append((t("hearts.tracker.void", name=t(f"hearts.seat.{seat}"),
                            suits=" ".join(s.symbol for s in suits)), None))
    return lines


def _wrap(line: str, size: int, width: int, *, screen: Screen) -> list[str]:
    """``line`` in rows no wider than ``width`` (a long suit goes on under its symbol)."""
    words = line.split(" ")
    rows: list[str] = []
    row = ""
    for w in words:
        cand = f"{row} {w}" if row else w
        if row and text.font(size, True, screen=screen).size(cand)[0] > width:
            rows.append(row)
            row = "   " + w
        else:
            row = cand
    rows.append(row)
    return rows


def tracker_rows(facts: Tracker, L: HeartsLayout, box: pygame.Rect, *,
                 screen: Screen) -> tuple[int, list[tuple[str, Suit | None]]]:
    """The text size and the rows (title first) that fit ``box``: the largest size, up to
    the layout's reading size, at which every line, wrapped, fits."""
    lines: list[tuple[str, Suit | None]] = [(t("hearts.tracker.title"), None), *tracker_lines(facts)]
    pad = screen.px(6)
    width, height = box.w - 2 * pad, box.h - 2 * pad
    size = 18 if L.kind == "landscape" else 22
    while True:
        rows = [(r, suit) for line, suit in lines for r in _wrap(line, size, width, screen=screen)]
        fits = all(text.font(size, True, screen=screen).size(r)[0] <= width for r, _ in rows)
        if size <= 10 or (fits and len(rows) * text.font(size, True, screen=screen).get_linesize() <= height):
            return size, rows
        size -= 1


def draw_tracker(surface: pygame.Surface, view: HeartsTableView, L: HeartsLayout, screen: Screen,
                 look: Look) -> None:
    """The tracker panel in the layout's box: the view's tracker facts (only when the
    setting is on, during play, no claim on show)."""
    facts = view.tracker
    if facts is None:
        return
    box = pygame.Rect(L.tracker)
    if box.w <= 0 or box.h <= 0:
        return
    bg = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(bg, (*BOX_BG, 200), bg.get_rect(), border_radius=screen.px(10))
    surface.blit(bg, box)
    pygame.draw.rect(surface, (60, 110, 82), box, width=screen.px(1), border_radius=screen.px(10))
    size, rows = tracker_rows(facts, L, box, screen=screen)
    step = text.font(size, True, screen=screen).get_linesize()
    x, y = box.x + screen.px(6), box.y + screen.px(6)
    for i, (row, suit) in enumerate(rows):
        color = look.palette.text_dim if i == 0 else look.cards.mark(suit) if suit is not None else look.palette.text
        text.draw(surface, row, size, color, (x, y), bold=True, screen=screen)
        y += step


register_strings({
    "en": {
        "hearts.button.claim": "Claim",
        "hearts.claim.checking": "Checking the claim…",
        "hearts.claim.cancel": "Cancel",
        "hearts.claim.all": "{name} claims the rest: every trick",
        "hearts.claim.none": "{name} claims the rest: no more tricks",
        "hearts.claim.you_all": "You claim the rest: every trick",
        "hearts.claim.you_none": "You claim the rest: no more tricks",
        "hearts.claim.sub": "Their cards left ({n}): the hand scores as if played out",
        "hearts.claim.sub_you": "Your cards left ({n}): the hand scores as if played out",
        **{f"hearts.claim.reason.{k}": v for k, v in CLAIM_REASON_TEXTS.items()},
        "hearts.tracker.title": "Still out",
        "hearts.tracker.void": "{name}: no {suits}",
    },
    "ru": {
        "hearts.button.claim": "Заявить",
        "hearts.claim.checking": "Проверяем заявку…",
        # not «Отмена»: that is the Undo beside it (the rules' «Отмена ходов»)
        "hearts.claim.cancel": "Отмена",
        "hearts.claim.all": "{name} заявляет: все оставшиеся взятки мои",
        "hearts.claim.none": "{name} заявляет: больше ни одной взятки",
        "hearts.claim.you_all": "Вы заявляете: все оставшиеся взятки ваши",
        "hearts.claim.you_none": "Вы заявляете: больше ни одной взятки",
        "hearts.claim.sub": "Оставшиеся карты ({n}): счёт как при доигрывании",
        "hearts.claim.sub_you": "Ваши оставшиеся карты ({n}): счёт как при доигрывании",
        "hearts.claim.reason.claim_not_your_turn": "Заявить можно только в свой ход",
        "hearts.claim.reason.claim_first_trick": "Заявить можно со второй взятки",
        "hearts.claim.reason.claim_others_can_win": "Ещё не решено: другой игрок может взять у вас взятку",
        "hearts.claim.reason.claim_points_open": "Ещё не решено: оставшиеся очки могут уйти разным игрокам",
        "hearts.claim.reason.claim_too_soon": "Слишком много вариантов, чтобы знать наверняка: сыграйте ещё",
        "hearts.tracker.title": "Ещё не вышли",
        "hearts.tracker.void": "{name}: нет {suits}",
    },
})
