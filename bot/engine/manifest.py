"""A game's manifest (``data/<key>/game.json``): who it is and how the table presents it.

The key, the name and the table sizes are the game's identity, which its rules and its
registration both need; the badges, phase timers, options and whether seats have a private
picture are how the table runs it. Declared once here, they are checked with the rest of the
game's data, and a game's code carries no copy of them. The ``presentation`` section (button
styles) belongs to the Discord side, which reads and checks it (``cogs.presentation``); the
engine passes it on unread.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import msgspec

from bot.engine.schema import Key, Positive, Text, decode_file, field_error

MANIFEST = "game.json"
Seconds = Annotated[float, msgspec.Meta(gt=0)]


class OptionFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A choice made when the lobby opens: its key, a label, and (value, description) pairs,
    the first being the default."""

    key: Key
    label: Text
    choices: Annotated[list[tuple[Key, Text]], msgspec.Meta(min_length=1)]


class Manifest(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    key: Key
    name: Text
    players: tuple[Positive, Positive]
    """The smallest and the largest table."""
    private_picture: bool = False
    """Whether each seat has a picture of its own (drawn by ``hand_renderer``)."""
    badges: dict[str, str] = msgspec.field(default_factory=dict)
    phase_timers: dict[str, Seconds] = msgspec.field(default_factory=dict)
    options: list[OptionFile] = msgspec.field(default_factory=list)
    presentation: dict[str, Any] = msgspec.field(default_factory=dict)
    """How the Discord side shows the game, read only there (``cogs.presentation``)."""


def read_manifest(folder: Path) -> Manifest:
    """The manifest in ``folder``, whose name must be its key; GameDataError names the file
    and the bad field. The catalog reads it once per game, at start-up."""
    path = folder / MANIFEST
    manifest = decode_file(path, Manifest, "the game's manifest")
    low, high = manifest.players
    if low > high:
        raise field_error(str(path), "players", f"runs from {low} down to {high}")
    if manifest.key != folder.name:
        raise field_error(str(path), "key", f"is {manifest.key!r}, not its folder's name")
    return manifest
