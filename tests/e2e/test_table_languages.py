"""The table in play speaks its language through the fake Discord: the turn message, the
secret's DM, a departure's notice and the buttons read in Spanish at a table of a Spanish
server, in German at one opened with ``language=de``, and exactly as before in English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.languages import language_of, say
from tests.e2e.driver import surface
from tests.e2e.driver.table import Table
from tests.e2e.harness import Member, World, open_world

GAME = "cheat-street"
SPANISH = {
    "turn": r"(: te toca|está pensando)\.$",
    "secret": "**Cheat Street** en **Game Night Test**\nTu carta de objetivo: ",
    "left": "Ben ha dejado la partida. Su asiento conserva sus cartas y su lugar",
    "take over": "Que juegue el ordenador",
}
ENGLISH = {
    "turn": r"(: your move|is thinking)\.$",
    "secret": "**Cheat Street** in **Game Night Test**\nYour goal card: ",
    "left": "Ben left the game. Their seat keeps its cards and place",
    "take over": "Computer takes over",
}


async def _open(world: World, people: list[Member], language: str, options: str = "") -> Table:
    """The first person opens a table, the second joins, a computer fills the third seat, and
    the host starts it, pressing the lobby's buttons as they read in ``language``."""
    host, guest = people
    await host.slash("game new", options={"game": GAME, "options": options})
    thread = world.latest_thread()
    assert thread is not None
    host.channel = guest.channel = thread
    lobby = world.thread_messages(thread)[0]
    game_id = surface.lobby_game_id(lobby)
    assert game_id is not None
    await guest.click(say(language, "lobby-button-join"), message=lobby)
    await host.click(say(language, "lobby-button-add-computer"), message=lobby)
    await host.click(say(language, "lobby-button-start"), message=lobby)
    table = Table(world, thread, game_id, people, GAME)
    await world.wait_for(table.latest_prompt, 10, "the first turn prompt")
    return table


@pytest.mark.parametrize(("locale", "words"), [("es-ES", SPANISH), ("en-US", ENGLISH)])
async def test_the_turn_the_secret_and_a_departure_speak_the_servers_language(
    tmp_path: Path, locale: str, words: dict[str, str]
) -> None:
    async with open_world(tmp_path, members=[]) as world:
        world.fake.set_guild_locale(locale)
        ana, ben = world.member("Ana", locale=locale), world.member("Ben", locale=locale)
        table = await _open(world, [ana, ben], language_of(locale))
        prompt = table.latest_prompt()
        assert prompt is not None and re.search(words["turn"], prompt.content), prompt.content
        secret = await world.wait_for(lambda: ana.dms(), 10, "Ana's goal card")
        assert secret[0].content.startswith(words["secret"])
        await ben.slash("game leave", channel=table.thread)
        notice = await world.wait_for(
            lambda: world.find_message(
                table.thread, predicate=lambda m: m.button(words["take over"]) is not None
            ),
            10,
            "the notice that Ben left",
        )
        assert notice.content.startswith(words["left"])


async def test_a_german_table_tells_a_player_with_closed_dms_where_the_cards_are(
    tmp_path: Path,
) -> None:
    async with open_world(tmp_path, members=[]) as world:
        ana, ben = world.member("Ana"), world.member("Ben")
        ben.close_dms()
        opened = await ana.slash("game new", options={"game": GAME, "options": "language=de"})
        assert opened.text.startswith("Your Cheat Street lobby is open"), "Ana's own language"
        thread = world.latest_thread()
        assert thread is not None
        ana.channel = ben.channel = thread
        await ben.click("Beitreten")
        await ana.click("Computer hinzufügen")
        await ana.click("Starten")
        notice = await world.wait_for(
            lambda: world.find_message(
                thread, predicate=lambda m: m.button("Meine Karten zeigen") is not None
            ),
            10,
            "the closed-DM notice",
        )
        assert notice.content == (
            f"<@{ben.id}> Ich kann dir keine Direktnachrichten schicken, deshalb bleiben deine"
            " Karten hier: Drück **Meine Karten zeigen** oder nutze `/spiel hand`, um sie privat"
            " zu sehen."
        )
        shown = await ben.click("Meine Karten zeigen", message=notice)
        assert shown.ephemeral and "goal card" in shown.text
        assert world.find_message(thread, predicate=lambda m: "your move." in m.content) is None
