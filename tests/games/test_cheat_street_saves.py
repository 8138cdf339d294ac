"""Games saved by earlier versions of Cheat Street load as the position they saved and play on.

Each file in ``saves/`` is a ``dumps_state`` envelope written by the bot of its state version at
some moment of a seeded random game: a call-out half answered, a roll waiting for its
destination, a walk paused step by step, a turn begun again from Start after a right call-out, a
table with a player gone, a finished game. Loaded, each must show the board it saved, wait for
the same seats, and then play on to the same end as it did when it was saved.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.engine import loads_state
from bot.games.cheat_street.boards import PublicBoard
from bot.games.cheat_street.rules import CheatStreet
from tests.conformance.positions import play_step
from tests.games.loading import load_game

DATA = Path(__file__).resolve().parents[2] / "data" / "cheat-street"
SAVES = Path(__file__).with_name("saves")
PLAY_ON_SEED = 0
MAX_INPUTS = 5_000

EXPECTED: dict[str, dict[str, Any]] = {
    "cheat_street_v3_callout.json": {
        "phase": "P3 may call P0 out",
        "actors": (3,),
        "final_scores": [25, 0, 5, 10],
    },
    "cheat_street_v3_choosing.json": {
        "phase": "P0 to walk 4 steps to a numbered place",
        "actors": (0,),
        "final_scores": [10, 10, 23],
    },
    "cheat_street_v3_stepwise.json": {
        "phase": "P0 to reveal here, or walk 4 more steps",
        "actors": (0,),
        "final_scores": [25, 19, 15],
    },
    "cheat_street_v3_called_back.json": {
        "phase": "P1 to roll the die",
        "actors": (1,),
        "final_scores": [20, 20, 24],
    },
    "cheat_street_v3_gone.json": {
        "phase": "P0 may call P4 out",
        "actors": (0, 1, 2),
        "final_scores": [9, 23, 9, 0, 4],
    },
    "cheat_street_v3_over.json": {
        "phase": "Game over: P1 won",
        "actors": (),
        "final_scores": [5, 23, 15, 0, 9],
    },
}


@pytest.fixture(scope="module")
def game() -> CheatStreet:
    return load_game(CheatStreet, DATA)


def saved_board(state: dict[str, Any]) -> dict[str, Any]:
    """The public board a version 3 state shows, read straight from its saved fields."""
    same = ("positions", "punished", "scores", "phase", "active", "roll", "steps_left")
    board = {name: state[name] for name in same}
    board["path"] = state["path"]
    board["passed"] = state["passed"]
    board["winner"] = state["winner"]
    mover = state["last_mover"]
    board["last_move"] = None if mover is None else {"seat": mover, "path": state["last_path"]}
    return board


def shown(board: PublicBoard) -> dict[str, Any]:
    """The fields of the public board a version 3 state saved, in their saved shape."""
    last = board.last_move
    return {
        "positions": [side.position for side in board.seats],
        "punished": [side.punished for side in board.seats],
        "scores": [side.score for side in board.seats],
        "phase": board.phase,
        "active": board.active,
        "roll": board.roll,
        "steps_left": board.steps_left,
        "path": list(board.path),
        "passed": list(board.passed),
        "winner": board.winner,
        "last_move": None if last is None else {"seat": last.seat, "path": list(last.path)},
    }


def test_every_saved_game_is_expected() -> None:
    assert sorted(path.name for path in SAVES.glob("cheat_street_*.json")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_saved_game_loads_as_it_was_and_plays_on_to_the_same_end(
    game: CheatStreet, name: str
) -> None:
    text = (SAVES / name).read_text(encoding="utf-8")
    saved = json.loads(text)["state"]
    expected = EXPECTED[name]
    state = loads_state(game, text)
    public = game.view(state, None)
    assert shown(public.board) == saved_board(saved)
    assert public.phase == expected["phase"]
    assert game.prompt(state).actors == expected["actors"]
    for seat, hand in enumerate(saved["hands"]):
        if hand:
            assert f"Your goal card: {game.board.goal(hand).name}" in game.view(state, seat).private

    pick = random.Random(PLAY_ON_SEED)
    for _ in range(MAX_INPUTS):
        if game.outcome(state) is not None:
            break
        state = play_step(game, state, pick).after
    outcome = game.outcome(state)
    assert outcome is not None, f"{name} did not reach its end"
    scores = expected["final_scores"]
    assert dict(outcome.standings) == dict(enumerate(scores))
    assert outcome.winners == (scores.index(max(scores)),)
