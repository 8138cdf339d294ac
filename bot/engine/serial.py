"""Snapshots as JSON in a versioned envelope, so an old or newer save is recognised, not misread.

The envelope has its own ``schema`` (its shape); inside it, ``state_version`` is the version of
the game's own state, which each game declares as ``state_version`` (1 when it declares none).
A state from an older version is passed to the game's ``migrate_state`` first; one from a newer
version is refused, since this bot can't know what it means.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Protocol, cast

from bot.engine.errors import GameDataError
from bot.engine.protocol import Game

SCHEMA_VERSION = 1
FIRST_STATE_VERSION = 1
"""What envelopes written before games declared a version hold."""


class Migrates(Protocol):
    """What a game with more than one state version adds to ``Game``."""

    state_version: int

    def migrate_state(self, data: Mapping[str, Any], version: int) -> Mapping[str, Any]:
        """``data`` saved in ``version`` (older than ``state_version``) in today's shape; raise
        GameDataError when that version can't be read any more."""
        ...


def state_version(game: Game[Any]) -> int:
    """The version of ``game``'s state that ``dumps_state`` writes today."""
    return int(getattr(game, "state_version", FIRST_STATE_VERSION))


def dumps_state(game: Game[Any], state: Any) -> str:
    envelope = {
        "schema": SCHEMA_VERSION,
        "game": game.key,
        "state_version": state_version(game),
        "state": game.dump(state),
    }
    return json.dumps(envelope, separators=(",", ":"), sort_keys=True)


def loads_state(game: Game[Any], text: str) -> Any:
    try:
        envelope = json.loads(text)
    except json.JSONDecodeError as error:
        raise GameDataError(f"The saved game is not valid JSON ({error.msg}).") from error
    if not isinstance(envelope, dict) or envelope.get("schema") != SCHEMA_VERSION:
        raise GameDataError(f"The saved game has an unknown schema (expected {SCHEMA_VERSION}).")
    if envelope.get("game") != game.key:
        raise GameDataError(f"The saved game is {envelope.get('game')!r}, not {game.key!r}.")
    data = envelope.get("state")
    if not isinstance(data, dict):
        raise GameDataError(f"The saved {game.key} game is damaged: it holds no state.")
    version = _readable_version(game, envelope.get("state_version", FIRST_STATE_VERSION))
    try:
        if version < state_version(game):
            data = cast(Migrates, game).migrate_state(data, version)
        return game.load(data)
    except GameDataError as error:
        raise GameDataError(f"The saved {game.key} game is damaged: {error}") from error
    except (KeyError, TypeError, ValueError) as error:
        raise GameDataError(f"The saved {game.key} game is damaged ({error}).") from error


def _readable_version(game: Game[Any], version: Any) -> int:
    """The saved state's version, if this bot can read it (directly or by migrating)."""
    current = state_version(game)
    name = f"The saved {game.key} game"
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise GameDataError(f"{name} has no valid state version ({version!r}).")
    if version > current:
        raise GameDataError(
            f"{name} is in state version {version}, newer than the {current} this bot reads; "
            "run the newer bot to continue it."
        )
    if version < current and not hasattr(game, "migrate_state"):
        raise GameDataError(
            f"{name} is in state version {version}, which this bot (version {current}) "
            "can no longer read."
        )
    return version
