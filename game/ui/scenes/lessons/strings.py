"""The lessons' words, in English and Russian (the rules' terms as the app's rules page
uses them: «взятка», «червы разбиты», «Прорыв на Луну», «колода», «сброс»)."""

from __future__ import annotations

from game.i18n import register_strings

EN = {
    "lesson.button.learn": "Learn by playing",
    "lesson.button.next": "Next",
    "lesson.button.skip": "Skip lesson",
    "lesson.button.skip_short": "Skip",
    "lesson.button.pass": "Pass",
    "lesson.button.play": "Play a game",
    "lesson.header": "Lesson {n} of {of}: {title}",
    "lesson.done": "Lesson done. Tap Next for the next one.",
    "lesson.done_all": "Every lesson done: now play a real game!",
    "lesson.offer.title.hearts": "New to Hearts?",
    "lesson.offer.title.h2h": "New to Heart to Heart?",
    "lesson.offer.message": "A short guided game shows the rules as you play, in a few minutes. "
                            "The rules page opens it again any time.",
    "lesson.offer.no": "No, thanks",
    "lesson.offer.yes": "Show me",
    # Hearts
    "lesson.hearts.follow.title": "Follow suit; 2♣ leads",
    "lesson.hearts.hearts_lead.title": "When hearts may be led",
    "lesson.hearts.points.title": "What Q♠ and hearts cost",
    "lesson.hearts.passing.title": "Passing three cards",
    "lesson.hearts.duck.title": "Ducking under a trick",
    "lesson.hearts.moon.title": "Shooting the moon, and stopping it",
    "lesson.hearts.task.two_clubs": "The first trick, and you hold 2♣. Play the card that leads it.",
    "lesson.hearts.task.follow": "A trick has been led. Play a card that follows its suit.",
    "lesson.hearts.task.no_heart_lead": "Your lead. Hearts have not been broken yet: choose your card.",
    "lesson.hearts.task.lead_heart": "Your lead, and a heart has been played on a trick: hearts are broken. "
                                     "Lead a heart.",
    "lesson.hearts.task.queen": "You have none of the suit led. Which card do you give away?",
    "lesson.hearts.task.heart": "You have none of the suit led. Which card do you give away?",
    "lesson.hearts.task.pass_high": "Choose three cards to pass to the left, then tap Pass.",
    "lesson.hearts.task.duck": "Points lie on this trick. Play a card that does not take it.",
    "lesson.hearts.task.stop_moon": "One player has taken all {taken} points so far. Whoever takes every heart "
                                    "and Q♠ shoots the moon: 0 for them, 26 for everyone else. Stop it.",
    "lesson.hearts.two_clubs.right": "Right: whoever holds 2♣ leads it to the first trick.",
    "lesson.hearts.follow.right": "Right: while you hold the suit led you must play it. With none of it, "
                                  "any card will do.",
    "lesson.hearts.no_heart_lead.right": "Right: a heart may not be led until one has been played on a trick "
                                         "(or you hold nothing else).",
    "lesson.hearts.lead_heart.right": "Right: once hearts are broken, you may lead them.",
    "lesson.hearts.lead_heart.wrong": "{card} may be played, but this step is about hearts: they are broken now, "
                                      "so lead one.",
    "lesson.hearts.queen.right": "Right: Q♠ is worth {points} points to whoever takes the trick. It will not be "
                                 "you: this is the moment to give the queen away.",
    "lesson.hearts.queen.wrong": "{card} costs nothing. Q♠ costs 13 points to whoever takes it: with none of "
                                 "the suit led, give it away now.",
    "lesson.hearts.heart.right": "Right: each heart costs 1 point to whoever takes the trick, and this trick "
                                 "is not yours.",
    "lesson.hearts.heart.wrong": "{card} costs nothing. Each heart costs 1 point to whoever takes it: with none "
                                 "of the suit led, give one away.",
    "lesson.hearts.pass_high.three": "Choose exactly three cards of your hand.",
    "lesson.hearts.pass_high.wrong": "Keep {card}: low cards let you stay under tricks later. Pass high ones: "
                                     "{high}.",
    "lesson.hearts.pass_high.queen_kept": "Pass Q♠ too: with few spades to guard it, the queen and its 13 points "
                                          "would come back to you.",
    "lesson.hearts.pass_high.right": "Good pass: high cards win tricks you do not want, and Q♠ with few spades "
                                     "goes first.",
    "lesson.hearts.duck.right": "Right: {card} stays under {top}, so the trick and its points go to someone else.",
    "lesson.hearts.duck.wrong": "{card} beats {top} and would take the trick and its points ({points}). "
                                "Play a lower card of the suit.",
    "lesson.hearts.stop_moon.right": "Right: {card} takes this trick and its points, so no one can take "
                                     "all 26: the moon is stopped, at a small cost.",
    "lesson.hearts.stop_moon.wrong": "With {card}, {top} takes the trick and the shooter keeps every point. "
                                     "Take this one with a higher card.",
    "lesson.hearts.task.shoot_moon": "You have taken all {taken} points so far. Take the rest too and you shoot "
                                     "the moon: 0 for you, 26 for everyone else. Play a card no one can beat.",
    "lesson.hearts.shoot_moon.right": "Right: no one can beat {card}, so this trick and its points are yours too.",
    "lesson.hearts.shoot_moon.beaten": "{card} can be beaten: someone still holds a higher card of its suit and "
                                       "would take the trick and the lead. One point to another player and the "
                                       "moon is gone.",
    "lesson.hearts.shoot_moon.later": "{card} takes this trick, but then a point would escape to another player "
                                      "later in the hand. Try another order.",
    "lesson.hearts.shoot_moon.rest": "Your last cards take the last tricks too.",
    "lesson.hearts.shoot_moon.scored": "The rules score it: you {you}, each of the others {other}.",
    "lesson.hearts.shoot_moon.choice": "With the house rule where the shooter chooses, you could pick "
                                       "“{subtract}”: you {sub_you}, the others {sub_other}.",
    "lesson.hearts.shoot_moon.chosen": "You chose “{choice}”: you {you}, the others {other} each.",
    "lesson.hearts.coach.right": "Right: the coach rates {card} among the best cards here, though this step's "
                                 "rule of thumb points elsewhere.",
    "lesson.hearts.coach.right_pass": "Right: the coach rates this pass among the best, though this step's rule "
                                      "of thumb points elsewhere.",
    "lesson.hearts.coach.good": "Why? marks {card} “{verdict}”: {points} points expected for the rest of the hand.",
    "lesson.hearts.coach.good_pass": "Why? marks this pass “{verdict}”: {points} points expected for the hand "
                                     "after it.",
    "lesson.hearts.coach.costs": "Why? puts {card} at {cost} points against the best card. {hint}.",
    "lesson.hearts.coach.costs_pass": "Why? puts this pass at {cost} points against the best. {hint}.",
    "lesson.hearts.coach.unshown": "This pass is not among the coach's best. {hint}.",
    "lesson.hearts.why.must_follow": "You still hold a card of the suit led: play one of them.",
    "lesson.hearts.why.hearts_not_broken": "A heart may be led once one has been played on a trick, "
                                           "or when you hold nothing else.",
    "lesson.hearts.why.no_points_first_trick": "On the first trick no one may give points away.",
    "lesson.hearts.why.queen_waits": "Play another card for now.",
    "lesson.hearts.why.two_of_clubs_leads": "The first trick always starts with 2♣.",
    "lesson.hearts.why.club_leads": "Lead a club to the first trick.",
    # Heart to Heart
    "lesson.h2h.pairs.title": "Pairs by rank",
    "lesson.h2h.free.title": "Free cards",
    "lesson.h2h.stock.title": "The stock and the waste",
    "lesson.h2h.lost.title": "When a deal can no longer be won",
    "lesson.h2h.hint.title": "The hint",
    "lesson.h2h.task.pairs": "Every card is a heart: only the rank matters. Tap two free cards of the same rank.",
    "lesson.h2h.task.free": "A card is free when no card lies on it. Find a pair of free cards.",
    "lesson.h2h.task.stock": "No free card pairs with another or with the waste. Turn the stock.",
    "lesson.h2h.task.waste": "The waste's top card can pair with a free card of the heart. Make that pair.",
    "lesson.h2h.task.lost": "One pair here looks good but loses the deal. Make a move that keeps it winnable.",
    "lesson.h2h.task.hint": "Not sure what to play? Tap Hint, then make the move it marks.",
    "lesson.h2h.pairs.right": "Right: {a} and {b} are the same rank, so they leave the heart.",
    "lesson.h2h.pairs.wrong": "{a} and {b} differ: a pair must be the same rank.",
    "lesson.h2h.pairs.stock": "There is a pair on the table already: find two free cards of the same rank.",
    "lesson.h2h.free.right": "Right: both cards are free, nothing lies on them.",
    "lesson.h2h.free.covered": "{card} is covered (by the cards at {over}): it is free once they are gone.",
    "lesson.h2h.free.stock": "There is a pair of free cards on the table: find it first.",
    "lesson.h2h.stock.right": "Right: the stock's top card goes onto the waste, where it can pair with a free "
                              "card. Turn the stock as often as you like.",
    "lesson.h2h.waste.right": "Right: the waste's top card pairs like any free card.",
    "lesson.h2h.waste.stock": "Turning the stock would cover the waste's card: make the pair first.",
    "lesson.h2h.lost.right": "Right: the deal can still be won. That other pair would have lost it.",
    "lesson.h2h.lost.wrong": "After {a} + {b} the deal can no longer be won. {why}",
    "lesson.h2h.hint.first": "Tap Hint first: it marks a move on a winning line.",
    "lesson.h2h.hint.right": "Right: the hint's move ({cards}) keeps the deal winnable. "
                             "Hints are counted in the game's result.",
    "lesson.h2h.hint.other": "The hint marks {cards}: make that move.",
}

RU = {
    "lesson.button.learn": "Учебная игра",
    "lesson.button.next": "Дальше",
    "lesson.button.skip": "Пропустить урок",
    "lesson.button.skip_short": "Пропустить",
    "lesson.button.pass": "Передать",
    "lesson.button.play": "Сыграть партию",
    "lesson.header": "Урок {n} из {of}: {title}",
    "lesson.done": "Урок пройден. Нажмите «Дальше», чтобы перейти к следующему.",
    "lesson.done_all": "Все уроки пройдены: теперь — настоящая партия!",
    "lesson.offer.title.hearts": "Впервые в «Червах»?",
    "lesson.offer.title.h2h": "Впервые в Heart to Heart?",
    "lesson.offer.message": "Короткая учебная игра покажет правила прямо за столом, за несколько минут. "
                            "Её всегда можно открыть на странице правил.",
    "lesson.offer.no": "Нет, спасибо",
    "lesson.offer.yes": "Покажите",
    "lesson.hearts.follow.title": "Ход в масть; 2♣ начинает",
    "lesson.hearts.hearts_lead.title": "Когда можно ходить с червей",
    "lesson.hearts.points.title": "Сколько стоят Q♠ и червы",
    "lesson.hearts.passing.title": "Передача трёх карт",
    "lesson.hearts.duck.title": "Как уйти под взятку",
    "lesson.hearts.moon.title": "Прорыв на Луну и как его остановить",
    "lesson.hearts.task.two_clubs": "Первая взятка, и 2♣ у вас. Сыграйте карту, с которой она начинается.",
    "lesson.hearts.task.follow": "Взятка начата. Сыграйте карту в масть первой карты.",
    "lesson.hearts.task.no_heart_lead": "Вы ходите первым. Червы ещё не разбиты: выберите карту.",
    "lesson.hearts.task.lead_heart": "Вы ходите первым, а черва уже легла во взятку: червы разбиты. "
                                     "Сходите с червы.",
    "lesson.hearts.task.queen": "У вас нет масти первой карты. Какую карту вы отдадите?",
    "lesson.hearts.task.heart": "У вас нет масти первой карты. Какую карту вы отдадите?",
    "lesson.hearts.task.pass_high": "Выберите три карты для передачи налево и нажмите «Передать».",
    "lesson.hearts.task.duck": "Во взятке есть очки. Сыграйте карту, которая её не заберёт.",
    "lesson.hearts.task.stop_moon": "Один игрок уже забрал все очки ({taken}). Кто заберёт все червы и Q♠, "
                                    "тот совершит прорыв на Луну: ему 0, остальным по 26. Помешайте ему.",
    "lesson.hearts.two_clubs.right": "Верно: у кого 2♣, тот и начинает ею первую взятку.",
    "lesson.hearts.follow.right": "Верно: пока у вас есть масть первой карты, ходить нужно в неё. "
                                  "Если её нет — можно любую карту.",
    "lesson.hearts.no_heart_lead.right": "Верно: с червы нельзя начинать, пока черву не сбросили во взятку "
                                         "(или пока есть другие карты).",
    "lesson.hearts.lead_heart.right": "Верно: когда червы разбиты, с них можно ходить.",
    "lesson.hearts.lead_heart.wrong": "{card} сыграть можно, но этот шаг — о червах: они разбиты, сходите с червы.",
    "lesson.hearts.queen.right": "Верно: Q♠ стоит {points} очков тому, кто заберёт взятку. Это будете не вы: "
                                 "самое время отдать даму.",
    "lesson.hearts.queen.wrong": "{card} ничего не стоит. Q♠ — 13 очков тому, кто её заберёт: масти нет, "
                                 "отдайте даму сейчас.",
    "lesson.hearts.heart.right": "Верно: каждая черва — 1 очко тому, кто заберёт взятку, а эта взятка не ваша.",
    "lesson.hearts.heart.wrong": "{card} ничего не стоит. Каждая черва — 1 очко тому, кто её заберёт: масти нет, "
                                 "отдайте черву.",
    "lesson.hearts.pass_high.three": "Выберите ровно три карты.",
    "lesson.hearts.pass_high.wrong": "Оставьте {card}: с младшими картами потом легко уйти под взятку. "
                                     "Передайте старшие: {high}.",
    "lesson.hearts.pass_high.queen_kept": "Передайте и Q♠: пик для её прикрытия мало, и дама с её 13 очками "
                                          "вернётся к вам.",
    "lesson.hearts.pass_high.right": "Хорошая передача: старшие карты берут ненужные взятки, а Q♠ без "
                                     "прикрытия пиками отдают первой.",
    "lesson.hearts.duck.right": "Верно: {card} младше {top}, и взятка с очками уходит другому.",
    "lesson.hearts.duck.wrong": "{card} старше {top} и заберёт взятку с очками ({points}). "
                                "Сыграйте карту этой масти младше.",
    "lesson.hearts.stop_moon.right": "Верно: {card} забирает эту взятку с очками ({points}), и все 26 уже никто "
                                     "не возьмёт: прорыв на Луну остановлен, и недорого.",
    "lesson.hearts.stop_moon.wrong": "С {card} взятку заберёт {top}, и у того, кто идёт на Луну, останутся все "
                                     "очки. Заберите её старшей картой.",
    "lesson.hearts.task.shoot_moon": "Вы уже забрали все очки ({taken}). Заберите и остальные — это прорыв "
                                     "на Луну: вам 0, остальным по 26. Сыграйте карту, которую никто не перебьёт.",
    "lesson.hearts.shoot_moon.right": "Верно: {card} никто не перебьёт, и эта взятка с очками тоже ваша.",
    "lesson.hearts.shoot_moon.beaten": "{card} можно перебить: у кого-то ещё есть старшая карта этой масти, "
                                       "он заберёт взятку и ход. Одно очко у другого игрока — и прорыва на Луну "
                                       "не будет.",
    "lesson.hearts.shoot_moon.later": "{card} берёт эту взятку, но потом очко уйдёт к другому игроку. "
                                      "Попробуйте другой порядок.",
    "lesson.hearts.shoot_moon.rest": "Последние взятки тоже берут ваши карты.",
    "lesson.hearts.shoot_moon.scored": "Счёт по правилам: вам {you}, каждому из остальных {other}.",
    "lesson.hearts.shoot_moon.choice": "По домашнему правилу, где выбирает сам игрок, можно выбрать "
                                       "«{subtract}»: вам {sub_you}, остальным {sub_other}.",
    "lesson.hearts.shoot_moon.chosen": "Вы выбрали «{choice}»: вам {you}, остальным по {other}.",
    "lesson.hearts.coach.right": "Верно: тренер считает {card} одной из лучших карт здесь, хотя простое "
                                 "правило этого шага советует другое.",
    "lesson.hearts.coach.right_pass": "Верно: тренер считает эту передачу одной из лучших, хотя простое "
                                      "правило этого шага советует другое.",
    "lesson.hearts.coach.good": "«Почему?» отмечает {card}: «{verdict}», ожидаемые очки до конца раздачи: {points}.",
    "lesson.hearts.coach.good_pass": "«Почему?» отмечает эту передачу: «{verdict}», ожидаемые очки за раздачу: "
                                     "{points}.",
    "lesson.hearts.coach.costs": "По «Почему?» {card} стоит {cost} очка против лучшей карты. {hint}.",
    "lesson.hearts.coach.costs_pass": "По «Почему?» эта передача стоит {cost} очка против лучшей. {hint}.",
    "lesson.hearts.coach.unshown": "Этой передачи нет среди лучших у тренера. {hint}.",
    "lesson.hearts.why.must_follow": "У вас есть карта масти первой карты — сыграйте её.",
    "lesson.hearts.why.hearts_not_broken": "С червы можно начинать, когда черву уже сбросили во взятку "
                                           "или когда других карт нет.",
    "lesson.hearts.why.no_points_first_trick": "В первой взятке никто не отдаёт очки.",
    "lesson.hearts.why.queen_waits": "Пока сыграйте другую карту.",
    "lesson.hearts.why.two_of_clubs_leads": "Первая взятка всегда начинается с 2♣.",
    "lesson.hearts.why.club_leads": "Начните первую взятку с трефы.",
    "lesson.h2h.pairs.title": "Пары по достоинству",
    "lesson.h2h.free.title": "Свободные карты",
    "lesson.h2h.stock.title": "Колода и сброс",
    "lesson.h2h.lost.title": "Когда партию уже не выиграть",
    "lesson.h2h.hint.title": "Подсказка",
    "lesson.h2h.task.pairs": "Все карты — червы, важно только достоинство. Коснитесь двух свободных карт "
                             "одного достоинства.",
    "lesson.h2h.task.free": "Карта свободна, когда на ней не лежит ни одной карты. Найдите пару свободных карт.",
    "lesson.h2h.task.stock": "Ни одна свободная карта не составляет пару ни с другой, ни со сбросом. "
                             "Переверните карту из колоды.",
    "lesson.h2h.task.waste": "Верхняя карта сброса может составить пару со свободной картой сердца. "
                             "Уберите эту пару.",
    "lesson.h2h.task.lost": "Одна пара здесь выглядит удачной, но губит расклад. Сделайте ход, после которого "
                            "партию ещё можно выиграть.",
    "lesson.h2h.task.hint": "Не знаете, как ходить? Нажмите «Подсказка» и сделайте отмеченный ход.",
    "lesson.h2h.pairs.right": "Верно: {a} и {b} одного достоинства — пара уходит из сердца.",
    "lesson.h2h.pairs.wrong": "{a} и {b} разного достоинства, а пара должна быть одного.",
    "lesson.h2h.pairs.stock": "На столе уже есть пара: найдите две свободные карты одного достоинства.",
    "lesson.h2h.free.right": "Верно: обе карты свободны, на них ничего не лежит.",
    "lesson.h2h.free.covered": "{card} перекрыта (позиции {over}): она станет свободной, когда их уберут.",
    "lesson.h2h.free.stock": "На столе есть пара свободных карт: сначала найдите её.",
    "lesson.h2h.stock.right": "Верно: карта из колоды ложится в сброс и может составить пару со свободной "
                              "картой. Колоду можно перебирать сколько угодно.",
    "lesson.h2h.waste.right": "Верно: верхняя карта сброса составляет пару, как любая свободная карта.",
    "lesson.h2h.waste.stock": "Если перевернуть колоду, карта сброса окажется под новой: сначала уберите пару.",
    "lesson.h2h.lost.right": "Верно: партию ещё можно выиграть. Та пара её бы погубила.",
    "lesson.h2h.lost.wrong": "После пары {a} + {b} партию уже не выиграть. {why}",
    "lesson.h2h.hint.first": "Сначала нажмите «Подсказка»: она отметит ход, ведущий к победе.",
    "lesson.h2h.hint.right": "Верно: ход подсказки ({cards}) сохраняет шанс на победу. "
                             "Подсказки учитываются в итогах партии.",
    "lesson.h2h.hint.other": "Подсказка отмечает {cards}: сделайте этот ход.",
}

register_strings({"en": EN, "ru": RU})
