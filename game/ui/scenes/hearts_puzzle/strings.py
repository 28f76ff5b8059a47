"""The daily puzzle's own words (English and Russian), registered on import."""

from __future__ import annotations

from collections.abc import Sequence

from game.cards import Card
from game.i18n import register_strings, t

register_strings({
    "en": {
        "puzzle.title": "Daily puzzle",
        "puzzle.header": "Daily puzzle · {date}",
        "puzzle.number": "Puzzle {n}",
        "puzzle.streak": "Streak: {n}",
        "puzzle.first_solved": "solved at first try",
        "puzzle.first_failed": "missed at first try",
        "puzzle.find": "Find the best card: every other play costs at least {points} points more",
        "puzzle.solved": "Solved! {card} is the best card ({points}): every other costs at least {margin} points more",
        "puzzle.failed": "Not the best: your {card} {yours}, the best {best} {points}: {more} points more",
        "puzzle.find_many": "Find one of the {n} best cards: the rest cost at least {points} points more",
        "puzzle.solved_many": "Solved! {card} is one of the best: {cards} ({points}); every other card costs "
                              "at least {margin} points more",
        "puzzle.failed_many": "Not the best: your {card} {yours}; the best, {cards}, {points}: {more} points more",
        "puzzle.cards.and": "{cards} and {last}",
        "puzzle.cards.any": "any {suit}",
        "puzzle.cards.any_but": "any {suit} but {cards}",
        "puzzle.suit.C": "club",
        "puzzle.suit.D": "diamond",
        "puzzle.suit.H": "heart",
        "puzzle.suit.S": "spade",
        "puzzle.button.why": "Why?",
        "puzzle.button.retry": "Try again",
        "puzzle.button.calendar": "Calendar",
        "puzzle.button.tricks": "Tricks and pass",
        "puzzle.button.today": "Today's puzzle",
        "puzzle.none": "There is no puzzle for {date}.",
        "puzzle.none_first": "The first daily puzzle is that of {date}.",
        "puzzle.none_build": "This version of the game has no puzzles.",
        "puzzle.tricks.title": "The tricks so far",
        "puzzle.tricks.none": "No trick has been played yet.",
        "puzzle.tricks.passed": "Passed → {name}: {cards}",
        "puzzle.tricks.received": "Received ← {name}: {cards}",
        "puzzle.tricks.no_pass": "No passing this hand",
        "puzzle.tricks.trick": "Trick",
        "puzzle.tricks.takes": "Takes",
        "puzzle.tricks.led": "led",
        "puzzle.cal.title": "Daily puzzles",
        "puzzle.cal.today_solved": "Today's puzzle is solved",
        "puzzle.cal.today_failed": "Today's puzzle was missed at first try",
        "puzzle.cal.today_retried": "Today's puzzle: missed at first, solved on a retry",
        "puzzle.cal.today_open": "Today's puzzle is waiting",
        "puzzle.cal.streak": "Puzzle streak: {n}",
        "puzzle.cal.best": "Best streak: {n}",
        "puzzle.cal.month": "Solved this month: {n}",
        "puzzle.cal.explain": "One Hearts position a day, the same for everyone, from a hand the computer "
                              "players played. Your first answer counts (♥↻: missed at first, solved on a retry). "
                              "Tap a day to open its puzzle.",
        "puzzle.cal.play": "Play today's puzzle",
        "puzzle.cal.see": "Open today's puzzle",
        "stats.puzzle.solved": "Daily puzzles solved",
        "stats.puzzle.failed": "Daily puzzles missed",
        "stats.puzzle.streak": "Puzzle streak (best)",
    },
    "ru": {
        "puzzle.title": "Задача дня",
        "puzzle.header": "Задача дня · {date}",
        "puzzle.number": "Задача {n}",
        "puzzle.streak": "Серия: {n}",
        "puzzle.first_solved": "решена сразу",
        "puzzle.first_failed": "не решена сразу",
        "puzzle.find": "Найдите лучшую карту: любой другой ход обойдётся минимум на {points} очка дороже",
        "puzzle.solved": "Решено! {card} — лучшая карта ({points}): любая другая дороже минимум на {margin} очка",
        "puzzle.failed": "Не лучшая: ваша {card} — {yours}, лучшая {best} — {points}: на {more} очка больше",
        "puzzle.find_many": "Найдите одну из {n} лучших карт: остальные обойдутся минимум на {points} очка дороже",
        "puzzle.solved_many": "Решено! {card} — одна из лучших: {cards} ({points}); любая другая карта дороже "
                              "минимум на {margin} очка",
        "puzzle.failed_many": "Не лучшая: ваша {card} — {yours}; лучшие ({cards}) — {points}: на {more} очка больше",
        "puzzle.cards.and": "{cards} и {last}",
        "puzzle.cards.any": "любая {suit}",
        "puzzle.cards.any_but": "любая {suit}, кроме {cards}",
        "puzzle.suit.C": "трефа",
        "puzzle.suit.D": "бубна",
        "puzzle.suit.H": "черва",
        "puzzle.suit.S": "пика",
        "puzzle.button.why": "Почему?",
        "puzzle.button.retry": "Ещё раз",
        "puzzle.button.calendar": "Календарь",
        "puzzle.button.tricks": "Взятки и пас",
        "puzzle.button.today": "Задача на сегодня",
        "puzzle.none": "На {date} задачи нет.",
        "puzzle.none_first": "Первая задача дня — за {date}.",
        "puzzle.none_build": "В этой версии игры задач нет.",
        "puzzle.tricks.title": "Сыгранные взятки",
        "puzzle.tricks.none": "Ещё не сыграно ни одной взятки.",
        "puzzle.tricks.passed": "Передано → {name}: {cards}",
        "puzzle.tricks.received": "Получено ← {name}: {cards}",
        "puzzle.tricks.no_pass": "В этой раздаче без передачи",
        "puzzle.tricks.trick": "Взятка",
        "puzzle.tricks.takes": "Берёт",
        "puzzle.tricks.led": "ход",
        "puzzle.cal.title": "Задачи дня",
        "puzzle.cal.today_solved": "Сегодняшняя задача решена",
        "puzzle.cal.today_failed": "Сегодняшняя задача не решена сразу",
        "puzzle.cal.today_retried": "Сегодняшняя задача: сразу не решена, решена при повторе",
        "puzzle.cal.today_open": "Сегодняшняя задача ждёт",
        "puzzle.cal.streak": "Серия задач: {n}",
        "puzzle.cal.best": "Лучшая серия: {n}",
        "puzzle.cal.month": "Решено в этом месяце: {n}",
        "puzzle.cal.explain": "Одна позиция в «Червах» в день, у всех одна и та же, из раздачи, сыгранной "
                              "компьютерными игроками. Засчитывается первый ответ (♥↻: сразу не решена, решена при "
                              "повторе). Коснитесь дня, чтобы открыть его задачу.",
        "puzzle.cal.play": "Решить задачу дня",
        "puzzle.cal.see": "Открыть задачу дня",
        "stats.puzzle.solved": "Задач дня решено",
        "stats.puzzle.failed": "Задач дня не решено",
        "stats.puzzle.streak": "Серия задач (лучшая)",
    },
})


def cards_list(cards: Sequence[Card]) -> str:
    """Cards named one after another: "K♥", "K♥ and A♥", "6♣, 7♣ and 8♣"."""
    names = [c.pretty for c in cards]
    if len(names) < 2:
        return "".join(names)
    return t("puzzle.cards.and", cards=", ".join(names[:-1]), last=names[-1])


def cards_words(answers: Sequence[Card], legal: Sequence[Card]) -> str:
    """The cards of ``answers`` among the ``legal`` ones, as short as is still exact: "any
    club" or "any club but 4♣" for three or more of one suit that leave out at most two of
    it (and fewer than half as many as they are), else the list ("K♥ and A♥")."""
    suits = {c.suit for c in answers}
    if len(answers) >= 3 and len(suits) == 1:
        suit = next(iter(suits))
        left_out = sorted((c for c in legal if c.suit == suit and c not in answers), key=lambda c: c.index)
        name = t(f"puzzle.suit.{suit.letter}")
        if not left_out:
            return t("puzzle.cards.any", suit=name)
        if len(left_out) <= 2 and 2 * len(left_out) < len(answers):
            return t("puzzle.cards.any_but", suit=name, cards=cards_list(left_out))
    return cards_list(sorted(answers, key=lambda c: c.index))
