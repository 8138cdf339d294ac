"""Goosebumps games saved by earlier versions of the bot load as the position they saved and
play on to the end.

Each save in ``saves/`` was written by the bot of its state version at a moment of a seeded
random game: a step-by-step move under way, a drawn card waiting for its target, the brink
window, a tomb to slide, the pause before Done, a player who left, a finished game.
``goosebumps_seen_v1.json`` is what that bot showed of each (the public view, every seat's legal
ids, who it waited for) and how the seeded play below ended from there.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import msgspec
import pytest

from bot.engine import Game, dumps_state, loads_state
from tests.games.goosebumps_helpers import game

SAVES = Path(__file__).with_name("saves")
MOMENTS = ("stepping", "target", "brink", "tomb", "after", "left", "over")
SEEN = json.loads((SAVES / "goosebumps_seen_v1.json").read_text())
LIMIT = 20_000


def saved(moment: str) -> str:
    return (SAVES / f"goosebumps_v1_{moment}.json").read_text()


DRAWN_SINCE = frozenset({"badges", "mark"})
"""What the view gives the board since the record was written (the badges of the places the
menus name, the letters on a pawn): drawing aids, not the position."""


def as_recorded(board: Any) -> Any:
    """The view's board as the JSON the record holds: no coming pit was written as an empty
    one."""
    data = json.loads(msgspec.json.encode(board))
    data["brink"] = data["brink"] or {}
    return data


def recorded(data: Any) -> Any:
    """``data`` without what the view added since the record was written."""
    if isinstance(data, dict):
        return {key: recorded(value) for key, value in data.items() if key not in DRAWN_SINCE}
    if isinstance(data, list):
        return [recorded(value) for value in data]
    return data


def shown(rules: Game[Any], state: Any) -> dict[str, Any]:
    """What the table sees of a position: the public view, each seat's legal ids, the actors."""
    view = rules.view(state, None)
    return {
        "phase": view.phase,
        "board": recorded(as_recorded(view.board)),
        "legal": {
            str(seat): [action.id for action in rules.legal_actions(state, seat)]
            for seat in range(len(view.players))
        },
        "actors": list(rules.prompt(state).actors),
    }


def play_on(rules: Game[Any], state: Any, seed: int = 0) -> tuple[Any, int]:
    """Seeded uniform random play (a timed window now and then closes) to the end; the final
    position and how many inputs it took."""
    pick = random.Random(seed)
    for played in range(LIMIT):
        if rules.outcome(state) is not None:
            return state, played
        seats = range(len(rules.view(state, None).players))
        legal = [(seat, a.id) for seat in seats for a in rules.legal_actions(state, seat)]
        if rules.deadline(state) is not None and (not legal or pick.random() < 0.1):
            state, _ = rules.expire(state)
        else:
            seat, action_id = pick.choice(legal)
            state, _ = rules.apply(state, seat, action_id)
    raise AssertionError(f"no end after {LIMIT} inputs")


@pytest.mark.parametrize("moment", MOMENTS)
def test_an_old_save_loads_as_the_position_it_saved(moment: str) -> None:
    """The same seat to play, the same pawns, tombs, dice, piles and choices as when saved."""
    raw = json.loads(saved(moment))["state"]
    state = loads_state(game(), saved(moment))
    seen = {key: value for key, value in SEEN[moment].items() if key != "ending"}
    assert shown(game(), state) == seen
    board = seen["board"]
    assert board["active"] == raw["active"] and board["phase"] == raw["phase"]
    assert [pawn["space"] or "" for pawn in board["pawns"]] == raw["spaces"]


@pytest.mark.parametrize("moment", MOMENTS)
def test_an_old_save_plays_on_to_the_end_as_it_would_have(moment: str) -> None:
    """Seeded random play from the loaded position ends as it did on the bot that saved it:
    the dice, the draw pile and every pending choice came through the load."""
    final, played = play_on(game(), loads_state(game(), saved(moment)))
    outcome = game().outcome(final)
    assert outcome is not None
    assert {"winners": list(outcome.winners), "inputs": played} == SEEN[moment]["ending"]


def test_a_version_2_save_loads_remembering_no_ring_shown() -> None:
    """A game saved before the table remembered the Rings shown under pawns loads as if none
    had been shown yet, and is otherwise the position it saved."""
    state = game().setup(["Ann", "Ben", "Cat"], 3, {})
    envelope = json.loads(dumps_state(game(), state))
    del envelope["state"]["rings_shown"]
    envelope["state_version"] = 2
    loaded = loads_state(game(), json.dumps(envelope))
    assert loaded.rings_shown == [0] * 6
    assert dumps_state(game(), loaded) == dumps_state(game(), state)
