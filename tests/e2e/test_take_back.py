"""Taking back a choice through Discord: the mover asks on the turn's message, the others allow
or refuse; a take-back after a roll, by someone else, or asked twice is refused in one sentence."""

from __future__ import annotations

from collections.abc import Awaitable

from bot.standin import InteractionResult
from tests.e2e.harness import Member, World
from tests.e2e.scenarios import (
    Table,
    act,
    events,
    open_table,
    prompt_actions,
    snapshot_state,
    wait_current_prompt,
)


async def refused(table: Table, press: Awaitable[InteractionResult], *says: str) -> None:
    """The press is answered privately in one sentence saying one of ``says``; nothing is
    saved."""
    version, logged = table.version(), len(events(table.world, table.game_id))
    result = await press
    await result.wait(lambda r: r.followups, 10)
    answer = result.followups[0]
    assert answer.ephemeral and any(s in answer.content for s in says), answer.content
    assert "\n" not in answer.content.strip(), answer.content
    assert table.version() == version
    assert len(events(table.world, table.game_id)) == logged


async def roll_and_choose(table: Table) -> tuple[Member, dict[str, object]]:
    """The player on turn rolls, then picks a destination that turns no card over; the mover
    and the position before the destination."""
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    mover = table.members[int(snapshot_state(table.world, table.game_id)["active"])]
    rolled = await act(table, mover, "roll", prompt_actions(prompt)["roll"].kind, prompt=prompt)
    assert rolled.applied, rolled.refusal
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    assert "takeback:ask" not in prompt_actions(prompt), "a roll was offered to take back"
    await refused(
        table,
        mover.press_forged(f"gn:{table.game_id}:{table.version()}:a:takeback:ask"),
        "no choice to take back",
    )
    before = snapshot_state(table.world, table.game_id)
    choices = prompt_actions(prompt)
    chosen = next(a for a in choices if a.startswith("go:") and not a.endswith(":reveal"))
    moved = await act(table, mover, chosen, choices[chosen].kind, prompt=prompt)
    assert moved.applied, moved.refusal
    return mover, before


async def test_a_take_back_allowed_and_one_refused(calm_world: World) -> None:
    world = calm_world
    table = await open_table(world, 3)
    mover, before = await roll_and_choose(table)
    others = [m for m in table.members if m is not mover]
    prompt = await wait_current_prompt(table)
    assert prompt is not None and "takeback:ask" in prompt_actions(prompt)
    await refused(table, others[0].click("Take back", message=prompt), f"Only {mover.name}")
    ask = prompt_actions(prompt)["takeback:ask"].custom_id
    await mover.click("Take back", message=prompt)
    await world.wait_for(
        lambda: world.find_message(
            table.thread,
            predicate=lambda m: (
                m.button("Refuse") is not None or m.button(f"{others[0].name}: Allow") is not None
            ),
        ),
        10,
        "the others asked",
    )
    # Pressed again (its button is gone since the first press).
    await refused(table, mover.press_forged(ask), "already asked")
    version = table.version()
    for other in others:
        await other.click(f"{other.name}: Allow")
    await world.wait_for(lambda: table.version() == version + 1, 10, "the choice taken back")
    assert snapshot_state(world, table.game_id) == before
    assert events(world, table.game_id)[-1].action_id.startswith("takeback:")
    await world.idle()
    story = [m.content for m in table.messages()]
    assert any(f"{mover.name} took back their last choice" in text for text in story), story

    prompt = await wait_current_prompt(table)
    assert prompt is not None
    choices = prompt_actions(prompt)
    chosen = next(a for a in choices if a.startswith("go:") and not a.endswith(":reveal"))
    moved = await act(table, mover, chosen, choices[chosen].kind, prompt=prompt)
    assert moved.applied, moved.refusal
    after = snapshot_state(world, table.game_id)
    prompt = await wait_current_prompt(table)
    await mover.click("Take back", message=prompt)
    await world.wait_for(
        lambda: world.find_message(
            table.thread, predicate=lambda m: m.button(f"{others[1].name}: Refuse") is not None
        ),
        10,
        "the others asked",
    )
    version = table.version()
    await others[1].click(f"{others[1].name}: Refuse")
    await world.idle()
    assert table.version() == version and snapshot_state(world, table.game_id) == after
    story = [m.content for m in table.messages()]
    assert any(f"{others[1].name} refused" in text for text in story), story
