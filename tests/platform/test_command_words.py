"""Slash commands carry their names and descriptions in Spanish and German, from the catalogs,
within Discord's limits; English stays the commands' own words."""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.command_words import CommandWords
from bot.languages import Catalogs
from cogs.game import GameCommands
from cogs.play import PlayCommands

NAME = re.compile(r"^[-_\w]{1,32}$")
"""Discord's rule for a command or option name (letters and digits of any script, - and _)."""
LOCALES = ("es-ES", "es-419", "de")


def _commands() -> list[app_commands.Command[Any, ..., Any] | app_commands.Group]:
    handlers = SimpleNamespace(host=SimpleNamespace(games=[]), cooldown=None)
    game = GameCommands(handlers)  # type: ignore[arg-type]
    play = PlayCommands(handlers)  # type: ignore[arg-type]
    return [game.__cog_app_commands_group__, *play.__cog_app_commands__]  # type: ignore[list-item]


async def _payloads() -> list[dict[str, Any]]:
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    translator = CommandWords(Catalogs())
    return [await command.get_translated_payload(tree, translator) for command in _commands()]


def _parts(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """The payload itself and every subcommand, group and option inside it."""
    parts = [payload]
    for option in payload.get("options", []):
        parts.extend(_parts(option))
    return parts


async def test_every_command_group_and_option_is_named_and_described_in_spanish_and_german() -> (
    None
):
    parts = [part for payload in await _payloads() for part in _parts(payload)]
    assert len(parts) > 20
    for part in parts:
        for locale in LOCALES:
            name = part.get("name_localizations", {}).get(locale)
            description = part.get("description_localizations", {}).get(locale)
            assert name and NAME.match(name) and name == name.lower(), (part["name"], locale)
            assert description and len(description) <= 100, (part["name"], locale)


async def test_names_stay_distinct_among_siblings_in_every_language() -> None:
    def siblings(payload: dict[str, Any]) -> list[list[dict[str, Any]]]:
        options = payload.get("options", [])
        return [options] + [group for option in options for group in siblings(option)]

    payloads = await _payloads()
    for group in [payloads, *(g for p in payloads for g in siblings(p))]:
        for locale in LOCALES:
            names = [part["name_localizations"][locale] for part in group]
            assert len(names) == len(set(names)), (locale, names)


async def test_english_is_the_commands_own_words_and_carries_no_localization() -> None:
    words = Catalogs()
    for payload in await _payloads():
        for part in _parts(payload):
            assert "en-US" not in part.get("name_localizations", {})
    for command in _commands():
        walk = [command, *getattr(command, "walk_commands", lambda: [])()]
        for each in walk:
            message = "command-" + each.qualified_name.replace(" ", "-")
            assert words.lookup("en", message) == each.name
            assert words.lookup("en", message, "description") == each.description
            for parameter in getattr(each, "parameters", []):
                option = f"option-{each.qualified_name.replace(' ', '-')}-{parameter.name}"
                assert words.lookup("en", option) == parameter.name
                assert words.lookup("en", option, "description") == parameter.description


@pytest.mark.parametrize("locale", ["fr", "ja", "en-GB"])
async def test_a_language_the_bot_does_not_speak_gets_no_localization(locale: str) -> None:
    for payload in await _payloads():
        for part in _parts(payload):
            assert locale not in part.get("name_localizations", {})
