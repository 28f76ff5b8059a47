"""English strings.  Keys are dotted by screen; game/i18n.py explains the rules."""

STRINGS: dict[str, str] = {
    "app.title": "Heart to Heart & Hearts",
    "app.subtitle": "Two card games",
    # menu
    "menu.heart_to_heart": "Heart to Heart",
    "menu.heart_to_heart.sub": "Solitaire: pair cards of the same rank",
    "menu.hearts": "Hearts",
    "menu.hearts.sub": "Take as few points as you can",
    "menu.in_progress": "Game in progress: tap to go on",
    "menu.continue": "Continue",
    "menu.continue.h2h": "Continue: Heart to Heart",
    "menu.continue.hearts": "Continue: Hearts",
    "menu.settings": "Settings",
    "menu.rules": "Rules",
    "menu.statistics": "Statistics",
    "menu.language": "Language: {name}",
    "menu.quit": "Quit",
    "menu.puzzle": "Daily puzzle",
    "menu.practice": "Practice",
    "menu.deal_code": "Deal by code…",
    # common buttons
    "button.back": "Back",
    "button.menu": "Menu",
    "button.undo": "Undo",
    "button.hint": "Hint",
    "button.new": "New game",
    "button.confirm": "OK",
    "button.cancel": "Cancel",
    "button.yes": "Yes",
    "button.no": "No",
    "button.reset": "Reset statistics",
    "button.reset_confirm": "Reset",
    "button.paste": "Paste",
    "button.play": "Play",
    "choice.on": "On",
    "choice.off": "Off",
    # settings
    "settings.title": "Settings",
    "settings.section.general": "General",
    "settings.section.h2h": "Heart to Heart",
    "settings.section.hearts": "Hearts",
    "settings.section.hearts_rules": "Hearts rules",
    "settings.section.comfort": "Comfort",
    "setting.comfort.four_colour_suits": "Four-colour suits",
    "setting.comfort.four_colour_suits.help": "Hearts: clubs green, diamonds blue",
    "setting.comfort.card_size": "Card size",
    "setting.comfort.card_size.normal": "Normal",
    "setting.comfort.card_size.large": "Large",
    "setting.comfort.card_size.help": "Larger cards in your hand on a phone",
    "setting.comfort.high_contrast": "High contrast",
    "setting.comfort.high_contrast.help": "Dark edges on the cards, brighter text, a darker table",
    "setting.comfort.left_handed": "Left-handed",
    "setting.comfort.left_handed.help": "In landscape: the buttons on the left",
    "setting.general.language": "Language",
    "setting.general.language.en": "English",
    "setting.general.language.ru": "Русский",
    "setting.general.sound": "Sound",
    "setting.general.fullscreen": "Fullscreen",
    "setting.general.animation": "Animation speed",
    "setting.general.animation.off": "Off",
    "setting.general.animation.fast": "Fast",
    "setting.general.animation.normal": "Normal",
    "setting.general.animation.slow": "Slow",
    "setting.h2h.move_errors": "Move errors",
    "setting.h2h.move_errors.help": "Say why two cards cannot be paired",
    "setting.h2h.selection_help": "Selection help",
    "setting.h2h.selection_help.help": "Outline cards that can pair; dim the rest while a card is selected",
    "setting.h2h.winnable_only": "Deal only winnable games",
    "setting.h2h.winnable_only.help": "New deals are checked by the solver first",
    "setting.h2h.tell_when_lost": "Tell me when the game can no longer be won",
    "setting.h2h.tell_when_lost.help": "Not only at the dead end",
    "setting.hearts.target": "Game ends at",
    "setting.hearts.target.50": "50",
    "setting.hearts.target.100": "100",
    "setting.hearts.target.150": "150",
    "setting.hearts.queen_of_spades": "Queen of spades",
    "setting.hearts.queen_of_spades.any_time": "Any time",
    "setting.hearts.queen_of_spades.after_hearts_broken": "After hearts are broken",
    "setting.hearts.no_points_first_trick": "No points on the first trick",
    "setting.hearts.moon": "Shooting the moon",
    "setting.hearts.moon.add_to_others": "+26 to the others",
    "setting.hearts.moon.subtract_from_shooter": "−26 to the shooter",
    "setting.hearts.moon.shooter_choice": "Shooter's choice",
    "setting.hearts.passing": "Passing",
    "setting.hearts.passing.cycle": "Rotating",
    "setting.hearts.passing.left": "Always left",
    "setting.hearts.passing.none": "No passing",
    "setting.hearts.first_lead": "First trick led by",
    "setting.hearts.first_lead.two_of_clubs": "Two of clubs",
    "setting.hearts.first_lead.any_club": "Any club",
    "setting.hearts.jack_of_diamonds": "Jack of diamonds −10",
    "setting.hearts.no_tricks_bonus": "No trick at all −5",
    "setting.hearts.level": "Computer players",
    "setting.hearts.level.easy": "Easy",
    "setting.hearts.level.normal": "Normal",
    "setting.hearts.level.hard": "Hard",
    "setting.hearts.auto_play_single": "Play a single legal card automatically",
    "setting.hearts.card_tracker": "Card tracker (cards still out)",
    "setting.hearts.trick_pause": "Show a finished trick",
    "setting.hearts.trick_pause.tap": "Until tap",
    "setting.hearts.trick_pause.0.5": "0.5 s",
    "setting.hearts.trick_pause.1": "1 s",
    "setting.hearts.trick_pause.2": "2 s",
    "setting.hearts.computer_speed": "Computer speed",
    "setting.hearts.computer_speed.fast": "Fast",
    "setting.hearts.computer_speed.normal": "Normal",
    "setting.hearts.computer_speed.slow": "Slow",
    # statistics
    "stats.title": "Statistics",
    "stats.h2h.played": "Games played",
    "stats.h2h.won": "Games won",
    "stats.h2h.win_rate": "Win rate",
    "stats.h2h.current_streak": "Current streak",
    "stats.h2h.best_streak": "Best streak",
    "stats.h2h.best_time": "Best time",
    "stats.h2h.fewest_moves": "Fewest moves",
    "stats.h2h.hints_used": "Hints used",
    "stats.hearts.games_played": "Games played",
    "stats.hearts.games_won": "Games won",
    "stats.hearts.hands_played": "Hands played",
    "stats.hearts.average_points": "Average points per hand",
    "stats.hearts.moons_shot": "Moons shot",
    "stats.hearts.moons_against": "Moons shot against you",
    "stats.hearts.all": "All",
    "stats.hearts.points_per_hand": "Points per hand",
    "stats.hearts.moons_by_you": "Moons shot by you",
    "stats.hearts.hands_won": "Hands won",
    "stats.none": "—",
    "stats.reset.title": "Reset statistics?",
    "stats.reset.message": "All statistics of both games will be set to zero.",
    "stats.reset.done": "Statistics reset",
    # rules screen
    "rules.title": "Rules",
    "rules.tab.h2h": "Heart to Heart",
    "rules.tab.hearts": "Hearts",
    "rules.example.stock_waste": "stock · waste",
    "rules.example.caption": "after {moves} moves",
    "rules.example.result": "Move 10: tip 4♥ + waste 4♥. Positions 23 and 24 come free.",
    # deal codes
    "deal.replace.title": "Replace the game in progress?",
    "deal.replace.message": "The unfinished game of {game} will be lost.",
    "deal.title": "Deal by code",
    "deal.prompt": "Type or paste a Heart\u00a0to\u00a0Heart deal code (HH1-N-AAAAAAM) or a Hearts game code (HT1-AFOM-AAAAAAA)",
    "deal.bad.hearts": "A Hearts game code looks like HT1-AFOM-AAAAAAA ({detail}).",
    "deal.bad.title": "This deal code cannot be used",
    "deal.part.shape": "A deal code looks like HH1-N-AAAAAAM: three parts joined by dashes.",
    "deal.part.game": "The first part must be HH1 (Heart to Heart, shuffle version 1), or HT1 for a Hearts game code.",
    "deal.part.rules": "The middle part must be N (normal rules).",
    "deal.part.number": "The last part must be exactly 7 letters A to Z.",
    "deal.copied": "Deal code copied",
    "deal.copy_shown": "Copying was blocked: select the code shown above the game",
    # messages shared with the games
    "msg.unavailable": "This game is not available yet",
    "msg.fullscreen_unavailable": "Fullscreen is not available with this display",
    "msg.no_save": "There is no game to continue",
    # saved data set aside, kept, or not written (game/storage.py notices)
    "storage.name.game.heart_to_heart": "Heart to Heart",
    "storage.name.game.hearts": "Hearts",
    "storage.name.stats": "statistics",
    "storage.name.settings": "settings",
    "storage.name.lessons": "lessons",
    "storage.name.other": "other saved data",
    "storage.refused.game": "The saved {name} game could not be read. It was set aside, not deleted, and a new game was started.",
    "storage.refused.stats": "The saved statistics could not be read. They were set aside, not deleted; counting starts again from zero.",
    "storage.refused.settings": "The saved settings could not be read. They were set aside, not deleted; the default settings are used.",
    "storage.salvaged.stats": "Some saved statistics could not be read and start again from zero; the rest were kept. The original was set aside.",
    "storage.salvaged.settings": "Some saved settings could not be read and are back to their defaults; the rest were kept. The original was set aside.",
    "storage.refused.lessons": "The saved lessons could not be read. They were set aside, not deleted; the lessons start again from the first.",
    "storage.salvaged.lessons": "Some saved lessons could not be read; the rest were kept. The original was set aside.",
    "storage.newer.game": "The saved {name} game comes from a newer version of this app. It is left as it is; this game will not be saved until you update.",
    "storage.newer.stats": "The statistics come from a newer version of this app. They are left as they are and are not updated here.",
    "storage.newer.settings": "The settings come from a newer version of this app. They are left as they are; changes made here will not be saved.",
    "storage.unreadable": "Saved data ({name}) cannot be read just now (no permission, or the system is short of resources). It is left as it is and nothing is saved over it until the next start.",
    "storage.stuck": "Saved data ({name}) could not be read or set aside, so it is left as it is and nothing is saved over it.",
    "storage.conflict": "This game ({name}) is also open in another window or tab. So as not to overwrite it there, this window no longer saves it.",
    "storage.unsaved": "Could not save ({name}). Play goes on, but changes may not be kept.",
    "storage.nowhere": "This browser does not let the game save anything (private mode?): progress ends with the page.",
    "storage.nowhere.native": "The game found no folder to save in (no home folder?): progress ends when the game closes.",
    "h2h.move_error.rank": "Must be the same rank",
    "h2h.move_error.covered": "This card is covered: free it first",
    "h2h.dead_end": "No more possible moves",
    "h2h.dead_end.look": "Tap a card to see the ways out again, or use Undo",
    "h2h.won": "You won!",
    "h2h.lost_early": "This game can no longer be won",
    "h2h.time": "Time",
    "h2h.score": "Score",
    "h2h.moves": "Moves",
    "h2h.deal": "Deal",
    # keyboard help
    "keys.menu": "Arrows or Tab: move · Enter or Space: choose · F11: full screen",
    "keys.menu.web": "Arrows or Tab: move · Enter or Space: choose",
    # no display (printed by main.py natively, see game/ui/needs_display.py)
    # why a Heart to Heart position is lost (game/heart_to_heart/explain.py)
    "h2h.why.no_partner_one": "The free card ({cards}) cannot be paired: the other cards of its rank are covered in the heart or already cleared, and none is in the stock or waste.",
    "h2h.why.no_partner": "None of the free cards ({cards}) can be paired: the other cards of their ranks are covered in the heart or already cleared, and none is in the stock or waste.",
    "h2h.why.stacked_four": "All four {card} are in the heart, lying on one another: no two of them can ever be free together.",
    "h2h.why.stacked_two": "The last two {card} lie one on the other in the heart, and none is left in the stock or waste.",
    "h2h.why.stacked": "{n} × {card} are left in the heart with only {reserve} in the stock and waste, and the rest lie on one another: they can never all be paired.",
    "h2h.why.never_paired": "No order of moves can ever pair {cards}, nor free the cards under them.",
    "h2h.why.no_order": "Each card left could still be paired on its own, but never all of them together.",
    "h2h.hint.passed_loses": "The hint passes over the pair {a} and {b}: after it the game could no longer be won.",
    "h2h.hint.passed_fewer": "The hint passes over the pair {a} and {b}: after it fewer heart cards could be cleared.",
    "h2h.why.on_waste": "{card} on the waste",
    "h2h.why.at_position": "{card} at position {position}",
    "h2h.why.at_best": "At best {n} of the 25 heart cards can be cleared in all (cleared so far: {cleared}).",
    "h2h.why.none_more": "No more heart cards can be cleared (cleared so far: {cleared} of 25).",
    "h2h.why.from_start": "This deal could not be won from its first position.",
    "h2h.why.lost_long_ago": "It was lost more than the last 100 moves ago: restart the deal to try again.",
    "h2h.rewind.detail": "Back to the last position that could still be won (moves to take back: {n})",
    "button.rewind": "Rewind to the last winnable position",
    "display.none": "Heart to Heart & Hearts needs a display to open its window, and none was found\n(DISPLAY or WAYLAND_DISPLAY must name a running X11 or Wayland display).\nStart it from a desktop session, or for a run without a screen use one of:\n  xvfb-run python3 main.py\n  SDL_VIDEODRIVER=dummy python3 main.py --script FILE --shots DIR",
}

# The rules pages.  Markup, one item per line: "# " heading, "- " bullet,
# "[example]" the picture of the worked example, anything else a paragraph.
STRINGS.update({
    "rules.pic.trick_legal": "West led 9♣. You hold a club, so you follow with 5♣. North's K♣ is the highest club: North takes the trick.",
    "rules.pic.trick_illegal": "Not allowed: you still hold a club, so Q♠ cannot be played to this trick.",
    "rules.pic.passing": "Three cards chosen (raised), passed to the left with the Pass button.",
    "rules.pic.moon": "All 13 hearts and Q♠ in one player's tricks: that player scores 0, each other player 26.",
    "rules.pic.free": "Left: 7♥ is covered by 4♥ and 9♥, which are free. Right: once both have gone, 7♥ is free.",
})

STRINGS["rules.h2h.body"] = """# The goal
Clear the heart: remove all 25 cards of the heart by pairing cards of the same rank.
# The deal
- 52 cards, all hearts: four of each rank from ace to king.
- 25 cards lie face up as a heart in 7 rows of 4, 6, 5, 4, 3, 2 and 1 cards: two round lobes at the top, the tip at the bottom.
- The next 26 cards are the stock, face down; the last card starts the waste, face up.
# Free cards
- Each card of the heart is covered by one or two cards of the row below it, overlapping it on the left and the right.
- A card is free when every card covering it has gone. Nothing covers the tip: at the start it is the only free card.
- Cards at the edges are covered by just one card, so they come free sooner.
- All heart cards stay visible: you always know which cards will come free. Only the stock is hidden.
[free]
# Pairs
- A pair is two cards of the same rank: two free heart cards, or a free heart card and the top card of the waste.
- Suit never matters: every card is a heart, only the rank counts.
- Both cards leave the game. The emptied place in the heart stays empty.
- Two cards from the stock and waste never pair with each other.
# Stock and waste
- Tap the stock to turn its top card onto the waste. Only the top card of the waste can be used.
- Tap the empty stock to turn the whole waste back over, in the same order. You may do this as often as you like.
- Every card turned and every turn-over counts as a move.
# Tapping cards
- Tap a free card (or the waste) to select it; tap a second card of the same rank to remove the pair.
- Tapping a covered card does nothing.
- Tap the selected card again to deselect it.
- If the second card has a different rank, nothing is removed and the second card becomes the selected one.
- With the setting "Move errors" on (off by default) the game says why: "Must be the same rank".
- "Selection help" (on by default) outlines every card that has a partner among the free cards and the waste top; while a card is selected, it dims the cards that cannot pair with it.
# A worked example: deal HH1-N-AAAAAAM
At the start the tip holds 4♥ and the waste shows A♥. Tapping the 10♥ at position 1 does nothing: it is covered. Tap the tip (4♥), then the waste (A♥): the ranks differ, so the waste card becomes the selected one.
Now turn cards from the stock. The ninth card turned is 4♥, the same rank as the tip. On move 10 tap the tip and the waste: both fours leave the game together, and the two cards the tip was covering, at positions 23 and 24, are free.
[example]
# Score, moves, time
- Each card removed from the heart scores 10 points; waste cards score nothing: a pair of heart cards gives 20, a pair with the waste 10.
- A won game always ends at 250, however it was won. Time and moves are shown beside the score.
# The end of a game
- You win when all 25 heart cards are gone, even if cards are left in the stock.
- Dead end: no free card has a possible partner, neither among the free heart cards nor anywhere in the stock or waste. The game says "No more possible moves", tells why, and offers to rewind to the last position that could still be won, to restart the deal, or to start a new game.
# What the app adds
- Undo: up to the last 100 moves, turned cards included; cards go back where they were and the points are taken back.
- Hint: a solver shows a good next move.
- "Deal only winnable games": new deals are checked by the solver first.
- "Tell me when the game can no longer be won": a warning as soon as the position is lost, not only at the dead end.
- Deal code: every deal has a code (such as HH1-N-AAAAAAM) that recreates it exactly. Use "Deal by code…" in the menu to play it again.
# Keys
- Arrows: to the nearest card, pile or button that way. Tab and Shift+Tab: through all of them.
- Enter or Space: tap what has the focus (a card, the stock, a button).
- S: turn a card from the stock. W: select the waste card.
- U or Backspace: undo. H: hint. N: new game (asks first when you have made moves).
- Esc: back to the menu (the game is kept), or close a dialog. F11: full screen (desktop).
- On this page: Up and Down scroll, Page Up and Page Down go a page, Home and End."""

STRINGS["rules.hearts.body"] = """# The goal
Take as few penalty points as you can. Every heart you take counts 1 point, and the queen of spades counts 13.
# Players and the deal
You play South against three computer players: West, North and East. Each gets 13 cards. Play goes clockwise: South, West, North, East.
# Passing
- At the start of each hand everyone chooses 3 cards and passes them at the same time.
- Hand 1 to the left, hand 2 to the right, hand 3 across the table, hand 4 no passing; then again.
- Tap three cards (they rise), then Pass. The cards you receive are marked "received" until you play.
[passing]
# Tricks
- The player holding the 2♣ leads it to the first trick.
- Each player in turn plays one card. You must follow the suit led if you can; if you cannot, you may play any card.
- The highest card of the suit led takes the trick (ace high), and its winner leads the next trick.
- Any penalty cards in a trick (hearts, the queen of spades) count against the player who takes it.
[trick_legal]
[trick_illegal]
# Hearts broken
You may not lead a heart until a heart has been played to some trick (hearts are "broken"), unless you hold nothing but hearts.
# Settings from the original game
- Queen of spades: "any time" (the default), or "after hearts are broken", when the queen is not a legal card before then for a player who has any other legal card.
- No points on the first trick (off by default): when on, a player who cannot follow clubs on the first trick may not play a heart or the queen of spades unless they hold nothing else.
# Shooting the moon
- Taking penalty cards is usually bad, but a player who takes all of them (13 hearts and the queen of spades, 26 points) scores 0, and each of the other three players scores 26.
- The setting "Shooting the moon" can instead take 26 off the shooter's total.
[moon]
# The end of the game
- Points add up from hand to hand.
- When one or more players reach the limit (50, 100 or 150 points, as set), the game ends and the player with the fewest points wins.
- If two or more share the lowest total, play goes on, hand by hand, until exactly one player has the lowest total.
# Restarting
- New game: other cards. Restart: the same cards again, this hand (totals as before it) or the whole game. Both ask first when play would be lost.
# Keys
- Arrows: to the nearest card or button that way (Up from your hand reaches Pass). In your hand Left and Right go from card to card, over the cards you cannot play. Tab and Shift+Tab: through all of them.
- Enter or Space: play or choose the focused card, or press the focused button.
- P: pass the three chosen cards. U or Backspace: undo your last card. H: hint (the hinted card gets the focus: Enter plays it; at the pass Pass gets it: Enter passes the hinted three); H again (the button reads Why?): every card with its expected points.
- S: scores. L: last trick. C: claim the rest. N: new game. R: restart (both ask first).
- Reviewing a hand: Left and Right a card, Home and End the first and last, [ and ] the previous and next costly play (a tap on the coach's summary: the first), W or ?: why (every choice you had there with its expected points), Up and Down (Page Up and Page Down) another hand, Esc back.
- Esc: back to the menu (the game is kept), or close a panel or dialog. F11: full screen (desktop).
- On this page: Up and Down scroll, Page Up and Page Down go a page, Home and End."""
