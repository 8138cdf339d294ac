"""What each seat may see of a Scavenger Hunt game, as the declared boards: the public house
(pawns, hunt lists, Dogs, the count under way, the letters of the spaces the mover may choose)
and a seat's own hand with the disc it is placing."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.scavenger_hunt.boards import Badge, PublicBoard, SeatBoard, SeatHand, Walk
from bot.games.scavenger_hunt.state import END, ScavengerState


def public_board(s: ScavengerState, badges: Mapping[str, str]) -> PublicBoard:
    """The board the renderer draws; ``badges`` letter the spaces the mover may choose."""
    return PublicBoard(
        seats=tuple(
            SeatBoard(
                colour=s.colours[seat],
                position=s.positions[seat],
                hand_size=len(s.hands[seat]),
                items=tuple(s.items[seat]),
                rooms=tuple(s.rooms[seat]),
                collected=s.collected[seat],
                unplaced=tuple(s.unplaced[seat]),
            )
            for seat in range(len(s.players))
        ),
        dogs=tuple(s.dogs),
        dice=tuple(s.dice),
        steps_left=s.stepping.left,
        path=tuple(s.last_path if s.phase == END else s.stepping.path),
        deck=len(s.deck.cards),
        discard=len(s.deck.discard),
        phase=s.phase,
        active=s.active,
        badges=tuple(Badge(space, letter) for space, letter in badges.items()),
        winner=s.winners[0] if s.winners else None,
        last_move=None if s.last_mover is None else Walk(s.last_mover, tuple(s.last_path)),
    )


def seat_hand(s: ScavengerState, seat: int, placing: str | None) -> SeatHand:
    """A seat's own cards, and the disc it chose for the room card being listed."""
    return SeatHand(hand=tuple(s.hands[seat]), placing=placing)
