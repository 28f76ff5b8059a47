"""The teaching tools of Hearts: the coach, the analysis, the daily puzzle and the lessons.

They weigh a player's moments by the computer players' judgement (``game.hearts.ai``, its
public door only) on the rules engine's positions (``game.hearts``); neither of those knows
them.  No pygame here.
"""
