"""The quiet table: one message per turn, pings only for a new wait, DMs only for news.

Played through the fake Discord: a whole turn edits one message, the next player's turn posts
one message that pings them, call-out passes edit the window's message, DMs follow secrets
(not punishment markers), a burst of edits is coalesced, a restart edits the same message,
and a turn message a moderator deleted is posted again.
"""

from __future__ import annotations

import random
import re
from typing import Any

from bot.standin import Message, RequestRecord
from tests.e2e.driver.surface import PROMPT_ID
from tests.e2e.harness import Member, World
from tests.e2e.scenarios import (
    Table,
    act,
    cheat_street,
    mentioned,
    open_table,
    play_until_call_out,
    prompt_version,
    snapshot_state,
    wait_current_prompt,
)


def state(table: Table) -> dict[str, Any]:
    return snapshot_state(table.world, table.game_id)


def thread_writes(table: Table, method: str) -> list[RequestRecord]:
    """The bot's successful posts (POST) or edits (PATCH) of the thread's messages."""
    path = re.compile(rf"/channels/{table.thread_id}/messages(/\d+)?")
    return [
        r
        for r in table.world.fake.requests
        if r.method == method and path.fullmatch(r.path) and r.status == 200
    ]


def pinged(record: RequestRecord) -> list[int]:
    """The users a write notifies: its allowed_mentions' user list (nobody if absent)."""
    allowed = (record.payload or {}).get("allowed_mentions") or {}
    if "users" in (allowed.get("parse") or []):
        raise AssertionError(f"a write lets every mention in its text ping: {allowed}")
    return sorted(int(uid) for uid in allowed.get("users") or [])


async def move_action(table: Table, member: Member) -> str:
    """A plain move for the mover: roll, then a destination (or, step by step, a step or a
    stop); never a reveal or a bus ride."""
    choices = await member.autocomplete("play", "action", channel=table.thread)
    ids = [str(c["value"]) for c in choices]
    plain = [a for a in ids if not a.endswith((":reveal", ":bus"))]
    for prefix in ("roll", "go:", "move:", "stop"):
        found = [a for a in plain if a.startswith(prefix)]
        if found:
            return found[0]
    raise AssertionError(f"{member.name} has no plain move: {ids}")


async def play_the_turn(table: Table) -> tuple[Message, int]:
    """The current mover plays their whole move; the turn's message and how many actions."""
    start = state(table)
    assert start["phase"] == "move", start
    mover = table.members[start["active"]]
    turn_message = await wait_current_prompt(table)
    assert turn_message is not None
    posts = len(table.messages())
    actions = 0
    while (s := state(table))["phase"] == "move" and s["active"] == start["active"]:
        outcome = await act(table, mover, await move_action(table, mover), "play")
        assert outcome.applied, outcome.refusal
        actions += 1
        if (s := state(table))["phase"] == "move" and s["active"] == start["active"]:
            assert len(table.messages()) == posts, "a step of the turn posted a new message"
            assert outcome.posted is not None and outcome.posted.id == turn_message.id
    return turn_message, actions


async def test_a_whole_turn_edits_one_message_and_the_next_turn_posts_one(
    calm_world: World,
) -> None:
    table = await open_table(calm_world, 3)
    posts_before = len(thread_writes(table, "POST"))
    turn_message, actions = await play_the_turn(table)
    assert actions >= 2, "a move from Start takes a roll and at least one choice"
    assert " · " in turn_message.content.splitlines()[0], "the story grows on one line"
    assert " rolled " in turn_message.content

    # The next player's turn: exactly one new message, pinging exactly them.
    s = state(table)
    waiting = [table.members[s["active"]].id] if s["phase"] == "move" else None
    new_posts = thread_writes(table, "POST")[posts_before:]
    assert len(new_posts) == 1, [r.payload.get("content") for r in new_posts]
    newest = table.messages()[-1]
    if waiting is not None:
        assert mentioned(newest) == waiting and pinged(new_posts[0]) == waiting
    assert newest.id != turn_message.id and prompt_version(newest) == table.version()
    await calm_world.wait_for(lambda: not turn_message.components, 5, "old controls removed")
    assert turn_message.attachment("board.png") is not None, "the old turn keeps its board"
    assert all(pinged(r) == [] for r in thread_writes(table, "PATCH")), "an edit pinged"


async def test_passes_edit_the_call_out_message_and_dms_follow_only_secrets(
    calm_world: World,
) -> None:
    table = await open_table(calm_world, 4)
    rng = random.Random(8)
    window = await play_until_call_out(table, rng)
    callers = mentioned(window)
    assert len(callers) >= 2, window.content
    target = state(table)["active"]
    mover = table.members[target]
    assert mover.id not in callers
    assert f"It's {mover.mention}'s turn." in window.content
    [post] = [r for r in thread_writes(table, "POST") if r.reply["id"] == str(window.id)]
    assert pinged(post) == sorted([*callers, mover.id]), "the callers and the mover hear of it"

    posts = len(table.messages())
    first = table.by_id(callers[0])
    assert first is not None
    passed = await act(table, first, "pass", "play")
    assert passed.applied, passed.refusal
    assert len(table.messages()) == posts, "a pass posted a new message"
    assert f"{first.name} passed" in window.content
    assert mentioned(window) == callers[1:], "the window now waits for the others only"

    # A wrong call-out: a punishment marker (public) sends no DM; the mover's turn goes on in
    # the same message.
    caller = table.by_id(callers[1])
    assert caller is not None
    hands = state(table)["hands"]
    wrong = next(k for k in cheat_street().board.goal_keys() if k != hands[target])
    dms_before = {m.id: len(m.dms()) for m in table.members}
    called = await act(table, caller, f"callout:{wrong}", "play")
    assert called.applied, called.refusal
    await calm_world.idle()
    assert state(table)["punished"][table.seat_of(caller)]
    assert {m.id: len(m.dms()) for m in table.members} == dms_before, "a DM without news"
    assert len(table.messages()) == posts, "the turn did not go on in the window's message"
    assert mentioned(window) == [mover.id] and "was wrong" in window.content

    # A right call-out: the target's new card is news, and the DM says so.
    window = await play_until_call_out(table, rng)
    s = state(table)
    caller = table.by_id(mentioned(window)[0])
    target_member = table.members[s["active"]]
    assert caller is not None and s["scores"][table.seat_of(caller)] + 5 < 21, s
    before = len(target_member.dms())
    called = await act(table, caller, f"callout:{s['hands'][s['active']]}", "play")
    assert called.applied, called.refusal
    await calm_world.wait_for(lambda: len(target_member.dms()) > before, 5, "the new card's DM")
    assert "Your new goal card:" in target_member.dms()[-1].content
    assert "punishment" not in target_member.dms()[-1].content


def versions_sent(table: Table) -> set[int]:
    """The positions the bot sent with their controls, in posts and edits of the thread."""
    sent = set()
    for record in thread_writes(table, "POST") + thread_writes(table, "PATCH"):
        for row in (record.payload or {}).get("components") or []:
            for component in row.get("components") or []:
                found = PROMPT_ID.match(component.get("custom_id", ""))
                if found:
                    sent.add(int(found["version"]))
    return sent


async def test_a_burst_of_edits_is_coalesced_to_the_latest(calm_world: World) -> None:
    """While an edit waits out Discord's rate limit, newer states of the message replace the
    pending one: intermediate positions are never sent, and the newest one is shown."""
    table = await open_table(calm_world, 3)
    first = table.version()
    path = rf"/channels/{table.thread_id}/messages/\d+"
    calm_world.fake.rate_limit_next("PATCH", path, retry_after=0.8, times=3)
    while table.version() < first + 6 and state(table)["phase"] == "move":
        mover = table.members[state(table)["active"]]
        action = await move_action(table, mover)
        done = await mover.slash("play", channel=table.thread, action=action)
        assert not done.loading, done
    last = table.version()
    await calm_world.wait_for(
        lambda: prompt_version(table.latest_prompt() or table.messages()[-1]) == last,
        10,
        "the newest position shown",
    )
    await calm_world.idle(quiet=1.2)  # longer than a retry_after: every edit has landed
    assert last - first >= 3, "the burst was too short to tell"
    skipped = set(range(first + 1, last + 1)) - versions_sent(table)
    assert skipped, "every intermediate position was sent: nothing was coalesced"


async def test_after_a_restart_the_turns_message_is_edited_not_duplicated(
    calm_world: World,
) -> None:
    world = calm_world
    table = await open_table(world, 3)
    turn_message = await wait_current_prompt(table)
    assert turn_message is not None
    mover = table.members[state(table)["active"]]
    rolled = await act(table, mover, "roll", "play")
    assert rolled.applied and rolled.posted is not None
    assert rolled.posted.id == turn_message.id
    posts = len(thread_writes(table, "POST"))
    await world.restart_bot()
    await world.idle()
    assert len(thread_writes(table, "POST")) == posts, "the restart posted the turn again"
    step = await act(table, mover, await move_action(table, mover), "play")
    assert step.applied, step.refusal
    assert step.posted is not None and " rolled " in turn_message.content
    if state(table)["active"] == table.seat_of(mover):
        assert step.posted.id == turn_message.id, "the step went to another message"
        assert len(thread_writes(table, "POST")) == posts
    else:
        assert len(thread_writes(table, "POST")) == posts + 1, "only the next turn is new"


async def test_a_turn_message_deleted_by_a_moderator_is_posted_again(calm_world: World) -> None:
    table = await open_table(calm_world, 3)
    turn_message = await wait_current_prompt(table)
    assert turn_message is not None
    mover = table.members[state(table)["active"]]
    calm_world.fake.state.messages[turn_message.id].deleted = True  # a moderator removed it

    rolled = await act(table, mover, "roll", "play")
    assert rolled.applied, rolled.refusal
    fresh = await wait_current_prompt(table)
    assert fresh is not None and fresh.id != turn_message.id
    assert " rolled " in fresh.content and fresh.attachment("board.png") is not None
    [repost] = [r for r in thread_writes(table, "POST") if r.reply["id"] == str(fresh.id)]
    assert pinged(repost) == [], "posting the turn again pings nobody"

    posts = len(table.messages())
    step = await act(table, mover, await move_action(table, mover), "play")
    assert step.applied, step.refusal
    if state(table)["active"] == table.seat_of(mover):
        assert len(table.messages()) == posts and step.posted is not None
        assert step.posted.id == fresh.id, "later edits go to the new message"
    else:
        assert len(table.messages()) == posts + 1, "the next turn only is a new message"
        await calm_world.wait_for(lambda: not fresh.components, 5, "the reposted turn retired")
