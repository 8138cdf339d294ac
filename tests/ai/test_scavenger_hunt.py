"""Scavenger Hunt's own measure reads the typed boards: the discs a seat has collected, how
near its pawn stands to the room of its next disc (or its START), and whether the hand on its
own board holds a card that opens that room. A computer one or two counts from winning comes
home, collects its last disc, or ends its count nearest START."""

from __future__ import annotations

from dataclasses import replace

import pytest
from msgspec import structs

from bot.ai import choose
from bot.ai.scavenger_hunt import FAR, NEARING, STAGES, WILD, advance, house, room_codes, to
from bot.games.scavenger_hunt.boards import ScavengerHuntView, SeatHand
from bot.games.scavenger_hunt.choices import final as _final
from bot.games.scavenger_hunt.state import MOVE, ScavengerState
from tests.games import scavenger_hunt_positions as positions
from tests.renderers.scavenger_hunt_positions import played, rules


def with_side(view: ScavengerHuntView, seat: int, **changes: object) -> ScavengerHuntView:
    seats = list(view.board.seats)
    seats[seat] = structs.replace(seats[seat], **changes)
    return replace(view, board=structs.replace(view.board, seats=tuple(seats)))


def holding(view: ScavengerHuntView, *cards: str) -> ScavengerHuntView:
    return replace(view, private_board=SeatHand(cards, None))


def views() -> tuple[ScavengerHuntView, ScavengerHuntView]:
    """The public view once the hunt lists are made, and seat 0's own view."""
    game = rules()
    state = next(s for s, _ in played(2, 1) if s.phase == "move" and len(s.rooms[0]) == 4)
    return game.view(state, None), game.view(state, 0)


def test_a_pawn_nearer_the_room_of_its_next_disc_is_further_along() -> None:
    public, own = views()
    side = public.board.seats[0]
    room = side.rooms[side.collected]
    near = next(space for space, steps in to(room).items() if steps == 1)
    far = next(space for space, steps in to(room).items() if steps >= FAR)
    own = holding(own)
    assert advance(with_side(public, 0, position=near), own) > advance(
        with_side(public, 0, position=far), own
    )


def test_holding_a_card_that_opens_the_next_room_counts() -> None:
    public, own = views()
    side = public.board.seats[0]
    key = room_codes()[side.rooms[side.collected]]
    bare = advance(public, holding(own))
    assert advance(public, holding(own, key)) > bare
    assert advance(public, holding(own, WILD)) > bare


def test_with_every_disc_collected_the_pawn_heads_for_its_start() -> None:
    public, own = views()
    side = public.board.seats[0]
    start = house().starts[side.colour]
    home = with_side(public, 0, collected=len(side.rooms), position=start)
    away = with_side(public, 0, collected=len(side.rooms), position=side.rooms[0])
    assert advance(home, holding(own)) == (len(side.rooms) + NEARING) / STAGES
    assert advance(away, holding(own)) < advance(home, holding(own))


# -- finishing: positions one and two turns from a win, built by the rules ------------------

SEEDS = range(4)


def mover_after(state: ScavengerState, seed: int) -> ScavengerState:
    """Seat 0 plays out its count as the computer chooses, until the count is over."""
    game = positions.game()
    while state.phase == MOVE and state.active == 0 and game.outcome(state) is None:
        state = positions.act(state, choose(game, state, 0, seed=seed))
    return state


@pytest.mark.parametrize("seed", SEEDS)
def test_a_computer_that_can_come_home_with_all_four_discs_wins(seed: int) -> None:
    start = positions.arranged(collected=4, at="p2", hand="CCG", draws="K")
    state, _ = positions.begin(start, (3, 6))
    outcome = positions.game().outcome(mover_after(state, seed))
    assert outcome is not None and outcome.winners == (0,)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_computer_that_can_reach_its_last_disc_collects_it(seed: int) -> None:
    """Two turns from a win: the last disc this count, START the next."""
    start = positions.arranged(collected=3, at="p25", hand="AA", draws="K")
    state, _ = positions.begin(start, (6, 4))
    assert state.rooms[0][3] == "kitchen-red"
    assert mover_after(state, seed).collected[0] == 4


@pytest.mark.parametrize("seed", SEEDS)
def test_with_all_four_discs_and_start_beyond_the_count_it_ends_nearest_start(seed: int) -> None:
    start = positions.arranged(collected=4, at="p29", hand="C", draws="G")
    state, _ = positions.begin(start, (1, 4))
    home = to(house().starts[state.colours[0]])
    nearest = min(home[end] for end in endings(state))
    assert home[mover_after(state, seed).positions[0]] == nearest


def endings(state: ScavengerState) -> list[str]:
    """The spaces the count may end on."""
    game = positions.game()
    walk = game.walk(state)
    return [_final(walk, where) for where, _, _ in game.endings(state)]
