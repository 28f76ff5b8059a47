"""Shared set-up for every test: headless SDL, the repository on ``sys.path``, and fixtures
for the app's global state (the language, the shared storage) so no test has to undo them
by hand with try/finally, and a failing test cannot leak them into the next one."""

from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

# Headless by default: UI tests drive the real app through SDL's dummy driver.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# No property test depends on the machine's speed: the suite runs in parallel processes on a
# shared machine, where one example can take ten times as long as on an idle one. Hypothesis'
# deadline (200 ms an example) and its "too slow" health check measure exactly that; a test
# that sets its own keeps it.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--full-sweep", action="store_true", default=False,
                     help="also run the layout sweep at every window size (CI does; the default run "
                          "covers one size of each kind, English at the two main ones)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_fsync: this test needs os.fsync to really flush to the disk")
    config.addinivalue_line("markers", "full_sweep: a case of the layout sweep only --full-sweep runs "
                                       "(a size whose kind a default case already covers)")


#: The tests the fast lane (``python3 -m pytest -m "not slow"``) leaves out: whole modules
#: (a path) or single tests (path::name, every parameter): web page builds, the app started in
#: a subprocess, computer-player strength and arena runs, whole games and tours of every screen.
#: The default run (README's test command, .ci/run) runs them all.
SLOW: tuple[str, ...] = (
    "tests/ui/test_feature_shots.py::test_the_feature_shots_cover_every_screen_at_both_sizes_in_both_languages",
    "tests/heart_to_heart/test_cli_daily_shortest.py::test_daily_refuses_a_bad_date_with_a_message_and_status_2",
    "tests/heart_to_heart/test_cli_daily_shortest.py::test_shortest_line_is_read_by_replay",
    "tests/heart_to_heart/test_cli_daily_shortest.py::test_shortest_refuses_bad_input_with_a_message_and_status_2",
    "tests/heart_to_heart/test_properties.py::test_a_position_the_solver_calls_lost_is_never_won_by_random_search",
    "tests/heart_to_heart/test_properties.py::test_dead_end_exactly_when_no_free_card_has_a_partner",
    "tests/heart_to_heart/test_save.py::test_from_save_never_raises_anything_but_value_error",
    "tests/heart_to_heart/test_shortest.py::test_shortest_line_replays_to_a_win_and_beats_or_equals_the_solver",
    "tests/heart_to_heart/test_shortest.py::test_shortest_win_equals_breadth_first_search_on_small_positions",
    "tests/hearts/test_game_arena.py",
    "tests/hearts/test_hearts_ai_decisions.py",
    "tests/hearts/test_hearts_ai_settle.py::test_a_race_that_sets_nothing_aside_decides_as_the_search_that_plays_every_deal",
    "tests/hearts/test_hearts_ai_standing.py::test_at_equal_totals_near_the_limit_a_clearly_better_hand_is_still_better",
    "tests/hearts/test_hearts_ai_standing.py::test_far_from_the_limit_a_hand_is_valued_by_its_points_alone",
    "tests/hearts/test_hearts_claim.py::test_a_computer_searches_only_for_a_claim_it_would_make",
    "tests/hearts/test_hearts_claim.py::test_a_sliced_check_answers_as_one_run_at_once_at_every_turn",
    "tests/hearts/test_hearts_claim.py::test_the_answers_on_a_set_of_played_hands_stay_the_same",
    "tests/hearts/test_hearts_coach.py::test_cards_played_for_south_after_another_seats_claim_are_not_graded",
    "tests/hearts/test_hearts_coach.py::test_saved_grades_that_are_not_the_hands_decisions_are_dropped_and_the_hand_graded_again",
    "tests/hearts/test_hearts_coach.py::test_shuffling_the_cards_south_cannot_see_leaves_every_grade_unchanged",
    "tests/hearts/test_hearts_coach.py::test_the_cli_prints_one_line_per_decision_of_south_for_a_saved_game",
    "tests/hearts/test_hearts_match.py::test_computer_decisions_are_reproducible_from_the_code",
    "tests/hearts/test_hearts_no_cheating.py",
    "tests/hearts/test_hearts_practice.py::test_a_sample_of_practice_puzzles_is_found_again_from_its_number_alone",
    "tests/hearts/test_hearts_practice.py::test_a_practice_puzzle_measured_again_by_the_same_method_is_the_same",
    "tests/hearts/test_hearts_practice.py::test_a_sample_of_practice_puzzles_is_confirmed_by_the_stronger_search_and_the_hint",
    "tests/hearts/test_hearts_puzzle.py::test_a_date_whose_earlier_position_still_qualifies_keeps_it_measured_again",
    "tests/hearts/test_hearts_puzzle.py::test_a_dates_puzzle_is_found_again_from_the_date_alone",
    "tests/hearts/test_hearts_puzzle.py::test_a_fresh_generation_of_a_few_days_writes_the_shipped_lines",
    "tests/hearts/test_hearts_puzzle.py::test_a_sample_of_puzzles_is_confirmed_again_by_the_stronger_search_from_scratch",
    "tests/reliability/test_a_lock_held_long_loses_no_count.py",
    "tests/reliability/test_closed_or_full_output_is_a_clear_exit.py",
    "tests/reliability/test_concurrent_writers_keep_every_count.py",
    "tests/reliability/test_fault_hunt.py",
    "tests/reliability/test_fuzz_saved_documents.py",
    "tests/reliability/test_input_storms.py::test_a_storm_on_any_screen_raises_nothing_and_settles",
    "tests/reliability/test_no_crash_hang_or_lost_save.py",
    "tests/reliability/test_signals_end_a_script_waiting_for_input.py",
    "tests/reliability/test_two_processes.py",
    "tests/ui/test_button_labels.py::test_every_button_of_one_kind_on_a_screen_has_one_label_size",
    "tests/ui/test_card_faces.py::test_every_court_card_reads_the_same_upside_down",
    "tests/ui/test_card_faces.py::test_jack_queen_and_king_differ_in_figure_not_only_in_letter",
    "tests/ui/test_card_faces.py::test_the_same_rank_in_each_suit_is_a_different_picture",
    "tests/ui/scenes/test_daily.py::test_the_calendar_is_played_from_the_keyboard",
    "tests/ui/scenes/test_daily.py::test_the_daily_deal_asks_before_replacing_another_game_in_progress",
    "tests/ui/scenes/test_daily.py::test_the_daily_streak_counts_consecutive_days_won_after_scripted_wins",
    "tests/ui/scenes/test_daily.py::test_the_search_never_takes_more_than_its_share_of_a_frame",
    "tests/ui/scenes/test_daily.py::test_the_win_result_of_a_daily_deal_names_the_day_and_the_streak",
    "tests/ui/scenes/test_daily.py::test_the_win_result_shows_the_shortest_win_and_statistics_keep_the_best_ratio",
    "tests/ui/scenes/test_daily.py::test_the_won_dialog_carries_the_shortest_line",
    "tests/ui/scenes/test_daily.py::test_winning_the_daily_deal_marks_the_day_on_the_calendar",
    "tests/ui/test_dead_end.py::test_the_cards_a_dead_end_outlines_are_the_cards_its_reason_names",
    "tests/ui/test_focus.py::test_arrows_go_to_the_nearest_target_that_way_and_reach_every_target",
    "tests/ui/test_focus.py::test_h2h_left_from_the_stock_and_undo_goes_to_the_table_not_a_header_button",
    "tests/ui/test_focus.py::test_the_focus_ring_on_the_heart_to_heart_stock_leaves_its_count_whole",
    "tests/ui/scenes/heart_to_heart/test_endings.py::test_the_dead_end_sheet_leaves_copy_code_share_and_menu_in_view_and_in_use",
    "tests/ui/scenes/heart_to_heart/test_endings.py::test_the_lost_sheets_four_buttons_stand_at_most_two_to_a_row",
    "tests/ui/scenes/heart_to_heart/test_endings.py::test_the_result_panel_lists_the_figures_and_the_celebration_stays_clear_of_it",
    "tests/ui/scenes/heart_to_heart/test_endings.py::test_turning_the_screen_keeps_the_panels_docked_beside_or_under_the_heart",
    "tests/ui/scenes/heart_to_heart/test_hint.py::test_the_hint_tag_on_a_pile_under_the_header_leaves_its_indices_readable",
    "tests/ui/scenes/heart_to_heart/test_table.py::test_a_full_winning_line_played_by_taps_reaches_the_win_screen",
    "tests/ui/scenes/heart_to_heart/test_table.py::test_restart_this_deal_from_the_result_panel_deals_the_same_cards_again",
    "tests/ui/scenes/heart_to_heart/test_table.py::test_the_win_shows_the_result_panel_at_once_while_the_celebration_plays",
    "tests/ui/scenes/heart_to_heart/test_result.py",
    "tests/ui/scenes/hearts/test_claim.py::test_a_claim_checked_across_a_resize_is_answered_in_the_new_layout",
    "tests/ui/scenes/hearts/test_claim.py::test_the_tracker_box_covers_no_card_button_plate_or_line",
    "tests/ui/scenes/hearts/test_new_deals.py::test_restart_hand_replays_the_log_to_the_start_of_the_hand",
    "tests/ui/scenes/hearts/test_table.py::test_every_card_that_is_not_legal_is_dimmed_at_every_turn_of_south",
    "tests/ui/scenes/hearts/test_level_stats.py",
    "tests/ui/scenes/hearts/test_review.py",
    "tests/ui/scenes/hearts/test_review_coach.py",
    "tests/ui/scenes/hearts/test_rule_variants.py::test_a_game_saved_while_the_moon_is_to_be_scored_asks_again_when_resumed",
    "tests/ui/scenes/hearts/test_rule_variants.py::test_a_moon_at_the_shooters_choice_asks_the_person",
    "tests/ui/scenes/hearts/test_table.py::test_a_full_hand_played_by_taps_shares_26_points_as_the_engine_says",
    "tests/ui/scenes/hearts/test_table.py::test_a_game_to_50_reaches_its_final_ranking",
    "tests/ui/scenes/hearts/test_table.py::test_a_moon_shot_is_announced_and_scored_as_the_engine_says",
    "tests/ui/scenes/hearts/test_layout.py::test_the_trackers_lines_fit_its_box",
    "tests/ui/test_layouts.py",
    "tests/ui/scenes/test_menu.py::test_the_menus_rows_keep_their_places_when_continue_comes",
    "tests/ui/test_partial_redraw.py",
    "tests/ui/test_real_keyboard.py",
    "tests/ui/scenes/test_rules.py::test_paging_never_hides_a_heading_or_cuts_the_top_line",
    "tests/ui/test_script.py::test_the_replace_question_over_a_game_in_progress_is_in_the_state",
    "tests/ui/scenes/test_statistics.py::test_the_closest_to_the_shortest_win_figure_is_explained_under_its_panel",
    "tests/ui/scenes/test_statistics.py::test_the_hearts_table_headings_side_by_side_keep_a_gap",
    "tests/ui/scenes/test_statistics.py::test_the_hearts_table_headings_stand_apart",
    "tests/ui/test_window.py",
    "tests/web/test_boot_rehearsal.py",
    "tests/web/test_copy_code.py::test_refused_copy_says_the_code_is_shown_to_copy_by_hand",
    "tests/web/test_no_blocking_calls.py",
    "tests/web/test_page_address.py",
    "tests/web/test_page_lines.py",
    "tests/web/test_progress_page.py",
)


def _is_slow(nodeid: str) -> bool:
    name = nodeid.split("[", 1)[0]
    return any(name == s or name.startswith(s + "::") for s in SLOW)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    slow = pytest.mark.slow
    for item in items:
        if _is_slow(item.nodeid):
            item.add_marker(slow)
    if config.getoption("--full-sweep"):
        return
    skip = pytest.mark.skip(reason="one of the full layout sweep's sizes: run with --full-sweep")
    for item in items:
        if "full_sweep" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _global_state_restored() -> Iterator[None]:
    """Every test starts and ends in English with no shared storage chosen: ``set_language``
    and ``set_default_storage`` are process-wide, and a test that changes them (or fails
    halfway) must not change the next test."""
    from game import i18n, storage

    i18n.set_language("en")
    storage.set_default_storage(None)
    yield
    i18n.set_language("en")
    storage.set_default_storage(None)


_data_folders = itertools.count()


@pytest.fixture(autouse=True)
def _data_folder_of_its_own(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that does not say where the app keeps its data (``app_data``, ``open_app``, a
    storage of its own) saves in a folder of its own, never in the user's real data folder:
    tests run in parallel processes (pytest-xdist), and two of them must not share saves
    (this worker's temporary folder, one new path a test; made only when the app writes).
    Subprocesses started by the test inherit it.  Tests of the platform's default folder
    remove the variable themselves."""
    from game import storage

    folder = tmp_path_factory.getbasetemp() / "app-data" / str(next(_data_folders))
    monkeypatch.setenv(storage.ENV_DIR, str(folder))


@pytest.fixture(autouse=True)
def _no_disk_flush(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """``os.fsync`` only checks its descriptor here (``os.fstat`` fails on a bad one, as
    fsync would): the flush protects a save from a power cut, no test cuts the power, and
    the app's saves wait on a disk the other programs on this machine keep busy.  A test
    that needs the real call says ``@pytest.mark.real_fsync``; one that makes fsync fail
    patches it itself."""
    if request.node.get_closest_marker("real_fsync") is None:
        monkeypatch.setattr(os, "fsync", os.fstat)


@pytest.fixture
def app_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The app's saved data in ``tmp_path`` (through HEARTS_APP_DATA_DIR, as in the field);
    the shared storage is opened there on first use."""
    from game import storage

    monkeypatch.setenv(storage.ENV_DIR, str(tmp_path))
    storage.set_default_storage(None)
    return tmp_path


@pytest.fixture
def memory_storage() -> Any:
    """A shared storage that keeps everything in memory: nothing touches the disk."""
    from game.storage import MemoryBackend, Storage, set_default_storage

    kept = Storage(MemoryBackend())
    set_default_storage(kept)
    return kept


@pytest.fixture
def make_app() -> Iterator[Callable[..., Any]]:
    """``make_app(lang="en", **options)``: the real App with these Options, shut down after
    the test.  Pair it with ``memory_storage`` or ``app_data`` to say where it saves
    (devkit/harness.py's ``new_app``)."""
    from devkit.harness import new_app

    made: list[Any] = []

    def make(lang: str = "en", **options: Any) -> Any:
        app = new_app(lang, **options)
        made.append(app)
        return app

    yield make
    for app in reversed(made):
        app.shutdown()
