"""Scavenger Hunt's own measure reads the typed boards: the discs a seat has collected, how
near its pawn stands to the room of its next disc (or its START), and whether the hand on its
own board holds a card that opens that room."""

from __future__ import annotations

from dataclasses import replace

from msgspec import structs

from bot.ai.scavenger_hunt import FAR, NEARING, STAGES, WILD, advance, house, room_codes, to
from bot.games.scavenger_hunt.boards import ScavengerHuntView, SeatHand
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
