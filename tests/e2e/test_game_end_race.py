"""`/game end` sticks: a button pressed at the same moment is applied before the end or refused
after it, never saved over it, and `/game end` is always answered."""

from __future__ import annotations

import asyncio

from tests.e2e.harness import World
from tests.e2e.scenarios import (
    assert_answered_in_time,
    events,
    game_status,
    open_table,
    prompt_actions,
    snapshot_state,
    wait_current_prompt,
)

RACES = 6


async def test_a_click_racing_game_end_leaves_the_game_ended(calm_world: World) -> None:
    world = calm_world
    for race in range(RACES):
        table = await open_table(world, 3, prefix=f"R{race}")
        prompt = await wait_current_prompt(table)
        assert prompt is not None
        active = table.members[int(snapshot_state(world, table.game_id)["active"])]
        control = next(c for c in prompt_actions(prompt).values() if c.kind == "button")
        press = active.click(control.custom_id, message=prompt, settle=False)
        end = table.host.slash("game end", channel=table.thread)
        racers = [press, end] if race % 2 else [end, press]
        results = await asyncio.gather(*racers)
        ended = results[racers.index(end)]
        assert ended.ephemeral and "The game has ended." in ended.content, ended
        await world.idle()
        assert game_status(world, table.game_id) == "abandoned", f"race {race}: the end was lost"
        assert table.version() == len(events(world, table.game_id)), f"race {race}"
        latest = table.latest_prompt()
        assert latest is None or not prompt_actions(latest), f"race {race}: live controls"
    assert_answered_in_time(world)


async def test_game_end_is_answered_when_the_thread_refuses_its_announcement(
    calm_world: World,
) -> None:
    world = calm_world
    table = await open_table(world, 3)
    await world.idle()
    world.fake.fail_next("POST", f"/channels/{table.thread_id}/messages", 403, times=5)
    ended = await table.host.slash("game end", channel=table.thread, timeout=10)
    assert not ended.loading, "/game end was never answered"
    assert ended.ephemeral and "The game has ended." in ended.content, ended
    assert game_status(world, table.game_id) == "abandoned"
    assert_answered_in_time(world)
