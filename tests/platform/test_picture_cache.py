"""A position's pictures are drawn once: /game status, /game hand and a panel asked again for the
same view get the cached bytes instead of a new render."""

from __future__ import annotations

import asyncio
from collections import Counter
from dataclasses import replace

from bot.engine import View
from bot.turns import board_key
from cogs.table import PRIVATE_PICTURES_KEPT, DiscordTable
from cogs.turn_messages import BoardImages
from tests.platform.toy_game import TOY


class CountingDrawings:
    """Stands in for ``Drawings``: counts each render, draws a few bytes."""

    def __init__(self) -> None:
        self.drawn: Counter[str] = Counter()

    async def _png(self, what: str, view: View) -> bytes:
        self.drawn[what] += 1
        await asyncio.sleep(0)  # a render takes a while, so requests overlap
        return f"{what} {view.seat}".encode()

    async def board_png(self, view: View, guild: int = 0) -> bytes:
        return await self._png("board", view)

    async def private_png(self, view: View, guild: int = 0) -> bytes:
        return await self._png("private", view)

    def board_key(self, view: View) -> str:
        return board_key(view)

    def describe(self, view: View) -> str:
        return f"the picture of seat {view.seat}"


def _table() -> tuple[DiscordTable, CountingDrawings]:
    drawings = CountingDrawings()
    return DiscordTable(None, drawings), drawings  # type: ignore[arg-type]


def _view(seat: int | None) -> View:
    return TOY.view(TOY.setup(["Ana", "Ben"], 1, {}), seat)


async def test_requests_for_an_image_being_drawn_wait_for_that_one_drawing() -> None:
    drawn = Counter[str]()

    async def render(view: View, guild: int) -> bytes:
        drawn["board"] += 1
        await asyncio.sleep(0.01)
        return b"png"

    images = BoardImages(render)
    pngs = await asyncio.gather(*(images.png("k", _view(None)) for _ in range(5)))
    assert pngs == [b"png"] * 5 and drawn["board"] == 1 and images.drawn == 1


async def test_the_status_board_is_the_turn_messages_cached_board() -> None:
    table, drawings = _table()
    first = await table.board_file(_view(None))
    again = await table.board_file(_view(None))
    assert first is not None and again is not None
    assert first.fp.read() == again.fp.read() == b"board None"
    assert drawings.drawn["board"] == 1 and table.turns.images.drawn == 1


async def test_the_board_and_a_seats_picture_are_uploaded_with_their_alt_text() -> None:
    table, _ = _table()
    board = await table.board_file(_view(None))
    own = await table.private_file(_view(1))
    assert board is not None and board.description == "the picture of seat None"
    assert own is not None and own.description == "the picture of seat 1"


async def test_a_seats_picture_is_drawn_once_per_view_and_kept_apart_per_seat() -> None:
    table, drawings = _table()
    for _ in range(3):
        ana = await table.private_file(_view(0))
    ben = await table.private_file(_view(1))
    assert ana is not None and ana.filename == "cards.png" and ana.fp.read() == b"private 0"
    assert ben is not None and ben.fp.read() == b"private 1"
    assert drawings.drawn["private"] == 2


async def test_the_private_pictures_kept_are_bounded() -> None:
    table, _ = _table()
    for n in range(PRIVATE_PICTURES_KEPT + 10):
        await table.pictures.png(f"seat view {n}", _view(0))
    assert len(table.pictures) == PRIVATE_PICTURES_KEPT


async def test_a_seats_picture_is_kept_apart_per_language() -> None:
    """Two readers of one seat's view in different languages get a picture each, and the
    table's board too is drawn again for a table in another language."""
    table, drawings = _table()
    await table.private_file(_view(0))
    await table.private_file(replace(_view(0), language="es"))
    await table.private_file(replace(_view(0), language="es"))
    assert drawings.drawn["private"] == 2
    assert board_key(_view(None)) != board_key(replace(_view(None), language="de"))
