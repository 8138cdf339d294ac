"""The local page's user side, without a browser: names, refusals that change nothing, and the
world kept on disk across a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import aiohttp

from bot.standin import FakeDiscord, Message
from bot.standin.page import LocalTable
from bot.standin.saved import SavedWorld, load, save


async def start_table() -> tuple[FakeDiscord, SavedWorld]:
    fake = FakeDiscord()
    world = SavedWorld(fake.state)
    fake.extensions.append(LocalTable(fake, world).register)
    await fake.start()
    return fake, world


async def post(http: aiohttp.ClientSession, fake: FakeDiscord, path: str, body: Any) -> Any:
    async with http.post(f"{fake.base_url}{path}", json=body) as response:
        return await response.json()


async def test_a_name_is_needed_and_kept_by_one_browser_only() -> None:
    fake, _ = await start_table()
    try:
        async with aiohttp.ClientSession() as http:
            empty = await post(http, fake, "/local/join", {"name": "  "})
            assert empty == {
                "ok": False,
                "error": "Pick a name of 1 to 32 letters, digits or spaces.",
            }
            ana = await post(http, fake, "/local/join", {"name": "Ana"})
            assert ana["ok"] and ana["user"]["name"] == "Ana"
            taken = await post(http, fake, "/local/join", {"name": "Ana"})
            assert taken["error"] == "The name Ana is taken here: pick another one."
            back = await post(http, fake, "/local/join", {"key": ana["key"]})
            assert back["user"] == ana["user"]
        assert [u.name for u in fake.state.users.values()].count("Ana") == 1
    finally:
        await fake.stop()


async def test_a_button_not_on_the_message_is_refused_and_nothing_is_sent() -> None:
    fake, _ = await start_table()
    try:
        message = fake.state.add_message(
            Message(
                fake.state.ids.next(),
                fake.channel_id,
                fake.state.bot.id,
                content="Lobby",
                components=[
                    {
                        "type": 1,
                        "components": [
                            {"type": 2, "style": 1, "label": "Start", "custom_id": "start"}
                        ],
                    }
                ],
            )
        )
        async with aiohttp.ClientSession() as http:
            ana = await post(http, fake, "/local/join", {"name": "Ana"})
            forged = {"key": ana["key"], "type": "button", "message": str(message.id)}
            answer = await post(http, fake, "/local/act", {**forged, "custom_id": "end"})
            assert answer["error"] == "That button or menu is not on this message any more."
            stranger = await post(http, fake, "/local/act", {"key": "x", "type": "button"})
            assert stranger["error"].startswith("This browser's name is not known here")
        assert fake.interactions.all() == []
    finally:
        await fake.stop()


async def test_private_replies_are_in_their_persons_view_only() -> None:
    fake, _ = await start_table()
    try:
        async with aiohttp.ClientSession() as http:
            ana = await post(http, fake, "/local/join", {"name": "Ana"})
            ben = await post(http, fake, "/local/join", {"name": "Ben"})
            fake.state.add_message(
                Message(
                    fake.state.ids.next(),
                    fake.channel_id,
                    fake.state.bot.id,
                    content="your cards",
                    flags=64,
                    ephemeral_to=int(ana["user"]["id"]),
                )
            )

            async def seen(person: dict[str, Any]) -> list[str]:
                url = f"{fake.base_url}/local/view?key={person['key']}"
                async with http.get(url) as response:
                    return [m["content"] for m in (await response.json())["messages"]]

            assert await seen(ana) == ["your cards"]
            assert await seen(ben) == []
    finally:
        await fake.stop()


def test_the_world_survives_a_save_and_a_load(tmp_path: Path) -> None:
    fake = FakeDiscord()
    world = SavedWorld(fake.state, {"key": fake.state.owner.id})
    thread = fake.state.add_channel("Goosebumps · Ana", 11, parent_id=fake.channel_id)
    fake.state.add_message(Message(fake.state.ids.next(), thread.id, fake.state.bot.id, "board"))
    path = tmp_path / "world.pickle"
    save(world, path)
    again = load(path)
    assert again is not None and again.keys == world.keys
    assert again.state.token == fake.token
    assert [m.content for m in again.state.channel_messages(thread.id)] == ["board"]
    assert again.state.ids.next() > max(again.state.messages)
    assert load(tmp_path / "missing.pickle") is None
