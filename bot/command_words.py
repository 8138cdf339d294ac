"""Slash commands in every language: discord.py asks this translator for each command's,
option's and group's name and description when the commands are synced."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.languages import ENGLISH, Catalogs, language_of

NAMED = {Where.command_name, Where.group_name, Where.parameter_name}
DESCRIBED = {Where.command_description, Where.group_description, Where.parameter_description}


def message_of(context: app_commands.TranslationContextTypes) -> tuple[str, str | None] | None:
    """The catalog message (id, attribute) that words this part of a command, or None for a
    part that keeps its own words (a choice is a game's name)."""
    attribute = None if context.location in NAMED else "description"
    match context.location:
        case (
            Where.command_name
            | Where.command_description
            | Where.group_name
            | (Where.group_description)
        ):
            return "command-" + context.data.qualified_name.replace(" ", "-"), attribute
        case Where.parameter_name | Where.parameter_description:
            parameter = context.data
            command = parameter.command.qualified_name.replace(" ", "-")
            return f"option-{command}-{parameter.name}", attribute
    return None


class CommandWords(app_commands.Translator):
    """Names and descriptions from the catalogs; English is the commands' own words."""

    def __init__(self, catalogs: Catalogs) -> None:
        self.catalogs = catalogs

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = language_of(locale.value)
        found = message_of(context)
        if language == ENGLISH or found is None:
            return None
        return self.catalogs.lookup(language, *found)
