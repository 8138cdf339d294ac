"""Computer players: a search over the game protocol that never looks at what its seat can't see.

Pure Python like the rules: ``choose`` is called from a worker process with a game, a position
and a seat, and answers an action id.
"""

from bot.ai.baselines import greedy_choice, greedy_or_wait, random_choice, random_or_wait
from bot.ai.evaluation import progress, standings
from bot.ai.players import DEFAULT_BUDGET, LEVELS, TIME_CAP, choose, choose_or_wait

__all__ = [
    "DEFAULT_BUDGET",
    "LEVELS",
    "TIME_CAP",
    "choose",
    "choose_or_wait",
    "greedy_choice",
    "greedy_or_wait",
    "progress",
    "random_choice",
    "random_or_wait",
    "standings",
]
