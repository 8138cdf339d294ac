"""The goal player (``bot.ai.goal_choice``), the bench's scripted reference: it takes the
step towards its goal and never turns back and forth without moving on."""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import SimpleNamespace
from typing import Any

import pytest

from bot.ai import goal_choice
from bot.engine import Action, Event, Outcome, PlayerInfo, Prompt, Rng

OPTIONS = {
    (0, "start"): ("pick:a", "pick:b"),
    (0, "picked"): ("walk", "back"),
    (1, "walked"): ("pass",),
}
"""What each seat may do in each phase."""


@dataclass(frozen=True)
class Hall:
    phase: str = "start"
    scores: tuple[int, int] = (5, 10)


class Doorway:
    """Seat 0 picks a door, then walks through it (a step back in score: every way on costs
    something here) or takes the pick back and is where it started; then seat 1 plays."""

    key = "doorway"
    name = "Doorway"

    def legal_actions(self, state: Hall, seat: int) -> list[Action]:
        ids = OPTIONS.get((seat, state.phase), ())
        return [Action(action_id, action_id) for action_id in ids]

    def apply(self, state: Hall, seat: int, action_id: str) -> tuple[Hall, list[Event]]:
        if action_id == "walk":
            return replace(state, phase="walked", scores=(4, 10)), []
        return replace(state, phase="start" if action_id == "back" else "picked"), []

    def determinize(self, state: Hall, seat: int, rng: Rng) -> Hall:
        return state

    def outcome(self, state: Hall) -> Outcome | None:
        return None

    def prompt(self, state: Hall) -> Prompt:
        return Prompt((1,) if state.phase == "walked" else (0,), ())

    def deadline(self, state: Hall) -> str | None:
        return None

    def view(self, state: Hall, seat: int | None) -> Any:
        players = tuple(
            PlayerInfo(seat=s, name=str(s), score=score) for s, score in enumerate(state.scores)
        )
        return SimpleNamespace(players=players)


@pytest.mark.parametrize("seed", range(5))
def test_the_goal_player_walks_on_rather_than_taking_its_pick_back(seed: int) -> None:
    picked = Hall(phase="picked")
    assert goal_choice(Doorway(), picked, 0, seed=seed) == "walk"  # type: ignore[arg-type]
