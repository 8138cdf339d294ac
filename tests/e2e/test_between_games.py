"""Between games, through the fake Discord: a game played to Game over shows in `/game stats`
(a picture and the same as text) and `/game history` (newest first, paged by buttons that work
after a restart); an unknown game and a server with no finished game get one sentence."""

from __future__ import annotations

import io
import random
from typing import Any

from PIL import Image

from bot.standin import InteractionResult
from tests.e2e.harness import World
from tests.e2e.test_computer_players import _open_with_computers, _play_until_over


def _attachments(result: InteractionResult) -> list[Any]:
    """The files of an answer and its follow-ups (a deferred answer is filled in by one)."""
    return [a for m in result.messages for a in m.attachments]


async def test_a_finished_game_shows_in_the_standings_and_the_history(world: World) -> None:
    ana, dee = world.member("Ana"), world.member("Dee")
    table = await _open_with_computers(world, "life-rivals", [ana], 2)
    await _play_until_over(table, random.Random(3))
    over = table.game_over()
    assert over is not None
    ana_won = ana.mention in over.content
    await world.idle()

    stats = await dee.slash("game stats", channel=world.channel_id)
    assert stats.ephemeral and "The Game of Life: Rivals Edition" in stats.text
    assert "**Ana**" in stats.text and "**Normal (computer)**" in stats.text
    assert ("1. **Ana**" in stats.text) == ana_won
    picture = next(a for a in _attachments(stats) if a.filename == "standings.png")
    assert Image.open(io.BytesIO(picture.data)).width == 640

    own = await ana.slash("game stats", channel=world.channel_id, game="life-rivals")
    assert own.ephemeral and "← you" in own.text and "1 game" in own.text

    history = await dee.slash("game history", channel=world.channel_id)
    assert history.ephemeral and f"<#{table.thread.id}>" in history.text
    assert "<t:" in history.text and ("Ana, " in history.text or ", Ana" in history.text)
    winner = "Ana" if ana_won else "Normal (computer)"
    assert f"won by **{winner}**" in history.text

    other = await dee.slash("game history", channel=world.channel_id, game="goosebumps")
    assert (
        other.ephemeral
        and other.text
        == "No game of Goosebumps: Terror in the Graveyard has finished on this server yet."
    )


async def test_an_unknown_game_and_a_server_without_games_get_one_sentence(world: World) -> None:
    dee = world.member("Dee")
    unknown = await dee.slash("game stats", game="chess")
    assert unknown.ephemeral and unknown.text == (
        "There is no game called chess; pick one of the games offered."
    )
    empty = await dee.slash("game history")
    assert empty.ephemeral and empty.text == "No game has finished on this server yet."
    none = await dee.slash("game stats")
    assert none.ephemeral and none.text == (
        "Nobody has finished a game here yet, so there are no standings."
    )
    offered = await dee.autocomplete("game stats", "game", "sweet")
    assert [c["value"] for c in offered] == ["sweet-valley-high"]


async def test_the_history_pages_with_buttons_that_work_after_a_restart(world: World) -> None:
    dee = world.member("Dee")
    for n in range(1, 12):  # eleven finished games, recorded as the bot records them
        stamp = f"2026-01-{n:02d}T12:00:00.000+00:00"
        world.execute(
            "INSERT INTO results (game_id, guild_id, game_key, channel_id, finished_at)"
            " VALUES (?, ?, 'goosebumps', ?, ?)",
            (1000 + n, world.guild_id, 5000 + n, stamp),
        )
        for seat, name in enumerate(("Ana", "Ben")):
            world.execute(
                "INSERT INTO result_players (game_id, seat, guild_id, game_key, finished_at,"
                " player_key, name, place, won) VALUES (?, ?, ?, 'goosebumps', ?, ?, ?, ?, ?)",
                (
                    1000 + n,
                    seat,
                    world.guild_id,
                    stamp,
                    f"user:{seat + 1}",
                    name,
                    seat + 1,
                    1 - seat,
                ),
            )
    first = await dee.slash("game history")
    assert "page 1 of 2" in first.text and "<#5011>" in first.text and "<#5003>" not in first.text
    await world.restart_bot()
    second = await dee.click("Next", message=first)
    page = second.message
    assert page is not None and "page 2 of 2" in page.content
    assert "<#5003>" in page.content and "<#5001>" in page.content and "<#5011>" not in page.content
    back = await dee.click("Previous", message=page)
    assert back.message is not None and "page 1 of 2" in back.message.content
