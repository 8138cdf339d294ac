"""A first story: lobby, start, one turn, through the real bot process."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.harness import open_world


async def test_lobby_start_and_first_roll(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=["Ana", "Ben", "Cy"]) as world:
        ana, ben, cy = world.member("Ana"), world.member("Ben"), world.member("Cy")
        opened = await ana.slash("game new", game="cheat-street")
        assert opened.ephemeral, opened
        thread = world.latest_thread()
        assert thread is not None
        for m in (ana, ben, cy):
            m.channel = thread
        await ben.click("Join")
        await cy.click("Join")
        await ana.click("Start")
        await world.idle()
        prompt = world.latest_message_with_components(thread)
        assert prompt is not None and prompt.attachments[0].filename == "board.png"
        print(prompt.content)
        for m in (ana, ben, cy):
            assert m.dms(), f"{m.name} got no DM"
            print(m.dms()[-1].content)
        choices = await ana.autocomplete("play", "action")
        print("ana choices", choices)
