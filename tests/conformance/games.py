"""The games the conformance suite proves: every registered game, and the toy Party game, with
each value of each of its lobby options.

A game is covered by being registered: nothing here names one of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.catalog import Catalog
from bot.engine import Game
from bot.games import COMPUTER_STRENGTH, Registration
from tests.platform.party_game import PARTY


@dataclass(frozen=True)
class Rules:
    """A game as a lobby opens it: its rules and the options they are set up with."""

    game: Game[Any]
    options: Mapping[str, str] = field(default_factory=dict)
    changed: str = ""
    """The one option set away from its default (``key=value``), or "" for the defaults."""


def registered() -> list[tuple[Game[Any], Registration | None]]:
    """Each registered game loaded from its data folder, then Toy Party (no registration)."""
    return [*((entry.rules, entry.registration) for entry in Catalog.load()), (PARTY, None)]


REGISTERED = registered()
GAMES: list[Game[Any]] = [game for game, _ in REGISTERED]


def variants(game: Game[Any], registration: Registration | None) -> list[Rules]:
    """The defaults, then each other value of each option the game's rules read, one at a
    time, as ``/game new`` stores them (the computers' strength changes no rule: see
    ``computer_strengths``)."""
    if registration is None:
        return [Rules(game)]
    defaults = registration.read_options("")
    found = [Rules(game, defaults)]
    for option in registration.options:
        for value, _ in option.choices[1:]:
            found.append(Rules(game, {**defaults, option.key: value}, f"{option.key}={value}"))
    return found


def computer_strengths(game: Game[Any], registration: Registration) -> list[Rules]:
    """The defaults with each computers' strength a lobby may choose."""
    defaults = registration.read_options("")
    return [
        Rules(game, {**defaults, COMPUTER_STRENGTH.key: value}, f"computers={value}")
        for value, _ in COMPUTER_STRENGTH.choices
    ]


def tables() -> list[tuple[Game[Any], int]]:
    """Every game at every table size it allows."""
    return [
        (game, players)
        for game in GAMES
        for players in range(game.min_players, game.max_players + 1)
    ]


def option_tables() -> list[tuple[Rules, int]]:
    """Every game with each of its option values at every table size it allows."""
    return [
        (rules, players)
        for game, registration in REGISTERED
        for rules in variants(game, registration)
        for players in range(game.min_players, game.max_players + 1)
    ]


def table_id(rules: Rules, players: int) -> str:
    """A test id: the game, the table size, and the option changed from its default, if any."""
    return "-".join(filter(None, (rules.game.key, str(players), rules.changed)))
