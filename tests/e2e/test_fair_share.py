"""A fair share of a server, end to end: limits on open tables, lobbies that close on their own,
and pictures asked for again served from the cache instead of drawn again."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.driver.table import open_table
from tests.e2e.harness import Member, World, open_world

GAME = "cheat-street"
CLOSED = "Nobody started this lobby in time"


def _created(world: World) -> tuple[int, int, int]:
    """What a /game new creates: threads, rows and posts in the channel."""
    rows = world.query("SELECT COUNT(*) FROM games")[0][0]
    return len(world.threads()), rows, len(world.messages(world.channel_id))


async def _open(world: World, member: Member) -> str:
    opened = await member.slash("game new", channel=world.channel_id, game=GAME)
    assert opened.ephemeral, opened
    return opened.text


def _lobby_message(world: World, thread: int):  # type: ignore[no-untyped-def]
    return world.find_message(thread, predicate=lambda m: "opened a table" in m.content)


def _renders(world: World, what: str) -> int:
    return world.bot_log().count(f"Drawing the {what} of")


async def test_a_fourth_table_of_one_member_is_refused_naming_her_three(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=["Ana"]) as world:
        ana = world.member("Ana")
        threads = []
        for _ in range(3):
            assert "lobby is open" in await _open(world, ana)
            thread = world.latest_thread()
            assert thread is not None
            threads.append(thread.id)
        before = _created(world)
        refused = await _open(world, ana)
        assert all(f"<#{thread}>" in refused for thread in threads), refused
        assert "/game end" in refused and "\n" not in refused
        await world.idle()
        assert _created(world) == before, "a refused table made a thread, a row or a post"


async def test_a_full_server_refuses_a_new_table_to_anyone(tmp_path: Path) -> None:
    env = {"MAX_TABLES_PER_SERVER": "2"}
    async with open_world(tmp_path, members=["Ana", "Ben", "Cy"], env=env) as world:
        ana, ben, cy = (world.member(name) for name in ("Ana", "Ben", "Cy"))
        assert "lobby is open" in await _open(world, ana)
        assert "lobby is open" in await _open(world, ben)
        before = _created(world)
        refused = await _open(world, cy)
        assert "2 open tables" in refused, refused
        await world.idle()
        assert _created(world) == before


async def test_a_lobby_nobody_starts_closes_on_its_own(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=["Ana"], env={"LOBBY_MINUTES": "0.03"}) as world:
        ana = world.member("Ana")
        await _open(world, ana)
        thread = world.latest_thread()
        assert thread is not None
        lobby = _lobby_message(world, thread.id)
        assert lobby is not None and lobby.button("Join") is not None
        await world.wait_for(
            lambda: world.find_message(thread, predicate=lambda m: CLOSED in m.content),
            10,
            "the lobby closing",
        )
        closed = _lobby_message(world, thread.id)
        assert closed is not None and not closed.buttons(), "the lobby kept its buttons"
        assert world.query("SELECT status FROM games") == [("abandoned",)]
        late = await ana.slash("game join")
        assert late.ephemeral and "ended" in late.text


async def test_a_lobby_past_its_time_during_a_restart_closes_on_start_up(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=["Ana"]) as world:
        await _open(world, world.member("Ana"))
        thread = world.latest_thread()
        assert thread is not None
        await world.restart_bot(env={"LOBBY_MINUTES": "0.001"})
        await world.wait_for(
            lambda: world.find_message(thread, predicate=lambda m: CLOSED in m.content),
            10,
            "the lobby closing after the restart",
        )
        closed = _lobby_message(world, thread.id)
        assert closed is not None and not closed.buttons()
        assert world.query("SELECT status FROM games") == [("abandoned",)]


async def test_status_and_hand_asked_again_are_not_drawn_again(tmp_path: Path) -> None:
    async with open_world(tmp_path) as world:
        table = await open_table(world, 3, game=GAME)
        await world.idle()
        ana = table.members[0]
        boards = _renders(world, "board")
        first = await ana.slash("game status")
        again = await ana.slash("game status")
        assert first.attachments and again.attachments
        assert first.attachments[0].data == again.attachments[0].data
        assert _renders(world, "board") == boards, "the shown position's board was drawn again"
        await ana.slash("game hand")
        pictures = _renders(world, "picture")
        await ana.slash("game hand")
        assert _renders(world, "picture") == pictures, "the same hand was drawn again"


async def test_a_burst_of_commands_from_one_member_is_asked_to_slow_down(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=["Ana", "Ben"]) as world:
        ana, ben = world.member("Ana"), world.member("Ben")
        answers = [(await ana.slash("game list")).text for _ in range(6)]
        assert all("No lobbies" in text for text in answers[:4]), answers
        assert answers[-1].startswith("Slow down: try again in "), answers
        assert "No lobbies" in (await ben.slash("game list")).text, "another member is answered"
