"""The /game commands around play: rules, list, status, hand, leave and cancel."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.harness import open_world


async def test_rules_list_status_and_hand(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=["Ana", "Ben", "Cy", "Dee"]) as world:
        ana, ben, cy, dee = (world.member(n) for n in ("Ana", "Ben", "Cy", "Dee"))
        synced = {c["name"]: c for c in world.fake.synced_commands()}
        game = synced["game"]
        assert game["name_localizations"] == {
            "es-ES": "partida",
            "es-419": "partida",
            "de": "spiel",
        }
        new = next(o for o in game["options"] if o["name"] == "new")
        assert new["description_localizations"]["de"].startswith("Öffne einen Tisch")
        rules = await dee.slash("game rules", game="cheat-street")
        assert rules.ephemeral and "House rulings" in rules.embeds[0]["description"]

        empty = await dee.slash("game list")
        assert empty.ephemeral and "No lobbies" in empty.text

        await ana.slash("game new", game="cheat-street")
        thread = world.latest_thread()
        assert thread is not None
        dee.channel = thread
        listed = await dee.slash("game list", channel=world.channel_id)
        assert listed.ephemeral and f"<#{thread.id}>" in listed.text and "lobby" in listed.text

        early = await ben.slash("game hand")
        assert early.ephemeral and "dealt when the game starts" in early.text
        await ben.click("Join")
        await cy.click("Join")
        await ana.click("Start")
        await world.wait_for(lambda: all(m.dms() for m in (ana, ben, cy)))

        status = await dee.slash("game status")
        assert status.ephemeral and status.attachments[0].filename == "board.png"
        assert "Cheat Street" in status.text
        for member in (ana, ben, cy):
            card = member.dms()[-1].content.split("Your goal card: ")[1].split("\n")[0]
            hand = await member.slash("game hand")
            assert hand.ephemeral and f"Your goal card: {card}" in hand.text
            assert card not in status.text
        outsider = await dee.slash("game hand")
        assert outsider.ephemeral and "not playing" in outsider.text


async def test_leaving_and_cancelling_a_lobby(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=["Ana", "Ben"]) as world:
        ana, ben = world.member("Ana"), world.member("Ben")
        await ana.slash("game new", game="cheat-street")
        joined = await ben.slash("game join")
        assert joined.ephemeral and "joined" in joined.text
        twice = await ben.click("Join")
        assert twice.ephemeral and "already seated" in twice.text
        left = await ben.click("Leave")
        assert not left.ephemeral
        embed = left.message.embeds[0]
        assert ben.mention not in str(embed)
        not_host = await ben.click("Cancel")
        assert not_host.ephemeral and "Only the host" in not_host.text
        cancelled = await ana.click("Cancel")
        assert "Cancelled" in str(cancelled.message.embeds[0])
        assert not cancelled.message.buttons()
        late = await ben.slash("game join")
        assert late.ephemeral and "ended" in late.text
        again = await ana.slash("game new", game="cheat-street")
        assert again.ephemeral
