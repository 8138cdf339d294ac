"""Languages through the fake Discord: a table opened in a Spanish server speaks Spanish in
public, a person is answered in her own language, and `options:language=` picks the table's."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.harness import open_world


async def test_a_spanish_server_opens_its_lobby_in_spanish_and_a_german_is_answered_in_german(
    tmp_path: Path,
) -> None:
    async with open_world(tmp_path, members=[]) as world:
        world.fake.set_guild_locale("es-ES")
        ana = world.member("Ana", locale="de")
        answer = await ana.slash("game new", game="cheat-street")
        assert answer.ephemeral and answer.text.startswith("Dein Tisch für Cheat Street ist")
        thread = world.latest_thread()
        assert thread is not None
        lobby = world.thread_messages(thread)[0]
        assert "abrió una mesa de **Cheat Street** (de 3 a 6 jugadores)" in lobby.content
        embed = lobby.embeds[0]
        assert embed["title"] == "Cheat Street: sala"
        assert [f["name"] for f in embed["fields"]][:2] == ["Anfitrión", "Estado"]
        assert embed["fields"][1]["value"] == "Esperando jugadores"
        ben = world.member("Ben", locale="es-419")
        ben.channel = thread
        assert lobby.button("Unirse") is not None and lobby.button("Join") is None
        await ben.click("Unirse")
        refreshed = world.thread_messages(thread)[0]
        assert f"<@{ben.id}>" in refreshed.embeds[0]["fields"][2]["value"]
        assert refreshed.button("Empezar") is not None, "the buttons stay Spanish on an edit"
        assert world.query("SELECT options_json FROM games")[0][0] == '{"language": "es"}'


async def test_options_language_sets_the_table_language_over_the_servers(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=[]) as world:
        world.fake.set_guild_locale("es-ES")
        ana = world.member("Ana")
        answer = await ana.slash(
            "game new", options={"game": "cheat-street", "options": "language=de"}
        )
        assert answer.text.startswith("Your Cheat Street lobby is open")
        thread = world.latest_thread()
        assert thread is not None
        lobby = world.thread_messages(thread)[0]
        assert "hat einen Tisch für **Cheat Street** eröffnet" in lobby.content
        assert lobby.button("Beitreten") is not None


async def test_an_english_server_keeps_english_and_stores_no_language(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=[]) as world:
        ana = world.member("Ana", locale="fr")
        answer = await ana.slash("game new", game="cheat-street")
        assert answer.text.startswith("Your Cheat Street lobby is open")
        thread = world.latest_thread()
        assert thread is not None
        lobby = world.thread_messages(thread)[0]
        assert lobby.embeds[0]["title"] == "Cheat Street: lobby"
        assert lobby.button("Join") is not None
        assert world.query("SELECT options_json FROM games")[0][0] in ("{}", None, "")
