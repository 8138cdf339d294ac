"""The recap under Game over, through the fake Discord: a game that spans an upgrade of the bot
still gets the recap of the game as it was played."""

from __future__ import annotations

import io
import random

from PIL import Image

from renderers.recap import MAX_BYTES, MAX_FRAMES, turn_ends
from tests.e2e.driver.db import events, game_seed, seat_rows
from tests.e2e.harness import World
from tests.e2e.test_computer_players import _open_with_computers, _play_until_over
from tests.platform.catalog import registered_games


async def test_a_game_that_spans_an_upgrade_gets_the_recap_of_the_game_it_was(
    world: World,
) -> None:
    """The upgrade deals the game otherwise (its seed changed under the running game), so its
    event log no longer replays: the recap is drawn from the positions the game really had."""
    ana = world.member("Ana")
    table = await _open_with_computers(world, "goosebumps", [ana], 2)
    seed = game_seed(world, table.game_id)
    world.execute("UPDATE games SET seed = ? WHERE id = ?", (seed + 1, table.game_id))
    await world.restart_bot()
    await _play_until_over(table, random.Random(7))
    recap = await world.wait_for(
        lambda: world.find_message(table.thread, predicate=lambda m: "in pictures" in m.content),
        60,
        "the recap",
    )
    gif = next(a for a in recap.attachments if a.filename == "recap.gif")
    assert sum(a.size for a in recap.attachments) <= MAX_BYTES
    players = [name for _, _, name in seat_rows(world, table.game_id)]
    log = [(e.seat, e.action_id) for e in events(world, table.game_id)]
    played = turn_ends(registered_games().entry("goosebumps").rules, players, seed, {}, log)
    assert Image.open(io.BytesIO(gif.data)).n_frames == min(MAX_FRAMES, len(played)) > 2
