"""A hand scored under the house rules at their edges goes into the statistics whole: a moon
subtracted with the jack of diamonds taken too is -36, and the statistics keep all of it."""

from __future__ import annotations

from game.hearts.rules import Rules
from game.hearts.scoring import score_hand
from game.stats import Stats
from game.storage import MemoryBackend, Storage

JACK_AND_MOON = Rules(jack_of_diamonds=True, moon="subtract_from_shooter")


def test_a_moon_subtracted_with_the_jack_taken_scores_minus_thirty_six():
    assert score_hand([26, 0, 0, 0], JACK_AND_MOON, jack=0).scores == (-36, 0, 0, 0)


def test_the_statistics_keep_every_point_of_such_a_hand():
    store = Storage(MemoryBackend())
    stats = Stats(store)
    stats.record_hearts_hand(-36, True, True)
    stats.record_hearts_level_hand("hard", -36, True, True, False)
    kept = Stats(store).hearts
    assert kept["total_points"] == -36 and kept["hard_points_minus"] == 36
    assert kept["hands_played"] == 1 and kept["hard_hands_played"] == 1


def test_statistics_holding_such_hands_read_back_whole():
    store = Storage(MemoryBackend())
    stats = Stats(store)
    for _ in range(3):
        stats.record_hearts_hand(-36, True, True)
    assert Stats(store).hearts["total_points"] == -108
    assert store.take_notices() == []
