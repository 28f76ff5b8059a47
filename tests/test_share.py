"""Share links: ?deal= for Heart to Heart, ?game= for Hearts; they round-trip."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.heart_to_heart.codes import MAX_NUMBER, format_code
from game.hearts.code import SEED_LIMIT
from game.hearts.code import format_code as hearts_code
from game.hearts.rules import Rules
from game.share import DEAL, GAME, BadShareLink, Shared, parse_link, share_link

PAGE = "https://example.org/hearts/index.html"


def test_a_heart_to_heart_link_is_the_page_with_deal():
    assert share_link(PAGE, DEAL, "HH1-N-AAAAAAM") == PAGE + "?deal=HH1-N-AAAAAAM"


def test_a_hearts_link_is_the_page_with_game():
    assert share_link(PAGE, GAME, "HT1-AFOM-BCDEFGH") == PAGE + "?game=HT1-AFOM-BCDEFGH"


def test_codes_are_written_in_their_canonical_form():
    assert share_link(PAGE, DEAL, "  hh1-n-aaaaaam ") == PAGE + "?deal=HH1-N-AAAAAAM"
    assert share_link(PAGE, GAME, "ht1-afom-bcdefgh") == PAGE + "?game=HT1-AFOM-BCDEFGH"


def test_an_existing_deal_or_game_parameter_is_replaced_and_the_others_kept():
    page = PAGE + "?lang=ru&deal=HH1-N-AAAAAAB&x=1#top"
    assert share_link(page, DEAL, "HH1-N-AAAAAAM") == PAGE + "?lang=ru&x=1&deal=HH1-N-AAAAAAM#top"
    assert share_link(page, GAME, "HT1-AFOM-BCDEFGH") == PAGE + "?lang=ru&x=1&game=HT1-AFOM-BCDEFGH#top"
    both = PAGE + "?game=HT1-AFOM-AAAAAAA&deal=HH1-N-AAAAAAB"
    assert share_link(both, DEAL, "HH1-N-AAAAAAC") == PAGE + "?deal=HH1-N-AAAAAAC"


def test_a_local_page_works_too():
    assert share_link("http://localhost:8000/", DEAL, "HH1-N-AAAAAAM") == "http://localhost:8000/?deal=HH1-N-AAAAAAM"


@pytest.mark.parametrize("kind, code", [(DEAL, "HH1-N-AAAAAA"), (DEAL, "HT1-AFOM-AAAAAAA"), (GAME, "HH1-N-AAAAAAM"),
                                        (GAME, "HT1-AFOX-AAAAAAA"), ("poker", "HH1-N-AAAAAAM"), (DEAL, None)])
def test_a_bad_code_is_refused_with_the_engines_message(kind, code):
    with pytest.raises(BadShareLink) as exc:
        share_link(PAGE, kind, code)
    assert str(exc.value)


def test_parsing_gives_back_the_game():
    assert parse_link(PAGE + "?lang=ru&deal=hh1-n-aaaaaam") == Shared(DEAL, "HH1-N-AAAAAAM")
    assert parse_link(PAGE + "?game=HT1-AFOM-BCDEFGH#x") == Shared(GAME, "HT1-AFOM-BCDEFGH")
    assert parse_link("?deal=HH1-N-AAAAAAM") == Shared(DEAL, "HH1-N-AAAAAAM")
    assert parse_link("deal=HH1-N-AAAAAAM&lang=en") == Shared(DEAL, "HH1-N-AAAAAAM")


def test_a_code_under_the_other_key_still_opens_its_own_game():
    assert parse_link(PAGE + "?deal=HT1-AFOM-BCDEFGH") == Shared(GAME, "HT1-AFOM-BCDEFGH")
    assert parse_link(PAGE + "?game=HH1-N-AAAAAAM") == Shared(DEAL, "HH1-N-AAAAAAM")


def test_a_link_without_a_game_opens_nothing():
    assert parse_link(PAGE) is None
    assert parse_link(PAGE + "?lang=ru&deal=") is None
    assert parse_link("") is None


def test_a_link_with_a_bad_code_says_what_is_wrong():
    with pytest.raises(BadShareLink, match="letters"):
        parse_link(PAGE + "?deal=HH1-N-AAAA")
    with pytest.raises(BadShareLink):
        parse_link(None)


@given(st.integers(0, MAX_NUMBER), st.sampled_from(["", "?lang=ru", "?deal=HH1-N-AAAAAAB&lang=en", "?game=x#f"]))
def test_heart_to_heart_links_round_trip(number, query):
    code = format_code(number)
    assert parse_link(share_link(PAGE + query, DEAL, code)) == Shared(DEAL, code)


@given(st.integers(0, SEED_LIMIT - 1), st.sampled_from(["A", "H"]), st.booleans(), st.sampled_from(["add", "subtract"]),
       st.sampled_from([50, 100, 150]), st.sampled_from(["", "?lang=en", "?game=HT1-AFOM-AAAAAAA"]))
def test_hearts_links_round_trip(seed, queen, first, moon, target, query):
    from game.hearts import rules as r

    rules = Rules(queen_of_spades=r.QueenRule.ANY_TIME if queen == "A" else r.QueenRule.AFTER_HEARTS,
                  no_points_first_trick=first,
                  moon=r.Moon.ADD_TO_OTHERS if moon == "add" else r.Moon.SUBTRACT, target=target)
    code = hearts_code(seed, rules)
    assert parse_link(share_link(PAGE + query, GAME, code)) == Shared(GAME, code)
