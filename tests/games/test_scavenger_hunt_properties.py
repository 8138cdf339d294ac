"""Seeded random games of Scavenger Hunt played to the end, checking what must always hold.

Random play is steered only a little (a disc or home in reach is taken, step by step now and
then, a timer sometimes closes the hunt-list choice), for 2, 3 and 4 players. After every
action: all 60 cards are accounted for (deck, hands, played face up, discards), no two pawns
share a Room/Yard space, every move of the count went through a Door or along the path, discs
are collected only in list order, no view shows a hand but its owner's, and a twin position
with other cards in one hand prompts and looks the same to everyone else. (Reaching the end
at every table size, replaying the log and surviving dump/load are the conformance suite's.)
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import EXPIRE
from bot.games.scavenger_hunt.state import LISTING, OVER, ScavengerState
from tests.games.scavenger_hunt_positions import game

MAX_ACTIONS = 6_000
FULL_DECK = Counter(game().house.full_deck())


def check_cards(state: ScavengerState) -> None:
    held = Counter(state.deck.cards) + Counter(state.deck.discard) + Counter(state.spent)
    for hand in state.hands:
        held += Counter(hand)
    assert held == FULL_DECK


def check_rooms(state: ScavengerState) -> None:
    house = game().house
    rooms = [p for i, p in enumerate(state.positions) if house.space(p).is_room]
    assert len(rooms) == len(set(rooms))


def check_path(state: ScavengerState) -> None:
    """Consecutive spaces of the last count are joined by a Door or by the path; the only
    other pair is the advance past a pawn at the end (along the path)."""
    house = game().house
    path = state.last_path
    for a, b in itertools.pairwise(path):
        through_door = b in house.doors[a]
        along = house.on_path(a) and house.on_path(b)
        assert through_door or along, (a, b)
        if along and not through_door and (a, b) != tuple(path[-2:]):
            assert b in (house.along(a, 1), house.along(a, -1)), (a, b)


def check_order(before: ScavengerState, after: ScavengerState) -> None:
    for seat, (a, b) in enumerate(zip(before.collected, after.collected, strict=True)):
        assert b in (a, a + 1)
        if b == a + 1:
            assert after.positions[seat] == after.rooms[seat][a]


def check_views(state: ScavengerState) -> None:
    g = game()
    public = g.view(state, None)
    assert public.private == () and not public.private_board
    for seat, hand in enumerate(state.hands):
        view = g.view(state, seat)
        assert sorted(view.private_board.hand) == sorted(hand)
        text = repr(view.board) + repr(view.players)
        for other, other_hand in enumerate(state.hands):
            if other != seat and other_hand:
                assert "hand=" not in text and repr(sorted(other_hand)) not in repr(view.private)


def check_twin(state: ScavengerState, rng: random.Random) -> None:
    """Non-interference: a twin whose hands differ (same sizes) prompts and looks the same to
    the public and to every seat but the one whose hand changed."""
    g = game()
    codes = list(FULL_DECK)
    seat = rng.randrange(len(state.players))
    twin = g.copy(state)
    twin.hands[seat] = sorted(rng.choice(codes) for _ in state.hands[seat])
    assert g.prompt(twin) == g.prompt(state)
    assert g.view(twin, None) == g.view(state, None)
    for other in range(len(state.players)):
        if other != seat:
            assert g.view(twin, other) == g.view(state, other)


def choose(rng: random.Random, state: ScavengerState) -> tuple[int | None, str]:
    g = game()
    if state.phase == LISTING:
        if rng.random() < 0.05:
            return None, EXPIRE
        seat = rng.choice(state.decision.pending)
        return seat, rng.choice(g.legal_actions(state, seat)).id
    actions = g.legal_actions(state, state.active)
    keen = [a.id for a in actions if a.label.endswith(("collect!", "home!"))]
    if keen:
        return state.active, keen[0]
    if rng.random() < 0.15:
        return state.active, rng.choice(actions).id
    goes = [a.id for a in actions if a.id.startswith(("go:", "step:", "trade:"))]
    return state.active, rng.choice(goes or [a.id for a in actions])


def play(players: int, seed: int) -> tuple[ScavengerState, list[tuple[int | None, str]]]:
    g = game()
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(players)]
    state = g.setup(names, seed, {})
    log: list[tuple[int | None, str]] = []
    for _ in range(MAX_ACTIONS):
        if state.phase == OVER:
            break
        seat, action = choose(rng, state)
        before = state
        state, _ = g.expire(state) if seat is None else g.apply(state, seat, action)
        log.append((seat, action))
        check_cards(state)
        check_rooms(state)
        check_path(state)
        check_order(before, state)
        check_views(state)
        check_twin(state, rng)
    return state, log


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=1, deadline=None)
@given(seed=st.integers(0, 2**31))
def test_random_games_reach_the_end_with_every_invariant(players: int, seed: int) -> None:
    """Random games to the end for 2, 3 and 4 players, every invariant holding throughout."""
    play_to_the_end(players, seed)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**31))
def test_more_random_games_reach_the_end_with_every_invariant(players: int, seed: int) -> None:
    """Three more games per table size than the fast lane's one."""
    play_to_the_end(players, seed)


def play_to_the_end(players: int, seed: int) -> None:
    state, log = play(players, seed)
    assert state.phase == OVER, f"no winner after {len(log)} actions"
    outcome = game().outcome(state)
    assert outcome is not None and state.collected[outcome.winners[0]] == 4
