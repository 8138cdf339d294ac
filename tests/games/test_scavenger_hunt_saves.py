"""Scavenger Hunt games saved by earlier versions of the bot load and play on to the end.

Each file in saves/ is a ``dumps_state`` envelope written by the bot of its state version from
a seeded random game: a hunt list half chosen, a destination whose cards are being chosen, a
walk step by step under way, the end of a turn, a game a player has left, a finished game (and
a walk step by step from version 1). ``scavenger_hunt_legal.json`` holds what each seat could
do in each of them when it was saved.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.engine import IllegalAction
from bot.engine.serial import loads_state
from bot.games.scavenger_hunt.boards import PublicBoard
from tests.games.scavenger_hunt_positions import game

SAVES = Path(__file__).with_name("saves")
FILES = sorted(SAVES.glob("scavenger_hunt_v*.json"))
LEGAL = json.loads((SAVES / "scavenger_hunt_legal.json").read_text())
ACTIONS_TO_THE_END = 20_000


def saved(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text())["state"]


def in_old_shape(data: dict[str, Any]) -> dict[str, Any]:
    """A saved state with version 3's walk (``stepping``) spelled as versions 1 and 2 kept it."""
    if "stepping" not in data:
        return data
    walk = data["stepping"]
    return {**data, "steps_left": walk["left"], "path": walk["path"]}


def shown(board: PublicBoard) -> dict[str, Any]:
    """The fields of the public board every saved version kept, in their saved shape."""
    return {
        "active": board.active,
        "positions": [side.position for side in board.seats],
        "collected": [side.collected for side in board.seats],
        "dogs": list(board.dogs),
        "steps_left": board.steps_left,
        "path": list(board.path),
    }


def test_every_unusual_point_of_a_game_is_saved() -> None:
    assert {path.stem.partition("_v")[2].partition("_")[2] for path in FILES} >= {
        "list", "choosing", "stepwise", "end", "gone", "over"
    }  # fmt: skip
    assert {path.stem for path in FILES} == set(LEGAL)


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_a_saved_game_loads_as_the_position_it_was(path: Path) -> None:
    data, state = in_old_shape(saved(path)), loads_state(game(), path.read_text())
    board = game().view(state, None).board
    assert state.players == data["players"] and board.phase == data["phase"]
    for name, value in shown(board).items():
        assert value == data[name], name
    hands = [
        list(game().view(state, seat).private_board.hand) for seat in range(len(state.players))
    ]
    assert hands == data["hands"]
    legal = {
        str(seat): sorted(a.id for a in game().legal_actions(state, seat))
        for seat in range(len(state.players))
    }
    assert {seat: ids for seat, ids in legal.items() if ids} == LEGAL[path.stem]


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_a_saved_game_plays_on_to_its_end(path: Path) -> None:
    state = loads_state(game(), path.read_text())
    chooser = random.Random(path.stem)
    for _ in range(ACTIONS_TO_THE_END):
        if game().outcome(state) is not None:
            break
        options = [
            (seat, action.id)
            for seat in range(len(state.players))
            for action in game().legal_actions(state, seat)
        ]
        if game().deadline(state) is not None and (not options or chooser.random() < 0.1):
            state, _ = game().expire(state)
        else:
            seat, action_id = chooser.choice(options)
            state, _ = game().apply(state, seat, action_id)
    outcome = game().outcome(state)
    assert outcome is not None and len(outcome.winners) == 1
    assert state.collected[outcome.winners[0]] == 4
    with pytest.raises(IllegalAction):
        game().apply(state, outcome.winners[0], "end")


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_a_game_saved_before_the_pile_was_remembered_loads_with_an_empty_memory(
    path: Path,
) -> None:
    """Versions before 4 kept no memory of the discards shuffled into the pile: a computer
    draws any hidden card into it, as it did then."""
    state = loads_state(game(), path.read_text())
    assert state.shuffled_in == [] and state.drawn_since == [[] for _ in state.players]
