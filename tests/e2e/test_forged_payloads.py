"""Hand-made component payloads: another game's ids, forged idle buttons, numbers too large.

Discord only sends ids that are on a message, but a bot must not rely on the client: each
forged press gets one ephemeral sentence and changes no game.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable
from pathlib import Path

import pytest

from bot.standin import InteractionResult
from tests.e2e.harness import World, open_world
from tests.e2e.scenarios import (
    GAME_ENV,
    Table,
    events,
    open_table,
    prompt_actions,
    prompt_version,
    snapshot_state,
    wait_current_prompt,
)

CALM_ENV = {**GAME_ENV, "CALLOUT_SECONDS": "60"}
HUGE = "9" * 30


@pytest.fixture
async def calm_world(tmp_path: Path) -> AsyncIterator[World]:
    async with open_world(tmp_path, env=CALM_ENV) as running:
        yield running


def footprint(table: Table) -> tuple[int, int, list[tuple[int, str]]]:
    """What a refused press must leave as it was: version, event count, public messages."""
    return (
        table.version(),
        len(events(table.world, table.game_id)),
        [(m.id, m.content) for m in table.messages()],
    )


async def refused_everywhere(
    tables: list[Table], press: Awaitable[InteractionResult], says: str
) -> str:
    """`press` is refused ephemerally in one sentence containing `says`; no table changed."""
    before = [footprint(t) for t in tables]
    result = await press
    if result.type in (6, 7):
        answer = await result.followup(0, timeout=10)
    else:
        assert result.message is not None, result
        answer = result.message
    assert answer.ephemeral, f"a public answer to a forged press: {answer.content!r}"
    assert says in answer.content, f"expected {says!r}, got {answer.content!r}"
    assert "\n" not in answer.content.strip(), answer.content
    await tables[0].world.idle()
    assert [footprint(t) for t in tables] == before, "a game changed after a forged press"
    return answer.content


def active_seat(table: Table) -> int:
    return int(snapshot_state(table.world, table.game_id)["active"])


async def test_game_a_control_pressed_from_game_b_thread_is_refused(calm_world: World) -> None:
    world = calm_world
    a = await open_table(world, 3, prefix="A")
    b = await open_table(world, 3, prefix="B")
    prompt = await wait_current_prompt(a)
    assert prompt is not None
    roll = prompt_actions(prompt)["roll"][1]
    player = a.members[active_seat(a)]
    lobby = f"gn:{a.game_id}:lobby:join"
    hand = f"gn:{a.game_id}:hand"
    for custom_id in (roll, lobby, hand):
        await refused_everywhere(
            [a, b], player.press_forged(custom_id, channel=b.thread), "another game"
        )
    # The same id pressed in its own thread still works: the check is about the channel.
    assert prompt_version(prompt, a.game_id) == a.version()


async def test_a_forged_idle_skip_of_a_player_who_is_not_idle_is_refused(
    calm_world: World,
) -> None:
    world = calm_world
    table = await open_table(world, 3)
    seat = active_seat(table)
    other = table.members[(seat + 1) % 3]
    for op in ("skip", "remove"):
        forged = f"gn:{table.game_id}:{table.version()}:idle:{op}:{seat}"
        await refused_everywhere(
            [table], other.press_forged(forged, channel=table.thread), "still has time"
        )
    assert snapshot_state(world, table.game_id)["active"] == seat


async def test_a_thirty_digit_number_in_a_custom_id_gets_one_sentence(calm_world: World) -> None:
    world = calm_world
    table = await open_table(world, 3)
    player = table.members[active_seat(table)]
    version = table.version()
    forged = [
        f"gn:{HUGE}:{version}:a:roll",
        f"gn:{table.game_id}:{HUGE}:a:roll",
        f"gn:{table.game_id}:{version}:idle:skip:{HUGE}",
        f"gn:{HUGE}:lobby:join",
        f"gn:{HUGE}:hand",
    ]
    for custom_id in forged:
        await refused_everywhere(
            [table], player.press_forged(custom_id, channel=table.thread), "isn't one this bot"
        )
    assert "Traceback" not in world.bot_log()
