"""When looking ahead can't tell options apart, the search steps towards the goal rather than
standing still."""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import SimpleNamespace
from typing import Any

import pytest

from bot.ai import players as computer_players
from bot.ai.search import Search
from bot.engine import Action, Event, Outcome, PlayerInfo, Prompt, Rng

MOVES = {"stay": 0, "back": -1, "step": 1}


@dataclass(frozen=True)
class Track:
    scores: tuple[int, int] = (5, 10)
    active: int = 0


class Steps:
    """Seat 0 stays, steps back or steps forward (a point of score each way); then seat 1."""

    key = "steps"
    name = "Steps"

    def legal_actions(self, state: Track, seat: int) -> list[Action]:
        moves = MOVES if seat == state.active else {}
        return [Action(move, move) for move in moves]

    def apply(self, state: Track, seat: int, action_id: str) -> tuple[Track, list[Event]]:
        scores = list(state.scores)
        scores[seat] += MOVES[action_id]
        return replace(state, scores=(scores[0], scores[1]), active=1 - seat), []

    def determinize(self, state: Track, seat: int, rng: Rng) -> Track:
        return state

    def outcome(self, state: Track) -> Outcome | None:
        return None

    def prompt(self, state: Track) -> Prompt:
        return Prompt((state.active,), ())

    def deadline(self, state: Track) -> str | None:
        return None

    def view(self, state: Track, seat: int | None) -> Any:
        players = tuple(
            PlayerInfo(seat=s, name=str(s), score=score) for s, score in enumerate(state.scores)
        )
        return SimpleNamespace(players=players)


class Blind(Search):
    """A search whose look ahead finds every option alike (as a noisy one may)."""

    def value(self, world: Any, choice: str, seed: int) -> float:
        return 0.5


@pytest.mark.parametrize("seed", range(3))
def test_of_options_alike_the_search_takes_the_step_forward(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(computer_players, "Search", Blind)
    assert computer_players.choose(Steps(), Track(), 0, seed=seed, budget=8) == "step"  # type: ignore[arg-type]


def test_an_option_clearly_better_ahead_is_kept_over_one_further_along_now() -> None:
    class FavoursStaying(Search):
        def value(self, world: Any, choice: str, seed: int) -> float:
            return 0.9 if choice == "stay" else 0.5

    search = FavoursStaying(Steps(), 0, list(MOVES), Rng(1), computer_players.SearchBudget(8))
    assert search.run(Track()) == "stay"
