"""The engine's shared mechanisms: the checks before a move, the opening roll-off, and
refilling a deck from its discards."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.engine import (
    Action,
    Deck,
    Event,
    IllegalAction,
    Rng,
    RollRound,
    Rules,
    deal_unseen,
    first_by_roll,
    order_by_roll,
    refilled,
)
from bot.engine.decisions import (
    ALREADY_ANSWERED,
    ALREADY_VOTED,
    NO_SAY,
    NOT_ASKED,
    GroupDecision,
    Policy,
    Simultaneous,
)
from bot.engine.manifest import Manifest
from bot.engine.rules import ENDED, NOT_SEATED


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


class Counter(Rules):  # type: ignore[type-arg]
    """A one-number game: seat 0 adds one until the count reaches three."""

    def over(self, state: list[int]) -> bool:
        return state[0] >= 3

    def seated(self, state: list[int], seat: int) -> bool:
        return seat in (0, 1)

    def legal_actions(self, state: list[int], seat: int) -> list[Action]:
        return [Action("add", "Add one")] if seat == 0 else []

    def refusal(self, state: list[int], seat: int, action_id: str) -> str:
        return "Only the first player counts."

    def perform(self, state: list[int], seat: int, action_id: str) -> tuple[list[int], list[Event]]:
        state[0] += 1
        return state, [Event(f"The count is {state[0]}.")]


def test_the_shared_checks_run_in_order_and_never_change_their_input() -> None:
    game, state = Counter(Manifest(key="counter", name="Counter", players=(1, 1))), [2]
    assert game.apply(state, 0, "add") == ([3], [Event("The count is 3.")]) and state == [2]
    for seat, action_id, said in ((5, "add", NOT_SEATED), (1, "add", "Only the first")):
        with pytest.raises(IllegalAction, match=said):
            game.apply(state, seat, action_id)
    with pytest.raises(IllegalAction, match=ENDED):
        game.apply([3], 0, "add")


def test_a_deck_draws_from_the_top_and_reshuffles_its_discards_when_empty() -> None:
    deck = Deck(cards=["a"], discard=[])
    rng = Rng(3)
    assert deck.draw(rng) == ("a", False)
    deck.throw("b", "c")
    card, reshuffled = deck.draw(rng)
    assert reshuffled and card in {"b", "c"} and deck.count == 1
    deck.draw(rng)
    assert deck.draw(rng) == (None, False) and deck.count == 0


def test_player_names_refuses_a_count_the_game_cannot_seat() -> None:
    pair = Rules[Any](Manifest(key="pair", name="Pair", players=(2, 2)))
    crowd = Rules[Any](Manifest(key="crowd", name="Crowd", players=(3, 6)))

    assert pair.player_names(["a", "b"]) == ["a", "b"]
    with pytest.raises(IllegalAction, match="Pair is for exactly 2 players, not 3"):
        pair.player_names(["a", "b", "c"])
    with pytest.raises(IllegalAction, match="Crowd is for 3 to 6 players, not 2"):
        crowd.player_names(["a", "b"])


def test_a_decision_says_why_a_seat_may_not_answer() -> None:
    lucky = Simultaneous.open([0, 1]).answer(0, "5")
    assert lucky.refusal(0) == ALREADY_ANSWERED and lucky.refusal(2) == NOT_ASKED
    vote = GroupDecision.open([1, 2], Policy.MAJORITY).vote(1, "yes")
    assert vote.refusal(1) == ALREADY_VOTED and vote.refusal(0) == NO_SAY


def test_deal_unseen_depends_only_on_what_the_seat_knows() -> None:
    one = deal_unseen([["a", "b"], ["c"], ["d", "e", "f"]], Rng(9))
    other = deal_unseen([["f", "c"], ["e"], ["b", "a", "d"]], Rng(9))
    assert one == other
    assert sorted(card for place in one for card in place) == ["a", "b", "c", "d", "e", "f"]


def test_a_card_shuffled_back_in_stays_in_the_draw_pile() -> None:
    deck = Deck(cards=["a", "b", "c"])
    deck.shuffle_in("d", Rng(4))
    assert sorted(deck.cards) == ["a", "b", "c", "d"] and deck.discard == []
