"""Scenario 4: Discord misbehaves in the middle of a game and the bot copes.

The gateway connection drops (the bot resumes and the next command works), the write of a turn
message (a post or an edit) is answered with HTTP 500 once (retried, shown once, nothing
corrupted), and a 429 with `retry_after` is waited out before the request is sent again.
"""

from __future__ import annotations

import random
import re

from bot.standin import RequestRecord
from tests.e2e.harness import World
from tests.e2e.scenarios import (
    Outcome,
    Table,
    act,
    assert_answered_in_time,
    assert_boards_are_public,
    events,
    legal_options,
    open_table,
    play_randomly,
    prompt_actions,
    prompt_version,
    wait_current_prompt,
)


async def next_action(table: Table, rng: random.Random, surface: str) -> Outcome:
    """One legal action of the current prompt, through `surface` if it is on the prompt."""
    prompt = await wait_current_prompt(table)
    assert prompt is not None, "the game ended early"
    options = await legal_options(table, prompt)
    on_prompt = prompt_actions(prompt)
    choices = [(s, a) for s, ids in options.items() for a in ids]
    if surface != "play":
        choices = [(s, a) for s, a in choices if a in on_prompt] or choices
    seat, action_id = rng.choice(choices)
    on_it = surface != "play" and action_id in on_prompt
    surface = on_prompt[action_id][0] if on_it else "play"
    return await act(table, table.members[seat], action_id, surface, prompt=prompt)


def turn_writes_path(table: Table) -> str:
    """Posts and edits of the thread's messages: the turn message is either."""
    return rf"/channels/{table.thread_id}/messages(/\d+)?"


def turn_writes(table: Table) -> list[RequestRecord]:
    path = re.compile(turn_writes_path(table))
    return [
        r
        for r in table.world.fake.requests
        if r.method in ("POST", "PATCH") and path.fullmatch(r.path)
    ]


def prompts_at(table: Table, version: int) -> list[int]:
    return [m.id for m in table.prompts() if prompt_version(m, table.game_id) == version]


def assert_log_intact(world: World, table: Table) -> None:
    logged = events(world, table.game_id)
    assert [e.version for e in logged] == list(range(1, len(logged) + 1)), "a gap in the log"
    assert logged[-1].version == table.version(), "the snapshot and the log disagree"


async def test_a_dropped_gateway_is_resumed_mid_game(world: World) -> None:
    rng = random.Random(4)
    table = await open_table(world, 3)
    await play_randomly(table, rng, 5)
    identifies = len(world.fake.gateway.identifies)
    await world.fake.drop_gateway()
    await world.wait_for(
        lambda: world.fake.gateway.resumes and world.fake.gateway.connected, 15, "a RESUME"
    )
    assert len(world.fake.gateway.identifies) == identifies, "re-identified instead of resuming"
    status = await table.members[1].slash("game status", channel=table.thread)
    assert status.ephemeral and status.message and status.message.attachment("board.png")
    for surface in ("play", "button"):
        outcome = await next_action(table, rng, surface)
        assert outcome.applied, outcome.refusal
    assert_log_intact(world, table)
    assert_answered_in_time(world)


async def test_a_500_on_a_turn_message_write_is_retried_once_and_the_game_is_intact(
    world: World,
) -> None:
    rng = random.Random(5)
    table = await open_table(world, 3)
    await play_randomly(table, rng, 3)
    version = table.version()
    await world.idle()  # earlier edits are out of the way
    writes = len(turn_writes(table))
    fault = world.fake.fail_next("*", turn_writes_path(table), 500)

    outcome = await next_action(table, rng, "button")
    assert outcome.applied, outcome.refusal
    assert fault.hits, "the fault was never hit"
    statuses = [r.status for r in turn_writes(table)[writes:]]
    assert statuses[:2] == [500, 200], statuses
    assert table.version() == version + 1
    assert len(prompts_at(table, version + 1)) == 1 or table.game_over(), "posted twice or never"
    assert_log_intact(world, table)
    assert_boards_are_public(table)  # the retried upload carries the whole image

    after = await next_action(table, rng, "play")
    assert after.applied, after.refusal
    assert table.version() == version + 2
    assert_log_intact(world, table)
    assert_answered_in_time(world)


async def test_a_429_retry_after_is_honoured_on_a_turn_message_write(world: World) -> None:
    rng = random.Random(6)
    table = await open_table(world, 3)
    await world.idle()  # earlier edits are out of the way
    writes = len(turn_writes(table))
    world.fake.rate_limit_next("*", turn_writes_path(table), retry_after=0.6)

    outcome = await next_action(table, rng, "play")
    assert outcome.applied, outcome.refusal
    first, second = turn_writes(table)[writes : writes + 2]
    assert (first.status, second.status) == (429, 200)
    assert (first.method, first.path) == (second.method, second.path)
    assert second.at - first.at >= 0.6, f"retried after {second.at - first.at:.3f}s"
    assert len(prompts_at(table, table.version())) == 1 or table.game_over()
    assert_log_intact(world, table)
    after = await next_action(table, rng, "button")
    assert after.applied, after.refusal
    assert_answered_in_time(world)
