"""Hard's settings are one frozen value passed in (hard.HardConfig), never module state."""

from __future__ import annotations

import dataclasses

import pytest

from game.cards import parse_cards
from game.hearts import Match, PlayerView
from game.hearts.ai import choose, hard, normal, player
from game.hearts.ai.knowledge import mask_of, to_card
from game.rng import Rng

from .helpers import drain, pass_all


def test_hard_settings_are_frozen_and_checked_when_made() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        hard.SHIPPED.worlds = 60  # type: ignore[misc]
    with pytest.raises(ValueError, match="worlds must be at least 1"):
        hard.HardConfig(worlds=0)
    with pytest.raises(ValueError, match="endgame_mode"):
        hard.HardConfig(endgame_mode="everyone")


def test_each_level_takes_only_its_own_settings() -> None:
    m = Match(3)
    pass_all(m, "normal")
    with pytest.raises(ValueError, match="Normal takes a NormalConfig"):
        choose(m.view(m.to_act), "normal", Rng(1), hard.SHIPPED)
    with pytest.raises(ValueError, match="Hard takes a HardConfig"):
        player("hard", normal.SHIPPED)
    with pytest.raises(ValueError, match="Easy takes no settings"):
        player("easy", normal.SHIPPED)


def test_a_hard_given_a_huge_pass_margin_keeps_normals_pass_and_the_shipped_hard_is_untouched() -> None:
    hand = "2C 3C 4C 5D 6D 7D 2S 3S 4S 2H 3H 4H 5H"
    view = PlayerView(seat=0, hand_number=1, pass_direction="left", phase="pass",
                      hand=tuple(parse_cards(hand.split())))
    stubborn = dataclasses.replace(hard.SHIPPED, pass_margin=1000.0)
    kept, _ = drain(hard.think_pass(view, Rng(3), stubborn))
    assert sorted(kept) == sorted(to_card(c) for c in normal.choose_pass(mask_of(view.hand)))
    shipped, _ = drain(hard.think_pass(view, Rng(3)))
    again, _ = drain(hard.think_pass(view, Rng(3), hard.SHIPPED))
    assert shipped == again


def test_two_differently_set_hards_decide_side_by_side_each_by_its_own_settings() -> None:
    m = Match(5)
    pass_all(m, "normal")
    view = m.view(m.to_act)
    small = dataclasses.replace(hard.SHIPPED, worlds=2, candidate_factor=1)
    first = choose(view, "hard", Rng(9), small)
    plain = choose(view, "hard", Rng(9))
    assert choose(view, "hard", Rng(9), small) == first
    assert choose(view, "hard", Rng(9)) == plain
    assert first.card in m.legal(m.to_act) and plain.card in m.legal(m.to_act)


def test_a_level_name_makes_its_player_in_one_place() -> None:
    from game.hearts.kinds import Level

    assert [type(player(lv)).__name__ for lv in ("easy", "normal", "hard")] == ["Easy", "Normal", "Hard"]
    assert player(Level.HARD).config is hard.SHIPPED and player("normal").config is normal.SHIPPED
    wide = dataclasses.replace(hard.SHIPPED, worlds=60)
    assert player("hard", wide).config is wide and player(Level.HARD).level == Level.HARD
    with pytest.raises(ValueError, match="level must be easy, normal or hard, not 'expert'"):
        player("expert")


def test_normal_settings_are_one_frozen_value_its_player_carries() -> None:
    from dataclasses import replace

    from game.hearts.ai import Normal

    from .test_hearts_ai_standing import _reach

    with pytest.raises(dataclasses.FrozenInstanceError):
        normal.SHIPPED.near_deals = 10  # type: ignore[misc]
    m = _reach(9, 30)  # near the limit, Normal's check takes K♠ over its rules' 4♠
    view = replace(m.view(0), scores=(30, 60, 88, 70))
    four, king = parse_cards(["4S", "KS"])
    assert Normal().choose(view, m.decision_rng(0)).card == king
    deaf = Normal(replace(normal.SHIPPED, near_margin=1000.0))
    assert deaf.choose(view, m.decision_rng(0)).card == four
    assert Normal().choose(view, m.decision_rng(0)).card == king  # the shipped one is untouched
