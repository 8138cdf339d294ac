"""``expire`` closes a timed phase only: a finished game or an untimed phase is refused in the
same words by every registered game."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import Game, IllegalAction
from bot.engine.rules import ENDED, NO_TIMER
from tests.conformance.positions import random_game
from tests.platform.catalog import registered_games

GAMES = [pytest.param(entry.rules, id=entry.key) for entry in registered_games()]


@pytest.mark.parametrize("game", GAMES)
def test_the_timer_is_refused_where_nothing_is_timed_and_once_the_game_is_over(
    game: Game[Any],
) -> None:
    steps = list(random_game(game, game.min_players, seed=5))
    untimed = next(step.before for step in steps if game.deadline(step.before) is None)
    with pytest.raises(IllegalAction, match=NO_TIMER):
        game.expire(untimed)
    with pytest.raises(IllegalAction, match=ENDED):
        game.expire(steps[-1].after)
