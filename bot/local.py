"""``python -m bot --local``: play in a browser with no Discord and no token.

Starts the stand-in for Discord (``bot.standin``) with its web page, then the real bot as a child
process pointed at it through DISCORD_API_BASE and DISCORD_GATEWAY_URL, exactly as the
end-to-end tests run it: same cogs, host, store, renderers and workers. The games live in their
own SQLite file and the stand-in's world beside it, so both survive a stop and a start and never
mix with a real deployment's.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import sys
import webbrowser
from pathlib import Path

from bot.standin import FakeDiscord
from bot.standin.page import LocalTable
from bot.standin.saved import SavedWorld, load, save
from bot.standin.state import GuildState

DATABASE = Path("var/local.sqlite3")
WORLD = Path("var/local-world.pickle")
SAVE_EVERY_SECONDS = 2.0
CLEARED = ("DATABASE_URL", "SHARD_COUNT", "SHARD_IDS", "DEV_GUILD_ID")


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot --local", description=__doc__)
    parser.add_argument("--local", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, default=8080, help="web page port (default 8080)")
    parser.add_argument("--host", default="127.0.0.1", help="address to serve on")
    parser.add_argument("--no-browser", action="store_true", help="don't open a browser")
    return parser.parse_args(argv)


def bot_env(fake: FakeDiscord, database: Path) -> dict[str, str]:
    """The bot's launch settings: the stand-in's token and addresses, the local database."""
    env = {k: v for k, v in os.environ.items() if k not in CLEARED}
    return {
        **env,
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DEV_GUILD_ID": str(fake.guild_id),
        "DATABASE_PATH": str(database),
        "PYTHONUNBUFFERED": "1",
    }


def has_display() -> bool:
    """A browser can open here: a desktop session, not a server, CI or a test."""
    if os.environ.get("CI") or os.environ.get("PYTEST_CURRENT_TEST"):
        return False
    if sys.platform in ("darwin", "win32"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


async def keep_saved(fake: FakeDiscord, world: SavedWorld, path: Path) -> None:
    """Save the world a moment after it changes (and once more when stopped)."""
    try:
        seen = fake.changes.count
        while True:
            await fake.changes.next(3600, since=seen)
            await asyncio.sleep(SAVE_EVERY_SECONDS)
            seen = fake.changes.count
            save(world, path)
    finally:
        save(world, path)


async def serve(args: argparse.Namespace) -> int:
    world = load(WORLD) or SavedWorld(
        GuildState(token="local." + os.urandom(18).hex(), guild_name="Game Night")
    )
    fake = FakeDiscord(state=world.state, interaction_deadline=3.0)
    fake.extensions.append(LocalTable(fake, world).register)
    try:
        await fake.start(args.port, host=args.host)
    except OSError as error:
        print(f"error: can't serve on {args.host}:{args.port}: {error.strerror}", file=sys.stderr)
        return 2
    saver = asyncio.create_task(keep_saved(fake, world, WORLD))
    bot = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", env=bot_env(fake, DATABASE), stdin=asyncio.subprocess.DEVNULL
    )
    everywhere = args.host in ("0.0.0.0", "::", "")
    address = f"http://{'127.0.0.1' if everywhere else args.host}:{fake.port}/"
    print(f"Game Night local table: {address}", flush=True)
    if args.host != "127.0.0.1":
        print(f"warning: serving on {args.host}: anyone who can reach it can play.", flush=True)
    if not args.no_browser and has_display():
        webbrowser.open(address)
    stop = asyncio.Event()
    for signal_number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl-C still interrupts
            asyncio.get_running_loop().add_signal_handler(signal_number, stop.set)
    bot_exit = asyncio.create_task(bot.wait())
    stopped = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait((bot_exit, stopped), return_when=asyncio.FIRST_COMPLETED)
        return bot.returncode if bot_exit.done() and bot.returncode else 0
    finally:
        stopped.cancel()
        if bot.returncode is None:
            bot.terminate()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(bot.wait(), 10)
            if bot.returncode is None:
                bot.kill()
        saver.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await saver
        await fake.stop()


def main(argv: list[str]) -> int:
    args = parse(argv)
    with contextlib.suppress(KeyboardInterrupt):
        return asyncio.run(serve(args))
    return 0
