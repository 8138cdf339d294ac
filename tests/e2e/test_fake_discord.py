"""Self-test of the fake Discord and the harness, against a tiny discord.py bot.

The bot is this file run as a script (see `run_mini_bot`), pointed at the fake the way the real
bot is: by patching `Route.BASE` and `DiscordWebSocket.DEFAULT_GATEWAY` from the launch variables.
"""

from __future__ import annotations

import io
import logging
import os
import re
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

REPORT = b"round,score\n1,42\n" + bytes(range(256))
BOARD_1, BOARD_2 = b"\x89PNG first", b"\x89PNG second"
GAMES = [("Cheat Street", "cheat-street"), ("Goosebumps", "goosebumps")]
ACTIONS = [("Roll the die", "roll"), ("Pass", "pass"), ("Move clockwise", "move:cw")]


# -- the mini bot (runs in the child process) ------------------------------------------------


class PingButton(discord.ui.DynamicItem[discord.ui.Button], template=r"ping:(?P<n>\d+)"):
    """A button that survives restarts: its state is in its custom_id."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label="Ping", custom_id=f"ping:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> PingButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content=f"pinged {self.n} by {interaction.user}")


class JoinButton(discord.ui.DynamicItem[discord.ui.Button], template=r"join:(?P<thread>\d+)"):
    def __init__(self, thread: int) -> None:
        super().__init__(discord.ui.Button(label="Join", custom_id=f"join:{thread}"))
        self.thread = thread

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> JoinButton:
        return cls(int(match["thread"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        channel = interaction.channel
        where = f"{channel.type.name} {channel.id} of {getattr(channel, 'parent_id', None)}"
        await interaction.response.send_message(f"{interaction.user} joined in {where}")


class ColourSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"colour"):
    def __init__(self) -> None:
        options = [discord.SelectOption(label=c.title(), value=c) for c in ("red", "blue")]
        super().__init__(
            discord.ui.Select(custom_id="colour", placeholder="Pick a colour", options=options)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> ColourSelect:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        values = interaction.data.get("values", []) if interaction.data else []
        await interaction.response.send_message(f"picked {','.join(values)}", ephemeral=True)


class Feedback(discord.ui.Modal, title="Feedback"):
    note: discord.ui.TextInput[Feedback] = discord.ui.TextInput(label="Note", custom_id="note")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"noted: {self.note.value}", ephemeral=True)


def build_mini_bot() -> commands.Bot:
    intents = discord.Intents.default()
    intents.members = True
    bot = commands.Bot(command_prefix="!", intents=intents)
    guild = discord.Object(int(os.environ["DEV_GUILD_ID"]))

    async def setup_hook() -> None:
        bot.add_dynamic_items(PingButton, JoinButton, ColourSelect)
        bot.tree.copy_global_to(guild=guild)
        await bot.tree.sync(guild=guild)

    bot.setup_hook = setup_hook  # type: ignore[method-assign]

    @bot.tree.command(description="Say hello")
    async def hello(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {interaction.user.display_name}")

    @bot.tree.command(description="Think, then send a file")
    async def report(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        file = discord.File(io.BytesIO(REPORT), filename="report.csv")
        await interaction.followup.send("report ready", file=file)

    @bot.tree.command(description="Buttons and a select")
    async def panel(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(PingButton(7))
        view.add_item(ColourSelect())
        await interaction.response.send_message("panel", view=view)

    @bot.tree.command(description="DM the invoker")
    async def whisper(interaction: discord.Interaction) -> None:
        try:
            view = discord.ui.View(timeout=None)
            view.add_item(PingButton(9))
            await interaction.user.send("psst", view=view)
        except discord.Forbidden as exc:
            text = "dm closed" if exc.code == 50007 else f"dm failed {exc.code}"
            await interaction.response.send_message(text, ephemeral=True)
        else:
            await interaction.response.send_message("dm sent", ephemeral=True)

    @bot.tree.command(description="Post in the channel")
    async def announce(interaction: discord.Interaction, text: str) -> None:
        await interaction.response.send_message("posting", ephemeral=True)
        assert isinstance(interaction.channel, discord.abc.Messageable)
        await interaction.channel.send(text)

    @bot.tree.command(description="Post a board, then redraw it")
    async def board(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("drawing", ephemeral=True)
        assert isinstance(interaction.channel, discord.abc.Messageable)
        first = discord.File(io.BytesIO(BOARD_1), filename="board.png")
        message = await interaction.channel.send("turn 1", file=first)
        second = discord.File(io.BytesIO(BOARD_2), filename="board.png")
        await message.edit(content="turn 2", attachments=[second])

    @bot.tree.command(description="Open a modal")
    async def feedback(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(Feedback())

    @bot.tree.command(description="Can the invoker manage the server?")
    async def perm(interaction: discord.Interaction) -> None:
        member = interaction.user
        assert isinstance(member, discord.Member)
        both = interaction.permissions.manage_guild and member.guild_permissions.manage_guild
        await interaction.response.send_message("manager" if both else "member", ephemeral=True)

    game = app_commands.Group(name="game", description="Games")

    @game.command(name="new", description="Open a lobby")
    @app_commands.choices(game=[app_commands.Choice(name=n, value=v) for n, v in GAMES])
    async def game_new(interaction: discord.Interaction, game: str) -> None:
        assert isinstance(interaction.channel, discord.TextChannel)
        thread = await interaction.channel.create_thread(
            name=f"{game} lobby", type=discord.ChannelType.public_thread
        )
        view = discord.ui.View(timeout=None)
        view.add_item(JoinButton(thread.id))
        await thread.send(f"Lobby for {game}", view=view)
        await interaction.response.send_message(f"lobby in {thread.mention}", ephemeral=True)

    bot.tree.add_command(game)

    async def action_choices(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=n, value=v) for n, v in ACTIONS if current.lower() in n.lower()
        ]

    @bot.tree.command(description="Do an action")
    @app_commands.autocomplete(action=action_choices)
    async def play(interaction: discord.Interaction, action: str) -> None:
        await interaction.response.send_message(f"did {action}")

    return bot


def run_mini_bot() -> None:
    """Entry point of the child process; exit code 2 on a rejected token, like the contract."""
    discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])
    bot = build_mini_bot()
    try:
        bot.run(os.environ["DISCORD_TOKEN"], log_level=logging.DEBUG)
    except discord.LoginFailure:
        print("DISCORD_TOKEN was rejected", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":  # the child process: the bot alone, without pytest's import time
    run_mini_bot()
    sys.exit(0)

# -- the tests -------------------------------------------------------------------------------

import pytest  # noqa: E402

from tests.e2e.harness import World, open_world  # noqa: E402

MINI_BOT = [sys.executable, str(Path(__file__).resolve())]


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    async with open_world(tmp_path, members=["Ana", "Ben"], bot_argv=MINI_BOT) as running:
        yield running


async def test_login_and_command_sync_are_recorded(world: World) -> None:
    fake = world.fake
    me = fake.requests_matching("GET", "/users/@me")
    assert me and me[0].authorized and me[0].status == 200
    assert fake.requests_matching("GET", "/oauth2/applications/@me")
    assert fake.requests_matching("PUT", f"/applications/{{app}}/guilds/{world.guild_id}/commands")
    synced = {c["name"]: c for c in fake.synced_commands()}
    assert {"hello", "report", "panel", "whisper", "announce", "game", "play"} <= set(synced)
    assert fake.gateway.connected
    assert all(c["id"].isdigit() for c in synced.values())
    assert [o["name"] for o in synced["game"]["options"]] == ["new"]
    identify = fake.gateway.identifies[0]
    assert identify["intents"] & (1 << 1), "members intent requested"
    assert fake.gateway.heartbeats >= 1


async def test_a_rejected_token_fails_login(tmp_path: Path) -> None:
    async with open_world(tmp_path, bot_argv=MINI_BOT, start_bot=False) as world:
        await world.start_bot(env={"DISCORD_TOKEN": "not-the-token"}, wait=False)
        assert await world.wait_bot_exit() == 2
        (me,) = world.fake.requests_matching("GET", "/users/@me")
        assert me.status == 401 and not me.authorized
        assert not world.fake.gateway.identifies


async def test_slash_reply_arrives_within_three_seconds(world: World) -> None:
    ana = world.member("Ana")
    result = await ana.slash("hello")
    assert result.type == 4 and not result.ephemeral
    assert result.content == "hello Ana"
    assert result.latency < 3.0
    assert world.messages()[-1].content == "hello Ana"


async def test_deferred_followup_carries_the_file_bytes(world: World) -> None:
    result = await world.member("Ana").slash("report")  # returns once the defer is filled in
    assert result.type == 5 and not result.loading
    assert result.content == "report ready"
    (attachment,) = result.attachments
    assert (attachment.filename, attachment.data, attachment.size) == (
        "report.csv",
        REPORT,
        len(REPORT),
    )
    (post,) = world.fake.requests_matching("POST", "/webhooks/{app}/{token}")
    assert [f.filename for f in post.files] == ["report.csv"]


async def test_button_and_select_reach_the_bot(world: World) -> None:
    ana, ben = world.member("Ana"), world.member("Ben")
    panel = await ana.slash("panel")
    assert [b["label"] for b in panel.message.buttons()] == ["Ping"]
    clicked = await ben.click("Ping")
    assert clicked.type == 7
    assert clicked.message is not None and clicked.message.id == panel.message.id
    assert panel.content == "pinged 7 by ben"
    picked = await ana.select("Pick a colour", "Blue")
    assert picked.ephemeral and picked.content == "picked blue"


async def test_subcommand_opens_a_thread_that_members_follow(world: World) -> None:
    ana, ben = world.member("Ana"), world.member("Ben")
    opened = await ana.slash("game new", game="cheat-street")
    thread = world.latest_thread()
    assert thread is not None and thread.type == 11 and thread.parent_id == world.channel_id
    assert opened.ephemeral and opened.content == f"lobby in <#{thread.id}>"
    created = [f for f in world.fake.gateway.frames if f.t == "THREAD_CREATE"]
    assert created and created[-1].d["id"] == str(thread.id)
    assert ben.channel == thread.id
    joined = await ben.click("Join")
    assert joined.content == f"ben joined in public_thread {thread.id} of {world.channel_id}"
    assert [m.content for m in world.thread_messages()] == [
        "Lobby for cheat-street",
        joined.content,
    ]


async def test_autocomplete_returns_the_bots_choices(world: World) -> None:
    ana = world.member("Ana")
    choices = await ana.autocomplete("play", "action", typed="")
    assert [c["value"] for c in choices] == ["roll", "pass", "move:cw"]
    assert await ana.autocomplete("play", "action", typed="mov") == [
        {"name": "Move clockwise", "value": "move:cw"}
    ]
    assert (await ana.slash("play", action="roll")).content == "did roll"


async def test_dm_to_a_closed_dm_member_is_refused_with_50007(world: World) -> None:
    ana, ben = world.member("Ana"), world.member("Ben")
    ben.close_dms()
    assert (await ben.slash("whisper")).content == "dm closed"
    assert not ben.dms()
    assert (await ana.slash("whisper")).content == "dm sent"
    assert [m.content for m in ana.dms()] == ["psst"]
    clicked = await ana.click("Ping", in_dm=True)
    assert clicked.interaction.payload["user"]["id"] == str(ana.id)
    assert [m.content for m in ana.dms()] == ["pinged 9 by ana"]


async def test_dropped_gateway_is_resumed(world: World) -> None:
    fake = world.fake
    await fake.drop_gateway()
    await world.wait_for(lambda: fake.gateway.resumes and fake.gateway.connected, 10, "RESUME")
    assert len(fake.gateway.identifies) == 1
    assert any(f.t == "RESUMED" for f in fake.gateway.frames)
    assert (await world.member("Ana").slash("hello")).content == "hello Ana"


async def test_idle_waits_for_the_bot_to_finish(world: World) -> None:
    await world.member("Ana").slash("board")
    await world.idle()
    assert [m.content for m in world.messages()][-1] == "turn 2"


async def test_a_500_is_retried_once(world: World) -> None:
    path = f"/channels/{world.channel_id}/messages"
    world.fake.fail_next("POST", path, 500)
    await world.member("Ana").slash("announce", text="tea time")
    await world.wait_for(lambda: [m for m in world.messages() if m.content == "tea time"])
    assert [r.status for r in world.fake.requests_matching("POST", path)] == [500, 200]


async def test_a_429_retry_after_is_honoured(world: World) -> None:
    path = f"/channels/{world.channel_id}/messages"
    world.fake.rate_limit_next("POST", path, retry_after=0.4)
    await world.member("Ana").slash("announce", text="after the wait")
    await world.wait_for(lambda: [m for m in world.messages() if m.content == "after the wait"])
    first, second = world.fake.requests_matching("POST", path)
    assert (first.status, second.status) == (429, 200)
    assert second.at - first.at >= 0.4


async def test_an_edit_replaces_the_attachment(world: World) -> None:
    await world.member("Ana").slash("board")
    message = await world.wait_for(lambda: world.find_message(predicate=lambda m: bool(m.edits)))
    assert message.content == "turn 2"
    assert [(a.filename, a.data) for a in message.attachments] == [("board.png", BOARD_2)]
    assert message.edits[0].changes["content"] == "turn 2"


async def test_a_modal_is_opened_and_submitted(world: World) -> None:
    ana = world.member("Ana")
    opened = await ana.slash("feedback")
    assert opened.type == 9 and opened.modal is not None
    submitted = await ana.submit_modal(opened, note="more dice")
    assert submitted.ephemeral and submitted.content == "noted: more dice"


async def test_manage_server_comes_from_a_role(world: World) -> None:
    ana = world.member("Ana")
    assert (await ana.slash("perm")).content == "member"
    ana.grant_manage_guild()
    assert (await ana.slash("perm")).content == "manager"
    late = world.member("Dora", manage_guild=True)  # joins after the bot connected
    assert (await late.slash("perm")).content == "manager"
    assert (await world.member("Eli").slash("hello")).content == "hello Eli"


@pytest.mark.slow
async def test_restart_keeps_buttons_working(world: World) -> None:
    ana = world.member("Ana")
    panel = await ana.slash("panel")
    started = time.monotonic()
    await world.restart_bot()
    assert len(world.fake.gateway.identifies) == 2
    assert time.monotonic() - started < 10
    await ana.click("Ping", message=panel)
    assert panel.content == "pinged 7 by ana"
    assert world.db_path.parent == world.tmp_path


async def _identify(session: Any, fake: Any, shard: list[int]) -> tuple[Any, list[dict[str, Any]]]:
    """A raw gateway client for one shard: IDENTIFY, then the events up to its last guild."""
    ws = await session.ws_connect(fake.gateway_url)
    assert (await ws.receive_json())["op"] == 10
    await ws.send_json({"op": 2, "d": {"token": fake.token, "intents": 1, "shard": shard}})
    ready = (await ws.receive_json())["d"]
    guilds = [(await ws.receive_json())["d"] for _ in ready["guilds"]]
    return ws, [ready, *guilds]


async def test_each_shard_gets_its_own_guilds_and_their_interactions(tmp_path: Path) -> None:
    """Guilds, READY and interactions go by `(guild_id >> 22) % count`; a DM's to shard 0."""
    import aiohttp

    from bot.standin import FakeDiscord
    from bot.standin.inject import APPLICATION_COMMAND

    async with FakeDiscord() as fake, aiohttp.ClientSession() as session:
        fake.shard_count = 2
        even = fake.add_guild("Even", shard=0, shard_count=2)
        odd = fake.add_guild("Odd", shard=1, shard_count=2)
        assert (even >> 22) % 2 == 0 and (odd >> 22) % 2 == 1
        ana = fake.add_member("Ana")
        auth = {"Authorization": f"Bot {fake.token}"}
        async with session.get(f"{fake.api_base}/gateway/bot", headers=auth) as reply:
            assert (await reply.json())["shards"] == 2
        ws0, got0 = await _identify(session, fake, [0, 2])
        ws1, got1 = await _identify(session, fake, [1, 2])
        assert got0[0]["shard"] == [0, 2] and got1[0]["shard"] == [1, 2]
        ids0, ids1 = {int(g["id"]) for g in got0[1:]}, {int(g["id"]) for g in got1[1:]}
        assert even in ids0 and odd in ids1 and not ids0 & ids1
        assert {*ids0, *ids1} == set(fake.state.guild_names)
        data = {"id": "1", "name": "hello", "type": 1}
        in_odd = await fake.create_interaction(
            ana, APPLICATION_COMMAND, data, channel_id=fake.text_channel(odd)
        )
        assert (await ws1.receive_json())["d"]["id"] == str(in_odd.id)
        in_dm = await fake.create_interaction(
            ana, APPLICATION_COMMAND, data, channel_id=fake.state.dm_channel(ana.id).id
        )
        assert (await ws0.receive_json())["d"]["id"] == str(in_dm.id)
        assert fake.gateway.by_shard[1].interactions == [in_odd.id]
        assert fake.gateway.by_shard[0].interactions == [in_dm.id]
        await ws0.close()
        await ws1.close()
