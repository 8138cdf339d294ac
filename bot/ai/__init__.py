"""Computer players: a search over the game protocol that never looks at what its seat can't see.

Pure Python like the rules: ``choose`` is called from a worker process with a game, a position
and a seat, and answers an action id.

- ``players``: ``choose``, ``choose_or_wait`` (off turn) and the strength levels;
- ``search``: determinized Monte Carlo, every option played on the same drawn positions,
  sequential halving;
- ``evaluation``: ``progress``, from the standings or the game's own measure;
- ``hints``: what a game's own module here (named after its package) may add;
- ``table``: who decides next; ``baselines``: the random, greedy and goal players the bench uses;
  ``boards``: a game's published board and distances on it.
"""

from bot.ai.baselines import (
    goal_choice,
    goal_or_wait,
    greedy_choice,
    greedy_or_wait,
    random_choice,
    random_or_wait,
)
from bot.ai.evaluation import progress, standings
from bot.ai.players import DEFAULT_BUDGET, LEVELS, TIME_CAP, choose, choose_or_wait

__all__ = [
    "DEFAULT_BUDGET",
    "LEVELS",
    "TIME_CAP",
    "choose",
    "choose_or_wait",
    "goal_choice",
    "goal_or_wait",
    "greedy_choice",
    "greedy_or_wait",
    "progress",
    "random_choice",
    "random_or_wait",
    "standings",
]
