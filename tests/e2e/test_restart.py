"""Scenario 3: the bot is SIGKILLed in the middle of a game and started again on its database.

What must survive: the position (`/game status` reads the same), the old prompt's components
(their custom ids carry the game and version), and every action the bot acknowledged before it
died (all of them are in the events table afterwards). Then the game is played to the end.
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from pathlib import Path

import pytest

from tests.e2e.harness import Member, open_world
from tests.e2e.scenarios import (
    GAME_ENV,
    SecretTracker,
    Table,
    act,
    assert_answered_in_time,
    assert_game_over,
    events,
    legal_options,
    open_table,
    play_randomly,
    play_until_call_out,
    prompt_actions,
    prompt_version,
    snapshot_state,
    wait_current_prompt,
)

RESTART_ENV = {**GAME_ENV, "CALLOUT_SECONDS": "60"}
"""A call-out phase must not close on its own while the position is compared across the kill."""


async def status_of(member: Member, table: Table) -> tuple[str, list[str], bytes]:
    """`/game status`: its text, its bold phase line and scores line, and the board image."""
    result = await member.slash("game status", channel=table.thread)
    assert result.ephemeral, result
    board = result.message.attachment("board.png") if result.message else None
    assert board is not None, f"/game status has no board: {result!r}"
    lines = [line for line in result.content.splitlines() if line.strip()]
    return result.content, lines[1:3], board.data


def phase_and_scores(prompt_text: str) -> list[str]:
    """The bold phase line of a prompt and the scores line under it."""
    lines = prompt_text.splitlines()
    index = max(i for i, line in enumerate(lines) if re.fullmatch(r"\*\*[^*].*\*\*", line))
    return lines[index : index + 2]


@pytest.mark.slow
async def test_a_killed_bot_resumes_the_game(tmp_path: Path) -> None:
    async with open_world(tmp_path, env=RESTART_ENV) as world:
        table = await open_table(world, 4)
        tracker = SecretTracker(world, table.game_id, table.thread_id)
        rng = random.Random(20240601)
        before = await play_randomly(table, rng, 15, tracker=tracker)
        assert not before.finished, "the game ended before the restart; pick another seed"
        acknowledged = list(before.acknowledged)

        # One more action through /play, acknowledged by its reply; then the kill at once.
        prompt = await wait_current_prompt(table)
        assert prompt is not None
        options = await legal_options(table, prompt)
        seat, ids = next(iter(options.items()))
        last = await act(table, table.members[seat], rng.choice(ids), "play")
        assert last.applied, last.refusal
        acknowledged.append(last.result.id)
        prompt = await wait_current_prompt(table)
        assert prompt is not None
        text_before, lines_before, board_before = await status_of(table.members[1], table)
        assert lines_before == phase_and_scores(prompt.content)
        version_before = table.version()

        await world.restart_bot()
        assert world.bot is not None and world.bot.starts == 2

        logged = {e.interaction_id for e in events(world, table.game_id)}
        lost = [i for i in acknowledged if i not in logged]
        assert not lost, f"acknowledged actions missing after the kill: {lost}"
        assert table.version() == version_before

        text_after, lines_after, board_after = await status_of(table.members[2], table)
        assert lines_after == lines_before, (text_before, text_after)
        assert board_after == board_before, "the board drawn after the restart differs"

        # The pre-kill prompt's own component still acts.
        assert table.latest_prompt() is prompt
        options = await legal_options(table, prompt)
        on_prompt = prompt_actions(prompt)
        usable = [(s, a) for s, ids in options.items() for a in ids if a in on_prompt]
        assert usable, f"nothing legal is on the prompt: {options} vs {list(on_prompt)}"
        seat, action_id = rng.choice(usable)
        surface = on_prompt[action_id][0]
        clicked = await act(table, table.members[seat], action_id, surface, prompt=prompt)
        assert clicked.applied, f"the old prompt's {action_id} was refused: {clicked.refusal!r}"
        newest = table.latest_prompt()
        assert newest is None or prompt_version(newest) == version_before + 1 or table.game_over()

        after = await play_randomly(table, rng, 300, tracker=tracker)
        assert after.finished, f"no Game over after the restart: {after}"
        assert_game_over(table)
        logged_all = [e.version for e in events(world, table.game_id)]
        assert logged_all == list(range(1, len(logged_all) + 1)), "a gap in the event log"
        tracker.assert_clean()
        assert_answered_in_time(world)


async def test_a_kill_between_saving_and_posting_still_leaves_a_current_prompt(
    tmp_path: Path,
) -> None:
    """The bot dies after saving an action but before its prompt is posted (the post failed
    with a 500 and discord.py waits 1 s to retry). After the restart the thread must offer a
    prompt for the saved position: the old one's components only answer "out of date"."""
    async with open_world(tmp_path, env=RESTART_ENV) as world:
        table = await open_table(world, 3)
        prompt = await wait_current_prompt(table)
        assert prompt is not None
        options = await legal_options(table, prompt)
        seat, ids = next(iter(options.items()))
        await world.idle()  # the lobby's last edit is out of the way
        writes = rf"/channels/{table.thread_id}/messages(/\d+)?"  # a post or an edit
        fault = world.fake.fail_next("*", writes, 500)
        version = table.version()
        clicked = await table.members[seat].click(
            prompt_actions(prompt)[ids[0]][1], message=prompt, settle=False
        )
        await world.wait_for(lambda: fault.hits, 5, "the failed prompt post")
        await world.restart_bot()
        assert table.version() == version + 1, "the action was saved before the post"
        assert clicked.id in {e.interaction_id for e in events(world, table.game_id)}

        current = await world.wait_for(
            lambda: prompt_version(table.latest_prompt() or prompt) == version + 1,
            5,
            "a prompt for the saved position after the restart",
        )
        assert current


async def test_a_call_out_half_run_before_a_restart_closes_after_the_time_it_had_left(
    tmp_path: Path,
) -> None:
    """Killed halfway through a call-out window, the bot closes it when the window would have
    closed anyway: the clock counts from when the window opened, not from the restart."""
    length = 8.0
    env = {**GAME_ENV, "CALLOUT_SECONDS": str(length)}
    async with open_world(tmp_path, env=env) as world:
        table = await open_table(world, 3)
        await play_until_call_out(table, random.Random(12))
        opened = time.monotonic()
        version = table.version()
        assert snapshot_state(world, table.game_id)["phase"] == "callout"
        await asyncio.sleep(length / 2)
        await world.restart_bot()
        await world.wait_for(lambda: table.version() == version + 1, length + 4, "the timer")
        open_for = time.monotonic() - opened
        assert open_for < length + 2.5, f"the window closed {open_for:.1f} s after it opened"
        closed = events(world, table.game_id)[-1]
        assert (closed.seat, closed.action_id) == (None, "expire"), closed
        newest = await wait_current_prompt(table)
        assert newest is not None and "Time is up for calling out" in newest.content
        assert prompt_version(newest) == version + 1
        assert_answered_in_time(world)


async def test_the_idle_warning_after_a_restart_comes_when_it_was_due(tmp_path: Path) -> None:
    """The idle watch counts from when the position was saved: a restart halfway through the
    wait doesn't start the wait over."""
    warn_after = 8.0
    env = {**GAME_ENV, "IDLE_WARN_SECONDS": str(warn_after), "IDLE_KICK_SECONDS": "600"}
    async with open_world(tmp_path, env=env) as world:
        table = await open_table(world, 3)
        assert await wait_current_prompt(table) is not None
        waiting_since = time.monotonic()
        await asyncio.sleep(warn_after / 2)
        await world.restart_bot()

        def warned() -> bool:
            messages = world.fake.messages(table.thread_id)
            return any("the table is waiting for you" in m.content for m in messages)

        await world.wait_for(warned, warn_after + 4, "the idle warning")
        waited = time.monotonic() - waiting_since
        assert waited < warn_after + 2.5, f"the warning came {waited:.1f} s after the turn began"
