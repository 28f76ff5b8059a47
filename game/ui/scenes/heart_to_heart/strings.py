"""The Heart to Heart table's own words, registered with the catalogs on import (the words
both games or other screens share live in ``game/locales``)."""

from __future__ import annotations

from game.i18n import register_strings

register_strings({
    "en": {
        "button.copy": "Copy code",
        "button.play_deal": "Play a deal…",
        "h2h.stock": "Stock",
        "h2h.waste": "Waste",
        "button.restart": "Restart deal",
        "h2h.restart.title": "Restart this deal?",
        "h2h.restart.message": "The same cards from the first move. The game in progress will count as lost.",
        "h2h.rewound": "Moves taken back: {n}. This position can still be won.",
        "h2h.new.title": "Start a new game?",
        "h2h.new.message": "The game in progress will count as lost.",
        "h2h.no_hint": "There is no move left to suggest",
        "h2h.copy_failed": "Deal code: {code}",
        "h2h.hints_used": "Hints used: {n}",
        "h2h.recycle": "Tap to turn the waste over",
    },
    "ru": {
        "button.copy": "Копировать код",
        "button.play_deal": "Сыграть расклад…",
        "h2h.stock": "Колода",
        "h2h.waste": "Сброс",
        "button.restart": "Переиграть",
        "h2h.restart.title": "Начать этот расклад заново?",
        "h2h.restart.message": "Те же карты с первого хода. Текущая партия будет засчитана как проигранная.",
        "h2h.rewound": "Отменено ходов: {n}. Эту позицию ещё можно выиграть.",
        "h2h.new.title": "Начать новую партию?",
        "h2h.new.message": "Текущая партия будет засчитана как проигранная.",
        "h2h.no_hint": "Подсказать больше нечего",
        "h2h.copy_failed": "Код расклада: {code}",
        "h2h.hints_used": "Подсказок: {n}",
        "h2h.recycle": "Коснитесь, чтобы вернуть сброс в колоду",
    },
})
