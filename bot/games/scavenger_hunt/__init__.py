"""Scavenger Hunt (Milton Bradley, 1983; 2-4 players): collect your four silly items in the order
of your hunt list and bring your pawn home first.

Importing this package is cheap; ``load_game`` reads and checks the data files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.games.scavenger_hunt.rules import ScavengerHunt

__all__ = ["load_game"]


def load_game(data_dir: Path) -> ScavengerHunt:
    """The game object for ``data_dir`` (the folder data/scavenger-hunt), checked at load time."""
    from bot.games.scavenger_hunt.rules import ScavengerHunt

    return ScavengerHunt.from_data(Path(data_dir))
