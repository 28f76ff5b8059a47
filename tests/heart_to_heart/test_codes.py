"""Deal codes HH1-N-XXXXXXX: printing, reading, and clear refusals."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.heart_to_heart.codes import MAX_NUMBER, BadDealCode, format_code, parse_code


def test_code_letters_are_base_26_most_significant_first():
    assert format_code(0) == "HH1-N-AAAAAAA"
    assert format_code(12) == "HH1-N-AAAAAAM"
    assert format_code(26) == "HH1-N-AAAAABA"
    assert format_code(MAX_NUMBER) == "HH1-N-ZZZZZZZ"
    assert MAX_NUMBER == 26**7 - 1


def test_codes_are_read_case_insensitively_with_surrounding_spaces():
    assert parse_code("HH1-N-AAAAAAM") == 12
    assert parse_code("  hh1-n-aaaaaam \n") == 12
    assert parse_code("\thH1-N-zzzzzzz") == MAX_NUMBER


@given(st.integers(0, MAX_NUMBER))
@settings(max_examples=200, deadline=None)
def test_every_number_round_trips_through_its_code(n):
    assert parse_code(format_code(n)) == n


@pytest.mark.parametrize(
    "text, part",
    [
        ("", "shape"),
        ("HH1AAAAAAM", "shape"),
        ("HH1-N-AAAA-AAM", "shape"),
        ("HH2-N-AAAAAAM", "game"),
        ("XX1-N-AAAAAAM", "game"),
        ("HH1-X-AAAAAAM", "rules"),
        ("HH1--AAAAAAM", "rules"),
        ("HH1-N-AAAAAM", "number"),
        ("HH1-N-AAAAAAAA", "number"),
        ("HH1-N-AAAAAA1", "number"),
        ("HH1-N-AAAAAAß", "number"),
        ("HH1-N-AAA AAAM", "number"),
    ],
)
def test_a_bad_code_says_which_part_is_wrong(text, part):
    with pytest.raises(BadDealCode) as info:
        parse_code(text)
    assert info.value.part == part
    message = str(info.value)
    assert message and ("deal code" in message or "deal number" in message)


def test_bad_code_is_a_value_error_with_an_english_message():
    with pytest.raises(ValueError, match="HH1"):
        parse_code("HH9-N-AAAAAAA")
    with pytest.raises(BadDealCode) as info:
        parse_code(None)  # type: ignore[arg-type]
    assert info.value.part == "shape"


@pytest.mark.parametrize("n", [-1, MAX_NUMBER + 1, True, 1.5])
def test_format_code_refuses_numbers_out_of_range(n):
    with pytest.raises(BadDealCode) as info:
        format_code(n)
    assert info.value.part == "number"
