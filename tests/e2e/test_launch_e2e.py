"""Launch against the fake Discord: a rejected token, and a token that never reaches the log."""

from __future__ import annotations

from pathlib import Path

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
