"""Every picture the bot uploads carries alt text: the board of each turn, a seat's own picture,
/game status and /game hand, the Game over board and the recap."""

from __future__ import annotations

import random

import pytest

from bot.standin.limits import ATTACHMENT_DESCRIPTION
from tests.e2e.harness import World
from tests.e2e.test_computer_players import _open_with_computers, _play_until_over


@pytest.mark.slow
async def test_every_uploaded_picture_of_a_game_with_computers_is_described(world: World) -> None:
    ana = world.member("Ana")
    table = await _open_with_computers(world, "cheat-street", [ana], 3)
    status = await ana.slash("game status", channel=table.thread)
    hand = await ana.slash("game hand", channel=table.thread)
    await _play_until_over(table, random.Random("alt text"))
    await world.wait_for(
        lambda: world.find_message(table.thread, predicate=lambda m: "in pictures" in m.content),
        60,
        "the recap",
    )
    shown = world.messages(table.thread, include_ephemeral=True)
    uploaded = [a for m in shown for a in m.attachments] + status.attachments + hand.attachments
    names = {a.filename for a in uploaded}
    assert {"board.png", "cards.png", "recap.gif", "standings.png"} <= names, names
    for picture in uploaded:
        alt = picture.description or ""
        assert 0 < len(alt) <= ATTACHMENT_DESCRIPTION, (picture.filename, alt)
    assert "Ana" in (status.attachments[0].description or "")
    assert "Goal:" in (hand.attachments[0].description or "")
