"""A Sweet Valley High picture in English sentences, from the board it is drawn from (see
``bot.alt_text``): the roll, where each girl is, each seat's own secrets."""

from __future__ import annotations

from bot.alt_text import name_of
from bot.games.sweet_valley_high.boards import SeatSecrets, SvhView
from bot.games.sweet_valley_high.rules import SweetValleyHigh


def board_sentences(rules: SweetValleyHigh, view: SvhView) -> list[str]:
    """The roll and each player's place and scoreboard; face-down cards stay unnamed."""
    board = view.board
    said: list[str] = []
    if board.roll is not None:
        said.append(f"{name_of(view, board.mover)} rolled {board.roll}.")
    for seat, (where, score) in enumerate(zip(board.positions, board.scoreboards, strict=False)):
        place = f"on {space_name(rules, where)}" if where else "not placed yet"
        character = rules.school.cast.get(score.character)
        playing = f" ({character.name})" if character is not None else ""
        said.append(f"{name_of(view, seat)}{playing} is {place}, with {len(score.items)} items.")
    return said


def private_sentences(rules: SweetValleyHigh, view: SvhView) -> list[str]:
    """The seat's own boyfriend, peek and memory of classroom cards."""
    secrets = view.private_board
    if not isinstance(secrets, SeatSecrets):
        return []
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


def space_name(rules: SweetValleyHigh, space: str) -> str:
    """A space as the board names it ("Lockers"), or the Detention Room."""
    school = rules.school
    if space in school.spaces:
        return school.spaces[space].name
    return school.rooms[space].name if space in school.rooms else space


def room_name(rules: SweetValleyHigh, room: str) -> str:
    found = rules.school.rooms.get(room)
    return room if found is None else found.name


def card_name(rules: SweetValleyHigh, card: str) -> str:
    return rules.school.card_names.get(card, card)
