"""The engine core: the seeded generator, JSON snapshots and replay."""

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
    loads_state,
    replay,
)
from bot.games.cheat_street.rules import CheatStreet
from tests.games.loading import load_game

DATA = Path(__file__).resolve().parents[2] / "data" / "cheat-street"
SAVES = Path(__file__).resolve().parents[1] / "games" / "saves"
NAMES = ["Ana", "Ben", "Cid", "Dan"]


@pytest.fixture(scope="module")
def game() -> CheatStreet:
    return load_game(CheatStreet, DATA)


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
    ("damage", "named"),
    [
        (lambda s: s.pop("deck"), "field deck is missing"),
        (lambda s: s.update(scores="many"), "field scores: expected array, got str"),
        (lambda s: s.update(phase="napping"), "field phase: invalid enum value 'napping'"),
        (lambda s: s.update(positions=["s0"]), "field positions must have 4 entries"),
        (lambda s: s.update(hands=["zoo", "zoo", "zoo", "zoo"]), "field hands and deck hold"),
        (lambda s: s.update(active=9), "field active is seat 9, but there are 4 players"),
        (lambda s: s.update(trail=["s0", "s404"]), "field trail names a space the board does"),
        (lambda s: s.update(spare=1), "field spare is not expected here"),
        (lambda s: s.update(rng=True), "field rng: must be the generator's state, a whole number"),
    ],
    ids=[
        "missing key",
        "wrong type",
        "unknown phase",
        "wrong length",
        "card twice",
        "no such seat",
        "no such space",
        "unknown key",
        "bool for int",
    ],
)
def test_damaged_snapshot_is_refused_naming_the_field(
    game: CheatStreet, damage: Any, named: str
) -> None:
    envelope = json.loads(dumps_state(game, game.setup(NAMES, 1, {})))
    damage(envelope["state"])
    with pytest.raises(GameDataError) as error:
        loads_state(game, json.dumps(envelope))
    assert str(error.value).startswith("The saved cheat-street game is damaged: ")
    assert named in str(error.value)


# -- state versions ------------------------------------------------------------------------------


def test_snapshot_records_the_games_own_state_version(game: CheatStreet) -> None:
    envelope = json.loads(dumps_state(game, game.setup(NAMES, 1, {})))
    assert envelope["state_version"] == game.state_version == 6


def test_snapshot_from_a_newer_state_version_is_refused(game: CheatStreet) -> None:
    envelope = json.loads(dumps_state(game, game.setup(NAMES, 1, {})))
    envelope["state_version"] = game.state_version + 1
    with pytest.raises(GameDataError) as error:
        loads_state(game, json.dumps(envelope))
    assert str(error.value) == (
        "The saved cheat-street game is in state version 7, newer than the 6 this bot reads; "
        "run the newer bot to continue it."
    )


@pytest.mark.parametrize("version", [0, "2", True, None])
def test_snapshot_with_a_made_up_state_version_is_refused(game: CheatStreet, version: Any) -> None:
    envelope = json.loads(dumps_state(game, game.setup(NAMES, 1, {})))
    envelope["state_version"] = version
    with pytest.raises(GameDataError, match="has no valid state version"):
        loads_state(game, json.dumps(envelope))


def saved_v3(what: str) -> dict[str, Any]:
    """The envelope of a game saved by state version 3 (see tests/games/saves)."""
    envelope: dict[str, Any] = json.loads((SAVES / f"cheat_street_v3_{what}.json").read_text())
    return envelope


def test_snapshot_from_before_state_versions_is_migrated(game: CheatStreet) -> None:
    """Version 1 envelopes had no state_version and no gone / last_mover / last_path."""
    envelope = saved_v3("callout")
    expected = loads_state(game, json.dumps(envelope))
    del envelope["state_version"]
    for added in ("gone", "last_mover", "last_path", "stepwise"):
        del envelope["state"][added]
    loaded = loads_state(game, json.dumps(envelope))
    assert loaded.gone == [False] * 4 and loaded.last_mover is None and loaded.last_path == []
    assert loaded.move.on is False
    expected.last_mover, expected.last_path = None, []
    assert dumps_state(game, loaded) == dumps_state(game, expected)


def test_snapshot_from_state_version_2_gains_stepwise(game: CheatStreet) -> None:
    """Version 2 states had no ``stepwise``: a move with a step taken was step by step."""
    envelope = saved_v3("stepwise")
    expected = loads_state(game, json.dumps(envelope))
    envelope["state_version"] = 2
    del envelope["state"]["stepwise"]
    loaded = loads_state(game, json.dumps(envelope))
    assert loaded.move.on is True and loaded.move.moved
    assert dumps_state(game, loaded) == dumps_state(game, expected)


def test_older_state_version_without_a_migration_is_refused(game: CheatStreet) -> None:
    class Frozen:
        """A game at a newer state version that can't read its older saves."""

        key = "cheat-street"
        state_version = game.state_version + 1

        def dump(self, state: Any) -> dict[str, Any]:
            return game.dump(state)

        def load(self, data: Any) -> Any:
            return game.load(data)

    envelope = json.loads(dumps_state(game, game.setup(NAMES, 1, {})))
    with pytest.raises(GameDataError) as error:
        loads_state(Frozen(), json.dumps(envelope))  # type: ignore[arg-type]
    assert str(error.value) == (
        f"The saved cheat-street game is in state version {game.state_version}, which this bot"
        f" (version {game.state_version + 1}) can no longer read."
    )


def test_a_game_without_a_declared_version_writes_and_reads_version_1(game: CheatStreet) -> None:
    class Plain:
        key = "cheat-street"

        def dump(self, state: Any) -> dict[str, Any]:
            return game.dump(state)

        def load(self, data: Any) -> Any:
            return game.load(data)

    text = dumps_state(Plain(), game.setup(NAMES, 1, {}))  # type: ignore[arg-type]
    assert json.loads(text)["state_version"] == 1
    assert loads_state(Plain(), text).players == NAMES  # type: ignore[arg-type]


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


def test_an_unknown_action_is_repeated_printable_and_short() -> None:
    """Whatever was sent, the refusal stays one readable line that names the game."""
    from bot.engine import unknown_action

    assert unknown_action("Cheat Street", "\x00go") == '"?go" is not a Cheat Street action.'
    long = unknown_action("Cheat Street", "x" * 200)
    assert long == f'"{"x" * 40}..." is not a Cheat Street action.'


def test_the_unseen_cards_are_dealt_back_in_the_same_sizes() -> None:
    """A determinized position keeps every card and every place's size; only who holds what
    changes, and the drawn generator tells nothing of the real one's next rolls."""
    from bot.engine import Rng, deal_unseen, fresh_rng

    places = [["a"], ["b", "c"], [], ["d", "e", "f"]]
    dealt = deal_unseen(places, Rng.from_seed(3))
    assert [len(place) for place in dealt] == [1, 2, 0, 3]
    assert sorted(card for place in dealt for card in place) == list("abcdef")
    draws = {tuple(map(tuple, deal_unseen(places, Rng.from_seed(seed)))) for seed in range(20)}
    assert len(draws) > 1
    real = Rng.from_seed(9)
    drawn = fresh_rng(Rng.from_seed(9))
    assert [drawn.below(6) for _ in range(8)] != [real.below(6) for _ in range(8)]
