"""Every screen in both layouts, at the sizes people use: tap targets apart and big enough
for a finger, text inside its box (card indices in the Hearts review too); the Hearts
table's top bar, its parts and its hand review's lines at every size; and both games
played by taps in portrait, landscape, on a phone held either way, and turned mid-game."""

from __future__ import annotations

import itertools

import pygame
import pytest

from devkit.harness import DPR, HEARTS_CODE, PHONES, SIZES, WORKED_EXAMPLE, hearts_until, open_app, settle, tap, tour
from game.heart_to_heart import solver
from game.heart_to_heart.state import Game
from game.storage import FileBackend, Storage
from game.ui import text
from game.ui.metrics import Screen
from game.ui.scenes.hearts import review, review_draw
from game.ui.sprites import CardArt, CardSprite, index_px, topmost_at
from game.ui.widgets import Button, Dialog, Toggle
from tests.ui.driver import run_app
from tests.ui.scenes.hearts.support import FAST, first_legal_policy, play, write_settings
from tests.ui.scenes.hearts.test_layout import open_trick, part_group, table_parts
from tests.ui.scenes.hearts.test_review import review_texts

#: A fingertip: 44 CSS pixels (Apple's and Google's guidance), on every phone (either way up).
FINGER_CSS = 44
#: No letters under 12 CSS pixels on any screen: a font of that many pixels, whose line box
#: (the rendered surface's height) is LINE_PER_PX times as high.
MIN_CSS_PX = 12
pygame.font.init()
LINE_PER_PX = text.font_px(100).get_height() / 100


def expected_kind(size):
    return "portrait" if size[1] > size[0] else "landscape"


# -- what a screen offers ---------------------------------------------------------------------

def tap_targets(app) -> list:
    """What a person can usefully tap now: enabled, visible targets; of the cards only the
    ones a tap can use (the scene's focus order: covered cards are not among them)."""
    useful = {id(h) for h in app.router.focusables()}
    out = []
    for h in app.router.targets():
        if not getattr(h, "visible", True) or not getattr(h, "enabled", True):
            continue
        if isinstance(h, CardSprite) and id(h) not in useful:
            continue
        out.append(h)
    return out


def visible_box(target, items, step: int = 3) -> pygame.Rect | None:
    """The bounding box of the part of ``target`` a tap reaches (not covered by others)."""
    r = target.rect
    # every ``hit`` lies inside its item's rect, and ``topmost_at`` answers the target where
    # it is hit and nothing drawn after it is: only the target and the items after it that
    # overlap ``r`` can change the answer, and sampling against those alone gives the same
    # answer many times faster
    above = max((k for k, i in enumerate(items) if i is target), default=None)
    if above is None:
        return None
    items = [target] + [i for i in items[above + 1:] if i.rect.colliderect(r)]
    xs, ys = [], []
    for y in range(r.top + 1, r.bottom, step):
        for x in range(r.left + 1, r.right, step):
            if topmost_at(items, (x, y)) is target:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    # the samples are ``step`` apart: walk each extreme out to the last pixel the tap reaches
    hits = list(zip(xs, ys))
    left, top = min(hits), min(hits, key=lambda p: p[1])
    right, bottom = max(hits), max(hits, key=lambda p: p[1])

    def walk(p, dx, dy):
        x, y = p
        while r.collidepoint(x + dx, y + dy) and topmost_at(items, (x + dx, y + dy)) is target:
            x, y = x + dx, y + dy
        return x, y

    x0, y0 = walk(left, -1, 0)[0], walk(top, 0, -1)[1]
    x1, y1 = walk(right, 1, 0)[0], walk(bottom, 0, 1)[1]
    return pygame.Rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1)


class TextRecorder:
    """Records every piece of text drawn (its surface and box) and, for buttons, toggles,
    dialogs and Hearts panels, which box it had to stay in, and the size of every card the
    Hearts hand review draws (its index is text too); only inside ``recording()`` (one full
    render per screen), not in the frames that get there."""

    def __init__(self, monkeypatch) -> None:
        self.problems: list[str] = []
        self.boxes: list[tuple[str, pygame.Rect]] = []
        self.active = False
        #: CSS pixels per pixel of the logical screen (the view's scale over the ratio).
        self.css_per_px = 1.0
        real_draw = text.draw

        def draw(surface, s, size, color, pos, anchor="topleft", bold=False, *, screen):
            rect = real_draw(surface, s, size, color, pos, anchor, bold, screen=screen)
            if self.active and s.strip():
                ink = _ink(s, size, bold, rect, screen)
                if not surface.get_rect().contains(ink):
                    self.problems.append(f"{s!r} drawn at {tuple(ink)} outside its surface {surface.get_size()}")
                for owner, box in self.boxes:
                    if not box.contains(ink):
                        self.problems.append(f"{s!r} at {tuple(ink)} sticks out of {owner} {tuple(box)}")
            return rect

        monkeypatch.setattr(text, "draw", draw)
        real_render = text.render

        def render(s, size, color, bold=False, *, screen):
            img = real_render(s, size, color, bold, screen=screen)
            if self.active and s.strip():
                css = img.get_height() * self.css_per_px / LINE_PER_PX
                if css < MIN_CSS_PX - 0.3:  # the line box is rounded to a whole pixel
                    self.problems.append(f"{s!r} is drawn {css:.1f} CSS px high (< {MIN_CSS_PX})")
            return img

        monkeypatch.setattr(text, "render", render)
        # Card indices are letters too: every card the hand review draws has an index (its
        # rank, a "10", its suit sign, at the sizes the card art paints them) of 12 CSS px
        real_get = review_draw.CardArt.get.__func__

        def card_art(cls, w=0, h=0, look=None):
            art = real_get(cls, w, h, look)
            if self.active:
                index = min(index_px(art.h)) * self.css_per_px
                if index < MIN_CSS_PX:
                    self.problems.append(f"a {art.w}x{art.h} review card's index is {index:.1f} CSS px "
                                         f"(< {MIN_CSS_PX})")
            return art

        monkeypatch.setattr(review_draw, "CardArt", type("ReviewCardArt", (CardArt,), {"get": classmethod(card_art)}))
        for cls in (Button, Toggle):
            monkeypatch.setattr(cls, "draw", self._boxed(cls.draw, lambda w: (w.name, w.rect)))
        monkeypatch.setattr(Dialog, "draw", self._boxed(Dialog.draw, lambda d: ("dialog", d.rect), shade=True))

    def render(self, app, dpr: float = 1.0) -> list[str]:
        """One full render of the screen shown, and what its text did wrong."""
        self.problems.clear()
        self.css_per_px = app.display.view.scale / dpr
        self.active = True
        try:
            app.render()
        finally:
            self.active = False
        return list(self.problems)

    def _boxed(self, real, box_of, shade=False):
        def wrapped(widget, surface, *a, **kw):
            if not self.active:
                return real(widget, surface, *a, **kw)
            name, rect = box_of(widget)
            self.boxes.append((name, pygame.Rect(rect)))
            try:
                return real(widget, surface, *a, **kw)
            finally:
                self.boxes.pop()
        return wrapped


def _ink(s: str, size: int, bold: bool, rect: pygame.Rect, screen: Screen) -> pygame.Rect:
    """The drawn letters' box (the font's line box minus its empty leading) on ``screen``."""
    f = text.font(size, bold, screen=screen)
    top_pad = max(0, f.get_ascent() - max((m[3] for m in f.metrics(s) if m), default=f.get_ascent()))
    bottom_pad = max(0, -f.get_descent() - max((-m[2] for m in f.metrics(s) if m), default=0))
    return pygame.Rect(rect.x, rect.y + top_pad, rect.w, max(1, rect.h - top_pad - bottom_pad))


# -- every screen, both layouts, every size --------------------------------------------------

#: The sizes the default run sweeps: the four main sizes (a tablet-ish screen and a phone,
#: each way up), a big screen drawn at its own pixels, a phone's 2x canvas and a square
#: window (its own logical shape, drawn small).  The other sizes repeat one of these kinds;
#: ``pytest --full-sweep`` (CI) runs them all.
DEFAULT_SIZES = ("720x1280", "1280x720", "390x844", "844x390", "1920x1080", "780x1688@2", "600x600")


#: The sizes the default run sweeps in English: the two main ones.  Russian, whose longer
#: words overflow a box first, is swept at every default size; the full sweep runs both
#: languages everywhere.
DEFAULT_SIZES_EN = ("720x1280", "1280x720")


def sweep(names) -> list:
    """``names`` as parameters, those outside DEFAULT_SIZES marked for the full sweep only."""
    return [n if n in DEFAULT_SIZES else pytest.param(n, marks=pytest.mark.full_sweep) for n in names]


def sweep_languages(names) -> list:
    """(size, language) for every size and both languages: outside the default run's cases
    (Russian at DEFAULT_SIZES, English at DEFAULT_SIZES_EN) marked for the full sweep only."""
    cases = []
    for lang in ("en", "ru"):
        for n in names:
            default = n in (DEFAULT_SIZES_EN if lang == "en" else DEFAULT_SIZES)
            marks = () if default else (pytest.mark.full_sweep,)
            cases.append(pytest.param(n, lang, marks=marks, id=f"{n}-{lang}"))
    return cases


#: Every size the screens are swept at: the main sizes, the windows squarer than 4:3 (their
#: logical screen has the window's own shape) and small 16:10-ish desktop windows, all drawn
#: small: the sideways phone's form.
SCREEN_SIZES = dict(SIZES, **{"600x600": (600, 600), "800x800": (800, 800), "640x500": (640, 500),
                               "800x500": (800, 500), "700x520": (700, 520)})


@pytest.mark.parametrize("size_name, lang", sweep_languages(SCREEN_SIZES))
def test_every_screen_has_separate_big_enough_targets_and_big_enough_text_inside_its_boxes(tmp_path, monkeypatch,
                                                                                   size_name, lang):
    size = SCREEN_SIZES[size_name]
    problems: list[str] = []
    seen = []
    dpr = DPR.get(size_name, 1.0)
    with open_app(tmp_path, size, lang, dpr=dpr) as app:
        recorder = TextRecorder(monkeypatch)
        if dpr != 1.0:  # a phone's 2x canvas is drawn 1:1 (sharp): no scaling at all
            assert app.display.view.identity and app.display.screen is app.display.window
        for screen in tour(app):
            seen.append(screen)
            assert app.display.layout_kind == expected_kind(size), screen
            W, H = app.display.metrics.size
            screen_rect = pygame.Rect(0, 0, W, H)
            targets = tap_targets(app)
            assert targets, f"{screen}: nothing to tap"
            everything = app.router.targets()
            for h in targets:
                if not screen_rect.contains(h.rect):
                    problems.append(f"{screen}: {h.name} {tuple(h.rect)} is off the screen")
            for a, b in itertools.combinations(targets, 2):
                if isinstance(a, CardSprite) and isinstance(b, CardSprite):
                    continue  # cards stack by design: only their visible parts count (below)
                if a.rect.clip(b.rect).w > 0 and a.rect.clip(b.rect).h > 0:
                    problems.append(f"{screen}: {a.name} {tuple(a.rect)} overlaps {b.name} {tuple(b.rect)}")
            if size_name in PHONES:
                css_per_logical = app.display.view.scale / dpr  # window pixels / dpr = CSS pixels
                for h in targets:
                    box = visible_box(h, everything)
                    if box is None:
                        problems.append(f"{screen}: {h.name} cannot be reached")
                        continue
                    w_css, h_css = box.w * css_per_logical, box.h * css_per_logical
                    if min(w_css, h_css) < FINGER_CSS:
                        problems.append(f"{screen}: {h.name} is {w_css:.0f}x{h_css:.0f} CSS px (< {FINGER_CSS})")
            problems.extend(f"{screen}: {p}" for p in recorder.render(app, dpr))
    assert "hearts_ranking" in seen and "dialog_h2h_won" in seen
    assert not problems, "\n".join(problems[:40])


# -- both games by taps at every size, and turned mid-game -------------------------------------

def _prepare_h2h(tmp_path):
    Storage(FileBackend(tmp_path)).save("settings", 1, {"general.animation": "off", "general.sound": False})


#: Whole games are played at the four main sizes and two more shapes (a small phone
#: held sideways, a tablet upright); every other size is covered screen by screen above.
PLAY_SIZES = ["720x1280", "1280x720", "390x844", "844x390", "800x360", "768x1024"]


@pytest.mark.parametrize("size_name", sweep(PLAY_SIZES))
def test_heart_to_heart_is_won_by_taps(tmp_path, size_name):
    _prepare_h2h(tmp_path)
    line = solver.solve(Game.from_code(WORKED_EXAMPLE))
    code, states, err = run_app(tmp_path, [f"tap h2h:{a}" for a in line] + ["state"],
                                deal=WORKED_EXAMPLE, size=SIZES[size_name])
    assert code == 0, err
    assert states[-1]["status"] == "won" and states[-1]["dialog"] == "won"
    assert states[-1]["layout"] == expected_kind(SIZES[size_name])


@pytest.mark.parametrize("start, turned", [((720, 1280), (1280, 720)), ((390, 844), (844, 390)),
                                           ((844, 390), (390, 844))])
def test_turning_the_screen_mid_game_keeps_the_game_and_the_next_tap_works(tmp_path, start, turned):
    _prepare_h2h(tmp_path)
    line = solver.solve(Game.from_code(WORKED_EXAMPLE))
    half = len(line) // 2
    lines = ([f"tap h2h:{a}" for a in line[:half]] + ["state", f"resize {turned[0]} {turned[1]}", "state"]
             + [f"tap h2h:{a}" for a in line[half:]] + ["state"])
    code, states, err = run_app(tmp_path, lines, deal=WORKED_EXAMPLE, size=start)
    assert code == 0, err
    before, after, end = states
    assert before.pop("layout") == expected_kind(start) and after.pop("layout") == expected_kind(turned)
    assert before == after
    assert end["status"] == "won"


def test_a_selection_and_an_open_dialog_survive_turning(tmp_path):
    _prepare_h2h(tmp_path)
    lines = ["tap h2h:stock", "tap h2h:25", "state", "resize 720 1280", "state", "tap button:new", "state",
             "resize 1280 720", "state", "tap button:cancel", "state"]
    code, (sel, sel_p, dlg, dlg_l, closed), err = run_app(tmp_path, lines, deal=WORKED_EXAMPLE)
    assert code == 0, err
    assert sel["selected"] == 25 and sel_p["selected"] == 25 and sel_p["layout"] == "portrait"
    assert dlg["dialog"] == "new_game" and dlg_l["dialog"] == "new_game" and dlg_l["layout"] == "landscape"
    assert closed["dialog"] is None and closed["selected"] == 25


def _hand_policy(turn_at: int | None = None, turned=(720, 1280)):
    """First-legal play through one whole hand (stopping at its summary); optionally turn
    the screen once, when ``turn_at`` tricks have been played."""
    base = first_legal_policy(lambda s: s.get("dialog") == "summary")
    memo: dict = {}

    def policy(state):
        if (turn_at is not None and "turned" not in memo and state.get("phase") == "play"
                and state.get("tricks_played") == turn_at and state.get("legal")):
            memo["turned"] = state
            return [f"resize {turned[0]} {turned[1]}", "state"]
        if "turned" in memo and "after" not in memo:
            memo["after"] = state
        return base(state)

    return policy, memo


@pytest.mark.parametrize("size_name", sweep(PLAY_SIZES))
def test_a_whole_hearts_hand_is_played_by_taps(tmp_path, size_name):
    write_settings(tmp_path, FAST)
    policy, _ = _hand_policy()
    code, states, err = play(tmp_path, policy, size=SIZES[size_name], limit=600)
    assert code == 0, err
    last = states[-1]
    assert last["dialog"] == "summary" and last["tricks_played"] == 13
    assert sum(last["hand_points"]) in (26, 78)  # 26, or a moon shot: 3 x 26
    assert last["layout"] == expected_kind(SIZES[size_name])


def test_turning_the_phone_mid_hand_keeps_the_hand_and_play_goes_on(tmp_path):
    write_settings(tmp_path, FAST)
    policy, memo = _hand_policy(turn_at=5, turned=(844, 390))
    code, states, err = play(tmp_path, policy, size=(390, 844), limit=600)
    assert code == 0, err
    before, after = dict(memo["turned"]), dict(memo["after"])
    assert before.pop("layout") == "portrait" and after.pop("layout") == "landscape"
    assert before == after
    assert states[-1]["dialog"] == "summary" and states[-1]["tricks_played"] == 13


# -- turning the screen while cards fly -------------------------------------------------------

def test_cards_in_flight_when_the_screen_turns_fly_on_to_their_new_places(tmp_path):
    """Switching layouts keeps running animations.  The deal flies the heart's
    cards out of the stock; halfway, the phone turns: the cards neither land at once nor
    jump back, they carry on from where they are to their places in the new layout."""
    from devkit.harness import settle

    with open_app(tmp_path, (1280, 720), settings={"general.animation": "normal"}) as app:
        assert app.games.open_deal(WORKED_EXAMPLE)
        for _ in range(12):
            app.frame()
        scene = app.nav.scene
        assert scene.tweens.busy
        moving = {p: (s.x, s.y) for p, s in scene.sprites.items() if (s.x, s.y) != scene.L.heart_pos(p)}
        assert moving, "the deal is in flight"
        old_w, old_h = app.display.metrics.size
        app.display.resize((720, 1280))
        assert app.display.layout_kind == "portrait" and scene.tweens.busy, "the animation keeps running"
        for p, (x, y) in moving.items():
            s = scene.sprites[p]
            home = scene.L.heart_pos(p)
            assert (s.tx, s.ty) == home, f"h2h:{p} heads for its new place"
            assert (s.x, s.y) == pytest.approx((x * app.display.metrics.width / old_w, y * app.display.metrics.height / old_h)), \
                f"h2h:{p} goes on from where it was"
        app.frame()
        on_the_way = [p for p in moving if (scene.sprites[p].x, scene.sprites[p].y) != scene.L.heart_pos(p)]
        assert on_the_way, "nothing landed at once"
        settle(app)
        for p, s in scene.sprites.items():
            assert (s.x, s.y) == scene.L.heart_pos(p)


def test_a_card_flying_to_the_waste_when_the_screen_turns_lands_on_the_new_waste(tmp_path):
    from devkit.harness import settle

    with open_app(tmp_path, (844, 390), settings={"general.animation": "slow"}) as app:
        assert app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        scene = app.nav.scene
        app.router.tap(scene.L.stock_rect().center)
        for _ in range(6):
            app.frame()
        assert scene.flyers and scene.tweens.busy
        flyer = scene.flyers[0]
        app.display.resize((390, 844))
        assert (flyer.tx, flyer.ty) == scene.L.waste_rect().topleft
        assert (flyer.w, flyer.h) == (scene.L.CARD_W, scene.L.CARD_H)
        settle(app)
        assert not scene.flyers and scene.game.waste


def test_dragging_a_window_through_many_sizes_keeps_only_a_few_pictures_painted(tmp_path):
    """Every window size has its own logical screen now; the full-screen pictures painted
    for the sizes left behind are dropped, and card art is kept for a few sizes only."""
    from devkit.harness import settle
    from game.ui import paint
    from game.ui.app import KEEP_CARD_SIZES
    from game.ui.sprites import CardArt

    with open_app(tmp_path, (1280, 720)) as app:
        assert app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        game = app.nav.scene.game
        before = (list(game.heart), list(game.stock), list(game.waste))
        for i in range(30):
            app.display.resize((1000 + 23 * i, 700 - 3 * i))
            app.frame()
        assert len(paint._GLOWS) <= 2
        assert len(CardArt._instances) <= KEEP_CARD_SIZES + 2
        assert app.nav.scene.game is game and (list(game.heart), list(game.stock), list(game.waste)) == before


# -- the Hearts table and its hand review at every size -----------------------------------------

#: The swept sizes and a small square desktop window (the Hearts table's own form there).
SWEPT = dict(SIZES, **{"600x600": (600, 600)})
#: The Hearts top bar: every label on one line at every size, in both languages («Прошлая
#: взятка» and «Новая игра» too, on a phone upright: its bar goes in two rows there).
TOP_BAR = ("button:menu", "button:new", "button:restart", "button:scores", "button:last_trick")
#: The swept sizes and a small Android phone upright.
BAR_SIZES = dict(SWEPT, **{"360x780": (360, 780)})


@pytest.mark.parametrize("size_name, lang", sweep_languages(list(BAR_SIZES)))
def test_every_hearts_top_bar_label_fits_on_one_line(tmp_path, size_name, lang):
    with open_app(tmp_path, BAR_SIZES[size_name], lang, dpr=DPR.get(size_name, 1.0)) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        app.render()
        named = {getattr(b, "name", ""): b for b in app.nav.scene.hittables()}
        for name in TOP_BAR:
            _size, lines, _sub = named[name].drawn
            assert len(lines) == 1, (name, lines)


#: Upright phones (CSS px, or a 2x canvas): the sizes whose middle used to stay empty.
UPRIGHT_PHONES = ["390x844", "360x800", "412x915", "780x1688@2"]


@pytest.mark.parametrize("size_name", sweep(list(SWEPT)))
def test_the_hearts_tables_parts_lie_clear_of_each_other(tmp_path, monkeypatch, size_name):
    with open_app(tmp_path, SWEPT[size_name], "ru", dpr=DPR.get(size_name, 1.0)) as app:
        open_trick(app)
        parts = table_parts(app, monkeypatch)
    problems = []
    for (a, ra), (b, rb) in itertools.combinations(parts, 2):
        if part_group(a) == part_group(b) and part_group(a) in ("hand", "trick", "info", "middle"):
            continue
        if ra.colliderect(rb):
            problems.append(f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}")
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("size_name", sweep(UPRIGHT_PHONES))
def test_an_upright_phone_leaves_no_empty_band_across_the_table(tmp_path, monkeypatch, size_name):
    with open_app(tmp_path, SIZES[size_name], "ru", dpr=DPR.get(size_name, 1.0)) as app:
        open_trick(app)
        parts = table_parts(app, monkeypatch)
        card_h = app.nav.scene.L.card_h
    spans = sorted((r.top, r.bottom) for _, r in parts)
    widest, reach = 0, spans[0][1]
    for top, bottom in spans[1:]:
        widest = max(widest, top - reach)
        reach = max(reach, bottom)
    # no band across the table (no card, text, button or plate in it) higher than a card:
    # the place South's card goes to is the only room left
    assert widest <= card_h, f"an empty band {widest} px high (cards are {card_h})"


@pytest.mark.parametrize("size_name, lang", sweep_languages(list(SCREEN_SIZES)))
def test_the_hearts_reviews_lines_stay_clear_of_its_buttons(tmp_path, monkeypatch, size_name, lang):
    """The step line of a claimed hand with other hands to switch to (every button shown)
    is the longest: where it has no room beside the buttons, the claim moves under the
    seats; where the title has none either (a square window), both go under the bar."""
    with open_app(tmp_path, SCREEN_SIZES[size_name], lang, dpr=DPR.get(size_name, 1.0)) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        hearts_until(app, lambda s: s.panel is not None and s.panel.kind == "summary" and s.match.hand_number == 2)
        tap(app, "button:review")
        tap(app, "button:review_hand_prev")  # hand 1, claimed by Alice
        tap(app, "button:review_last")
        panel = app.nav.scene.panel
        view = panel.state()
        assert view["hand"] == 1 and view["claimed_by"] is not None
        buttons = [b for b in panel.buttons if b.visible]
        assert {b.name for b in buttons} >= {"button:review_hand_prev", "button:review_hand_next"}
        lines = review_texts(app, monkeypatch)
        claimed = review.t("hearts.review.claimed", name=review_draw._name(view["claimed_by"]))
        assert any(claimed in s for s, _ in lines), "the claim is shown"
        assert any(s == review.t("hearts.review.title", number=1) for s, _ in lines), "the title is shown"
        for s, box in lines:
            assert panel.L.panel.contains(box), (s, tuple(box))
            for b in buttons:
                assert not box.colliderect(b.rect), (s, tuple(box), b.name, tuple(b.rect))


# -- the player's card size and hand (Settings → Comfort) ---------------------------------------

#: The sizes the card size and hand settings are checked at (small square windows, a short
#: desktop window and a phone's 2x canvas held sideways too).
COMFORT_SIZES = {"390x844": (390, 844), "844x390": (844, 390), "1280x720": (1280, 720),
                 "1920x1080": (1920, 1080), "600x600": (600, 600), "320x320": (320, 320),
                 "800x360": (800, 360), "800x500": (800, 500), "1688x780@2": (1688, 780)}
#: Each setting on its own and both together.
COMFORT = {"large": {"comfort.card_size": "large"}, "left": {"comfort.left_handed": True},
           "large+left": {"comfort.card_size": "large", "comfort.left_handed": True}}


def _targets_problems(app, where: str, phone: bool) -> list[str]:
    """Targets off the screen, overlapping (cards but by their visible parts), or smaller
    than a fingertip on a phone."""
    problems = []
    screen_rect = pygame.Rect(0, 0, *app.display.metrics.size)
    targets = tap_targets(app)
    everything = app.router.targets()
    for h in targets:
        if not screen_rect.contains(h.rect):
            problems.append(f"{where}: {h.name} {tuple(h.rect)} is off the screen")
    for a, b in itertools.combinations(targets, 2):
        if isinstance(a, CardSprite) and isinstance(b, CardSprite):
            continue
        if a.rect.clip(b.rect).w > 0 and a.rect.clip(b.rect).h > 0:
            problems.append(f"{where}: {a.name} {tuple(a.rect)} overlaps {b.name} {tuple(b.rect)}")
    if phone:
        css = app.display.metrics.css_per_px
        for h in targets:
            box = visible_box(h, everything)
            if box is None or min(box.w, box.h) * css < FINGER_CSS:
                problems.append(f"{where}: {h.name} shows {box} (< {FINGER_CSS} CSS px)")
    return problems


@pytest.mark.parametrize("setting", list(COMFORT))
@pytest.mark.parametrize("size_name, lang", sweep_languages(COMFORT_SIZES))
def test_large_cards_and_the_left_hand_keep_targets_apart_big_enough_and_the_table_clear(
        tmp_path, monkeypatch, size_name, lang, setting):
    size = COMFORT_SIZES[size_name]
    with open_app(tmp_path, size, lang, settings=COMFORT[setting], dpr=DPR.get(size_name, 1.0)) as app:
        assert app.display.metrics.large_cards == ("large" in setting) and app.display.metrics.left_handed == ("left" in setting)
        app.nav.go("hearts", code=HEARTS_CODE)  # the pass: three cards chosen (raised)
        settle(app)
        for card in app.nav.scene.match.hands[0][5:8]:
            tap(app, f"hearts:card:{card}")
        assert len(app.nav.scene.raised) == 3
        problems = _targets_problems(app, "hearts pass", size_name in PHONES)
        open_trick(app)
        problems += _targets_problems(app, "hearts", size_name in PHONES)
        for (a, ra), (b, rb) in itertools.combinations(table_parts(app, monkeypatch), 2):
            if part_group(a) == part_group(b) and part_group(a) in ("hand", "trick", "info", "middle"):
                continue
            if ra.colliderect(rb):
                problems.append(f"hearts: {a} {tuple(ra)} overlaps {b} {tuple(rb)}")
        app.nav.go("heart_to_heart")
        settle(app)
        problems += _targets_problems(app, "heart_to_heart", size_name in PHONES)
        L = app.nav.scene.L
        heart = L.heart_bounds()
        for name, (r, _size) in L.buttons.items():
            for what, other in (("heart", heart), ("stock", L.stock_rect()), ("waste", L.waste_rect())):
                if pygame.Rect(r).colliderect(other):
                    problems.append(f"heart_to_heart: {name} {r} overlaps the {what}")
    assert not problems, "\n".join(problems[:40])


def test_large_cards_give_an_upright_phone_a_bigger_hand_that_still_fits(tmp_path):
    sizes = {}
    for card_size in ("normal", "large"):
        with open_app(tmp_path / card_size, (390, 844), "ru", settings={"comfort.card_size": card_size}) as app:
            open_trick(app)
            hand = app.nav.scene.hand_sprites()
            sizes[card_size] = (hand[0].w, hand[0].h)
            assert all(app.display.screen.get_rect().contains(s.rect) for s in hand)
            app.nav.go("heart_to_heart")
            settle(app)
            sizes[card_size, "h2h"] = app.nav.scene.L.CARD_W
    assert sizes["large"][0] >= sizes["normal"][0] * 1.25, sizes
    assert sizes["large", "h2h"] > sizes["normal", "h2h"], sizes
    with open_app(tmp_path / "live", (390, 844), "en") as app:  # changed in play: laid out again at once
        open_trick(app)
        app.settings.set("comfort.card_size", "large")
        settle(app)
        assert all((s.w, s.h) == sizes["large"] for s in app.nav.scene.hand_sprites())


def test_left_handed_landscape_puts_the_play_buttons_left_and_the_game_carries_on(tmp_path):
    with open_app(tmp_path, (1280, 720), "en") as app:
        open_trick(app)
        right = {k: app.nav.scene.buttons[k].rect.centerx for k in ("hint", "undo", "claim")}
        hand = [s.card for s in app.nav.scene.hand_sprites()]
        app.settings.set("comfort.left_handed", True)  # applied at once: no restart
        settle(app)
        W = app.display.metrics.width
        assert all(x > W // 2 for x in right.values())
        assert all(app.nav.scene.buttons[k].rect.centerx < W // 2 for k in right)
        assert [s.card for s in app.nav.scene.hand_sprites()] == hand  # the same hand, in order
        app.nav.go("heart_to_heart")
        settle(app)
        L = app.nav.scene.L
        assert L.button_rect("button:undo").right < L.heart_bounds().left
        assert L.stock_rect().x < L.waste_rect().x  # the piles read as before


def test_a_phone_held_sideways_left_handed_has_hint_and_undo_in_the_left_column(tmp_path):
    with open_app(tmp_path, (844, 390), "ru", settings={"comfort.left_handed": True}) as app:
        open_trick(app)
        W = app.display.metrics.width
        assert all(app.nav.scene.buttons[k].rect.centerx < W // 2 for k in ("hint", "undo", "claim"))


def test_an_upright_phone_keeps_its_buttons_where_they_are_for_either_hand(tmp_path):
    places = []
    for left in (False, True):
        with open_app(tmp_path / str(left), (390, 844), "en", settings={"comfort.left_handed": left}) as app:
            open_trick(app)
            places.append({k: tuple(b.rect) for k, b in app.nav.scene.buttons.items()})
    assert places[0] == places[1]
