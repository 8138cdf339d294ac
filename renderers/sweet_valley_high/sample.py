"""A mid-game public position drawn for the docs and the benchmarks: Ana has rolled 4 and her
destinations are badged, Ben waits in the Detention Room, Dmitri's walk is behind him."""

from __future__ import annotations

from bot.engine import PlayerInfo, View
from bot.games.sweet_valley_high.boards import (
    EMPTY,
    FACE_DOWN,
    HIDDEN,
    LIFTED,
    Badge,
    Classroom,
    PublicBoard,
    Scoreboard,
    SvhView,
    Walk,
)
from bot.games.sweet_valley_high.school import School

SAMPLE_NAMES = ("Ana", "Ben", "Chloé", "Dmitri")
CHARACTERS = ("jessica", "elizabeth", "lila", "enid")


def sample_view(key: str, school: School, players: int = 4) -> SvhView:
    """Ana moving after a roll of 4, with ``players`` seats."""
    shown = {"science": EMPTY, "music": EMPTY, "gym": EMPTY, "typing": "ken", "french": LIFTED}
    rooms = tuple(Classroom(room, shown.get(room, FACE_DOWN)) for room in school.classrooms)
    boards = (
        Scoreboard("jessica", ("prom-dress", "corsage"), "bruce"),
        Scoreboard("elizabeth", ("bicycle",), HIDDEN),
        Scoreboard("lila", (), None),
        Scoreboard("enid", ("swimsuit", "beach-towel", "ms-jacobi"), None),
    )[:players]
    board = PublicBoard(
        positions=("x3y0", "detention", "x8y6", "x4y4")[:players],
        rooms=rooms,
        scoreboards=boards,
        phase="move",
        active=0,
        mover=0,
        roll=4,
        badges=(Badge("x7y0", "1"), Badge("x4y3", "2"), Badge("x0y1", "3")),
        path=("x3y0",),
        lose_turn=(False, True, False, False)[:players],
        deck=27,
        discard=9,
        last_card=school.deck[3].key,
        winners=(),
        last_move=Walk(players - 1, ("x4y8", "x4y7", "x4y6", "x4y5", "x4y4")),
    )
    roster = tuple(
        PlayerInfo(
            seat,
            SAMPLE_NAMES[seat],
            len(boards[seat].items),
            ("detention",) if board.positions[seat] == "detention" else (),
            f"{len(boards[seat].items)}/4 items"
            + (" + boyfriend" if boards[seat].boyfriend else ""),
            school.character(CHARACTERS[seat]).colour,
            school.character(CHARACTERS[seat]).name,
        )
        for seat in range(players)
    )
    return View(key, None, roster, 0, "Ana chooses where to walk 4", board)
