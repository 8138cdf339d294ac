"""Sweet Valley High's own words for the alt text of its pictures (the frame is
``bot.alt_text``): the roll, where each girl is, each seat's own secrets, as Sentences."""

from __future__ import annotations

from typing import Any, Protocol

from bot.alt_text import name_of
from bot.engine import View
from bot.games.sweet_valley_high import words
from bot.games.sweet_valley_high.boards import PublicBoard, SeatSecrets
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.words import say


class Named(Protocol):
    """What the words read of the rules: the school that names the places, girls and cards."""

    school: School


def board_sentences(rules: Named, view: View[PublicBoard, Any]) -> list[str]:
    """Who rolled what, then each player's place and scoreboard; face-down cards stay
    unnamed."""
    board = view.board
    said: list[str] = []
    if board.roll is not None:
        said.append(say("describe-rolled", player=name_of(view, board.mover), roll=board.roll))
    for seat, (where, score) in enumerate(zip(board.positions, board.scoreboards, strict=False)):
        name, count = name_of(view, seat), len(score.items)
        character = rules.school.cast.get(score.character)
        if character is None or not where:
            said.append(say("describe-unplaced", player=name, count=count))
        elif where == rules.school.detention:
            said.append(
                say("describe-detention", player=name, character=character.name, count=count)
            )
        else:
            space = space_name(rules, where)
            said.append(
                say("describe-on", player=name, character=character.name, space=space, count=count)
            )
    return said


def private_sentences(rules: Named, secrets: SeatSecrets) -> list[str]:
    """The seat's own boyfriend, peek and memory of classroom cards."""
    said = [
        say("describe-boyfriend", boyfriend=card_name(rules, secrets.boyfriend))
        if secrets.boyfriend
        else say("describe-no-boyfriend")
    ]
    if secrets.peek is not None:
        card = words.card_named(rules.school, secrets.peek.card)
        said.append(say("describe-peeked", room=words.room_in(secrets.peek.room), card=card))
    said += [
        say("describe-holds", room=words.room_in(seen.room), card=card_name(rules, seen.card))
        for seen in secrets.memory
    ]
    return said


def space_name(rules: Named, space: str) -> str:
    """A space as the board names it ("Lockers"), or the Detention Room."""
    school = rules.school
    if space in school.spaces:
        return words.space(space)
    return words.room(space) if space in school.rooms else space


def room_name(rules: Named, room: str) -> str:
    return words.room(room) if room in rules.school.rooms else room


def card_name(rules: Named, card: str) -> str:
    return words.card(card) if card in rules.school.card_names else card
