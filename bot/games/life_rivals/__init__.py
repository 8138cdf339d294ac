"""The Game of Life: Rivals Edition (Hasbro, 2 players): drive to retirement, play Life cards
on yourself or your rival, steal her Stuff, and retire with the most Life points.

Importing this package is cheap; ``load_game`` reads and checks the data files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.games.life_rivals.rules import LifeRivals

__all__ = ["load_game"]


def load_game(data_dir: Path) -> LifeRivals:
    """The game object for ``data_dir`` (the folder data/life-rivals), checked at load time."""
    from bot.games.life_rivals.rules import LifeRivals

    return LifeRivals.from_data(Path(data_dir))
