"""Every string exists in English and Russian; languages are detected and switched live."""

from game import i18n
from game.settings import SETTINGS


def test_every_key_exists_in_both_languages():
    from game.ui import scenes

    scenes.load_game_scenes()  # the game scenes register their own strings on import
    assert i18n.missing_keys() == {}


def test_no_string_is_empty():
    for lang, catalog in i18n.CATALOGS.items():
        assert all(v.strip() for v in catalog.values()), lang


def test_every_setting_and_choice_has_a_label():
    for s in SETTINGS:
        assert i18n.has(f"setting.{s.key}"), s.key
        for value in s.choices:
            assert i18n.has(s.choice_label_key(value)), (s.key, value)


def test_the_spec_wording_of_key_messages_in_russian():
    ru = i18n.CATALOGS["ru"]
    assert ru["h2h.move_error.rank"] == "Должно быть то же достоинство"
    assert ru["h2h.dead_end"] == "Больше нет возможных ходов"
    assert ru["setting.h2h.move_errors"] == "Ошибки ходов"
    assert ru["setting.h2h.selection_help"] == "Помощь при выборе"


def test_language_tags_are_normalised():
    assert i18n.normalise("ru-RU") == "ru"
    assert i18n.normalise("ru_RU.UTF-8") == "ru"
    assert i18n.normalise("EN") == "en"
    assert i18n.normalise("de-DE") is None
    assert i18n.normalise("C.UTF-8") is None


def test_the_system_locale_picks_the_language(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert i18n.detect_language() == "ru"


def test_switching_is_live():
    i18n.set_language("ru")
    assert i18n.t("menu.settings") == "Настройки"
    i18n.set_language("en")
    assert i18n.t("menu.settings") == "Settings"


def test_registered_scene_strings_are_checked_for_completeness():
    saved = {k: dict(v) for k, v in i18n.CATALOGS.items()}
    try:
        i18n.register_strings({"en": {"test.only_en": "x"}})
        assert i18n.missing_keys() == {"ru": {"test.only_en"}}
    finally:
        i18n.CATALOGS.clear()
        i18n.CATALOGS.update(saved)


def test_a_number_has_the_languages_decimal_mark_and_the_true_minus_sign():
    try:
        i18n.set_language("en")
        assert i18n.number(-5.43) == "\u22125.4" and i18n.number(2.25, 2) == "2.25"
        i18n.set_language("ru")
        assert i18n.number(-5.43) == "\u22125,4" and i18n.number(3.7) == "3,7"
    finally:
        i18n.set_language("en")


def test_a_signed_number_shows_plus_unless_negative():
    assert i18n.number(1.04, signed=True) == "+1.0"
    assert i18n.number(0.0, signed=True) == "+0.0"
    assert i18n.number(-1.0, signed=True) == "\u22121.0"
    assert i18n.number(7, 0, signed=True) == "+7" and i18n.number(-10, 0) == "\u221210"


def test_a_number_that_rounds_to_zero_has_no_minus_sign():
    assert i18n.number(-0.04) == "0.0" and i18n.number(-0.0, 0) == "0"


def test_a_trimmed_whole_number_has_no_decimals():
    assert i18n.number(4.0, trim=True) == "4" and i18n.number(4.04, trim=True) == "4"
    assert i18n.number(2.1, trim=True) == "2.1" and i18n.number(-3.96, trim=True) == "\u22124"


def test_a_number_that_is_not_one_is_a_dash():
    assert i18n.number(float("nan")) == "\u2013" and i18n.number(float("inf")) == "\u2013"
