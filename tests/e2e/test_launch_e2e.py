"""Launch against the fake Discord: a rejected token, and a token that never reaches the log."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.harness import open_world


async def test_a_rejected_token_prints_one_line_and_exits_2(tmp_path: Path) -> None:
    async with open_world(tmp_path, start_bot=False) as world:
        await world.start_bot(env={"DISCORD_TOKEN": "not-the-right-token"}, wait=False)
        code = await world.wait_bot_exit(timeout=20)
        log = world.bot_log()
        assert code == 2
        errors = [line for line in log.splitlines() if "ERROR" in line]
        assert len(errors) == 1 and "DISCORD_TOKEN" in errors[0]
        assert "Traceback" not in log
        assert "not-the-right-token" not in log


async def test_the_token_never_appears_in_the_log(tmp_path: Path) -> None:
    async with open_world(tmp_path, members=["Ana", "Ben", "Cy"]) as world:
        token = world.bot_env()["DISCORD_TOKEN"]
        ana = world.member("Ana")
        await ana.slash("game new", game="cheat-street")
        await world.member("Ben").click("Join")
        await world.member("Cy").click("Join")
        await ana.click("Start")
        await world.wait_for(lambda: all(world.dms(n) for n in ("Ana", "Ben", "Cy")))
        log = world.bot_log()
        assert "DEBUG" in log  # the harness runs the bot at its most talkative
        assert token and token not in log


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://gn:pw-secret-1@127.0.0.1:1/games",
        "postgresql://gn@127.0.0.1:1/games?password=pw-secret-1",
        "postgresql://gn@127.0.0.1:1/games?sslmode=disable&sslpassword=pw-secret-1",
    ],
)
async def test_an_unreachable_database_exits_4_without_its_password(
    tmp_path: Path, url: str
) -> None:
    async with open_world(tmp_path, start_bot=False) as world:
        await world.start_bot(env={"DATABASE_URL": url}, wait=False)
        code = await world.wait_bot_exit(timeout=30)
        log = world.bot_log()
        errors = [line for line in log.splitlines() if "ERROR" in line]
        assert code == 4
        assert len(errors) == 1 and "DATABASE_URL" in errors[0], errors
        assert "secret" not in log and "Traceback" not in log


async def test_a_libpq_keyword_string_exits_2_without_its_password(tmp_path: Path) -> None:
    async with open_world(tmp_path, start_bot=False) as world:
        url = "host=127.0.0.1 port=1 user=gn password=pw-secret-1 dbname=games"
        await world.start_bot(env={"DATABASE_URL": url}, wait=False)
        code = await world.wait_bot_exit(timeout=30)
        log = world.bot_log()
        assert code == 2
        said = [line for line in log.splitlines() if line.startswith("error:")]
        assert len(said) == 1 and "DATABASE_URL" in said[0], log
        assert "secret" not in log
