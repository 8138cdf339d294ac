"""Games saved by earlier versions of Sweet Valley High load and play on to the end.

Each file in saves/ is what ``dumps_state`` wrote, in state version 1, at one point of a seeded
random game: a character being chosen, a walk under way step by step, each choice a space or a
card opens, a vote on a returned boyfriend half cast, a bonus turn out of order, a game over.
Loaded by today's code, the position is the one saved (the same seats to play, pieces, cards and
scoreboards), and played on with the same seeded choices it ends as it did when it was saved.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.engine import GameDataError, GroupDecision, Policy, dumps_state, loads_state
from tests.games.svh_helpers import game

SAVES = Path(__file__).with_name("saves")
ENDINGS = {
    "bonus_turn": ((1,), 0, 1066),
    "change": ((3,), 0, 754),
    "choose": ((3,), 2, 3163),
    "double": ((1,), 1, 1129),
    "exchange": ((3,), 1, 1845),
    "move_any": ((2,), 0, 946),
    "over": ((), 3, 0),
    "peek": ((0,), 1, 832),
    "peeked": ((0,), 1, 1494),
    "put_item": ((0,), 0, 926),
    "put_room": ((0,), 2, 117),
    "return_boyfriend": ((3, 0), 3, 336),
    "stepping": ((3,), 3, 1991),
    "trade": ((1,), 1, 720),
}
"""Per save: the seats its prompt waits for, and the winner and length of the game played on
from it with ``random.Random(<its name>)``, as the code that saved it played it."""
MAX_ACTIONS = 20_000


def saved(what: str, version: int = 1) -> tuple[str, dict[str, Any]]:
    """The saved text and its state as plain data."""
    text = (SAVES / f"sweet_valley_high_v{version}_{what}.json").read_text()
    return text, json.loads(text)["state"]


def test_every_save_has_an_ending() -> None:
    names = {
        path.stem.removeprefix("sweet_valley_high_v1_")
        for path in SAVES.glob("sweet_valley_high_v1_*.json")
    }
    assert names == set(ENDINGS)


@pytest.mark.parametrize("what", sorted(ENDINGS))
def test_an_old_save_loads_as_it_was_and_plays_on_to_its_end(what: str) -> None:
    g = game()
    text, raw = saved(what)
    state = loads_state(g, text)
    assert (state.phase, state.active, state.mover) == (raw["phase"], raw["active"], raw["mover"])
    assert state.players == raw["players"] and state.characters == raw["characters"]
    assert state.positions == raw["positions"] and state.rooms == raw["rooms"]
    assert state.items == raw["items"] and state.boyfriends == raw["boyfriends"]
    assert state.winners == ([] if raw["winner"] is None else [raw["winner"]])
    actors, winner, length = ENDINGS[what]
    assert g.prompt(state).actors == actors
    rng = random.Random(what)
    played = 0
    while g.outcome(state) is None and played < MAX_ACTIONS:
        if g.deadline(state) and rng.random() < 0.2:
            state, _ = g.expire(state)
        else:
            seat = rng.choice(g.prompt(state).actors)
            state, _ = g.apply(state, seat, rng.choice(g.legal_actions(state, seat)).id)
        played += 1
    outcome = g.outcome(state)
    assert outcome is not None and (outcome.winners, played) == ((winner,), length)


@pytest.mark.parametrize(
    ("lost", "named"),
    [("stepwise", "stepping.on"), ("discard", "deck.discard"), ("characters", "characters")],
)
def test_a_damaged_old_save_is_named_in_one_sentence(lost: str, named: str) -> None:
    text, _ = saved("stepping")
    envelope = json.loads(text)
    del envelope["state"][lost]
    with pytest.raises(
        GameDataError, match=rf"^The saved sweet-valley-high game is damaged: .*{named}"
    ):
        loads_state(game(), json.dumps(envelope))


def _as_version_3(state: Any, **fields: Any) -> str:
    """``state`` as version 3 saved it, ``fields`` written in that version's shape."""
    envelope = json.loads(dumps_state(game(), state))
    envelope["state_version"] = 3
    envelope["state"].update(fields)
    return json.dumps(envelope)


def test_a_version_3_save_reads_its_vote_open_or_closed() -> None:
    """Version 3 saved an open vote as today, and no vote as ``{}`` (today ``null``)."""
    g = game()
    voting = loads_state(g, saved("return_boyfriend")[0])
    assert voting.decision == GroupDecision.open((3, 0, 1), Policy.MAJORITY).vote(1, "cafeteria")
    assert loads_state(g, _as_version_3(voting)).decision == voting.decision
    choosing = g.setup(["Ana", "Ben"], 3, {})
    loaded = loads_state(g, _as_version_3(choosing, decision={}))
    assert loaded.decision is None and g.dump(loaded) == g.dump(choosing)
