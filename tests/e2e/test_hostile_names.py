"""Names are the least trusted text a bot prints: a hostile nickname must print as itself.

A member named after someone else's mention, a masked link, markdown or an RTL override plays a
whole game: nobody outside the game is pinged, nothing becomes a link or formatting, and the
board still draws every name.
"""

from __future__ import annotations

import random
import re

from tests.e2e.harness import World
from tests.e2e.scenarios import (
    assert_boards_are_public,
    assert_game_over,
    open_table,
    play_randomly,
)

RTL_OVERRIDE = "\u202e"
UNESCAPED_MARKUP = re.compile(r"(?<!\\)\*\*x|(?<!\\)\|\|spoiler|(?<!\\)\[free nitro|(?<!\\)<@\d")


async def test_hostile_nicknames_neither_ping_nor_link_and_the_board_draws_them(
    world: World,
) -> None:
    bystander = world.member("Zed")
    names = [
        f"<@{bystander.id}> hi",
        "[free nitro](https://phish.example)",
        "**x** ||spoiler||",
        f"{RTL_OVERRIDE}Eve 👾 玲",
    ]
    table = await open_table(world, 4, names=names)
    log = await play_randomly(table, random.Random(606), 300)
    assert log.finished, log
    assert_game_over(table)

    players = {m.id for m in table.members}
    posts = world.messages(table.thread, include_ephemeral=True)
    assert posts, "the game posted nothing"
    for message in posts:
        assert set(message.pinged) <= players, f"{message.content!r} pinged {message.pinged}"
        assert bystander.id not in message.pinged
        text = message.text
        assert "://" not in text, f"a link in {text!r}"
        assert not UNESCAPED_MARKUP.search(_without_real_mentions(text, players)), (
            f"markup passed through in {text!r}"
        )
        assert RTL_OVERRIDE not in text, f"an RTL override in {text!r}"
    for prompt in table.prompts():
        # A prompt pings exactly the players it waits for, never a name's fake mention.
        assert set(prompt.pinged) <= players
    assert RTL_OVERRIDE not in table.thread.name
    # Every board drew these names: each is the public view of its position, re-rendered.
    assert assert_boards_are_public(table, every=5) > 0


def _without_real_mentions(text: str, players: set[int]) -> str:
    """The text without the bot's own mentions of players, which are meant to be there."""
    return re.sub(r"<@(\d+)>", lambda m: "" if int(m[1]) in players else m[0], text)
