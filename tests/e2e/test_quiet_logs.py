"""The operator's log: quiet about repeated deliveries, silent about players' cards.

The harness runs the bot at LOG_LEVEL=DEBUG, where discord.py would write every request body
(DMs included) to the log.
"""

from __future__ import annotations

import random

from bot.standin.inject import COMPONENT, button_data
from tests.e2e.harness import World
from tests.e2e.scenarios import (
    GOAL_LINE,
    ask_hand,
    open_table,
    play_randomly,
    prompt_actions,
    wait_current_prompt,
)

REPEAT = "delivered again"


async def test_an_interaction_delivered_five_times_is_applied_once_and_logged_quietly(
    world: World,
) -> None:
    table = await open_table(world, 3)
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    version = table.version()
    active = next(m for m in table.members if m.mention in prompt.content)
    data = button_data(prompt, prompt_actions(prompt)["roll"][1])
    click = await world.fake.create_interaction(active.user, COMPONENT, data, message=prompt)
    await world.fake.redeliver(click, 4)
    await world.wait_for(lambda: world.bot_log().count(REPEAT) == 4, 10, "four repeats logged")
    await world.idle()
    assert table.version() == version + 1, "the roll was applied more or less than once"
    log = world.bot_log()
    assert "Traceback" not in log
    assert all(" INFO " in line for line in log.splitlines() if REPEAT in line)


async def test_no_card_reaches_a_debug_log_of_a_whole_game(world: World) -> None:
    table = await open_table(world, 3)
    played = await play_randomly(table, random.Random(777), 300)
    assert played.finished, played
    hands = [await ask_hand(table, member) for member in table.members]
    private_lines = {
        line
        for member in table.members
        for dm in member.dms()
        for line in dm.content.splitlines()
        if GOAL_LINE.search(line)
    }
    assert private_lines and hands
    log = world.bot_log()
    assert "DEBUG" in log, "the bot did not run at DEBUG"
    leaked = [line for line in private_lines if line in log]
    assert not leaked, f"secret lines in the log: {leaked}"
    assert not [card for card in hands if f"Your goal card: {card}" in log]
