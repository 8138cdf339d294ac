"""Sweet Valley High (Milton Bradley, 2-4 players): find your items and your boyfriend among
the face-down cards in the classrooms, then get home before the big date.

Importing this package is cheap; ``load_game`` reads and checks the data files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.games.sweet_valley_high.rules import SweetValleyHigh

__all__ = ["load_game"]


def load_game(data_dir: Path) -> SweetValleyHigh:
    """The game object for ``data_dir`` (the folder data/sweet-valley-high), checked at load."""
    from bot.games.sweet_valley_high.rules import SweetValleyHigh

    return SweetValleyHigh.from_data(Path(data_dir))
