"""Sweet Valley High's own words for the alt text of its pictures (the frame is
``bot.alt_text``): the roll, where each girl is, each seat's own secrets."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from bot.alt_text import Did
from bot.games.sweet_valley_high.boards import PublicBoard, SeatSecrets
from bot.games.sweet_valley_high.school import School


class Named(Protocol):
    """What the words read of the rules: the school that names the places, girls and cards."""

    school: School


def rolled(board: PublicBoard) -> Did | None:
    return None if board.roll is None else (board.mover, f"rolled {board.roll}")


def places(rules: Named, board: PublicBoard) -> Iterator[tuple[int, str]]:
    """Each player's place and scoreboard; face-down cards stay unnamed."""
    for seat, (where, score) in enumerate(zip(board.positions, board.scoreboards, strict=False)):
        place = f"on {space_name(rules, where)}" if where else "not placed yet"
        character = rules.school.cast.get(score.character)
        playing = f" ({character.name})" if character is not None else ""
        yield seat, f"{playing} is {place}, with {len(score.items)} items"


def private_sentences(rules: Named, secrets: SeatSecrets) -> list[str]:
    """The seat's own boyfriend, peek and memory of classroom cards."""
    said = [
        f"Boyfriend: {card_name(rules, secrets.boyfriend)}."
        if secrets.boyfriend
        else "No boyfriend yet."
    ]
    if secrets.peek is not None:
        room, card = room_name(rules, secrets.peek.room), card_name(rules, secrets.peek.card)
        said.append(f"Peeked in {room}: {card}.")
    said += [
        f"{room_name(rules, seen.room)} holds {card_name(rules, seen.card)}."
        for seen in secrets.memory
    ]
    return said


def space_name(rules: Named, space: str) -> str:
    """A space as the board names it ("Lockers"), or the Detention Room."""
    school = rules.school
    if space in school.spaces:
        return school.spaces[space].name
    return school.rooms[space].name if space in school.rooms else space


def room_name(rules: Named, room: str) -> str:
    found = rules.school.rooms.get(room)
    return room if found is None else found.name


def card_name(rules: Named, card: str) -> str:
    return rules.school.card_names.get(card, card)
