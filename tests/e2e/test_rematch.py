"""Rematch on the Game over: a new lobby in the same thread with the same game, options and
computers, the presser as host, the other people mentioned once; one per finished game, only for
its people, within the table limits, and still working after a restart."""

from __future__ import annotations

import random

import pytest

from tests.e2e.driver import surface
from tests.e2e.driver.db import query, seat_rows
from tests.e2e.driver.table import Table
from tests.e2e.harness import World
from tests.e2e.test_computer_players import _play_until_over

GAME = "goosebumps"
OPTIONS = "first=random, computers=easy"


def _games(world: World) -> list[tuple[int, str, str, int]]:
    return [
        (int(row[0]), row[1], row[2], int(row[3]))
        for row in query(world, "SELECT id, status, options_json, host_id FROM games ORDER BY id")
    ]


@pytest.mark.slow
async def test_rematch_opens_one_lobby_like_the_finished_game_for_its_people(world: World) -> None:
    ana, ben, cal = world.member("Ana"), world.member("Ben"), world.member("Cal")
    opened = await ana.slash(
        "game new", channel=world.channel_id, options={"game": GAME, "options": OPTIONS}
    )
    thread = world.channel(int(surface.THREAD_LINK.search(opened.content)[1]))  # type: ignore[index]
    ana.channel = ben.channel = cal.channel = thread
    lobby = await world.wait_for(
        lambda: world.find_message(thread, predicate=lambda m: m.button("Join") is not None)
    )
    game_id = surface.lobby_game_id(lobby)
    assert game_id is not None
    await ben.click("Join", message=lobby)
    await ana.click("Add computer", message=lobby)
    await ana.click("Start", message=lobby)
    table = Table(world, thread, game_id, [ana, ben], GAME)
    await world.wait_for(table.latest_prompt, 10, "the first turn prompt")
    await _play_until_over(table, random.Random("rematch"))
    over = table.game_over()
    assert over is not None and over.button("Rematch") is not None
    finished = _games(world)

    # Ben already hosts the most tables one member may: his press opens nothing.
    await world.restart_bot(env={"MAX_TABLES_PER_MEMBER": "1"})
    await ben.slash("game new", channel=world.channel_id, game="life-rivals")
    limited = await ben.click("Rematch", message=over)
    assert limited.ephemeral and limited.text.startswith("You already host 1 open table")
    finished = _games(world)

    stranger = await cal.click("Rematch", message=over)
    assert stranger.ephemeral
    assert stranger.text == "Only the people who played this game can ask for a rematch."
    assert _games(world) == finished

    pressed = await ana.click("Rematch", message=over)
    assert pressed.ephemeral and pressed.text == "Your rematch lobby is open here."
    rematch = await world.wait_for(
        lambda: world.find_message(
            thread, predicate=lambda m: m.button("Join") is not None and m.id != lobby.id
        )
    )
    new_id = surface.lobby_game_id(rematch)
    assert new_id is not None and new_id != game_id
    old, new = _games(world)[0], _games(world)[-1]
    assert new == (new_id, "lobby", old[2], ana.id)
    assert [name for _, _, name in seat_rows(world, new_id)] == [
        "Ana",
        seat_rows(world, game_id)[2][2],
    ]
    assert "opened a rematch of **Goosebumps" in rematch.content
    assert rematch.pinged == [ben.id] and rematch.content.count(f"<@{ben.id}>") == 1

    again = await ben.click("Rematch", message=over)
    assert again.ephemeral and again.text.startswith(
        "A rematch of this game has already been opened: https://discord.com/channels/"
    )
    assert again.text.endswith(f"/{rematch.id}.")
    assert len(_games(world)) == len(finished) + 1
