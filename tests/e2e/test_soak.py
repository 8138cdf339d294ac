"""Soak: one game, the bot SIGKILLed at random moments again and again.

Each kill races an action through `/play`: it may land before the action, during the save, while
posting, or during the DMs. Afterwards the event log must hold every action the bot acknowledged,
with no gap, replay to the saved position, and every player's last DM must show their card.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from pathlib import Path

import pytest

from bot.engine import apply_logged, dumps_state
from tests.e2e.harness import open_world
from tests.e2e.scenarios import (
    GAME_ENV,
    GOAL_LINE,
    Table,
    act,
    ask_hand,
    cheat_street,
    events,
    legal_options,
    open_table,
    play_randomly,
    query,
    seat_rows,
    wait_current_prompt,
)

KILLS = 20
SOAK_ENV = {**GAME_ENV, "CALLOUT_SECONDS": "60"}


def assert_log_holds(table: Table, acknowledged: list[int]) -> None:
    """Every acknowledged action is logged once, versions run 1..n without a gap."""
    logged = events(table.world, table.game_id)
    ids = [e.interaction_id for e in logged if e.interaction_id is not None]
    assert len(ids) == len(set(ids)), "an action was applied twice"
    lost = set(acknowledged) - set(ids)
    assert not lost, f"acknowledged actions lost: {lost}"
    assert [e.version for e in logged] == list(range(1, len(logged) + 1)), "a gap in the log"


def assert_log_replays_to_the_snapshot(table: Table) -> None:
    game, world = cheat_street(), table.world
    seed = int(query(world, "SELECT seed FROM games WHERE id = ?", (table.game_id,))[0][0])
    state = game.setup([n for _, _, n in seat_rows(world, table.game_id)], seed, {})
    for event in events(world, table.game_id):
        state, _ = apply_logged(game, state, event.seat, event.action_id)
    saved = query(world, "SELECT state_json FROM snapshots WHERE game_id = ?", (table.game_id,))
    assert dumps_state(game, state) == saved[0][0], "the log does not replay to the snapshot"


async def assert_last_dms_match_hands(table: Table) -> None:
    """Once the restarted bot has settled, each player's newest DM shows their current card."""
    await table.world.idle(timeout=20)
    for member in table.members:
        cards = [c.strip() for dm in member.dms() for c in GOAL_LINE.findall(dm.content)]
        hand = await ask_hand(table, member)
        assert cards and cards[-1] == hand, f"{member.name}'s last DM {cards[-1:]}, hand {hand}"


async def one_killed_action(table: Table, rng: random.Random) -> int | None:
    """Start one action and kill the bot at a random moment; its id if it was acknowledged."""
    prompt = await wait_current_prompt(table)
    if prompt is None:
        return None
    seat, ids = rng.choice(list((await legal_options(table, prompt)).items()))
    task = asyncio.create_task(act(table, table.members[seat], rng.choice(ids), "play"))
    await asyncio.sleep(rng.uniform(0.0, 0.5))
    await table.world.restart_bot()
    if not task.done():
        task.cancel()
    with contextlib.suppress(BaseException):
        outcome = await task
        if outcome.applied:
            return outcome.result.id
    return None


@pytest.mark.slow
async def test_twenty_kills_at_random_moments_lose_no_acknowledged_action(
    tmp_path: Path,
) -> None:
    async with open_world(tmp_path, env=SOAK_ENV) as world:
        # Six players and at most one quiet action between kills: a game to 21 points lasts
        # far longer than twenty kills, whatever deal the bot draws.
        table = await open_table(world, 6)
        rng = random.Random(2026)
        acknowledged: list[int] = []
        kills = 0
        while kills < KILLS:
            played = await play_randomly(table, rng, rng.randint(0, 1))
            acknowledged += played.acknowledged
            if played.finished:
                break
            landed = await one_killed_action(table, rng)
            kills += 1
            if landed is not None:
                acknowledged.append(landed)
            assert_log_holds(table, acknowledged)
            await assert_last_dms_match_hands(table)
        assert kills == KILLS, f"the game ended after {kills} kills; pick another seed"

        rest = await play_randomly(table, rng, 400)
        acknowledged += rest.acknowledged
        assert rest.finished, rest
        assert_log_holds(table, acknowledged)
        assert_log_replays_to_the_snapshot(table)
        await assert_last_dms_match_hands(table)
