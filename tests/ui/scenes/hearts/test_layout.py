"""The Hearts table's text never lies on a card, the tracker, a button or other text, at
every size of the layout sweep and small square windows, in both languages, with the
card tracker and every house rule on; and the tracker's lines fit its box.  Checked on
the layout's rectangles (no window): the info corner's lines (``draw.info_lines``), the
status and "received" lines' bands (``draw.pill_box``), the pass step's lines, the
no-passing announcement (``draw.hold_lines``), the plates, the tracker; the hand (its
cards raised as far as a chosen or hinted card rises), the opponents' face-down cards
and the trick.

A tall phone (19.5:9 and up) spends its extra height on bigger Hearts cards and a table
placed to fill it, instead of an empty band between the status line and the hand; the
helpers here measure a rendered table for the layout sweep (tests/ui/test_layouts.py:
no empty band on an upright phone, the table's parts clear of each other everywhere).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from devkit.harness import DPR, HEARTS_CODE, SIZES, hearts_until, settle
from game import i18n
from game.hearts import Match, Rules
from game.hearts.ai import choose
from game.hearts.tracker import track
from game.ui import text
from game.ui.look import PLAIN
from game.ui.metrics import Screen
from game.ui.scenes.hearts import claim_view, draw
from game.ui.scenes.hearts.layout import (
    BACK_H,
    BACK_W,
    CARD_H,
    CARD_W,
    HINT_LIFT,
    RAISE,
    HeartsLayout,
    device_layout,
    layout_for,
)
from game.ui.scenes.hearts.strings import takes_text
from game.ui.scenes.hearts.table_sprites import lift_room
from game.ui.viewport import logical_size

pygame.font.init()

#: Every house rule on (game/settings.py's Hearts rules page), a long game.
EVERY_RULE = Rules(queen_of_spades="after_hearts_broken", no_points_first_trick=True, moon="shooter_choice",
                   target=150, jack_of_diamonds=True, no_tricks_bonus=True, first_lead="any_club")
#: The swept sizes, and small square windows.
ROOM_SIZES = dict(SIZES, **{"600x600": (600, 600), "800x800": (800, 800), "640x500": (640, 500),
                            "700x520": (700, 520), "800x500": (800, 500)})
PASS_SIZES = ROOM_SIZES


@contextmanager
def window(size: tuple[int, int], lang: str, dpr: float = 1.0,
           left_handed: bool = False) -> Iterator[tuple[Screen, HeartsLayout]]:
    """The screen the frame makes for a ``size`` window (``dpr`` device pixels per CSS
    pixel), for a left-handed player if ``left_handed``, and the Hearts table's layout there
    in device pixels, with ``lang`` the language meanwhile."""
    old_lang = i18n.language()
    try:
        metrics = Screen.for_window(size, dpr, left_handed=left_handed)
        i18n.set_language(lang)
        yield metrics, device_layout(metrics)
    finally:
        i18n.set_language(old_lang)


def card_rects(L: HeartsLayout, metrics: Screen) -> list[tuple[str, pygame.Rect]]:
    """Every place a card can be during play or the pass: the hand at every length, each
    card as high as a chosen one rises (a hinted one rises less), the opponents' whole
    fans of face-down cards, the four cards of a trick."""
    out = []
    for n in range(1, 14):
        positions = L.hand_positions(n)
        room = lift_room(positions, L.card_h)
        for i, (x, y) in enumerate(positions):
            lift = min(metrics.px(max(RAISE, HINT_LIFT)), room.get(y, metrics.px(RAISE)))
            out.append((f"hand card {i + 1} of {n}", pygame.Rect(round(x), round(y) - lift, L.card_w,
                                                                  L.card_h + lift)))
    back_w, back_h = metrics.px(BACK_W), metrics.px(BACK_H)
    for seat in (1, 2, 3):
        width = round(12 * 11 * metrics.scale) + back_w
        cx, cy = L.BACKS_CENTRE[seat]
        out.append((f"seat {seat}'s face-down cards", pygame.Rect(round(cx - width / 2), cy - back_h // 2,
                                                                  width, back_h)))
    cx, cy = L.TRICK_CENTRE
    for seat, (dx, dy) in L.TRICK_OFFSET.items():
        out.append((f"seat {seat}'s trick card", pygame.Rect(round(cx + dx - L.card_w / 2),
                                                             round(cy + dy - L.card_h / 2), L.card_w, L.card_h)))
    return out


def status_lines() -> list[tuple[str, str]]:
    """The longest status lines of play (the longest names and point counts), each with
    its kind: "status" (shown with the "received" line, until South's first card) or
    "taken" (a trick taken: South has played, no "received" line)."""
    names = [i18n.t(f"hearts.seat.{s}") for s in (1, 2, 3)]
    lines = [i18n.t("hearts.status.your_lead_first"), i18n.t("hearts.status.follow", suit="♠"),
             i18n.t("hearts.status.thinking_hint"), i18n.t("hearts.status.hint", cards="10♠ 10♥")]
    lines += [i18n.t("hearts.status.leads", name=n) for n in names]
    lines += [i18n.t("hearts.status.thinking", name=n) for n in names]
    taken = [takes_text(seat, 26) + " · " + i18n.t("hearts.status.tap_to_go_on") for seat in (0, 1, 2, 3)]
    return [("status", line) for line in lines] + [("taken", line) for line in taken]


def text_rects(L: HeartsLayout, metrics: Screen) -> list[tuple[str, pygame.Rect]]:
    """Every piece of text of play, where it is drawn: the info corner with every rule on
    (each passing and hearts line), the status and "received" lines at their longest."""
    out = []
    for direction, broken in itertools.product(("left", "right", "across", "none"), (False, True)):
        for line, _size, _color, _bold, r in draw.info_lines(L, EVERY_RULE, 12, direction, broken, screen=metrics,
                                                                   look=PLAIN):
            out.append((f"info {line!r}", r))
    width = L.status_box[2]
    for kind, line in status_lines():
        out.append((f"{kind} {line!r}", draw.pill_box(line, L.pill_size, L.status_at, width,
                                                                    screen=metrics)[-1]))
    names = [i18n.t(f"hearts.seat.{s}") for s in (1, 2, 3)]
    for name in names:
        line = i18n.t("hearts.received", cards="10♠ 10♥ 10♦", name=name)
        out.append((f"received {line!r}", draw.pill_box(line, L.pill_size - 3, L.received_at, width,
                                                                      screen=metrics)[-1]))
    return out


def group(name: str) -> str:
    return name.split(" ")[0]


def clashes(things: list[tuple[str, pygame.Rect]], others: list[tuple[str, pygame.Rect]]) -> list[str]:
    out = []
    for (a, ra), (b, rb) in itertools.product(things, others):
        if a != b and ra.colliderect(rb):
            out.append(f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}")
    return out


def cases(sizes: dict | None = None) -> list:
    return [pytest.param(name, lang, id=f"{name}-{lang}") for name in (sizes or ROOM_SIZES) for lang in ("en", "ru")]


@pytest.mark.parametrize("size_name, lang", cases())
def test_no_text_of_play_lies_on_a_card_the_tracker_a_button_or_other_text(size_name, lang):
    with window(ROOM_SIZES[size_name], lang, DPR.get(size_name, 1.0)) as (metrics, L):
        screen = pygame.Rect(0, 0, L.width, L.height)
        texts = text_rects(L, metrics)
        plates = [(f"plate {seat}", pygame.Rect(r)) for seat, r in L.PLATES.items()]
        buttons = [(f"button {k}", pygame.Rect(r)) for k, (r, _size) in L.buttons.items() if k != "confirm"]
        tracker = [("tracker", pygame.Rect(L.tracker))]
        cards = card_rects(L, metrics)
        problems = [f"{n} {tuple(r)} is off the screen" for n, r in texts + plates + buttons + tracker
                    if not screen.contains(r)]
        problems += [p for p in clashes(texts, cards + tracker + buttons + plates)]
        problems += [p for p in clashes(plates + tracker + buttons, cards)]
        problems += [p for p in clashes(plates + tracker, buttons)]
        problems += clashes(plates, tracker)
        # the info corner's lines lie one under another; the status and "received" lines
        # are each one of several wordings, drawn one at a time, one band above the other
        # (a trick taken shows no "received" line: its status may take two lines)
        apart = {frozenset(("status", "taken")), frozenset(("taken", "received"))}
        for (a, ra), (b, rb) in itertools.combinations(texts, 2):
            if group(a) != group(b) and frozenset((group(a), group(b))) not in apart and ra.colliderect(rb):
                problems.append(f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}")
        info = [(n, r) for n, r in texts if group(n) == "info"]
        box = pygame.Rect(L.info_box)
        problems += [f"{n} {tuple(r)} runs out of the info corner {tuple(box)}" for n, r in info
                     if not box.contains(r)]
        band = pygame.Rect(L.status_box)
        problems += [f"{n} {tuple(r)} runs out of the status band {tuple(band)}" for n, r in texts
                     if group(n) in ("status", "taken", "received") and not band.contains(r)]
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("size_name, lang", cases(PASS_SIZES))
def test_the_pass_steps_lines_lie_clear_of_cards_buttons_and_the_info_corner(size_name, lang):
    with window(PASS_SIZES[size_name], lang, DPR.get(size_name, 1.0)) as (metrics, L):
        cx, cy = L.TRICK_CENTRE
        lines = []
        for d, seat in (("left", 1), ("across", 2), ("right", 3)):  # as the scene draws them
            title = i18n.t(f"hearts.pass.title.{d}")
            who = i18n.t("hearts.pass.to", name=i18n.t(f"hearts.seat.{seat}"))
            drawn = draw.pass_lines(L, title, who, i18n.t("hearts.pass.count", n=3), screen=metrics)
            lines += [(f"{'title' if bold else 'to'} {s!r}", r) for s, _size, bold, r in drawn]
            assert all(text.font(size, bold, screen=metrics).get_height() >= text.min_px_for(metrics.css_per_px) for _s, size, bold, _r in drawn)
        info = [(f"info {s!r}", r) for s, *_rest, r in draw.info_lines(L, EVERY_RULE, 12, "across", False,
                                                                               screen=metrics, look=PLAIN)]
        hand = [(n, r) for n, r in card_rects(L, metrics) if n.startswith(("hand", "seat 1's face", "seat 2's face",
                                                                    "seat 3's face"))]
        others = hand + info + [(f"plate {s}", pygame.Rect(r)) for s, r in L.PLATES.items()]
        others += [(f"button {k}", pygame.Rect(r)) for k, (r, _size) in L.buttons.items() if k != "claim"]  # (in play only)
        problems = clashes(lines, others)
        confirm = [("button confirm", pygame.Rect(L.buttons["confirm"][0]))]
        problems += clashes(confirm, hand + info)
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("size_name, lang", cases())
def test_the_no_passing_announcement_lies_clear_of_cards_buttons_and_other_text(size_name, lang):
    """Shown before the first card of a hand without passing: no trick yet, no "received"
    line; the status line, the tracker and the Claim button are there."""
    with window(ROOM_SIZES[size_name], lang, DPR.get(size_name, 1.0)) as (metrics, L):
        box, lines = draw.hold_lines(L, 12, screen=metrics)
        problems = [f"{line!r} {tuple(r)} runs out of its box {tuple(box)}" for line, _s, _b, r in lines
                    if not box.inflate(-2, -2).contains(r)]
        others = [(n, r) for n, r in card_rects(L, metrics) if not n.endswith("trick card")]
        others += [(n, r) for n, r in text_rects(L, metrics) if group(n) in ("info", "status")]
        others += [(f"plate {seat}", pygame.Rect(r)) for seat, r in L.PLATES.items()]
        others += [(f"button {k}", pygame.Rect(r)) for k, (r, _size) in L.buttons.items() if k != "confirm"]
        others += [("tracker", pygame.Rect(L.tracker))]
        problems += clashes([("the no-passing announcement", box)], others)
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("size_name, lang", cases())
def test_the_info_corners_rules_break_between_rules_never_at_a_separator(size_name, lang):
    """The rules in play run on, joined by "·": a line never ends or starts with one."""
    with window(ROOM_SIZES[size_name], lang, DPR.get(size_name, 1.0)) as (metrics, L):
        lines = [line for line, *_rest in draw.info_lines(L, EVERY_RULE, 12, "left", False,
                                                                  screen=metrics, look=PLAIN)]
    problems = [line for line in lines if line.strip(" …").endswith("·") or line.startswith("·")]
    assert not problems, lines


#: The desktop windows, whose info corner has room for every rule in play.
DESKTOP = {name: ROOM_SIZES[name] for name in ("1280x720", "1920x1080", "1024x768", "2880x1800")}


@pytest.mark.parametrize("hand", ["right", "left"])
@pytest.mark.parametrize("size_name, lang", cases(DESKTOP))
def test_a_desktops_info_corner_shows_every_rule_in_play_for_either_hand(size_name, lang, hand):
    """Every house rule on, the moon rule last: none cut off ("…"), and a left hand's
    corner (right of North's cards) clear of cards, plates, buttons and the tracker."""
    with window(DESKTOP[size_name], lang, left_handed=hand == "left") as (metrics, L):
        info = [(n, r) for n, r in text_rects(L, metrics) if group(n) == "info"]
        problems = [f"{n} is cut off" for n, _r in info if n.endswith("…'")]
        others = card_rects(L, metrics) + [("tracker", pygame.Rect(L.tracker))]
        others += [(f"plate {seat}", pygame.Rect(r)) for seat, r in L.PLATES.items()]
        others += [(f"button {k}", pygame.Rect(r)) for k, (r, _size) in L.buttons.items() if k != "confirm"]
        problems += clashes(info, others)
        box = pygame.Rect(L.info_box)
        problems += [f"{n} {tuple(r)} runs out of the info corner {tuple(box)}" for n, r in info
                     if not box.contains(r)]
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("hand", ["right", "left"])
@pytest.mark.parametrize("size_name", list(ROOM_SIZES))
def test_a_short_hand_spreads_its_cards_where_there_is_room(size_name, hand):
    """A hand of any length lies whole in its room; its cards overlap only where the hand
    fills that room, and stand a little apart (never further than a card and a small gap)
    where it does not (a puzzle's or a late trick's five to nine cards)."""
    with window(ROOM_SIZES[size_name], "en", DPR.get(size_name, 1.0), left_handed=hand == "left") as (metrics, L):
        card_w = L.hand_card[0]
        problems = []
        for n in range(2, 14):
            positions = L.hand_positions(n)
            for (x0, y0), (x1, y1) in zip(positions, positions[1:], strict=False):
                if y0 != y1:
                    continue
                row = [x for x, y in positions if y == y0]
                fills = row[-1] + card_w - row[0] >= L.hand_right - L.hand_left - 2
                if x1 - x0 < card_w and not fills:
                    problems.append(f"{n} cards overlap by {card_w - (x1 - x0):.0f} px with room to spare")
                    break
                if x1 - x0 > card_w + metrics.px(16):
                    problems.append(f"{n} cards stand {x1 - x0 - card_w:.0f} px apart")
                    break
            if positions and not (L.hand_left <= positions[0][0] and max(x for x, _ in positions) + card_w
                                  <= L.hand_right + 1):
                problems.append(f"{n} cards run out of the hand's room")
    assert not problems, problems


@pytest.mark.parametrize("size_name, lang", cases())
def test_the_claim_buttons_labels_fit_inside_its_margins(size_name, lang):
    """Claim, and Cancel while a claim is checked («Отмена»): on one line, inside the
    button's margins, at every size."""
    from game.ui.widgets import Button

    with window(ROOM_SIZES[size_name], lang, DPR.get(size_name, 1.0)) as (metrics, L):
        rect, size = L.buttons["claim"]
        problems = []
        for key in ("hearts.button.claim", "hearts.claim.cancel"):
            button = Button("button:claim", key, pygame.Rect(rect), None, size=size)
            lines = button.label_lines(button.best_size(metrics), metrics)
            if lines is None or len(lines) != 1:
                width = text.font(button.best_size(metrics), True, screen=metrics).size(button.text)[0]
                problems.append(f"{button.text!r} ({width} px) in {button.text_width(metrics)} px")
    assert not problems, problems


def notes() -> list[tuple[str, str]]:
    """The notes of play at their longest, each with its kind: a claim refused or being
    checked, a card refused, an undo, a new game or restart."""
    from game.hearts.claim import CLAIM_REASON_TEXTS

    lines = [("error", i18n.t(f"hearts.claim.reason.{k}")) for k in CLAIM_REASON_TEXTS]
    lines += [("error", i18n.t(f"hearts.reason.{k}")) for k in ("must_follow", "hearts_not_broken",
                                                               "no_points_first_trick", "queen_waits",
                                                               "two_of_clubs_leads", "club_leads")]
    lines += [("info", i18n.t("hearts.claim.checking")), ("undo", i18n.t("hearts.undo.done")),
              ("info", i18n.t("hearts.new.started", code=HEARTS_CODE)),
              ("info", i18n.t("hearts.restart.done_hand", n=12))]
    return lines


@pytest.mark.parametrize("size_name, lang", cases())
def test_a_note_stays_in_the_status_band_clear_of_the_tracker_cards_and_buttons(size_name, lang):
    """A note (a refused claim: «…другой игрок может взять у вас взятку») in place of the
    status line: on two lines where one is too narrow, growing down into the "received"
    line's place (that line gives way), never up over the trick or the card tracker."""
    with window(ROOM_SIZES[size_name], lang, DPR.get(size_name, 1.0)) as (metrics, L):
        band = pygame.Rect(L.status_box)
        others = card_rects(L, metrics) + [("tracker", pygame.Rect(L.tracker))]
        others += [(n, r) for n, r in text_rects(L, metrics) if group(n) == "info"]
        others += [(f"plate {seat}", pygame.Rect(r)) for seat, r in L.PLATES.items()]
        others += [(f"button {k}", pygame.Rect(r)) for k, (r, _size) in L.buttons.items() if k != "confirm"]
        problems = []
        for kind, line in notes():
            box, size = draw.note_box(L, line, kind, screen=metrics, look=PLAIN)
            assert text.font(size, screen=metrics).get_height() >= text.min_px_for(metrics.css_per_px)
            problems += clashes([(f"note {line!r}", box)], others)
            if not band.contains(box):
                problems.append(f"note {line!r} {tuple(box)} runs out of the status band {tuple(band)}")
    assert not problems, "\n".join(problems[:30])


def played_positions(seed: int, every: int = 4) -> Iterator[Match]:
    """A game of Easy players, every ``every`` cards of play."""
    m = Match(seed, EVERY_RULE)
    while m.phase != "hand_over":
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        assert s is not None
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
        played = sum(len(t.cards) for t in m.tricks) + len(m.current_trick.cards)
        if m.phase == "play" and played % every == 1:
            yield m


@pytest.mark.parametrize("size_name, lang", cases())
def test_the_trackers_lines_fit_its_box(size_name, lang):
    with window(ROOM_SIZES[size_name], lang, DPR.get(size_name, 1.0)) as (metrics, L):
        box = pygame.Rect(L.tracker)
        pad = metrics.px(6)
        problems = []
        for seed in (3, 11, 23, 42):
            for m in played_positions(seed):
                size, rows = claim_view.tracker_rows(track(m.view(0)), L, box, screen=metrics)
                f = text.font(size, True, screen=metrics)
                if len(rows) * f.get_linesize() > box.h - 2 * pad:
                    problems.append(f"{len(rows)} rows of {f.get_linesize()} px in a {box.h} px box: {rows}")
                problems += [f"{row!r} is wider than the box ({box.w})" for row, _red in rows
                             if f.size(row)[0] > box.w - 2 * pad]
    assert not problems, "\n".join(problems[:10])


def test_a_tall_phone_gets_bigger_cards_that_still_fit_the_width():
    w, h = logical_size(780, 1688)
    tall = layout_for(w, h, "portrait")
    assert tall.card_w > CARD_W and tall.card_h > CARD_H
    for x, _y in tall.hand_positions(13):
        assert tall.hand_left <= x and x + tall.card_w <= tall.hand_right
    # the two rows stay above the bottom row of plate and buttons
    assert tall.hand_rows_y[-1] + tall.card_h <= tall.PLATES[0].top


def test_the_design_portrait_screen_keeps_its_cards():
    plain = layout_for(720, 1280, "portrait")
    assert (plain.card_w, plain.card_h) == (CARD_W, CARD_H)


def table_parts(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """(group, rectangle) of everything one render of the table draws, in device pixels:
    parts of one group (the hand's cards, the trick's) may overlap each other."""
    scene, metrics = app.nav.scene, app.display.metrics
    parts: list[tuple[str, pygame.Rect]] = []
    real_draw = text.draw

    def recording(group, real):
        def wrapped(*a, **kw):
            def draw_text(surface, s, *ta, **tkw):
                box = real_draw(surface, s, *ta, **tkw)
                if s.strip():
                    parts.append((f"{group} {s!r}", pygame.Rect(box)))
                return box
            monkeypatch.setattr(text, "draw", draw_text)
            try:
                return real(*a, **kw)
            finally:
                monkeypatch.setattr(text, "draw", real_draw)
        return wrapped

    monkeypatch.setattr(draw, "_draw_info", recording("info", draw._draw_info))
    monkeypatch.setattr(draw, "_draw_middle", recording("middle", draw._draw_middle))
    real_pill, real_message = draw._pill, draw.message_pill

    def pill(surface, line, color, centre, size=22, strong=False, width=None, *, screen):
        real_pill(surface, line, color, centre, size, strong, width, screen=screen)
        band = draw.pill_box(line, size, centre, metrics.width - metrics.px(30) if width is None else width,
                             screen=screen)[-1]
        parts.append((f"middle {line!r}", band))

    def message(*a, **kw):
        box = real_message(*a, **kw)
        parts.append(("middle note", pygame.Rect(box)))
        return box

    monkeypatch.setattr(draw, "_pill", pill)
    monkeypatch.setattr(draw, "message_pill", message)
    app.render()
    L = scene.L
    for s in scene.hand_sprites():
        parts.append(("hand", pygame.Rect(s.rect)))
    for s in scene.trick_sprites:
        parts.append(("trick", pygame.Rect(s.rect)))
    for w in scene.widgets:
        if w.visible:
            parts.append((w.name, pygame.Rect(w.rect)))
    for seat, plate in L.PLATES.items():
        parts.append((f"plate {seat}", pygame.Rect(plate)))
    back_w, back_h = metrics.px(BACK_W), metrics.px(BACK_H)
    for seat in (1, 2, 3):
        n = len(scene.match.hands[seat])
        if n:
            width = round((n - 1) * 11 * metrics.scale) + back_w
            cx, cy = L.BACKS_CENTRE[seat]
            parts.append((f"backs {seat}", pygame.Rect(cx - width // 2, cy - back_h // 2, width, back_h)))
    return parts


def open_trick(app) -> None:
    """The first trick under way, South to play: the received line and the trick on show."""
    app.nav.go("hearts", code=HEARTS_CODE)
    settle(app)
    hearts_until(app, lambda s: s.south_to_play() and s.match.current_trick.cards)


def part_group(name: str) -> str:
    return name.split(" ")[0] if name.split(" ")[0] in ("hand", "trick", "info", "middle") else name
