"""A mid-game public position drawn for the docs and the benchmarks: Ana has rolled 4 and her
destinations are badged, Ben waits in the Detention Room, Dmitri's walk is behind him."""

from __future__ import annotations

from bot.engine import PlayerInfo, View
from bot.games.sweet_valley_high import boards as b
from bot.games.sweet_valley_high.school import School

SEATS = (
    ("Ana", "jessica", ("prom-dress", "corsage"), "bruce", "x3y0"),
    ("Ben", "elizabeth", ("bicycle",), b.HIDDEN, "detention"),
    ("Chloé", "lila", (), None, "x8y6"),
    ("Dmitri", "enid", ("swimsuit", "beach-towel", "ms-jacobi"), None, "x4y4"),
)
"""Each seat's name, character, items, boyfriend and place."""
SHOWN = {"science": b.EMPTY, "music": b.EMPTY, "gym": b.EMPTY, "typing": "ken", "french": b.LIFTED}


def sample_view(key: str, school: School, players: int = 4) -> b.SvhView:
    """Ana moving after a roll of 4, with ``players`` seats."""
    seats = SEATS[:players]
    board = b.PublicBoard(
        positions=tuple(place for *_, place in seats),
        rooms=tuple(b.Classroom(room, SHOWN.get(room, b.FACE_DOWN)) for room in school.classrooms),
        scoreboards=tuple(b.Scoreboard(who, items, held) for _, who, items, held, _ in seats),
        phase="move",
        active=0,
        mover=0,
        roll=4,
        badges=(b.Badge("x7y0", "1"), b.Badge("x4y3", "2"), b.Badge("x0y1", "3")),
        path=("x3y0",),
        lose_turn=tuple(place == "detention" for *_, place in seats),
        deck=27,
        discard=9,
        last_card=school.deck[3].key,
        winners=(),
        last_move=b.Walk(players - 1, ("x4y8", "x4y7", "x4y6", "x4y5", "x4y4")),
    )
    roster = tuple(_player(seat, school) for seat in range(players))
    return View(key, None, roster, 0, "Ana chooses where to walk 4", board)


def _player(seat: int, school: School) -> PlayerInfo:
    name, who, items, held, place = SEATS[seat]
    summary = f"{len(items)}/4 items" + (" + boyfriend" if held else "")
    badges = ("detention",) if place == "detention" else ()
    character = school.character(who)
    return PlayerInfo(seat, name, len(items), badges, summary, character.colour, character.name)
