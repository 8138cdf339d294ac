"""The computer player chooses a legal action, repeats itself for a seed, plays a forced move
at once and finishes every game; ``progress`` reads 1 for a winner at the end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai import (
    choose,
    choose_or_wait,
    goal_choice,
    goal_or_wait,
    greedy_choice,
    progress,
    random_choice,
    standings,
)
from bot.ai import players as computer_players
from bot.ai.hints import hints
from bot.ai.table import after, next_turn
from bot.engine import Game
from bot.games.cheat_street.rules import CheatStreet
from tests.ai.watch import Watched
from tests.conformance.checks import seats
from tests.conformance.games import GAMES, tables
from tests.conformance.positions import names, random_game, sampled

TABLES = [pytest.param(game, players, id=f"{game.key}-{players}") for game, players in tables()]
EACH_GAME = [pytest.param(game, id=game.key) for game in GAMES]
BUDGET = 4


def positions(game: Game[Any], players: int, seed: int, count: int = 8) -> list[Any]:
    """About ``count`` positions spread over a seeded random game."""
    every = [step.before for step in sampled(random_game(game, players, seed), every=3)]
    return every[:: max(1, len(every) // count)]


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_every_choice_is_legal_and_repeats_for_its_seed(game: Game[Any], players: int) -> None:
    for index, state in enumerate(positions(game, players, seed=8)):
        for seat in seats(game, state):
            legal = {action.id for action in game.legal_actions(state, seat)}
            if not legal:
                continue
            chosen = choose(game, state, seat, seed=index, budget=BUDGET)
            assert chosen in legal, f"{game.name}: {chosen!r} is not legal for seat {seat}"
            assert choose(game, state, seat, seed=index, budget=BUDGET) == chosen
            waited = choose_or_wait(game, state, seat, seed=index, budget=BUDGET)
            assert waited is None or waited in legal


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_baselines_choose_legal_actions(game: Game[Any], players: int) -> None:
    for index, state in enumerate(positions(game, players, seed=9, count=5)):
        for seat in seats(game, state):
            legal = {action.id for action in game.legal_actions(state, seat)}
            if legal:
                assert random_choice(game, state, seat, seed=index) in legal
                assert greedy_choice(game, state, seat, seed=index) in legal
                assert goal_choice(game, state, seat, seed=index) in legal
                assert goal_or_wait(game, state, seat, seed=index) in legal | {None}


@pytest.mark.parametrize("game", EACH_GAME)
def test_a_forced_move_is_played_without_a_search(game: Game[Any]) -> None:
    forced = (
        (step.before, seat)
        for step in random_game(game, game.min_players, seed=2)
        for seat in seats(game, step.before)
        if len(game.legal_actions(step.before, seat)) == 1
    )
    found = next(forced, None)
    assert found is not None, f"{game.name}: no forced move in a whole game"
    state, seat = found
    watched = Watched(game, state)
    chosen = choose(watched, state, seat, seed=1)  # type: ignore[arg-type]
    assert chosen == game.legal_actions(state, seat)[0].id
    assert watched.determinized == 0


def test_a_seat_with_nothing_to_do_is_not_asked() -> None:
    game = GAMES[0]
    state = game.setup(names(game.min_players), 1, {})
    idle = next(s for s in seats(game, state) if not game.legal_actions(state, s))
    with pytest.raises(ValueError):
        choose(game, state, idle, seed=1)
    assert choose_or_wait(game, state, idle, seed=1) is None


def play_against_random(game: Game[Any], players: int, seed: int) -> Any:
    """A whole game: the computer in seat 0 at a tiny budget, uniformly random players in the
    others (off turn they act or wait at random), to the end."""
    pick = random.Random(seed)
    state = game.setup(names(players), seed, {})
    for step in range(20_000):
        turn = next_turn(game, state)
        if turn is None:
            return state
        if turn.seat is None:
            state = after(game, state, None, None)
        elif turn.seat == 0:
            state = after(game, state, 0, choose(game, state, 0, seed=step, budget=2))
        else:
            state = after(game, state, turn.seat, pick.choice(turn.options))
    raise AssertionError(f"{game.name}: no end with a computer in seat 0")


@pytest.mark.parametrize("game", EACH_GAME)
def test_a_computer_plays_a_whole_game_against_random_players(game: Game[Any]) -> None:
    final = play_against_random(game, game.min_players, seed=5)
    outcome = game.outcome(final)
    assert outcome is not None
    values = standings(game, final)
    assert values == [1.0 if seat in outcome.winners else 0.0 for seat in seats(game, final)]
    assert progress(game, final, outcome.winners[0]) == 1.0


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_progress_is_a_share_between_the_end_values(game: Game[Any], players: int) -> None:
    """Going on, every seat stands strictly between losing (0) and winning (1)."""
    for state in positions(game, players, seed=6, count=12):
        if game.outcome(state) is None:
            assert all(0.0 < value < 1.0 for value in standings(game, state))


@pytest.mark.parametrize("game", EACH_GAME)
def test_a_game_may_search_more_than_the_tables_budget(
    game: Game[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    searched: list[int] = []

    class Counted(computer_players.Search):
        def budget(self, state: Any) -> int:
            searched.append(super().budget(state))
            return searched[-1]

    monkeypatch.setattr(computer_players, "Search", Counted)
    state, seat = next(
        (step.before, seat)
        for step in random_game(game, game.min_players, seed=3)
        for seat in seats(game, step.before)
        if len(game.legal_actions(step.before, seat)) > 1
    )
    choose(game, state, seat, seed=1, budget=BUDGET)
    scale = hints(type(game)).search_scale
    assert searched == [round(BUDGET * scale(game.min_players))]
    assert all(scale(n) >= 1 for n in range(game.min_players, game.max_players + 1))


def test_cheat_street_searches_the_tables_budget_at_every_size() -> None:
    """Its call-outs, the guesses that took more drawn positions at five or six, are decided
    without a search: moves alone are told apart as well on the table's budget."""
    scale = hints(CheatStreet).search_scale
    assert [scale(n) for n in (3, 4, 5, 6)] == [1, 1, 1, 1]


@pytest.mark.parametrize(
    "game", [g for g in GAMES if type(g).__module__.startswith("bot.games.")], ids=str
)
def test_every_hosted_game_measures_its_own_advance(game: Game) -> None:
    """Scores against the best score are only a toy game's measure, never a real game's."""
    assert hints(type(game)).advance is not None
