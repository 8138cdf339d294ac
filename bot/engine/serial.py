"""Snapshots as JSON with a schema version, so an old database is recognised instead of misread."""

from __future__ import annotations

import json
from typing import Any

from bot.engine.errors import GameDataError
from bot.engine.protocol import Game

SCHEMA_VERSION = 1


def dumps_state(game: Game[Any], state: Any) -> str:
    envelope = {"schema": SCHEMA_VERSION, "game": game.key, "state": game.dump(state)}
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
    try:
        return game.load(envelope["state"])
    except (KeyError, TypeError, ValueError) as error:
        raise GameDataError(f"The saved {game.key} game is damaged ({error}).") from error
