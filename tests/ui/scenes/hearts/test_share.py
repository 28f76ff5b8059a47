"""Share (Hearts): the score sheet's "Share" builds the ``?game=`` link from the
page's address (natively from HH_SHARE_PAGE or the documented local page), copies it
through the one clipboard path "Copy code" uses, and says what happened; the link opens
the same game.

The final ranking offers Share: a finished game is the one a player most wants to send.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pygame

from devkit.harness import HEARTS_CODE, finished_match, open_app, settle, tap
from game import public_page
from game.share import GAME, parse_link
from game.ui import clipboard
from game.ui.scenes.hearts.panels import Panel


def _open_sheet(app) -> None:
    app.nav.go("hearts", code=HEARTS_CODE)
    settle(app)
    tap(app, "button:scores")


def test_share_copies_the_link_of_this_game_built_on_the_configured_page(tmp_path, monkeypatch):
    monkeypatch.setenv("HH_SHARE_PAGE", "https://example.org/hearts/?lang=ru&deal=HH1-N-AAAAAAM")
    copied = []
    monkeypatch.setattr(pygame.scrap, "get_init", lambda: True)
    monkeypatch.setattr(pygame.scrap, "put_text", copied.append)
    with open_app(tmp_path / "a", (1280, 720)) as app:
        _open_sheet(app)
        tap(app, "button:share")
        code = app.nav.scene.match.code
        link = f"https://example.org/hearts/?lang=ru&game={code}"
        assert copied == [link]
        state = app.nav.scene.state()
        assert state["share"] == {"link": link, "outcome": "copied"}
        assert any(link in m for m in state["toasts"]) and "copied" in state["toasts"][-1]
        # Opening the link starts the same game.
        shared = parse_link(link)
        assert shared.kind == GAME and shared.code == code
        assert app.games.open_hearts_code(shared.code)
        settle(app)
        assert app.nav.scene.match.code == code and app.nav.scene.match.cards_played == 0


def test_without_a_clipboard_the_toast_shows_the_link_itself(tmp_path, monkeypatch):
    monkeypatch.setenv("HH_SHARE_PAGE", "https://example.org/hh/")

    def refuse(_text):
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "get_init", lambda: True)
    monkeypatch.setattr(pygame.scrap, "put_text", refuse)
    with open_app(tmp_path / "a", (720, 1280), lang="ru") as app:
        _open_sheet(app)
        tap(app, "button:share")
        link = "https://example.org/hh/?game=" + app.nav.scene.match.code
        state = app.nav.scene.state()
        assert state["share"] == {"link": link, "outcome": "failed"}
        assert state["toasts"][-1] == f"Ссылка: {link}"


class _Page:
    """The page's side of the copy (web/heart-to-heart.tmpl: hh_copy / hh_copy_state)."""

    def __init__(self, href: str, outcome: str) -> None:
        self.location = SimpleNamespace(href=href)
        self.outcome = outcome
        self.texts: list[str] = []

    def hh_copy(self, value: str) -> int:
        self.texts.append(value)
        return len(self.texts) - 1

    def hh_copy_state(self, ticket: int) -> str:
        return self.outcome


def test_in_the_browser_the_link_is_built_on_the_page_address_and_copied_by_the_page(monkeypatch):
    page = _Page("https://someone.itch.zone/html/7/index.html?lang=ru&game=HT1-OLD", "shown")
    monkeypatch.setattr(clipboard, "IS_WEB", True)
    monkeypatch.setattr(clipboard, "_window", lambda: page)
    from game.share import share_link

    link = share_link(clipboard.page_address(), GAME, HEARTS_CODE)
    assert link == f"https://someone.itch.zone/html/7/index.html?lang=ru&game={HEARTS_CODE}"
    outcomes: list[str] = []

    async def run() -> None:
        clipboard.copy_text(link, outcomes.append)
        for _ in range(10):
            await asyncio.sleep(0)
            if outcomes:
                return

    asyncio.run(run())
    assert page.texts == [link] and outcomes == ["shown"]  # refused: the page shows the link


def test_a_page_address_that_cannot_be_read_falls_back_to_the_published_page(monkeypatch, tmp_path):
    def broken():
        raise RuntimeError("no window")

    monkeypatch.setattr(clipboard, "IS_WEB", True)
    monkeypatch.setattr(clipboard, "_window", broken)
    monkeypatch.delenv("HH_SHARE_PAGE", raising=False)
    monkeypatch.setattr(public_page, "FILE", tmp_path / "public_page.txt")
    assert clipboard.page_address() is None
    public_page.FILE.write_text("https://studio.github.io/heart-to-heart/\n", encoding="utf-8")
    assert clipboard.page_address() == "https://studio.github.io/heart-to-heart/"


def test_with_no_published_page_share_copies_the_code_and_says_how_to_open_it(tmp_path, monkeypatch):
    monkeypatch.delenv("HH_SHARE_PAGE", raising=False)
    monkeypatch.setattr(public_page, "FILE", tmp_path / "none.txt")
    copied = []
    monkeypatch.setattr(pygame.scrap, "get_init", lambda: True)
    monkeypatch.setattr(pygame.scrap, "put_text", copied.append)
    with open_app(tmp_path / "a", (1280, 720)) as app:
        _open_sheet(app)
        tap(app, "button:share")
        code = app.nav.scene.match.code
        assert copied == [code]  # no link to a page a friend cannot reach
        toast = app.nav.scene.state()["toasts"][-1]
        assert code in toast and "Deal by code" in toast and "127.0.0.1" not in toast


def test_the_final_ranking_has_share_beside_menu_and_new_game(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.storage.save("game.hearts", 1, {"match": finished_match().to_save()})
        app.nav.go("hearts")
        settle(app)
        scene = app.nav.scene
        panel = Panel("ranking", scene.match, screen=lambda: app.display.metrics)
        panel.layout()
        names = [b.name for b in panel.buttons]
        assert names == ["button:share", "button:menu", "button:new"]
        assert names[-1] == "button:new"  # still the primary one
