"""Secrets are delivered at least once: a crash between the prompt and the DMs is repaired.

The bot is killed while a goal-card DM is on its way (the fake holds the request), after the
prompt was posted and recorded as shown. After the restart every player's last DM must show the
card that `/game hand` shows, and nobody gets the same card twice.
"""

from __future__ import annotations

from pathlib import Path

from tests.e2e.driver.surface import THREAD_LINK, lobby_game_id
from tests.e2e.harness import open_world
from tests.e2e.scenarios import GAME_ENV, GOAL_LINE, Table, ask_hand

CALM_ENV = {**GAME_ENV, "CALLOUT_SECONDS": "60"}


def last_card(member_dms: list) -> str | None:
    cards = [c.strip() for m in member_dms for c in GOAL_LINE.findall(m.content)]
    return cards[-1] if cards else None


async def test_a_crash_between_the_prompt_and_the_dms_is_repaired_by_the_restart(
    tmp_path: Path,
) -> None:
    async with open_world(tmp_path, env=CALM_ENV) as world:
        members = [world.member(name) for name in ("Ana", "Ben", "Cy")]
        dm_of_ben = world.fake.state.dm_channel(members[1].id).id
        stall = world.fake.stall_next("POST", f"/channels/{dm_of_ben}/messages")

        opened = await members[0].slash("game new", channel=world.channel_id, game="cheat-street")
        link = THREAD_LINK.search(opened.content)
        assert link, opened.content
        thread = world.channel(int(link[1]))
        for member in members:
            member.channel = thread
        lobby = world.find_message(thread, predicate=lambda m: m.button("Join") is not None)
        assert lobby is not None
        game_id = lobby_game_id(lobby)
        assert game_id is not None
        for member in members[1:]:
            await member.click("Join", message=lobby)
        table = Table(world, thread, game_id, members)
        await members[0].click("Start", message=lobby)
        await world.wait_for(lambda: stall.hits and table.latest_prompt(), 10, "Ben's held DM")

        await world.restart_bot()  # the held DM never reaches Ben
        for member in members:
            await world.wait_for(lambda m=member: last_card(m.dms()), 10, f"{member.name}'s card")
            assert last_card(member.dms()) == await ask_hand(table, member)
        await world.idle()
        cards = [c for m in members for d in m.dms() for c in GOAL_LINE.findall(d.content)]
        assert len(cards) == len(members), f"a card was sent twice: {cards}"
