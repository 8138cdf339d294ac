"""What each player remembers lying face down (SVH28), kept by the rules for the computer's
determinizer: everything shown to all, her own peeks and the boyfriend she left, forgotten
once the card leaves in sight of all or a secret move may have changed it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from bot.engine import GameDataError, dumps_state, loads_state
from bot.games.sweet_valley_high.boards import Remembered, SeatSecrets
from tests.games.svh_helpers import (
    SCIENCE_ARROW,
    game,
    give,
    on_top,
    put,
    start,
    story,
    text,
    walk,
)


def test_a_card_turned_over_for_all_and_sent_back_is_remembered_by_everyone() -> None:
    s = put(start(), "science", "bicycle")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert s.memory == [{"science": "bicycle"}] * 4
    secrets = game().view(s, 1).private_board
    assert isinstance(secrets, SeatSecrets)
    assert secrets.memory == (Remembered("science", "bicycle"),)
    assert game().view(s, None).private_board == {}


def test_a_card_collected_or_left_face_up_is_forgotten() -> None:
    s = put(start(), "science", "bicycle")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    s, _ = walk(s, 1, "x0y0", SCIENCE_ARROW, 1)
    assert s.rooms["science"] is None and s.memory == [{}] * 4
    s = put(start(("jessica", "elizabeth")), "science", "ken")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert "science" in s.face_up and s.memory == [{}] * 2


def test_the_boyfriend_left_in_an_exchange_is_remembered_where_he_was_left() -> None:
    s = give(put(start(), "science", "ken"), 0, "todd")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    assert s.memory == [{"science": "ken"}] * 4
    swapped, _ = game().apply(s, 0, "exchange")
    assert swapped.memory == [{"science": "todd"}] * 4
    kept, _ = game().apply(s, 0, "keep")
    assert kept.memory == [{"science": "ken"}] * 4


def test_a_peek_is_remembered_by_her_alone() -> None:
    s = put(on_top(start(), story("jessica", "peek")), "music", "corsage")
    s, _ = walk(s, 0, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:music")
    s, _ = game().apply(s, 0, "put-back")
    assert s.memory == [{"music": "corsage"}, {}, {}, {}]


def test_after_a_secret_look_the_others_forget_a_boyfriend_she_may_have_swapped() -> None:
    """She holds a boyfriend and looked at one everybody had seen: kept or swapped, the table
    hears the same words and forgets him; she remembers what she left there."""
    s = give(put(start(), "science", "ken"), 0, "todd")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    s, _ = game().apply(s, 0, "keep")
    s = on_top(s, story("jessica", "peek"))
    s, _ = walk(s, 1, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "peek:science")
    put_back, told_back = game().apply(s, 0, "put-back")
    taken, told_taken = game().apply(s, 0, "take")
    assert text(told_back) == text(told_taken)
    assert put_back.memory[1:] == taken.memory[1:] == [{}] * 3
    assert put_back.memory[0] == {"science": "ken"} and taken.memory[0] == {"science": "todd"}


def test_an_item_put_back_in_sight_of_all_is_remembered_by_everyone() -> None:
    s = give(start(), 0, "corsage")
    empty = next(room for room, card in s.rooms.items() if card is None)
    s = on_top(s, story("jessica", "put-back"))
    s, _ = walk(s, 1, SCIENCE_ARROW, "x0y0", 1)
    s, _ = game().apply(s, 0, "item:corsage")
    s, _ = game().apply(s, 0, f"into:{empty}")
    assert s.memory == [{empty: "corsage"}] * 4


def test_a_save_from_before_the_memory_loads_with_nothing_remembered() -> None:
    s = put(start(), "science", "bicycle")
    s, _ = walk(s, 0, "x0y0", SCIENCE_ARROW, 1)
    envelope = json.loads(dumps_state(game(), s))
    del envelope["state"]["memory"]
    envelope["state_version"] = 2
    loaded = loads_state(game(), json.dumps(envelope))
    assert loaded.memory == [{}] * 4 and loaded.rooms == s.rooms


def test_a_memory_of_a_classroom_the_school_lacks_is_a_damaged_save() -> None:
    envelope = json.loads(dumps_state(game(), start()))
    envelope["state"]["memory"][1] = {"attic": "bicycle"}
    with pytest.raises(GameDataError, match="memory"):
        loads_state(game(), json.dumps(envelope))


_DRAWN = """
from bot.engine import Rng, dumps_state
from tests.games.svh_helpers import game

rules = game()
state = rules.setup(["Ana", "Ben"], 7, {})
print(dumps_state(rules, rules.determinize(state, 0, Rng.from_seed(3))))
"""


def test_a_drawn_position_is_the_same_in_every_process_whatever_the_hash_seed() -> None:
    """The determinizer shuffles the cards of characters nobody plays in the school's order,
    so a computer's thinking is the same after a restart (a set's order follows the hash seed)."""
    drawn = {
        subprocess.run(
            [sys.executable, "-c", _DRAWN],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("0", "1", "2", "3")
    }
    assert len(drawn) == 1
