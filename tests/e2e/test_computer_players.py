"""Computer players through the fake Discord: seated from the lobby, playing to Game over with a
restart in the middle, taking over the seat of a person who left, never pinged nor sent a DM."""

from __future__ import annotations

import asyncio
import random
import time

import pytest

from tests.e2e.driver import surface
from tests.e2e.driver.db import seat_rows, snapshot_state
from tests.e2e.driver.play import act, legal_options
from tests.e2e.driver.table import Table
from tests.e2e.harness import Member, World
from tests.platform.catalog import registered_games

GAMES = [(entry.key, entry.rules.min_players) for entry in registered_games()]
COMPUTER = " (computer)"


async def _open_with_computers(world: World, key: str, people: list[Member], seats: int) -> Table:
    """The first person opens a lobby, the others join, the host fills the table with
    computers and starts it."""
    host = people[0]
    opened = await host.slash("game new", channel=world.channel_id, game=key)
    link = surface.THREAD_LINK.search(opened.content)
    assert link, opened.content
    thread = world.channel(int(link[1]))
    for person in people:
        person.channel = thread
    lobby = await world.wait_for(
        lambda: world.find_message(thread, predicate=lambda m: m.button("Join") is not None)
    )
    game_id = surface.lobby_game_id(lobby)
    assert game_id is not None
    for person in people[1:]:
        await person.click("Join", message=lobby)
    for _ in range(seats - len(people)):
        added = await host.click("Add computer", message=lobby)
        assert not added.ephemeral, added.text
    await host.click("Start", message=lobby)
    table = Table(world, thread, game_id, people, key)
    await world.wait_for(table.latest_prompt, 10, "the first turn prompt")
    return table


async def _play_until_over(
    table: Table, rng: random.Random, *, restart_after: int | None = None, seconds: float = 240
) -> int:
    """The people play random legal moves whenever the game asks them; the computers play
    their own, as fast as they like. Restarts the bot once after ``restart_after`` moves of
    the people."""
    moves = 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if table.game_over() is not None:
            return moves
        version = table.version()
        prompt = table.latest_prompt()
        shown = prompt is not None and surface.prompt_version(prompt, table.game_id) == version
        asked = surface.mentioned(prompt) if shown and prompt is not None else []
        if not asked or any(table.by_id(uid) is None for uid in asked):
            await asyncio.sleep(0.02)  # the computers (or an empty seat's skip) move on alone
            continue
        assert prompt is not None
        options = await legal_options(table, prompt)
        if not options:
            continue
        seat = rng.choice(sorted(options))
        outcome = await act(table, table.members[seat], rng.choice(options[seat]), "play")
        moved_on = table.version() != version  # a computer answered the same window first
        assert outcome.applied or outcome.raced or moved_on, outcome.refusal
        moves += outcome.applied
        if restart_after is not None and moves == restart_after:
            await table.world.restart_bot()
    raise AssertionError(f"no Game over after {seconds} s")


def _assert_nobody_pinged_a_computer(table: Table) -> None:
    for message in table.world.thread_messages(table.thread):
        assert all(uid > 0 for uid in message.pinged), message.content
        assert "<@-" not in message.content, message.content


@pytest.mark.slow
@pytest.mark.parametrize(("key", "seats"), GAMES, ids=[key for key, _ in GAMES])
async def test_one_person_and_computers_play_to_game_over_through_a_restart(
    world: World, key: str, seats: int
) -> None:
    ana = world.member("Ana")
    table = await _open_with_computers(world, key, [ana], seats)
    names = [name for _, _, name in seat_rows(world, table.game_id)]
    assert names[0] == "Ana" and all(name.endswith(COMPUTER) for name in names[1:])
    await _play_until_over(table, random.Random(key), restart_after=3)
    over = table.game_over()
    assert over is not None and over.content.startswith("Game over")
    assert any(name in over.content for name in names[1:]), "the standings name no computer"
    _assert_nobody_pinged_a_computer(table)
    assert snapshot_state(world, table.game_id)["phase"] == "over"
    recap = await world.wait_for(
        lambda: world.find_message(table.thread, predicate=lambda m: "in pictures" in m.content),
        60,
        "the recap",
    )
    assert "recap.gif" in [a.filename for a in recap.attachments] and not recap.pinged


@pytest.mark.slow
@pytest.mark.parametrize(("key", "seats"), GAMES, ids=[key for key, _ in GAMES])
async def test_a_computer_takes_over_the_seat_of_a_person_who_left(
    world: World, key: str, seats: int
) -> None:
    ana, ben = world.member("Ana"), world.member("Ben")
    table = await _open_with_computers(world, key, [ana, ben], max(seats, 2))
    rng = random.Random(f"{key}/leave")
    left = await ben.slash("game leave", channel=table.thread)
    assert left.ephemeral and "left the game" in left.text
    offer = await world.wait_for(
        lambda: world.find_message(
            table.thread, predicate=lambda m: m.button("Computer takes over") is not None
        )
    )
    assert "Ben left the game." in offer.content and not offer.pinged
    refused = await ben.click("Computer takes over", message=offer)
    assert refused.ephemeral and "not playing" in refused.text
    taken = await ana.click("Computer takes over", message=offer)
    assert taken.ephemeral and taken.text == "Done."
    await world.wait_for(
        lambda: any(
            "Ben (computer) plays Ben's seat" in m.content
            for m in world.thread_messages(table.thread)
        )
    )
    rows = seat_rows(world, table.game_id)
    assert rows[1][2] == "Ben (computer)" and rows[1][1] < 0
    table.members = [ana]
    await _play_until_over(table, rng)
    assert table.game_over() is not None
    _assert_nobody_pinged_a_computer(table)


@pytest.mark.slow
async def test_bad_computer_requests_are_refused_in_one_sentence(world: World) -> None:
    ana, ben = world.member("Ana"), world.member("Ben")
    opened = await ana.slash("game new", channel=world.channel_id, game="life-rivals")
    thread = world.channel(int(surface.THREAD_LINK.search(opened.content)[1]))  # type: ignore[index]
    ana.channel = ben.channel = thread
    lobby = await world.wait_for(
        lambda: world.find_message(thread, predicate=lambda m: m.button("Join") is not None)
    )
    none = await ana.slash("game computer remove")
    assert none.ephemeral and none.text == "There is no computer at this table to remove."
    await ben.click("Join", message=lobby)
    not_host = await ben.click("Add computer", message=lobby)
    assert not_host.ephemeral and not_host.text == "Only the host can add a computer."
    full = await ana.slash("game computer add")
    assert full.ephemeral and full.text == "This table is full (2 players)."
    game_id = surface.lobby_game_id(lobby)
    assert [name for _, _, name in seat_rows(world, game_id or 0)] == ["Ana", "Ben"]
    await ana.click("Start", message=lobby)
    late = await ana.slash("game computer add")
    assert late.ephemeral and late.text == "This game has already started."
    nobody_left = await ana.slash("game takeover")
    assert nobody_left.ephemeral and "Nobody has left" in nobody_left.text
