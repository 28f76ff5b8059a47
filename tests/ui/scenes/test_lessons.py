"""The lessons end to end through the script driver: each lesson played, a wrong move
explained and the lesson going on, the progress kept and resumed, the first start's offer,
the rules pages' button."""

from __future__ import annotations

import json

import pytest

from game.heart_to_heart import lessons as h2h
from game.hearts.deal import SOUTH
from game.hearts.teaching import coach
from game.hearts.teaching import lessons as hearts
from tests.ui.driver import run_app

pytestmark = pytest.mark.slow


def hearts_lines() -> list[str]:
    """Every Hearts step: a wrong card first, then a right one, then Next."""
    lines = ["tap menu:rules", "tap tab:hearts", "tap button:learn"]
    for lesson in hearts.LESSONS:
        for step in lesson.steps:
            m = hearts.position(step)
            right = hearts.answers(step, m, coach.run(hearts.coach_steps(step, m)))
            if step.passing:
                low = [c for c in m.hands[SOUTH] if c not in right][:3]
                lines += [f"tap hearts:card:{c}" for c in low] + ["tap button:pass", "state"]
                lines += [f"tap hearts:card:{c}" for c in low]  # put them down again
                lines += [f"tap hearts:card:{c}" for c in right if c.rank >= hearts.HIGH][:3]
                lines += ["tap button:pass", "state"]
            else:
                wrong = next(c for c in m.hands[SOUTH] if c not in right)
                lines += [f"tap hearts:card:{wrong}", "state", f"tap hearts:card:{right[0]}", "state"]
            lines.append("tap button:next")
    return lines[:-1]  # the last lesson ends with "Play a game", not Next


def test_every_hearts_lesson_explains_a_wrong_card_then_goes_on(tmp_path):
    code, states, err = run_app(tmp_path, hearts_lines() + ["state"])
    assert code == 0, err
    pairs = list(zip(states[0:-1:2], states[1:-1:2], strict=True))
    assert len(pairs) == sum(len(lesson.steps) for lesson in hearts.LESSONS)
    for wrong, right in pairs:
        assert wrong["kind"] == "error" and wrong["message"] and not wrong["solved"]
        assert right["kind"] == "success" and right["solved"]
    assert states[-1]["finished"] and states[-1]["done"] == list(hearts.KEYS)
    assert "button:play" in states[-1]["targets"]


def h2h_lines() -> list[str]:
    lines = ["tap menu:rules", "tap tab:h2h", "tap button:learn"]
    for lesson in h2h.LESSONS:
        for step in lesson.steps:
            game = h2h.position(step)
            right = h2h.answers(step, game)[0]
            if step.goal == h2h.HINT:
                lines += [f"tap h2h:{right[0]}", f"tap h2h:{right[1]}", "state", "tap button:hint"]
            elif step.goal == h2h.TURN:
                lines += [f"tap h2h:{game.free_positions()[0]}", "tap h2h:waste", "state"]
            elif step.goal == h2h.WASTE_PAIR:
                lines += ["tap h2h:stock", "state"]
            elif step.goal == h2h.FREE:
                covered = next(p for p in range(1, 26) if not game.is_free(p) and game.heart[p - 1] is not None)
                lines += [f"tap h2h:{covered}", "state"]
            elif step.goal == h2h.KEEP_WINNABLE:
                a, b = next(m for m in h2h.pairs_open(game))
                lines += [f"tap h2h:{a}", f"tap h2h:{b}", "state"]
            else:
                free = game.free_positions()
                other = next(p for p in ["waste", *free] if game.rank_at(p if p == "waste" else int(p))
                             != game.rank_at(free[0]))
                lines += [f"tap h2h:{free[0]}", f"tap h2h:{other}", "state"]
            lines += [f"tap h2h:{x}" for x in right] + ["state", "tap button:next"]
    return lines[:-1]  # the last lesson ends with "Play a game", not Next


def test_every_heart_to_heart_lesson_explains_a_wrong_move_then_goes_on(tmp_path):
    code, states, err = run_app(tmp_path, h2h_lines() + ["state"], size=(390, 844))
    assert code == 0, err
    pairs = list(zip(states[0:-1:2], states[1:-1:2], strict=True))
    assert len(pairs) == sum(len(lesson.steps) for lesson in h2h.LESSONS)
    for wrong, right in pairs:
        assert wrong["kind"] == "error" and wrong["message"] and not wrong["solved"], wrong
        assert right["kind"] == "success" and right["solved"], right
    assert states[-1]["finished"] and states[-1]["done"] == list(h2h.KEYS)


def test_a_lesson_left_midway_resumes_at_its_step(tmp_path):
    first = hearts.position(hearts.LESSONS[0].steps[0])
    lines = ["tap menu:rules", "tap tab:hearts", "tap button:learn",
             f"tap hearts:card:{hearts.answers(hearts.LESSONS[0].steps[0], first)[0]}", "tap button:next", "state"]
    code, states, err = run_app(tmp_path, lines)
    assert code == 0, err
    assert (states[-1]["lesson"], states[-1]["step"]) == ("follow", 1)
    code, states, err = run_app(tmp_path, ["tap menu:rules", "tap tab:hearts", "tap button:learn", "state"])
    assert code == 0, err
    assert (states[-1]["lesson"], states[-1]["step"], states[-1]["solved"]) == ("follow", 1, False)


def test_a_skipped_lesson_is_not_done(tmp_path):
    code, states, err = run_app(tmp_path, ["tap menu:rules", "tap button:learn", "tap button:skip", "state"])
    assert code == 0, err
    assert states[-1]["lesson"] == "free" and states[-1]["done"] == []


def fresh_player(tmp_path):
    """A saved lessons document whose offers are still to come (a scripted run otherwise
    counts as a player who has answered them)."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    doc = {"version": 1, "saved_at": 0, "writer": "test",
           "data": {"offered": {"hearts": False, "h2h": False}, "done": {}, "at": {}}}
    (tmp_path / "lessons.json").write_text(json.dumps(doc), encoding="utf-8")


def test_the_first_start_offer_declines_in_one_tap_and_is_not_shown_again(tmp_path):
    fresh_player(tmp_path)
    code, states, err = run_app(tmp_path, ["tap menu:hearts", "state", "tap button:no", "state"])
    assert code == 0, err
    assert states[0]["scene"] == "menu" and states[0]["modal"] is not None
    assert states[1]["scene"] == "hearts"
    code, states, err = run_app(tmp_path, ["tap menu:hearts", "state"])
    assert code == 0, err
    assert states[0]["scene"] == "hearts" and states[0].get("modal") is None


def test_the_first_start_offer_accepted_opens_the_lessons(tmp_path):
    fresh_player(tmp_path)
    code, states, err = run_app(tmp_path, ["tap menu:heart_to_heart", "tap button:yes", "state"])
    assert code == 0, err
    assert states[0]["scene"] == "h2h_lesson" and states[0]["lesson"] == "pairs"


def test_the_rules_pages_buttons_open_each_games_lessons(tmp_path):
    code, states, err = run_app(tmp_path, ["tap menu:rules", "tap tab:hearts", "tap button:learn", "state",
                                           "tap button:back", "state", "tap tab:h2h", "tap button:learn",
                                           "state", "tap button:menu", "state"])
    assert code == 0, err
    assert [s["scene"] for s in states] == ["hearts_lesson", "rules", "h2h_lesson", "rules"]


def test_the_lessons_speak_russian(tmp_path):
    code, states, err = run_app(tmp_path, ["tap menu:rules", "tap tab:hearts", "tap button:learn", "state"],
                                lang="ru")
    assert code == 0, err
    assert "2♣" in states[0]["message"] and "Первая взятка" in states[0]["message"]


def test_a_lesson_is_played_by_keys_and_keeps_its_step_when_the_screen_turns(tmp_path):
    lines = ["tap menu:rules", "tap tab:h2h", "tap button:learn", "tap button:skip", "tap button:skip",
             "resize 844 390", "state", "key s", "state", "resize 390 844", "state", "key n", "state"]
    code, states, err = run_app(tmp_path, lines, size=(390, 844))
    assert code == 0, err
    turned, turned_stock, back, after = states
    assert (turned["lesson"], turned["goal"], turned["solved"]) == ("stock", "stock", False)
    assert turned_stock["solved"] and turned_stock["stock"] == turned["stock"] - 1
    assert back["solved"] and back["message"] == turned_stock["message"]
    assert (after["lesson"], after["goal"], after["solved"]) == ("stock", "waste", False)


def test_the_hearts_lesson_answers_a_card_chosen_by_keys(tmp_path):
    lines = ["tap menu:rules", "tap tab:hearts", "tap button:learn", "key tab", "key return", "state"]
    code, states, err = run_app(tmp_path, lines)
    assert code == 0, err
    assert states[0]["message"] and states[0]["kind"] in ("success", "error")


def test_a_lesson_answered_to_its_end_is_done_even_without_next(tmp_path):
    lines = ["tap menu:rules", "tap tab:h2h", "tap button:learn", "tap h2h:23", "tap h2h:24", "state"]
    code, states, err = run_app(tmp_path, lines)
    assert code == 0, err
    assert states[0]["solved"] and states[0]["done"] == ["pairs"]
    code, states, err = run_app(tmp_path, ["tap menu:rules", "tap tab:h2h", "tap button:learn", "state"])
    assert code == 0, err
    assert states[0]["lesson"] == "free"


def test_why_after_a_right_card_shows_the_tables_analysis_of_the_moment(tmp_path):
    step = hearts.lesson("duck").steps[0]
    card = hearts.answers(step, hearts.position(step))[0]
    lines = ["tap menu:rules", "tap tab:hearts", "tap button:learn", "tap button:skip", "tap button:skip",
             "tap button:skip", "tap button:skip", "state", f"tap hearts:card:{card}", "tap button:why", "state"]
    code, states, err = run_app(tmp_path, lines)
    assert code == 0, err
    assert states[0]["lesson"] == "duck" and "button:why" not in states[0]["targets"]
    assert states[1]["modal"] is not None and "analysis" in str(states[1]["modal"])


def test_a_damaged_field_of_the_saved_lessons_loses_nothing_else(tmp_path):
    tmp_path.mkdir(parents=True, exist_ok=True)
    doc = {"version": 1, "saved_at": 0, "writer": "test",
           "data": {"offered": {"hearts": True}, "done": {"hearts": ["follow"], "h2h": 7}, "at": {"h2h": "x"}}}
    (tmp_path / "lessons.json").write_text(json.dumps(doc), encoding="utf-8")
    code, states, err = run_app(tmp_path, ["tap menu:rules", "tap tab:hearts", "tap button:learn", "state"])
    assert code == 0, err
    assert states[0]["scene"] == "hearts_lesson" and states[0]["lesson"] == "hearts_lead"
    assert states[0]["done"] == ["follow"]
    assert list(tmp_path.glob("lessons.corrupt-*")), "the damaged document is kept aside"


def test_the_player_is_told_in_words_about_lessons_that_could_not_all_be_read(tmp_path):
    from game.i18n import set_language, t
    from game.storage import SALVAGED, Notice
    from game.ui import notices

    set_language("en")
    said = notices.text(Notice(SALVAGED, "lessons"))
    assert said == t("storage.salvaged.lessons") and "lessons" in said


def lesson_lines(key: str) -> list[str]:
    """Open the Hearts lessons and skip to the lesson ``key``."""
    return ["tap menu:rules", "tap tab:hearts", "tap button:learn"] + ["tap button:skip"] * hearts.KEYS.index(key)


def test_the_card_the_coach_calls_best_is_accepted_in_whys_words(tmp_path):
    from game.i18n import set_language, t
    from game.ui.scenes.hearts import strings  # noqa: F401  (the table's words)

    step = hearts.lesson("duck").steps[0]
    m = hearts.position(step)
    best = coach.run(hearts.coach_steps(step, m)).best[0]
    costly = next(c for c in m.legal(SOUTH) if not hearts.check(step, m, [c], hearts.analysed(step)).ok)
    lines = lesson_lines("duck") + [f"tap hearts:card:{costly}", "state", f"tap hearts:card:{best}", "state"]
    code, states, err = run_app(tmp_path, lines)
    assert code == 0, err
    set_language("en")
    wrong, right = states
    assert wrong["kind"] == "error" and t("hearts.status.hint", cards=best.pretty) in wrong["message"]
    assert right["solved"] and f"“{t('hearts.why.best')}”" in right["message"]


def test_the_moon_is_shot_card_by_card_and_scored_as_the_rules_say(tmp_path):
    from game.i18n import set_language, t

    lines = lesson_lines("moon")
    for step in hearts.lesson("moon").steps:
        if step.goal != hearts.SHOOT:
            break
        m = hearts.position(step)
        right = hearts.answers(step, m)
        wrong = next(c for c in m.legal(SOUTH) if c not in right and c.suit == hearts.HEARTS)
        lines += [f"tap hearts:card:{wrong}", "state", f"tap hearts:card:{right[0]}", "state", "tap button:next"]
    code, states, err = run_app(tmp_path, lines + ["state"])
    assert code == 0, err
    set_language("en")
    *answers, after = states
    for wrong, right in zip(answers[0::2], answers[1::2], strict=True):
        assert wrong["kind"] == "error" and "moon is gone" in wrong["message"] and not wrong["solved"]
        assert right["solved"] and right["kind"] == "success"
    assert t("hearts.moon.you") in answers[-1]["message"] and "you 0, each of the others 26" in answers[-1]["message"]
    assert t("hearts.moon_choice.subtract") in answers[-1]["message"]
    assert (after["lesson"], after["goal"]) == ("moon", hearts.STOP_MOON)


def test_a_card_tapped_while_the_coach_thinks_is_judged_once_it_is_in(memory_storage, make_app):
    from game.i18n import t

    step = hearts.lesson("duck").steps[0]
    card = hearts.answers(step, hearts.position(step))[0]
    hearts._ANALYSES.pop(step, None)  # a first visit: nothing worked out yet
    app = make_app()
    app.nav.go("hearts_lesson", lesson="duck")
    scene = app.nav.scene
    assert scene.working()
    scene.tap_card(card)
    assert scene.message[0] == t("hearts.why.thinking") and not scene.solved
    for _ in range(2000):
        if not scene.working():
            break
        scene.update(1 / 60)
    assert scene.solved and hearts.analysed(step) is not None


def test_with_the_shooters_choice_the_moon_asks_as_the_table_does_and_scores_the_answer(tmp_path):
    from game.i18n import set_language, t
    from game.storage import FileBackend, Storage

    tmp_path.mkdir(parents=True, exist_ok=True)
    Storage(FileBackend(tmp_path)).save("settings", 1, {"hearts.moon": "shooter_choice"})
    first, last = (s for s in hearts.lesson("moon").steps if s.goal == hearts.SHOOT)
    lines = lesson_lines("moon") + [f"tap hearts:card:{hearts.answers(first, hearts.position(first))[0]}",
                                    "tap button:next",
                                    f"tap hearts:card:{hearts.answers(last, hearts.position(last))[0]}", "state",
                                    "tap button:subtract", "state"]
    code, states, err = run_app(tmp_path, lines)
    assert code == 0, err
    asked, answered = states
    assert asked["modal"] is not None and "hearts_moon_choice" in str(asked["modal"])
    set_language("en")
    assert answered.get("modal") is None and answered["solved"]
    assert t("lesson.hearts.shoot_moon.chosen", choice=t("hearts.moon_choice.subtract"), you="−26",
             other="0") in answered["message"]
