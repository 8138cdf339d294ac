"""The engine core: the seeded generator, JSON snapshots, the registry and replay."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.engine import (
    EXPIRE,
    SCHEMA_VERSION,
    GameDataError,
    Rng,
    dumps_state,
    get_game,
    loads_state,
    register,
    replay,
)
from bot.engine import registry as registry_module
from bot.games.cheat_street import load_game
from bot.games.cheat_street.rules import CheatStreet

DATA = Path(__file__).resolve().parents[2] / "data" / "cheat-street"
NAMES = ["Ana", "Ben", "Cid", "Dan"]


@pytest.fixture(scope="module")
def game() -> CheatStreet:
    return load_game(DATA)


# -- Rng -----------------------------------------------------------------------------------------


def test_rng_same_seed_same_sequence() -> None:
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.next_u64() for _ in range(100)] == [b.next_u64() for _ in range(100)]
    c = Rng.from_seed(43)
    assert [Rng.from_seed(42).next_u64() for _ in range(5)] != [c.next_u64() for _ in range(5)]


def test_rng_resumes_from_its_stored_state() -> None:
    rng = Rng.from_seed(7)
    for _ in range(10):
        rng.below(6)
    copy = Rng(rng.state)
    assert [rng.randint(3, 5) for _ in range(50)] == [copy.randint(3, 5) for _ in range(50)]


def test_rng_seed_is_masked_to_64_bits() -> None:
    assert Rng.from_seed(-1).state == (1 << 64) - 1
    assert Rng.from_seed(1 << 64).state == 0


def test_rng_die_is_roughly_uniform() -> None:
    rng = Rng.from_seed(2024)
    counts = Counter(rng.randint(3, 5) for _ in range(30_000))
    assert set(counts) == {3, 4, 5}
    expected = 10_000
    chi2 = sum((counts[face] - expected) ** 2 / expected for face in (3, 4, 5))
    assert chi2 < 13.8  # 2 degrees of freedom, p = 0.001


def test_rng_below_stays_in_range_and_refuses_empty() -> None:
    rng = Rng.from_seed(5)
    assert all(0 <= rng.below(n) < n for n in range(1, 200))
    with pytest.raises(ValueError):
        rng.below(0)


def test_rng_shuffle_is_a_permutation_and_reaches_every_order() -> None:
    rng = Rng.from_seed(11)
    orders: Counter[tuple[int, ...]] = Counter()
    for _ in range(6_000):
        items = [0, 1, 2]
        rng.shuffle(items)
        orders[tuple(items)] += 1
    assert len(orders) == 6
    assert all(800 < count < 1200 for count in orders.values())
    deck = list(range(12))
    rng.shuffle(deck)
    assert sorted(deck) == list(range(12))


def test_rng_choice_picks_from_the_items() -> None:
    rng = Rng.from_seed(3)
    picks = {rng.choice("abc") for _ in range(100)}
    assert picks == {"a", "b", "c"}


# -- serial --------------------------------------------------------------------------------------


def test_snapshot_round_trips(game: CheatStreet) -> None:
    state = game.setup(NAMES, 17, {})
    text = dumps_state(game, state)
    envelope = json.loads(text)
    assert envelope["schema"] == SCHEMA_VERSION
    assert envelope["game"] == "cheat-street"
    assert dumps_state(game, loads_state(game, text)) == text


def test_snapshot_that_is_not_json_is_refused(game: CheatStreet) -> None:
    with pytest.raises(GameDataError, match="not valid JSON"):
        loads_state(game, "{nope")


def test_snapshot_with_another_schema_is_refused(game: CheatStreet) -> None:
    text = dumps_state(game, game.setup(NAMES, 1, {}))
    envelope = json.loads(text)
    envelope["schema"] = SCHEMA_VERSION + 1
    with pytest.raises(GameDataError, match="unknown schema"):
        loads_state(game, json.dumps(envelope))
    with pytest.raises(GameDataError, match="unknown schema"):
        loads_state(game, "[]")


def test_snapshot_of_another_game_is_refused(game: CheatStreet) -> None:
    envelope = json.loads(dumps_state(game, game.setup(NAMES, 1, {})))
    envelope["game"] = "goosebumps"
    with pytest.raises(GameDataError, match="'goosebumps', not 'cheat-street'"):
        loads_state(game, json.dumps(envelope))


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: s.pop("deck"),
        lambda s: s.update(scores="many"),
        lambda s: s.update(phase="napping"),
        lambda s: s.update(positions=["s0"]),
        lambda s: s.update(hands=["zoo", "zoo", "zoo", "zoo"]),
    ],
    ids=["missing key", "wrong type", "unknown phase", "wrong length", "card twice"],
)
def test_damaged_snapshot_is_refused(game: CheatStreet, damage: Any) -> None:
    envelope = json.loads(dumps_state(game, game.setup(NAMES, 1, {})))
    damage(envelope["state"])
    with pytest.raises(GameDataError, match="damaged"):
        loads_state(game, json.dumps(envelope))


# -- registry ------------------------------------------------------------------------------------


def test_registry_finds_games_by_key_and_refuses_doubles(
    game: CheatStreet, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(registry_module, "_GAMES", {})
    assert register(game) is game
    assert get_game("cheat-street") is game
    assert registry_module.all_games() == [game]
    with pytest.raises(ValueError, match="already registered"):
        register(load_game(DATA))
    with pytest.raises(KeyError, match="no game called 'chess'"):
        get_game("chess")


# -- replay --------------------------------------------------------------------------------------


def test_replay_rebuilds_the_game_from_its_log(game: CheatStreet) -> None:
    state = game.setup(NAMES, 99, {})
    log: list[tuple[int | None, str]] = []
    while len(log) < 300 and game.outcome(state) is None:
        if game.deadline(state) and len(log) % 3 == 0:
            state, _ = game.expire(state)
            log.append((None, EXPIRE))
            continue
        seat = next(s for s in range(len(NAMES)) if game.legal_actions(state, s))
        actions = game.legal_actions(state, seat)
        action = actions[len(log) % len(actions)].id
        state, _ = game.apply(state, seat, action)
        log.append((seat, action))
    assert any(seat is None for seat, _ in log)
    rebuilt = replay(game, NAMES, 99, {}, log)
    assert game.dump(rebuilt) == game.dump(state)
    shorter = replay(game, NAMES, 99, {}, log[:-1])
    assert game.dump(shorter) != game.dump(state)
