"""The local table's world kept on disk, so threads, messages and people survive a restart.

The bot's database refers to the stand-in's threads and messages by id: without their world, a
game saved in the database would point at a thread that no longer exists. The file is written
by this program only (beside the local database, in ``var/``) and read back by it.
"""

from __future__ import annotations

import os
import pickle
from dataclasses import dataclass, field
from pathlib import Path

from .state import GuildState


@dataclass
class SavedWorld:
    state: GuildState
    keys: dict[str, int] = field(default_factory=dict)
    """A browser's secret key → the user it plays as."""


def load(path: Path) -> SavedWorld | None:
    """The world saved at `path`, or None when there is none (or it can't be read)."""
    try:
        with path.open("rb") as file:
            saved = pickle.load(file)  # our own file, see the module docstring
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError):
        return None
    return saved if isinstance(saved, SavedWorld) else None


def save(world: SavedWorld, path: Path) -> None:
    """Write atomically (a crash mid-write keeps the previous file), dropping files no message
    shows any more, so the file holds the boards on screen, not every board ever drawn."""
    state = world.state
    shown = {a.id for m in state.messages.values() if not m.deleted for a in m.attachments}
    for attachment_id in [a for a in state.attachments if a not in shown]:
        del state.attachments[attachment_id]
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    with temporary.open("wb") as file:
        pickle.dump(world, file, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(temporary, path)
