"""In the browser a phone pastes into the page's HTML input over the deal-code field: a share
link pasted there gives the field the link's code, as Ctrl+V on the canvas does, not the
link's letters read as a code."""

from __future__ import annotations

import pytest

from tests.web.test_web_text import frames, page  # noqa: F401  (the page's input, stood in for)


@pytest.mark.parametrize("link, code", [
    ("https://example.itch.io/hh/?lang=ru&deal=hh1-n-aaaaaam#top", "HH1-N-AAAAAAM"),
    ("  http://localhost:8000/?game=HT1-AFOM-AAAAAAA\n", "HT1-AFOM-AAAAAAA"),
])
def test_a_share_link_pasted_into_the_input_gives_the_field_its_code(page, link, code) -> None:  # noqa: F811
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    fake.value = link
    frames(app, 3)
    assert app.nav.top.entry.value == code
    assert fake.value == code  # the input shows what the field took
    assert app.games.deal_code_problem(code) is None


def test_typing_a_code_into_the_input_is_read_as_before(page) -> None:  # noqa: F811
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    for typed in ("h", "hh1-", "hh1-n-aaaaaam"):
        fake.value = typed
        frames(app, 2)
    assert app.nav.top.entry.value == "HH1-N-AAAAAAM"
