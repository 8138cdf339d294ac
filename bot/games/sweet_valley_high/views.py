"""What the table sees of a Sweet Valley High position: the seats, the classrooms and the board
the renderer draws. Public facts only: a card lying face down is named nowhere here."""

from __future__ import annotations

from typing import Any

from bot.engine import PlayerInfo
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import SvhState


def summary(s: SvhState, seat: int) -> str:
    """The short standing after her name: her items, and whether she has a boyfriend."""
    if not s.characters[seat]:
        return "choosing"
    text = f"{len(s.items[seat])}/4 items"
    return f"{text} + boyfriend" if s.boyfriends[seat] else text


def seats(school: School, s: SvhState) -> tuple[PlayerInfo, ...]:
    """Every seat with its score, its piece and whether it waits in the Detention Room."""
    infos = []
    for seat, name in enumerate(s.players):
        character = school.character(s.characters[seat]) if s.characters[seat] else None
        infos.append(
            PlayerInfo(
                seat=seat,
                name=name,
                score=len(s.items[seat]),
                badges=("detention",) if s.positions[seat] == school.detention else (),
                summary=summary(s, seat),
                colour=character.colour if character else None,
                token=character.name if character else None,
            )
        )
    return tuple(infos)


def rooms_now(s: SvhState) -> dict[str, str]:
    """Each classroom as the table sees it now: empty, face down, lifted by a peek, or the
    card lying face up (a character nobody plays, or one just turned over)."""
    rooms = {}
    for room, card in s.rooms.items():
        if card is None:
            rooms[room] = "empty"
        elif room in s.face_up or s.shown.get(room) == card:
            rooms[room] = card
        elif s.phase == phases.PEEKED and s.pending.get("room") == room:
            rooms[room] = "lifted"
        else:
            rooms[room] = "down"
    if s.phase == phases.EXCHANGE:
        rooms[s.pending["room"]] = s.pending["card"]
    return rooms


def rooms_after_turn(s: SvhState, rooms: dict[str, str]) -> dict[str, str]:
    """The classrooms once the turn is over: a card shown to all lies face down again
    (SVH28: the player who needs it must remember where it is)."""
    after = dict(rooms)
    for room in rooms:
        card = s.rooms[room]
        if card is not None and room not in s.face_up and rooms[room] == card:
            after[room] = "down"
    return after


def public_board(s: SvhState, rooms: dict[str, str], badges: dict[str, str]) -> dict[str, Any]:
    """The board the renderer draws, with the classrooms as ``rooms`` shows them and the badge
    of each space a menu offers now (``badges``, as the menu's labels begin)."""
    scoreboards = [
        {
            "character": s.characters[seat],
            "items": list(s.items[seat]),
            "boyfriend": (None if held is None else held if s.seen[seat] else "hidden"),
        }
        for seat, held in enumerate(s.boyfriends)
    ]
    return {
        "positions": list(s.positions),
        "rooms": rooms,
        "scoreboards": scoreboards,
        "phase": s.phase,
        "active": s.active,
        "mover": s.mover,
        "roll": s.roll,
        "badges": badges,
        "path": list(s.stepping.path),
        "lose_turn": list(s.lose_turn),
        "deck": len(s.deck.cards),
        "discard": len(s.deck.discard),
        "last_card": s.last_card,
        "winners": list(s.winners),
        "last_move": (
            {"seat": s.last_mover, "path": list(s.last_path)} if s.last_mover is not None else None
        ),
    }
