"""The rules are short sections whose headings paging never hides under the tab bar, with
pictures."""

from __future__ import annotations

import pytest

from devkit.harness import SIZES, open_app, tap

LAYOUTS = {"landscape": SIZES["1280x720"], "portrait": SIZES["720x1280"]}


def _page_through(app) -> list[dict]:
    states = [app.nav.scene.state()]
    for _ in range(60):
        down = app.router.named_targets()["button:down"]
        if not down.enabled:
            break
        tap(app, "button:down")
        states.append(app.nav.scene.state())
    return states


#: Paging is checked on a narrow phone too: there a block (a picture) can be taller than
#: the view, and a page down must still move on by a view, not stick.
PAGING = {**LAYOUTS, "narrow_phone": SIZES["360x800"]}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", list(PAGING))
def test_paging_never_hides_a_heading_or_cuts_the_top_line(tmp_path, lang, kind):
    with open_app(tmp_path, PAGING[kind], lang) as app:
        tap(app, "menu:rules")
        for tab in ("h2h", "hearts"):
            tap(app, f"tab:{tab}")
            page = app.nav.scene.laid_out()
            states = _page_through(app)
            assert states[-1]["scroll"] == states[-1]["max_scroll"], "▼ reaches the end"
            for st in states[:-1]:  # (the last page may stop anywhere: the end of the text)
                scroll = st["scroll"]
                for y, h in page.headings:
                    if y < scroll < y + h:  # a heading partly above the view...
                        assert st["pinned"] == y  # ... is shown pinned at the top
                # the view starts at a block (under its pinned heading), never mid-line
                stops = {page.stop_for(y) for y, _ in page.blocks}
                assert scroll in stops or any(y < scroll and y + bh > scroll + app.nav.scene.view_h() - 200
                                              for y, bh in page.blocks), scroll
            # and back up the same way, to the top
            for _ in range(60):
                if not app.router.named_targets()["button:up"].enabled:
                    break
                tap(app, "button:up")
            assert app.nav.scene.scroll == 0


def test_a_scrolled_page_keeps_its_section_heading_in_view(tmp_path):
    with open_app(tmp_path, LAYOUTS["landscape"]) as app:
        tap(app, "menu:rules")
        scene = app.nav.scene
        page = scene.laid_out()
        y, h = page.headings[3]
        scene.scroll = y + h + 40  # inside the section, its heading scrolled away
        assert scene.state()["pinned"] == y


def test_hearts_rules_have_their_pictures(tmp_path):
    from game.i18n import t
    from game.ui.rules_pictures import picture

    with open_app(tmp_path, LAYOUTS["portrait"], "ru") as app:
        body = t("rules.hearts.body")
        for name in ("trick_legal", "trick_illegal", "passing", "moon"):
            assert f"[{name}]" in body
            for width in (596, 940):
                pic = picture(name, width, app.display.metrics, app.display.look)
                assert pic is not None and pic.get_width() <= width and pic.get_height() > 80
        assert "[free]" in t("rules.h2h.body")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_key_is_listed_in_the_rules(tmp_path, lang):
    """The keys the app answers to are named on the rules pages (and in README)."""
    from game.i18n import t

    with open_app(tmp_path, LAYOUTS["landscape"], lang):
        h2h, hearts = t("rules.h2h.body"), t("rules.hearts.body")
        for key in ("Tab", "Enter", "Esc", "F11", "Backspace", "S:", "W:", "U ", "H:", "N:"):
            assert key in h2h, key
        for key in ("Tab", "Enter", "Esc", "F11", "Backspace", "P:", "S:", "L:", "N:", "R:", "H:"):
            assert key in hearts, key


@pytest.mark.parametrize("kind", list(LAYOUTS))
def test_the_pinned_heading_never_covers_the_next_heading(tmp_path, kind):
    """At the end of the Hearts page (and at every scroll) the next heading coming up pushes
    the pinned one away: the band drawn at the top ends where the next heading starts."""
    with open_app(tmp_path, LAYOUTS[kind]) as app:
        tap(app, "menu:rules")
        tap(app, "tab:hearts")
        scene = app.nav.scene
        page = scene.laid_out()
        for scroll in list(range(0, scene.max_scroll() + 1, 7)) + [scene.max_scroll()]:
            scene.scroll = scroll
            pinned = page.pinned_heading(scroll)
            if pinned is None:
                continue
            band_bottom = pinned[1] - page.pinned_push(scroll)  # in view coordinates
            for y, _ in page.headings:
                if y > pinned[0] and y - scroll < pinned[1]:  # a heading under the band's place
                    assert band_bottom <= y - scroll, (scroll, pinned, y)


#: Windows squarer than 4:3: a sideways phone's two columns of rows, drawn small.
