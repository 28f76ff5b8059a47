"""Esc around a claim's answer: while the claim is checked Esc stops the check; once the
answer is in, the same Esc closes the answer and the player stays at the table, never
leaving for the menu (a second Esc leaves, as always)."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import SOUTH_CLAIMS, open_app, saved_position, settle
from game.ui.scenes.hearts import claim_view


def esc(app) -> None:
    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))


def key_c(app) -> None:
    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))


def frames_until(app, stop, limit: int = 3000) -> None:
    for _ in range(limit):
        if stop(app.nav.scene):
            return
        app.frame()
    raise AssertionError("never got there")


@pytest.fixture
def one_slice_a_frame(monkeypatch):
    """Each frame checks one slice of a claim, and no answer is known beforehand."""
    from game.hearts import claim

    monkeypatch.setattr(claim_view, "CHECK_SECONDS", 0.0)
    claim._CHECKED.clear()
    yield
    claim._CHECKED.clear()


def test_esc_just_after_a_refused_claims_answer_closes_it_and_stays_at_the_table(tmp_path, one_slice_a_frame):
    with open_app(tmp_path, (1280, 720)) as app:
        saved_position(app, 3, 20)
        scene = app.nav.scene
        key_c(app)
        frames_until(app, lambda s: s.claim_check is None)  # the answer: not yet decided
        assert scene.message is not None and scene.note == scene.message.text
        esc(app)
        settle(app)
        assert app.nav.scene is scene and scene.note is None and scene.south_to_play()
        esc(app)  # nothing on show now: Esc leaves, as always
        settle(app)
        assert app.nav.scene.name == "menu"


def test_esc_just_after_a_claim_is_granted_ends_its_show_and_stays_at_the_table(tmp_path, one_slice_a_frame):
    with open_app(tmp_path, (1280, 720)) as app:
        saved_position(app, *SOUTH_CLAIMS)
        scene = app.nav.scene
        key_c(app)
        frames_until(app, lambda s: s.claim_check is None)
        assert scene.claim_shown is not None
        esc(app)
        settle(app)
        assert app.nav.scene is scene and scene.claim_shown is None
        assert scene.panel is not None and scene.panel.kind == "summary"  # the hand's score, at the table


def test_esc_pressed_with_c_before_the_answer_is_known_cancels_the_check(tmp_path, one_slice_a_frame):
    with open_app(tmp_path, (1280, 720)) as app:
        saved_position(app, *SOUTH_CLAIMS)
        scene = app.nav.scene
        key_c(app)
        esc(app)
        settle(app)
        assert app.nav.scene is scene and scene.claim_check is None and scene.match.claimed is None


def test_esc_after_a_claim_answered_at_once_stays_at_the_table(tmp_path):
    """A claim whose answer is known already (checked before) is answered with the key."""
    with open_app(tmp_path, (1280, 720)) as app:
        saved_position(app, 3, 20)
        scene = app.nav.scene
        key_c(app)
        settle(app)
        assert scene.message is not None
        esc(app)
        settle(app)
        assert app.nav.scene is scene
