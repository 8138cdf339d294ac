"""Scenario 5: people who click what isn't theirs, click twice, or make things up.

Each gets a one-sentence ephemeral refusal and nothing changes: the snapshot version, the
event log and the thread's public messages stay as they were.
"""

from __future__ import annotations

import asyncio
import copy
import random
from collections.abc import Awaitable

from bot.standin import InteractionResult
from bot.standin.inject import COMPONENT, button_data
from tests.e2e.harness import World
from tests.e2e.scenarios import (
    Table,
    act,
    applied_interactions,
    assert_answered_in_time,
    events,
    game_status,
    legal_options,
    open_table,
    play_randomly,
    play_until_call_out,
    prompt_actions,
    prompt_version,
    query,
    seat_rows,
    snapshot_state,
    wait_current_prompt,
)


async def refused(table: Table, action: Awaitable[InteractionResult], says: str) -> str:
    """Run `action`: refused ephemerally in one sentence containing `says`, changing nothing."""
    world = table.world
    version, logged = table.version(), len(events(world, table.game_id))
    public = [(m.id, m.content) for m in table.messages()]
    result = await action
    if result.type in (6, 7):
        await result.wait(lambda r: r.followups, 10)
        answer = result.followups[0]
    else:
        assert result.message is not None, result
        answer = result.message
    assert answer.ephemeral, f"a public answer to a refused action: {answer.content!r}"
    assert says in answer.content, f"expected {says!r}, got {answer.content!r}"
    assert "\n" not in answer.content.strip(), answer.content
    assert table.version() == version, f"the snapshot moved on after {answer.content!r}"
    assert len(events(world, table.game_id)) == logged
    assert [(m.id, m.content) for m in table.messages()] == public, "a public post appeared"
    return answer.content


def active_member(table: Table) -> int:
    return int(snapshot_state(table.world, table.game_id)["active"])


async def test_wrong_stale_made_up_and_outsider_actions_are_refused(calm_world: World) -> None:
    world = calm_world
    table = await open_table(world, 3)
    prompt = await wait_current_prompt(table)
    assert prompt is not None and "roll" in prompt_actions(prompt), prompt.content
    active = table.members[active_member(table)]
    other = next(m for m in table.members if m is not active)
    roll = prompt_actions(prompt)["roll"][1]

    # Someone else's button.
    await refused(table, other.click(roll, message=prompt), f"It's {active.name}'s turn")
    await refused(
        table, other.slash("play", channel=table.thread, action="roll"), f"{active.name}'s turn"
    )
    # A made-up action, and one longer than any action id.
    await refused(
        table,
        active.slash("play", channel=table.thread, action="teleport:bank"),
        "not a Cheat Street action",
    )
    await refused(
        table, active.slash("play", channel=table.thread, action="x" * 300), "not a Cheat Street"
    )
    # A member outside the game: nothing to choose, nothing to do, nothing to click.
    zed = world.member("Zed")
    assert await zed.autocomplete("play", "action", channel=table.thread) == []
    await refused(
        table, zed.slash("play", channel=table.thread, action="roll"), "not playing in this game"
    )
    await refused(table, zed.click(roll, message=prompt), "not playing in this game")

    # The turn moves on; the old prompt's button is stale even for the right player (a client
    # that still shows the message as it was before its edit).
    as_it_was = copy.deepcopy(prompt)
    rolled = await act(table, active, "roll", "button", prompt=prompt)
    assert rolled.applied, rolled.refusal
    stale = button_data(as_it_was, roll)
    await refused(
        table,
        world.fake.send_interaction(active.user, COMPONENT, stale, message=as_it_was),
        "out of date",
    )
    await refused(
        table, active.slash("play", channel=table.thread, action="roll"), "already rolled"
    )
    assert_answered_in_time(world)


async def test_a_double_click_is_applied_once(calm_world: World) -> None:
    world = calm_world
    table = await open_table(world, 3)
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    active = table.members[active_member(table)]
    version = table.version()
    data = button_data(prompt, prompt_actions(prompt)["roll"][1])
    first, second = await asyncio.gather(
        *(
            world.fake.create_interaction(active.user, COMPONENT, dict(data), message=prompt)
            for _ in range(2)
        )
    )
    await world.wait_for(
        lambda: first.callbacks and second.callbacks, 5, "both clicks to be answered"
    )

    def settled() -> bool:
        applied = applied_interactions(world, table.game_id)
        done = [i for i in (first, second) if i.id in applied]
        refused = [i for i in (first, second) if i.followup_ids]
        return len(done) + len(refused) == 2

    await world.wait_for(settled, 10, "one click applied and the other refused")
    applied = applied_interactions(world, table.game_id) & {first.id, second.id}
    assert len(applied) == 1, f"{len(applied)} of the two clicks were applied"
    assert table.version() == version + 1
    loser = second if first.id in applied else first
    answer = world.fake.state.messages[loser.followup_ids[0]]
    assert answer.ephemeral and "out of date" in answer.content, answer.content
    await wait_current_prompt(table)
    assert [prompt_version(m) for m in table.prompts()].count(version + 1) == 1

    # The same action twice through /play at once: one roll, one refusal.
    await play_randomly(table, random.Random(9), 40)
    prompt = await wait_current_prompt(table)
    if prompt is not None and "roll" in prompt_actions(prompt):
        mover = table.members[active_member(table)]
        version = table.version()
        results = await asyncio.gather(
            mover.slash("play", channel=table.thread, action="roll"),
            mover.click(prompt_actions(prompt)["roll"][1], message=prompt),
        )
        await world.wait_for(lambda: table.version() == version + 1, 5, "one roll")
        applied = applied_interactions(world, table.game_id)
        assert sum(r.id in applied for r in results) == 1
    assert_answered_in_time(world)


async def test_call_out_controls_refuse_who_may_not_call(calm_world: World) -> None:
    world = calm_world
    table = await open_table(world, 4)
    prompt = await play_until_call_out(table, random.Random(77))
    state = snapshot_state(world, table.game_id)
    active = table.members[state["active"]]
    menu = "Call out the active player"
    assert prompt.select(menu) is not None, [s.get("placeholder") for s in prompt.selects()]
    options = await legal_options(table, prompt)
    callers = [s for s, ids in options.items() if any(a.startswith("callout:") for a in ids)]
    assert len(callers) == 1, f"more than one player may call out: {options}"
    caller = table.members[callers[0]]
    waiting = [table.members[s] for s in options if s != callers[0]]
    option = prompt.select(menu)["options"][0]["value"]  # type: ignore[index]

    await refused(table, active.select(menu, option, message=prompt), "can't call yourself")
    await refused(table, active.click("Pass (don't call out)", message=prompt), "can't call")
    if waiting:
        await refused(
            table, waiting[0].select(menu, option, message=prompt), f"{caller.name} may call out"
        )
    await refused(table, world.member("Zed").select(menu, option, message=prompt), "not playing")
    assert_answered_in_time(world)


async def test_ending_a_game_needs_the_host_or_manage_server(calm_world: World) -> None:
    world = calm_world
    table = await open_table(world, 3)
    ben = table.members[1]
    await refused(table, ben.slash("game end", channel=table.thread), "Only the host")
    await refused(table, world.member("Zed").slash("game end", channel=table.thread), "Only")
    assert game_status(world, table.game_id) == "running"

    mod = world.member("Mo", manage_guild=True)
    ended = await mod.slash("game end", channel=table.thread)
    assert ended.ephemeral, ended
    await world.wait_for(lambda: game_status(world, table.game_id) == "abandoned", 5, "the end")
    await refused(table, ben.slash("play", channel=table.thread, action="roll"), "has ended")
    assert await ben.autocomplete("play", "action", channel=table.thread) == []
    assert_answered_in_time(world)


async def test_lobby_refusals(calm_world: World) -> None:
    world = calm_world
    table = await open_table(world, 3)
    games = len(query(world, "SELECT id FROM games"))
    threads = len(world.threads())
    again = await table.members[1].slash("game new", channel=table.thread, game="cheat-street")
    assert again.ephemeral and "already has a game" in again.content, again.content
    assert len(query(world, "SELECT id FROM games")) == games and len(world.threads()) == threads

    host, guest = world.member("Hana"), world.member("Ivo")
    opened = await host.slash("game new", channel=world.channel_id, game="cheat-street")
    assert opened.ephemeral
    lobby_thread = world.latest_thread()
    assert lobby_thread is not None and lobby_thread.id != table.thread_id
    lobby = world.find_message(lobby_thread, predicate=lambda m: m.button("Join") is not None)
    assert lobby is not None
    await guest.click("Join", message=lobby)
    started = await host.slash("game start", channel=lobby_thread)
    assert started.ephemeral and "at least 3 players" in started.content, started.content
    clicked = await host.click("Start", message=lobby)
    await clicked.wait(lambda r: r.followups or r.edits)
    assert clicked.followups and clicked.followups[0].ephemeral, clicked
    assert "at least 3 players" in clicked.followups[0].content
    not_host = await guest.slash("game start", channel=lobby_thread)
    assert not_host.ephemeral and "Only the host" in not_host.content, not_host.content
    rows = query(world, "SELECT status FROM games WHERE channel_id = ?", (lobby_thread.id,))
    assert rows == [("lobby",)]
    assert_answered_in_time(world)


async def test_lobby_races_seat_at_most_six_and_start_once(calm_world: World) -> None:
    """Eight people press Join at once for six seats; the host presses Start twice at once."""
    world = calm_world
    host = world.member("Host")
    crowd = [world.member(f"Guest{n}") for n in range(8)]
    opened = await host.slash("game new", channel=world.channel_id, game="cheat-street")
    assert opened.ephemeral
    thread = world.latest_thread()
    assert thread is not None
    lobby = world.find_message(thread, predicate=lambda m: m.button("Join") is not None)
    assert lobby is not None
    joins = await asyncio.gather(*(m.click("Join", message=lobby) for m in crowd))
    game_id = int(query(world, "SELECT id FROM games WHERE channel_id = ?", (thread.id,))[0][0])
    seated = {u for _, u, _ in seat_rows(world, game_id)}
    assert len(seated) == 6, f"{len(seated)} seats taken at a 6-player table"
    turned_away = [j for j, m in zip(joins, crowd, strict=True) if m.id not in seated]
    assert len(turned_away) == 3
    for result in turned_away:
        answer = result.followups[0] if result.followups else result.message
        assert answer is not None and answer.ephemeral and "full" in answer.content, answer

    data = button_data(lobby, "Start")
    clicks = await asyncio.gather(
        *(
            world.fake.create_interaction(host.user, COMPONENT, dict(data), message=lobby)
            for _ in "ab"
        )
    )
    await world.wait_for(lambda: all(c.callbacks for c in clicks), 5, "both Start clicks answered")
    await world.wait_for(
        lambda: all(len(m.dms()) >= 1 for m in [host, *crowd] if m.id in seated), 10, "the deal"
    )
    await world.idle()
    boards = [m for m in world.messages(thread) if m.attachment("board.png")]
    assert len(boards) == 1, f"the game was started {len(boards)} times"
    assert query(world, "SELECT version FROM snapshots WHERE game_id = ?", (game_id,)) == [(0,)]
    for member in [host, *crowd]:
        dealt = [m for m in member.dms() if "Your goal card" in m.content]
        assert len(dealt) == (1 if member.id in seated else 0), (member.name, dealt)
    assert_answered_in_time(world)


async def test_a_press_on_a_control_an_edit_removed_is_answered_out_of_date(
    calm_world: World,
) -> None:
    """Discord sends the message as it is now, without the pressed control: discord.py would
    drop such a press, so the player must still hear, within 3 s, that it is out of date."""
    world = calm_world
    table = await open_table(world, 3)
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    active = table.members[active_member(table)]
    roll = button_data(prompt, prompt_actions(prompt)["roll"][1])
    rolled = await act(table, active, "roll", "button", prompt=prompt)
    assert rolled.applied, rolled.refusal
    now = world.fake.state.messages[prompt.id]
    assert roll["custom_id"] not in str(now.components), "the edit kept the Roll button"
    await refused(
        table,
        world.fake.send_interaction(active.user, COMPONENT, dict(roll), message=now),
        "out of date",
    )
    assert_answered_in_time(world)


async def test_two_hundred_quick_presses_are_one_roll_and_all_answered(calm_world: World) -> None:
    world = calm_world
    table = await open_table(world, 3)
    prompt = await wait_current_prompt(table)
    assert prompt is not None
    active = table.members[active_member(table)]
    version = table.version()
    roll = button_data(prompt, prompt_actions(prompt)["roll"][1])

    async def press() -> object:
        current = world.fake.state.messages[prompt.id]
        return await world.fake.create_interaction(
            active.user, COMPONENT, dict(roll), message=current
        )

    presses = []
    for _ in range(200):
        presses.append(await press())
        await asyncio.sleep(0.01)
    await world.wait_for(
        lambda: all(p.callbacks for p in presses), 10, "every press to be answered"
    )
    assert table.version() == version + 1, "more than one press was applied"
    applied = applied_interactions(world, table.game_id) & {p.id for p in presses}
    assert len(applied) == 1
    assert_answered_in_time(world)
