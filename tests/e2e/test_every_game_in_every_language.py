"""Every registered game played to Game over through Discord in Spanish, in German and in the
pseudo-language (accented English: a word that skipped the catalogs stands out as plain
letters). The server and every member speak the table's language; everything the bot wrote,
in the thread, in each private reply, panel and menu, in DMs, on every button, menu option and
picture description, and in every earlier state of an edited message, is read at the end.

In the pseudo-language no plain-English word may appear (names aside: the people's, the
server's, the game's own and its characters'). In Spanish and German none of the commonest
English words may.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.pseudo import PSEUDO, SWITCH, untranslated
from bot.standin import Message
from tests.e2e.conftest import GAME_ENV
from tests.e2e.driver import (
    assert_answered_in_time,
    play_randomly,
    registered_games,
)
from tests.e2e.driver.table import Table, start_table
from tests.e2e.harness import World, open_world
from tests.e2e.strategies import strategy_for
from tests.platform.catalog import registered_games as loaded_games

LOCALES = {PSEUDO: PSEUDO, "es": "es-ES", "de": "de"}
"""Each table language and the Discord locale its server and members use."""
PEOPLE = ("Ana", "Ben", "Cy", "Dee")
ENGLISH_WORDS = re.compile(
    r"\b(?:the|your|you|is|are|and|of|to|turn|cards?|choose|won|wins|game over|roll(?:ed)?)\b",
    re.IGNORECASE,
)
"""Words that no Spanish or German sentence of this bot contains, and most English ones do."""
SERVER = "Game Night Test"

TABLES = [
    pytest.param(game.key, language, id=f"{game.key}-{language}")
    for game in registered_games()
    for language in LOCALES
]


def texts_of(message: Message) -> Iterator[tuple[str, str]]:
    """Every text of ``message`` a person may read, now and in each earlier state."""
    states: list[dict[str, Any]] = [edit.changes for edit in message.edits]
    states.append(
        {"content": message.content, "embeds": message.embeds, "components": message.components}
    )
    for state in states:
        if state.get("content"):
            yield "content", str(state["content"])
        for embed in state.get("embeds") or []:
            for key in ("title", "description"):
                if embed.get(key):
                    yield f"embed {key}", str(embed[key])
            for field in embed.get("fields") or []:
                yield "embed field", f"{field.get('name', '')} {field.get('value', '')}"
        yield from component_texts(state.get("components") or [])
    for attachment in message.attachments:
        if attachment.description:
            yield "picture description", attachment.description


def component_texts(components: Sequence[dict[str, Any]]) -> Iterator[tuple[str, str]]:
    for component in components:
        if component.get("label"):
            yield "button", str(component["label"])
        if component.get("placeholder"):
            yield "menu", str(component["placeholder"])
        for option in component.get("options") or []:
            yield "menu option", str(option.get("label", ""))
        yield from component_texts(component.get("components") or [])


async def open_in(world: World, key: str, players: int, language: str) -> Table:
    """`/game new` in the server's language, Join and Start pressed as they read there."""
    members = [world.member(name, locale=LOCALES[language]) for name in PEOPLE[:players]]
    return await start_table(world, members, key)


def untranslated_texts(world: World, key: str, language: str, names: set[str]) -> list[str]:
    found: dict[str, str] = {}
    for message in world.fake.state.messages.values():
        for where, text in texts_of(message):
            if language == PSEUDO:
                left = untranslated(text, names)
            else:
                left = ENGLISH_WORDS.findall(_without(text, names))
            if left and text not in found:
                found[text] = f"{where}: {text!r} -> {left}"
    return sorted(found.values())


def _without(text: str, names: set[str]) -> str:
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return re.sub(r"https?://\S+|`[^`]*`", " ", text)


@pytest.mark.slow
@pytest.mark.parametrize(("key", "language"), TABLES)
async def test_every_game_plays_to_game_over_in_the_tables_language(
    tmp_path: Path, key: str, language: str
) -> None:
    rules = loaded_games().entry(key).rules
    players = rules.min_players
    async with open_world(tmp_path, env={**GAME_ENV, SWITCH: "1"}) as world:
        world.fake.set_guild_locale(LOCALES[language])
        table = await open_in(world, key, players, language)
        strategy = strategy_for(key)
        log = await play_randomly(
            table, random.Random(f"{key}/{language}"), strategy.max_actions(players)
        )
        assert log.finished, f"{key} in {language}: no Game over after {log.actions} actions"
        names = {*PEOPLE, SERVER, "Game Night", rules.name, *rules.proper_names()}
        left = untranslated_texts(world, key, language, names)
        assert not left, f"{len(left)} texts not in {language}:\n" + "\n".join(left[:60])
        assert_answered_in_time(world)


def test_the_english_check_finds_english() -> None:
    assert ENGLISH_WORDS.findall("Ana rolled 4: your turn") == ["rolled", "your", "turn"]
    assert not ENGLISH_WORDS.findall("Ana ha sacado un 4: te toca")
    assert not ENGLISH_WORDS.findall("Ana hat eine 4 gewürfelt: du bist dran")
