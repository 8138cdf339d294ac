"""Goosebumps: Terror in the Graveyard (Craig Van Ness, 2-4 players): two pawns each race a
shifting graveyard for a Magic Ring and the Crypt, where the skull may destroy the Headless Ghost.

Importing this package is cheap; ``load_game`` reads and checks the data files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.games.goosebumps.rules import Goosebumps

__all__ = ["load_game"]


def load_game(data_dir: Path) -> Goosebumps:
    """The game object for ``data_dir`` (data/goosebumps), checked at load time."""
    from bot.games.goosebumps.rules import Goosebumps

    return Goosebumps.from_data(Path(data_dir))
