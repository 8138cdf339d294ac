"""Answers to one person through the fake Discord: each is in her own language, whatever the
table's, while a line in the table's thread is in the table's; English stays as it was."""

from __future__ import annotations

import copy
from pathlib import Path

from bot.standin.inject import COMPONENT, button_data
from tests.e2e.harness import open_world


async def test_a_german_member_is_refused_in_german_at_a_spanish_table(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=[]) as world:
        world.fake.set_guild_locale("es-ES")
        ana = world.member("Ana", locale="es-ES")
        await ana.slash("game new", game="cheat-street")
        thread = world.latest_thread()
        assert thread is not None
        dieter = world.member("Dieter", locale="de")
        ben = world.member("Ben")
        dieter.channel = ben.channel = thread

        early = await dieter.slash("game hand")
        assert early.ephemeral and early.text == (
            "Die Karten werden ausgeteilt, wenn die Partie beginnt."
        )
        assert (await dieter.slash("game join")).text == "Dieter ist beigetreten."
        again = await dieter.slash("game join")
        assert again.ephemeral and again.text == "Du sitzt in dieser Partie schon."
        start = await dieter.click("Empezar")
        assert (await start.followup()).content == "Nur der Gastgeber kann die Partie starten."
        few = await ana.click("Empezar")
        assert (await few.followup()).content == (
            "Cheat Street necesita al menos 3 jugadores; falta 1 por unirse."
        )
        english = await ben.slash("game start")
        assert english.text == "Only the host can start the game."
        lobby = world.thread_messages(thread)[0]
        edited = copy.copy(lobby)
        edited.components = []  # as Discord sends a press whose button an edit took off
        gone = await world.fake.send_interaction(
            dieter.user, COMPONENT, button_data(lobby, "Salir"), message=edited
        )
        assert gone.ephemeral and gone.content == (
            "Diese Aufforderung ist veraltet; nimm die neueste weiter unten."
        )
        end = await dieter.slash("game end")
        assert end.text == (
            "Nur der Gastgeber oder jemand mit „Server verwalten“ kann diese Partie beenden."
        )


async def test_a_spanish_member_reads_game_list_status_and_end_in_spanish(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=[]) as world:
        ana = world.member("Ana", locale="es-419")
        ben = world.member("Ben")
        await ana.slash("game new", game="cheat-street")
        thread = world.latest_thread()
        assert thread is not None

        listed = await ana.slash("game list")
        assert listed.ephemeral and listed.text == (
            f"**Cheat Street** (en sala, 1 jugador): <#{thread.id}>"
        )
        english = await ben.slash("game list")
        assert english.text == f"**Cheat Street** (lobby, 1 players): <#{thread.id}>"

        ended = await ana.slash("game end", channel=thread)
        assert ended.ephemeral and ended.text == "La partida ha terminado."
        await world.idle()
        said = world.thread_messages(thread)[-1].content
        assert said.endswith("ended this game of Cheat Street; it is kept as abandoned."), (
            "an English table hears it in English"
        )
        status = await ana.slash("game status", channel=thread)
        assert status.text == "**Cheat Street**\nEsta partida se terminó antes de tiempo."
        none = await ana.slash("game list")
        assert none.text == "Ahora no hay salas ni partidas; abre una con /partida nueva."
        assert (await ben.slash("game list")).text == (
            "No lobbies or games right now; open one with /game new."
        )


async def test_a_burst_is_asked_to_slow_down_in_each_member_s_language(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=[]) as world:
        ana, dieter = world.member("Ana", locale="es-ES"), world.member("Dieter", locale="de")
        spanish = [(await ana.slash("game list")).text for _ in range(6)]
        german = [(await dieter.slash("game list")).text for _ in range(6)]
        assert spanish[-1].startswith("Más despacio: vuelve a intentarlo dentro de "), spanish
        assert german[-1].startswith("Langsam: versuch es in "), german
        assert (
            german[0]
            == "Gerade gibt es keine Lobbys und keine Partien; eröffne eine mit /spiel neu."
        )


async def test_the_history_pages_in_the_askers_language(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=[]) as world:
        for n in range(1, 10):  # nine finished games, Ana winning each
            stamp = f"2026-01-{n:02d}T12:00:00.000+00:00"
            world.execute(
                "INSERT INTO results (game_id, guild_id, game_key, channel_id, finished_at)"
                " VALUES (?, ?, 'goosebumps', ?, ?)",
                (1000 + n, world.guild_id, 5000 + n, stamp),
            )
            world.execute(
                "INSERT INTO result_players (game_id, seat, guild_id, game_key, finished_at,"
                " player_key, name, place, won) VALUES (?, 0, ?, 'goosebumps', ?, 'user:1',"
                " 'Ana', 1, 1)",
                (1000 + n, world.guild_id, stamp),
            )
        eva = world.member("Eva", locale="es-ES")
        first = await eva.slash("game history")
        assert first.text.startswith("**Partidas terminadas** (página 1 de 2, las más recientes")
        assert "· ganó **Ana** ·" in first.text
        second = await eva.click("Siguiente", message=first)
        assert second.message is not None and "(página 2 de 2," in second.message.content
        assert second.message.button("Anterior") is not None
        unknown = await world.member("Dieter", locale="de").slash("game stats", game="chess")
        assert unknown.text == (
            "Es gibt kein Spiel namens chess; nimm eines der angebotenen Spiele."
        )


async def test_an_english_host_at_a_german_table_is_answered_in_english(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=[]) as world:
        world.fake.set_guild_locale("de")
        ben = world.member("Ben")
        await ben.slash("game new", game="cheat-street")
        thread = world.latest_thread()
        assert thread is not None
        ben.channel = thread
        assert (await ben.slash("game start")).text == (
            "Cheat Street needs at least 3 players; 2 more must join first."
        )
        assert (await ben.slash("game end")).text == "The game has ended."
        await world.idle()
        assert world.thread_messages(thread)[-1].content == (
            f"{ben.mention} hat diese Partie Cheat Street beendet;"
            " sie wird als abgebrochen aufbewahrt."
        )
