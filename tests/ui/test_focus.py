"""Keyboard focus by arrows: on every screen and dialog, in both layouts,
each arrow moves to the nearest target lying in that direction, and every target can be
reached by arrows alone; plus the cases a player reported."""

from __future__ import annotations

import math

import pygame
import pytest

from devkit.harness import SIZES, WORKED_EXAMPLE, open_app, settle, tap, tour
from game.ui import focus
from game.ui.sprites import CardSprite

ARROWS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN}


def press(app, key: int) -> None:
    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    settle(app)


def arrow_from(app, target, arrow: str):
    """Where ``arrow`` takes the focus from ``target`` (through the real key handling)."""
    app.router.keyboard_mode = True
    app.router.set_focus(target)
    # arrows move the focus at once (nothing is queued), so no frames are needed
    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=ARROWS[arrow], mod=0, unicode="", scancode=0))
    return app.router.focused()


def expected(cur, items, arrow: str):
    """The spec, written out independently: of the targets whose centre lies beyond the
    current one's (by a third of the smaller size), one straight ahead (overlapping the
    current one across the arrow) beats one off to the side unless the side one lies
    wholly nearer; otherwise the one at the least edge distance (across the arrow
    counting 1.5 times).  The best card or pile wins over a button off the beam when the
    card lies more that way than across and either the move starts on the table or the
    button only sits beside the current target; from a card or pile also when the button
    is not more than twice as near."""
    dx, dy = focus.DIRECTIONS[arrow]

    def table(h) -> bool:
        return isinstance(h, CardSprite) or getattr(h, "focus_group", None) == "table"

    a = pygame.Rect(cur.rect)

    def beam(b) -> bool:
        if dx:
            return min(a.bottom, b.bottom) > max(a.top, b.top)
        return min(a.right, b.right) > max(a.left, b.left)

    def along_edges(r) -> tuple[int, int]:
        # r's two edges measured along the arrow, the nearer first
        return tuple(sorted(((r.left if dx else r.top) * (dx + dy), (r.right if dx else r.bottom) * (dx + dy))))

    def near_far(b) -> tuple[int, int]:
        # how far b's near and far edges lie beyond a's leading edge
        lead = along_edges(a)[1]
        near, far = along_edges(b)
        return near - lead, far - lead

    def dist(b) -> tuple[float, float]:
        gx = max(0, b.left - a.right, a.left - b.right)
        gy = max(0, b.top - a.bottom, a.top - b.bottom)
        gap_along, gap_across = (gx, gy) if dx else (gy, gx)
        return (math.hypot(gap_along, 1.5 * gap_across),
                math.hypot(b.centerx - a.centerx, b.centery - a.centery))

    def better(b, c) -> bool:
        if beam(b) and not beam(c) and max(0, near_far(b)[0]) < max(1, near_far(c)[1]):
            return True
        if beam(c) and not beam(b) and max(0, near_far(c)[0]) < max(1, near_far(b)[1]):
            return False
        return dist(b) < dist(c)

    found = []
    for h in items:
        if h is cur:
            continue
        b = pygame.Rect(h.rect)
        along = (b.centerx - a.centerx) * dx + (b.centery - a.centery) * dy
        size = min(a.w, b.w) if dx else min(a.h, b.h)
        if along > size / 3:
            found.append(h)
    if not found:
        return None
    best = found[0]
    for h in found[1:]:
        if better(pygame.Rect(h.rect), pygame.Rect(best.rect)):
            best = h
    on_table = [h for h in found if table(h)]
    if not on_table or table(best):
        return best
    table_best = on_table[0]
    for h in on_table[1:]:
        if better(pygame.Rect(h.rect), pygame.Rect(table_best.rect)):
            table_best = h
    t = pygame.Rect(table_best.rect)
    off_x, off_y = abs(t.centerx - a.centerx), abs(t.centery - a.centery)
    more_that_way = (off_y <= off_x) if dx else (off_x <= off_y)
    o = pygame.Rect(best.rect)
    o_gx = max(0, o.left - a.right, a.left - o.right)
    o_gy = max(0, o.top - a.bottom, a.top - o.bottom)
    o_off_x, o_off_y = abs(o.centerx - a.centerx), abs(o.centery - a.centery)
    # the button sits beside: level along the arrow, apart across it, more across than along
    best_beside = (o_gx == 0 and o_gy > 0 and o_off_y > o_off_x) if dx else (o_gy == 0 and o_gx > 0 and o_off_x > o_off_y)
    if not beam(o) and more_that_way and (table(cur) or best_beside):
        return table_best
    if not table(cur):
        return best
    if dist(t)[0] <= 2 * dist(pygame.Rect(best.rect))[0]:
        return table_best
    return best


def focus_arrows(app, cur=None) -> list[str]:
    """The arrows that move the focus by the nearest-target rule from ``cur`` (a page that
    scrolls keeps Up and Down for that, its scroll buttons then not focus targets either;
    in the Hearts hand Left and Right go from card to card, ``test_the_hearts_hand_...``)."""
    if app.nav.top is not None:
        return list(ARROWS)
    if cur is not None:
        app.router.keyboard_mode = True
        app.router.set_focus(cur)
    return [a for a, key in ARROWS.items()
            if not app.nav.scene.wants_key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))]


def reachable(app, items) -> set[int]:
    """Targets reached from the first one by arrows alone (whichever rule moves them)."""
    seen = {0}
    todo = [0]
    while todo:
        i = todo.pop()
        for arrow in ARROWS:
            got = arrow_from(app, items[i], arrow)
            j = next((k for k, h in enumerate(items) if h is got), None)
            if j is not None and j not in seen:
                seen.add(j)
                todo.append(j)
    return seen


@pytest.mark.parametrize("size", [SIZES["1280x720"], SIZES["720x1280"]], ids=["landscape", "portrait"])
def test_arrows_go_to_the_nearest_target_that_way_and_reach_every_target(tmp_path, size):
    problems = []
    with open_app(tmp_path, size) as app:
        for screen in tour(app):
            items = list(app.router.focusables())
            if len(items) < 2:
                continue
            for cur in items:
                for arrow in focus_arrows(app, cur):
                    want = expected(cur, items, arrow)
                    got = arrow_from(app, cur, arrow)
                    if want is not None and got is not want:
                        problems.append(f"{screen}: {arrow} from {cur.name} went to "
                                        f"{getattr(got, 'name', None)}, not {want.name}")
                    if want is None and got is not cur:
                        problems.append(f"{screen}: {arrow} from {cur.name} left for "
                                        f"{getattr(got, 'name', None)} with nothing that way")
            reached = reachable(app, items)
            missing = [items[i].name for i in range(len(items)) if i not in reached]
            if missing:
                problems.append(f"{screen}: not reachable by arrows: {missing}")
            app.router.keyboard_mode = False
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size", [SIZES["1280x720"], SIZES["720x1280"]], ids=["landscape", "portrait"])
def test_hearts_up_from_the_chosen_pass_cards_reaches_the_pass_button(tmp_path, size):
    with open_app(tmp_path, size) as app:
        app.nav.go("hearts", code="HT1-AFOS-BCDEFGH")
        settle(app)
        scene = app.nav.scene
        chosen = scene.match.hands[0][:3]
        for c in chosen:
            tap(app, f"hearts:card:{c}")
        targets = app.router.named_targets()
        for card in scene.match.hands[0]:
            # Up, Up...: through the hand's rows (portrait has two) to Pass, nothing else
            got = arrow_from(app, targets[f"hearts:card:{card}"], "up")
            for _ in range(2):
                if got.name.startswith("hearts:card:"):
                    assert got.rect.centery < targets[f"hearts:card:{card}"].rect.centery - 60
                    got = arrow_from(app, got, "up")
            assert got.name == "button:confirm", (card, got.name)
        # ... and Enter there passes the cards
        press(app, pygame.K_RETURN)
        assert scene.match.passes[0] is not None


@pytest.mark.parametrize("size", [SIZES["1280x720"], SIZES["720x1280"]], ids=["landscape", "portrait"])
def test_h2h_tip_card_arrows_stay_on_the_table(tmp_path, size):
    with open_app(tmp_path, size) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        tip = app.router.named_targets()["h2h:25"]
        header = {"button:new", "button:copy", "button:menu"}
        for arrow in ("right", "up"):
            got = arrow_from(app, tip, arrow)
            assert got is not None and got.name not in header, (arrow, got and got.name)
        # the stock and the waste are reached by arrows
        names = {h.name for h in app.router.focusables()}
        assert "h2h:stock" in names


@pytest.mark.parametrize("size", [SIZES["1280x720"], SIZES["844x390"], SIZES["1920x1080"]])
def test_h2h_left_from_the_stock_and_undo_goes_to_the_table_not_a_header_button(tmp_path, size):
    with open_app(tmp_path, size) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        tap(app, "h2h:stock")  # a move, so Undo is there too
        settle(app)
        targets = app.router.named_targets()
        for name in ("h2h:stock", "button:undo"):
            got = arrow_from(app, targets[name], "left")
            assert got is not None and got.name.startswith("h2h:") and got.name != name, (name, got and got.name)
            assert got.rect.right <= targets[name].rect.left, (name, got.name)


@pytest.mark.parametrize("size", [SIZES["1280x720"], SIZES["720x1280"]], ids=["landscape", "portrait"])
def test_down_from_a_top_bar_button_reaches_the_target_straight_under_it(tmp_path, size):
    with open_app(tmp_path, size) as app:
        app.nav.go("hearts", code="HT1-AFOS-BCDEFGH")
        settle(app)
        items = app.router.focusables()
        top_bar = [h for h in items if h.name.startswith("button:") and h.rect.top < 120]
        assert len(top_bar) >= 3, [h.name for h in top_bar]
        for cur in top_bar:
            name = cur.name
            got = arrow_from(app, cur, "down")
            assert got is not None
            overlap = min(cur.rect.right, got.rect.right) - max(cur.rect.left, got.rect.left)
            below = [h for h in items if h.rect.top > cur.rect.bottom
                     and min(cur.rect.right, h.rect.right) > max(cur.rect.left, h.rect.left)]
            if below:
                assert overlap > 0, (name, got.name)


def test_dialog_buttons_are_reached_by_left_and_right(tmp_path):
    with open_app(tmp_path, SIZES["1280x720"]) as app:
        tap(app, "menu:deal_code")
        buttons = app.nav.top.buttons
        app.router.keyboard_mode = True
        app.router.set_focus(buttons[-1])
        press(app, pygame.K_LEFT)
        assert app.router.focused() is buttons[-2]
        press(app, pygame.K_RIGHT)
        assert app.router.focused() is buttons[-1]


def _south_to_follow(app) -> None:
    """The Hearts table where South plays a card and some of its hand cannot be played."""
    from devkit.harness import hearts_until

    app.nav.go("hearts", code="HT1-AFOS-BCDEFGH")
    settle(app)
    hearts_until(app, lambda s: s.south_to_play() and s.match.current_trick.cards
                 and len(s.match.legal(0)) < len(s.match.hands[0]) - 2)


@pytest.mark.parametrize("size", [SIZES["1280x720"], SIZES["390x844"]], ids=["landscape", "portrait"])
def test_the_hearts_hand_left_and_right_go_over_the_cards_that_cannot_be_played(tmp_path, size):
    with open_app(tmp_path, size) as app:
        _south_to_follow(app)
        scene = app.nav.scene
        hand, legal = scene.match.hands[0], scene.match.legal(0)
        playable = [f"hearts:card:{c}" for c in hand if c in legal]
        assert len(playable) >= 2
        targets = app.router.named_targets()
        # from the first playable card Left stays in the hand (Hint is not next to it)
        assert arrow_from(app, targets[playable[0]], "left").name == playable[0]
        walked = [playable[0]]
        for _ in range(len(playable) - 1):
            press(app, pygame.K_RIGHT)
            walked.append(app.router.focused().name)
        assert walked == playable  # every playable card, in the hand's order
        press(app, pygame.K_RIGHT)  # past the end: only a button beside the hand, never a card
        past = app.router.focused()
        hand = [s.rect for s in scene.hand_sprites()]
        box = hand[0].unionall(hand[1:])
        assert past.name == playable[-1] or (past.rect.left >= box.right and past.rect.bottom > box.top)
        app.router.set_focus(targets[playable[-1]])
        press(app, pygame.K_LEFT)
        assert app.router.focused().name == playable[-2]
        # Tab never stops on a card that cannot be played; Up leaves the hand
        names = [h.name for h in app.router.focusables()]
        assert not [n for n in names if n.startswith("hearts:card:") and n not in playable]
        got = arrow_from(app, targets[playable[0]], "up")
        assert got is None or got.name not in playable[1:]
        # and Enter plays the focused card
        app.router.set_focus(targets[playable[-1]])
        press(app, pygame.K_RETURN)
        assert playable[-1].split(":")[-1] not in [str(c) for c in scene.match.hands[0]]


@pytest.mark.parametrize("size", [SIZES["1280x720"], SIZES["390x844"]], ids=["landscape", "portrait"])
def test_after_the_hint_key_the_hinted_card_has_the_focus_and_enter_plays_it(tmp_path, size):
    with open_app(tmp_path, size) as app:
        _south_to_follow(app)
        scene = app.nav.scene
        app.router.keyboard_mode = False  # the player has used the mouse so far
        press(app, pygame.K_h)
        assert len(scene.hint_cards) == 1
        card = scene.hint_cards[0]
        assert app.router.keyboard_mode and app.router.focused().name == f"hearts:card:{card}"
        tricks = len(scene.match.tricks)
        press(app, pygame.K_RETURN)
        assert card not in scene.match.hands[0]
        assert len(scene.match.tricks) > tricks or card in scene.match.current_trick.cards


def test_after_the_hint_key_while_passing_pass_has_the_focus_and_enter_passes_the_hint(tmp_path):
    with open_app(tmp_path, SIZES["1280x720"]) as app:
        app.nav.go("hearts", code="HT1-AFOS-BCDEFGH")
        settle(app)
        scene = app.nav.scene
        press(app, pygame.K_h)
        hinted = [c for c in scene.match.hands[0] if c in scene.hint_cards]
        assert len(hinted) == 3 and sorted(map(str, scene.raised)) == sorted(map(str, hinted))
        assert app.router.focused().name == "button:confirm"
        press(app, pygame.K_RETURN)
        settle(app)
        assert sorted(map(str, scene.match.passes[0])) == sorted(map(str, hinted))


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (844, 390), (600, 600), (1920, 1080)])
def test_the_focus_ring_on_the_heart_to_heart_stock_leaves_its_count_whole(tmp_path, size):
    from devkit.harness import WORKED_EXAMPLE, settle
    from game.ui.scenes.heart_to_heart import effects as fx
    from game.ui.scenes.heart_to_heart.draw import stock_badge_center

    with open_app(tmp_path, size) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        stock = app.nav.scene.L.stock_rect()
        (cx, cy), r = stock_badge_center(stock, screen=app.display.metrics), fx.badge_radius("26", screen=app.display.metrics)
        badge = fx.badge_rect("26", (cx, cy), screen=app.display.metrics)
        app.render()
        plain = app.display.screen.subsurface(badge).copy()
        app.router.keyboard_mode = True
        app.nav.scene.focus = "h2h:stock"
        app.render()
        assert app.router.focused().name == "h2h:stock"
        assert app.router.focused().rect.contains(badge)  # the ring goes round the count
        ringed = app.display.screen.subsurface(badge)
        disc = [(x, y) for x in range(badge.w) for y in range(badge.h)
                if (badge.x + x - cx) ** 2 + (badge.y + y - cy) ** 2 <= r * r]
        assert all(plain.get_at(p) == ringed.get_at(p) for p in disc)  # every pixel of the count
        app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        settle(app)
        assert app.nav.scene.game.moves == 1 and len(app.nav.scene.game.stock) == 25  # Enter turns the stock
