"""``python -m bot``: check the settings, load the games and the database, then connect.

Exit codes: 0 stopped, 2 bad settings or rejected token, 3 bad game data, 4 database unusable.
``python -m bot backup PATH`` copies the live SQLite database instead (``bot.backup``);
``python -m bot ratings --rebuild`` recomputes the ratings (``bot.rebuild_ratings``);
``python -m bot --local`` plays in a browser against a stand-in for Discord (``bot.local``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys

from bot.settings import Settings, SettingsError, load_settings

log = logging.getLogger("bot")


async def run(settings: Settings) -> int:
    import discord

    from bot.app import GameNightBot, point_at
    from bot.catalog import Catalog
    from bot.engine import GameDataError
    from bot.heap import freeze_start_up
    from bot.languages import read_catalogs
    from bot.store import StoreError, open_store

    try:
        games = Catalog.load()
    except GameDataError as error:
        log.error("Game data is broken: %s", error)
        return 3
    try:
        store = await open_store(settings.database)
    except StoreError as error:
        log.error("%s", error)
        return 4
    log.info("Loaded %d games; database %s", len(games), settings.database_shown)
    point_at(settings.api_base, settings.gateway_url)
    bot = GameNightBot(settings, store, games)
    read_catalogs()  # every language's words parsed now, not on the loop, and frozen below
    freeze_start_up()  # before the loop serves anyone: full collections stay short
    try:
        async with bot:
            await bot.start(settings.discord_token)
    except discord.LoginFailure:
        log.error("DISCORD_TOKEN was rejected by Discord: check the token in .env.")
        return 2
    finally:
        await store.close()
    return 0


def main() -> int:
    if sys.argv[1:2] == ["backup"]:
        from bot.backup import main as backup

        return backup(sys.argv[2:])
    if sys.argv[1:2] == ["ratings"]:
        from bot.rebuild_ratings import main as ratings

        return ratings(sys.argv[2:])
    if sys.argv[1:2] == ["--local"]:
        from bot.local import main as local

        return local(sys.argv[1:])
    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    from bot.logs import setup_logging

    setup_logging(settings.log_level, *settings.secrets)
    with contextlib.suppress(KeyboardInterrupt):
        return asyncio.run(run(settings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
