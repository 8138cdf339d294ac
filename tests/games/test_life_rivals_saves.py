"""Games saved by earlier versions of Rivals load as the position they were and play to the end.

Each file in tests/games/saves was written by the bot of its state version at a point of a
seeded random game: while the host says who goes first, with one career kept, after a career
drawn before the spin, on yellow, on Gossip, on the rival's last turn, and at the end.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.engine import GameDataError, Simultaneous
from bot.engine.serial import dumps_state, loads_state
from bot.games.life_rivals.rules import LifeRivals
from tests.games.loading import load_game

ROOT = Path(__file__).resolve().parents[2]
SAVES = Path(__file__).with_name("saves")
MAX_INPUTS = 2_000


@dataclass(frozen=True)
class Saved:
    """What the table saw when the game was saved: whom it waited for and the scores."""

    actors: tuple[int, ...]
    scores: tuple[int, int]


SAVED = {
    "life_rivals_v1_host_says": Saved((0,), (20, 20)),
    "life_rivals_v1_career_one_kept": Saved((1,), (20, 20)),
    "life_rivals_v1_career_drawn_before_the_spin": Saved((1,), (27, 29)),
    "life_rivals_v1_yellow": Saved((1,), (41, 55)),
    "life_rivals_v1_gossip": Saved((0,), (33, 35)),
    "life_rivals_v1_last_turn": Saved((0,), (72, 98)),
    "life_rivals_v1_over": Saved((), (72, 95)),
}
SAME_NAME = ("phase", "active", "cash", "people", "pets", "position", "hands", "table")
"""Fields every state version has kept under the same name and meaning."""


@pytest.fixture(scope="module")
def game() -> LifeRivals:
    return load_game(LifeRivals, ROOT / "data" / "life-rivals")


def saved_file(name: str) -> Path:
    return SAVES / f"{name}.json"


def test_every_save_in_the_folder_is_listed() -> None:
    assert {path.stem for path in SAVES.glob("life_rivals_*.json")} == set(SAVED)


@pytest.mark.parametrize("name", sorted(SAVED))
def test_a_saved_game_loads_as_the_position_it_was(game: LifeRivals, name: str) -> None:
    text = saved_file(name).read_text()
    raw: dict[str, Any] = json.loads(text)["state"]
    state = loads_state(game, text)
    assert {field: getattr(state, field) for field in SAME_NAME} == {
        field: raw[field] for field in SAME_NAME
    }
    assert state.players == raw["names"]
    view = game.view(state, None)
    assert tuple(player.score for player in view.players) == SAVED[name].scores
    assert game.prompt(state).actors == SAVED[name].actors


@pytest.mark.parametrize("name", sorted(SAVED))
def test_a_saved_game_plays_on_to_its_end(game: LifeRivals, name: str) -> None:
    state = loads_state(game, saved_file(name).read_text())
    pick = random.Random(name)
    for _ in range(MAX_INPUTS):
        if game.outcome(state) is not None:
            break
        legal = [(seat, a.id) for seat in (0, 1) for a in game.legal_actions(state, seat)]
        if game.deadline(state) is not None and (not legal or pick.random() < 0.1):
            state, _ = game.expire(state)
        else:
            seat, action_id = pick.choice(legal)
            state, _ = game.apply(state, seat, action_id)
    outcome = game.outcome(state)
    assert outcome is not None and len(outcome.winners) == 1
    assert not any(game.legal_actions(state, seat) for seat in (0, 1))


@pytest.mark.parametrize("name", sorted(name for name in SAVED if "_v1_" in name))
def test_a_version_1_save_moves_its_fields_into_todays_shape(game: LifeRivals, name: str) -> None:
    """The deck and its discards became one Deck, the last move's two ends its path, and a
    finished game has its winner."""
    text = saved_file(name).read_text()
    raw: dict[str, Any] = json.loads(text)["state"]
    state = loads_state(game, text)
    assert (state.deck.cards, state.deck.discard) == (raw["deck"], raw["discards"])
    path = [int(space) for space in state.last_path]
    ends = (path[0], path[-1]) if path else (None, None)
    assert ends == (raw["moved_from"], raw["landed"])
    assert game.view(state, None).board.landed == raw["landed"]
    outcome = game.outcome(state)
    assert state.winners == (list(outcome.winners) if outcome else [])


def test_a_save_missing_a_life_card_is_named_damaged(game: LifeRivals) -> None:
    envelope = json.loads(saved_file("life_rivals_v1_yellow").read_text())
    envelope["state"]["hands"][0].pop()
    with pytest.raises(GameDataError, match=r"life-rivals game is damaged.*Life cards"):
        loads_state(game, json.dumps(envelope))


def test_a_version_2_save_loads_with_no_memory_of_gossips_or_trades(game: LifeRivals) -> None:
    state = game.setup(["Ana", "Ben"], 3, {})
    saved = {k: v for k, v in game.dump(state).items() if k not in ("seen", "careers_under")}
    old = game.load(game.migrate_state(saved, 2))
    assert (old.seen, old.careers_under) == ([[], []], 0)
    assert game.dump(old) == game.dump(state)


def test_a_save_remembering_a_card_the_rival_does_not_hold_is_named_damaged(
    game: LifeRivals,
) -> None:
    state = game.setup(["Ana", "Ben"], 3, {})
    data = game.dump(state)
    with pytest.raises(GameDataError, match="field seen names a card the rival's hand"):
        game.load({**data, "seen": [[state.hands[0][0]], []]})
    with pytest.raises(GameDataError, match="field careers_under counts more careers"):
        game.load({**data, "careers_under": len(state.career_deck) + 1})


def _saved_in_version_3(game: LifeRivals, state: Any, choosing: Any) -> str:
    """``state`` as version 3 saved it, with the career decision written as ``choosing``."""
    envelope = json.loads(dumps_state(game, state))
    envelope["state_version"] = 3
    envelope["state"]["choosing"] = choosing
    return json.dumps(envelope)


def test_a_version_3_save_reads_its_career_decision_open_or_closed(game: LifeRivals) -> None:
    """Version 3 saved a closed career decision as ``{}`` and an open one keyed by seat."""
    state = game.setup(["Ana", "Ben"], 3, {})
    assert state.phase == "career"
    kept = state.dealt[1][2]
    state, _ = game.apply(state, 1, f"keep:{kept}")
    one_kept = {"seats": [0, 1], "answers": {"1": kept}}
    loaded = loads_state(game, _saved_in_version_3(game, state, one_kept))
    assert loaded.choosing == Simultaneous.open((0, 1)).answer(1, kept)
    assert game.dump(loaded) == game.dump(state)
    state, _ = game.apply(state, 0, f"keep:{state.dealt[0][0]}")
    assert state.choosing is None and game.dump(state)["choosing"] is None
    loaded = loads_state(game, _saved_in_version_3(game, state, {}))
    assert loaded.choosing is None and game.dump(loaded) == game.dump(state)
