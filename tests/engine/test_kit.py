"""The engine's shared mechanisms: the opening roll-off and refilling a deck from its discards."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from bot.engine import Rng, RollRound, first_by_roll, order_by_roll, refilled


def rolls(*values: int) -> Callable[[], int]:
    """A die that shows ``values`` in turn."""
    shown: Iterator[int] = iter(values)
    return lambda: next(shown)


def test_the_highest_roll_starts_and_only_the_tied_roll_again() -> None:
    first, rounds = first_by_roll([0, 1, 2], rolls(5, 6, 6, 2, 4))
    assert first == 2
    assert rounds == [RollRound({0: 5, 1: 6, 2: 6}), RollRound({1: 2, 2: 4}, tied_on=6)]


def test_the_lowest_roll_may_start_instead() -> None:
    first, rounds = first_by_roll([0, 1], rolls(3, 3, 4, 1), lowest=True)
    assert first == 1 and [r.tied_on for r in rounds] == [None, 3]


def test_a_single_contender_starts_without_rolling() -> None:
    assert first_by_roll([4], rolls()) == (4, [])


def test_every_seat_is_ordered_by_its_roll_ties_settled_among_themselves() -> None:
    order, rounds = order_by_roll([0, 1, 2, 3], rolls(2, 5, 5, 2, 1, 6, 4, 3))
    assert order == [2, 1, 0, 3]
    assert [r.tied_on for r in rounds] == [None, 5, 2]
    assert rounds[1].rolls == {1: 1, 2: 6} and rounds[2].rolls == {0: 4, 3: 3}


def test_an_empty_deck_takes_the_discards_shuffled_and_every_card_stays() -> None:
    deck, discards, reshuffled = refilled([], ["a", "b", "c", "d"], Rng.from_seed(1))
    assert reshuffled and discards == [] and sorted(deck) == ["a", "b", "c", "d"]
    same = (["x"], ["a"])
    assert refilled(*same, Rng.from_seed(1)) == (["x"], ["a"], False)
    assert refilled([], [], Rng.from_seed(1)) == ([], [], False)
