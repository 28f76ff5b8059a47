"""The feature screenshots tool (tools/feature_shots.py) reaches every screen it names, in
both languages and both sizes: the analysis over the table, the daily puzzle (its position,
a missed answer and why), each comfort setting, the statistics' charts and the score
sheet's."""

from __future__ import annotations

import pygame

from tests.tools_under_test import load_tool


def test_the_feature_shots_cover_every_screen_at_both_sizes_in_both_languages(tmp_path):
    shots = load_tool("tools/feature_shots.py")
    assert shots.main(tmp_path, png=True) == 0
    names = {p.name for p in tmp_path.iterdir()}
    for lang in ("en", "ru"):
        for w, h in ((390, 844), (1280, 720)):
            for name in ("analysis_table", "puzzle_position", "puzzle_missed", "puzzle_why", "settings_comfort",
                         "four_colour_table", "high_contrast_table", "large_cards_table", "left_handed_table",
                         "charts_weeks", "charts_levels", "charts_calendar", "charts_calendar_numbers",
                         "score_sheet_chart"):
                path = tmp_path / f"{name}_{w}x{h}_{lang}.png"
                assert path.name in names, path.name
                assert pygame.image.load(str(path)).get_size() == (w, h)
