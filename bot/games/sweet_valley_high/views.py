"""What the table sees of a Sweet Valley High position: the seats, the classrooms and the board
the renderer draws. Public facts only: a card lying face down is named nowhere here."""

from __future__ import annotations

from bot.engine import PlayerInfo
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.boards import (
    EMPTY,
    FACE_DOWN,
    HIDDEN,
    LIFTED,
    Badge,
    Classroom,
    Peek,
    PublicBoard,
    Remembered,
    Scoreboard,
    SeatSecrets,
    Walk,
)
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import read_peek, say


def summary(s: SvhState, seat: int) -> str:
    """The short standing after her name: her items, and whether she has a boyfriend."""
    if not s.characters[seat]:
        return say("summary-choosing")
    found = len(s.items[seat])
    if s.boyfriends[seat]:
        return say("summary-with-boyfriend", found=found)
    return say("summary", found=found)


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


def rooms_now(s: SvhState) -> tuple[Classroom, ...]:
    """Each classroom as the table sees it now: empty, face down, lifted by a peek, or the
    card lying face up (a character nobody plays, or one just turned over)."""
    exchanged = s.pending["room"] if s.phase == phases.EXCHANGE else None
    return tuple(
        Classroom(room, _shown(s, room, card, exchanged)) for room, card in s.rooms.items()
    )


def _shown(s: SvhState, room: str, card: str | None, exchanged: str | None) -> str:
    if room == exchanged:
        return s.pending["card"]
    if card is None:
        return EMPTY
    if room in s.face_up or s.shown.get(room) == card:
        return card
    if s.phase == phases.PEEKED and s.pending.get("room") == room:
        return LIFTED
    return FACE_DOWN


def rooms_after_turn(s: SvhState, rooms: tuple[Classroom, ...]) -> tuple[Classroom, ...]:
    """The classrooms once the turn is over: a card shown to all lies face down again
    (SVH28: the player who needs it must remember where it is)."""
    return tuple(Classroom(c.room, FACE_DOWN) if _shown_this_turn(s, c) else c for c in rooms)


def _shown_this_turn(s: SvhState, classroom: Classroom) -> bool:
    card = s.rooms[classroom.room]
    return card is not None and classroom.room not in s.face_up and classroom.shown == card


def public_board(s: SvhState, rooms: tuple[Classroom, ...], badges: dict[str, str]) -> PublicBoard:
    """The board the renderer draws, with the classrooms as ``rooms`` shows them and the badge
    of each space a menu offers now (``badges``, as the menu's labels begin)."""
    scoreboards = tuple(
        Scoreboard(
            character=s.characters[seat],
            items=tuple(s.items[seat]),
            boyfriend=None if held is None else held if s.seen[seat] else HIDDEN,
        )
        for seat, held in enumerate(s.boyfriends)
    )
    return PublicBoard(
        positions=tuple(s.positions),
        rooms=rooms,
        scoreboards=scoreboards,
        phase=s.phase,
        active=s.active,
        mover=s.mover,
        roll=s.roll,
        badges=tuple(Badge(space, number) for space, number in badges.items()),
        path=tuple(s.stepping.path),
        lose_turn=tuple(s.lose_turn),
        deck=len(s.deck.cards),
        discard=len(s.deck.discard),
        last_card=s.last_card,
        winners=tuple(s.winners),
        last_move=(Walk(s.last_mover, tuple(s.last_path)) if s.last_mover is not None else None),
    )


def secrets(school: School, s: SvhState, seat: int) -> SeatSecrets:
    """What ``seat`` alone knows: the boyfriend on her scoreboard, her last peek and the cards
    she remembers lying face down."""
    peek = read_peek(school, s.peeks[seat])
    known = s.memory[seat]
    return SeatSecrets(
        boyfriend=s.boyfriends[seat],
        peek=None if peek is None else Peek(*peek),
        memory=tuple(Remembered(room, known[room]) for room in s.rooms if room in known),
    )
