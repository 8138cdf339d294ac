"""What each seat may see of a Scavenger Hunt game, as the declared boards: the public house
(pawns, hunt lists, Dogs, the count under way, the letters of the spaces the mover may choose)
and a seat's own hand with the disc it is placing; the players' list, the line saying what
is asked now, and each seat's private lines."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine import OVER, PlayerInfo
from bot.games.scavenger_hunt.boards import Badge, PublicBoard, SeatBoard, SeatHand, Walk
from bot.games.scavenger_hunt.house import House
from bot.games.scavenger_hunt.hunt import DISCS_EACH
from bot.games.scavenger_hunt.state import END, LISTING, ScavengerState
from bot.games.scavenger_hunt.words import K, hand_line, item, room, room_card
from bot.sentences import Sentence


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


def players(house: House, s: ScavengerState) -> tuple[PlayerInfo, ...]:
    """Each seat as the table lists it: name, items collected, colour, and whether she left."""
    return tuple(
        PlayerInfo(
            seat=i,
            name=name,
            score=s.collected[i],
            badges=("gone",) if s.gone[i] else (),
            summary=Sentence(f"{K}-summary", collected=s.collected[i], total=DISCS_EACH),
            colour=house.rgb[s.colours[i]],
            token=Sentence(f"{K}-colour-{s.colours[i]}"),
        )
        for i, name in enumerate(s.players)
    )


def phase_text(s: ScavengerState) -> str:
    """What is asked now, naming who is asked: the line under the turn's header."""
    if s.phase == OVER:
        return Sentence(f"{K}-phase-over")
    if s.phase == LISTING:
        return Sentence(f"{K}-phase-listing", room=room(s.room_cards[s.listing]))
    name = s.players[s.active]
    if s.phase == END:
        return Sentence(f"{K}-phase-end", name=name)
    left = s.stepping.left
    if s.stepping.moved:
        return Sentence(f"{K}-phase-stepping", name=name, count=left)
    return Sentence(f"{K}-phase-move", name=name, count=left)


def private_lines(house: House, s: ScavengerState, seat: int) -> tuple[str, ...]:
    """What only ``seat`` reads: her hand, and the disc she is placing on the open room card."""
    lines = [hand_line(house, s.hands[seat])]
    if s.phase == LISTING and seat in s.decision.answers:
        disc = item(s.decision.answers[seat])
        card = room_card(s.room_cards[s.listing])
        lines.append(Sentence(f"{K}-placing", item=disc, card=card))
    return tuple(lines)
