"""Names are the least trusted text a bot prints: a hostile nickname must print as itself.

A member named after someone else's mention, a masked link, markdown or an RTL override plays a
whole game: nobody outside the game is pinged, nothing becomes a link or formatting, and the
board still draws every name.
"""

from __future__ import annotations

import random
import re

from tests.e2e.driver import open_table as open_game_table
from tests.e2e.driver import play_randomly as play_game_randomly
from tests.e2e.driver.db import seat_rows
from tests.e2e.harness import World
from tests.e2e.scenarios import (
    assert_boards_are_public,
    assert_game_over,
    open_table,
    play_randomly,
    snapshot_state,
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


async def test_hostile_names_stay_escaped_in_dms_and_game_hand(world: World) -> None:
    """A Gossip peek names the rival in the looker's private lines: the DM and `/game hand`
    escape that name like every public line does."""
    names = ["**x** ||spoiler||", "[free nitro](https://phish.example)"]
    rng = random.Random(10)
    for attempt in range(4):
        table = await open_game_table(
            world, 2, game="life-rivals", names=[f"{n}{attempt or ''}" for n in names]
        )
        for _ in range(300):
            phase = snapshot_state(world, table.game_id)["phase"]
            if phase in ("gossip", "over"):
                break
            await play_game_randomly(table, rng, 1, check_bystanders=0.0)
        if phase == "gossip":
            break
    else:
        raise AssertionError("no game reached a Gossip peek")
    looker = table.members[snapshot_state(world, table.game_id)["active"]]
    shown = await looker.slash("game hand", channel=table.thread)
    private = [shown.content, *(m.content for m in looker.dms())]
    assert any("hand (Gossip" in text for text in private), private
    for text in private:
        assert "://" not in text.replace("https://discord.com/channels/", ""), text
        assert not UNESCAPED_MARKUP.search(text), f"markup passed through in {text!r}"


async def test_a_person_named_like_a_computer_is_shown_without_the_suffix(world: World) -> None:
    """Only computers' names end with " (computer)": Ana can't pass for one."""
    table = await open_table(world, 3, names=["Ana (Computer)", "Ben", "Cy (c\u043emputer) "])
    await play_randomly(table, random.Random(7), 6)
    rows = seat_rows(world, table.game_id)
    assert [name for _, _, name in rows] == ["Ana", "Ben", "Cy"]
    for message in world.messages(table.thread, include_ephemeral=True):
        assert "omputer" not in message.text.casefold().replace("\u043e", "o"), message.text
