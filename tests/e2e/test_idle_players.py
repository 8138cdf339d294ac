"""Idle players: the bot warns them, then the others may skip their turn or remove them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.e2e.harness import Member, World, open_world

FAST_IDLE = {"IDLE_WARN_SECONDS": "0.6", "IDLE_KICK_SECONDS": "0.6", "CALLOUT_SECONDS": "600"}


async def _start(world: World, names: list[str]) -> list[Member]:
    members = [world.member(name) for name in names]
    await members[0].slash("game new", game="cheat-street")
    for member in members[1:]:
        await member.click("Join")
    await members[0].click("Start")
    return members


def _asked(world: World, members: list[Member]) -> Member | None:
    """Whom the newest turn prompt asks to act (the mention before ': your move.')."""
    prompt = world.find_message(
        world.latest_thread(), predicate=lambda m: "your move." in m.content
    )
    match = re.search(r"<@(\d+)>: your move\.", prompt.content) if prompt else None
    return next((m for m in members if match and m.id == int(match.group(1))), None)


async def _waiting_for(world: World, members: list[Member]) -> Member:
    return await world.wait_for(lambda: _asked(world, members))


def _status(world: World) -> str:
    return str(world.query("SELECT status FROM games ORDER BY id DESC")[0][0])


@pytest.mark.slow
async def test_an_idle_player_is_warned_then_skipped_by_another(tmp_path: Path) -> None:
    async with open_world(tmp_path, env=FAST_IDLE) as world:
        members = await _start(world, ["Ana", "Ben", "Cy"])
        thread = world.latest_thread()
        idle = await _waiting_for(world, members)
        warning = await world.wait_for(
            lambda: world.find_message(thread, predicate=lambda m: "waiting for you" in m.content)
        )
        assert idle.mention in warning.content
        allowed = warning.raw.get("allowed_mentions") or {}
        pinged = [int(uid) for uid in allowed.get("users") or []]
        assert pinged == [idle.id], "the warning may ping the idle player only"
        assert "users" not in (allowed.get("parse") or []), allowed
        offer = await world.wait_for(
            lambda: world.find_message(
                thread, predicate=lambda m: m.button(f"Skip {idle.name}'s turn")
            )
        )
        refused = await idle.click(f"Skip {idle.name}'s turn", message=offer)
        refusal = await refused.followup(0)
        assert refusal.ephemeral and "yourself" in refusal.content
        other = next(m for m in members if m is not idle)
        await other.click(f"Skip {idle.name}'s turn", message=offer)
        await world.wait_for(lambda: _asked(world, members) not in (None, idle))
        assert any("took too long" in m.content for m in world.thread_messages(thread))
        stale = await other.click(f"Skip {idle.name}'s turn", message=offer)
        assert (await stale.followup(0)).ephemeral
        assert _status(world) == "running"


@pytest.mark.slow
async def test_removing_an_idle_player_from_three_skips_the_seat_and_the_game_goes_on(
    tmp_path: Path,
) -> None:
    async with open_world(tmp_path, env=FAST_IDLE) as world:
        members = await _start(world, ["Ana", "Ben", "Cy"])
        thread = world.latest_thread()
        idle = await _waiting_for(world, members)
        offer = await world.wait_for(
            lambda: world.find_message(thread, predicate=lambda m: m.button(f"Remove {idle.name}"))
        )
        other = next(m for m in members if m is not idle)
        await other.click(f"Remove {idle.name}", message=offer)
        left = await world.wait_for(
            lambda: world.find_message(
                thread, predicate=lambda m: m.button("Computer takes over") is not None
            )
        )
        assert f"{idle.name} was removed." in left.content and not left.pinged
        await world.wait_for(lambda: _asked(world, members) not in (None, idle))
        assert _status(world) == "running"
        late = await idle.slash("play", action="roll")
        assert late.ephemeral and "not playing" in late.text


@pytest.mark.slow
async def test_removing_an_idle_player_from_four_lets_the_others_play_on(tmp_path: Path) -> None:
    async with open_world(tmp_path, env=FAST_IDLE) as world:
        members = await _start(world, ["Ana", "Ben", "Cy", "Dee"])
        thread = world.latest_thread()
        idle = await _waiting_for(world, members)
        offer = await world.wait_for(
            lambda: world.find_message(thread, predicate=lambda m: m.button(f"Remove {idle.name}"))
        )
        other = next(m for m in members if m is not idle)
        await other.click(f"Remove {idle.name}", message=offer)
        await world.wait_for(lambda: _asked(world, members) not in (None, idle))
        await world.wait_for(
            lambda: world.find_message(thread, predicate=lambda m: "was removed" in m.content)
        )
        assert _status(world) == "running"
        gone = await idle.slash("game hand")
        assert gone.ephemeral and "not playing" in gone.text
        refused = await idle.slash("play", action="roll")
        assert refused.ephemeral and "Done" not in refused.text
